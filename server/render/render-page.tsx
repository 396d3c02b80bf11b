// Server-side rendering: run the route's loaders (so the status is known before the first byte),
// then stream the device's app with renderToPipeableStream. Browsers get the shell as soon as it
// is ready; crawlers get the complete document; a render that hangs is aborted.
import { randomInt } from 'node:crypto';
import type { ComponentType } from 'react';
import type { PageProps } from '../../shared/app/page-types.ts';
import type { NextFunction, Request, Response } from 'express';
import { renderToPipeableStream } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  RouterContextProvider,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router';
import { desktopRoutes } from '../../client-desktop/routes.tsx';
import { MobileApp } from '../../client-mobile/app.tsx';
import { mobilePages } from '../../client-mobile/pages.ts';
import { Document } from '../../shared/app/document.tsx';
import { serializePayload, type DesktopPayload, type MobilePayload, type PageError } from '../../shared/app/payload.ts';
import { SiteDataContext, type SiteData } from '../../shared/app/site-data.tsx';
import { createRouteObjects, ROOT_ID, type PageRouteId, type RootData } from '../../shared/routes/route-table.ts';
import { apiContext, siteContext, type SiteInfo } from '../../shared/routes/router-context.ts';
import { robotsContext } from '../../shared/routes/route-middleware.ts';
import type { ContentSources } from '../api/content-sources.ts';
import type { RequestContext } from '../request-context.ts';
import { assetsFor, type Manifest } from './manifest.ts';
import { pageErrorOf, serializeRouteErrors } from './route-errors.ts';
import { sendFallbackPage } from './fallback-page.ts';
import { withContentDeps } from './content-deps.ts';
import { CoalescingSink } from './coalescing-sink.ts';
import { pageCacheKey, type PageCache } from './page-cache.ts';

export const RENDER_TIMEOUT_MS = 10_000;

export interface RendererDeps {
  manifest: Manifest;
  sources: ContentSources;
  /** Rendered 200 pages are kept here (served by the fast path in front of the app). */
  pageCache?: PageCache;
}

/** Response headers a cached copy must not repeat. */
const PER_RESPONSE_HEADERS = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'date', 'etag', 'set-cookie', 'x-request-id', 'vary']);

const desktopHandler = createStaticHandler(desktopRoutes);
const mobileHandler = createStaticHandler(createRouteObjects());

function leafRouteId(context: StaticHandlerContext): PageRouteId {
  const leaf = context.matches.at(-1)?.route.id;
  return (leaf && leaf !== ROOT_ID ? leaf : 'home') as PageRouteId;
}

