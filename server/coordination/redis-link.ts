// The link to Redis (REDIS_URL), through which several servers of one site agree (issue 25): the
// revalidation stream (revalidation-stream.ts), rate limits, once-per-click conversion claims and
// the ticket key: one connection per process, and a second one for the stream's blocking wait
// (blockingConnection). Every user of it falls back to this server's own state while Redis cannot be
// reached — Redis down is never the site down — and resumes when it is back, without a restart:
// commands fail at once instead of queueing (no offline queue), the client reconnects by itself,
// and a warning is logged at most once a minute while it is away. /readyz reports the state
// without failing on it (a balancer would otherwise take every server out together).
// A Redis that is connected but slow (paused, swapping, a long command) is told apart: a PING every
// 2 s measures the round trip, and one still unanswered counts as the time it has waited, so
// /readyz says `slow` within about 2.5 s of a pause. While it is slow, commands fall back to local
// state at once instead of each waiting out the 1 s limit.
import { createClient, type RedisClientType } from 'redis';
import type { Logger } from 'pino';
import { observeRedis } from '../metrics/metrics.ts';
import { TIMED_OUT, within } from '../concurrency/within.ts';

/** How long a command may take before its caller falls back to local state. */
const COMMAND_TIMEOUT_MS = 1_000;
const WARN_EVERY_MS = 60_000;
/** How often the connection is probed (PING), and the round trip past which Redis is slow. */
const PROBE_EVERY_MS = 2_000;
const SLOW_AFTER_MS = 500;

interface RedisHealth {
  state: 'connected' | 'unreachable';
  /** When the current state began (ISO). */
  since: string;
  lastError: string | null;
  /** The last PING's round trip in ms, or how long the one in flight has waited if that is longer;
   *  null before the first answer on this connection. */
  latencyMs: number | null;
  /** Connected, but the round trip is over SLOW_AFTER_MS: users fall back to local state. */
  slow: boolean;
}

export interface RedisLink {
  /** The connected client, or undefined while Redis cannot be reached (use local state then). */
  client(): RedisClientType | undefined;
  /** A key under REDIS_PREFIX. */
  key(name: string): string;
  /** Runs `fn` with the client; undefined when Redis is away or the command fails or is slow. */
  run<T>(what: string, fn: (client: RedisClientType) => Promise<T>): Promise<T | undefined>;
  /** Called each time the connection is (re)established, e.g. to catch up on what was missed. */
  onReady(listener: () => void): void;
  /** A second connection of the same settings for blocking reads (XREAD BLOCK), which would hold
   *  up every other command on this one; it reconnects by itself, its errors are left to this
   *  one's warnings, and close() ends it. */
  blockingConnection(): BlockingConnection;
  health(): RedisHealth;
  close(): Promise<void>;
}

export interface BlockingConnection {
  /** The connected client, waiting at most `ms` for it to connect; undefined if it is not by then. */
  client(ms: number): Promise<RedisClientType | undefined>;
  /** Ends it, and makes another (a read that never came back: a connection dead without a word). */
  renew(): void;
  /** Ends it (a read it waits on fails). */
  close(): void;
}

