// How a delivery that failed is tried again, as data: the first wait, its growth, its ceiling, how
// many attempts in all, and how much of each wait is left to chance (jitter), so a crowd of items
// that failed together (the vendor was down) does not come back together either.

export interface RetryPolicy {
  /** The wait after the first failed attempt. */
  firstMs: number;
  /** Each wait is this many times the one before... */
  factor: number;
  /** ...up to this. */
  maxMs: number;
  /** Attempts in all; after the last one fails, the item is given up. */
  maxAttempts: number;
  /** The share of a wait taken off at random (0 to 1): a wait of d is between d × (1 − jitter)
   *  and d, so the schedule's figures stay upper bounds. */
  jitter: number;
}

/** The wait before the next attempt, after `attempts` failed ones (1 or more). */
export function retryDelay(policy: RetryPolicy, attempts: number, random: () => number = Math.random): number {
  const full = Math.min(policy.firstMs * policy.factor ** Math.max(0, attempts - 1), policy.maxMs);
  return Math.round(full * (1 - policy.jitter * random()));
}

/** When to try again after `attempts` failed ones, or undefined when it is time to give up. */
export function retryAt(policy: RetryPolicy, attempts: number, now: number, random?: () => number): number | undefined {
  return attempts >= policy.maxAttempts ? undefined : now + retryDelay(policy, attempts, random);
}

/** An HTTP status that says the request itself is wrong, so sending it again cannot help: a 4xx,
 *  but for 408 (the server gave up waiting) and 429 (too many now, fine later). */
export function isFinalStatus(status: number): boolean {
  return status >= 400 && status < 500 && status !== 408 && status !== 429;
}
