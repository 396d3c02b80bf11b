// The server's transport to the vendor API: the only module that knows got. GETs are retried
// (3 times, with backoff) on network errors, timeouts and 5xx/429; POSTs are never retried,
// because a lead or a conversion posted twice is worse than one that failed visibly.
import http from 'node:http';
import https from 'node:https';
import got, { HTTPError, RequestError } from 'got';
import { ApiError, errorFromBody } from '../../shared/api/errors.ts';
import { schemas } from '../../shared/api/schemas.ts';
import { queryString, type ApiRequest, type Transport } from '../../shared/api/transport.ts';
import { measuredTransport } from '../metrics/metrics.ts';

export interface GotTransportOptions {
  /** Base address of the vendor content API. */
  apiBase: string;
  /** Full address of Baidu's oCPC upload endpoint. */
  ocpcUrl?: string;
  timeoutMs: number;
  retries?: number;
  /** First retry delay; each further retry doubles it. */
  retryBaseMs?: number;
}

const agent = {
  http: new http.Agent({ keepAlive: true, maxSockets: 64 }),
  https: new https.Agent({ keepAlive: true, maxSockets: 64 }),
};

const MAX_UPSTREAM_BODY_BYTES = 8 * 1024 * 1024;

/** How often a failed GET is asked again: the one retry layer between a visitor and the vendor
 *  (the browser does not retry what the site's proxy answered, shared/api/fetch-transport.ts). */
export const UPSTREAM_GET_RETRIES = 3;

export function createGotTransport(opts: GotTransportOptions): Transport {
  const retries = opts.retries ?? UPSTREAM_GET_RETRIES;
  const retryBaseMs = opts.retryBaseMs ?? 200;
  const client = got.extend({
    timeout: { request: opts.timeoutMs },
    agent,
    retry: {
      limit: retries,
      methods: ['GET'],
      statusCodes: [408, 429, 500, 502, 503, 504, 521, 522, 524],
      calculateDelay: ({ attemptCount, computedValue }) =>
        computedValue === 0 ? 0 : retryBaseMs * 2 ** (attemptCount - 1),
    },
    headers: { accept: 'application/json', 'user-agent': 'defan-site' },
  });

  // Counted and timed by endpoint and outcome (server/metrics/).
  return measuredTransport(async function gotTransport(req: ApiRequest): Promise<unknown> {
    const url = req.upstream === 'ocpc' ? (opts.ocpcUrl ?? '') : `${opts.apiBase}${req.path}${queryString(req.query)}`;
    if (!url) throw new ApiError(503, 'not_configured', 'oCPC upload address is not configured');
    let status: number;
    let body: unknown;
    try {
      const res = await client(url, {
        method: req.method,
        json: req.method === 'POST' ? (req.body ?? {}) : undefined,
        headers: req.headers,
        responseType: 'text',
      });
      status = res.statusCode;
      body = parseJson(res.body, status);
    } catch (e) {
      throw toApiError(e);
    }
    const bodyError = errorFromBody(body, status);
    if (bodyError) throw bodyError;
    const parsed = schemas[req.shape].safeParse(body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new ApiError(
        502,
        'bad_response',
        `Upstream answer to ${req.path} does not match its contract (${issue?.path.join('.')}: ${issue?.message})`,
      );
    }
    return parsed.data;
  });
}

function parseJson(text: string, status: number): unknown {
  if (text.length > MAX_UPSTREAM_BODY_BYTES) {
    throw new ApiError(502, 'bad_response', 'Upstream answer is too large');
  }
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(502, 'bad_response', `Upstream answered ${status} with a body that is not JSON`);
  }
}

function toApiError(e: unknown): ApiError {
  if (e instanceof ApiError) return e;
  if (e instanceof HTTPError) {
    const status = e.response.statusCode;
    let body: unknown;
    try {
      body = JSON.parse(String(e.response.body));
    } catch {
      body = undefined;
    }
    return errorFromBody(body, status) ?? new ApiError(status, `http_${status}`, `Upstream answered HTTP ${status}`);
  }
  if (e instanceof RequestError) {
    const timeout = e.code === 'ETIMEDOUT';
    return new ApiError(
      timeout ? 504 : 503,
      timeout ? 'timeout' : 'upstream_unavailable',
      timeout ? 'Upstream did not answer in time' : `Upstream unreachable (${e.code})`,
    );
  }
  return new ApiError(500, 'error', e instanceof Error ? e.message : 'Unknown upstream failure');
}