export function connectRedis(opts: {
  url: string;
  prefix: string;
  logger: Logger;
  /** Probe timing (tests shorten it). */
  probeEveryMs?: number;
  slowAfterMs?: number;
}): RedisLink {
  const { logger } = opts;
  const probeEveryMs = opts.probeEveryMs ?? PROBE_EVERY_MS;
  const slowAfterMs = opts.slowAfterMs ?? SLOW_AFTER_MS;
  const clientOptions = {
    url: opts.url,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: 2_000,
      // Quickly at first, then every 2 s: a Redis back after a restart is used within 2 s.
      reconnectStrategy: (retries: number) => Math.min(100 * 2 ** retries, 2_000),
    },
  };
  const client = createClient(clientOptions) as RedisClientType;
  const listeners: (() => void)[] = [];
  const blocking = new Set<RedisClientType>();
  /** Ends a blocking connection at once, whatever state it is in (a read it waits on fails). */
  const end = (c: RedisClientType) => {
    try {
      c.destroy();
    } catch {
      // Closed already.
    }
  };
  let health: Omit<RedisHealth, 'latencyMs' | 'slow'> = {
    state: 'unreachable',
    since: new Date().toISOString(),
    lastError: null,
  };
  let lastWarned = 0;
  /** The last answered PING's round trip, and when the one in flight was sent. */
  let latency: number | null = null;
  let probeSentAt: number | undefined;
  const warn = (message: string, err?: unknown) => {
    if (Date.now() - lastWarned < WARN_EVERY_MS) return;
    lastWarned = Date.now();
    logger.warn({ err }, message);
  };
  client.on('ready', () => {
    if (health.state !== 'connected') logger.info('redis connected: state shared with the other servers');
    health = { state: 'connected', since: new Date().toISOString(), lastError: null };
    // A PING sent on the connection before is answered by none: measure this one afresh.
    latency = null;
    probeSentAt = undefined;
    probe();
    for (const l of listeners) l();
  });
  client.on('error', (err: Error) => {
    const wasConnected = health.state === 'connected';
    health = {
      state: 'unreachable',
      since: wasConnected ? new Date().toISOString() : health.since,
      lastError: err.message,
    };
    warn('redis unreachable: this server uses its own state until it is back', err);
  });
  client.on('end', () => {
    health = { ...health, state: 'unreachable', since: new Date().toISOString() };
  });
  client.connect().catch((err: unknown) => warn('redis unreachable at start: using this server’s own state', err));

  const roundTrip = (): number | null => {
    const waiting = probeSentAt === undefined ? 0 : Math.round(performance.now() - probeSentAt);
    return latency === null && !waiting ? null : Math.max(latency ?? 0, waiting);
  };
  const isSlow = () => health.state === 'connected' && (roundTrip() ?? 0) > slowAfterMs;
  // Slow spells are logged at most once a minute (a Redis that keeps stalling would flood the
  // log), each with its end.
  let slowSpell: 'none' | 'logged' | 'quiet' = 'none';
  let slowLoggedAt = -Infinity;
  const slowBegins = (fields: object) => {
    if (slowSpell !== 'none') return;
    if (Date.now() - slowLoggedAt < WARN_EVERY_MS) {
      slowSpell = 'quiet';
      return;
    }
    slowSpell = 'logged';
    slowLoggedAt = Date.now();
    logger.warn(fields, 'redis slow: using this server’s own state until it answers quickly');
  };
  /** One PING at a time; a slow answer is followed by another at once, so recovery shows at once. */
  function probe(): void {
    if (!client.isReady) return;
    if (probeSentAt !== undefined) {
      if (isSlow()) slowBegins({ waitedMs: roundTrip() });
      return;
    }
    const sentAt = performance.now();
    probeSentAt = sentAt;
    client.ping().then(
      () => {
        if (probeSentAt !== sentAt) return;
        probeSentAt = undefined;
        latency = Math.round(performance.now() - sentAt);
        if (latency > slowAfterMs) {
          slowBegins({ latencyMs: latency });
          probe();
        } else if (slowSpell !== 'none') {
          if (slowSpell === 'logged')
            logger.info({ latencyMs: latency }, 'redis answers quickly again: state shared with the other servers');
          slowSpell = 'none';
        }
      },
      // The connection broke: its error or end event says so.
      () => {
        if (probeSentAt === sentAt) probeSentAt = undefined;
      },
    );
  }
  const probes = setInterval(probe, probeEveryMs);
  probes.unref();

  return {
    client: () => (client.isReady ? client : undefined),
    key: (name) => `${opts.prefix}${name}`,
    async run(what, fn) {
      // Paused or overloaded: fall back now rather than make the caller (a lead, say) wait.
      if (!client.isReady || isSlow()) return undefined;
      const started = performance.now();
      let failed = false;
      try {
        const answer = await within(COMMAND_TIMEOUT_MS, fn(client));
        if (answer === TIMED_OUT) throw new Error(`timed out after ${COMMAND_TIMEOUT_MS} ms`);
        return answer;
      } catch (err) {
        failed = true;
        warn(`redis ${what} failed: using this server’s own state`, err);
        return undefined;
      } finally {
        observeRedis(what, started, failed);
      }
    },
    onReady(listener) {
      listeners.push(listener);
    },
    blockingConnection() {
      const open = () => {
        const c = client.duplicate() as RedisClientType;
        c.on('error', () => undefined);
        c.connect().catch(() => undefined);
        blocking.add(c);
        return c;
      };
      let c = open();
      return {
        async client(ms) {
          if (c.isReady) return c;
          const waiting = c;
          let timer: NodeJS.Timeout | undefined;
          let ready: (() => void) | undefined;
          await new Promise<void>((resolve) => {
            ready = resolve;
            timer = setTimeout(resolve, ms);
            waiting.once('ready', ready);
          });
          clearTimeout(timer);
          waiting.off('ready', ready!);
          return waiting === c && c.isReady ? c : undefined;
        },
        renew() {
          blocking.delete(c);
          end(c);
          c = open();
        },
        close() {
          blocking.delete(c);
          end(c);
        },
      };
    },
    health: () => ({ ...health, latencyMs: health.state === 'connected' ? roundTrip() : null, slow: isSlow() }),
    async close() {
      listeners.length = 0;
      clearInterval(probes);
      for (const c of blocking) end(c);
      blocking.clear();
      // QUIT only on a live connection: while Redis is away it would wait for the reconnection.
      if (client.isReady) await client.quit().catch(() => client.destroy());
      else client.destroy();
    },
  };
}
