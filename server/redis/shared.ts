// Several servers, one site (issue 25): what the servers must agree on goes through Redis when
// REDIS_URL is set. Every user of it falls back to this server's own state while Redis cannot be
// reached — Redis down is never the site down — and resumes when it is back, without a restart:
// commands fail at once instead of queueing (no offline queue), the client reconnects by itself,
// and a warning is logged at most once a minute while it is away. /readyz reports the state
// without failing on it (a balancer would otherwise take every server out together).
import { createClient, type RedisClientType } from 'redis';
import type { Logger } from 'pino';
import { observeRedis } from '../metrics/metrics.ts';

/** How long a command may take before its caller falls back to local state. */
const COMMAND_TIMEOUT_MS = 1_000;
const WARN_EVERY_MS = 60_000;

interface SharedHealth {
  state: 'connected' | 'unreachable';
  /** When the current state began (ISO). */
  since: string;
  lastError: string | null;
}

export interface Shared {
  /** The connected client, or undefined while Redis cannot be reached (use local state then). */
  client(): RedisClientType | undefined;
  /** A key under REDIS_PREFIX. */
  key(name: string): string;
  /** Runs `fn` with the client; undefined when Redis is away or the command fails or is slow. */
  run<T>(what: string, fn: (client: RedisClientType) => Promise<T>): Promise<T | undefined>;
  /** Called each time the connection is (re)established, e.g. to catch up on what was missed. */
  onReady(listener: () => void): void;
  /** A second connection of the same settings, for blocking reads (streams). */
  duplicate(): RedisClientType;
  health(): SharedHealth;
  close(): Promise<void>;
}

export function connectShared(opts: { url: string; prefix: string; logger: Logger }): Shared {
  const { logger } = opts;
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
  let health: SharedHealth = { state: 'unreachable', since: new Date().toISOString(), lastError: null };
  let lastWarned = 0;
  const warn = (message: string, err?: unknown) => {
    if (Date.now() - lastWarned < WARN_EVERY_MS) return;
    lastWarned = Date.now();
    logger.warn({ err }, message);
  };
  client.on('ready', () => {
    if (health.state !== 'connected') logger.info('redis connected: state shared with the other servers');
    health = { state: 'connected', since: new Date().toISOString(), lastError: null };
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

  return {
    client: () => (client.isReady ? client : undefined),
    key: (name) => `${opts.prefix}${name}`,
    async run(what, fn) {
      if (!client.isReady) return undefined;
      let timer: NodeJS.Timeout | undefined;
      const started = performance.now();
      let failed = false;
      try {
        return await Promise.race([
          fn(client),
          new Promise<never>((_, reject) => {
            timer = setTimeout(() => reject(new Error(`timed out after ${COMMAND_TIMEOUT_MS} ms`)), COMMAND_TIMEOUT_MS);
          }),
        ]);
      } catch (err) {
        failed = true;
        warn(`redis ${what} failed: using this server’s own state`, err);
        return undefined;
      } finally {
        clearTimeout(timer);
        observeRedis(what, started, failed);
      }
    },
    onReady(listener) {
      listeners.push(listener);
    },
    duplicate: () => client.duplicate() as RedisClientType,
    health: () => health,
    async close() {
      listeners.length = 0;
      // QUIT only on a live connection: while Redis is away it would wait for the reconnection.
      if (client.isReady) await client.quit().catch(() => client.destroy());
      else client.destroy();
    },
  };
}
