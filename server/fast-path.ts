// The front door. Every page request (GET or HEAD of an address that is not one of the site's own
// paths: site-paths.ts) is answered here by the page service, before the Express middleware
// chain: cached pages from bytes made earlier, others rendered. Everything else goes to the app,
// which renders no page. What is logged here carries the request's id (request-id.ts), in a
// logger made only when a line is written or a page rendered.
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { abortOnClose } from './concurrency/abort-on-close.ts';
import type { Logger } from 'pino';
import { DEVICE_CLASS_HEADER, type createContextResolver } from './request-context.ts';
import { acceptsGzip } from './pages/page-cache.ts';
import type { Page, PageService } from './pages/page-service.ts';
import type { PageEdge } from './revalidate/edge-refresh.ts';
import { sendPage } from './pages/send-page.ts';
import { sendError, sendUrlProblem, urlProblem } from './http-errors.ts';
import { requestLog } from './request-id.ts';
import { isPageRequest } from './site-paths.ts';
import { noteDevice } from './metrics/metrics.ts';

/** What a page request that could not be answered gets (the visitor's kind: the fallback page,
 *  or JSON). */
const PAGE_FAILED = { status: 500, body: { error_code: 'internal_error', message: 'Internal server error' } };

export interface FastPathDeps {
  app: RequestListener;
  pages: PageService;
  resolveContext: ReturnType<typeof createContextResolver>;
  logger: Logger;
  /** The site's security headers (pages/page-headers.ts): the answers made here carry them too. */
  security: Readonly<Record<string, string>>;
  /** The edge's part (revalidate/edge-refresh.ts): nginx's refresh request waits for this worker
   *  to apply every revalidation, and is refused if it still has not applied the one it names;
   *  pages answered are noted for the edge index. */
  edge?: PageEdge;
}

export function createFastPath(deps: FastPathDeps): { listener: RequestListener } {
  const listener: RequestListener = (req, res) => {
    const url = req.url ?? '/';
    // A target no route could read is answered here, for pages and APIs alike, before anything
    // tries to decode it.
    const problem = urlProblem(url);
    if (problem) {
      requestLog(deps.logger, req).warn({ status: problem.status }, `request rejected: ${problem.message}`);
      sendUrlProblem(req, res, problem, deps.security);
      return;
    }
    const method = req.method ?? 'GET';
    const q = url.indexOf('?');
    const path = q === -1 ? url : url.slice(0, q);
    if (!isPageRequest(method, path)) return deps.app(req, res);
    const refresh = deps.edge?.refreshing(req);
    if (refresh) {
      refresh
        .then((known) => (known ? answerPage(req, res, url, path, method, true) : deps.edge!.sendBehind(res)))
        .catch((err: unknown) => {
          requestLog(deps.logger, req).error({ err }, 'page not answered');
          failed(req, res);
        });
      return;
    }
    answerPage(req, res, url, path, method, false);
  };

  function answerPage(
    req: IncomingMessage,
    res: ServerResponse,
    url: string,
    path: string,
    method: string,
    refresh: boolean,
  ): void {
    const send = (page: Page) => sendPage(req, res, deps.edge ? deps.edge.answer(url, page, refresh) : page);
    const ctx = deps.resolveContext({
      host: req.headers.host,
      path,
      userAgent: req.headers['user-agent'],
      deviceClass: req.headers[DEVICE_CLASS_HEADER],
    });
    noteDevice(res, ctx.device);
    const page = deps.pages.get(ctx, url, {
      log: () => requestLog(deps.logger, req),
      signal: () => abortOnClose(res),
      head: method === 'HEAD',
      gzip: acceptsGzip(req.headers['accept-encoding']),
    });
    if (!(page instanceof Promise)) return send(page);
    page.then(
      (rendered) => {
        if (rendered) send(rendered);
      },
      (err: unknown) => {
        requestLog(deps.logger, req).error({ err }, 'page service failed');
        failed(req, res);
      },
    );
  }

  function failed(req: IncomingMessage, res: ServerResponse): void {
    if (res.headersSent) res.end();
    else sendError(req, res, PAGE_FAILED, deps.security);
  }
  return { listener };
}
