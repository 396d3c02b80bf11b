// Turns whatever went wrong into a JSON answer with a message: 4xx for the client's mistakes,
// a plain 5xx (never a stack trace) for ours.
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

export function jsonErrorHandler(err: unknown, req: Request, res: Response, next: NextFunction): void {
  if (res.headersSent) return next(err);
  const { status, body } = errorAnswer(err);
  if (status >= 500) req.log.error({ err }, 'request failed');
  else req.log.info({ status, error: body.message }, 'request rejected');
  res.status(status).json(body);
}
