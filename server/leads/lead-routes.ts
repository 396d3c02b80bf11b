// The two POSTs that carry what a visitor gave us: a consultation lead (committed to the outbox
// before the answer) and the Baidu oCPC conversion that may follow it. The content API router
// hands them here once it has matched the path and parsed the JSON body.
// The conversion endpoint signs what it forwards with the company's oCPC token, so it takes
// only what our own page sends after a lead: one type-3 conversion of one of our addresses with
// a bd_vid, the ticket of a lead accepted in the last 30 minutes, once per click and per lead.
import type { Request, Response } from 'express';
import rateLimit from 'express-rate-limit';
import { z } from 'zod';
import { ApiError } from '../../shared/api/errors.ts';
import type { Transport } from '../../shared/api/transport.ts';
import type { ClientDemand, LeadAnswer } from '../../shared/api/types.ts';
import { CONVERSION_TYPE } from '../../shared/constants.ts';
import { BD_VID, BD_VID_KEY } from '../../shared/forms/ad-click.ts';
import { LEAD_FIELDS, LEAD_SUCCESS_MESSAGE, leadProblem, type FormKind } from '../../shared/forms/lead-rules.ts';
import type { Config } from '../config.ts';
import { createOwnUrlCheck, type RequestContext } from '../request-context.ts';
import { createConversionTickets } from './conversion-ticket.ts';
import type { Forwarder } from './forwarder.ts';
import type { LeadStore } from './lead-store.ts';

export interface LeadRoutesDeps {
  leads: LeadStore;
  /** Baidu oCPC forwarding, present when OCPC_TOKEN is configured. */
  ocpc: { token: string; transport: Transport } | undefined;
  /** Delivers outbox leads in upstream mode; kicked after each new lead. */
  forwarder?: Forwarder;
  /** Leads accepted per client IP per 10 minutes; conversions too, as each needs its own lead. */
  leadRatePer10Min: number;
  /** The public bases of every environment: conversions are only for addresses on these sites. */
  siteBase: Config['siteBase'];
  /** Whether the request's environment delivers leads to a vendor API (else they stay in the inbox). */
  hasUpstream: (ctx: RequestContext) => boolean;
}

