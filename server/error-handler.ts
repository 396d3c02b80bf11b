// How the app ends: a 404 for addresses this configuration leaves out, a 405 for any method but
// GET and HEAD on an address no route took (pages are only read), and the error handler, which
// answers every error as JSON or as a static HTML page by what the client accepts
// (http-errors.ts: errorKind).
import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import { ApiError } from '../shared/api/errors.ts';
import { errorAnswer, sendError } from './http-errors.ts';

/** An address that does not exist in this configuration (the staff inbox without credentials,
 *  revalidation without a token): a 404 for every method. */
export function absent(path: string): express.Router {
  return express.Router().all(path, (_req, _res, next) => next(new ApiError(404, 'not_found', 'Not found')));
}

export const methodNotAllowed: RequestHandler = (_req, res, next) => {
  res.set('Allow', 'GET, HEAD');
  next(new ApiError(405, 'method_not_allowed', 'Only GET and HEAD are allowed here'));
};

/** The status of whatever went wrong (4xx for the client's mistakes, a plain 500 for ours), as
 *  the client accepts it; the response already carries the security headers. */
export const errorHandler: ErrorRequestHandler = (err, req, res, next) => {
  // Express's own handler ends a response that has begun.
  if (res.headersSent) return next(err);
  const answer = errorAnswer(err);
  if (answer.status >= 500) req.log.error({ err }, 'request failed');
  else req.log.info({ status: answer.status, error: answer.body.message }, 'request rejected');
  sendError(req, res, answer);
};
