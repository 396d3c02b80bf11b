// Server-side rendering: run the route's loaders (so the status is known before the first byte),
// then render the device's app (render-document.tsx) in this thread or in a render thread, and
// send the document in one piece, gzipped when the visitor accepts it. The page itself is made
// from the request's context and address alone (producePage), so a stale cached page is
// re-rendered in this process, never through a request back to the server.
import { randomInt } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';
import { createStaticHandler, RouterContextProvider, type StaticHandlerContext } from 'react-router';
import type { DesktopPayload, MobilePayload, PageError, ThirdParty } from '../../shared/app/payload.ts';
import type { Config } from '../config.ts';
import { chromeKeyOf } from './chrome-key.ts';
import { serializePayload } from './serialize-payload.ts';
import { createRouteObjects, pageUrl, ROOT_ID, type PageRouteId, type RootData } from '../../shared/routes/route-table.ts';
import { apiContext, siteContext, type SiteInfo } from '../../shared/routes/router-context.ts';
import { robotsContext } from '../../shared/routes/route-middleware.ts';
import type { ContentSources } from '../api/content-sources.ts';
import type { RequestContext } from '../request-context.ts';
import { assetsFor, type Manifest } from './manifest.ts';
import { pageErrorOf, serializeRouteErrors } from './route-errors.ts';
import { sendFallbackPage } from './fallback-page.ts';
import { withContentRecord, type ContentRecord } from '../content/content-deps.ts';
import { BAD_REQUEST_PATH, SORRY_PATH } from '../../shared/routes/route-errors.ts';
import { acceptsGzip, gzipPage, pageCacheKey, type CachedPage, type PageCache } from './page-cache.ts';
import { desktopHandler, renderDocument, type RenderJob } from './render-document.tsx';
import type { Renderer } from './render-pool.ts';
import { markCacheState } from '../access-log.ts';

export interface RendererDeps {
  manifest: Manifest;
  sources: ContentSources;
  /** Rendered 200 pages are kept here (served by the fast path in front of the app). */
  pageCache?: PageCache;
  /** Where documents render: a pool of render threads, or this thread when absent. */
  renderer?: Renderer;
  /** How long a page's loaders may take, retries included, before the visitor gets /sorry. */
  loaderDeadlineMs: number;
  /** The third-party services pages load (config ANALYTICS, CAPTCHA_SCRIPT_URL); the browser
   *  sees exactly these. */
  thirdParty?: Pick<Config, 'analytics' | 'captchaScriptUrl'>;
}

/** What the page data carries of the third-party configuration; undefined when none is set,
 *  so such pages are what they were before there was any. */
function pageThirdParty(config: RendererDeps['thirdParty']): ThirdParty | undefined {
  if (!config) return undefined;
  const { analytics, captchaScriptUrl } = config;
  const thirdParty: ThirdParty = {
    ...(analytics.baidu || analytics.gtm ? { analytics: { ...analytics } } : {}),
    ...(captchaScriptUrl ? { captchaScriptUrl } : {}),
  };
  return Object.keys(thirdParty).length ? thirdParty : undefined;
}

const ERROR_PAGES = new Set<string>([BAD_REQUEST_PATH, SORRY_PATH]);
const DEADLINE = Symbol('loader deadline');