/** The body our page sends (shared/forms/submit-lead.ts); anything else is not ours to sign. */
function conversionSchema(isOwnUrl: (url: URL) => boolean) {
  const logidUrl = z
    .string()
    .max(2048, 'must be at most 2048 characters')
    .transform((text, c) => {
      const url = URL.parse(text);
      if (!url || !/^https?:$/.test(url.protocol)) {
        c.addIssue({ code: 'custom', message: 'must be an http(s) address' });
        return z.NEVER;
      }
      if (!isOwnUrl(url)) {
        c.addIssue({ code: 'custom', message: 'must be an address of this site' });
        return z.NEVER;
      }
      const ids = url.searchParams.getAll(BD_VID_KEY);
      if (ids.length !== 1 || !BD_VID.test(ids[0]!)) {
        c.addIssue({ code: 'custom', message: `must carry one ${BD_VID_KEY} of 1 to 128 letters, digits, _ or -` });
        return z.NEVER;
      }
      return { text, bdVid: ids[0]! };
    });
  return z.strictObject({
    // Optional here: a missing ticket is refused as a conversion without a lead (403), not as a bad body.
    ticket: z.string().max(256, 'must be at most 256 characters').optional(),
    conversionTypes: z
      .array(
        z.strictObject({
          logidUrl,
          newType: z.literal(CONVERSION_TYPE, { error: `must be ${CONVERSION_TYPE}` }),
        }),
      )
      .length(1, 'must hold exactly one conversion'),
  });
}

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,128}$/;
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
  const limiter = (onLimit?: (req: Request) => void) =>
    rateLimit({
      windowMs: 10 * 60_000,
      limit: deps.leadRatePer10Min,
      standardHeaders: 'draft-8',
      legacyHeaders: false,
      handler: (req, _res, next) => {
        onLimit?.(req);
        next(new ApiError(429, 'too_many_requests', '提交过于频繁，请稍后再试'));
      },
    });
  // A refused lead is a lost customer unless someone notices: warn, with the address it came from.
  const leadLimiter = limiter((req) => req.log.warn({ ip: req.ip, reason: 'rate limited' }, 'lead refused'));
  const conversionLimiter = limiter((req) => req.log.warn({ ip: req.ip, reason: 'rate limited' }, 'conversion refused'));
  const conversionBody = conversionSchema(createOwnUrlCheck({ siteBase: deps.siteBase }));
  const tickets = createConversionTickets(deps.leads.conversionTicketSecret);

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
        // Looks like an accepted lead's answer, but its ticket is signed by no key of ours.
        res.status(201).json({ message: LEAD_SUCCESS_MESSAGE, conversionTicket: tickets.decoy() } satisfies LeadAnswer);
        return;
      }
      const upstream = deps.hasUpstream(ctx);
      // A sender that did not hear our answer may send the lead again with the same key (our own
      // forwarder does, when this site is another instance's vendor): it is stored once.
      const idempotencyKey = req.get('idempotency-key');
      if (idempotencyKey !== undefined && !IDEMPOTENCY_KEY.test(idempotencyKey)) {
        throw new ApiError(400, 'bad_request', 'Idempotency-Key: must be 8 to 128 letters, digits, _ or -');
      }
      // Committed (synchronous, WAL) before the answer: an acknowledged lead survives a crash.
      const { id, duplicate } = deps.leads.add(lead, {
        form,
        env: ctx.env,
        ip: req.ip ?? '',
        userAgent: req.get('user-agent') ?? '',
        state: upstream ? 'pending' : 'inbox',
        idempotencyKey,
      });
      req.log.info({ leadId: id, form, duplicate }, duplicate ? 'lead already stored under its idempotency key' : 'lead stored');
      res.status(201).json({ id, message: LEAD_SUCCESS_MESSAGE, conversionTicket: tickets.issue(id) } satisfies LeadAnswer);
      if (upstream) deps.forwarder?.kick();
    },

    async conversion(req: Request, res: Response): Promise<void> {
      // Before anything else, so a flood costs neither parsing nor disk.
      await run(conversionLimiter, req, res);
      const parsed = conversionBody.safeParse(req.body);
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        const message = `${issue.path.join('.') || 'body'}: ${issue.message}`;
        // Cut short: the message may quote the sender's own keys.
        req.log.warn({ reason: message.slice(0, 200) }, 'conversion refused');
        throw new ApiError(400, 'bad_request', message);
      }
      const { logidUrl } = parsed.data.conversionTypes[0]!;
      const check = parsed.data.ticket === undefined ? ({ ok: false, reason: 'missing' } as const) : tickets.verify(parsed.data.ticket);
      if (!check.ok) {
        req.log.warn({ reason: `ticket ${check.reason}`, bdVid: logidUrl.bdVid }, 'conversion refused');
        throw new ApiError(403, 'conversion_without_lead', `ticket: ${check.reason}; a conversion needs the ticket of a lead sent in the last 30 minutes`);
      }
      const conversionTypes = [{ logidUrl: logidUrl.text, newType: CONVERSION_TYPE }];
      const recorded = deps.leads.recordConversion({ types: conversionTypes, bdVid: logidUrl.bdVid, leadId: check.leadId, ip: req.ip ?? '' });
      if (recorded.outcome === 'duplicate') {
        // A browser retrying an upload the server already took: nothing new to report to Baidu.
        req.log.info({ leadId: check.leadId, bdVid: logidUrl.bdVid }, 'conversion already recorded for this click');
        res.json({ header: { status: 0, desc: 'duplicate' } });
        return;
      }
      if (recorded.outcome !== 'recorded') {
        req.log.warn({ reason: recorded.outcome, leadId: check.leadId, bdVid: logidUrl.bdVid }, 'conversion refused');
        throw new ApiError(403, 'conversion_without_lead', 'ticket: already used; a lead is converted once');
      }
      const logFields = { conversionId: recorded.id, leadId: check.leadId, bdVid: logidUrl.bdVid };
      if (!deps.ocpc) {
        req.log.info(logFields, 'conversion recorded (no oCPC token configured)');
        res.json({ header: { status: 0, desc: 'recorded' } });
        return;
      }
      // The token is added here so it never reaches a browser.
      const answer = await deps.ocpc
        .transport({ method: 'POST', path: req.path, body: { token: deps.ocpc.token, conversionTypes }, shape: 'any', upstream: 'ocpc' })
        .catch((err: unknown) => {
          // Recorded but not reported; a retry of the same click is a duplicate from now on.
          req.log.error({ ...logFields, error: err instanceof Error ? err.message : String(err) }, 'conversion not forwarded to oCPC');
          throw err;
        });
      req.log.info(logFields, 'conversion forwarded to oCPC');
      res.json(answer);
    },
  };
}
