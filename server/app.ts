// The Express application. It never listens: server/index.ts does, and tests drive it with
// supertest, each with its own dependencies.
import type { RequestListener } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { getHeapStatistics } from 'node:v8';
import compression from 'compression';
import express from 'express';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { createApiRouter } from './api/api-router.ts';
import { createContentSources, type ContentSources } from './content/content-sources.ts';
import type { Config } from './config.ts';
import type { ContentStore } from './content-store/content-store.ts';
import { dataDirProblem } from './data-dir.ts';
import { createMediaHandler } from './images/media-route.ts';
import { createImageHandler, IMG_PATH } from './images/image-route.ts';
import { clientErrorAnswer, jsonErrorHandler, sendUrlProblem, urlProblem } from './http-errors.ts';
import { ApiError } from '../shared/api/errors.ts';
import type { LeadStore } from './leads/lead-store.ts';
import type { Forwarder } from './leads/forwarder.ts';
import { createLeadRouter } from './leads/lead-routes.ts';
import { createConversionSender, startConversionForwarder } from './leads/conversion-forwarder.ts';
import { createContextResolver, DEVICE_CLASS_HEADER } from './request-context.ts';
import { API_PREFIXES } from '../shared/api/api-routes.ts';
import { sendFallbackPage } from './pages/fallback-page.ts';
import { loadManifest } from './pages/manifest.ts';
import { createPageProducer } from './pages/render-page.tsx';
import { createPageService, type PageService } from './pages/page-service.ts';
import {
  seconds,
  securityHeaders,
  securityMiddleware,
  sharedCacheControl,
  type HeaderPolicy,
} from './pages/page-headers.ts';
import { sendPage } from './pages/send-page.ts';
import { acceptsGzip, PageCache } from './pages/page-cache.ts';
import { FAVICON_SVG } from './pages/favicon.ts';
import { createAdminRouter } from './admin/admin-router.tsx';
import { createSeoRouter, createSitemapCache, type SitemapCache } from './seo/seo-router.ts';
import { createBrandRouter } from './brand/brand-route.ts';
import { abortOnClose, createFastPath } from './fast-path.ts';
import { createAssetsHandler } from './assets-route.ts';
import type { RunningRelease } from './release.ts';
import type { Shared } from './redis/shared.ts';
import { createCounter } from './security/rate-limit.ts';
import { withAccessLog } from './access-log.ts';
import { requestIdOf, withRequestId } from './request-id.ts';
import type { Renderer } from './pages/render-pool.ts';
import type { RevalidationJournal } from './revalidate/journal.ts';
import { createRevalidateRouter, REVALIDATE_PATH } from './revalidate/revalidate-route.ts';
import { createRevalidator, type Revalidator, type RevalidatorDeps } from './revalidate/revalidator.ts';
import { openRevalidationStream } from './revalidate/revalidation-stream.ts';
import { createEdgeRefresher, edgeRefreshWait } from './revalidate/edge-refresh.ts';

export interface SiteDeps {
  config: Readonly<Config>;
  logger: Logger;
  store: ContentStore;
  leads: LeadStore;
  /** The client build (dist/client): hashed bundles and their manifest. */
  clientDir: string;
  /** The release running, and the asset pool it shares with the releases before and after it
   *  (server/release.ts); absent for a build outside releases/. */
  release?: RunningRelease;
  /** Redis, when REDIS_URL is set: what several servers must agree on. */
  shared?: Shared;
  /** Delivers outbox leads to the vendor API (upstream mode). */
  forwarder?: Forwarder;
  /** URLs per sitemap file (the protocol's 50 000; tests lower it). */
  sitemapMaxUrls?: number;
  /** Render threads (server/index.ts); absent, pages render on the main thread. */
  renderer?: Renderer;
  /** Retry timing for the vendor transport (tests shorten it). */
  retryBaseMs?: number;
  /** Timing of conversion delivery to Baidu oCPC (tests shorten it; see conversion-forwarder.ts). */
  conversionDelivery?: { intervalMs?: number; backoffBaseMs?: number; backoffMaxMs?: number };
  /** Shared by the processes that should apply each other's revalidations. */
  journal?: RevalidationJournal;
}

