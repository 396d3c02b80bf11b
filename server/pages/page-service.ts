// The page service: (request context, address) in, a page out, as a value. It knows nothing of
// Express or of HTTP responses: the fast path asks it for every page request and sends what it
// returns (send-page.ts). It owns the page cache: a fresh copy is answered as it is; a stale copy is
// answered at once while this process renders the page again in the background (one refresh per
// page at a time, never through a request back to the server, so any number of workers is fine);
// a miss renders, and a cacheable result is kept. Concurrent misses of one page wait for one
// render (single flight, keyed as the cache is): the first is the MISS, the others WAIT and get the
// same page, failure included. Headers follow one fixed policy (page-headers.ts).
import type { Logger } from 'pino';
import type { RequestContext } from '../request-context.ts';
import type { PostedForm } from '../../shared/forms/posted-form.ts';
import { routeFacts } from '../../shared/routes/route-facts.ts';
import { IdleTracker } from '../concurrency/idle.ts';
import { SingleFlight } from '../concurrency/single-flight.ts';
import { fallbackHtml } from './fallback-page.ts';
import { gzipPage, pageCacheKey, type CachedPage, type PageCache } from './page-cache.ts';
import { fallbackHeaders, pageHeaders, redirectHeaders, unshared, type HeaderPolicy } from './page-headers.ts';
import { renderedUrl, type PageOutcome, type PageProducer, type PageTiming } from './page-producer.ts';

/** How a page was answered: from the cache (HIT, STALE), rendered for this request (MISS, or
 *  BYPASS when it may not be kept), or rendered for another request this one waited for (WAIT). */
export type CacheState = 'HIT' | 'STALE' | 'MISS' | 'BYPASS' | 'WAIT';

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
  /** Rendered while the page cache dropped pages (a revalidation): made unfit for any cache. */
  raced?: true;
  /** How long this request's loaders and render took; absent when it was not made for this
   *  request (a cached page, another request's render). */
  timing?: PageTiming;
}

interface PageRequest {
  /** The request's logger (its lines carry the request id), asked for only when a page is made
   *  (rendered, or refreshed in the background): a cached answer makes none. */
  log: () => Logger;
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
  /** The page answered to a POST of one of its lead forms that the server refused: rendered for
   *  this request with the visitor's values and the message (never kept, `no-store`), with
   *  `status`. 'no form': the address is no page that shows forms (a redirect, an error page);
   *  the static fallback page when the render failed; undefined when the visitor left. */
  posted(
    ctx: RequestContext,
    url: string,
    form: PostedForm,
    status: number,
    req: Omit<PageRequest, 'head'>,
  ): Promise<Page | 'no form' | undefined>;
  /** Since start: pages made (loaders and render, background refreshes included) and requests
   *  that waited for a render another request started. */
  stats(): { renders: number; waited: number };
  /** Resolves once no render, background refresh or gzip of a kept page is under way (a page
   *  is answered before its cached copy's gzip is made). */
  whenIdle(): Promise<void>;
}

/** What the page service keeps about the one render every concurrent request for its page waits
 *  for (server/concurrency/single-flight.ts). */
interface FlightState {
  /** The cache's generation when it began: a request after a drop never joins it. */
  generation: number;
  /** Some waiter takes gzip: the page is gzipped before it is handed out. */
  gzip: boolean;
}

/** A page as a request that waited for another's render gets it. */
function waiterCopy(page: Page | undefined): Page | undefined {
  return page && { ...page, cache: 'WAIT', timing: undefined };
}

