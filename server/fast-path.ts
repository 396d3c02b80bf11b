// The front door. Every page request (GET or HEAD of an address that is not an API, asset, file
// or admin path) is answered here by the page service, before the Express middleware chain:
// cached pages from bytes made earlier, others rendered. Everything else goes to the app.
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { DEVICE_CLASS_HEADER, type createContextResolver } from './request-context.ts';
import { acceptsGzip } from './pages/page-cache.ts';
import type { PageService } from './pages/page-service.ts';
import { sendPage } from './pages/send-page.ts';
import { API_PREFIXES } from '../shared/api/api-routes.ts';
import { sendUrlProblem, urlProblem } from './http-errors.ts';

/** Paths the app's own routes answer (matched as Express matches them: any case, with or without
 *  a trailing slash; /admin as a prefix), which are never pages. */
const NOT_A_PAGE =
  /^\/(api|assets|brand|media|ds_projects|ocpcapi)(\/|$)|^\/admin|^\/(healthz|readyz|robots\.txt|sitemap[\w-]*\.xml|favicon\.(svg|ico)|apple-touch-icon(-precomposed)?\.png|(en\/)?manifest\.webmanifest|_img|_revalidate)\/?$/i;

export interface FastPathDeps {
  app: RequestListener;
  pages: PageService;
  resolveContext: ReturnType<typeof createContextResolver>;
  logger: Logger;
  /** The site's security headers (pages/page-headers.ts): the answers made here carry them too. */
  security: Readonly<Record<string, string>>;
  /** Something to wait for before a page request is answered (a promise), or nothing (most
   *  requests): nginx's edge refresh waits for this worker to apply every revalidation. */
  beforePage?: (req: IncomingMessage) => Promise<void> | undefined;
}

/** A signal that aborts when the visitor goes before the answer is complete (an aborted signal
 *  costs an exception object, so only then). */
export function abortOnClose(res: ServerResponse): AbortSignal {
  const abort = new AbortController();
  res.on('close', () => {
    if (!res.writableFinished) abort.abort();
  });
  return abort.signal;
}

export function createFastPath(deps: FastPathDeps): { listener: RequestListener } {
  const listener: RequestListener = (req, res) => {
    const url = req.url ?? '/';
    // A target no route could read is answered here, for pages and APIs alike, before anything
    // tries to decode it.
    const problem = urlProblem(url);
    if (problem) {
      deps.logger.warn({ url: url.slice(0, 200), status: problem.status }, `request rejected: ${problem.message}`);
      sendUrlProblem(
        res,
        url,
        problem,
        API_PREFIXES.some((p) => url.startsWith(p)),
        deps.security,
      );
      return;
    }
    const method = req.method ?? 'GET';
    const q = url.indexOf('?');
    const path = q === -1 ? url : url.slice(0, q);
    if ((method !== 'GET' && method !== 'HEAD') || NOT_A_PAGE.test(path)) return deps.app(req, res);
    const wait = deps.beforePage?.(req);
    if (wait) {
      wait
        .then(() => answerPage(req, res, url, path, method))
        .catch((err: unknown) => {
          deps.logger.error({ err, url: url.slice(0, 200) }, 'page not answered');
          if (!res.headersSent) res.writeHead(500, deps.security);
          res.end();
        });
      return;
    }
    answerPage(req, res, url, path, method);
  };

  function answerPage(req: IncomingMessage, res: ServerResponse, url: string, path: string, method: string): void {
    const ctx = deps.resolveContext({
      host: req.headers.host,
      path,
      userAgent: req.headers['user-agent'],
      deviceClass: req.headers[DEVICE_CLASS_HEADER],
    });
    const page = deps.pages.get(ctx, url, {
      log: deps.logger,
      signal: () => abortOnClose(res),
      head: method === 'HEAD',
      gzip: acceptsGzip(req.headers['accept-encoding']),
    });
    if (!(page instanceof Promise)) return sendPage(req, res, page);
    page.then(
      (rendered) => {
        if (rendered) sendPage(req, res, rendered);
      },
      (err: unknown) => {
        deps.logger.error({ err, url: url.slice(0, 200) }, 'page service failed');
        if (!res.headersSent) res.writeHead(500, { ...deps.security, 'content-type': 'text/plain; charset=utf-8' });
        res.end();
      },
    );
  }
  return { listener };
}
