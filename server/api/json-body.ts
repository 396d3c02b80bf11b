// What the content API router and the lead routes both do to a request before reading it, so
// the two refuse the same malformed requests with the same answers.
import express, { type NextFunction, type Request, type Response } from 'express';
import { ApiError } from '../../shared/api/errors.ts';

const MAX_JSON_BODY = '16kb';
const json = express.json({ limit: MAX_JSON_BODY, strict: true });

/** A POST must say it is JSON (415 otherwise); the body is parsed, body-parser's errors passed on. */
export function jsonBody(req: Request, res: Response, next: NextFunction): void {
  if (req.method === 'POST' && !req.is('application/json')) {
    return next(new ApiError(415, 'unsupported_media_type', 'Send the body as JSON (Content-Type: application/json)'));
  }
  json(req, res, next);
}

/** The query with each parameter given once as text; a repeated or nested one is a 400. */
export function singleValuedQuery(req: Request): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(req.query)) {
    if (typeof value !== 'string') {
      throw new ApiError(400, 'bad_request', `${key}: must be given once, as plain text`);
    }
    out[key] = value;
  }
  return out;
}
