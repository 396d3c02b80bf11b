// The fixed set of content-API paths the site answers or proxies (spec §7), shared by the
// embedded store and the upstream proxy so both modes expose exactly the same surface.
import type { Shape } from './transport.ts';

export type ApiRouteName =
  | 'articles'
  | 'article'
  | 'tags'
  | 'indexGroups'
  | 'tag'
  | 'defaultHotNews'
  | 'defaultHotTags'
  | 'comments'
  | 'sitePages'
  | 'contentQuery'
  | 'clientDemands'
  | 'menus'
  | 'projectConfig'
  | 'clientArticles'
  | 'clientArticle'
  | 'uploadConvertData';

export interface ApiRoute {
  name: ApiRouteName;
  method: 'GET' | 'POST';
  pattern: RegExp;
  shape: Shape;
  upstream?: 'api' | 'ocpc';
}

// Order matters where patterns overlap: index_groups before the {slug} route.
export const API_ROUTES: readonly ApiRoute[] = [
  { name: 'articles', method: 'GET', pattern: /^\/api\/v1\/articles\/$/, shape: 'articlePage' },
  { name: 'article', method: 'GET', pattern: /^\/api\/v1\/articles\/([^/]+)\/$/, shape: 'article' },
  { name: 'tags', method: 'GET', pattern: /^\/api\/v1\/article_tags\/$/, shape: 'tagPage' },
  {
    name: 'indexGroups',
    method: 'GET',
    pattern: /^\/api\/v1\/article_tags\/index_groups\/$/,
    shape: 'indexGroups',
  },
  { name: 'tag', method: 'GET', pattern: /^\/api\/v1\/article_tags\/([^/]+)\/$/, shape: 'tagDetail' },
  { name: 'defaultHotNews', method: 'GET', pattern: /^\/api\/v1\/default_hotnews\/$/, shape: 'hotNews' },
  { name: 'defaultHotTags', method: 'GET', pattern: /^\/api\/v1\/default_hottags\/$/, shape: 'tags' },
  { name: 'comments', method: 'GET', pattern: /^\/api\/v1\/client_comments\/$/, shape: 'comments' },
  { name: 'sitePages', method: 'GET', pattern: /^\/api\/v1\/site_pages\/$/, shape: 'pageDetail' },
  { name: 'contentQuery', method: 'POST', pattern: /^\/api\/v1\/content\/query\/$/, shape: 'documents' },
  { name: 'clientDemands', method: 'POST', pattern: /^\/api\/v1\/client_demands\/$/, shape: 'any' },
  { name: 'menus', method: 'GET', pattern: /^\/ds_projects\/jiayi\/config\/menus\.json$/, shape: 'menus' },
  {
    name: 'projectConfig',
    method: 'GET',
    pattern: /^\/ds_projects\/jiayi\/config\/index\.json$/,
    shape: 'projectConfig',
  },
  { name: 'clientArticles', method: 'GET', pattern: /^\/api\/client\/article$/, shape: 'clientArticleMenu' },
  {
    name: 'clientArticle',
    method: 'GET',
    pattern: /^\/api\/client\/article\/([^/]+)$/,
    shape: 'clientArticle',
  },
  {
    name: 'uploadConvertData',
    method: 'POST',
    pattern: /^\/ocpcapi\/api\/uploadConvertData$/,
    shape: 'any',
    upstream: 'ocpc',
  },
];

/** Path prefixes under which API_ROUTES live; the server mounts its API handling on these. */
export const API_PREFIXES = ['/api/v1/', '/api/client/', '/ds_projects/', '/ocpcapi/'] as const;

export type RouteMatch =
  { route: ApiRoute; param: string | undefined } | { route: undefined; methodNotAllowed: boolean };

export function matchApiRoute(method: string, path: string): RouteMatch {
  let pathMatched = false;
  for (const route of API_ROUTES) {
    const m = route.pattern.exec(path);
    if (!m) continue;
    if (route.method === method) return { route, param: m[1] };
    pathMatched = true;
  }
  return { route: undefined, methodNotAllowed: pathMatched };
}