/** The parts createSite makes once and shares between the app and the fast path. */
interface AppDeps extends SiteDeps {
  sources: ContentSources;
  pages: PageService;
  /** Drops what POST /_revalidate names (through the journal, on every worker). */
  revalidator: Revalidator;
  sitemaps: SitemapCache;
  /** The security headers every answer carries (pages/page-headers.ts), made once. */
  security: Readonly<Record<string, string>>;
  /** Delivers stored conversions to Baidu oCPC (OCPC_TOKEN set). */
  conversions: Forwarder | undefined;
}

export interface Site {
  app: express.Express;
  /** The server's request listener: the page-cache fast path in front of the app. */
  listener: RequestListener;
  pageCache: PageCache;
  sources: ContentSources;
  /** Reads the revalidation journal until stopped. */
  revalidator: Revalidator;
  /** Drops, in this process, everything made from the embedded store once it was seeded anew
   *  (server/content-store/content-watch.ts): every cached page (any may show its content, if only
   *  in the header or footer), the store's answers and the sitemaps. The vendors' answers stay. */
  dropEmbeddedContent(): { pages: number; content: number };
  /** The server's 'clientError' listener: Node's 400/408/431 answers with the security headers. */
  onClientError: ReturnType<typeof clientErrorAnswer>;
  /** Delivers the conversions this server stored to Baidu oCPC until stopped (OCPC_TOKEN set). */
  conversions: Forwarder | undefined;
}

/** The app with its page cache and the fast path that answers cached pages before it. With a
 *  journal, revalidations asked of any process sharing it apply here too. */
export function createSite(deps: SiteDeps): Site {
  const pageCache = new PageCache(deps.config.pageCache);
  const sources = createContentSources({
    config: deps.config,
    store: deps.store,
    logger: deps.logger,
    retryBaseMs: deps.retryBaseMs,
    onContentChange: (key) => {
      const dropped = pageCache.invalidateDep(key);
      if (dropped) deps.logger.info({ key, dropped }, 'content changed: cached pages dropped');
    },
  });
  // One header policy for every answer: pages, the app's, and those made before the app.
  const security = securityHeaders(deps.config);
  const pages = createPages(deps.config, deps.clientDir, sources, pageCache, security, deps.renderer);
  const sitemaps = createSitemapCache(sources);
  const revalidator = createRevalidator({
    pageCache,
    sources,
    sitemaps,
    journal: deps.journal,
    logger: deps.logger,
    ...sharedRevalidation(deps),
  });
  const { token: ocpcToken } = deps.config.ocpc;
  const conversions = ocpcToken
    ? startConversionForwarder({
        leads: deps.leads,
        send: createConversionSender(deps.config, ocpcToken),
        logger: deps.logger,
        intervalMs: deps.config.leads.forwardIntervalMs,
        ...deps.conversionDelivery,
      })
    : undefined;
  const app = createApp({ ...deps, sources, pages, revalidator, sitemaps, security, conversions });
  const edgeToken = deps.config.edgeRefresh.token;
  const { listener } = createFastPath({
    app,
    pages,
    resolveContext: createContextResolver(deps.config),
    logger: deps.logger,
    security,
    beforePage: edgeToken ? edgeRefreshWait(edgeToken, revalidator.catchUp) : undefined,
  });
  return {
    app,
    // Every request gets its id first, so the access log and the answer carry it, cached pages included.
    listener: withRequestId(withAccessLog(listener, { logger: deps.logger, trustProxy: deps.config.trustProxy }), {
      trustProxy: deps.config.trustProxy,
    }),
    pageCache,
    sources,
    revalidator,
    dropEmbeddedContent: () => {
      sitemaps.clear();
      return { pages: pageCache.clear(), content: sources.forgetEmbedded() };
    },
    onClientError: clientErrorAnswer(security),
    conversions,
  };
}

/** Revalidation across servers (issue 25): the Redis stream every server reads, and this
 *  server's edge refresh, when configured. */
