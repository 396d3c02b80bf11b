// `node test/tools/snapshot-pages.ts <out dir> [<built server entry>]`: every page of the site's
// sitemaps as a desktop browser, a phone and Baiduspider, on the general, WeCom and marketing hosts,
// plus the error pages, each written to a file of its own. Run it on two builds and `diff -r` the
// two folders to see what a change did to the markup (a refactor should change nothing).
// What differs between two renders of the same page is taken out: the render seed (and the phone
// article's reading count drawn from it), the content hashes in asset names and the port, and
// which shared chunks a page preloads.
import { fork } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const [out, entry = path.resolve(import.meta.dirname, '../../dist/server/index.js')] = process.argv.slice(2);
if (!out) {
  console.error('usage: node test/tools/snapshot-pages.ts <out dir> [<dist/server/index.js>]');
  process.exit(2);
}
// A free port (several people may snapshot at once).
const PORT = await new Promise<number>((resolve) => {
  const probe = net.createServer().listen(0, '127.0.0.1', () => {
    const { port } = probe.address() as net.AddressInfo;
    probe.close(() => resolve(port));
  });
});
const AGENTS = {
  desktop:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  phone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  baiduspider: 'Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)',
} as const;
const HOSTS = ['localhost', 'wx.www.definesys.cn', 'yx.www.definesys.cn'];

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'snapshot-pages-'));
const server = fork(entry, [], {
  cwd: path.resolve(path.dirname(entry), '../..'),
  env: {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(PORT),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    PAGE_CACHE_TTL_MS: '0',
  },
  stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
});
await new Promise<void>((resolve, reject) => {
  server.once('message', () => resolve());
  server.once('exit', (code) => reject(new Error(`the server exited with ${code}`)));
});

function normalize(html: string): string {
  return (
    html
      .replaceAll(`:${PORT}/`, ':PORT/')
      .replaceAll(`:${PORT}"`, ':PORT"')
      .replace(/"seed":\d+/g, '"seed":0')
      .replace(/(m-article__reads-n">)\d+</g, '$1N<')
      .replace(/(\/assets\/[\w-]*?)-[A-Z0-9]{8}(\.\w+)/g, '$1$2')
      // How many shared chunks a page preloads is esbuild's layout, which moving code changes.
      .replace(
        /(<link rel="modulepreload" href="\/assets\/[\w-]+\.js"\/>)+/g,
        '<link rel="modulepreload" href="(chunks)"/>',
      )
      .replace(/"preload":\[[^\]]*\]/g, '"preload":["(chunks)"]')
  );
}

async function get(host: string, url: string, ua: string): Promise<Response> {
  return fetch(`http://127.0.0.1:${PORT}${url}`, { headers: { host, 'user-agent': ua }, redirect: 'manual' });
}

let written = 0;
try {
  fs.mkdirSync(out, { recursive: true });
  const jobs: [string, string, keyof typeof AGENTS][] = [];
  for (const host of HOSTS) {
    const sitemap = await (await get(host, '/sitemap.xml', AGENTS.desktop)).text();
    const paths = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map((m) => m[1]!);
    if (paths.length === 0) throw new Error(`no sitemap on ${host}`);
    for (const p of [...paths, '/400', '/sorry', '/news/999999', '/en/no-such-page']) {
      for (const agent of Object.keys(AGENTS) as (keyof typeof AGENTS)[]) jobs.push([host, p, agent]);
    }
  }
  let next = 0;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next < jobs.length) {
        const [host, url, agent] = jobs[next++]!;
        const res = await get(host, url, AGENTS[agent]);
        const head = [
          res.status,
          res.headers.get('location') ?? '',
          res.headers.get('content-type') ?? '',
          res.headers.get('cache-control') ?? '',
        ].join(' ');
        const file = path.join(out, host, `${url.replace(/[^\w.-]+/g, '_') || '_'}.${agent}.html`);
        fs.mkdirSync(path.dirname(file), { recursive: true });
        fs.writeFileSync(file, `${head}\n${normalize(await res.text())}`);
        written++;
      }
    }),
  );
  console.log(`${written} pages written to ${out}`);
} finally {
  server.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}
