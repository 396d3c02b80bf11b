// Turns whatever went wrong into a JSON answer with a message: 4xx for the client's mistakes,
// a plain 5xx (never a stack trace) for ours.
import type { ServerResponse } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import { ApiError } from '../shared/api/errors.ts';

interface BodyParserError {
  type?: string;
  status?: number;
  statusCode?: number;
  limit?: number;
}

const BODY_PARSER_MESSAGES: Record<string, [number, string]> = {
  'entity.parse.failed': [400, 'The body is not valid JSON'],
  'entity.too.large': [413, 'The body is too large'],
  'encoding.unsupported': [415, 'The body encoding is not supported'],
  'charset.unsupported': [415, 'The body charset is not supported; send UTF-8'],
  'request.aborted': [400, 'The request was aborted'],
  'request.size.invalid': [400, 'The body size does not match Content-Length'],
};

function errorAnswer(err: unknown): { status: number; body: Record<string, unknown> } {
  if (err instanceof ApiError) {
    const body: Record<string, unknown> = err.toJSON();
    const field = (err as ApiError & { field?: string }).field;
    if (field) body.field = field;
    return { status: err.status || 502, body };
  }
  const bp = err as BodyParserError;
  const known = bp?.type ? BODY_PARSER_MESSAGES[bp.type] : undefined;
  if (known) return { status: known[0], body: { error_code: bp.type!, message: known[1] } };
  const status = bp?.status ?? bp?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return { status, body: { error_code: `http_${status}`, message: 'The request could not be processed' } };
  }
  return { status: 500, body: { error_code: 'internal_error', message: 'Internal server error' } };
}

export function jsonErrorHandler(err: unknown, req: Request, res: Response, next: NextFunction): void {
  if (res.headersSent) return next(err);
  const { status, body } = errorAnswer(err);
  if (status >= 500) req.log.error({ err }, 'request failed');
  else req.log.info({ status, error: body.message }, 'request rejected');
  res.status(status).json(body);
}

/** Longest request target accepted (nginx's default header buffer; browsers stay far below it). */
const MAX_URL_LENGTH = 8192;

/**
 * What is wrong with a request target before anything routes it: too long (414), or a path that
 * does not decode to text (a malformed % escape, bytes that are not UTF-8, control characters).
 */
export function urlProblem(url: string): { status: 400 | 414; message: string } | undefined {
  if (url.length > MAX_URL_LENGTH) return { status: 414, message: 'The address is too long' };
  const q = url.indexOf('?');
  const path = q === -1 ? url : url.slice(0, q);
  if (!path.startsWith('/')) return { status: 400, message: 'The address must be a path' };
  if (!path.includes('%'))
    return /[\x00-\x1f\x7f]/.test(path)
      ? { status: 400, message: 'The address contains control characters' }
      : undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return { status: 400, message: 'The address has a malformed escape' };
  }
  if (/[\x00-\x1f\x7f]/.test(decoded)) return { status: 400, message: 'The address contains control characters' };
  return undefined;
}

const BAD_REQUEST_HTML = {
  zh: ['请求无效', '您访问的地址格式不正确。', '返回首页', '/'],
  en: ['Bad request', 'The address you opened is not valid.', 'Back to the home page', '/en'],
} as const;

/** The answer to a malformed request: JSON under the API's paths, a small page elsewhere. */
export function sendUrlProblem(
  res: ServerResponse,
  url: string,
  problem: { status: number; message: string },
  isApi: boolean,
): void {
  if (isApi) {
    const body = JSON.stringify({
      error_code: problem.status === 414 ? 'uri_too_long' : 'bad_request',
      message: problem.message,
    });
    res.writeHead(problem.status, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': Buffer.byteLength(body),
      'Cache-Control': 'no-store',
    });
    res.end(body);
    return;
  }
  const [title, text, home, href] = BAD_REQUEST_HTML[/^\/en(?:[/?]|$)/.test(url) ? 'en' : 'zh'];
  const body = `<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title></head><body style="font-family:system-ui,sans-serif;text-align:center;padding:64px 24px"><h1>${title}</h1><p>${text}</p><p><a href="${href}">${home}</a></p></body></html>`;
  res.writeHead(problem.status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
  });
  res.end(body);
}
