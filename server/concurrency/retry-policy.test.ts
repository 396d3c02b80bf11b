// Retry policies as data: the waits grow by the factor up to the ceiling, jitter takes at most its
// share off a wait (never adds), the last attempt gives up, and a 4xx but 408/429 is final.
import { describe, expect, it } from 'vitest';
import { isFinalStatus, retryAt, retryDelay, type RetryPolicy } from './retry-policy.ts';

const policy: RetryPolicy = { firstMs: 5000, factor: 3, maxMs: 300_000, maxAttempts: 290, jitter: 0.2 };

describe('retryDelay', () => {
  it('grows by the factor up to the ceiling, without jitter when chance gives 0', () => {
    const none = () => 0;
    expect([1, 2, 3, 4, 5, 6, 100].map((n) => retryDelay(policy, n, none))).toEqual([
      5000, 15_000, 45_000, 135_000, 300_000, 300_000, 300_000,
    ]);
  });

  it('takes at most the jitter share off each wait, spread over the whole range', () => {
    for (const attempts of [1, 3, 10]) {
      const full = retryDelay(policy, attempts, () => 0);
      const waits = Array.from({ length: 2000 }, () => retryDelay(policy, attempts));
      expect(Math.max(...waits)).toBeLessThanOrEqual(full);
      expect(Math.min(...waits)).toBeGreaterThanOrEqual(Math.floor(full * 0.8));
      // Not one fixed value: a crowd that failed together comes back spread out.
      expect(new Set(waits).size).toBeGreaterThan(100);
      expect(Math.min(...waits)).toBeLessThan(full * 0.85);
      expect(Math.max(...waits)).toBeGreaterThan(full * 0.95);
    }
    // The ends of chance's range.
    expect(retryDelay(policy, 1, () => 0.999_999)).toBe(4000);
    expect(retryDelay({ ...policy, jitter: 0 }, 1)).toBe(5000);
  });
});

describe('retryAt', () => {
  it('schedules the next attempt from now, and gives up after the last one', () => {
    expect(retryAt(policy, 1, 1_000_000, () => 0)).toBe(1_005_000);
    expect(retryAt(policy, 289, 0, () => 0)).toBe(300_000);
    expect(retryAt(policy, 290, 0)).toBeUndefined();
    expect(retryAt({ ...policy, maxAttempts: 1 }, 1, 0)).toBeUndefined();
  });
});

describe('isFinalStatus', () => {
  it('is true for a 4xx but 408 and 429, false for everything else (no answer is 0)', () => {
    expect([400, 401, 403, 404, 409, 410, 413, 422, 499].every(isFinalStatus)).toBe(true);
    expect([0, 200, 301, 408, 429, 500, 502, 503, 504].some(isFinalStatus)).toBe(false);
  });
});
