// How a lead gets into the site, whichever way it came: the JSON endpoint the forms' script posts
// to (./lead-routes.ts), or a form posted as a plain HTML form, before or without JavaScript
// (./form-post.ts). Both go through this one intake: the same rate limit per client address, the
// same honeypot, idempotency and storage rules, the same log lines, so a lead is a lead however
// the browser sent it. A lead that names the ad click the visit came from (bd_vid) is stored with
// that click's Baidu conversion in one transaction: the browser never has to make a second call
// for the business to count it, and neither is kept without the other.
import type { Request, RequestHandler } from 'express';
import rateLimit from 'express-rate-limit';
import { ApiError } from '../../shared/api/errors.ts';
import type { ClientDemand, FormKind } from '../../shared/api/types.ts';
import { LEAD_REFUSED } from '../../shared/copy/lead-form.ts';
import { CONVERSION_TYPE } from '../../shared/constants.ts';
import type { Lang } from '../../shared/site-types.ts';
import type { Config } from '../config.ts';
import { isStorageFailure } from '../data-dir.ts';
import { leadsReceived } from '../metrics/metrics.ts';
import { createOwnUrlCheck, type RequestContext } from '../request-context.ts';
import type { RedisLink } from '../coordination/redis-link.ts';
import { limitStore, RATE_LIMIT_DEFAULTS } from '../security/rate-limit.ts';
import { conversionUrl } from './conversion-url.ts';
import type { Forwarder } from './forwarder.ts';
import type { ClickOutcome, LeadStore } from './lead-store.ts';

export interface LeadIntakeDeps {
  leads: LeadStore;
  /** Redis (REDIS_URL): the limits are counted across servers through it. */
  redis?: RedisLink;
  /** Delivers outbox leads in upstream mode; kicked after each new lead. */
  forwarder?: Forwarder;
  /** Delivers conversions to Baidu oCPC; present when OCPC_TOKEN is configured (then a lead's
   *  conversion is stored pending and this is kicked; else it is only recorded). */
  conversions?: Forwarder;
  /** The public bases of every environment: a conversion reports an address on these sites. */
  siteBase: Config['siteBase'];
  /** Leads accepted per client IP per 10 minutes. */
  leadRatePer10Min: number;
  /** Whether the request's environment delivers leads to a vendor API (else they stay in the inbox). */
  hasUpstream: (ctx: RequestContext) => boolean;
}

/** A lead as either way of sending it gives it, checked against the form's rules already. */
interface LeadSubmission {
  lead: ClientDemand;
  form: FormKind;
  /** The language of the page it was sent from, which a refusal speaks. */
  lang: Lang;
  /** The trap field was filled: a bot's lead, answered as if stored and dropped. */
  honeypot: boolean;
  /** The ad click the visitor came from (bd_vid), if any: its conversion is stored with the lead. */
  bdVid?: string;
  /** The address of the page the lead was sent from, as the browser saw it (may be absent): the
   *  conversion reports it to Baidu when it is one of this site's (./conversion-url.ts). */
  pageUrl?: string;
  /** The sender's key: a lead sent again under it is stored once. Absent: a new key. */
  idempotencyKey?: string;
}

type LeadIntakeResult =
  /** Committed now, or found committed under its idempotency key; `click`, what became of the ad
   *  click it named (absent: it named none, or, sent again, one the stored lead did not have). */
  | { outcome: 'stored' | 'duplicate'; id: number; click?: ClickOutcome }
  /** The trap was filled: nothing stored. */
  | { outcome: 'dropped' };

export interface LeadIntake {
  /** The rate limit on leads per client address; refuses with a 429 ApiError (LEAD_REFUSED's
   *  tooMany, in the language of the lead's page: see refusalLang). */
  limiter: RequestHandler;
  /**
   * Commits the lead (synchronous, WAL) before it returns, with the conversion of its ad click in
   * the same transaction: an acknowledged lead and its conversion survive a crash together. The
   * conversion is added only with a new lead (not one found under its key) and only when its click
   * has none in this file yet (a second lead of the same click is stored without one). Throws an ApiError the sender is told: 422 `idempotency_key_reused` (another lead under a key
   * already used) or 503 `storage_unavailable` (the data folder takes no writes; `Retry-After` is
   * set on the answer), never a 5xx for what the visitor sent.
   */
  accept(req: Request, submission: LeadSubmission): LeadIntakeResult;
}

