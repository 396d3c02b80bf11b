// Serves the content API's fixed paths for the browser: from the embedded store when the
// request's environment has no vendor API base, else by proxying to the vendor (GETs through
// the cache). Leads and conversions are recorded here in both modes.
import express, { type NextFunction, type Request, type Response } from 'express';
import { ApiError } from '../../shared/api/errors.ts';
import type { ApiRequest } from '../../shared/api/transport.ts';
import { createLeadRoutes, type LeadRoutesDeps } from '../leads/lead-routes.ts';
import type { RequestContext } from '../request-context.ts';
import { API_PREFIXES, matchApiRoute } from './api-routes.ts';
import type { ContentSources } from './content-sources.ts';

export const MAX_JSON_BODY = '16kb';

export interface ApiRouterDeps extends Omit<LeadRoutesDeps, 'hasUpstream'> {
  sources: ContentSources;
}

function singleValuedQuery(req: Request): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(req.query)) {
    if (typeof value !== 'string') {
      throw new ApiError(400, 'bad_request', `${key}: must be given once, as plain text`);
    }
    out[key] = value;
  }
  return out;
}

export function createApiRouter(deps: ApiRouterDeps): express.Router {
  const router = express.Router();
  const json = express.json({ limit: MAX_JSON_BODY, strict: true });
  const leadRoutes = createLeadRoutes({ ...deps, hasUpstream: (ctx) => deps.sources.upstream(ctx.env) !== undefined });

  router.use((req: Request, res: Response, next: NextFunction) => {
    if (!API_PREFIXES.some((p) => req.path.startsWith(p))) return next();
    if (req.method === 'POST' && !req.is('application/json')) {
      return next(new ApiError(415, 'unsupported_media_type', 'Send the body as JSON (Content-Type: application/json)'));
    }
    json(req, res, (err?: unknown) => (err ? next(err) : handle(req, res).catch(next)));
  });

  async function handle(req: Request, res: Response): Promise<void> {
    const ctx = res.locals.ctx;
    const match = matchApiRoute(req.method, req.path);
    if (!match.route) {
      throw match.methodNotAllowed
        ? new ApiError(405, 'method_not_allowed', `${req.method} is not allowed on ${req.path}`)
        : new ApiError(404, 'not_found', `No such API path: ${req.path}`);
    }
    const query = singleValuedQuery(req);

    if (match.route.name === 'clientDemands') return leadRoutes.clientDemand(req, res, ctx);
    if (match.route.name === 'uploadConvertData') return leadRoutes.conversion(req, res);

    const apiReq: ApiRequest = {
      method: match.route.method,
      path: req.path,
      query,
      body: req.body,
      shape: match.route.shape,
    };
    res.json(await deps.sources.transport(ctx.env)(apiReq));
  }

  return router;
}
