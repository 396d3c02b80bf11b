// What may reach the vendor API, written from the README's Content API table: a request the
// site lets through must be one the vendor was promised. Everything here is what the site's
// own validation is meant to stop; each request gets the list of rules it breaks (empty: fine).
import type { VendorRequest } from './recording-vendor.ts';

/** The token the fuzzer configures for oCPC; a conversion must carry exactly this one. */
export const FUZZ_OCPC_TOKEN = 'fuzz-ocpc-token';
/** The site's TICKET_SECRET, with which the fuzzer signs the tickets a server of an earlier
 *  release gave with a lead (the upload endpoint of such releases' pages still checks them). */
export const FUZZ_TICKET_SECRET = 'fuzz-ticket-secret-of-at-least-32-bytes';

/** Where a vendor's pictures may live: /_img reads nothing else from the vendor's origin. */
const MEDIA_PATH = /^\/(uploads|media|static|files|images)\/[^?]*$/;
const MAX_PAGE = 10_000; // the site's own bound on page numbers (server/content-store/query-schemas.ts)
const MAX_BODY_BYTES = 16 * 1024;

const positive = (max: number) => (v: string) => /^[1-9]\d*$/.test(v) && Number(v) <= max;
const CHECKS = {
  page: positive(MAX_PAGE),
  size: positive(999),
  category_id: (v: string) => /^[3-8]$/.test(v),
  site: (v: string) => ['defan', 'wx', 'yx'].includes(v),
  tag: (v: string) => v.length <= 64 && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(v),
  index_group: (v: string) => /^[A-Za-z0]$/.test(v),
  route: (v: string) => v.length <= 200 && /^\/[A-Za-z0-9/_-]*$/.test(v),
  clientCategory: (v: string) => /^[a-z0-9_-]{1,32}$/.test(v),
} satisfies Record<string, (v: string) => boolean>;
type Check = (v: string) => boolean;

interface VendorRoute {
  method: 'GET' | 'POST';
  path: RegExp;
  /** The query parameters the route takes, each with its check. */
  query?: Record<string, Check>;
  body?: (body: unknown) => string[];
}

const LEAD_LIMITS: Record<string, number> = {
  client_name: 50,
  corp_name: 100,
  phone: 20,
  corp_email: 100,
  demand: 2000,
};
const QUERY_KEYS = ['where', 'only', 'without', 'sort', 'search', 'limit', 'skip'];

function contentQueryProblems(body: unknown): string[] {
  if (!isObject(body)) return ['content query body is not a JSON object'];
  const problems = Object.keys(body)
    .filter((k) => !QUERY_KEYS.includes(k))
    .map((k) => `content query key '${k}'`);
  const { limit, skip } = body;
  if (limit !== undefined && !(Number.isInteger(limit) && (limit as number) >= 1 && (limit as number) <= 100))
    problems.push(`limit ${JSON.stringify(limit)}`);
  if (skip !== undefined && !(Number.isInteger(skip) && (skip as number) >= 0))
    problems.push(`skip ${JSON.stringify(skip)}`);
  return problems;
}

function leadProblems(body: unknown): string[] {
  if (!isObject(body)) return ['lead is not a JSON object'];
  return Object.entries(body).flatMap(([k, v]) => {
    if (!(k in LEAD_LIMITS)) return [`lead key '${k}'`];
    if (typeof v !== 'string') return [`lead ${k} is not text`];
    return v.length > LEAD_LIMITS[k]! ? [`lead ${k} longer than ${LEAD_LIMITS[k]}`] : [];
  });
}

function conversionProblems(body: unknown): string[] {
  if (!isObject(body)) return ['conversion is not a JSON object'];
  const problems = Object.keys(body)
    .filter((k) => k !== 'token' && k !== 'conversionTypes')
    .map((k) => `conversion key '${k}'`);
  if (body.token !== FUZZ_OCPC_TOKEN) problems.push('conversion without the configured token');
  const types = body.conversionTypes;
  if (!Array.isArray(types) || types.length < 1 || types.length > 10)
    return [...problems, 'conversionTypes is not a list of 1-10'];
  for (const t of types) {
    const ok =
      isObject(t) &&
      typeof t.logidUrl === 'string' &&
      /^https?:\/\//.test(t.logidUrl) &&
      t.logidUrl.length <= 2048 &&
      Number.isInteger(t.newType) &&
      (t.newType as number) >= 1 &&
      (t.newType as number) <= 100;
    if (!ok) problems.push(`conversion entry ${JSON.stringify(t).slice(0, 80)}`);
  }
  return problems;
}

