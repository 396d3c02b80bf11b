// Every request gets one id before anything answers it, the fast path's cached pages included: the
// X-Request-Id a trusted proxy sent (nginx sends its $request_id), or a new one. It is echoed in
// the response, carried by the access-log line and by the request's own log lines (the app's
// through pino-http, which reads it from the request; the fast path's and the page service's
// through requestLog), so one id follows a request from nginx's log through the site's.
// An id from a peer TRUST_PROXY does not trust is replaced: a visitor must not pick the id under
// which its requests are logged.
import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders, IncomingMessage, RequestListener } from 'node:http';
import type { Logger } from 'pino';
import { logSafeUrl } from './log-safe-url.ts';
import { compileTrust } from './security/trust-proxy.ts';

const REQUEST_ID_HEADER = 'x-request-id';
const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

export function withRequestId(listener: RequestListener, opts: { trustProxy: string }): RequestListener {
  const trusted = compileTrust(opts.trustProxy);
  return (req, res) => {
    const incoming = req.headers[REQUEST_ID_HEADER];
    const fromProxy =
      typeof incoming === 'string' && REQUEST_ID.test(incoming) && trusted(req.socket.remoteAddress ?? '', 0);
    const id = fromProxy ? incoming : randomUUID();
    req.headers[REQUEST_ID_HEADER] = id;
    res.setHeader('X-Request-Id', id);
    listener(req, res);
  };
}

/** The id withRequestId gave this request (a request the wrapper never saw gets a new one). */
export function requestIdOf(headers: IncomingHttpHeaders): string {
  const id = headers[REQUEST_ID_HEADER];
  return typeof id === 'string' && REQUEST_ID.test(id) ? id : randomUUID();
}

/** A logger for one request's lines: they carry its id, method and address as the app's request
 *  logger writes them (`req`: request-setup.ts), the address through logSafeUrl. A child logger costs a little, so callers make
 *  one only when they write a line or render a page, never for a cached page. */
export function requestLog(logger: Logger, req: IncomingMessage): Logger {
  return logger.child({
    req: { id: requestIdOf(req.headers), method: req.method, url: logSafeUrl(req.url ?? '/') },
  });
}
