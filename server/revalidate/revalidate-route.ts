// POST /_revalidate: the vendor CMS calls it when it publishes, with the REVALIDATE_TOKEN as a
// bearer token, and what changed drops from the caches of every worker at once instead of
// lasting until the page cache's TTL and stale window (README "Publishing"). Failed attempts are
// limited per address, before the token is even compared, so it cannot be guessed.
import { randomUUID } from 'node:crypto';
import express, { type NextFunction, type Request, type Response } from 'express';
import rateLimit from 'express-rate-limit';
import { RATE_LIMIT_DEFAULTS } from '../security/rate-limit.ts';
import { ApiError } from '../../shared/api/errors.ts';
import { sameText } from '../security/same-text.ts';
import { parseRevalidation } from './revalidate-body.ts';
import { summary, type Revalidator } from './revalidator.ts';

export const REVALIDATE_PATH = '/_revalidate';
/** Failed attempts one address may make, per worker process. */
export const FAILURE_LIMIT = { windowMs: 15 * 60_000, limit: 10 } as const;
/** Room for the most a valid body can hold (200 paths and 200 keys at their longest). */
const MAX_BODY = '1mb';

export function createRevalidateRouter(opts: { token: string; revalidator: Revalidator }): express.Router {
  const router = express.Router();
  const json = express.json({ limit: MAX_BODY, strict: true });
  // Counts only the attempts answered 401: the CMS's own calls never use the allowance up.
  const failures = rateLimit({
    ...FAILURE_LIMIT,
    skipSuccessfulRequests: true,
    requestWasSuccessful: (_req, res) => res.statusCode !== 401,
    identifier: 'revalidate-failures',
    ...RATE_LIMIT_DEFAULTS,
    handler: (req, _res, next) => {
      req.log.warn('revalidation refused: too many failed attempts');
      next(
        new ApiError(
          429,
          'too_many_requests',
          `Too many failed attempts; try again in ${FAILURE_LIMIT.windowMs / 60_000} minutes`,
        ),
      );
    },
  });

  const authorize = (req: Request, res: Response, next: NextFunction) => {
    const given = /^Bearer ([\x21-\x7e]+)$/i.exec(req.get('authorization') ?? '')?.[1];
    if (given !== undefined && sameText(given, opts.token)) return next();
    req.log.warn({ tokenGiven: given !== undefined }, 'revalidation refused: bad token');
    res.set('WWW-Authenticate', 'Bearer realm="revalidate"');
    next(new ApiError(401, 'unauthorized', 'Send the revalidation token as Authorization: Bearer <token>'));
  };

  const requireJson = (req: Request, _res: Response, next: NextFunction) => {
    if (req.is('application/json')) return next();
    next(new ApiError(415, 'unsupported_media_type', 'Send the body as JSON (Content-Type: application/json)'));
  };

  router.post(REVALIDATE_PATH, failures, authorize, requireJson, json, (req, res) => {
    const parsed = parseRevalidation(req.body);
    if (!parsed.ok) {
      req.log.warn({ reason: parsed.message.slice(0, 200) }, 'revalidation refused');
      throw new ApiError(400, 'bad_request', parsed.message);
    }
    // Its id is in every server's logs of it (and in the edge refresh requests nginx logs).
    const id = randomUUID();
    const dropped = opts.revalidator.revalidate(parsed.value, id);
    req.log.info({ rid: id, ...summary(parsed.value), dropped }, 'revalidated on request');
    res.status(202).json({ dropped, id });
  });
  router.all(REVALIDATE_PATH, (_req, res, next) => {
    res.set('Allow', 'POST');
    next(new ApiError(405, 'method_not_allowed', `Only POST is allowed on ${REVALIDATE_PATH}`));
  });
  return router;
}
