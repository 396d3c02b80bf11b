// Every content-API request is checked and rewritten here before anything caches or forwards it,
// in both modes and for both callers (the browser through the API router, loaders in-process):
// the path must be one of the fixed routes with a well-formed id or slug, the query keeps only
// the parameters its route declares (values checked, numbers written canonically), and a
// document query body keeps only its known fields. What leaves this function is built from the
// parsed values alone, so an unknown parameter can neither reach the vendor nor make a new
// cache key.
import type { z } from 'zod';
import { ApiError } from '../../shared/api/errors.ts';
import type { ApiRequest, QueryValue, Transport } from '../../shared/api/transport.ts';
import {
  articleDetailQuery,
  articleIdParam,
  articleListQuery,
  clientArticleQuery,
  contentQueryBody,
  parseOr400,
  sitePageQuery,
  tagListQuery,
  tagSlugParam,
} from '../content-store/query-schemas.ts';
import { matchApiRoute, type ApiRouteName } from '../../shared/api/api-routes.ts';

type ObjectSchema = z.ZodObject<z.ZodRawShape>;

interface RouteInput {
  /** The query's schema; absent, the route takes no query parameters. */
  query?: ObjectSchema;
  /** Rebuilds the path from the checked path parameter. */
  path?: (param: string) => string;
}

const articleId = (param: string) => parseOr400(articleIdParam, param, 'id');

const INPUT: Partial<Record<ApiRouteName, RouteInput>> = {
  articles: { query: articleListQuery },
  article: { query: articleDetailQuery, path: (p) => `/api/v1/articles/${articleId(p)}/` },
  tags: { query: tagListQuery },
  tag: { path: (p) => `/api/v1/article_tags/${parseOr400(tagSlugParam, p, 'slug')}/` },
  sitePages: { query: sitePageQuery },
  clientArticles: { query: clientArticleQuery },
  clientArticle: { query: clientArticleQuery, path: (p) => `/api/client/article/${articleId(p)}` },
};

/** The query's declared parameters that were given, checked, in the schema's order. */
function canonicalQuery(schema: ObjectSchema | undefined, query: ApiRequest['query']): Record<string, string> | undefined {
  if (!schema || !query) return undefined;
  const given: Record<string, QueryValue> = {};
  for (const key of Object.keys(schema.shape)) {
    const v = query[key];
    if (v !== undefined) given[key] = v;
  }
  const parsed = parseOr400(schema, given, 'query') as Record<string, unknown>;
  const out: Record<string, string> = {};
  for (const key of Object.keys(given)) {
    const value = parsed[key];
    // Numbers are written as numbers ('010' and '10' are one request); text as it was given.
    out[key] = typeof value === 'number' ? String(value) : String(given[key]);
  }
  return Object.keys(out).length ? out : undefined;
}

/** The request rebuilt from its checked parts, or a 400/404/405 ApiError. */
function normalizeApiRequest(req: ApiRequest): ApiRequest {
  // Conversions have a route of their own and never pass through here.
  if (req.upstream === 'ocpc') throw new ApiError(404, 'not_found', `No such API path: ${req.path}`);
  const match = matchApiRoute(req.method, req.path);
  if (!match.route) {
    throw match.methodNotAllowed
      ? new ApiError(405, 'method_not_allowed', `${req.method} is not allowed on ${req.path}`)
      : new ApiError(404, 'not_found', `No such API path: ${req.path}`);
  }
  const input = INPUT[match.route.name] ?? {};
  const path = input.path && match.param !== undefined ? input.path(match.param) : req.path;
  const normalized: ApiRequest = { method: req.method, path, shape: match.route.shape };
  const query = canonicalQuery(input.query, req.query);
  if (query) normalized.query = query;
  if (match.route.name === 'contentQuery') normalized.body = parseOr400(contentQueryBody, req.body ?? {}, 'body');
  // A lead is checked by the lead routes (here it only passes on the way to a vendor that checks
  // it again with the same rules).
  else if (match.route.name === 'clientDemands') normalized.body = req.body;
  if (req.headers) normalized.headers = req.headers;
  return normalized;
}

/** A transport that only ever sees normalized requests. */
export function validatingTransport(inner: Transport): Transport {
  return (req) => {
    let normalized: ApiRequest;
    try {
      normalized = normalizeApiRequest(req);
    } catch (e) {
      return Promise.reject(e);
    }
    return inner(normalized);
  };
}
