// Delivers stored conversions to Baidu oCPC (OCPC_TOKEN set): a lead that names an ad click is
// stored with its conversion as pending in leads.sqlite (./lead-intake.ts; or an older page's
// upload, ./lead-routes.ts) and answered at once; every worker of the server that stored it sends
// the due ones, each under a lease (no two workers send the same one), with the token added, until
// Baidu takes it (HTTP 200 and header.status 0) or refuses it for good (a 4xx other than 408/429,
// or a header.status other than 0 and 3, its system error): then it is `refused`, with Baidu's
// reason, for staff to see at /admin. Anything else (no answer, a timeout, 429, 5xx, status 3, an
// answer that is not Baidu's) is tried again 5 s, 15 s, 45 s, … later (each wait up to a fifth
// shorter, at random), at most 5 minutes apart, for about a day (CONVERSION_RETRY), then it is
// `failed`.
// Each server stores the conversions of the leads it took, so two servers may hold the same click
// (a visitor sending two leads through a round-robin balancer). With Redis, once per click holds
// across them: before its first send the forwarder claims the click (SET NX, see claimClick); a
// click another server claimed is `duplicate` here and not sent. The claim is made on delivery,
// not when the lead is answered, and names this file's conversion, so a worker killed between the
// claim and the send finds its own claim after the restart and sends it then: nothing is lost.
import type { Logger } from 'pino';
import { isApiError } from '../../shared/api/errors.ts';
import type { ConversionType } from '../../shared/api/types.ts';
import { API_PATHS } from '../../shared/api/client.ts';
import type { Config } from '../config.ts';
import { createGotTransport } from '../content/got-transport.ts';
import type { RedisLink } from '../coordination/redis-link.ts';
import { isFinalStatus, retryAt, type RetryPolicy } from '../concurrency/retry-policy.ts';
import { conversionDeliveries } from '../metrics/metrics.ts';
import { retryPolicy, startOutbox, type Forwarder } from './forwarder.ts';
import type { LeadStore, StoredConversion } from './lead-store.ts';

/** Sends conversions to Baidu; resolves with Baidu's answer, rejects when there is none to read. */
export type SendConversion = (conversionTypes: ConversionType[]) => Promise<unknown>;

/** 5 s, 15 s, 45 s, 135 s, then every 5 minutes (or up to a fifth sooner): about a day of attempts
 *  in all. */
const CONVERSION_RETRY: RetryPolicy = { firstMs: 5_000, factor: 3, maxMs: 5 * 60_000, maxAttempts: 290, jitter: 0.2 };
/** Baidu's header.status for its own system error, which may pass later. */
const BAIDU_SYSTEM_ERROR = 3;
/** How long Redis remembers who delivers a click: far beyond the browser's 3 days with a click id
 *  and the day a conversion is tried for. */
const CLICK_CLAIM_TTL_S = 30 * 86_400;

/** The endpoint of OCPC_API_URL, with the company's token added to what is sent. */
export function createConversionSender(config: Pick<Config, 'ocpc' | 'upstream'>, token: string): SendConversion {
  const transport = createGotTransport({
    apiBase: '',
    ocpcUrl: config.ocpc.apiUrl,
    timeoutMs: config.upstream.timeoutMs,
    retries: 0,
  });
  return (conversionTypes) =>
    transport({
      method: 'POST',
      path: API_PATHS.uploadConvertData,
      body: { token, conversionTypes },
      shape: 'any',
      upstream: 'ocpc',
    });
}

type Verdict = { delivered: true } | { delivered: false; final: boolean; reason: string };

/** What Baidu's answer (HTTP 200) says about the conversion. */
function readAnswer(body: unknown): Verdict {
  const header = (body as { header?: { status?: unknown; desc?: unknown; failures?: unknown } } | null)?.header;
  if (typeof header?.status !== 'number') {
    return {
      delivered: false,
      final: false,
      reason: `oCPC answered without a header.status: ${JSON.stringify(body)?.slice(0, 200)}`,
    };
  }
  if (header.status === 0) return { delivered: true };
  const failures = Array.isArray(header.failures)
    ? header.failures
        .map((f: { code?: unknown; message?: unknown }) => [f?.code, f?.message].filter((v) => v != null).join(' '))
        .join('; ')
    : '';
  const desc = typeof header.desc === 'string' ? header.desc : '';
  return {
    delivered: false,
    final: header.status !== BAIDU_SYSTEM_ERROR,
    reason: `oCPC header.status ${header.status}${desc ? ` ${desc}` : ''}${failures ? `: ${failures}` : ''}`,
  };
}

