// npm run content:reload: seeds the embedded content store anew from the content folder (content/,
// or CONTENT_DIR) while the site keeps running on it, with the configuration the server reads
// (.env, then the environment), so the same DATA_DIR. Every site process serving from that
// DATA_DIR sees the store's generation move within a second (content-watch.ts) and drops what it
// cached from the old content: no restart, no REVALIDATE_TOKEN. A content error changes nothing:
// the message names the file and the field, and the command exits with 1.
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from '../config.ts';
import { describeChanges } from './content-diff.ts';
import { contentDbFile, reseedContentDb, type Reseeded } from './db.ts';
import { loadContent, useContentDir } from './seed/load-content.ts';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

let config;
try {
  config = loadConfig();
} catch (e) {
  if (e instanceof ConfigError) fail(e.message);
  throw e;
}
const contentDir = useContentDir(config.contentDir);
const file = path.resolve(contentDbFile(config.dataDir));
// A store made here would serve nobody: the site's DATA_DIR is elsewhere.
if (!fs.existsSync(file))
  fail(
    `No content store at ${file}.\nSet DATA_DIR (in .env or the environment) to the data folder the site runs with, and run this from the site's folder.`,
  );

let reseeded: Reseeded | undefined;
try {
  reseeded = reseedContentDb(config.dataDir, loadContent());
} catch (e) {
  const message = e instanceof Error && e.message.startsWith('Demo content:') ? e.message : String(e);
  fail(`${message}\nNothing was changed: the site keeps serving the content it has.`);
}

if (!reseeded) {
  console.log(`The content store ${file} already holds the content of ${contentDir}: nothing to do.`);
} else {
  const lines = describeChanges(reseeded.changes);
  console.log(`Content store ${file} seeded anew from ${contentDir} (generation ${reseeded.generation}):`);
  for (const line of lines.length ? lines : ['no article, page, document, tag or setting differs']) {
    console.log(`  ${line}`);
  }
  console.log(
    'Every site process using this DATA_DIR drops its cached pages within a second; a proxy cache in front (nginx) follows within its page TTL.',
  );
}
if (Object.values(config.apiBase).every(Boolean)) {
  console.log('Note: every environment reads the vendor API (API_BASE_*), so the embedded store serves none of them.');
}
