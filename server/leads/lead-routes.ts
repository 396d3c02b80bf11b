// The two POSTs that carry what a visitor gave us: a consultation lead (committed to the outbox
// before the answer) and the Baidu oCPC conversion that may follow it. Mounted before the
// content API router, which answers their paths' other methods (405).
// The conversion endpoint signs what it forwards with the company's oCPC token, so it takes
// only what our own page sends after a lead: one type-3 conversion of one of our addresses with
// a bd_vid, the ticket of a lead accepted in the last 30 minutes with that same bd_vid, once per
// click and per lead.
import express, { type Request, type Response } from 'express';
import rateLimit from 'express-rate-limit';
import { limitStore, RATE_LIMIT_DEFAULTS } from '../security/rate-limit.ts';
import type { Shared } from '../redis/shared.ts';
import { ApiError } from '../../shared/api/errors.ts';
import type { Transport } from '../../shared/api/transport.ts';
import type { LeadAnswer } from '../../shared/api/types.ts';
import { CONVERSION_TYPE } from '../../shared/constants.ts';
import { LEAD_SUCCESS_MESSAGE } from '../../shared/forms/lead-rules.ts';
import { API_ROUTES, type ApiRouteName } from '../../shared/api/api-routes.ts';
import { jsonBody, singleValuedQuery } from '../api/json-body.ts';
import type { Config } from '../config.ts';
import { createOwnUrlCheck, type RequestContext } from '../request-context.ts';
import { createConversionTickets } from './conversion-ticket.ts';
import type { Forwarder } from './forwarder.ts';
import type { LeadStore } from './lead-store.ts';
import { isStorageFailure } from '../data-dir.ts';
import { conversionBody, parseLead } from './lead-schemas.ts';

export interface LeadRoutesDeps {
  /** Redis, when several servers share their limits (REDIS_URL). */
  shared?: Shared;
  leads: LeadStore;
  /** The configured TICKET_SECRET, which signs and checks conversion tickets instead of the
   *  random key kept in the lead store; undefined: that stored key. */
  ticketSecret: string | undefined;
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

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,128}$/;

/** The route's path as the content API's route table writes it (trailing slash and case exact). */
const pathOf = (name: ApiRouteName) => API_ROUTES.find((r) => r.name === name)!.pattern;

