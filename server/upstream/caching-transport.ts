// In-memory cache in front of a transport for GETs: fresh for `ttlMs`, then served stale while a
// background refresh runs (stale-while-revalidate), and kept when refreshes fail, so pages keep
// rendering from the last good answer while the vendor API is down (stale-if-error).
import { LRUCache } from 'lru-cache';
import { requestKey, type ApiRequest, type Transport } from '../../shared/api/transport.ts';

export interface CachingTransport extends Transport {
  cache: LRUCache<string, { value: unknown }, ApiRequest>;
}

export function createCachingTransport(
  inner: Transport,
  opts: { ttlMs: number; maxEntries: number },
): CachingTransport {
  const cache = new LRUCache<string, { value: unknown }, ApiRequest>({
    max: opts.maxEntries,
    ttl: opts.ttlMs,
    allowStale: true,
    allowStaleOnFetchAbort: true,
    noDeleteOnFetchRejection: true,
    // Frozen once here, so every hit can hand out the same object without copying it.
    fetchMethod: async (_key, _stale, { context }) => ({ value: deepFreeze(await inner(context)) }),
  });
  const transport = (async (req: ApiRequest) => {
    if (req.method !== 'GET') return inner(req);
    const key = requestKey(req);
    // With a stale copy, a failed refresh answers with it; without one, the failure propagates.
    const hasStale = cache.peek(key, { allowStale: true }) !== undefined;
    const entry = await cache.fetch(key, { context: req, allowStaleOnFetchRejection: hasStale });
    return entry!.value;
  }) as CachingTransport;
  transport.cache = cache;
  return transport;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}
