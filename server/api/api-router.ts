// Serves the content API's fixed paths for the browser: from the embedded store when the
// request's environment has no vendor API base, else by proxying to the vendor (GETs through
// the cache). Leads and conversions have routes of their own (server/leads/lead-routes.ts),
// mounted before this one.
import express, { type NextFunction, type Request, type Response } from 'express';
import { ApiError } from '../../shared/api/errors.ts';
import { FINAL_ANSWER_HEADER, type ApiRequest } from '../../shared/api/transport.ts';
import { API_PREFIXES, matchApiRoute } from '../../shared/api/api-routes.ts';
import type { ContentSources } from '../content/content-sources.ts';
import { jsonBody, singleValuedQuery } from './json-body.ts';

export function createApiRouter(sources: ContentSources): express.Router {
  const router = express.Router();

  // Anything outside the API's prefixes leaves this router untouched.
  const apiPathsOnly = (req: Request, _res: Response, next: NextFunction) =>
    next(API_PREFIXES.some((p) => req.path.startsWith(p)) ? undefined : 'router');

  router.use(apiPathsOnly, jsonBody, async (req: Request, res: Response) => {
    const ctx = res.locals.ctx;
    const match = matchApiRoute(req.method, req.path);
    if (!match.route) {
      throw match.methodNotAllowed
        ? new ApiError(405, 'method_not_allowed', `${req.method} is not allowed on ${req.path}`)
        : new ApiError(404, 'not_found', `No such API path: ${req.path}`);
    }
    const apiReq: ApiRequest = {
      method: match.route.method,
      path: req.path,
      query: singleValuedQuery(req),
      body: req.body,
      shape: match.route.shape,
    };
    let answer: unknown;
    try {
      answer = await sources.transport(ctx.env)(apiReq);
    } catch (e) {
      // The vendor has been retried (server/content/got-transport.ts) or the embedded store has
      // answered: the browser must not ask again (shared/api/fetch-transport.ts).
      res.set(FINAL_ANSWER_HEADER, '1');
      throw e;
    }
    res.json(answer);
  });

  return router;
}
