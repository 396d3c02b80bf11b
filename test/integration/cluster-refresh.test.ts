// Under a cluster of two workers (how pm2 runs the site), a page past its TTL is answered STALE
// and then, within a second, HIT with a fresh copy on whichever worker answers: each worker
// re-renders its own stale copy in-process (an HTTP request back to the port used to land on
// the other worker, which answered from its own stale copy, so pages never refreshed).
import http from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { startCluster, type Cluster } from '../helpers/cluster.ts';
import { tempDir } from '../helpers/site.ts';
import { waitUntil, watchFor } from '../helpers/wait.ts';

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
  let cluster: Cluster | undefined;
  afterAll(async () => {
    await cluster?.stop();
  });

  it(
    'are answered STALE, then HIT with a fresh copy within a second, on every worker',
    { timeout: 120_000 },
    async () => {
      cluster = await startCluster({
        DATA_DIR: tempDir('cluster-'),
        RENDER_THREADS: '0',
        PAGE_CACHE_TTL_MS: String(TTL_MS),
        PAGE_CACHE_STALE_MS: '600000',
      });
      const { port } = cluster;

      // Both workers render and cache the page.
      for (let i = 0; i < 12; i++) await get(port, '/news');
      const cachedBefore = new Set<string>();
      for (let i = 0; i < 6; i++) {
        const r = await get(port, '/news');
        expect(r.cache).toBe('HIT');
        cachedBefore.add(r.etag);
      }
      expect(cachedBefore.size, 'each worker holds its own copy').toBe(2);

      // Until the copies expire every answer is a HIT; a worker's first STALE answer starts its
      // refresh. The second from the moment both old copies have been answered STALE.
      const staleCopies = new Set<string>();
      let last = { cache: '', etag: '' };
      await waitUntil(
        'both cached copies expire',
        async () => {
          last = await get(port, '/news');
          if (last.cache === 'STALE') staleCopies.add(last.etag);
          else if (staleCopies.size === 0) expect(last.cache).toBe('HIT');
          return staleCopies.size === 2;
        },
        TTL_MS + 30_000,
        20,
      );
      const seen: { at: number; cache: string; etag: string }[] = [{ at: 0, ...last }];
      // As many answers as the machine gives.
      await watchFor(2000, async (at) => seen.push({ at, ...(await get(port, '/news')) }), 0);
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
