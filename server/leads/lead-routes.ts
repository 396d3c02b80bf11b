// The two POSTs that carry what a visitor gave us: a consultation lead (committed to the outbox
// before the answer) and the Baidu oCPC conversion that may follow it. The content API router
// hands them here once it has matched the path and parsed the JSON body.
import type { Request, Response } from 'express';
import rateLimit from 'express-rate-limit';
import { z } from 'zod';
import { ApiError } from '../../shared/api/errors.ts';
import type { Transport } from '../../shared/api/transport.ts';
import type { ClientDemand } from '../../shared/api/types.ts';
import { LEAD_FIELDS, LEAD_SUCCESS_MESSAGE, leadProblem, type FormKind } from '../../shared/forms/lead-rules.ts';
import type { RequestContext } from '../request-context.ts';
import type { Forwarder } from './forwarder.ts';
import type { LeadStore } from './lead-store.ts';

export interface LeadRoutesDeps {
  leads: LeadStore;
  /** Baidu oCPC forwarding, present when OCPC_TOKEN is configured. */
  ocpc: { token: string; transport: Transport } | undefined;
  /** Delivers outbox leads in upstream mode; kicked after each new lead. */
  forwarder?: Forwarder;
  /** Leads accepted per client IP per 10 minutes. */
  leadRatePer10Min: number;
  /** Whether the request's environment delivers leads to a vendor API (else they stay in the inbox). */
  hasUpstream: (ctx: RequestContext) => boolean;
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

/** Runs an express middleware as a promise (the limiter's rejection becomes the thrown error). */
function run(mw: (req: Request, res: Response, next: (err?: unknown) => void) => unknown, req: Request, res: Response) {
  return new Promise<void>((resolve, reject) => {
    void mw(req, res, (err?: unknown) => (err ? reject(err) : resolve()));
  });
}

export function createLeadRoutes(deps: LeadRoutesDeps) {
  // Per worker process: with N cluster workers a client gets at most N× this, which still stops floods.
  const leadLimiter = rateLimit({
    windowMs: 10 * 60_000,
    limit: deps.leadRatePer10Min,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (_req, _res, next) => next(new ApiError(429, 'too_many_requests', '提交过于频繁，请稍后再试')),
  });

  return {
    async clientDemand(req: Request, res: Response, ctx: RequestContext): Promise<void> {
      await run(leadLimiter, req, res);
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
      const upstream = deps.hasUpstream(ctx);
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
    },

    async conversion(req: Request, res: Response): Promise<void> {
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
    },
  };
}
