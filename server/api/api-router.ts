// Serves the content API's fixed paths for the browser: from the embedded store when the
// request's environment has no vendor API base, else by proxying to the vendor (GETs through
// the cache). Leads and conversions are recorded here in both modes.
import express, { type NextFunction, type Request, type Response } from 'express';
import { z } from 'zod';
import { ApiError } from '../../shared/api/errors.ts';
import type { ApiRequest, Transport } from '../../shared/api/transport.ts';
import type { ClientDemand } from '../../shared/api/types.ts';
import { LEAD_FIELDS, LEAD_SUCCESS_MESSAGE, leadProblem, type FormKind } from '../../shared/forms/lead-rules.ts';
import type { LeadStore } from '../leads/lead-store.ts';
import type { Forwarder } from '../leads/forwarder.ts';
import rateLimit from 'express-rate-limit';
import type { RequestContext } from '../request-context.ts';
import { API_PREFIXES, matchApiRoute } from './api-routes.ts';
import type { ContentSources } from './content-sources.ts';

export const MAX_JSON_BODY = '16kb';

export interface ApiRouterDeps {
  sources: ContentSources;
  leads: LeadStore;
  /** Baidu oCPC forwarding, present when OCPC_TOKEN is configured. */
  ocpc: { token: string; transport: Transport } | undefined;
  /** Delivers outbox leads in upstream mode; kicked after each new lead. */
  forwarder?: Forwarder;
  /** Leads accepted per client IP per 10 minutes. */
  leadRatePer10Min: number;
}

const conversionBody = z.object({
  conversionTypes: z
    .array(
      z.object({
        logidUrl: z.url({ protocol: /^https?$/ }).max(2048),
        newType: z.number().int().min(1).max(100),
      }),
    )
    .min(1)
    .max(10),
});

const FORM_KINDS: readonly FormKind[] = ['consult', 'consult-en', 'trial'];
/** A field no person sees or fills; bots that fill every input give themselves away. */
export const HONEYPOT_FIELD = 'website';

function singleValuedQuery(req: Request): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(req.query)) {
    if (typeof value !== 'string') {
      throw new ApiError(400, 'bad_request', `${key}: must be given once, as plain text`);
    }
    out[key] = value;
  }
  return out;
}

function leadFromBody(body: unknown): { lead: ClientDemand; form: FormKind; honeypot: boolean } {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ApiError(400, 'bad_request', 'The body must be a JSON object');
  }
  const b = body as Record<string, unknown>;
  const lead = {} as ClientDemand;
  for (const field of LEAD_FIELDS) {
    const v = b[field] ?? '';
    if (typeof v !== 'string') throw new ApiError(400, 'bad_request', `${field}: must be text`);
    lead[field] = v;
  }
  const form = b.form ?? 'consult';
  if (!FORM_KINDS.includes(form as FormKind)) {
    throw new ApiError(400, 'bad_request', `form: must be one of ${FORM_KINDS.join(', ')}`);
  }
  const trap = b[HONEYPOT_FIELD];
  return { lead, form: form as FormKind, honeypot: typeof trap === 'string' && trap !== '' };
}

export function createApiRouter(deps: ApiRouterDeps): express.Router {
  const router = express.Router();
  const json = express.json({ limit: MAX_JSON_BODY, strict: true });
  // Per worker process: with N cluster workers a client gets at most N× this, which still stops floods.
  const leadLimiter = rateLimit({
    windowMs: 10 * 60_000,
    limit: deps.leadRatePer10Min,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (_req, _res, next) => next(new ApiError(429, 'too_many_requests', '提交过于频繁，请稍后再试')),
  });

  router.use((req: Request, res: Response, next: NextFunction) => {
    if (!API_PREFIXES.some((p) => req.path.startsWith(p))) return next();
    if (req.method === 'POST' && !req.is('application/json')) {
      return next(new ApiError(415, 'unsupported_media_type', 'Send the body as JSON (Content-Type: application/json)'));
    }
    json(req, res, (err?: unknown) => (err ? next(err) : handle(req, res).catch(next)));
  });

  async function handle(req: Request, res: Response): Promise<void> {
    const ctx = res.locals.ctx as RequestContext;
    const match = matchApiRoute(req.method, req.path);
    if (!match.route) {
      throw match.methodNotAllowed
        ? new ApiError(405, 'method_not_allowed', `${req.method} is not allowed on ${req.path}`)
        : new ApiError(404, 'not_found', `No such API path: ${req.path}`);
    }
    const query = singleValuedQuery(req);
    const upstream = deps.sources.upstream(ctx.env);

    if (match.route.name === 'clientDemands') {
      await new Promise<void>((resolve, reject) => leadLimiter(req, res, (err?: unknown) => (err ? reject(err) : resolve())));
      const { lead, form, honeypot } = leadFromBody(req.body);
      const problem = leadProblem(lead, form);
      if (problem) {
        throw Object.assign(new ApiError(400, 'invalid_lead', problem.message), { field: problem.field });
      }
      if (honeypot) {
        req.log.warn({ form }, 'lead dropped: honeypot field filled');
        res.status(201).json({ message: LEAD_SUCCESS_MESSAGE });
        return;
      }
      // Committed (synchronous, WAL) before the answer: an acknowledged lead survives a crash.
      const { id } = deps.leads.add(lead, {
        form,
        env: ctx.env,
        ip: req.ip ?? '',
        userAgent: req.get('user-agent') ?? '',
        state: upstream ? 'pending' : 'inbox',
      });
      req.log.info({ leadId: id, form }, 'lead stored');
      res.status(201).json({ id, message: LEAD_SUCCESS_MESSAGE });
      if (upstream) deps.forwarder?.kick();
      return;
    }

    if (match.route.name === 'uploadConvertData') {
      const parsed = conversionBody.safeParse(req.body);
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        throw new ApiError(400, 'bad_request', `${issue.path.join('.') || 'body'}: ${issue.message}`);
      }
      const { conversionTypes } = parsed.data;
      // Every conversion is kept locally; with a token configured it also goes to Baidu, the
      // token added here so it never reaches a browser.
      deps.leads.recordConversion(conversionTypes, req.ip ?? '');
      if (deps.ocpc) {
        const answer = await deps.ocpc.transport({
          method: 'POST',
          path: req.path,
          body: { token: deps.ocpc.token, conversionTypes },
          shape: 'any',
          upstream: 'ocpc',
        });
        res.json(answer);
      } else {
        res.json({ header: { status: 0, desc: 'recorded' } });
      }
      return;
    }

    const apiReq: ApiRequest = {
      method: match.route.method,
      path: req.path,
      query,
      body: req.body,
      shape: match.route.shape,
    };
    res.json(await deps.sources.transport(ctx.env)(apiReq));
  }

  return router;
}
