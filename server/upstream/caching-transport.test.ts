import { describe, expect, it } from 'vitest';
import type { ApiRequest } from '../../shared/api/transport.ts';
import { createCachingTransport, entrySize } from './caching-transport.ts';

const req = (page: number): ApiRequest => ({ method: 'GET', path: '/api/v1/articles/', query: { page }, shape: 'articlePage' });

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

  it('estimates an entry from its JSON length and its key', () => {
    expect(entrySize(1000, 'k')).toBe(3000 + 2 + 256);
  });
});
