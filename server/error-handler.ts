// How the app ends: a 404 for addresses this configuration leaves out, a 404 for a GET or HEAD no
// route took and a 405 for any other method there (the app renders no page: the fast path sends
// pages to the page service before it), and the error handler, which answers every error as JSON
// or as a static HTML page by what the client accepts (http-errors.ts: errorKind).
import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import { ApiError } from '../shared/api/errors.ts';
import { errorAnswer, sendError } from './http-errors.ts';

/** An address that does not exist in this configuration (the staff inbox without credentials,
 *  revalidation without a token): a 404 for every method. */
export function absent(path: string): express.Router {
  return express.Router().all(path, (_req, _res, next) => next(new ApiError(404, 'not_found', 'Not found')));
}

/** A request no route took: nothing here for a GET or HEAD (a 404, never a page), and only those
 *  two methods allowed for anything else (a 405). */
export const noRoute: RequestHandler = (req, res, next) => {
  if (req.method === 'GET' || req.method === 'HEAD') return next(new ApiError(404, 'not_found', 'Not found'));
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