export function createLeadRouter(deps: LeadRoutesDeps): express.Router {
  // Counted across every worker and server when Redis is shared; otherwise per worker process (with
  // N cluster workers a client gets at most N× this, which still stops floods).
  const limiter = (name: string, onLimit?: (req: Request) => void) =>
    rateLimit({
      windowMs: 10 * 60_000,
      limit: deps.leadRatePer10Min,
      ...RATE_LIMIT_DEFAULTS,
      store: limitStore(deps.shared, name),
      handler: (req, _res, next) => {
        onLimit?.(req);
        next(new ApiError(429, 'too_many_requests', '提交过于频繁，请稍后再试'));
      },
    });
  // A refused lead is a lost customer unless someone notices: warn, with the address it came from.
  const leadLimiter = limiter('leads', (req) => req.log.warn({ ip: req.ip, reason: 'rate limited' }, 'lead refused'));
  const conversionLimiter = limiter('conversions', (req) =>
    req.log.warn({ ip: req.ip, reason: 'rate limited' }, 'conversion refused'),
  );
  const conversionSchema = conversionBody(createOwnUrlCheck({ siteBase: deps.siteBase }));
  const tickets = createConversionTickets(
    deps.ticketSecret === undefined ? deps.leads.conversionTicketSecret : Buffer.from(deps.ticketSecret),
  );
  // As the content API router checks its requests: a repeated query parameter is a 400 here too.
  const singleValued = (req: Request, _res: Response, next: (err?: unknown) => void) => {
    singleValuedQuery(req);
    next();
  };

  const router = express.Router();
  // The limiter comes after the body is parsed, so malformed JSON is refused without counting.
  router.post(pathOf('clientDemands'), jsonBody, singleValued, leadLimiter, async (req: Request, res: Response) => {
    const ctx = res.locals.ctx;
    const { lead, form, honeypot, bdVid } = parseLead(req.body);
    if (honeypot) {
      req.log.warn({ form }, 'lead dropped: honeypot field filled');
      // Looks like an accepted lead's answer, but its ticket is signed by no key of ours.
      res
        .status(201)
        .json({ message: LEAD_SUCCESS_MESSAGE, conversionTicket: bdVid && tickets.decoy(bdVid) } satisfies LeadAnswer);
      return;
    }
    const upstream = deps.hasUpstream(ctx);
    // A sender that did not hear our answer may send the lead again with the same key (our own
    // forwarder does, when this site is another instance's vendor): it is stored once. Another
    // lead under a key already used is refused (422), never answered as if it were stored.
    const idempotencyKey = req.get('idempotency-key');
    if (idempotencyKey !== undefined && !IDEMPOTENCY_KEY.test(idempotencyKey)) {
      throw new ApiError(400, 'bad_request', 'Idempotency-Key: must be 8 to 128 letters, digits, _ or -');
    }
    // Committed (synchronous, WAL) before the answer: an acknowledged lead survives a crash.
    let added: ReturnType<LeadStore['add']>;
    try {
      added = deps.leads.add(lead, {
        form,
        env: ctx.env,
        ip: req.ip ?? '',
        userAgent: req.get('user-agent') ?? '',
        state: upstream ? 'pending' : 'inbox',
        idempotencyKey,
      });
    } catch (err) {
      if (!isStorageFailure(err)) throw err;
      // The disk is full or read-only: nothing was stored. A 503 (not a 500) tells the browser to
      // keep the lead and send it again under the same key, which lands once there is room.
      req.log.error({ err, form }, 'lead not stored: the data folder cannot take writes');
      res.set('Retry-After', '30');
      throw new ApiError(503, 'storage_unavailable', '暂时无法保存您的提交，请稍后再试');
    }
    if (added.outcome === 'conflict') {
      // Not a retry: another lead under a used key would otherwise be answered 201 and lost.
      req.log.warn({ form, reason: 'idempotency key reused' }, 'lead refused');
      throw new ApiError(
        422,
        'idempotency_key_reused',
        'Idempotency-Key: already used for a different lead; send a new lead under a new key',
      );
    }
    const { id } = added;
    const duplicate = added.outcome === 'duplicate';
    req.log.info(
      { leadId: id, form, duplicate },
      duplicate ? 'lead already stored under its idempotency key' : 'lead stored',
    );
    // A ticket only for the ad click the lead came with: a lead without one has no conversion.
    res.status(201).json({
      id,
      message: LEAD_SUCCESS_MESSAGE,
      conversionTicket: bdVid && tickets.issue(id, bdVid),
    } satisfies LeadAnswer);
    if (upstream) deps.forwarder?.kick();
  });

  // The limiter before the body's checks, so a flood costs neither validation nor disk.
  router.post(
    pathOf('uploadConvertData'),
    jsonBody,
    singleValued,
    conversionLimiter,
    async (req: Request, res: Response) => {
      const parsed = conversionSchema.safeParse(req.body);
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        const message = `${issue.path.join('.') || 'body'}: ${issue.message}`;
        // Cut short: the message may quote the sender's own keys.
        req.log.warn({ reason: message.slice(0, 200) }, 'conversion refused');
        throw new ApiError(400, 'bad_request', message);
      }
      const { logidUrl } = parsed.data.conversionTypes[0]!;
      const check =
        parsed.data.ticket === undefined
          ? ({ ok: false, reason: 'missing' } as const)
          : tickets.verify(parsed.data.ticket, logidUrl.bdVid);
      if (!check.ok) {
        req.log.warn({ reason: `ticket ${check.reason}`, bdVid: logidUrl.bdVid }, 'conversion refused');
        throw new ApiError(
          403,
          'conversion_without_lead',
          `ticket: ${check.reason}; a conversion needs the ticket of a lead sent in the last 30 minutes with this bd_vid`,
        );
      }
      const conversionTypes = [{ logidUrl: logidUrl.text, newType: CONVERSION_TYPE }];
      const recorded = deps.leads.recordConversion({
        types: conversionTypes,
        bdVid: logidUrl.bdVid,
        leadId: check.leadId,
        ip: req.ip ?? '',
      });
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
        .transport({
          method: 'POST',
          path: req.path,
          body: { token: deps.ocpc.token, conversionTypes },
          shape: 'any',
          upstream: 'ocpc',
        })
        .catch((err: unknown) => {
          // Recorded but not reported; a retry of the same click is a duplicate from now on.
          req.log.error(
            { ...logFields, error: err instanceof Error ? err.message : String(err) },
            'conversion not forwarded to oCPC',
          );
          throw err;
        });
      req.log.info(logFields, 'conversion forwarded to oCPC');
      res.json(answer);
    },
  );

  return router;
}
