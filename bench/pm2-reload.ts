// Proves zero-downtime reloads: pm2 runs the built site in cluster mode (pm2.config.cjs), a load
// of autocannon runs for 30 s, and `pm2 reload` replaces every worker twice meanwhile. Prints the
// request counts; exits non-zero when any request failed.
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const root = path.resolve(import.meta.dirname, '..');
const PORT = Number(process.env.RELOAD_PORT ?? 4320);
const SECONDS = Number(process.env.RELOAD_SECONDS ?? 30);
const pm2Home = path.join(os.tmpdir(), `defan-pm2-${process.pid}`);
const env = {
  ...process.env,
  PM2_HOME: pm2Home,
  PORT: String(PORT),
  HOST: '127.0.0.1',
  DATA_DIR: path.join(os.tmpdir(), 'defan-pm2-data'),
  LOG_LEVEL: 'warn',
  // Renders every time, so reloads land while real work is in flight.
  PAGE_CACHE_TTL_MS: '0',
};
const pm2 = (...args: string[]) =>
  execFileSync(path.join(root, 'node_modules/.bin/pm2'), args, {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  }).toString();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

pm2('start', 'pm2.config.cjs', '--instances', '2');
try {
  for (let i = 0; i < 50; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/readyz`)).ok) break;
    } catch {
      // not up yet
    }
    await sleep(200);
  }
  const run = autocannon({
    url: `http://127.0.0.1:${PORT}`,
    connections: 16,
    duration: SECONDS,
    requests: [
      { method: 'GET', path: '/' },
      { method: 'GET', path: '/news' },
      { method: 'GET', path: '/news/1040' },
    ],
  });
  const reloads: string[] = [];
  for (const at of [0.25, 0.6]) {
    await sleep(SECONDS * 1000 * at - (reloads.length ? SECONDS * 1000 * 0.25 : 0));
    const started = Date.now();
    pm2('reload', 'defan-site');
    reloads.push(`reload ${reloads.length + 1} took ${Date.now() - started} ms`);
  }
  const r = await run;
  const failed = r.errors + r.timeouts + r.non2xx;
  console.log(reloads.join('\n'));
  console.log(
    `pm2 reload under load: ${r.requests.total} requests in ${SECONDS} s, ${r['2xx']} 2xx, ${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts`,
  );
  console.log(failed === 0 ? 'zero dropped requests' : `${failed} requests dropped`);
  process.exitCode = failed === 0 ? 0 : 1;
} finally {
  pm2('delete', 'all');
  pm2('kill');
}
