// What every request of the app goes through before its route: the security headers, the check
// of its address, its logger, compression, and its request context.
import compression from 'compression';
import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import type { Config } from './config.ts';
import { rejectUnreadableUrls } from './http-errors.ts';
import { logSafeUrl } from './log-safe-url.ts';
import { securityMiddleware } from './pages/page-headers.ts';
import { createContextResolver, DEVICE_CLASS_HEADER } from './request-context.ts';
import { requestIdOf } from './request-id.ts';

export interface RequestSetupDeps {
  config: Readonly<Config>;
  logger: Logger;
  /** The site's security headers (pages/page-headers.ts), made once. */
  security: Readonly<Record<string, string>>;
}

export function requestSetup(deps: RequestSetupDeps): RequestHandler[] {
  const resolveContext = createContextResolver(deps.config);
  return [
    // Every answer of the app carries the security headers, its error answers included.
    securityMiddleware(deps.security),
    // The fast path answers malformed targets before the app; this covers the app on its own.
    rejectUnreadableUrls(deps.logger, deps.security),
    requestLogger(deps.logger),
    compression(),
    (req, res, next) => {
      res.locals.ctx = resolveContext({
        host: req.get('host'),
        path: req.path,
        userAgent: req.get('user-agent'),
        deviceClass: req.headers[DEVICE_CLASS_HEADER],
      });
      next();
    },
  ];
}

/** req.log: each line a request's own carries its id, the one withRequestId gave it
 *  (request-id.ts; the app on its own, as in tests, makes one). It writes no line per request
 *  itself: the access log (access-log.ts) does, cached pages included. */
function requestLogger(logger: Logger): RequestHandler {
  return pinoHttp({
    logger,
    genReqId: (req, res) => {
      const id = requestIdOf(req.headers);
      res.setHeader('X-Request-Id', id);
      return id;
    },
    autoLogging: false,
    // One short line per request: no headers (cookies, tokens) in the logs, and no personal data
    // from the query (log-safe-url.ts).
    serializers: {
      req: (req: { id: unknown; method: string; url: string }) => ({
        id: req.id,
        method: req.method,
        url: logSafeUrl(req.url),
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  });
}
