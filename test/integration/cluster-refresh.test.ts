// Under a cluster of two workers (how pm2 runs the site), a page past its TTL is answered STALE
// and then, within a second, HIT with a fresh copy on whichever worker answers: each worker
// re-renders its own stale copy in-process (an HTTP request back to the port used to land on
// the other worker, which answered from its own stale copy, so pages never refreshed).
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { tempDir } from '../helpers/site.ts';
import { freePort } from '../helpers/free-port.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const TTL_MS = 3000;

/** One request on a new connection, so the cluster spreads them over its workers. */
function get(port: number, target: string): Promise<{ cache: string; etag: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      { host: '127.0.0.1', port, path: target, agent: false, headers: { connection: 'close' } },
      (res) => {
        res.resume();
        res.on('end', () =>
          resolve({ cache: String(res.headers['x-cache'] ?? 'MISS'), etag: String(res.headers.etag) }),
        );
      },
    );
    req.on('error', reject);
  });
}

// Starting two workers on a new DATA_DIR and their first renders take a few seconds alone and much
// longer beside the suite's other cluster and image tests on a 2-core machine: the time limit is
// generous, the assertions about the refresh itself are not.
describe('stale pages under a two-worker cluster', () => {
  let primary: ChildProcess | undefined;
  afterAll(() => {
    primary?.kill('SIGTERM');
  });

  it(
    'are answered STALE, then HIT with a fresh copy within a second, on every worker',
    { timeout: 120_000 },
    async () => {
      const port = await freePort();
      primary = spawn(process.execPath, [path.resolve('test/helpers/cluster-primary.ts'), '2'], {
        env: {
          ...process.env,
          NODE_ENV: 'production',
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: tempDir('cluster-'),
          LOG_LEVEL: 'silent',
          RENDER_THREADS: '0',
          PAGE_CACHE_TTL_MS: String(TTL_MS),
          PAGE_CACHE_STALE_MS: '600000',
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      await new Promise<void>((resolve, reject) => {
        primary!.stdout!.on('data', (d: Buffer) => d.toString().includes('ready') && resolve());
        primary!.once('exit', (code) => reject(new Error(`cluster exited with ${code}`)));
      });

      // Both workers render and cache the page.
      for (let i = 0; i < 12; i++) await get(port, '/news');
      const cachedBefore = new Set<string>();
      for (let i = 0; i < 6; i++) {
        const r = await get(port, '/news');
        expect(r.cache).toBe('HIT');
        cachedBefore.add(r.etag);
      }
      expect(cachedBefore.size, 'each worker holds its own copy').toBe(2);

      await sleep(TTL_MS + 200);
      const seen: { at: number; cache: string; etag: string }[] = [];
      const t0 = performance.now();
      while (performance.now() - t0 < 2000) {
        seen.push({ at: performance.now() - t0, ...(await get(port, '/news')) });
        await sleep(20);
      }
      expect(seen[0]!.cache).toBe('STALE');
      const late = seen.filter((r) => r.at > 1000);
      expect(late.length).toBeGreaterThan(10);
      for (const r of late) {
        expect(r.cache, JSON.stringify(seen.map((s) => `${Math.round(s.at)} ${s.cache}`))).toBe('HIT');
        expect(cachedBefore.has(r.etag), 'a fresh copy, not the stale one').toBe(false);
      }
      // Both workers refreshed: two fresh copies answer.
      expect(new Set(late.map((r) => r.etag)).size).toBe(2);
    },
  );
});
