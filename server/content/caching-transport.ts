// In-memory cache in front of a transport for GETs: fresh for `ttlMs`, then served stale while a
// background refresh runs (stale-while-revalidate), and kept when refreshes fail, so pages keep
// rendering from the last good answer while the vendor API is down (stale-if-error).
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { requestKey, type ApiRequest, type Transport } from '../../shared/api/transport.ts';

interface Entry {
  value: unknown;
  /** Digest of the answer, to tell a refresh that changed something from one that did not. */
  digest: string;
  /** Estimated heap bytes of the parsed answer (see entrySize). */
  size: number;
}

/**
 * What an answer costs on the heap, estimated from its JSON: parsed objects take up to about
 * twice their JSON text's length in bytes (as the demo's article lists, articles and menus do);
 * three times leaves room for the sanitized copies, plus the key.
 */
export function entrySize(jsonLength: number, key: string): number {
  return jsonLength * 3 + key.length * 2 + 256;
}

export interface CachingTransport extends Transport {
  cache: LRUCache<string, Entry, ApiRequest>;
  /** Drops the answers whose request key passes `test`, abandoning their fetches under way (the
   *  next request asks again); returns how many. */
  forget(test: (key: string) => boolean): number;
}

export function createCachingTransport(
  inner: Transport,
  opts: { ttlMs: number; maxBytes: number; onChange?: (key: string) => void },
): CachingTransport {
  // Keys being fetched, with how many fetches: the cache's own listing leaves them out.
  const fetching = new Map<string, number>();
  const cache = new LRUCache<string, Entry, ApiRequest>({
    maxSize: opts.maxBytes,
    sizeCalculation: (entry) => entry.size,
    ttl: opts.ttlMs,
    allowStale: true,
    allowStaleOnFetchAbort: true,
    noDeleteOnFetchRejection: true,
    fetchMethod: async (key, stale, { context }) => {
      fetching.set(key, (fetching.get(key) ?? 0) + 1);
      let value: unknown;
      try {
        value = await inner(context);
      } finally {
        const left = fetching.get(key)! - 1;
        if (left) fetching.set(key, left);
        else fetching.delete(key);
      }
      const json = JSON.stringify(value) ?? '';
      const digest = createHash('sha1').update(json).digest('base64');
      // The same content keeps the same object: what is keyed on its identity (the payload's JSON,
      // the header and footer markup) stays valid.
      if (stale && stale.digest === digest) return stale;
      // Pages rendered from the old answer are out of date now.
      if (stale) opts.onChange?.(key);
      // Frozen once here, so every hit can hand out the same object without copying it.
      return { value: deepFreeze(value), digest, size: entrySize(json.length, key) };
    },
  });
  const transport = (async (req: ApiRequest) => {
    if (req.method !== 'GET') return inner(req);
    const key = requestKey(req);
    // With a stale copy, a failed refresh answers with it; without one, the failure propagates.
    const hasStale = cache.peek(key, { allowStale: true }) !== undefined;
    const fetchOpts = { context: req, allowStaleOnFetchRejection: hasStale };
    // Nothing comes back when the key was forgotten while its first fetch was under way (a stale
    // copy comes back instead when there was one): asked again, after the drop.
    const entry = (await cache.fetch(key, fetchOpts)) ?? (await cache.fetch(key, fetchOpts));
    return entry!.value;
  }) as CachingTransport;
  transport.cache = cache;
  transport.forget = (test) => {
    const keys = new Set([...cache.keys(), ...fetching.keys()]);
    let count = 0;
    for (const key of keys) if (test(key) && cache.delete(key)) count++;
    return count;
  };
  return transport;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}
