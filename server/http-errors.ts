// Turns whatever went wrong into a JSON answer with a message: 4xx for the client's mistakes,
// a plain 5xx (never a stack trace) for ours. The answers made here without Express (a target
// that does not decode, a request Node itself could not read) carry the site's security headers
// like every other answer (pages/page-headers.ts).
import type { ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { NextFunction, Request, Response } from 'express';
import { ApiError } from '../shared/api/errors.ts';

/** The site's security headers (securityHeaders in pages/page-headers.ts), lower-case names. */
type SecurityHeaders = Readonly<Record<string, string>>;

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
  security: SecurityHeaders,
): void {
  if (isApi) {
    const body = JSON.stringify({
      error_code: problem.status === 414 ? 'uri_too_long' : 'bad_request',
      message: problem.message,
    });
    res.writeHead(problem.status, {
      ...security,
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
    ...security,
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
  });
  res.end(body);
}

/** What Node answers a request it could not read, by its error code; anything else is a 400. */
const CLIENT_ERRORS: Record<string, readonly [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large'],
  HPE_CHUNK_EXTENSIONS_OVERFLOW: [413, 'Payload Too Large'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout'],
};

/**
 * The server's 'clientError' listener: Node's own answer to a request it could not read (headers
 * over 16 KB 431, a request not complete within REQUEST_TIMEOUT_MS 408, bytes that are no HTTP
 * 400), with the security headers added, and then the connection closed, as Node does without
 * a listener. Nothing is written once a response has begun on the socket.
 */
export function clientErrorAnswer(security: SecurityHeaders): (err: Error & { code?: string }, socket: Duplex) => void {
  const headers = Object.entries(security)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  return (err, socket) => {
    const inFlight = (socket as Duplex & { _httpMessage?: { headersSent: boolean } | null })._httpMessage;
    if (!socket.writable || inFlight?.headersSent) {
      socket.destroy();
      return;
    }
    const [status, text] = CLIENT_ERRORS[err.code ?? ''] ?? [400, 'Bad Request'];
    const answer = `HTTP/1.1 ${status} ${text}\r\n${headers}Content-Length: 0\r\nConnection: close\r\n\r\n`;
    socket.end(answer, () => socket.destroy());
  };
}
