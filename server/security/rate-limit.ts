import { MemoryStore, type ClientRateLimitInfo, type Options, type Store } from 'express-rate-limit';
import { RedisStore } from 'rate-limit-redis';
import type { RedisLink } from '../coordination/redis-link.ts';

// What every express-rate-limit limiter of the site shares: the standard RateLimit headers
// (draft 8), no legacy X-RateLimit-* ones, and no complaint about an X-Forwarded-For the site
// ignores on purpose. A peer TRUST_PROXY does not trust may send one (a visitor reaching the site
// directly, or an attacker); req.ip is then that peer, which is right, and the library would log
// each such request as a misconfiguration at error level.
export const RATE_LIMIT_DEFAULTS = {
  standardHeaders: 'draft-8',
  legacyHeaders: false,
  validate: { xForwardedForHeader: false },
} as const;

/**
 * The counting behind a limit: with Redis (REDIS_URL) every worker of every server counts in one
 * place (rate-limit-redis), so a client gets the limit once, not once per process; while Redis is
 * away each process counts on its own (express-rate-limit's MemoryStore) and goes back to Redis
 * when it returns. Without Redis: undefined, express-rate-limit's own per-process store.
 */
export function limitStore(redis: RedisLink | undefined, name: string): Store | undefined {
  return redis ? new RedisBackedStore(redis, name) : undefined;
}

class RedisBackedStore implements Store {
  readonly prefix: string;
  readonly localKeys = false;
  private readonly local = new MemoryStore();
  private remote: RedisStore | undefined;
  private options: Options | undefined;

  private readonly redis: RedisLink;

  constructor(redis: RedisLink, name: string) {
    this.redis = redis;
    this.prefix = redis.key(`limit:${name}:`);
    redis.onReady(() => this.connect());
  }

  /** A new RedisStore per connection: it loads its scripts once, at init. */
  private connect(): void {
    const client = this.redis.client();
    if (!client || !this.options) return;
    const store = new RedisStore({
      sendCommand: (...args: string[]) => client.sendCommand(args),
      prefix: this.prefix,
    });
    store.init(this.options);
    // Loaded now; if Redis goes away meanwhile, the next connection loads them again.
    store.incrementScriptSha.catch(() => undefined);
    this.remote = store;
  }

  init(options: Options): void {
    this.options = options;
    this.local.init(options);
    this.connect();
  }

  /** Redis when it answers, else this process's own count. */
  private async both<T>(what: string, remote: (s: RedisStore) => Promise<T>, local: () => T | Promise<T>): Promise<T> {
    const store = this.redis.client() ? this.remote : undefined;
    const answer = store ? await this.redis.run(`rate limit ${what}`, () => remote(store)) : undefined;
    return answer ?? local();
  }

  increment(key: string): Promise<ClientRateLimitInfo> {
    return this.both(
      'increment',
      (s) => s.increment(key),
      () => this.local.increment(key),
    );
  }

  async decrement(key: string): Promise<void> {
    await this.both(
      'decrement',
      async (s) => (await s.decrement(key), true),
      () => (this.local.decrement(key), true),
    );
  }

  async resetKey(key: string): Promise<void> {
    await this.both(
      'reset',
      async (s) => (await s.resetKey(key), true),
      () => (this.local.resetKey(key), true),
    );
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    return this.both(
      'get',
      (s) => s.get(key),
      () => this.local.get(key),
    );
  }

  shutdown(): void {
    this.local.shutdown();
  }
}

/**
 * A count outside a request's middleware (e.g. the pictures an address makes): `take(key)` counts
 * one and says whether the key is still within `limit` per `windowMs`, in the same store a
 * limiter would use.
 */
export function createCounter(
  redis: RedisLink | undefined,
  name: string,
  opts: { windowMs: number; limit: number },
): { take(key: string): Promise<{ ok: boolean; retryAfterS: number }> } {
  const store: Store = limitStore(redis, name) ?? new MemoryStore();
  void store.init?.({ windowMs: opts.windowMs } as Options);
  return {
    async take(key) {
      const { totalHits, resetTime } = await store.increment(key);
      const retryAfterS = Math.max(1, Math.ceil(((resetTime?.getTime() ?? Date.now()) - Date.now()) / 1000));
      return { ok: totalHits <= opts.limit, retryAfterS };
    },
  };
}
