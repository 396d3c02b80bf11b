// Serves /robots.txt and the sitemap (an index of numbered parts once it outgrows 50 000 URLs),
// built from the environment's content and kept for ten minutes, or until a revalidation.
import express from 'express';
import { LRUCache } from 'lru-cache';
import { withContentRecord, type ContentRecord } from '../content/content-deps.ts';
import type { ContentSources } from '../content/content-sources.ts';
import type { Environment } from '../config.ts';
import type { RequestContext } from '../request-context.ts';
import {
  collectSitemapEntries,
  robotsTxt,
  sitemapIndexXml,
  SITEMAP_MAX_URLS,
  urlsetXml,
  type SitemapEntry,
} from './sitemap.ts';

/** Each environment's sitemap entries, kept for ten minutes or until a revalidation. */
export interface SitemapCache {
  entries(env: Environment): Promise<SitemapEntry[]>;
  /** Drops every environment's entries (any revalidation may publish or remove a page) and
   *  returns the request keys of the content answers they were built from, so those are asked
   *  again too. */
  clear(): Set<string>;
}

export function createSitemapCache(sources: Pick<ContentSources, 'api'>): SitemapCache {
  let deps = new Set<string>();
  const cache = new LRUCache<Environment, SitemapEntry[]>({
    max: 4,
    ttl: 10 * 60_000,
    allowStale: true,
    fetchMethod: async (env) => {
      const record: ContentRecord = { deps: new Set(), failures: [] };
      const entries = await withContentRecord(record, () => collectSitemapEntries(sources.api(env)));
      for (const key of record.deps) deps.add(key);
      return entries;
    },
  });
  return {
    entries: async (env) => (await cache.fetch(env)) ?? [],
    clear() {
      const used = deps;
      deps = new Set();
      cache.clear();
      return used;
    },
  };
}

/** `edgeSeconds`: how long a shared cache (nginx, a CDN) may keep a sitemap, the pages' own
 *  s-maxage, so that after a revalidation the edge's copy is as fresh as the pages'. */
export function createSeoRouter(
  sitemaps: SitemapCache,
  edgeSeconds: number,
  maxUrls = SITEMAP_MAX_URLS,
): express.Router {
  const router = express.Router();

  router.get('/robots.txt', (_req, res) => {
    const ctx = res.locals.ctx;
    res.type('text/plain').set('Cache-Control', 'public, max-age=3600').send(robotsTxt(ctx.siteBase));
  });

  router.get(['/sitemap.xml', '/sitemap-:part.xml'], async (req, res, next) => {
    try {
      const ctx = res.locals.ctx;
      const entries = await sitemaps.entries(ctx.env);
      const parts = Math.ceil(entries.length / maxUrls);
      const part = req.params.part === undefined ? undefined : Number(req.params.part);
      let xml: string;
      if (part === undefined) {
        xml = parts > 1 ? sitemapIndexXml(ctx.siteBase, parts) : urlsetXml(ctx.siteBase, entries);
      } else if (Number.isInteger(part) && part >= 1 && part <= parts && parts > 1) {
        xml = urlsetXml(ctx.siteBase, entries.slice((part - 1) * maxUrls, part * maxUrls));
      } else {
        res.status(404).type('text/plain').send('No such sitemap');
        return;
      }
      res.type('application/xml').set('Cache-Control', `public, max-age=600, s-maxage=${edgeSeconds}`).send(xml);
    } catch (e) {
      next(e);
    }
  });
  return router;
}
