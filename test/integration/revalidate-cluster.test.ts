// Under a cluster of two workers (how pm2 runs the site), a POST /_revalidate reaches one worker,
// and yet both serve the vendor's changed page within a second: the receiving worker appends it
// to the journal in DATA_DIR, which every worker reads. Without it, both keep their cached copy.
import { createHash } from 'node:crypto';
import http from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { startCluster, type Cluster } from '../helpers/cluster.ts';
import { retitled, startVendorOverEmbedded, tempDir } from '../helpers/site.ts';
import { watchFor } from '../helpers/wait.ts';

const TOKEN = 'cluster-revalidate-token-0123456789abcdef';
const PAGE = '/news/1040';
const NEW_TITLE = 'Published just now: revalidated title';

interface Answer {
  status: number;
  cache: string;
  text: string;
  /** Which rendered copy answered: every render differs (its seed), each worker caches its own. */
  copy: string;
}

/** One request on a new connection, so the cluster spreads them over its workers. */
function send(
  port: number,
  target: string,
  opts: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: target,
        method: opts.method ?? 'GET',
        agent: false,
        headers: { connection: 'close', ...opts.headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          const copy = createHash('sha1').update(body).digest('hex');
          resolve({
            status: res.statusCode ?? 0,
            cache: String(res.headers['x-cache'] ?? 'MISS'),
            text: body.toString(),
            copy,
          });
        });
      },
    );
    req.on('error', reject);
    req.end(opts.body);
  });
}

describe('POST /_revalidate under a two-worker cluster', () => {
  let cluster: Cluster | undefined;
  let vendor: Awaited<ReturnType<typeof startVendorOverEmbedded>> | undefined;
  afterAll(async () => {
    await cluster?.stop();
    await vendor?.close();
  });

  it(
    'makes both workers drop the old page within a second, and serve the changed one',
    { timeout: 120_000 },
    async () => {
      // The vendor: the embedded content, with article 1040's title changed once `title` is set.
      let title: string | undefined;
      vendor = await startVendorOverEmbedded(retitled(1040, () => title));

      cluster = await startCluster({
        DATA_DIR: tempDir('revalidate-cluster-'),
        RENDER_THREADS: '0',
        API_BASE_LOCAL: vendor.url,
        REVALIDATE_TOKEN: TOKEN,
        // Far longer than the test: only a revalidation brings the change.
        PAGE_CACHE_TTL_MS: '600000',
        UPSTREAM_CACHE_TTL_MS: '600000',
      });
      const { port } = cluster;

      // Both workers render and cache the page: two copies answer from the cache.
      const cachedCopies = new Set<string>();
      for (let deadline = Date.now() + 30_000; cachedCopies.size < 2;) {
        expect(Date.now(), 'both workers cache the page').toBeLessThan(deadline);
        const r = await send(port, PAGE);
        expect(r.status).toBe(200);
        if (r.cache === 'HIT') cachedCopies.add(r.copy);
      }

      // The vendor publishes. Without a revalidation both workers keep their copy (several journal
      // reads long), though the content they were made from has changed.
      title = NEW_TITLE;
      await watchFor(800, async () => {
        const r = await send(port, PAGE);
        expect(r.cache).toBe('HIT');
        expect(cachedCopies.has(r.copy)).toBe(true);
        expect(r.text).not.toContain(NEW_TITLE);
      });

      // The wrong token changes nothing.
      const json = { 'content-type': 'application/json' };
      const refused = await send(port, '/_revalidate', {
        method: 'POST',
        headers: { ...json, authorization: 'Bearer wrong' },
        body: '{"paths":["/news/1040"]}',
      });
      expect(refused.status).toBe(401);
      expect((await send(port, PAGE)).cache).toBe('HIT');

      // The CMS calls one worker.
      const accepted = await send(port, '/_revalidate', {
        method: 'POST',
        headers: { ...json, authorization: `Bearer ${TOKEN}` },
        body: JSON.stringify({ paths: [PAGE] }),
      });
      expect(accepted.status).toBe(202);
      expect(JSON.parse(accepted.text)).toEqual({
        dropped: { pages: 1, content: expect.any(Number) },
        id: expect.any(String),
      });
      const postedAt = Date.now();

      // Each worker drops its copy within a second (the receiving one at once, the other at its
      // next journal read): no request sent later gets the old page. Rendering the new one may
      // take longer on a loaded machine, so only the switch is timed, not the renders.
      const freshCopies = new Set<string>();
      const seen: string[] = [];
      for (const deadline = postedAt + 20_000; freshCopies.size < 2;) {
        expect(Date.now(), `both workers render the changed page: ${seen.join(', ')}`).toBeLessThan(deadline);
        const sentAfter = Date.now() - postedAt;
        const r = await send(port, PAGE);
        const changed = r.text.includes(NEW_TITLE);
        seen.push(`${sentAfter}ms ${r.cache} ${changed ? 'new' : 'old'}`);
        if (sentAfter >= 1000)
          expect(changed, `the old page a second after the revalidation: ${seen.join(', ')}`).toBe(true);
        if (changed) freshCopies.add(r.copy);
      }
      // And from then on both answer the changed page from their caches again.
      for (let i = 0; i < 10; i++) {
        const r = await send(port, PAGE);
        expect(r.text).toContain(NEW_TITLE);
        expect(r.cache).toBe('HIT');
        expect(freshCopies.has(r.copy)).toBe(true);
      }
    },
  );
});
