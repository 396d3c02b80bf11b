// The site assembled: the page cache and content sources, the page service over them, the
// revalidator, the conversion forwarder, the Express app (app.ts), and the fast path in front of
// it that answers pages (fast-path.ts), wrapped in the request id and the access log. It never
// listens: server/index.ts does, and tests drive it, each with its own dependencies.
import type { RequestListener } from 'node:http';
import os from 'node:os';
import type express from 'express';
import { withAccessLog } from './access-log.ts';
import { createApp, type AppDeps } from './app.ts';
import { createContentSources, type ContentSources } from './content/content-sources.ts';
import { createFastPath } from './fast-path.ts';
import { clientErrorAnswer } from './http-errors.ts';
import { createConversionSender, startConversionForwarder } from './leads/conversion-forwarder.ts';
import type { Forwarder } from './leads/forwarder.ts';
import { observeSite, withRequestMetrics } from './metrics/metrics.ts';
import { loadManifest } from './pages/manifest.ts';
import { PageCache } from './pages/page-cache.ts';
import { securityHeaders, sharedCacheControl } from './pages/page-headers.ts';
import { createPageService, type PageService } from './pages/page-service.ts';
import type { Renderer } from './pages/render-pool.ts';
import { createPageProducer } from './pages/page-producer.ts';
import { createContextResolver } from './request-context.ts';
import { withRequestId } from './request-id.ts';
import { createEdgeIndex, type EdgeIndex } from './revalidate/edge-index.ts';
import { createEdgeFollower, createPageEdge } from './revalidate/edge-refresh.ts';
import type { Reach } from './coordination/broadcast.ts';
import type { RevalidationJournal } from './coordination/journal.ts';
import { openRevalidationStream } from './coordination/revalidation-stream.ts';
import { createRevalidator, type Revalidator, type RevalidatorDeps } from './revalidate/revalidator.ts';
import { createSitemapCache } from './seo/seo-router.ts';

/** What the site is made from; createSite makes the rest of what the app needs. */
export interface SiteDeps extends Omit<
  AppDeps,
  'sources' | 'pages' | 'revalidator' | 'sitemaps' | 'security' | 'conversions'
> {
  /** Render threads (server/index.ts); absent, pages render on the main thread. */
  renderer?: Renderer;
  /** Retry timing for the vendor transport (tests shorten it). */
  retryBaseMs?: number;
  /** Timing of conversion delivery to Baidu oCPC (tests shorten it; see conversion-forwarder.ts). */
  conversionDelivery?: { intervalMs?: number; backoffBaseMs?: number; backoffMaxMs?: number };
  /** Shared by the processes that should apply each other's revalidations; with `redis`, also
   *  this server's outbox to the others (revalidationReach). */
  journal?: RevalidationJournal;
  /** The server bundle's folder (server/index.ts): the metrics tell from it whether it is the live release. */
  serverDir?: string;
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
  const pages = createPages(deps, sources, pageCache, security);
  const sitemaps = createSitemapCache(sources);
  const edgeIndex = createSiteEdgeIndex(deps);
  const revalidator = createRevalidator({
    pageCache,
    sources,
    sitemaps,
    reach: revalidationReach(deps),
    logger: deps.logger,
    ...edgeFollowing(deps, edgeIndex),
  });
  const { token: ocpcToken } = deps.config.ocpc;
  const conversions = ocpcToken
    ? startConversionForwarder({
        leads: deps.leads,
        send: createConversionSender(deps.config, ocpcToken),
        logger: deps.logger,
        // Each click is claimed in Redis before it is sent: one server sends it.
        redis: deps.redis,
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
    edge:
      edgeToken || edgeIndex
        ? createPageEdge({ token: edgeToken, revalidator, index: edgeIndex, security })
        : undefined,
  });
  // What the metrics read when scraped (METRICS_PORT: server/metrics/).
  observeSite({ ...deps, sources, redisPrefix: deps.config.redis.prefix, dataDir: deps.config.dataDir });
  // Every request gets its id first, so the access log and the answer carry it, cached pages included.
  const served = withRequestId(withAccessLog(listener, { logger: deps.logger, trustProxy: deps.config.trustProxy }), {
    trustProxy: deps.config.trustProxy,
  });
  return {
    app,
    // Requests are counted and timed only when metrics are served.
    listener: deps.config.metrics.port ? withRequestMetrics(served) : served,
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

/** The addresses this server answered the edge with, by cache tag, when something follows
 *  revalidations at the edge (nginx's refresh or a CDN's purge hook) and revalidations can come. */
function createSiteEdgeIndex(deps: SiteDeps): EdgeIndex | undefined {
  const { edgeRefresh, purgeHook, pageCache } = deps.config;
  if (!deps.config.revalidateToken && !deps.redis) return undefined;
  if (!(edgeRefresh.url && edgeRefresh.token) && !purgeHook.url) return undefined;
  // An edge keeps a copy for its s-maxage and stale window, and nginx an untouched one for an hour.
  return createEdgeIndex({ journal: deps.journal, keepMs: pageCache.ttlMs + pageCache.staleMs + 60 * 60_000 });
}

/** How far a revalidation taken here reaches: with the journal, every worker of this server; with
 *  Redis as well, every worker of every server (issue 25). Redis without a journal (only a test
 *  builds that; server/index.ts opens the journal with Redis) reaches no further than this process:
 *  the stream needs the journal as its outbox while Redis is away. */
function revalidationReach({ journal, redis, config }: SiteDeps): Reach {
  if (!journal) return { to: 'process' };
  if (!redis) return { to: 'server', journal };
  return {
    to: 'servers',
    journal,
    stream: openRevalidationStream({ redis }),
    server: `${os.hostname()}:${config.port}`,
  };
}

/** This server's edge refresh and purge hook, when configured. */
function edgeFollowing(deps: SiteDeps, index: EdgeIndex | undefined): Partial<RevalidatorDeps> {
  const { url, token, hosts } = deps.config.edgeRefresh;
  return {
    edgeIndex: index,
    edge: index
      ? createEdgeFollower({
          url: url && token ? url : undefined,
          token,
          hosts,
          scheme: new URL(deps.config.siteBase.release).protocol,
          hook: deps.config.purgeHook,
          index,
          logger: deps.logger,
        })
      : undefined,
  };
}

/** The page service over these content sources, rendering in the render threads (or this thread). */
function createPages(
  deps: Pick<SiteDeps, 'config' | 'clientDir' | 'renderer'>,
  sources: ContentSources,
  pageCache: PageCache,
  security: Readonly<Record<string, string>>,
): PageService {
  const producer = createPageProducer({
    manifest: loadManifest(deps.clientDir),
    sources,
    renderer: deps.renderer,
    loaderDeadlineMs: deps.config.loaderDeadlineMs,
    thirdParty: deps.config,
  });
  return createPageService({
    producer,
    pageCache,
    headers: { security, sharedCacheControl: sharedCacheControl(pageCache) },
  });
}
