// deploy/nginx/site-paths.conf, made from the site's path table (server/site-paths.ts): the one
// location for the site's paths nginx passes on and never caches. After a change to the table:
// `node build/nginx-paths.ts` writes the file; test/integration/site-paths.test.ts fails while the
// committed file differs from what the table gives. (A committed file, not one rendered with the
// config, so render-config.sh needs nothing but envsubst.)
import fs from 'node:fs';
import path from 'node:path';
import { pathsPattern, SITE_PATHS } from '../server/site-paths.ts';

export const NGINX_PATHS_FILE = path.resolve(import.meta.dirname, '../deploy/nginx/site-paths.conf');

export function nginxPathsConf(): string {
  const passed = SITE_PATHS.filter((p) => p.edge === 'pass');
  const kinds = [...new Set(passed.map((p) => p.kind))];
  return [
    "# Made from the site's path table (server/site-paths.ts) by `node build/nginx-paths.ts`: change",
    '# the table and run it, never this file (test/integration/site-paths.test.ts compares the two).',
    `# The site's paths nginx passes on and never caches (${kinds.join(', ')}), in any case as the`,
    '# site matches them. Included in the server block after the /_revalidate location (the first',
    '# matching regex wins) and before the pages.',
    `location ~* ${pathsPattern(passed)} {`,
    '    proxy_pass http://defan_site;',
    '}',
    '',
  ].join('\n');
}

if (import.meta.main) {
  fs.writeFileSync(NGINX_PATHS_FILE, nginxPathsConf());
  console.log(`wrote ${path.relative(process.cwd(), NGINX_PATHS_FILE)}`);
}
