// Delivers outbox leads to the vendor API (upstream mode): oldest due first, each under a lease
// so two processes never send the same lead at once, with an idempotency key so a lead the vendor
// already took (say, before a timeout) is not taken twice, and with backoff across restarts.
import type { Logger } from 'pino';
import type { ClientDemand } from '../../shared/api/types.ts';
import type { Environment } from '../config.ts';
import { serial } from '../concurrency/serial.ts';
import { isFinalStatus, retryAt, type RetryPolicy } from '../concurrency/retry-policy.ts';
import { leadDeliveries } from '../metrics/metrics.ts';
import type { LeadStore, StoredLead } from './lead-store.ts';

/** Sends one lead to the vendor; `clientIp` is the visitor's address the lead came from. */
export type Deliver = (
  env: Environment,
  lead: ClientDemand,
  idempotencyKey: string,
  clientIp?: string,
) => Promise<void>;

export interface ForwarderOptions {
  leads: LeadStore;
  deliver: Deliver;
  logger: Logger;
  intervalMs: number;
  /** How long a claimed lead is reserved for one delivery attempt (longer than its timeout). */
  leaseMs?: number;
  /** LEAD_RETRY's first wait, ceiling and attempts, when not those. */
  backoffBaseMs?: number;
  backoffMaxMs?: number;
  maxAttempts?: number;
  now?: () => number;
}

/** A lead the vendor did not take is tried again 1 s, 2 s, 4 s, … later (each wait up to a fifth
 *  shorter, at random), at most 5 minutes apart, 50 times in all. */
const LEAD_RETRY: RetryPolicy = { firstMs: 1000, factor: 2, maxMs: 5 * 60_000, maxAttempts: 50, jitter: 0.2 };

/** A retry policy with an outbox's overrides of its first wait, ceiling and attempts. */
export function retryPolicy(
  policy: RetryPolicy,
  opts: { backoffBaseMs?: number; backoffMaxMs?: number; maxAttempts?: number },
): RetryPolicy {
  return {
    ...policy,
    firstMs: opts.backoffBaseMs ?? policy.firstMs,
    maxMs: opts.backoffMaxMs ?? policy.maxMs,
    maxAttempts: opts.maxAttempts ?? policy.maxAttempts,
  };
}

export interface Forwarder {
  /** Drains soon (after a new lead or conversion). */
  kick(): void;
  /** Delivers every due item now; resolves with how many were delivered. */
  drain(): Promise<number>;
  /** Resolves once no pass is under way. */
  whenIdle(): Promise<void>;
  stop(): void;
}

export function startForwarder(opts: ForwarderOptions): Forwarder {
  const now = opts.now ?? Date.now;
  const leaseMs = opts.leaseMs ?? 60_000;
  const policy = retryPolicy(LEAD_RETRY, opts);

  async function deliverOne(lead: StoredLead): Promise<boolean> {
    const demand: ClientDemand = {
      client_name: lead.client_name,
      phone: lead.phone,
      corp_name: lead.corp_name,
      corp_email: lead.corp_email,
      demand: lead.demand,
    };
    try {
      await opts.deliver(lead.env, demand, lead.idempotency_key, lead.ip);
      opts.leads.markDelivered(lead.id, now());
      leadDeliveries.inc({ outcome: 'delivered' });
      opts.logger.info({ leadId: lead.id, attempts: lead.attempts }, 'lead delivered');
      return true;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      // A vendor answer that says the lead itself is wrong: retrying cannot help.
      const next = isFinalStatus((error as { status?: number }).status ?? 0)
        ? undefined
        : retryAt(policy, lead.attempts, now());
      const giveUp = next === undefined;
      opts.leads.markAttemptFailed(lead.id, message, next);
      leadDeliveries.inc({ outcome: giveUp ? 'failed' : 'retry' });
      opts.logger[giveUp ? 'error' : 'warn'](
        { leadId: lead.id, attempts: lead.attempts, error: message },
        giveUp ? 'lead delivery gave up' : 'lead delivery failed; will retry',
      );
      return false;
    }
  }

  return startOutbox({
    claim: (dueBy) => opts.leads.claimDue(now(), leaseMs, dueBy),
    deliver: deliverOne,
    intervalMs: opts.intervalMs,
    logger: opts.logger,
    now,
  });
}

/**
 * Drains an outbox in passes: every `intervalMs`, and soon after kick(). A pass takes every item
 * due when it starts, once (`claim` leases it, so other processes skip it); retries it schedules
 * wait for a later pass. One pass at a time: a kick during a pass runs another after it.
 */
export function startOutbox<T>(opts: {
  /** The next item due by `dueBy`, leased to this process, or undefined when there is none. */
  claim: (dueBy: number) => T | undefined;
  /** Sends it and records the outcome; true when it was delivered. */
  deliver: (item: T) => Promise<boolean>;
  intervalMs: number;
  logger: Logger;
  now?: () => number;
}): Forwarder {
  const now = opts.now ?? Date.now;
  let stopped = false;

  /** One pass: every item due when it starts. */
  async function pass(): Promise<number> {
    let delivered = 0;
    const dueBy = now();
    // Once stopped, nothing more is claimed (a claim leases the item away from other processes).
    for (let item; !stopped && (item = opts.claim(dueBy)) !== undefined;) {
      if (await opts.deliver(item)) delivered++;
    }
    return delivered;
  }
  const passes = serial(pass, (sum, next) => sum + next);
  const drain = () => passes.run();

  const timer = setInterval(
    () => void drain().catch((err: unknown) => opts.logger.error({ err }, 'forwarder failed')),
    opts.intervalMs,
  );
  timer.unref();
  return {
    kick: () => void drain().catch((err: unknown) => opts.logger.error({ err }, 'forwarder failed')),
    drain,
    whenIdle: passes.whenIdle,
    stop: () => {
      stopped = true;
      clearInterval(timer);
    },
  };
}
