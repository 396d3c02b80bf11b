// npm run lighthouse: Lighthouse (Debian's Chromium) on / and one article, mobile and desktop,
// against the built production server on loopback. Prints the four category scores of each run.
import { execFileSync, fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const PORT = 4330;
const CHROME_FLAGS = '--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync';
const server = fork(path.join(root, 'dist/server/index.js'), [], {
  execArgv: ['--max-old-space-size=384'], // as `npm run serve`
  env: { ...process.env, NODE_ENV: 'production', PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'silent', DATA_DIR: path.join(os.tmpdir(), 'defan-lighthouse-data') },
  stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
});
await new Promise((resolve) => server.once('message', resolve));
try {
  console.log('| page | form factor | performance | accessibility | best practices | SEO |');
  console.log('|---|---|---|---|---|---|');
  for (const page of ['/', '/news/1040']) {
    for (const formFactor of ['mobile', 'desktop']) {
      const out = path.join(os.tmpdir(), `lighthouse-${formFactor}${page.replace(/\W+/g, '-')}.json`);
      const run = () =>
        execFileSync(
          path.join(root, 'node_modules/.bin/lighthouse'),
          [`http://127.0.0.1:${PORT}${page}`, ...(formFactor === 'desktop' ? ['--preset=desktop'] : []), '--quiet', `--chrome-flags=${CHROME_FLAGS}`, '--output=json', `--output-path=${out}`],
          { env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' }, stdio: ['ignore', 'ignore', 'inherit'] },
        );
      try {
        run();
      } catch {
        // Lighthouse sometimes fails to record its trace (NO_NAVSTART); that run is repeated once.
        console.error(`${page} ${formFactor}: Lighthouse failed, running it again`);
        run();
      }
      const c = JSON.parse(fs.readFileSync(out, 'utf8')).categories as Record<string, { score: number }>;
      const s = (k: string) => Math.round(c[k]!.score * 100);
      console.log(`| ${page} | ${formFactor} | ${s('performance')} | ${s('accessibility')} | ${s('best-practices')} | ${s('seo')} |`);
    }
  }
} finally {
  server.kill('SIGTERM');
}
