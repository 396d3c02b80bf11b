// The page service: (request context, address) in, a page out, as a value. It knows nothing of
// Express or of HTTP responses: the fast path and the app's catch-all both ask it and send what it
// returns (send-page.ts). It owns the page cache: a fresh copy is answered as it is; a stale copy is
// answered at once while this process renders the page again in the background (one refresh per
// page at a time, never through a request back to the server, so any number of workers is fine);
// a miss renders, and a cacheable result is kept. Headers follow one fixed policy (page-headers.ts).
import type { Logger } from 'pino';
import type { RequestContext } from '../request-context.ts';
import { routeFacts } from '../../shared/routes/route-facts.ts';
import { fallbackHtml } from './fallback-page.ts';
import { gzipPage, pageCacheKey, type CachedPage, type PageCache } from './page-cache.ts';
import { fallbackHeaders, pageHeaders, redirectHeaders, type HeaderPolicy } from './page-headers.ts';
import { renderedUrl, type PageOutcome, type PageProducer } from './render-page.tsx';

type CacheState = 'HIT' | 'STALE' | 'MISS' | 'BYPASS';

/** A page as it is sent: every header but the per-response ones (length, encoding, Vary, ETag). */
export interface Page {
  status: number;
  headers: Readonly<Record<string, string>>;
  body: Buffer;
  /** The body gzipped, when made (a cached page's, or one made for a visitor who takes gzip). */
  gzip: Buffer | undefined;
  /** A cached copy's validator; absent on a page rendered for this request. */
  etag: string | undefined;
  /** Content-API answers the page was made from. */
  deps: ReadonlySet<string>;
  cache: CacheState;
}

interface PageRequest {
  log: Logger;
  /** The signal that aborts a render whose visitor has gone (get() then resolves to undefined);
   *  asked for only when a page is rendered, so a cached answer costs no listener. */
  signal?: () => AbortSignal;
  /** A HEAD request: answered from the cache when there, never stored. */
  head?: boolean;
  /** The visitor takes gzip: a rendered page comes with its gzipped body. */
  gzip?: boolean;
}

export interface PageServiceDeps {
  producer: PageProducer;
  pageCache: PageCache;
  headers: HeaderPolicy;
}

export interface PageService {
  /** A cached page at once (no promise, no microtask: the common case stays cheap), or the page
   *  being rendered. */
  get(ctx: RequestContext, url: string, req: PageRequest): Page | Promise<Page | undefined>;
}

export function createPageService(deps: PageServiceDeps): PageService {
  const { producer, pageCache: cache, headers } = deps;

  function fromCache(page: CachedPage, state: 'HIT' | 'STALE'): Page {
    return {
      status: page.status,
      headers: page.headers,
      body: page.body,
      gzip: page.gzip,
      etag: page.etag,
      deps: page.deps,
      cache: state,
    };
  }

  /** What an outcome is sent as; `cacheable` says whether it may be kept. */
  function pageOf(ctx: RequestContext, outcome: PageOutcome, head: boolean): Page & { cacheable: boolean } {
    if (outcome.kind === 'redirect') {
      const body = Buffer.from(
        `${outcome.status === 301 ? 'Moved Permanently' : 'Found'}. Redirecting to ${outcome.location}`,
      );
      return {
        status: outcome.status,
        headers: redirectHeaders(headers, outcome.location),
        body,
        gzip: undefined,
        etag: undefined,
        deps: new Set(),
        cache: 'BYPASS',
        cacheable: false,
      };
    }
    if (outcome.kind === 'fallback') {
      return {
        status: 500,
        headers: fallbackHeaders(headers),
        body: Buffer.from(fallbackHtml(ctx.lang)),
        gzip: undefined,
        etag: undefined,
        deps: new Set(),
        cache: 'BYPASS',
        cacheable: false,
      };
    }
    const cacheable = cache.enabled && !head && outcome.status === 200 && !routeFacts(outcome.routeId).uncacheable;
    return {
      status: outcome.status,
      headers: pageHeaders(headers, { device: ctx.device, cacheable, robots: outcome.robots }),
      body: outcome.body,
      gzip: undefined,
      etag: undefined,
      deps: outcome.deps,
      cache: cacheable ? 'MISS' : 'BYPASS',
      cacheable,
    };
  }

  async function produce(
    ctx: RequestContext,
    url: string,
    log: Logger,
    signal?: AbortSignal,
  ): Promise<PageOutcome | undefined> {
    try {
      return await producer.produce(ctx, url, log, signal);
    } catch (err) {
      if (signal?.aborted) return undefined;
      // A page that failed outside React's own error handling gets the static fallback page.
      log.error({ err, route: url }, 'page failed');
      return { kind: 'fallback' };
    }
  }

  /** Renders a stale page again and stores it. A page that no longer renders as a 200 keeps its
   *  stale copy until it expires; the claim is given up, so a later request tries again. */
  async function refresh(ctx: RequestContext, url: string, key: string, log: Logger): Promise<void> {
    const generation = cache.generation;
    const outcome = await produce(ctx, url, log);
    if (outcome?.kind === 'page' && outcome.status === 200) {
      const page = pageOf(ctx, outcome, false);
      await cache.store(
        key,
        { status: 200, headers: page.headers as Record<string, string>, body: page.body, deps: outcome.deps },
        { generation },
      );
      return;
    }
    log.warn(
      { route: url, outcome: outcome?.kind, status: outcome?.kind === 'page' ? outcome.status : undefined },
      'stale page not refreshed: kept until it expires',
    );
    cache.releaseRefresh(key);
  }

  function get(ctx: RequestContext, originalUrl: string, req: PageRequest): Page | Promise<Page | undefined> {
    // The page renders from the part of its address it depends on, which is also its cache key.
    const url = renderedUrl(originalUrl);
    const key = pageCacheKey(ctx, url);
    if (cache.enabled) {
      const hit = cache.lookup(key);
      if (hit) {
        if (!hit.fresh && cache.claimRefresh(key)) {
          refresh(ctx, url, key, req.log).catch((err: unknown) => {
            req.log.warn({ err, route: url }, 'background page refresh failed');
            cache.releaseRefresh(key);
          });
        }
        return fromCache(hit.page, hit.fresh ? 'HIT' : 'STALE');
      }
    }
    return render(ctx, url, key, req);
  }

  async function render(ctx: RequestContext, url: string, key: string, req: PageRequest): Promise<Page | undefined> {
    const generation = cache.generation;
    const outcome = await produce(ctx, url, req.log, req.signal?.());
    if (!outcome) return undefined;
    const { cacheable, ...page } = pageOf(ctx, outcome, req.head ?? false);
    if (outcome.kind !== 'page') return page;
    // Gzipped on libuv's pool (off this thread), once for the visitor and the cached copy.
    const gzip = req.gzip && !req.head ? await gzipPage(page.body) : undefined;
    if (cacheable) {
      cache
        .store(
          key,
          {
            status: page.status,
            headers: page.headers as Record<string, string>,
            body: page.body,
            deps: page.deps as Set<string>,
          },
          { gzipped: gzip, generation },
        )
        .catch((err: unknown) => req.log.warn({ err }, 'page cache store failed'));
    }
    return { ...page, gzip };
  }

  return { get };
}
