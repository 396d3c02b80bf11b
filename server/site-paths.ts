// The one table of the site's own paths: everything the site answers that is not a page (its
// files, the content API, the staff inbox, internal endpoints). Every other address is a page,
// which the page service answers (a POST to it is one of its lead forms, which the app answers). Four consumers read it: the fast path (isPageRequest: a page
// goes to the page service, anything else to the Express app), the error answers (a page request
// that says nothing of what it takes gets an HTML error, anything else JSON: http-errors.ts), the
// Express app (it has no page route: a path of this table that no mount takes is a 404,
// error-handler.ts) and nginx (deploy/nginx/site-paths.conf, made from this table by
// build/nginx-paths.ts; test/integration/site-paths.test.ts checks all four agree).
import { API_PREFIXES } from '../shared/api/api-routes.ts';
import { escapeRegExp } from '../shared/format/any-of.ts';
import { IMG_PATH } from '../shared/images/responsive-image.ts';
import { MANIFEST_PATH } from '../shared/seo/brand-files.ts';

/** What a path of the site is, when it is not a page. */
export type PathKind =
  /** the hashed client bundles */
  | 'asset'
  /** files the site makes or keeps: brand files, the demo's art, pictures, robots and sitemaps */
  | 'file'
  /** the content API, leads and conversions */
  | 'api'
  /** the staff inbox */
  | 'admin'
  /** health, readiness and revalidation */
  | 'internal';

/** What nginx does with a path (deploy/nginx): serves it from the releases on its disk, keeps it
 *  in its pictures' cache, passes it to the site and never keeps it, or keeps it in its pages'
 *  cache for as long as the site's Cache-Control says (every page, and files). */
export type EdgeRule = 'disk' | 'images' | 'pass' | 'cache';

export interface SitePath {
  /** The address as the site spells it; `*` stands for one or more characters within a segment. */
  path: string;
  /** `exact`: the path itself; `under`: the path and everything below it (`/api`, `/api/…`);
   *  `start`: every path that begins with it. Matched as Express matches routes: in any case, with
   *  or without a trailing slash. */
  match: 'exact' | 'under' | 'start';
  kind: PathKind;
  edge: EdgeRule;
}

/** The first segments of the content API's paths (/api, /ds_projects, /ocpcapi), from its routes. */
const API_SEGMENTS = [...new Set(API_PREFIXES.map((p) => `/${p.split('/')[1]!}`))];

export const SITE_PATHS: readonly SitePath[] = [
  { path: '/assets', match: 'under', kind: 'asset', edge: 'disk' },
  { path: '/favicon.svg', match: 'exact', kind: 'file', edge: 'cache' },
  { path: '/favicon.ico', match: 'exact', kind: 'file', edge: 'cache' },
  { path: '/apple-touch-icon.png', match: 'exact', kind: 'file', edge: 'cache' },
  { path: '/apple-touch-icon-precomposed.png', match: 'exact', kind: 'file', edge: 'cache' },
  { path: MANIFEST_PATH.zh, match: 'exact', kind: 'file', edge: 'cache' },
  { path: MANIFEST_PATH.en, match: 'exact', kind: 'file', edge: 'cache' },
  { path: '/brand', match: 'under', kind: 'file', edge: 'cache' },
  { path: '/media', match: 'under', kind: 'file', edge: 'cache' },
  { path: IMG_PATH, match: 'exact', kind: 'file', edge: 'images' },
  { path: '/robots.txt', match: 'exact', kind: 'file', edge: 'cache' },
  { path: '/sitemap.xml', match: 'exact', kind: 'file', edge: 'cache' },
  { path: '/sitemap-*.xml', match: 'exact', kind: 'file', edge: 'cache' },
  ...API_SEGMENTS.map((path): SitePath => ({ path, match: 'under', kind: 'api', edge: 'pass' })),
  { path: '/admin', match: 'start', kind: 'admin', edge: 'pass' },
  { path: '/healthz', match: 'exact', kind: 'internal', edge: 'pass' },
  { path: '/readyz', match: 'exact', kind: 'internal', edge: 'pass' },
  { path: '/_revalidate', match: 'exact', kind: 'internal', edge: 'pass' },
];

/** A table path as a regular expression's source (the same in JavaScript and nginx's PCRE),
 *  anchored at the start. */
function pathPattern({ path, match }: SitePath): string {
  const literal = path.split('*').map(escapeRegExp).join('[^/]+');
  return `^${literal}${match === 'exact' ? '/?$' : match === 'under' ? '(?:/|$)' : ''}`;
}

/** One expression's source for a set of table paths (matched in any case). */
export function pathsPattern(paths: readonly SitePath[]): string {
  return paths.map(pathPattern).join('|');
}

const TABLE = SITE_PATHS.map((entry) => ({ entry, pattern: new RegExp(pathPattern(entry), 'i') }));
const NOT_A_PAGE = new RegExp(pathsPattern(SITE_PATHS), 'i');

/** The table's entry for a path (without the query), or undefined for a page's. */
export function sitePathOf(path: string): SitePath | undefined {
  return TABLE.find(({ pattern }) => pattern.test(path))?.entry;
}

/** Whether a request (its method, and its path without the query) asks for a page. */
export function isPageRequest(method: string, path: string): boolean {
  return (method === 'GET' || method === 'HEAD') && !NOT_A_PAGE.test(path);
}

/** Whether a request posts to a page's address: one of the page's lead forms, sent as a plain
 *  HTML form (the app answers it: server/leads/form-post.ts). */
export function isFormPost(method: string, path: string): boolean {
  return method === 'POST' && !NOT_A_PAGE.test(path);
}
