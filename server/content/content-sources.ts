// The one interface to content (server/content/ is its home): where each environment's content
// comes from, the vendor API when its base is configured (got, behind the stale-tolerant cache),
// otherwise the embedded store, called in-process; either way behind the same layers, so nothing
// above it knows which source answered.
import { createApi, type Api } from '../../shared/api/client.ts';
import type { Transport } from '../../shared/api/transport.ts';
import { ENVIRONMENTS, type Config, type Environment } from '../config.ts';
import type { ContentStore } from '../content-store/content-store.ts';
import { createCachingTransport, type CachingTransport } from './caching-transport.ts';
import { createGotTransport } from './got-transport.ts';
import { presentingTransport } from './present.ts';
import { trackingTransport } from './content-deps.ts';
import { languageTwinsTransport } from './language-twins.ts';
import { validatingTransport } from './request-validation.ts';
import { rootContentFallback } from './root-content.ts';
import path from 'node:path';
import type { Logger } from 'pino';

interface UpstreamHealth {
  env: Environment;
  apiBase: string;
  ok: boolean;
  lastSuccessAt: string | null;
  lastError: { at: string; message: string } | null;
}

export interface ContentSources {
  /** The transport server-side loaders and the browser API use for an environment. */
  transport(env: Environment): Transport;
  /** The (cached) vendor transport of an environment, or undefined when it is embedded. */

  upstream(env: Environment): Transport | undefined;
  api(env: Environment): Api;
  health(): UpstreamHealth[];
  /** Drops the cached answers (embedded and vendor, every environment) whose request key passes
   *  `test`; returns how many. */
  forget(test: (key: string) => boolean): number;
  /** Drops every cached answer of the embedded store (it was seeded anew); returns how many. */
  forgetEmbedded(): number;
}

export interface ContentSourcesOptions {
  config: Pick<Config, 'apiBase' | 'ocpc' | 'upstream' | 'dataDir' | 'loaderDeadlineMs' | 'media'>;
  logger?: Logger;
  store: ContentStore;
  /** Retry timing for the vendor transport (tests shorten it). */
  retryBaseMs?: number;
  /** Called with the request key when a refreshed vendor answer differs from the cached one. */
  onContentChange?: (key: string) => void;
}

export function createContentSources(opts: ContentSourcesOptions): ContentSources {
  // One memory budget for every content cache of the process: the embedded store's and one per
  // configured vendor API share it equally.
  const vendorCount = ENVIRONMENTS.filter((env) => opts.config.apiBase[env]).length;
  const maxBytes = Math.floor(opts.config.upstream.cacheMaxBytes / (vendorCount + 1));
  // The embedded store changes only when it is seeded anew: its answers are kept (parsed and
  // sanitized once) until then (content-watch.ts), a revalidation, or the budget pushes them out.
  const embedded = createCachingTransport(presentingTransport(async (req) => opts.store.handle(req), opts.config.media.origins), {
    ttlMs: 0,
    maxBytes,
  });
  const caches: CachingTransport[] = [embedded];
  const upstreams = new Map<Environment, { transport: Transport; health: UpstreamHealth }>();

  for (const env of ENVIRONMENTS) {
    const apiBase = opts.config.apiBase[env];
    if (!apiBase) continue;
    const health: UpstreamHealth = { env, apiBase, ok: true, lastSuccessAt: null, lastError: null };
    const raw = createGotTransport({
      apiBase,
      ocpcUrl: opts.config.ocpc.apiUrl,
      timeoutMs: opts.config.upstream.timeoutMs,
      retryBaseMs: opts.retryBaseMs,
    });
    // Health follows the vendor's answers themselves, not what the cache served.
    const observed: Transport = async (req) => {
      try {
        const value = await raw(req);
        if (req.upstream !== 'ocpc') Object.assign(health, { ok: true, lastSuccessAt: new Date().toISOString() });
        return value;
      } catch (e) {
        const status = (e as { status?: number }).status ?? 0;
        // 4xx answers are the vendor working as intended; only outages make it unhealthy.
        if (req.upstream !== 'ocpc' && (status === 0 || status >= 500)) {
          health.ok = false;
          health.lastError = { at: new Date().toISOString(), message: (e as Error).message };
        }
        throw e;
      }
    };
    // Presented (sanitized) before caching, so a cache hit costs nothing more.
    const cachedVendor = createCachingTransport(presentingTransport(observed, opts.config.media.origins), {
      ttlMs: opts.config.upstream.cacheTtlMs,
      maxBytes,
      onChange: opts.onContentChange,
    });
    caches.push(cachedVendor);
    // Header and footer content never waits long on the vendor, so error pages always render.
    const transport = rootContentFallback(cachedVendor, {
      dir: path.join(opts.config.dataDir, 'last-good'),
      env,
      embedded,
      patienceMs: Math.ceil(opts.config.loaderDeadlineMs / 4),
      logger: opts.logger,
    });
    upstreams.set(env, { transport, health });
  }

  const cached = (env: Environment) => upstreams.get(env)?.transport ?? embedded;
  // Every request is checked and rebuilt from its known parts first, so what is cached, recorded
  // and forwarded never carries more than the route declares. Product and solution pages learn
  // their twin in the other language from the content (language-twins.ts).
  const transports = new Map<Environment, Transport>(
    ENVIRONMENTS.map((env) => [env, validatingTransport(languageTwinsTransport(cached(env)))]),
  );
  // Loaders' calls are recorded, so a cached page knows which answers it was built from (a twin's
  // answer included).
  const apis = new Map<Environment, Api>(
    ENVIRONMENTS.map((env) => [
      env,
      createApi(validatingTransport(languageTwinsTransport(trackingTransport(cached(env))))),
    ]),
  );

  return {
    transport: (env) => transports.get(env)!,
    upstream: (env) => upstreams.get(env)?.transport,
    api: (env) => apis.get(env)!,
    health: () => [...upstreams.values()].map((u) => ({ ...u.health })),
    forget: (test) => caches.reduce((count, cache) => count + cache.forget(test), 0),
    forgetEmbedded: () => embedded.forget(() => true),
  };
}
