// The browser's transport: fetch against the site's own origin (which serves or proxies the
// content API), credentials for same-origin requests, GETs retried 3 times with backoff: when no
// answer came, or an answer the site did not make itself (an edge's 502 while the site restarts).
// An error the site answered (FINAL_ANSWER_HEADER) is final: the site's proxy has retried the
// vendor already, and retrying it here too made one failing navigation 16 vendor calls.
import { ApiError, errorFromBody } from './errors.ts';
import { FINAL_ANSWER_HEADER, queryString, type ApiRequest, type Transport } from './transport.ts';

export interface FetchTransportOptions {
  /** '' in the browser (same origin); an absolute base elsewhere. */
  base?: string;
  retries?: number;
  retryBaseMs?: number;
  fetch?: typeof fetch;
}

const RETRYABLE = new Set([408, 429, 500, 502, 503, 504]);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function createFetchTransport(opts: FetchTransportOptions = {}): Transport {
  const base = opts.base ?? '';
  const retries = opts.retries ?? 3;
  const retryBaseMs = opts.retryBaseMs ?? 200;
  const doFetch = opts.fetch ?? ((input, init) => fetch(input, init));

  return async function fetchTransport(req: ApiRequest): Promise<unknown> {
    const attempts = req.method === 'GET' ? retries + 1 : 1;
    let lastError: ApiError | undefined;
    for (let attempt = 0; attempt < attempts; attempt++) {
      if (attempt > 0) await sleep(retryBaseMs * 2 ** (attempt - 1));
      let res: Response;
      try {
        res = await doFetch(`${base}${req.path}${queryString(req.query)}`, {
          method: req.method,
          credentials: 'same-origin',
          headers: req.method === 'POST' ? { 'content-type': 'application/json', ...req.headers } : req.headers,
          body: req.method === 'POST' ? JSON.stringify(req.body ?? {}) : undefined,
          keepalive: req.keepalive,
        });
      } catch (e) {
        lastError = new ApiError(0, 'network_error', e instanceof Error ? e.message : 'Network error');
        // Offline, retrying only keeps the visitor waiting for the same answer.
        if (typeof navigator !== 'undefined' && navigator.onLine === false) break;
        continue;
      }
      const text = await res.text();
      let body: unknown = null;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        body = undefined;
      }
      const error =
        errorFromBody(body, res.status) ??
        (res.ok ? undefined : new ApiError(res.status, `http_${res.status}`, `HTTP ${res.status}`));
      if (!error) {
        if (body === undefined) throw new ApiError(502, 'bad_response', 'The answer is not JSON');
        return body;
      }
      lastError = error;
      if (!RETRYABLE.has(res.status) || res.headers.has(FINAL_ANSWER_HEADER)) break;
    }
    throw lastError!;
  };
}
