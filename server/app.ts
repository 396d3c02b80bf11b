// The Express application: a list of mounts, in the order a request meets them. It answers the
// site's own paths (site-paths.ts) and no page: the fast path in front of it (fast-path.ts) sends
// every page request to the page service and only the rest here. It never listens (server/index.ts
// does) and makes none of the parts it shares with the fast path: createSite (site.ts) hands it the
// page service's counts, the content sources and the rest.
import express from 'express';
import { createAdminRouter } from './admin/admin-router.tsx';
import { createApiRouter } from './api/api-router.ts';
import type { ContentSources } from './content/content-sources.ts';
import { absent, errorHandler, noRoute } from './error-handler.ts';
import { createFileRoutes, type FileRoutesDeps } from './file-routes.ts';
import type { Forwarder } from './leads/forwarder.ts';
import { createFormPostRoute } from './leads/form-post.ts';
import { createLeadIntake } from './leads/lead-intake.ts';
import { createLeadRouter } from './leads/lead-routes.ts';
import type { LeadStore } from './leads/lead-store.ts';
import { seconds } from './pages/page-headers.ts';
import type { PageService } from './pages/page-service.ts';
import { readinessRoute } from './readiness.ts';
import { requestSetup, type RequestSetupDeps } from './request-setup.ts';
import { createRevalidateRouter, REVALIDATE_PATH } from './revalidate/revalidate-route.ts';
import type { Revalidator } from './revalidate/revalidator.ts';
import { createSeoRouter, type SitemapCache } from './seo/seo-router.ts';

export interface AppDeps extends FileRoutesDeps, RequestSetupDeps {
  leads: LeadStore;
  /** Deliver outbox leads to the vendor API (upstream mode), conversions to Baidu (OCPC_TOKEN). */
  forwarder?: Forwarder;
  conversions?: Forwarder;
  /** URLs per sitemap file (the protocol's 50 000; tests lower it). */
  sitemapMaxUrls?: number;
  sources: ContentSources;
  /** The page service's counts, for /readyz, and the pages answered to a posted lead form (the
   *  app answers no GET of a page). */
  pages: Pick<PageService, 'stats' | 'posted'>;
  /** Drops what POST /_revalidate names (through the journal, on every worker). */
  revalidator: Revalidator;
  sitemaps: SitemapCache;
}

export function createApp(deps: AppDeps): express.Express {
  const { config, sources, leads, logger, redis, conversions, forwarder } = deps;
  const app = express();
  app.disable('x-powered-by');
  app.set('query parser', 'simple');
  app.set('trust proxy', config.trustProxy === 'false' ? false : config.trustProxy);

  app.use(requestSetup(deps));
  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  const files = createFileRoutes(deps);
  app.get('/readyz', readinessRoute({ ...deps, images: files.images, dataDir: config.dataDir }));
  app.use(files.router);
  const { revalidateToken: token, admin } = config;
  app.use(token ? createRevalidateRouter({ token, revalidator: deps.revalidator }) : absent(REVALIDATE_PATH));
  app.use(createSeoRouter(deps.sitemaps, seconds(config.pageCache.ttlMs), deps.sitemapMaxUrls));
  app.use(admin ? createAdminRouter(admin, leads, redis, conversions) : absent('/admin{*splat}'));
  const intake = createLeadIntake({
    leads,
    redis,
    forwarder,
    conversions,
    siteBase: config.siteBase,
    leadRatePer10Min: config.leads.ratePer10Min,
    hasUpstream: (ctx) => sources.upstream(ctx.env) !== undefined,
  });
  app.use(
    createLeadRouter({
      leads,
      logger,
      redis,
      conversions,
      intake,
      ticketSecret: config.leads.ticketSecret,
      leadRatePer10Min: config.leads.ratePer10Min,
      siteBase: config.siteBase,
    }),
  );
  app.use(createApiRouter(sources));
  // A POST to a page's address: one of its lead forms, sent before or without the page's script.
  app.use(createFormPostRoute({ intake, pages: deps.pages, siteBase: config.siteBase }));
  // What no mount took: a GET or HEAD is a 404, any other method a 405; every error is answered
  // as the client accepts it.
  app.use(noRoute, errorHandler);
  return app;
}
