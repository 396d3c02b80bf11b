// The site's files: the hashed client bundles (the release's own, then the asset pool), the
// favicon and brand files (a product or solution page's preview card drawn from its heading in
// the content sources), the demo content's media art, and pictures resized for one address
// (/_img).
import path from 'node:path';
import express from 'express';
import type { Logger } from 'pino';
import { createAssetsHandler } from './assets-route.ts';
import { createBrandRouter } from './brand/brand-route.ts';
import { createPageCards } from './brand/page-cards.ts';
import type { Config } from './config.ts';
import type { ContentSources } from './content/content-sources.ts';
import type { ContentStore } from './content-store/content-store.ts';
import { createImageHandler, IMG_PATH, type ImageHandler } from './images/image-route.ts';
import { createMediaHandler } from './images/media-route.ts';
import { FAVICON_SVG } from './pages/favicon.ts';
import type { RedisLink } from './coordination/redis-link.ts';
import type { RunningRelease } from './running-release.ts';
import { createCounter } from './security/rate-limit.ts';

export interface FileRoutesDeps {
  config: Readonly<Config>;
  logger: Logger;
  store: ContentStore;
  /** Where a product or solution page's preview card finds the page's heading. */
  sources: Pick<ContentSources, 'api'>;
  clientDir: string;
  release?: RunningRelease;
  redis?: RedisLink;
}

/** The routes, and /_img's handler (for /readyz's count of the pictures being made). */
export function createFileRoutes(deps: FileRoutesDeps): { router: express.Router; images: ImageHandler } {
  const router = express.Router();
  const pool = deps.release?.assetPool;
  router.use('/assets', ...createAssetsHandler([path.join(deps.clientDir, 'assets'), ...(pool ? [pool] : [])]));
  router.get('/favicon.svg', (_req, res) => {
    res.type('image/svg+xml').set('Cache-Control', 'public, max-age=86400').send(FAVICON_SVG);
  });
  const pageCards = createPageCards({
    sources: deps.sources,
    dir: path.join(deps.config.dataDir, 'brand-cards'),
    logger: deps.logger,
  });
  router.use(createBrandRouter(deps.clientDir, pageCards));
  router.get('/media/:kind/:file', createMediaHandler(deps.store));
  const images = createImageHandler({
    config: deps.config,
    logger: deps.logger,
    // Pictures made for one address, counted across servers when Redis is shared.
    misses: createCounter(deps.redis, 'img-misses', {
      windowMs: 10 * 60_000,
      limit: deps.config.media.missesPer10Min,
    }),
  });
  router.get(IMG_PATH, images);
  return { router, images };
}
