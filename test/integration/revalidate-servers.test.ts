// Two servers, one site (issue 25): two clusters of two workers (as pm2 runs each server), each
// with its own DATA_DIR, sharing one Redis. A POST /_revalidate sent to server one reaches both
// workers of server two within a second; and one sent to server one while Redis is down (server
// one applies it through its journal) reaches server two when Redis is back, and only what it
// names is dropped there. Without the Redis stream, server two keeps its cached copies.
import { createHash } from 'node:crypto';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCluster, type Cluster } from '../helpers/cluster.ts';
import { startRedis, type TestRedis } from '../helpers/redis.ts';
import { retitled, startVendorOverEmbedded, tempDir } from '../helpers/site.ts';
import { waitUntil, watchFor } from '../helpers/wait.ts';

const TOKEN = 'servers-revalidate-token-0123456789abcdef';
const PAGE = '/news/1040';
/** A page no revalidation here names: it stays cached. */
const OTHER = '/en/about';

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
          resolve({
            status: res.statusCode ?? 0,
            cache: String(res.headers['x-cache'] ?? 'MISS'),
            text: body.toString(),
            copy: createHash('sha1').update(body).digest('hex'),
          });
        });
      },
    );
    req.on('error', reject);
    req.end(opts.body);
  });
}

const revalidate = (port: number, paths: string[]) =>
  send(port, '/_revalidate', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${TOKEN}` },
    body: JSON.stringify({ paths }),
  });

/** Asks until both workers of a server answer `target` from their caches; returns their copies. */
async function cachedOnBoth(port: number, target: string, check: (a: Answer) => boolean = () => true) {
  const copies = new Set<string>();
  for (const deadline = Date.now() + 30_000; copies.size < 2;) {
    expect(Date.now(), `both workers cache ${target}`).toBeLessThan(deadline);
    const r = await send(port, target);
    expect(r.status).toBe(200);
    if (r.cache === 'HIT' && check(r)) copies.add(r.copy);
  }
  return copies;
}

/** Asks `target` until `seen` holds for both workers' cached copies; fails past `ms` after `from`.
 *  Returns when the last old answer was seen (ms after `from`). */
async function switchesTo(port: number, target: string, title: string, from: number, ms: number) {
  const fresh = new Set<string>();
  const seen: string[] = [];
  let lastOld = 0;
  for (const deadline = from + 20_000; fresh.size < 2;) {
    expect(Date.now(), `both workers serve the changed page: ${seen.join(', ')}`).toBeLessThan(deadline);
    const sentAfter = Date.now() - from;
    const r = await send(port, target);
    const changed = r.text.includes(title);
    seen.push(`${sentAfter}ms ${r.cache} ${changed ? 'new' : 'old'}`);
    if (!changed) lastOld = sentAfter;
    // Rendering the new page may take long on a loaded machine: only the switch is timed.
    expect(changed || sentAfter < ms, `the old page ${ms} ms after: ${seen.join(', ')}`).toBe(true);
    if (changed && r.cache === 'HIT') fresh.add(r.copy);
  }
  return lastOld;
}

/** Waits until several /readyz answers in a row, each on a new connection (spread over the
 *  cluster's workers), say Redis is not connected. */
async function redisGoneOnEveryWorker(port: number): Promise<void> {
  let inARow = 0;
  await waitUntil(`every worker on ${port} sees Redis gone`, async () => {
    const r = await send(port, '/readyz');
    const state = (JSON.parse(r.text) as { redis?: { state?: string } }).redis?.state;
    inARow = state !== undefined && state !== 'connected' ? inARow + 1 : 0;
    return inARow >= 6;
  });
}

describe('POST /_revalidate on one of two servers sharing Redis', () => {
  let redis: TestRedis;
  let vendor: Awaited<ReturnType<typeof startVendorOverEmbedded>>;
  let one: Cluster;
  let two: Cluster;
  let title: string | undefined;

  beforeAll(async () => {
    // Persistence: an outage keeps the stream, so a server back from it catches up on what it
    // missed instead of dropping everything.
    redis = await startRedis({ persist: true });
    // The vendor: the embedded content, with article 1040's title changed once `title` is set.
    vendor = await startVendorOverEmbedded(retitled(1040, () => title));
    const env = {
      RENDER_THREADS: '0',
      API_BASE_LOCAL: vendor.url,
      REVALIDATE_TOKEN: TOKEN,
      REDIS_URL: redis.url,
      REDIS_PREFIX: 'servers-test:',
      // Far longer than the test: only a revalidation brings a change.
      PAGE_CACHE_TTL_MS: '600000',
      UPSTREAM_CACHE_TTL_MS: '600000',
    };
    [one, two] = await Promise.all([
      startCluster({ ...env, DATA_DIR: tempDir('servers-one-') }),
      startCluster({ ...env, DATA_DIR: tempDir('servers-two-') }),
    ]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([one?.stop(), two?.stop()]);
    await vendor?.close();
    await redis?.stop();
  });

  it('reaches both workers of the other server within a second', { timeout: 120_000 }, async () => {
    await cachedOnBoth(two.port, PAGE);
    await cachedOnBoth(one.port, PAGE);

    // The vendor publishes: without a revalidation server two keeps its copies.
    title = 'Published on server one: revalidated title';
    await watchFor(800, async () => {
      const r = await send(two.port, PAGE);
      expect(r.cache).toBe('HIT');
      expect(r.text).not.toContain(title);
    });

    const accepted = await revalidate(one.port, [PAGE]);
    expect(accepted.status).toBe(202);
    const postedAt = Date.now();
    const lastOld = await switchesTo(two.port, PAGE, title, postedAt, 1000);
    await switchesTo(one.port, PAGE, title, postedAt, 1000);
    console.log(`server two: last old answer ${lastOld} ms after the revalidation sent to server one`);
  });

  it('reaches the other server when Redis is back, dropping only what it names', { timeout: 120_000 }, async () => {
    const otherCopies = await cachedOnBoth(two.port, OTHER);
    await cachedOnBoth(two.port, PAGE, (r) => r.text.includes(title!));

    await redis.stop();
    // Every worker of both servers has seen the connection drop.
    for (const { port } of [one, two]) await redisGoneOnEveryWorker(port);
    title = 'Published while Redis was down';
    const accepted = await revalidate(one.port, [PAGE]);
    expect(accepted.status).toBe(202);
    // Server one applies it at once through its journal ...
    await switchesTo(one.port, PAGE, title, Date.now(), 1000);
    // ... server two cannot know yet.
    for (let i = 0; i < 10; i++) {
      const r = await send(two.port, PAGE);
      expect(r.cache).toBe('HIT');
      expect(r.text).not.toContain(title);
    }

    const restarted = Date.now();
    await redis.start();
    // Reconnection takes up to 2 s (the client's backoff), then a poll.
    const lastOld = await switchesTo(two.port, PAGE, title, restarted, 4000);
    console.log(`server two: last old answer ${lastOld} ms after Redis was started again`);
    // Nothing was missed, so the page it did not name is still cached on both workers.
    for (let i = 0; i < 10; i++) {
      const r = await send(two.port, OTHER);
      expect(r.cache).toBe('HIT');
      expect(otherCopies.has(r.copy)).toBe(true);
    }
  });
});
