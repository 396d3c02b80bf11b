// Sends a page of the page service (page-service.ts) on a plain HTTP response: gzipped when the
// visitor takes it and a gzipped body exists, 304 when the visitor holds the cached copy. X-Cache
// says how the page cache answered: HIT, STALE, or WAIT (another request's render, waited for).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { markCacheState } from '../access-log.ts';
import { acceptsGzip } from './page-cache.ts';
import type { Page } from './page-service.ts';

const VARY = 'User-Agent, Accept-Encoding';

export function sendPage(req: IncomingMessage, res: ServerResponse, page: Page): void {
  markCacheState(res, page.cache);
  const cached = page.cache === 'HIT' || page.cache === 'STALE';
  if (page.etag && req.headers['if-none-match'] === page.etag) {
    // The page's headers but its type (a 304 has no body): its security headers among them.
    const { 'content-type': _type, ...headers } = page.headers;
    res.writeHead(304, { ...headers, ETag: page.etag, Vary: VARY });
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
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}
