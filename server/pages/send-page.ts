// Sends a page of the page service (page-service.ts) on a plain HTTP response: gzipped when the
// visitor takes it and a gzipped body exists, 304 when the visitor holds the cached copy. X-Cache
// says how the page cache answered: HIT, STALE, or WAIT (another request's render, waited for).
// Server-Timing says it to browsers' developer tools too, with this request's loaders and render
// when the page was made for it; it is never part of the cached copy, which others get.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { markCacheState } from '../access-log.ts';
import { acceptsGzip } from './page-cache.ts';
import type { CacheState, Page } from './page-service.ts';

const VARY = 'User-Agent, Accept-Encoding';

const CACHE_TIMING: Record<CacheState, string> = {
  HIT: 'cache;desc=hit',
  STALE: 'cache;desc=stale',
  WAIT: 'cache;desc=wait',
  MISS: 'cache;desc=miss',
  BYPASS: 'cache;desc=bypass',
};

/** The page's Server-Timing: its loaders' and render's milliseconds when it was made for this
 *  request, and how the page cache answered. */
function serverTiming(page: Pick<Page, 'cache' | 'timing'>): string {
  const cache = CACHE_TIMING[page.cache];
  const timing = page.timing;
  if (!timing) return cache;
  const render = timing.renderMs === undefined ? '' : `render;dur=${timing.renderMs.toFixed(1)}, `;
  return `loaders;dur=${timing.loadersMs.toFixed(1)}, ${render}${cache}`;
}

export function sendPage(req: IncomingMessage, res: ServerResponse, page: Page): void {
  markCacheState(res, page.cache);
  const cached = page.cache === 'HIT' || page.cache === 'STALE';
  if (page.etag && req.headers['if-none-match'] === page.etag) {
    // The page's headers but its type (a 304 has no body): its security headers among them.
    const { 'content-type': _type, ...headers } = page.headers;
    res.writeHead(304, { ...headers, ETag: page.etag, Vary: VARY, 'Server-Timing': serverTiming(page) });
    res.end();
    return;
  }
  const gzip = page.gzip !== undefined && acceptsGzip(req.headers['accept-encoding']);
  const body = gzip ? page.gzip! : page.body;
  res.writeHead(page.status, {
    ...page.headers,
    ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
    'Content-Length': body.length,
    ...(cached && page.etag ? { ETag: page.etag } : {}),
    Vary: VARY,
    ...(cached || page.cache === 'WAIT' ? { 'X-Cache': page.cache } : {}),
    'Server-Timing': serverTiming(page),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}