const ID = '([1-9][0-9]{0,9})';
const ROUTES: VendorRoute[] = [
  {
    method: 'GET',
    path: /^\/api\/v1\/articles\/$/,
    query: {
      site: CHECKS.site,
      category_id: CHECKS.category_id,
      tag: CHECKS.tag,
      page: CHECKS.page,
      size: CHECKS.size,
    },
  },
  { method: 'GET', path: new RegExp(`^/api/v1/articles/${ID}/$`), query: { category: CHECKS.category_id } },
  {
    method: 'GET',
    path: /^\/api\/v1\/article_tags\/$/,
    query: { index_group: CHECKS.index_group, page: CHECKS.page, size: CHECKS.size },
  },
  { method: 'GET', path: /^\/api\/v1\/article_tags\/index_groups\/$/ },
  { method: 'GET', path: /^\/api\/v1\/article_tags\/[a-z0-9]+(?:-[a-z0-9]+)*\/$/ },
  { method: 'GET', path: /^\/api\/v1\/(default_hotnews|default_hottags|client_comments)\/$/ },
  { method: 'GET', path: /^\/api\/v1\/site_pages\/$/, query: { route: CHECKS.route, site: CHECKS.site } },
  { method: 'POST', path: /^\/api\/v1\/content\/query\/$/, body: contentQueryProblems },
  { method: 'POST', path: /^\/api\/v1\/client_demands\/$/, body: leadProblems },
  { method: 'GET', path: /^\/ds_projects\/jiayi\/config\/(menus|index)\.json$/ },
  { method: 'GET', path: /^\/api\/client\/article$/, query: { category: CHECKS.clientCategory, pages: CHECKS.page } },
  { method: 'GET', path: new RegExp(`^/api/client/article/${ID}$`), query: { category: CHECKS.clientCategory } },
  { method: 'POST', path: /^\/ocpcapi\/api\/uploadConvertData$/, body: conversionProblems },
];

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Keys starting with '$' anywhere in a JSON value: query operators the vendor must never see. */
function operatorKeys(v: unknown, depth = 0): string[] {
  if (depth > 200 || typeof v !== 'object' || v === null) return depth > 200 ? ['nesting deeper than 200'] : [];
  if (Array.isArray(v)) return v.flatMap((x) => operatorKeys(x, depth + 1));
  return Object.entries(v).flatMap(([k, x]) => [
    ...(k.startsWith('$') ? [`operator '${k}'`] : []),
    ...operatorKeys(x, depth + 1),
  ]);
}

function queryProblems(search: string, allowed: Record<string, Check>): string[] {
  if (search === '') return [];
  const seen = new Set<string>();
  return search.split('&').flatMap((part): string[] => {
    const eq = part.indexOf('=');
    if (eq < 0) return [`query part '${part}' without a value`];
    let key: string;
    let value: string;
    try {
      key = decodeURIComponent(part.slice(0, eq).replace(/\+/g, ' '));
      value = decodeURIComponent(part.slice(eq + 1).replace(/\+/g, ' '));
    } catch {
      return [`undecodable query part '${part.slice(0, 60)}'`];
    }
    if (seen.has(key)) return [`repeated parameter '${key}'`];
    seen.add(key);
    const check = Object.hasOwn(allowed, key) ? allowed[key] : undefined;
    if (!check) return [`unknown parameter '${key.slice(0, 40)}'`];
    return check(value) ? [] : [`${key}=${JSON.stringify(value.slice(0, 60))} out of range`];
  });
}

/** The rules a request that reached the vendor breaks; empty when it is one the vendor expects. */
export function vendorProblems(req: VendorRequest): string[] {
  const q = req.url.indexOf('?');
  const path = q < 0 ? req.url : req.url.slice(0, q);
  const search = q < 0 ? '' : req.url.slice(q + 1);
  const problems: string[] = [];
  for (const segment of path.split('/')) {
    if (segment === '..' || segment === '.') problems.push(`path segment '${segment}'`);
    else if (segment.includes('%')) problems.push(`escaped path segment '${segment.slice(0, 40)}'`);
  }
  // The site adds its own headers; nothing the fuzzer sent (probes, cookies) may ride along.
  for (const [name, value] of Object.entries(req.headers)) {
    if (name.startsWith('x-fuzz') || (name === 'cookie' && String(value).includes('fuzz')))
      problems.push(`client header '${name}' forwarded`);
  }
  // /_img reading a picture from the vendor's origin: a media path, never the API, never a query.
  if (String(req.headers.accept ?? '').startsWith('image/')) {
    if (req.method !== 'GET') problems.push(`picture fetch with ${req.method}`);
    if (!MEDIA_PATH.test(path)) problems.push(`picture fetch of '${path.slice(0, 60)}', not a media path`);
    if (q >= 0) problems.push('picture fetch with a query');
    return problems;
  }
  const route = ROUTES.find((r) => r.path.test(path));
  if (!route) return [...problems, 'path not in the Content API table'];
  if (route.method !== req.method) problems.push(`method ${req.method}`);
  problems.push(...queryProblems(search, route.query ?? {}));
  if (req.method === 'GET') return req.body.length ? [...problems, 'GET with a body'] : problems;

  if (req.body.length > MAX_BODY_BYTES) problems.push(`body of ${req.body.length} bytes`);
  if (route.path.source.includes('client_demands') && !req.headers['idempotency-key'])
    problems.push('lead without Idempotency-Key');
  let body: unknown;
  try {
    body = JSON.parse(req.body.toString('utf8'));
  } catch {
    return [...problems, 'body is not JSON'];
  }
  return [...problems, ...operatorKeys(body), ...(route.body?.(body) ?? [])];
}
