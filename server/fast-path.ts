// The front door: a cached page is answered here, before the Express middleware chain, from
// bytes rendered (and gzipped) earlier; everything else goes to the app. A stale page is served
// at once while this process re-renders it in the background (one refresh per page at a time),
// so the worker that holds the stale copy is the one that refreshes it, under pm2 too.
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { DEVICE_CLASS_HEADER, type createContextResolver, type RequestContext } from './request-context.ts';
import { acceptsGzip, pageCacheKey, type CachedPage, type PageCache } from './pages/page-cache.ts';
import { API_PREFIXES } from './api/api-routes.ts';
import { sendUrlProblem, urlProblem } from './http-errors.ts';
import { markCacheState } from './access-log.ts';
import { pageUrl } from '../shared/routes/route-table.ts';

const NOT_CACHEABLE =
  /^\/(api|admin|assets|brand|media|ds_projects|ocpcapi)\/|^\/(healthz|readyz|robots\.txt|sitemap[\w-]*\.xml|favicon\.(svg|ico)|apple-touch-icon(-precomposed)?\.png|(en\/)?manifest\.webmanifest|admin|_img)$/;

export interface FastPathDeps {
  app: RequestListener;
  pageCache: PageCache;
  resolveContext: ReturnType<typeof createContextResolver>;
  /** Re-renders a stale page in this process and stores it (render-page.tsx). */
  refresh: (ctx: RequestContext, url: string, stale: CachedPage, log: Logger) => Promise<void>;
  logger: Logger;
}

export function createFastPath(deps: FastPathDeps): { listener: RequestListener } {

  function send(req: IncomingMessage, res: ServerResponse, page: CachedPage, state: 'HIT' | 'STALE'): void {
    if (req.headers['if-none-match'] === page.etag) {
      res.writeHead(304, { ETag: page.etag, Vary: 'User-Agent, Accept-Encoding' });
      res.end();
      return;
    }
    const gzip = page.gzip !== undefined && acceptsGzip(req.headers['accept-encoding']);
    const body = gzip ? page.gzip! : page.body;
    res.writeHead(page.status, {
      ...page.headers,
      ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
      'Content-Length': body.length,
      ETag: page.etag,
      Vary: 'User-Agent, Accept-Encoding',
      'X-Cache': state,
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  const listener: RequestListener = (req, res) => {
    const url = req.url ?? '/';
    // A target no route could read is answered here, for pages and APIs alike, before anything
    // tries to decode it.
    const problem = urlProblem(url);
    if (problem) {
      deps.logger.warn({ url: url.slice(0, 200), status: problem.status }, `request rejected: ${problem.message}`);
      sendUrlProblem(res, url, problem, API_PREFIXES.some((p) => url.startsWith(p)));
      return;
    }
    const method = req.method ?? 'GET';
    if (!deps.pageCache.enabled || (method !== 'GET' && method !== 'HEAD')) {
      return deps.app(req, res);
    }
    const q = url.indexOf('?');
    const path = q === -1 ? url : url.slice(0, q);
    if (NOT_CACHEABLE.test(path)) return deps.app(req, res);
    const ctx = deps.resolveContext({
      host: req.headers.host,
      path,
      userAgent: req.headers['user-agent'],
      deviceClass: req.headers[DEVICE_CLASS_HEADER],
    });
    const key = pageCacheKey(ctx, q === -1 ? path : pageUrl(path, url.slice(q)));
    const hit = deps.pageCache.lookup(key);
    if (!hit) return deps.app(req, res);
    markCacheState(res, hit.fresh ? 'HIT' : 'STALE');
    send(req, res, hit.page, hit.fresh ? 'HIT' : 'STALE');
    if (!hit.fresh && deps.pageCache.claimRefresh(key)) void deps.refresh(ctx, url, hit.page, deps.logger);
  };
  return { listener };
}
