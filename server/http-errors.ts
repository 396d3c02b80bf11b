// Turns whatever went wrong into an answer: 4xx for the client's mistakes, a plain 5xx (never a
// stack trace) for ours, as JSON or as a small HTML page by what the client accepts (errorKind).
// The answers made here without Express (a target that does not decode, a request Node itself
// could not read) carry the site's security headers like every other answer
// (pages/page-headers.ts).
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import express, { type RequestHandler } from 'express';
import type { Logger } from 'pino';
import { ApiError } from '../shared/api/errors.ts';
import { langOfPath } from '../shared/routes/path-language.ts';
import { logSafeUrl } from './log-safe-url.ts';
import { errorPageHtml, formErrorHtml } from './pages/fallback-page.ts';
import { isFormPost, isPageRequest } from './site-paths.ts';

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

/** The status of an error and its JSON body. */
export function errorAnswer(err: unknown): { status: number; body: Record<string, unknown> } {
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

/** Express's own negotiation (req.accepts), for requests answered before the app too. */
const accepts = express.request.accepts as (this: { headers: IncomingHttpHeaders }, types: string[]) => string | false;

/**
 * Whether an error is answered as an HTML page or as JSON. The request's Accept header decides,
 * as Express's req.accepts ranks the two: by quality, then by how specifically Accept names
 * them, then by their order in it. When it ranks them the same (no Accept, or a bare `*\/*` as
 * fetch() sends) or takes neither, the request's own kind does: HTML for a page request (GET or
 * HEAD of a page address, site-paths.ts), JSON for anything else (the API, files, internal
 * endpoints, a POST). So a browser (`text/html,…,*\/*;q=0.8`) gets a page wherever it goes, and
 * a script gets JSON unless it asks for a page address without saying what it takes.
 */
export function errorKind(req: IncomingMessage, path: string): 'html' | 'json' {
  const order = isPageRequest(req.method ?? 'GET', path) ? ['html', 'json'] : ['json', 'html'];
  return (accepts.call(req, order) || order[0]) as 'html' | 'json';
}

/** Sends an error answer: the status, and its JSON body or its static page (in the address's
 *  language), which nobody may keep. The fast path and the app's error handler both send it. */
export function sendError(
  req: IncomingMessage & { originalUrl?: string },
  res: ServerResponse,
  answer: { status: number; body: Record<string, unknown> },
  security: SecurityHeaders = {},
): void {
  // Express rewrites req.url inside a mounted router; originalUrl is the address asked.
  const url = req.originalUrl ?? req.url ?? '/';
  const q = url.indexOf('?');
  const path = q === -1 ? url : url.slice(0, q);
  const html = errorKind(req, path) === 'html';
  const lang = langOfPath(path);
  const page = () =>
    // A lead form posted to a page, refused before it could come back as the page: say so, and link back.
    isFormPost(req.method ?? 'GET', path)
      ? formErrorHtml(answer.status, lang, path)
      : errorPageHtml(answer.status, lang);
  const body = html ? page() : JSON.stringify(answer.body);
  res.writeHead(answer.status, {
    ...security,
    'Content-Type': html ? 'text/html; charset=utf-8' : 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
  });
  res.end(req.method === 'HEAD' ? undefined : body);
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

/** Answers a request whose target no route could read (urlProblem), before anything decodes it. */
export function sendUrlProblem(
  req: IncomingMessage,
  res: ServerResponse,
  problem: { status: 400 | 414; message: string },
  security: SecurityHeaders,
): void {
  const code = problem.status === 414 ? 'uri_too_long' : 'bad_request';
  sendError(req, res, { status: problem.status, body: { error_code: code, message: problem.message } }, security);
}

/** Rejects, in the app, what the fast path rejects before it: a target that does not decode. */
export function rejectUnreadableUrls(logger: Logger, security: SecurityHeaders): RequestHandler {
  return (req, res, next) => {
    const problem = urlProblem(req.url);
    if (!problem) return next();
    logger.warn({ url: logSafeUrl(req.url, 200), status: problem.status }, `request rejected: ${problem.message}`);
    sendUrlProblem(req, res, problem, security);
  };
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
