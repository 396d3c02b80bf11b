import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageCache, pageCacheKey } from '../pages/page-cache.ts';
import { openRevalidationJournal, type RevalidationJournal } from '../coordination/journal.ts';
import { createRevalidator, type Revalidator } from './revalidator.ts';

const logger = pino({ level: 'silent' });
const ARTICLE = 'api GET /api/v1/articles/1040/?category=news';
const MENUS = 'api GET /ds_projects/jiayi/config/menus.json';
const LIST = 'api GET /api/v1/articles/?site=defan&page=1&size=10';

/** A page cache holding /news/1040 in two variants (and with a query), /news and /en/about. */
function cachedPages(): PageCache {
  const cache = new PageCache({ ttlMs: 60_000, staleMs: 60_000, maxBytes: 1024 * 1024 });
  const page = (deps: string[]) => ({ status: 200, headers: {}, body: Buffer.from('<html>'), deps: new Set(deps) });
  const ctx = (lang: string, device: string) => ({ env: 'release', hostType: 'general', lang, device });
  void cache.store(pageCacheKey(ctx('zh', 'desktop'), '/news/1040'), page([ARTICLE, MENUS]), {
    gzipped: Buffer.from(''),
  });
  void cache.store(pageCacheKey(ctx('zh', 'mobile'), '/news/1040?from=feed'), page([ARTICLE, MENUS]), {
    gzipped: Buffer.from(''),
  });
  void cache.store(pageCacheKey(ctx('zh', 'desktop'), '/news'), page([LIST, MENUS]), { gzipped: Buffer.from('') });
  void cache.store(pageCacheKey(ctx('en', 'desktop'), '/en/about'), page([MENUS]), { gzipped: Buffer.from('') });
  return cache;
}

/** Content sources that only record which cached answers they were told to forget. */
function fakeSources(cached = [ARTICLE, MENUS, LIST, 'api GET /api/v1/articles/1041/']) {
  const held = new Set(cached);
  return {
    held,
    forget(test: (key: string) => boolean) {
      const dropped = [...held].filter(test);
      for (const key of dropped) held.delete(key);
      return dropped.length;
    },
  };
}

const stoppers: Revalidator[] = [];
const journals: RevalidationJournal[] = [];
const track = (journal: RevalidationJournal) => (journals.push(journal), journal);
afterEach(() => {
  for (const r of stoppers.splice(0)) r.stop();
  for (const j of journals.splice(0)) j.close();
});

describe('a revalidation in one process', () => {
  it('drops every variant of a path, with or without a query, and the answers those pages used', () => {
    const pageCache = cachedPages();
    const sources = fakeSources();
    const dropped = createRevalidator({ pageCache, sources, logger }).revalidate({ paths: ['/news/1040'], keys: [] });
    expect(dropped).toEqual({ pages: 2, content: 2 });
    expect(pageCache.size).toBe(2);
    expect([...sources.held]).toEqual([LIST, 'api GET /api/v1/articles/1041/']);
  });

  it('drops the answers a key names (any query of it when it has none) and the pages that used them', () => {
    const pageCache = cachedPages();
    const sources = fakeSources();
    const dropped = createRevalidator({ pageCache, sources, logger }).revalidate({
      paths: [],
      keys: ['api GET /api/v1/articles/'],
    });
    expect(dropped).toEqual({ pages: 1, content: 1 });
    expect([...sources.held]).toEqual([ARTICLE, MENUS, 'api GET /api/v1/articles/1041/']);
    expect(createRevalidator({ pageCache, sources, logger }).revalidate({ paths: [], keys: [MENUS] })).toEqual({
      pages: 3,
      content: 1,
    });
    expect(pageCache.size).toBe(0);
  });

  it('drops everything for { all: true }', () => {
    const pageCache = cachedPages();
    const sources = fakeSources();
    expect(createRevalidator({ pageCache, sources, logger }).revalidate({ all: true })).toEqual({
      pages: 4,
      content: 4,
    });
    expect(pageCache.size).toBe(0);
  });

  it('keeps a page out of the cache whose render began before a drop', async () => {
    const pageCache = cachedPages();
    const generation = pageCache.generation;
    createRevalidator({ pageCache, sources: fakeSources(), logger }).revalidate({ paths: ['/news'], keys: [] });
    const key = pageCacheKey({ env: 'release', hostType: 'general', lang: 'zh', device: 'desktop' }, '/news');
    await pageCache.store(
      key,
      { status: 200, headers: {}, body: Buffer.from('old'), deps: new Set([LIST]) },
      { generation },
    );
    expect(pageCache.lookup(key)).toBeUndefined();
    await pageCache.store(
      key,
      { status: 200, headers: {}, body: Buffer.from('new'), deps: new Set([LIST]) },
      { generation: pageCache.generation },
    );
    expect(pageCache.lookup(key)?.page.body.toString()).toBe('new');
  });

  it('knows the revalidations it applied, and those taken before it last emptied its caches', () => {
    const revalidator = createRevalidator({ pageCache: cachedPages(), sources: fakeSources(), logger });
    const taken = Date.now();
    expect(revalidator.knows('r1', taken)).toBe(false);
    revalidator.revalidate({ paths: ['/news'], keys: [] }, 'r1');
    expect(revalidator.knows('r1', taken)).toBe(true);
    expect(revalidator.knows('r2', taken)).toBe(false);
    // Emptied since: whatever an older revalidation named is in no cache here, beyond clock slack.
    revalidator.revalidate({ all: true }, 'r3');
    expect(revalidator.knows('r2', taken - 1000)).toBe(false);
    expect(revalidator.knows('r2', taken - 3000)).toBe(true);
  });
});

