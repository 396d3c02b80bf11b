// The two POSTs that carry what a visitor gave us: a consultation lead (committed before the
// answer, with the conversion of the ad click it names, ./lead-intake.ts) and the Baidu oCPC
// conversion upload of pages of earlier releases. Mounted before the content API router, which
// answers their paths' other methods (405).
// The upload endpoint is going: a lead now carries its conversion, and the browser makes no
// second call. It stays while a release that still sends it may serve a page (an older page in a
// tab, a cache or a browser's conversion outbox; a server of the previous release during a rolling
// upgrade, which issues tickets; a rollback), and can go in a release after every kept release
// (releases/history.json, the rollback target) stores conversions with their leads (docs/leads.md).
// Until then it takes only what such a page sends after a lead: one type-3 conversion of one of
// our addresses with a bd_vid, the ticket of a lead accepted in the last 30 minutes with that same
// bd_vid (signed by any of our servers), once per click and per lead in this server's file. It is
// committed to leads.sqlite before the answer, and the conversion forwarder decides (claiming the
// click in Redis) which server sends it (./conversion-forwarder.ts).
import express, { type Request, type Response } from 'express';
import rateLimit from 'express-rate-limit';
import type { Logger } from 'pino';
import { limitStore, RATE_LIMIT_DEFAULTS } from '../security/rate-limit.ts';
import { ApiError } from '../../shared/api/errors.ts';
import type { ConversionAnswer, LeadAnswer } from '../../shared/api/types.ts';
import { CONVERSION_TYPE } from '../../shared/constants.ts';
import { LEAD_REFUSED, leadSuccess } from '../../shared/copy/lead-form.ts';
import { API_ROUTES, type ApiRouteName } from '../../shared/api/api-routes.ts';
import { jsonBody, singleValuedQuery } from '../api/json-body.ts';
import type { Config } from '../config.ts';
import { createOwnUrlCheck, type RequestContext } from '../request-context.ts';
import type { RedisLink } from '../coordination/redis-link.ts';
import { createConversionTickets } from './conversion-ticket.ts';
import type { Forwarder } from './forwarder.ts';
import type { LeadIntake } from './lead-intake.ts';
import type { LeadStore } from './lead-store.ts';
import { isStorageFailure } from '../data-dir.ts';
import { conversionBody, parseLead } from './lead-schemas.ts';
import { ticketKeys } from './ticket-keys.ts';

