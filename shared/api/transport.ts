// A request of the content API as data, so one set of typed functions (./client.ts) runs over
// got on the server, fetch in the browser, or straight into the embedded store in-process.

/** Names of response shapes; the server validates upstream answers against the matching schema. */
export type Shape =
  | 'articlePage'
  | 'article'
  | 'tagPage'
  | 'tagDetail'
  | 'indexGroups'
  | 'hotNews'
  | 'tags'
  | 'comments'
  | 'pageDetail'
  | 'menus'
  | 'projectConfig'
  | 'documents'
  | 'clientArticle'
  | 'clientArticleMenu'
  | 'any';

export type QueryValue = string | number | undefined;

export interface ApiRequest {
  method: 'GET' | 'POST';
  /** Absolute path on the API host, e.g. '/api/v1/articles/'. */
  path: string;
  query?: Record<string, QueryValue>;
  body?: unknown;
  shape: Shape;
  /** Which upstream serves it: the vendor content API (default) or Baidu's oCPC API. */
  upstream?: 'api' | 'ocpc';
  /** Extra request headers (e.g. Idempotency-Key on lead delivery). */
  headers?: Record<string, string>;
  /** In the browser: finish the request even if the visitor leaves the page meanwhile. */
  keepalive?: boolean;
}

export type Transport = (req: ApiRequest) => Promise<unknown>;

/**
 * The header the site's content API puts on the error answers it makes itself: the site has
 * already retried the vendor as far as it retries (or answered from its own store), so asking
 * again only multiplies the vendor calls and the visitor's wait. The browser's transport retries
 * only answers without it (an edge's 502 while the site restarts) and requests that got no answer.
 */
export const FINAL_ANSWER_HEADER = 'x-api-final';

/** The query string of a request: undefined values left out, keys in the given order. */
export function queryString(query: ApiRequest['query']): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined) params.set(k, String(v));
  const s = params.toString();
  return s ? `?${s}` : '';
}

export function requestKey(req: ApiRequest): string {
  return `${req.upstream ?? 'api'} ${req.method} ${req.path}${queryString(req.query)}`;
}