/** The loaders' outcome, or DEADLINE when they take longer than `ms`. */
function withDeadline<T>(work: Promise<T>, ms: number): Promise<T | typeof DEADLINE> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<typeof DEADLINE>((resolve) => {
    timer = setTimeout(() => resolve(DEADLINE), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

/** Response headers a cached copy must not repeat. */
const PER_RESPONSE_HEADERS = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'date', 'etag', 'set-cookie', 'x-request-id', 'vary', 'x-cache']);

const mobileHandler = createStaticHandler(createRouteObjects());

/** Cache-Control of a cacheable page: shared caches keep it for the page cache's TTL and serve
 * it stale for the stale window while they fetch it again; browsers always revalidate. */
export function sharedCacheControl(cache: Pick<PageCache, 'ttlMs' | 'staleMs'>): string {
  const seconds = (ms: number) => Math.max(1, Math.round(ms / 1000));
  return `public, max-age=0, s-maxage=${seconds(cache.ttlMs)}, stale-while-revalidate=${seconds(cache.staleMs)}, no-transform`;
}

function leafRouteId(context: StaticHandlerContext): PageRouteId {
  const leaf = context.matches.at(-1)?.route.id;
  return (leaf && leaf !== ROOT_ID ? leaf : 'home') as PageRouteId;
}

/** What a request for a page comes to, before anything is sent. */
export type PageOutcome =
  | { kind: 'redirect'; status: 301 | 302; location: string }
  /** Even the error page could not be made: the static fallback page. */
  | { kind: 'fallback' }
  | { kind: 'page'; status: number; body: Buffer; robots: string; deps: Set<string> };

/** The address a page renders from, which is also its cache key: path and declared parameters. */
export function renderedUrl(originalUrl: string): string {
  const q = originalUrl.indexOf('?');
  return q === -1 ? originalUrl : pageUrl(originalUrl.slice(0, q), originalUrl.slice(q));
}

export function createPageRenderer(deps: RendererDeps) {
  const render = deps.renderer ?? renderDocument;
  const thirdParty = pageThirdParty(deps.thirdParty);

  /** Runs the loaders and renders the page; undefined when `signal` aborted it. */
  async function producePage(ctx: RequestContext, url: string, log: Logger, signal?: AbortSignal): Promise<PageOutcome | undefined> {
    const site: SiteInfo = {
      site: ctx.site,
      hostType: ctx.hostType,
      headingPrefix: ctx.headingPrefix,
      siteBase: ctx.siteBase,
    };
    const routerContext = new RouterContextProvider();
    routerContext.set(apiContext, deps.sources.api(ctx.env));
    routerContext.set(siteContext, site);
    // Only the path and query matter to loaders; the origin is fixed, never the Host header. No
    // signal: the loaders never read it (their content calls have their own timeouts), and a
    // Request that follows a signal keeps weak references for the GC on every page. A visitor
    // who left is noticed when the loaders are done.
    const request = new Request(`http://site.internal${url}`);
    const handler = ctx.device === 'desktop' ? desktopHandler : mobileHandler;

    const record: ContentRecord = { deps: new Set(), failures: [] };
    const result = await withDeadline(
      withContentRecord(record, () => handler.query(request, { requestContext: routerContext })),
      deps.loaderDeadlineMs,
    );
    if (signal?.aborted) return undefined;
    const isErrorPage = ERROR_PAGES.has(url.split('?', 1)[0]!);
    if (result === DEADLINE) {
      log.warn({ route: url, deadlineMs: deps.loaderDeadlineMs, vendor: record.failures }, 'page failed: content did not arrive in time');
      // An error page that cannot load its chrome in time gets the static page, never a redirect.
      return isErrorPage ? { kind: 'fallback' } : { kind: 'redirect', status: 302, location: SORRY_PATH };
    }
    if (result instanceof globalThis.Response) {
      const location = result.headers.get('Location');
      if (!location || result.status < 300 || result.status >= 400) throw new Error(`Unexpected loader response ${result.status}`);
      if (ERROR_PAGES.has(location)) {
        // The vendor's failure is the site's to report: the route, and what the vendor answered.
        log.warn({ route: url, to: location, vendor: record.failures }, 'page failed: content source answered with an error');
        // A redirect to an error page never leads to another one.
        if (isErrorPage) return { kind: 'fallback' };
      }
      return { kind: 'redirect', status: result.status === 301 ? 301 : 302, location };
    }

    const context = result;
    const routeId = leafRouteId(context);
    const seed = randomInt(2 ** 31);
    const assets = assetsFor(deps.manifest, ctx.device, routeId);
    const root = (context.loaderData[ROOT_ID] ?? null) as RootData | null;
    let payload: DesktopPayload | MobilePayload;
    if (ctx.device === 'desktop') {
      const errors = serializeRouteErrors(context.errors);
      payload = { device: 'desktop', lang: ctx.lang, assets, site, seed, hydration: { loaderData: context.loaderData, errors } };
    } else {
      const errorEntry = context.errors ? Object.values(context.errors)[0] : undefined;
      const error: PageError | null = errorEntry === undefined ? null : pageErrorOf(errorEntry);
      const data = context.loaderData[routeId] ?? null;
      const address = new URL(request.url);
      const location = { pathname: address.pathname, search: address.search };
      payload = { device: 'mobile', lang: ctx.lang, assets, site, seed, routeId, root, data, error, location };
    }
    if (thirdParty) payload.thirdParty = thirdParty;
    const job: RenderJob = { url, payloadJson: serializePayload(payload), chromeKey: chromeKeyOf(root) };

    let html: Uint8Array;
    try {
      html = await render(job, signal);
    } catch (err) {
      if (signal?.aborted) return undefined;
      log.error({ err }, 'render failed');
      return { kind: 'fallback' };
    }
    if (signal?.aborted) return undefined;
    const body = Buffer.from(html.buffer, html.byteOffset, html.byteLength);
    return { kind: 'page', status: context.statusCode, body, robots: routerContext.get(robotsContext), deps: record.deps };
  }

  /**
   * Re-renders a stale cached page in this process and stores the fresh copy under the same key,
   * with the headers the cached copy was sent with (they depend on the route only). A page that
   * no longer renders as a 200 keeps its stale copy until it expires; the refresh claim is
   * released, so a later request tries again.
   */
  async function refresh(ctx: RequestContext, originalUrl: string, stale: CachedPage, log: Logger): Promise<void> {
    const url = renderedUrl(originalUrl);
    const key = pageCacheKey(ctx, url);
    const cache = deps.pageCache!;
    const generation = cache.generation;
    try {
      const outcome = await producePage(ctx, url, log);
      if (outcome?.kind === 'page' && outcome.status === 200) {
        await cache.store(key, { status: 200, headers: stale.headers, body: outcome.body, deps: outcome.deps }, { generation });
        return;
      }
      log.warn({ route: url, outcome: outcome?.kind, status: outcome?.kind === 'page' ? outcome.status : undefined }, 'stale page not refreshed: kept until it expires');
    } catch (err) {
      log.warn({ err, route: url }, 'background page refresh failed');
    }
    cache.releaseRefresh(key);
  }

  async function renderPage(req: Request, res: Response, next: NextFunction): Promise<void> {
    const ctx = res.locals.ctx as RequestContext;
    const abort = new AbortController();
    // A visitor who leaves early cancels the render (an aborted signal costs an exception object,
    // so only then).
    res.on('close', () => {
      if (!res.writableFinished) abort.abort();
    });
    // The page renders from the part of its address it depends on, which is also its cache key.
    const url = renderedUrl(req.originalUrl);
    const generation = deps.pageCache?.generation;
    let outcome: PageOutcome | undefined;
    try {
      outcome = await producePage(ctx, url, req.log, abort.signal);
    } catch (e) {
      return next(e);
    }
    if (!outcome) return;
    if (outcome.kind === 'redirect') return res.redirect(outcome.status, outcome.location);
    if (outcome.kind === 'fallback') return sendFallbackPage(res, ctx.lang);
    const { body } = outcome;

    res.status(outcome.status);
    const cache = deps.pageCache;
    const cacheable = Boolean(cache?.enabled) && req.method === 'GET' && outcome.status === 200;
    res.set({
      'Content-Type': 'text/html; charset=utf-8',
      // A page is the same for every visitor of its device class: an edge (deploy/nginx, a CDN)
      // may keep it as long as this process does, keyed on the class it is told here.
      'Cache-Control': cacheable ? sharedCacheControl(cache!) : 'no-cache, no-transform',
      'X-Device-Class': ctx.device,
    });
    if (outcome.robots) res.set('X-Robots-Tag', outcome.robots);
    markCacheState(res, cacheable ? 'MISS' : 'BYPASS');
    // Headers of the cached copy: those of this response, less the per-response ones.
    const headers: Record<string, string> = {};
    if (cacheable) {
      for (const [name, value] of Object.entries(res.getHeaders())) {
        if (!PER_RESPONSE_HEADERS.has(name) && value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
      }
    }
    res.vary('Accept-Encoding');
    // HTML says no-transform, which the compression middleware honours, so it is gzipped here
    // (on libuv's pool, off this thread), once for the visitor and the cached copy.
    const gzipped = req.method === 'GET' && acceptsGzip(req.get('accept-encoding')) ? await gzipPage(body) : undefined;
    if (cacheable) {
      cache!
        .store(pageCacheKey(ctx, url), { status: 200, headers, body, deps: outcome.deps }, { gzipped, generation })
        .catch((err: unknown) => req.log.warn({ err }, 'page cache store failed'));
    }
    if (gzipped) res.set('Content-Encoding', 'gzip');
    res.end(gzipped ?? body);
  }

  return { renderPage, refresh };
}
