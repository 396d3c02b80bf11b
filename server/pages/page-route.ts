// The app's catch-all: every other GET or HEAD is a page of the route table, rendered for the
// visitor's device (the fast path in front of the app answers these itself, through the same page
// service).
import type { RequestHandler } from 'express';
import { abortOnClose } from '../fast-path.ts';
import { acceptsGzip } from './page-cache.ts';
import type { PageService } from './page-service.ts';
import { sendPage } from './send-page.ts';

export function pageRoute(pages: PageService): RequestHandler {
  return async (req, res) => {
    const page = await pages.get(res.locals.ctx, req.originalUrl, {
      log: req.log,
      signal: () => abortOnClose(res),
      head: req.method === 'HEAD',
      gzip: acceptsGzip(req.get('accept-encoding')),
    });
    if (page) sendPage(req, res, page);
  };
}
