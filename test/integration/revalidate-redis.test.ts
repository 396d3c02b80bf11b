// Revalidation across servers through Redis (issue 25), with the real pieces in one process: each
// "worker" is a revalidator with its own caches and its own Redis connection, each "server" a
// journal folder its workers share, and the stream a real redis-server's. A revalidation taken by
// one server is applied once by every worker of every server within a second; one taken while
// Redis is away reaches the other servers when it is back, even when the worker that took it has
// stopped meanwhile; and a worker whose place in the stream is gone (Redis lost its data) drops
// everything it has cached, since it cannot know what it missed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PageCache, pageCacheKey } from '../../server/pages/page-cache.ts';
import { connectRedis, type RedisLink } from '../../server/coordination/redis-link.ts';
import { openRevalidationJournal, type RevalidationJournal } from '../../server/coordination/journal.ts';
import { openRevalidationStream } from '../../server/coordination/revalidation-stream.ts';
import { createRevalidator, type Revalidator } from '../../server/revalidate/revalidator.ts';
import { startRedis, type TestRedis } from '../helpers/redis.ts';
import { waitUntil } from '../helpers/wait.ts';

const MENUS = 'api GET /ds_projects/jiayi/config/menus.json';

/** A page cache holding four pages: /news/1040 (desktop and phone), /news and /en/about. */
function cachedPages(): PageCache {
  const cache = new PageCache({ ttlMs: 600_000, staleMs: 60_000, maxBytes: 1024 * 1024 });
  const store = (lang: string, device: string, url: string, deps: string[]) =>
    void cache.store(
      pageCacheKey({ env: 'release', hostType: 'general', lang, device }, url),
      { status: 200, headers: {}, body: Buffer.from('<html>'), deps: new Set(deps) },
      { gzipped: Buffer.from('') },
    );
  store('zh', 'desktop', '/news/1040', ['api GET /api/v1/articles/1040/', MENUS]);
  store('zh', 'mobile', '/news/1040', ['api GET /api/v1/articles/1040/', MENUS]);
  store('zh', 'desktop', '/news', ['api GET /api/v1/articles/?page=1', MENUS]);
  store('en', 'desktop', '/en/about', [MENUS]);
  return cache;
}

/** The addresses a page cache still holds. */
function held(cache: PageCache, urls = ['/news/1040', '/news', '/en/about']): string[] {
  return urls.filter((url) =>
    ['desktop', 'mobile'].some((device) =>
      cache.lookup(
        pageCacheKey({ env: 'release', hostType: 'general', lang: url.startsWith('/en') ? 'en' : 'zh', device }, url),
      ),
    ),
  );
}

interface Worker {
  name: string;
  pageCache: PageCache;
  revalidator: Revalidator;
  shared: RedisLink;
  journal: RevalidationJournal;
  warnings: string[];
  stop(): Promise<void>;
}

const running: Worker[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((w) => w.stop()));
});

let prefixes = 0;
/** A server: `workers` revalidators sharing one journal folder, each with its own connection.
 *  `waits`: each waits for the stream's new entries (XREAD BLOCK); else reads it every `pollMs`. */
function startServer(name: string, redis: TestRedis, prefix: string, workers = 2, pollMs = 50, waits = true): Worker[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `revalidate-redis-${name}-`));
  return Array.from({ length: workers }, (_, i) => {
    const warnings: string[] = [];
    const logger = pino({ level: 'warn' }, { write: (line: string) => void warnings.push(line) });
    const shared = connectRedis({ url: redis.url, prefix, logger });
    const journal = openRevalidationJournal(dir);
    const pageCache = cachedPages();
    const revalidator = createRevalidator({
      pageCache,
      sources: { forget: () => 0 },
      reach: {
        to: 'servers',
        journal,
        // Each worker is a process of its own, started now.
        stream: openRevalidationStream({ redis: shared, startedAt: Date.now(), waitMs: waits ? undefined : 0 }),
        server: name,
      },
      logger,
      pollMs,
    });
    let stopped = false;
    const worker: Worker = {
      name: `${name}${i + 1}`,
      pageCache,
      revalidator,
      shared,
      journal,
      warnings,
      async stop() {
        if (stopped) return;
        stopped = true;
        revalidator.stop();
        await shared.close();
        journal.close();
      },
    };
    running.push(worker);
    return worker;
  });
}