function sharedRevalidation(deps: SiteDeps): Partial<RevalidatorDeps> {
  const { url, token, hosts } = deps.config.edgeRefresh;
  return {
    stream: deps.shared && openRevalidationStream({ shared: deps.shared }),
    server: `${os.hostname()}:${deps.config.port}`,
    edge: url && token ? createEdgeRefresher({ url, token, hosts, logger: deps.logger }) : undefined,
  };
}

/** The page service over these content sources, rendering in `renderer` (or this thread). */
function createPages(
  config: Readonly<Config>,
  clientDir: string,
  sources: ContentSources,
  pageCache: PageCache,
  security: Readonly<Record<string, string>>,
  renderer?: Renderer,
): PageService {
  const producer = createPageProducer({
    manifest: loadManifest(clientDir),
    sources,
    renderer,
    loaderDeadlineMs: config.loaderDeadlineMs,
    thirdParty: config,
  });
  const headers: HeaderPolicy = {
    security,
    sharedCacheControl: sharedCacheControl(pageCache),
  };
  return createPageService({ producer, pageCache, headers });
}

/** The app proper, over the parts createSite made for it. */
function createApp(deps: AppDeps): express.Express {
  const { sources, pages } = deps;
  const resolveContext = createContextResolver(deps.config);
  const app = express();
  app.disable('x-powered-by');
  app.set('query parser', 'simple');
  app.set('trust proxy', deps.config.trustProxy === 'false' ? false : deps.config.trustProxy);
  app.locals.sources = sources;

  // Every answer of the app carries the security headers, its error answers included.
  app.use(securityMiddleware(deps.security));
  // The fast path answers malformed targets before the app; this covers the app on its own.
  app.use((req, res, next) => {
    const problem = urlProblem(req.url);
    if (!problem) return next();
    deps.logger.warn({ url: req.url.slice(0, 200), status: problem.status }, `request rejected: ${problem.message}`);
    sendUrlProblem(
      res,
      req.url,
      problem,
      API_PREFIXES.some((p) => req.url.startsWith(p)),
      deps.security,
    );
  });
  app.use(
    pinoHttp({
      logger: deps.logger,
      // The id withRequestId gave the request (the app on its own, as in tests, makes one).
      genReqId: (req, res) => {
        const id = requestIdOf(req.headers);
        res.setHeader('X-Request-Id', id);
        return id;
      },
      // The access log (access-log.ts) writes one line per request, cached pages included.
      autoLogging: false,
      // One short line per request: no headers (cookies, tokens) in the logs.
      serializers: {
        req: (req: { id: unknown; method: string; url: string }) => ({ id: req.id, method: req.method, url: req.url }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
    }),
  );
  app.use(compression());
  app.use((req, res, next) => {
    res.locals.ctx = resolveContext({
      host: req.get('host'),
      path: req.path,
      userAgent: req.get('user-agent'),
      deviceClass: req.headers[DEVICE_CLASS_HEADER],
    });
    next();
  });

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', (req, res) => {
    const checks = { content: true, leads: true, dataDir: true };
    try {
      deps.store.handle({ method: 'GET', path: '/ds_projects/jiayi/config/index.json', shape: 'projectConfig' });
    } catch (err) {
      req.log.error({ err }, 'content store not ready');
      checks.content = false;
    }
    try {
      deps.leads.count();
    } catch (err) {
      req.log.error({ err }, 'lead store not ready');
      checks.leads = false;
    }
    // A full or read-only DATA_DIR would lose what visitors send: not ready until it takes writes.
    const dataDir = dataDirProblem(deps.config.dataDir);
    if (dataDir) {
      req.log.error({ dataDir: deps.config.dataDir, problem: dataDir }, 'data folder cannot take writes');
      checks.dataDir = false;
    }
    const ready = checks.content && checks.leads && checks.dataDir;
    const { rss, heapUsed, heapTotal, external } = process.memoryUsage();
    const mb = (n: number) => Math.round(n / 2 ** 20);
    // The main thread's heap; render threads have their own. External holds the cached pages.
    const memory = {
      rssMb: mb(rss),
      heapUsedMb: mb(heapUsed),
      heapTotalMb: mb(heapTotal),
      heapLimitMb: mb(getHeapStatistics().heap_size_limit),
      externalMb: mb(external),
    };
    res.status(ready ? 200 : 503).json({
      status: ready ? 'ready' : 'not_ready',
      release: deps.release?.id ?? null,
      checks,
      ...(dataDir ? { problems: { dataDir } } : {}),
      // Reported, never failing the check: without Redis each server serves on its own state.
      redis: deps.shared?.health() ?? null,
      upstream: sources.health(),
      // Pages this process made since start, and requests that waited for another's render.
      pages: pages.stats(),
      memory,
    });
  });

  const pool = deps.release?.assetPool;
  app.use('/assets', ...createAssetsHandler([path.join(deps.clientDir, 'assets'), ...(pool ? [pool] : [])]));
  app.get('/favicon.svg', (_req, res) => {
    res.type('image/svg+xml').set('Cache-Control', 'public, max-age=86400').send(FAVICON_SVG);
  });
  app.use(createBrandRouter(deps.clientDir));
  app.get('/media/:kind/:file', createMediaHandler(deps.store));
  app.get(
    IMG_PATH,
    createImageHandler({
      config: deps.config,
      logger: deps.logger,
      // Pictures made for one address, counted across servers when Redis is shared.
      misses: createCounter(deps.shared, 'img-misses', {
        windowMs: 10 * 60_000,
        limit: deps.config.media.missesPer10Min,
      }),
    }),
  );
  if (deps.config.revalidateToken) {
    app.use(createRevalidateRouter({ token: deps.config.revalidateToken, revalidator: deps.revalidator }));
  } else {
    // Without a token nobody may revalidate: the endpoint does not exist.
    app.all(REVALIDATE_PATH, (_req, _res, next) => next(new ApiError(404, 'not_found', 'Not found')));
  }
  app.use(createSeoRouter(deps.sitemaps, seconds(deps.config.pageCache.ttlMs), deps.sitemapMaxUrls));
  if (deps.config.admin) {
    app.use(createAdminRouter(deps.config.admin, deps.leads, deps.shared));
  } else {
    // Without configured credentials there is no inbox at all.
    app.all('/admin{*splat}', (_req, _res, next) => next(new ApiError(404, 'not_found', 'Not found')));
  }
  app.use(
    createLeadRouter({
      leads: deps.leads,
      logger: deps.logger,
      ticketSecret: deps.config.leads.ticketSecret,
      shared: deps.shared,
      conversions: deps.conversions,
      forwarder: deps.forwarder,
      leadRatePer10Min: deps.config.leads.ratePer10Min,
      siteBase: deps.config.siteBase,
      hasUpstream: (ctx) => sources.upstream(ctx.env) !== undefined,
    }),
  );
  app.use(createApiRouter(sources));

  // Everything else is a page of the route table, rendered for the visitor's device (the fast
  // path in front of the app answers these itself, through the same page service).
  app.get('/{*splat}', async (req, res) => {
    const page = await pages.get(res.locals.ctx, req.originalUrl, {
      log: req.log,
      signal: () => abortOnClose(res),
      head: req.method === 'HEAD',
      gzip: acceptsGzip(req.get('accept-encoding')),
    });
    if (page) sendPage(req, res, page);
  });
  // Pages are only read: any other method on an address no route took is a JSON 405 like the
  // API's, not Express's own HTML answer.
  app.use((_req, res, next) => {
    res.set('Allow', 'GET, HEAD');
    next(new ApiError(405, 'method_not_allowed', 'Only GET and HEAD are allowed here'));
  });

  app.use((err: unknown, req: express.Request, res: express.Response, next: express.NextFunction) => {
    // A page that failed outside React's own error handling gets the static fallback page.
    const isPage = !['/media/', '/assets/', '/admin', ...API_PREFIXES].some((p) => req.path.startsWith(p));
    if (req.method === 'GET' && isPage && !(err instanceof ApiError)) {
      req.log.error({ err }, 'page failed');
      sendFallbackPage(res, res.locals.ctx?.lang ?? 'zh');
      return;
    }
    next(err);
  });
  app.use(jsonErrorHandler);
  return app;
}
