// The page service as a value, without HTTP, with a producer that finishes when the test says:
// each outcome's status and headers, the cache states (MISS, HIT, STALE with one background
// refresh, BYPASS, WAIT), and single flight: concurrent misses of one page wait for one render and
// share it, failure included; a request after a drop, a request after a failure and a request
// after everyone waiting has gone render again.
import { gunzipSync } from 'node:zlib';
import { pino } from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config.ts';
import { createContextResolver } from '../request-context.ts';
import { PageCache, pageCacheKey } from './page-cache.ts';
import { createPageService, type Page } from './page-service.ts';
import type { PageOutcome, PageProducer } from './page-producer.ts';

const silent = pino({ level: 'silent' });
const log = () => silent;
const resolve = createContextResolver(loadConfig({}));
const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const ctxOf = (path: string, userAgent = DESKTOP) => resolve({ host: 'localhost', path, userAgent });

/** A logger whose lines the test reads (the events of work done in the background). */
function recorded() {
  const lines: { msg: string }[] = [];
  const logger = pino({ level: 'warn' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  return { log: () => logger, messages: () => lines.map((l) => l.msg) };
}

/** Polls until `check` passes (the producer is asked for a render after a few microtasks). */
const until = (check: () => void) => vi.waitFor(check, { timeout: 10_000, interval: 5 });

interface Job {
  url: string;
  signal: AbortSignal | undefined;
  finish(outcome: PageOutcome | Error): void;
}

/** A producer whose renders wait until the test finishes them. */
function scripted() {
  const jobs: Job[] = [];
  const producer: PageProducer = {
    produce: (_ctx, url, _log, signal) =>
      new Promise<PageOutcome | undefined>((done, fail) => {
        signal?.addEventListener('abort', () => done(undefined));
        jobs.push({ url, signal, finish: (o) => (o instanceof Error ? fail(o) : done(o)) });
      }),
  };
  return { producer, jobs };
}

const ok = (text = 'page', status = 200, routeId: 'news' | 'sorry' = 'news'): PageOutcome => ({
  kind: 'page',
  routeId,
  status,
  body: Buffer.from(`<html>${text}</html>`),
  robots: 'index, follow',
  deps: new Set(['api GET /api/v1/articles/']),
  timing: { loadersMs: 4.25, renderMs: 2.5 },
});

const SECURITY = { 'x-frame-options': 'SAMEORIGIN' };

function service(opts: { ttlMs?: number; staleMs?: number; now?: () => number } = {}) {
  const { producer, jobs } = scripted();
  const pageCache = new PageCache({
    ttlMs: opts.ttlMs ?? 60_000,
    staleMs: opts.staleMs ?? 0,
    maxBytes: 1e7,
    now: opts.now,
  });
  const pages = createPageService({
    producer,
    pageCache,
    headers: { security: SECURITY, sharedCacheControl: 'public, s-maxage=60' },
  });
  const get = (path: string, extra: { head?: boolean; gzip?: boolean; signal?: AbortSignal; ua?: string } = {}) =>
    Promise.resolve(
      pages.get(ctxOf(path, extra.ua), path, {
        log,
        head: extra.head,
        gzip: extra.gzip,
        signal: extra.signal ? () => extra.signal! : undefined,
      }),
    );
  /** Waits until the producer has been asked for `count` renders in all. */
  const queued = (count: number) => until(() => expect(jobs).toHaveLength(count));
  return { pages, pageCache, jobs, get, queued };
}

describe('a page as a value', () => {
  it('renders a 200 for the request (MISS, with its timing), then answers the kept copy at once (HIT)', async () => {
    const { pages, pageCache, jobs, get, queued } = service();
    const first = get('/news');
    await queued(1);
    jobs[0]!.finish(ok('news'));
    const miss = (await first) as Page;
    expect(miss).toMatchObject({ status: 200, cache: 'MISS', etag: undefined, gzip: undefined });
    expect(miss.headers).toEqual({
      ...SECURITY,
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'public, s-maxage=60',
      'x-device-class': 'desktop',
      // What it shows, for a CDN's purge by tag (server/revalidate/cache-tags.ts).
      'cache-tag': 'defan-site,api/v1/articles',
      'x-robots-tag': 'index, follow',
    });
    expect(miss.timing).toEqual({ loadersMs: 4.25, renderMs: 2.5 });
    // Kept at once; its gzipped copy follows from libuv's pool, in the background.
    await pages.whenIdle();
    expect(pageCache.lookup(pageCacheKey(ctxOf('/news'), '/news'))?.page.gzip).toBeDefined();
    // No promise: a hit costs no microtask.
    const hit = pages.get(ctxOf('/news'), '/news', { log });
    expect(hit).not.toBeInstanceOf(Promise);
    expect(hit).toMatchObject({ status: 200, cache: 'HIT', headers: miss.headers, body: miss.body });
    const cached = hit as Page;
    expect(cached.etag).toMatch(/^W\/"[0-9a-f]+-[0-9a-z]+"$/);
    expect(gunzipSync(cached.gzip!).equals(miss.body)).toBe(true);
    // The render time was that request's, not this one's.
    expect(cached.timing).toBeUndefined();
    expect(pages.stats()).toEqual({ renders: 1, waited: 0 });
  });

  it("keeps a page per device: a phone's is its own render, marked mobile", async () => {
    const { jobs, get, queued } = service();
    const desktop = get('/news');
    await queued(1);
    jobs[0]!.finish(ok('desktop'));
    await desktop;
    const phone = get('/news', { ua: IPHONE });
    await queued(2);
    jobs[1]!.finish(ok('phone'));
    const page = (await phone) as Page;
    expect(page.cache).toBe('MISS');
    expect(page.headers['x-device-class']).toBe('mobile');
  });

  it('gzips a page rendered for a visitor who takes gzip along with the render', async () => {
    const { jobs, get, queued } = service();
    const answer = get('/news', { gzip: true });
    await queued(1);
    jobs[0]!.finish(ok());
    const page = (await answer) as Page;
    expect(gunzipSync(page.gzip!).toString()).toBe('<html>page</html>');
  });

  it.each([
    ['a 404', ok('not found', 404), '/news/404404'],
    ['a route that is never kept (/sorry)', ok('sorry', 200, 'sorry'), '/sorry'],
  ])('answers %s BYPASS with no-cache, and keeps nothing', async (_name, outcome, path) => {
    const { jobs, get, pageCache, queued } = service();
    const answer = get(path);
    await queued(1);
    jobs[0]!.finish(outcome);
    const page = (await answer) as Page;
    expect(page.cache).toBe('BYPASS');
    expect(page.headers['cache-control']).toBe('no-cache, no-transform');
    expect(page.timing).toEqual({ loadersMs: 4.25, renderMs: 2.5 });
    expect(pageCache.size).toBe(0);
  });

  it('answers a redirect with its status, a Location as Express writes it and a short text, never kept', async () => {
    const { jobs, get, pageCache, queued } = service();
    const answers = [get('/tags/index/#-1'), get('/old')];
    await queued(2);
    jobs[0]!.finish({ kind: 'redirect', status: 301, location: '/tags/index/0-1?size=36', timing: { loadersMs: 1 } });
    jobs[1]!.finish({ kind: 'redirect', status: 302, location: '/tags/营销 自动化' });
    const [moved, found] = (await Promise.all(answers)) as Page[];
    expect(moved).toMatchObject({ status: 301, cache: 'BYPASS', timing: { loadersMs: 1 } });
    expect(moved!.headers).toEqual({
      ...SECURITY,
      'content-type': 'text/plain; charset=utf-8',
      location: '/tags/index/0-1?size=36',
    });
    expect(moved!.body.toString()).toBe('Moved Permanently. Redirecting to /tags/index/0-1?size=36');
    expect(found!.status).toBe(302);
    expect(found!.headers.location).toBe('/tags/%E8%90%A5%E9%94%80%20%E8%87%AA%E5%8A%A8%E5%8C%96');
    expect(found!.body.toString()).toBe('Found. Redirecting to /tags/营销 自动化');
    expect(pageCache.size).toBe(0);
  });

  it("answers the static fallback page in the page's language when the producer gives up", async () => {
    const { jobs, get, queued } = service();
    const answer = get('/en/about');
    await queued(1);
    jobs[0]!.finish({ kind: 'fallback' });
    const page = (await answer) as Page;
    expect(page).toMatchObject({ status: 500, cache: 'BYPASS' });
    expect(page.headers).toEqual({
      ...SECURITY,
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
    });
    expect(page.body.toString()).toContain('<html lang="en">');
    expect(page.body.toString()).toContain('This page is temporarily unavailable');
  });

  it('answers a stale page at once (STALE) while one background render refreshes it', async () => {
    let now = 0;
    const { pages, pageCache, jobs, get, queued } = service({ ttlMs: 1000, staleMs: 60_000, now: () => now });
    const first = get('/news');
    await queued(1);
    jobs[0]!.finish(ok('old'));
    // Kept before its answer comes (the gzipped copy follows; no need of it here).
    await first;
    now = 2000;
    const stale = [1, 2, 3].map(() => pages.get(ctxOf('/news'), '/news', { log }) as Page);
    expect(stale.map((p) => p.cache)).toEqual(['STALE', 'STALE', 'STALE']);
    expect(stale.every((p) => p.body.toString() === '<html>old</html>' && p.timing === undefined)).toBe(true);
    // One refresh for all three.
    expect(jobs).toHaveLength(2);
    jobs[1]!.finish(ok('new'));
    await pages.whenIdle();
    expect(pageCache.lookup(pageCacheKey(ctxOf('/news'), '/news'))?.page.body.toString()).toBe('<html>new</html>');
    const fresh = pages.get(ctxOf('/news'), '/news', { log }) as Page;
    expect(fresh.cache).toBe('HIT');
    expect(fresh.body.toString()).toBe('<html>new</html>');
    expect(pages.stats()).toEqual({ renders: 2, waited: 0 });
  });

  it('keeps the stale copy when its refresh does not render a 200, and lets the next request try again', async () => {
    let now = 0;
    const { pages, jobs, get, queued } = service({ ttlMs: 1000, staleMs: 60_000, now: () => now });
    const first = get('/news');
    await queued(1);
    jobs[0]!.finish(ok('old'));
    // Kept before its answer comes (the gzipped copy follows; no need of it here).
    await first;
    now = 2000;
    const refresher = recorded();
    expect((pages.get(ctxOf('/news'), '/news', { log: refresher.log }) as Page).cache).toBe('STALE');
    jobs[1]!.finish(ok('vendor down', 500));
    // The refresh gives up its claim when it logs that it kept the stale copy.
    await pages.whenIdle();
    expect(refresher.messages()).toContain('stale page not refreshed: kept until it expires');
    const again = pages.get(ctxOf('/news'), '/news', { log }) as Page;
    expect(again.cache).toBe('STALE');
    expect(again.body.toString()).toBe('<html>old</html>');
    expect(jobs).toHaveLength(3);
  });

  it('is idle only once no render, background refresh or gzip of a kept page is under way', async () => {
    let now = 0;
    const { pages, jobs, get, queued } = service({ ttlMs: 1000, staleMs: 60_000, now: () => now });
    await pages.whenIdle();
    const first = get('/news');
    await queued(1);
    let idle = false;
    void pages.whenIdle().then(() => (idle = true));
    await new Promise(setImmediate);
    expect(idle).toBe(false);
    jobs[0]!.finish(ok('old'));
    await first;
    await pages.whenIdle();
    expect(idle).toBe(true);
    // A stale answer leaves a refresh running: not idle until it is stored.
    now = 2000;
    expect((pages.get(ctxOf('/news'), '/news', { log }) as Page).cache).toBe('STALE');
    idle = false;
    void pages.whenIdle().then(() => (idle = true));
    await new Promise(setImmediate);
    expect(idle).toBe(false);
    jobs[1]!.finish(ok('new'));
    await pages.whenIdle();
    expect((pages.get(ctxOf('/news'), '/news', { log }) as Page).body.toString()).toBe('<html>new</html>');
  });

  it('answers a HEAD from the kept copy', async () => {
    const { pages, jobs, get, queued } = service();
    const first = get('/news');
    await queued(1);
    jobs[0]!.finish(ok());
    await first;
    expect((pages.get(ctxOf('/news'), '/news', { log, head: true }) as Page).cache).toBe('HIT');
    expect(jobs).toHaveLength(1);
  });
});

describe('single flight', () => {
  it('renders a page once for 20 concurrent misses: one MISS, 19 WAIT, the same bytes, gzip for all', async () => {
    const { pages, jobs, get, queued } = service();
    const answers = Array.from({ length: 20 }, (_, i) => get('/news', { gzip: i === 7 }));
    await queued(1);
    jobs[0]!.finish(ok());
    const got = (await Promise.all(answers)) as Page[];
    expect(got.map((p) => p.cache).sort()).toEqual(['MISS', ...Array<string>(19).fill('WAIT')]);
    // Only the request that rendered has the render's timing.
    expect(got.filter((p) => p.timing !== undefined).map((p) => p.cache)).toEqual(['MISS']);
    expect(new Set(got.map((p) => p.body)).size).toBe(1);
    expect(got.every((p) => p.status === 200 && p.gzip !== undefined)).toBe(true);
    expect(pages.stats()).toEqual({ renders: 1, waited: 19 });
    // Kept: the next one is a hit.
    expect(((await get('/news')) as Page).cache).toBe('HIT');
  });

  it('keys the flight as the cache does: another device, address or declared parameter renders on its own', async () => {
    const { jobs, get, queued } = service();
    const answers = [
      get('/news'),
      get('/news?utm_source=baidu&bd_vid=abc'),
      get('/news', { ua: IPHONE }),
      get('/news?page=2'),
      get('/cases'),
    ];
    await queued(4);
    expect(jobs.map((j) => j.url)).toEqual(['/news', '/news', '/news?page=2', '/cases']);
    for (const job of jobs) job.finish(ok(job.url));
    const got = (await Promise.all(answers)) as Page[];
    expect(got.map((p) => p.cache)).toEqual(['MISS', 'WAIT', 'MISS', 'MISS', 'MISS']);
  });

  it('gives every waiter the fallback page when the render throws, and renders again for the next request', async () => {
    const { jobs, get, queued } = service();
    const answers = Array.from({ length: 5 }, () => get('/news'));
    await queued(1);
    jobs[0]!.finish(new Error('vendor exploded'));
    const got = (await Promise.all(answers)) as Page[];
    expect(got.map((p) => [p.status, p.cache])).toEqual([[500, 'BYPASS'], ...Array(4).fill([500, 'WAIT'])]);
    expect(got[0]!.body.toString()).toContain('<html');
    expect(new Set(got.map((p) => p.body.toString())).size).toBe(1);
    // Nothing is left behind: the next request renders.
    const next = get('/news');
    await queued(2);
    jobs[1]!.finish(ok());
    expect(((await next) as Page).cache).toBe('MISS');
  });

  it('shares a page that is not kept (an error page) with those waiting, and keeps nothing', async () => {
    const { jobs, get, pageCache, queued } = service();
    const answers = [get('/news/404404'), get('/news/404404')];
    await queued(1);
    jobs[0]!.finish(ok('not found', 404));
    const got = (await Promise.all(answers)) as Page[];
    expect(got.map((p) => [p.status, p.cache])).toEqual([
      [404, 'BYPASS'],
      [404, 'WAIT'],
    ]);
    expect(pageCache.size).toBe(0);
  });

  it('goes on rendering while anyone waits when the first visitor leaves, and stops when all have left', async () => {
    const { jobs, get, queued } = service();
    const first = new AbortController();
    const second = new AbortController();
    const a = get('/news', { signal: first.signal });
    const b = get('/news', { signal: second.signal });
    await queued(1);
    first.abort();
    expect(await a).toBeUndefined();
    expect(jobs[0]!.signal!.aborted).toBe(false);
    jobs[0]!.finish(ok());
    expect(((await b) as Page).cache).toBe('WAIT');

    // Everyone leaves: the render is aborted and the next request starts its own.
    const c = new AbortController();
    const d = new AbortController();
    const answers = [get('/cases', { signal: c.signal }), get('/cases', { signal: d.signal })];
    await queued(2);
    c.abort();
    d.abort();
    expect(await Promise.all(answers)).toEqual([undefined, undefined]);
    expect(jobs[1]!.signal!.aborted).toBe(true);
    const again = get('/cases');
    await queued(3);
    jobs[2]!.finish(ok());
    expect(((await again) as Page).cache).toBe('MISS');
  });

  it('does not let a request after a drop wait for a render begun before it', async () => {
    const { jobs, get, pageCache, queued } = service();
    const before = get('/news');
    await queued(1);
    pageCache.invalidateUrls((url) => url === '/news');
    const after = get('/news');
    await queued(2);
    jobs[0]!.finish(ok('old'));
    jobs[1]!.finish(ok('new'));
    expect(((await before) as Page).body.toString()).toContain('old');
    expect(((await after) as Page).body.toString()).toContain('new');
    // Nor does an edge keep what was rendered before the drop, even if it arrives after the new.
    expect((await before) as Page).toMatchObject({
      raced: true,
      headers: { 'cache-control': 'no-cache, no-transform' },
    });
    expect(((await after) as Page).headers['cache-control']).toBe('public, s-maxage=60');
    expect(((await get('/news')) as Page).body.toString()).toContain('new');
  });

  it('lets a HEAD wait for a GET, but a HEAD alone renders for itself and keeps nothing', async () => {
    const { jobs, get, pageCache, queued } = service();
    const answers = [get('/news'), get('/news', { head: true })];
    await queued(1);
    jobs[0]!.finish(ok());
    expect(((await Promise.all(answers)) as Page[]).map((p) => p.cache)).toEqual(['MISS', 'WAIT']);
    const heads = [get('/cases', { head: true }), get('/cases', { head: true })];
    await queued(3);
    for (const job of jobs.slice(1)) job.finish(ok());
    expect(((await Promise.all(heads)) as Page[]).map((p) => p.cache)).toEqual(['BYPASS', 'BYPASS']);
    expect(pageCache.lookup(pageCacheKey(ctxOf('/cases'), '/cases'))).toBeUndefined();
  });

  it('renders an expired page once for 20 concurrent requests, past its stale window too', async () => {
    let now = 0;
    const { pages, jobs, get, queued } = service({ ttlMs: 1000, staleMs: 0, now: () => now });
    const first = get('/news');
    await queued(1);
    jobs[0]!.finish(ok('first'));
    await first;
    now = 5000;
    const answers = Array.from({ length: 20 }, () => get('/news'));
    await queued(2);
    jobs[1]!.finish(ok('second'));
    const got = (await Promise.all(answers)) as Page[];
    expect(got.filter((p) => p.cache === 'MISS')).toHaveLength(1);
    expect(got.every((p) => p.body.toString().includes('second'))).toBe(true);
    expect(pages.stats().renders).toBe(2);
  });

  it('does not coalesce with the page cache off (PAGE_CACHE_TTL_MS=0): every request renders', async () => {
    const { jobs, get, queued } = service({ ttlMs: 0 });
    const answers = [get('/news'), get('/news'), get('/news')];
    await queued(3);
    for (const job of jobs) job.finish(ok());
    expect(((await Promise.all(answers)) as Page[]).map((p) => p.cache)).toEqual(['BYPASS', 'BYPASS', 'BYPASS']);
  });
});