export interface LeadRoutesDeps {
  leads: LeadStore;
  logger: Logger;
  /** The configured TICKET_SECRET, which signs and checks conversion tickets instead of the
   *  random key kept in the lead store (or shared through Redis); undefined: one of those. */
  ticketSecret: string | undefined;
  /** Redis (REDIS_URL): the ticket key and the limits are shared through it. */
  redis?: RedisLink;
  /** Delivers stored conversions to Baidu oCPC; present when OCPC_TOKEN is configured (else a
   *  conversion is only recorded). */
  conversions?: Forwarder;
  /** Where leads go in: the rate limit and the store, shared with posted forms (./form-post.ts). */
  intake: LeadIntake;
  /** Conversions accepted per client IP per 10 minutes (LEAD_RATE_LIMIT: each needs its own lead). */
  leadRatePer10Min: number;
  /** The public bases of every environment: conversions are only for addresses on these sites. */
  siteBase: Config['siteBase'];
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
      store: limitStore(deps.redis, name),
      handler: (req, _res, next) => {
        onLimit?.(req);
        next(new ApiError(429, 'too_many_requests', LEAD_REFUSED.zh.tooMany));
      },
    });
  // A refused lead is a lost customer unless someone notices: warn, with the address it came from.
  const conversionLimiter = limiter('conversions', (req) =>
    req.log.warn({ ip: req.ip, reason: 'rate limited' }, 'conversion refused'),
  );
  const conversionSchema = conversionBody(createOwnUrlCheck({ siteBase: deps.siteBase }));
  const keys = ticketKeys({
    configured: deps.ticketSecret,
    own: deps.leads.conversionTicketSecret,
    redis: deps.redis,
    logger: deps.logger,
  });
  // Tickets are only checked now: a lead's answer no longer carries one, but a server of the release
  // before (during an upgrade) still issues them, and an older page may still send one.
  const tickets = createConversionTickets(keys);
  /** A ticket no key knows may be signed with a shared key this process has not read yet. */
  const verifyTicket = async (ticket: string | undefined, bdVid: string) => {
    if (ticket === undefined) return { ok: false, reason: 'missing' } as const;
    const check = tickets.verify(ticket, bdVid);
    if (!check.ok && check.reason === 'bad signature' && (await keys.refresh())) return tickets.verify(ticket, bdVid);
    return check;
  };
  // As the content API router checks its requests: a repeated query parameter is a 400 here too.
  const singleValued = (req: Request, _res: Response, next: (err?: unknown) => void) => {
    singleValuedQuery(req);
    next();
  };

  const router = express.Router();
  // The limiter comes after the body is parsed, so malformed JSON is refused without counting.
  router.post(pathOf('clientDemands'), jsonBody, singleValued, deps.intake.limiter, (req: Request, res: Response) => {
    const { lead, form, lang, honeypot, bdVid, pageUrl } = parseLead(req.body);
    // A sender that did not hear our answer may send the lead again with the same key (our own
    // forwarder does, when this site is another instance's vendor): it is stored once. Another
    // lead under a key already used is refused (422), never answered as if it were stored.
    const idempotencyKey = req.get('idempotency-key');
    if (idempotencyKey !== undefined && !IDEMPOTENCY_KEY.test(idempotencyKey)) {
      throw new ApiError(400, 'bad_request', 'Idempotency-Key: must be 8 to 128 letters, digits, _ or -');
    }
    const accepted = deps.intake.accept(req, { lead, form, lang, honeypot, bdVid, pageUrl, idempotencyKey });
    if (accepted.outcome === 'dropped') {
      // The trap was filled: answered as a success, so a bot learns nothing; nothing was stored.
      res.status(201).json({ message: leadSuccess(lang) } satisfies LeadAnswer);
      return;
    }
    res.status(201).json({
      id: accepted.id,
      message: leadSuccess(lang),
      // The click has its conversion (this lead's, or an earlier lead's): the browser may forget it.
      // Not said of a click the stored lead did not name (sent again under its key): that one is
      // kept for a later lead.
      ...(accepted.click ? { adClick: 'converted' as const } : {}),
    } satisfies LeadAnswer);
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
      const { bdVid } = logidUrl;
      const check = await verifyTicket(parsed.data.ticket, bdVid);
      if (!check.ok) {
        req.log.warn({ reason: `ticket ${check.reason}`, bdVid }, 'conversion refused');
        throw new ApiError(
          403,
          'conversion_without_lead',
          `ticket: ${check.reason}; a conversion needs the ticket of a lead sent in the last 30 minutes with this bd_vid`,
        );
      }
      const answer = (desc: ConversionAnswer['header']['desc']) =>
        res.json({ header: { status: 0, desc } } satisfies ConversionAnswer);
      const logFields = { leadId: check.leadId, bdVid };
      // Recorded here, not claimed in Redis: the forwarder claims the click when it sends it, so
      // a click another server stored too is sent once (./conversion-forwarder.ts).
      let recorded: ReturnType<LeadStore['recordConversion']>;
      try {
        recorded = deps.leads.recordConversion({
          types: [{ logidUrl: logidUrl.text, newType: CONVERSION_TYPE }],
          bdVid,
          leadId: check.leadId,
          ip: req.ip ?? '',
          ownLead: check.ownLead === true,
          state: deps.conversions ? 'pending' : 'recorded',
        });
      } catch (err) {
        if (!isStorageFailure(err)) throw err;
        // Nothing stored: the browser keeps the click and sends the conversion again.
        req.log.error({ err, ...logFields }, 'conversion not stored: the data folder cannot take writes');
        res.set('Retry-After', '30');
        throw new ApiError(503, 'storage_unavailable', 'The conversion could not be stored; send it again later');
      }
      if (recorded.outcome !== 'recorded') {
        // The click or the lead has its conversion here (a browser retrying an upload the server
        // took, or a lead stored with its conversion): nothing new to report to Baidu, and the
        // browser may forget the click.
        req.log.info({ reason: recorded.outcome, ...logFields }, 'conversion already recorded');
        answer('duplicate');
        return;
      }
      if (!deps.conversions) {
        req.log.info({ conversionId: recorded.id, ...logFields }, 'conversion recorded (no oCPC token configured)');
        answer('recorded');
        return;
      }
      // Stored for the forwarder, which sends it with the token (never seen by a browser) until
      // Baidu takes or refuses it: the browser is not kept waiting on Baidu.
      req.log.info({ conversionId: recorded.id, ...logFields }, 'conversion accepted');
      answer('accepted');
      deps.conversions.kick();
    },
  );

  return router;
}