describe('revalidations through the journal', () => {
  const throughJournal = (journal: RevalidationJournal) => ({ to: 'server' as const, journal });

  it('apply in every process sharing DATA_DIR, each to its own caches, once', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'revalidator-'));
    const processes = [0, 1].map(() => {
      const journal = track(openRevalidationJournal(dir));
      const pageCache = cachedPages();
      // Polls only when asked to (whenIdle): what it applies, it applies from the journal.
      const revalidator = createRevalidator({
        pageCache,
        sources: fakeSources(),
        reach: throughJournal(journal),
        logger,
        pollMs: 3_600_000,
      });
      stoppers.push(revalidator);
      return { pageCache, revalidator };
    });
    const [a, b] = processes as [(typeof processes)[0], (typeof processes)[0]];
    expect(a.revalidator.revalidate({ paths: ['/news/1040'], keys: [] })).toEqual({ pages: 2, content: 2 });
    expect(b.pageCache.size).toBe(4);
    await b.revalidator.whenIdle();
    expect(b.pageCache.size).toBe(2);
    // The menus answer /en/about used went with /news/1040 already.
    expect(b.revalidator.revalidate({ paths: ['/en/about'], keys: [] })).toEqual({ pages: 1, content: 0 });
    await a.revalidator.whenIdle();
    expect(a.pageCache.size).toBe(1);
    // Applied once: reading the journal again drops nothing more.
    const generations = processes.map((p) => p.pageCache.generation);
    await Promise.all(processes.map((p) => p.revalidator.catchUp()));
    await Promise.all(processes.map((p) => p.revalidator.whenIdle()));
    expect(processes.map((p) => p.pageCache.generation)).toEqual(generations);
  });

  it('apply on the poll, without being asked', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'revalidator-'));
    const [a, b] = [0, 1].map(() => {
      const pageCache = cachedPages();
      const revalidator = createRevalidator({
        pageCache,
        sources: fakeSources(),
        reach: throughJournal(track(openRevalidationJournal(dir))),
        logger,
        pollMs: 20,
      });
      stoppers.push(revalidator);
      return { pageCache, revalidator };
    }) as [{ pageCache: PageCache; revalidator: Revalidator }, { pageCache: PageCache; revalidator: Revalidator }];
    a.revalidator.revalidate({ all: true });
    await vi.waitFor(() => expect(b.pageCache.size).toBe(0));
  });

  it('start after the entries already there: those concern caches this process never had', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'revalidator-'));
    const journal = track(openRevalidationJournal(dir));
    journal.append({ all: true });
    const pageCache = cachedPages();
    const revalidator = createRevalidator({
      pageCache,
      sources: fakeSources(),
      reach: throughJournal(journal),
      logger,
    });
    stoppers.push(revalidator);
    expect(revalidator.revalidate({ paths: ['/en/about'], keys: [] })).toEqual({ pages: 1, content: 1 });
    expect(pageCache.size).toBe(3);
  });

  it('drop everything when entries were pruned before this process read them', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'revalidator-'));
    let now = Date.now();
    const pageCache = cachedPages();
    const revalidator = createRevalidator({
      pageCache,
      sources: fakeSources(),
      reach: throughJournal(track(openRevalidationJournal(dir, { now: () => now }))),
      logger,
    });
    stoppers.push(revalidator);
    track(openRevalidationJournal(dir, { now: () => now })).append({ paths: ['/news'], keys: [] });
    now += 2 * 60 * 60_000;
    // Its own entry prunes the one it never read: what that named is unknown, so all goes.
    expect(revalidator.revalidate({ paths: ['/en/about'], keys: [] })).toEqual({ pages: 4, content: 4 });
  });

  it('has one worker of the server follow each revalidation at the edge, whichever read it first', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'revalidator-'));
    const followed: string[] = [];
    const workers = [0, 1].map((i) => {
      const revalidator = createRevalidator({
        pageCache: cachedPages(),
        sources: fakeSources(),
        reach: throughJournal(track(openRevalidationJournal(dir))),
        edge: {
          follow: (task) => (followed.push(`${i} ${task.rid} ${task.local}`), Promise.resolve()),
          whenIdle: () => Promise.resolve(),
        },
        logger,
        pollMs: 3_600_000,
      });
      stoppers.push(revalidator);
      return revalidator;
    });
    workers[0]!.revalidate({ paths: ['/news'], keys: [] }, 'r1');
    workers[1]!.revalidate({ paths: ['/en/about'], keys: [] }, 'r2');
    await Promise.all(workers.map((w) => w.whenIdle()));
    expect(followed).toEqual(['0 r1 true', '1 r2 true']);
  });
});

describe('a revalidation in this process only', () => {
  it('is idle at once and has the edge follow every revalidation', async () => {
    const followed: string[] = [];
    const revalidator = createRevalidator({
      pageCache: cachedPages(),
      sources: fakeSources(),
      edge: { follow: (task) => (followed.push(task.rid), Promise.resolve()), whenIdle: () => Promise.resolve() },
      logger,
    });
    revalidator.revalidate({ paths: ['/news'], keys: [] }, 'r1');
    // The same id again (a retried call): applied once.
    expect(revalidator.revalidate({ paths: ['/news'], keys: [] }, 'r1')).toEqual({ pages: 0, content: 0 });
    await revalidator.whenIdle();
    expect(followed).toEqual(['r1']);
  });
});
