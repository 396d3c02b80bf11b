// One access-log line per request, cached pages included (the fast path answers them before
// Express, so the request logger there never saw them): client address (through the proxies the
// site trusts), method, the host asked, address, status, bytes sent, duration, user agent,
// referrer, cache state (HIT, STALE, MISS, BYPASS, or WAIT: it waited for a render another
// request started) and the request id (request-id.ts). Health checks are left out. The address
// and the referrer go through logSafeUrl: no visitor's personal data from a query.
import type { RequestListener, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import proxyAddr from 'proxy-addr';
import { logSafeUrl } from './log-safe-url.ts';
import { compileTrust } from './security/trust-proxy.ts';
import type { CacheState } from './pages/page-service.ts';

const QUIET = new Set(['/healthz', '/readyz']);
const CACHE_STATE = Symbol('cache state');

/** Tells the access log how the page cache served this response (a page render: MISS or BYPASS;
 *  a request that waited for another's render: WAIT). */
export function markCacheState(res: ServerResponse, state: CacheState): void {
  (res as ServerResponse & { [CACHE_STATE]?: string })[CACHE_STATE] = state;
}

/** How the page cache served this response, when it was a page (markCacheState). */
export function cacheStateOf(res: ServerResponse): CacheState | undefined {
  return (res as ServerResponse & { [CACHE_STATE]?: CacheState })[CACHE_STATE];
}

export function withAccessLog(
  listener: RequestListener,
  opts: { logger: Logger; trustProxy: string },
): RequestListener {
  const log = opts.logger.child({ log: 'access' });
  // Below info (LOG_LEVEL=warn, silent) no line would be written: cost nothing per request.
  if (!log.isLevelEnabled('info')) return listener;
  const trust = compileTrust(opts.trustProxy);
  return (req, res) => {
    const url = req.url ?? '/';
    if (QUIET.has(url)) return listener(req, res);
    const start = process.hrtime.bigint();
    const socket = req.socket;
    const sentBefore = socket.bytesWritten;
    res.once('finish', () => {
      const ms = Number(process.hrtime.bigint() - start) / 1e6;
      let ip: string;
      try {
        ip = proxyAddr(req, trust);
      } catch {
        ip = socket.remoteAddress ?? '';
      }
      log.info(
        {
          ip,
          method: req.method,
          host: req.headers.host?.slice(0, 256),
          url: logSafeUrl(url),
          status: res.statusCode,
          bytes: socket.bytesWritten - sentBefore,
          ms: Math.round(ms * 10) / 10,
          cache: (res as ServerResponse & { [CACHE_STATE]?: string })[CACHE_STATE] ?? 'BYPASS',
          ua: req.headers['user-agent']?.slice(0, 256),
          ref: req.headers.referer === undefined ? undefined : logSafeUrl(req.headers.referer),
          id: res.getHeader('x-request-id'),
        },
        'request',
      );
    });
    listener(req, res);
  };
}