export function createPageService(deps: PageServiceDeps): PageService {
  const { producer, pageCache: cache, headers } = deps;
  const flights = new SingleFlight<string, FlightState, Page | undefined>();
  /** Renders, refreshes and gzips under way (whenIdle). */
  const background = new IdleTracker();
  let renders = 0;
  let waited = 0;

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
        timing: outcome.timing,
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
        timing: outcome.timing,
        cacheable: false,
      };
    }
    const cacheable = cache.enabled && !head && outcome.status === 200 && !routeFacts(outcome.routeId).uncacheable;
    return {
      status: outcome.status,
      headers: pageHeaders(headers, { device: ctx.device, cacheable, robots: outcome.robots, deps: outcome.deps }),
      body: outcome.body,
      gzip: undefined,
      etag: undefined,
      deps: outcome.deps,
      cache: cacheable ? 'MISS' : 'BYPASS',
      timing: outcome.timing,
      cacheable,
    };
  }

  async function produce(
    ctx: RequestContext,
    url: string,
    log: Logger,
    signal?: AbortSignal,
    postedForm?: PostedForm,
  ): Promise<PageOutcome | undefined> {
    renders++;
    try {
      return await producer.produce(ctx, url, log, signal, postedForm);
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
          const log = req.log();
          background.track(refresh(ctx, url, key, log)).catch((err: unknown) => {
            log.warn({ err, route: url }, 'background page refresh failed');
            cache.releaseRefresh(key);
          });
        }
        return fromCache(hit.page, hit.fresh ? 'HIT' : 'STALE');
      }
      // A HEAD is never kept, so it starts no flight of its own, but waits for a GET's.
      if (!req.head || flights.get(key)?.state.generation === cache.generation) return fly(ctx, url, key, req);
    }
    return render(ctx, url, key, req);
  }

  /** The page from the render under way for this key, or from one this request starts. What a
   *  page depends on is all in its key, so every waiter gets what it would have rendered alone. */
  function fly(ctx: RequestContext, url: string, key: string, req: PageRequest): Promise<Page | undefined> {
    let flight = flights.get(key);
    let answered: CacheState = 'WAIT';
    if (flight && flight.state.generation === cache.generation) {
      waited++;
    } else {
      // None, or one begun before a drop (it may be made from what was dropped): a new render.
      const log = req.log();
      flight = flights.start(key, { generation: cache.generation, gzip: false }, (signal, state) =>
        background.track(renderFlight(ctx, url, key, log, signal, state)),
      );
      answered = 'MISS';
    }
    if (req.gzip) flight.state.gzip = true;
    // A visitor who goes stops waiting; the render goes on while anyone else waits for it.
    const page = flights.wait(key, flight, req.signal?.());
    // A waiter's page was made for another request: not its timing.
    return answered === 'WAIT' ? page.then(waiterCopy) : page;
  }

  /** A flight's render: the page, gzipped when a waiter takes gzip, and kept when it may be. */
  async function renderFlight(
    ctx: RequestContext,
    url: string,
    key: string,
    log: Logger,
    signal: AbortSignal,
    flight: FlightState,
  ): Promise<Page | undefined> {
    const outcome = await produce(ctx, url, log, signal);
    if (!outcome) return undefined;
    const { cacheable, ...page } = pageOf(ctx, outcome, false);
    if (outcome.kind !== 'page') return page;
    const gzip = flight.gzip ? await gzipPage(page.body) : undefined;
    if (cacheable) keep(key, page, gzip, flight.generation, log);
    return edgeSafe({ ...page, gzip }, cacheable, flight.generation);
  }

  /** A page whose render began before a drop (a revalidation) may be made from what was dropped:
   *  the page cache does not keep it (PageCache.store), and it says so to the edge too, or nginx
   *  could store it over the fresh copy the edge refresh has just put there. */
  function edgeSafe(page: Page, cacheable: boolean, generation: number): Page {
    return cacheable && cache.generation !== generation
      ? { ...page, headers: unshared(page.headers), raced: true }
      : page;
  }

  /** Stores a rendered page (in the background) under the cache generation its render began in. */
  function keep(key: string, page: Page, gzip: Buffer | undefined, generation: number, log: Logger): void {
    background
      .track(
        cache.store(
          key,
          {
            status: page.status,
            headers: page.headers as Record<string, string>,
            body: page.body,
            deps: page.deps as Set<string>,
          },
          { gzipped: gzip, generation },
        ),
      )
      .catch((err: unknown) => log.warn({ err }, 'page cache store failed'));
  }

  async function render(ctx: RequestContext, url: string, key: string, req: PageRequest): Promise<Page | undefined> {
    const generation = cache.generation;
    const log = req.log();
    const outcome = await produce(ctx, url, log, req.signal?.());
    if (!outcome) return undefined;
    const { cacheable, ...page } = pageOf(ctx, outcome, req.head ?? false);
    if (outcome.kind !== 'page') return page;
    // Gzipped on libuv's pool (off this thread), once for the visitor and the cached copy.
    const gzip = req.gzip && !req.head ? await gzipPage(page.body) : undefined;
    if (cacheable) keep(key, page, gzip, generation, log);
    return edgeSafe({ ...page, gzip }, cacheable, generation);
  }

  async function posted(
    ctx: RequestContext,
    originalUrl: string,
    form: PostedForm,
    status: number,
    req: Omit<PageRequest, 'head'>,
  ): Promise<Page | 'no form' | undefined> {
    const outcome = await produce(ctx, renderedUrl(originalUrl), req.log(), req.signal?.(), form);
    if (!outcome) return undefined;
    // Only a page that renders as itself shows a form: not a redirect, not an error page.
    if (outcome.kind === 'redirect' || (outcome.kind === 'page' && outcome.status !== 200)) return 'no form';
    const { cacheable: _never, ...page } = pageOf(ctx, outcome, true);
    if (outcome.kind !== 'page') return page;
    const gzip = req.gzip ? await gzipPage(page.body) : undefined;
    // The visitor's own values: for this answer only, kept by nobody (nor by the browser's cache).
    return { ...page, status, headers: { ...page.headers, 'cache-control': 'no-store' }, gzip };
  }

  return { get, posted, stats: () => ({ renders, waited }), whenIdle: () => background.whenIdle() };
}