/** Polls until `check` holds; how long it took. */
const until = (what: string, check: () => boolean, ms: number) => waitUntil(what, check, ms, 10);

const connected = (workers: Worker[]) => () => workers.every((w) => w.shared.health().state === 'connected');

describe('revalidation through the Redis stream', () => {
  let redis: TestRedis;
  beforeAll(async () => {
    redis = await startRedis({ persist: true });
  });
  afterAll(async () => {
    await redis?.stop();
  });

  it('applies a revalidation taken by one server on every worker of every server, once, within a second', async () => {
    const prefix = `reval${++prefixes}:`;
    const one = startServer('one', redis, prefix);
    const two = startServer('two', redis, prefix);
    const all = [...one, ...two];
    await until('connected', connected(all), 5000);
    // Every worker has read the stream once (its place in it is set).
    await Promise.all(all.map((w) => w.revalidator.catchUp()));
    const generations = all.map((w) => w.pageCache.generation);

    expect(one[0]!.revalidator.revalidate({ paths: ['/news/1040'], keys: [] })).toEqual({ pages: 2, content: 0 });
    const took = await until(
      'every worker drops /news/1040',
      () => all.every((w) => !held(w.pageCache).includes('/news/1040')),
      1000,
    );
    expect(took).toBeLessThan(1000);
    for (const w of all) expect(held(w.pageCache), w.name).toEqual(['/news', '/en/about']);
    // Once per worker, though server one's second worker read it from its journal and the stream:
    // counted after every worker has read both again.
    await Promise.all(all.map((w) => w.revalidator.catchUp()));
    expect(all.map((w) => w.pageCache.generation - generations[all.indexOf(w)]!)).toEqual([1, 1, 1, 1]);
  });

  it('wakes the other servers at once: no poll reads the stream while they wait on it', async () => {
    const prefix = `reval${++prefixes}:`;
    // Never polled: only the wait on the stream (XREAD BLOCK) brings them the other's entries.
    const [one] = startServer('one', redis, prefix, 1, 3_600_000);
    const [two] = startServer('two', redis, prefix, 1, 3_600_000);
    await until('connected', connected([one!, two!]), 5000);
    await Promise.all([one, two].map((w) => w!.revalidator.catchUp()));
    for (const [from, to, path] of [
      [one, two, '/news'],
      [two, one, '/en/about'],
    ] as const) {
      from!.revalidator.revalidate({ paths: [path], keys: [] });
      const took = await until(`${to!.name} applies ${path}`, () => !held(to!.pageCache).includes(path), 5000);
      console.log(`applied on the other server ${took} ms after it was taken`);
    }
  });

  it('brings a revalidation taken while Redis was away to the other servers when it is back', async () => {
    const prefix = `reval${++prefixes}:`;
    const one = startServer('one', redis, prefix);
    const two = startServer('two', redis, prefix);
    const all = [...one, ...two];
    await until('connected', connected(all), 5000);
    await Promise.all(all.map((w) => w.revalidator.catchUp()));

    await redis.stop();
    await until(
      'every worker notices the outage',
      () => all.every((w) => w.shared.health().state !== 'connected'),
      5000,
    );
    // Taken by server one: its workers apply it through their journal.
    one[0]!.revalidator.revalidate({ paths: ['/en/about'], keys: [] });
    await until('server one applies it', () => one.every((w) => !held(w.pageCache).includes('/en/about')), 1000);
    // The worker that took it stops before Redis is back: the journal still has it due.
    await one[0]!.stop();
    // Server two reads what it can (nothing: Redis is away) and keeps everything.
    await Promise.all(two.map((w) => w.revalidator.catchUp()));
    for (const w of two) expect(held(w.pageCache), w.name).toEqual(['/news/1040', '/news', '/en/about']);

    const restarted = Date.now();
    await redis.start();
    await until(
      'server two applies it after the reconnection',
      () => two.every((w) => !held(w.pageCache).includes('/en/about')),
      8000,
    );
    const took = Date.now() - restarted;
    // Only what was named: nothing was missed, so nothing else is dropped.
    for (const w of two) expect(held(w.pageCache), w.name).toEqual(['/news/1040', '/news']);
    expect(one[1]!.journal.claimUnpublished()).toEqual([]);
    console.log(`taken during the outage: applied on server two ${took} ms after Redis started`);
  });
});