/** The language a lead is refused in before its body is checked (the limiter runs first): the JSON
 *  body's `lang`, else the English consultation form's, else the page's address (a form posted to
 *  an English page). */
function refusalLang(req: Request): Lang {
  const body = (req.body ?? {}) as { lang?: unknown; form?: unknown };
  if (body.lang === 'en' || body.lang === 'zh') return body.lang;
  if (body.form === 'consult-en') return 'en';
  return (req.res?.locals.ctx as RequestContext | undefined)?.lang ?? 'zh';
}

export function createLeadIntake(deps: LeadIntakeDeps): LeadIntake {
  const isOwnUrl = createOwnUrlCheck({ siteBase: deps.siteBase });
  // Counted across every worker and server when Redis is shared; otherwise per worker process (with
  // N cluster workers a client gets at most N× this, which still stops floods).
  const limiter = rateLimit({
    windowMs: 10 * 60_000,
    limit: deps.leadRatePer10Min,
    ...RATE_LIMIT_DEFAULTS,
    store: limitStore(deps.redis, 'leads'),
    handler: (req, _res, next) => {
      // A refused lead is a lost customer unless someone notices: warn, with the address it came from.
      req.log.warn({ ip: req.ip, reason: 'rate limited' }, 'lead refused');
      leadsReceived.inc({ outcome: 'rate_limited' });
      next(new ApiError(429, 'too_many_requests', LEAD_REFUSED[refusalLang(req)].tooMany));
    },
  });

  function accept(req: Request, submission: LeadSubmission): LeadIntakeResult {
    const { lead, form, lang, honeypot, idempotencyKey, bdVid } = submission;
    if (honeypot) {
      req.log.warn({ form }, 'lead dropped: honeypot field filled');
      return { outcome: 'dropped' };
    }
    const ctx = req.res!.locals.ctx as RequestContext;
    const upstream = deps.hasUpstream(ctx);
    let added: ReturnType<LeadStore['add']>;
    try {
      added = deps.leads.add(lead, {
        form,
        env: ctx.env,
        ip: req.ip ?? '',
        userAgent: req.get('user-agent') ?? '',
        state: upstream ? 'pending' : 'inbox',
        idempotencyKey,
        conversion: bdVid
          ? {
              bdVid,
              types: [
                {
                  logidUrl: conversionUrl({ pageUrl: submission.pageUrl, siteBase: ctx.siteBase, bdVid, isOwnUrl }),
                  newType: CONVERSION_TYPE,
                },
              ],
              // Sent by the forwarder with the token, which no browser ever sees; else kept only.
              state: deps.conversions ? 'pending' : 'recorded',
            }
          : undefined,
      });
    } catch (err) {
      if (!isStorageFailure(err)) throw err;
      // The disk is full or read-only: nothing was stored, neither the lead nor its conversion. A
      // 503 (not a 500) tells the browser to keep the lead and send it again under the same key,
      // which lands once there is room.
      req.log.error({ err, form }, 'lead not stored: the data folder cannot take writes');
      leadsReceived.inc({ outcome: 'not_stored' });
      req.res!.set('Retry-After', '30');
      throw new ApiError(503, 'storage_unavailable', LEAD_REFUSED[lang].notStored);
    }
    leadsReceived.inc({ outcome: added.outcome });
    if (added.outcome === 'conflict') {
      // Not a retry: another lead under a used key would otherwise be answered 201 and lost.
      req.log.warn({ form, reason: 'idempotency key reused' }, 'lead refused');
      throw new ApiError(
        422,
        'idempotency_key_reused',
        'Idempotency-Key: already used for a different lead; send a new lead under a new key',
      );
    }
    const { id, click, conversionId } = added;
    const duplicate = added.outcome === 'duplicate';
    req.log.info(
      { leadId: id, form, duplicate, ...(bdVid ? { bdVid, click: click ?? 'not added' } : {}), conversionId },
      duplicate ? 'lead already stored under its idempotency key' : 'lead stored',
    );
    if (upstream) deps.forwarder?.kick();
    // A new conversion goes to Baidu soon; the visitor is not kept waiting on it.
    if (conversionId !== undefined) deps.conversions?.kick();
    return { outcome: added.outcome, id, ...(click ? { click } : {}) };
  }

  return { limiter, accept };
}