export function createPageRenderer(deps: RendererDeps) {
  return async function renderPage(req: Request, res: Response, next: NextFunction): Promise<void> {
    const ctx = res.locals.ctx as RequestContext;
    const site: SiteInfo = {
      site: ctx.site,
      hostType: ctx.hostType,
      headingPrefix: ctx.headingPrefix,
      siteBase: ctx.siteBase,
    };
    const routerContext = new RouterContextProvider();
    routerContext.set(apiContext, deps.sources.api(ctx.env));
    routerContext.set(siteContext, site);

    const abort = new AbortController();
    res.on('close', () => abort.abort());
    // Only the path and query matter to loaders; the origin is fixed, never the Host header.
    const request = new Request(`http://site.internal${req.originalUrl}`, { signal: abort.signal });
    const handler = ctx.device === 'desktop' ? desktopHandler : mobileHandler;

    let result: StaticHandlerContext | globalThis.Response;
    const contentDeps = new Set<string>();
    try {
      result = await withContentDeps(contentDeps, () => handler.query(request, { requestContext: routerContext }));
    } catch (e) {
      return next(e);
    }
    if (result instanceof globalThis.Response) {
      const location = result.headers.get('Location');
      if (location && result.status >= 300 && result.status < 400) {
        res.redirect(result.status === 301 ? 301 : 302, location);
        return;
      }
      return next(new Error(`Unexpected loader response ${result.status}`));
    }

    const context = result;
    const routeId = leafRouteId(context);
    const seed = randomInt(2 ** 31);
    const siteData: SiteData = { lang: ctx.lang, device: ctx.device, site, seed };
    const assets = assetsFor(deps.manifest, ctx.device, routeId);
    let app: React.ReactNode;
    let payloadJson: string;

    if (ctx.device === 'desktop') {
      const payload: DesktopPayload = {
        device: 'desktop',
        lang: ctx.lang,
        assets,
        site,
        seed,
        hydration: { loaderData: context.loaderData, errors: serializeRouteErrors(context.errors) },
      };
      payloadJson = serializePayload(payload);
      app = <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />;
    } else {
      const errorEntry = context.errors ? Object.values(context.errors)[0] : undefined;
      const error: PageError | null = errorEntry === undefined ? null : pageErrorOf(errorEntry);
      const root = (context.loaderData[ROOT_ID] ?? null) as RootData | null;
      const data = context.loaderData[routeId] ?? null;
      const url = new URL(request.url);
      const location = { pathname: url.pathname, search: url.search };
      const payload: MobilePayload = { device: 'mobile', lang: ctx.lang, assets, site, seed, routeId, root, data, error, location };
      payloadJson = serializePayload(payload);
      // The page module matches routeId by construction of the map (checked there).
      // The request context sends English routes to the desktop app, so routeId is a phone page.
      const Page = error ? null : ((await mobilePages[routeId as keyof typeof mobilePages]()).default as unknown as ComponentType<PageProps>);
      app = <MobileApp routeId={routeId} root={root} data={data} error={error} Page={Page} location={location} />;
    }

    const tree = (
      <Document lang={ctx.lang} device={ctx.device} assets={assets} payloadJson={payloadJson}>
        <SiteDataContext value={siteData}>{app}</SiteDataContext>
      </Document>
    );

    let failed = false;
    const stream = renderToPipeableStream(tree, {
      onShellReady() {
        if (!ctx.crawler) startOrFail();
      },
      onAllReady() {
        if (ctx.crawler) startOrFail();
      },
      onShellError(err) {
        req.log.error({ err }, 'render failed before the shell');
        sendFallbackPage(res, ctx.lang);
      },
      onError(err) {
        failed = true;
        req.log.error({ err }, 'render error');
      },
    });
    const timer = setTimeout(() => stream.abort(new Error('render timed out')), RENDER_TIMEOUT_MS);
    res.on('finish', () => clearTimeout(timer));
    res.on('close', () => clearTimeout(timer));

    // A throw inside React's callbacks would be lost and leave the visitor waiting.
    function startOrFail(): void {
      try {
        startStreaming();
      } catch (err) {
        req.log.error({ err }, 'starting the page stream failed');
        stream.abort();
        sendFallbackPage(res, ctx.lang);
      }
    }

    function startStreaming(): void {
      // A page whose render threw is an error whatever its loaders said.
      res.status(failed ? 500 : context.statusCode);
      res.set({
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'no-cache, no-transform',
      });
      const robots = routerContext.get(robotsContext);
      if (robots) res.set('X-Robots-Tag', robots);
      const cache = deps.pageCache;
      const cacheable = Boolean(cache?.enabled) && req.method === 'GET' && context.statusCode === 200 && !failed;
      // Headers of the cached copy: those of this response, less the per-response ones.
      const headers: Record<string, string> = {};
      if (cacheable) {
        for (const [name, value] of Object.entries(res.getHeaders())) {
          if (!PER_RESPONSE_HEADERS.has(name) && value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
        }
      }
      res.vary('Accept-Encoding');
      const sink = new CoalescingSink(res, {
        keepCopy: cacheable,
        gzip: req.method === 'GET' && /\bgzip\b/.test(req.get('accept-encoding') ?? ''),
        onBody: cacheable
          ? (body) => {
              if (failed) return;
              cache!
                .store(pageCacheKey(ctx, req.originalUrl), { status: 200, headers, body, deps: contentDeps })
                .catch((err: unknown) => req.log.warn({ err }, 'page cache store failed'));
            }
          : undefined,
      });
      stream.pipe(sink);
    }
  };
}