describe('a worker whose place in the stream is gone', () => {
  let redis: TestRedis;
  beforeAll(async () => {
    redis = await startRedis();
  });
  afterAll(async () => {
    await redis?.stop();
  });

  it('drops everything it has cached when Redis comes back without its data, and says so', async () => {
    const prefix = `reval${++prefixes}:`;
    const [sender] = startServer('one', redis, prefix, 1);
    const [reader] = startServer('two', redis, prefix, 1);
    await until('connected', connected([sender!, reader!]), 5000);
    await reader!.revalidator.catchUp();
    sender!.revalidator.revalidate({ paths: ['/news'], keys: [] });
    await until('the reader applies it', () => !held(reader!.pageCache).includes('/news'), 1000);
    // A worker started since, which has never read an entry, has no place to lose. Since: past the
    // 250 ms a new worker reads back (the stream's start slack), which is time passing, not a wait.
    await new Promise((r) => setTimeout(r, 300));
    const [fresh] = startServer('three', redis, prefix, 1);
    await until('connected', connected([fresh!]), 5000);
    await fresh!.revalidator.catchUp();

    await redis.stop();
    await until('outage noticed', () => reader!.shared.health().state !== 'connected', 5000);
    await redis.start();
    await until('the reader drops everything', () => reader!.pageCache.size === 0, 8000);
    expect(reader!.warnings.some((w) => w.includes('revalidations missed while away from Redis'))).toBe(true);
    await until('connected', connected([fresh!]), 5000);
    await fresh!.revalidator.catchUp();
    expect(held(fresh!.pageCache)).toEqual(['/news/1040', '/news', '/en/about']);
  });

  it('drops everything when the stream was trimmed past entries it had not read yet', async () => {
    const prefix = `reval${++prefixes}:`;
    const [sender] = startServer('one', redis, prefix, 1);
    // Reads only when asked (no poll, no wait on the stream): it falls behind.
    const [late] = startServer('two', redis, prefix, 1, 3_600_000, false);
    await until('connected', connected([sender!, late!]), 5000);
    await late!.revalidator.catchUp();
    sender!.revalidator.revalidate({ paths: ['/news'], keys: [] });
    sender!.revalidator.revalidate({ paths: ['/en/about'], keys: [] });
    const length = () => sender!.shared.run('length', (c) => c.xLen(`${prefix}revalidations`));
    await waitUntil('both sent to the stream', async () => (await length()) === 2, 5000, 20);
    await sender!.shared.run('trim', (c) => c.xTrim(`${prefix}revalidations`, 'MAXLEN', 1));
    // Its connection drops and comes back, as after a network outage.
    const id = await late!.shared.run('id', (c) => c.clientId());
    let ready = 0;
    late!.shared.onReady(() => ready++);
    expect(await sender!.shared.run('kill', (c) => c.sendCommand(['CLIENT', 'KILL', 'ID', String(id)]))).toBe(1);
    await until('reconnected', () => ready === 1 && late!.shared.health().state === 'connected', 5000);
    await late!.revalidator.catchUp();
    expect(late!.pageCache.size).toBe(0);
    expect(late!.warnings.some((w) => w.includes('revalidations missed while away from Redis'))).toBe(true);
  });
});
