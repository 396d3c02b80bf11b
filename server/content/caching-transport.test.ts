import { describe, expect, it } from 'vitest';
import type { ApiRequest } from '../../shared/api/transport.ts';
import { createCachingTransport, entrySize } from './caching-transport.ts';

const req = (page: number): ApiRequest => ({
  method: 'GET',
  path: '/api/v1/articles/',
  query: { page },
  shape: 'articlePage',
});

describe('the content cache', () => {
  it('stays within its byte budget however many distinct requests fill it', async () => {
    let calls = 0;
    const answer = (page: number) => ({ count: 1, results: [{ id: page, title: 'x'.repeat(10_000) }] });
    const cache = createCachingTransport(
      async (r) => {
        calls += 1;
        return answer(Number(r.query!.page));
      },
      { ttlMs: 60_000, maxBytes: 1024 * 1024 },
    );
    for (let page = 1; page <= 1000; page++) await cache(req(page));
    expect(calls).toBe(1000);
    expect(cache.cache.calculatedSize).toBeLessThanOrEqual(1024 * 1024);
    // About 30 KB an entry: some thirty fit, and the newest are the ones kept.
    expect(cache.cache.size).toBeGreaterThan(20);
    expect(cache.cache.size).toBeLessThan(40);
    await cache(req(1000));
    expect(calls).toBe(1000);
    await cache(req(1));
    expect(calls).toBe(1001);
  });

  it('forgets the answers a test picks, so the next request asks again', async () => {
    let version = 1;
    const cache = createCachingTransport(async (r) => ({ page: r.query!.page, version }), {
      ttlMs: 60_000,
      maxBytes: 1024 * 1024,
    });
    await cache(req(1));
    await cache(req(2));
    version = 2;
    expect(cache.forget((key) => key.endsWith('page=1'))).toBe(1);
    expect(await cache(req(1))).toEqual({ page: 1, version: 2 });
    expect(await cache(req(2))).toEqual({ page: 2, version: 1 });
  });

  it('abandons a fetch under way when its key is forgotten: the waiting request asks again', async () => {
    const answers: ((value: unknown) => void)[] = [];
    const cache = createCachingTransport(() => new Promise((resolve) => answers.push(resolve)), {
      ttlMs: 60_000,
      maxBytes: 1024 * 1024,
    });
    const waiting = cache(req(1));
    await new Promise((r) => setImmediate(r));
    expect(cache.forget(() => true)).toBe(1);
    answers[0]!({ version: 'before the drop' });
    await new Promise((r) => setImmediate(r));
    answers[1]!({ version: 'after the drop' });
    expect(await waiting).toEqual({ version: 'after the drop' });
    expect(await cache(req(1))).toEqual({ version: 'after the drop' });
  });

  it('does not keep what a refresh under way brings back once its key is forgotten', async () => {
    const answers: ((value: unknown) => void)[] = [];
    const cache = createCachingTransport(() => new Promise((resolve) => answers.push(resolve)), {
      ttlMs: 1,
      maxBytes: 1024 * 1024,
    });
    const first = cache(req(1));
    await new Promise((r) => setImmediate(r));
    answers[0]!({ version: 1 });
    await first;
    // Past the 1 ms TTL: time passing is the subject (the cache has no clock of its own to move).
    await new Promise((r) => setTimeout(r, 5));
    // Stale: answered at once while a refresh asks the source.
    expect(await cache(req(1))).toEqual({ version: 1 });
    expect(cache.forget(() => true)).toBe(1);
    answers[1]!({ version: 'read before the drop' });
    await new Promise((r) => setImmediate(r));
    const next = cache(req(1));
    await new Promise((r) => setImmediate(r));
    answers[2]!({ version: 3 });
    expect(await next).toEqual({ version: 3 });
  });

  it('estimates an entry from its JSON length and its key', () => {
    expect(entrySize(1000, 'k')).toBe(3000 + 2 + 256);
  });
});