/** A failed request: final when Baidu refused the request itself (a 4xx other than 408/429). */
function readFailure(error: unknown): Verdict {
  const status = isApiError(error) ? error.status : 0;
  const message = error instanceof Error ? error.message : String(error);
  return {
    delivered: false,
    final: isFinalStatus(status),
    reason: status ? `HTTP ${status}: ${message}` : message,
  };
}

/**
 * Who sends the conversion `c`: `mine` (this file's claim in Redis, made now or before a crash),
 * `another` (the value of another server's claim), or `unshared` (no Redis, or it cannot be
 * reached: this server's unique index on bd_vid alone, as without Redis). The key is the one
 * servers of the release before this one claimed in the conversion endpoint, so a click one of
 * them took is not sent again from here during an upgrade, nor the other way round.
 */
async function claimClick(
  redis: RedisLink | undefined,
  storeId: string,
  c: StoredConversion,
): Promise<{ by: 'mine' | 'unshared' } | { by: 'another'; value: string }> {
  if (!redis || c.bd_vid === null) return { by: 'unshared' };
  const mine = `${storeId}:${c.id}`;
  // One command: set it if nobody holds it, and say what it held (Redis 7: SET … NX GET).
  const held = await redis.run('conversion claim', (client) =>
    client.set(redis.key(`conversion:${c.bd_vid}`), mine, {
      condition: 'NX',
      GET: true,
      expiration: { type: 'EX', value: CLICK_CLAIM_TTL_S },
    }),
  );
  if (held === undefined) return { by: 'unshared' };
  if (held === null || String(held) === mine) return { by: 'mine' };
  return { by: 'another', value: String(held) };
}

export function startConversionForwarder(opts: {
  leads: LeadStore;
  send: SendConversion;
  logger: Logger;
  /** Redis (REDIS_URL): each click is claimed there before it is sent, so one server sends it. */
  redis?: RedisLink;
  intervalMs: number;
  /** How long a claimed conversion is reserved for one attempt (longer than its timeout). */
  leaseMs?: number;
  backoffBaseMs?: number;
  backoffMaxMs?: number;
  maxAttempts?: number;
  now?: () => number;
}): Forwarder {
  const now = opts.now ?? Date.now;
  const leaseMs = opts.leaseMs ?? 60_000;
  const policy = retryPolicy(CONVERSION_RETRY, opts);
  const { conversions } = opts.leads;

  async function deliverOne(c: StoredConversion): Promise<boolean> {
    const fields = { conversionId: c.id, leadId: c.lead_id, bdVid: c.bd_vid, attempts: c.attempts };
    const claim = await claimClick(opts.redis, opts.leads.storeId, c);
    if (claim.by === 'another') {
      // Another server stored this click too (a second lead of the visit went there) and claimed
      // it first: it sends it, and Baidu counts the click once.
      conversions.markAttemptFailed(c.id, `another server delivers this click (Redis claim ${claim.value})`, {
        state: 'duplicate',
      });
      conversionDeliveries.inc({ outcome: 'duplicate' });
      opts.logger.info({ ...fields, claim: claim.value }, 'conversion not sent: another server delivers this click');
      return false;
    }
    const verdict = await opts.send(JSON.parse(c.conversion_types) as ConversionType[]).then(readAnswer, readFailure);
    if (verdict.delivered) {
      conversions.markDelivered(c.id, now());
      conversionDeliveries.inc({ outcome: 'delivered' });
      opts.logger.info(fields, 'conversion delivered to oCPC');
      return true;
    }
    if (verdict.final) {
      conversions.markAttemptFailed(c.id, verdict.reason, { state: 'refused' });
      conversionDeliveries.inc({ outcome: 'refused' });
      opts.logger.error({ ...fields, error: verdict.reason }, 'conversion refused by oCPC');
      return false;
    }
    const next = retryAt(policy, c.attempts, now());
    if (next === undefined) {
      conversions.markAttemptFailed(c.id, verdict.reason, { state: 'failed' });
      conversionDeliveries.inc({ outcome: 'failed' });
      opts.logger.error({ ...fields, error: verdict.reason }, 'conversion delivery gave up');
    } else {
      conversions.markAttemptFailed(c.id, verdict.reason, { retryAt: next });
      conversionDeliveries.inc({ outcome: 'retry' });
      opts.logger.warn({ ...fields, error: verdict.reason }, 'conversion delivery failed; will retry');
    }
    return false;
  }

  return startOutbox({
    claim: (dueBy) => conversions.claimDue(now(), leaseMs, dueBy),
    deliver: deliverOne,
    intervalMs: opts.intervalMs,
    logger: opts.logger,
    now,
  });
}
