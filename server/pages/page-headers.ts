// The one header policy of the site: its security headers (helmet's, with the CSP of
// security/csp.ts, computed once per process), and for pages the type and a Cache-Control by
// cacheability. Every page answer, rendered or cached, on the fast path or through the app,
// carries exactly these; every other answer (the app's, the fast path's error pages, a request
// Node itself refuses) carries the same security headers.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import helmet from 'helmet';
import { CACHE_TAG_HEADER, pageCacheTag } from '../revalidate/cache-tags.ts';
import { contentSecurityPolicy } from '../security/csp.ts';
import type { Device } from '../../shared/site-types.ts';

export interface HeaderPolicy {
  /** helmet's headers, as the app sends them on every answer. */
  security: Readonly<Record<string, string>>;
  /** Cache-Control of a cacheable page. */
  sharedCacheControl: string;
}

/** The headers helmet sets with the site's options, the same for every response. */
export function securityHeaders(config: Parameters<typeof contentSecurityPolicy>[0]): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let done = false;
  helmet({ contentSecurityPolicy: { directives: contentSecurityPolicy(config) } })(
    {} as IncomingMessage,
    res as unknown as ServerResponse,
    () => {
      done = true;
    },
  );
  if (!done) throw new Error('helmet did not finish synchronously');
  return headers;
}

/** Sets the security headers on every answer of the app (helmet's middleware, from the values
 *  computed once). Headers an answer writes itself still win. */
export function securityMiddleware(security: Readonly<Record<string, string>>): RequestHandler {
  const entries = Object.entries(security);
  return (_req, res, next) => {
    for (const [name, value] of entries) res.setHeader(name, value);
    next();
  };
}

/** Cache-Control of a page no shared cache may keep. */
const UNSHARED_CACHE_CONTROL = 'no-cache, no-transform';

/** The page's headers, made unfit for a shared cache: a page rendered while the cache dropped
 *  pages may be made from what was dropped, so no edge may keep it (nor does the page cache). */
export function unshared(headers: Readonly<Record<string, string>>): Record<string, string> {
  return { ...headers, 'cache-control': UNSHARED_CACHE_CONTROL };
}

/** Whole seconds for Cache-Control, at least one. */
export const seconds = (ms: number) => Math.max(1, Math.round(ms / 1000));

/** Cache-Control of a cacheable page: shared caches keep it for the page cache's TTL and serve
 * it stale for the stale window while they fetch it again; browsers always revalidate. */
export function sharedCacheControl(cache: { ttlMs: number; staleMs: number }): string {
  return `public, max-age=0, s-maxage=${seconds(cache.ttlMs)}, stale-while-revalidate=${seconds(cache.staleMs)}, no-transform`;
}

export function pageHeaders(
  policy: HeaderPolicy,
  page: { device: Device; cacheable: boolean; robots: string; deps: Iterable<string> },
): Record<string, string> {
  return {
    ...policy.security,
    'content-type': 'text/html; charset=utf-8',
    // A page is the same for every visitor of its device class: an edge (deploy/nginx, a CDN)
    // may keep it as long as this process does, keyed on the class it is told here.
    'cache-control': page.cacheable ? policy.sharedCacheControl : UNSHARED_CACHE_CONTROL,
    'x-device-class': page.device,
    // The content it shows, for a CDN's purge by tag (revalidate/cache-tags.ts); nginx passes it
    // on only to a CDN that asks for it.
    [CACHE_TAG_HEADER]: pageCacheTag(page.deps),
    ...(page.robots ? { 'x-robots-tag': page.robots } : {}),
  };
}

export function redirectHeaders(policy: HeaderPolicy, location: string): Record<string, string> {
  return { ...policy.security, 'content-type': 'text/plain; charset=utf-8', location: encodeLocation(location) };
}

/** A Location as Express writes it: characters a URL may not hold percent-encoded, escapes that
 *  are already there kept as they are. */
function encodeLocation(location: string): string {
  return location.replace(/[^\x21\x23-\x3b\x3d\x3f-\x5f\x61-\x7a\x7c\x7e]|%(?![0-9a-f]{2})/giu, (c) =>
    encodeURIComponent(c),
  );
}

/** The static page shown when even the error page could not be made. */
export function fallbackHeaders(policy: HeaderPolicy): Record<string, string> {
  return { ...policy.security, 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' };
}
