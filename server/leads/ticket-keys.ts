// Which key signs conversion tickets, so that a ticket any server issued is honoured by every
// server. TICKET_SECRET, when configured, is the one key. Otherwise each lead store holds a random
// key of its own (every worker on that DATA_DIR reads the same), and with REDIS_URL the servers
// agree on one through Redis: the first to get there sets a random key under `ticket-secret`
// (SET NX) and every server reads it, at start and on each reconnect. While Redis cannot be reached
// a server signs with its own key; once it reads the shared one it signs with that, and the key it
// replaced still verifies for a ticket's lifetime, so no ticket it issued meanwhile is refused
// here. A ticket no key verifies makes the server read the shared key again (at most once a
// second): another server may have set a new one (Redis restarted empty, or staff deleted the key
// to rotate it) before this one reconnected.
import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import { CONVERSION_TICKET_LIFETIME_MS } from '../../shared/constants.ts';
import type { RedisLink } from '../coordination/redis-link.ts';
import type { TicketKey, TicketKeys } from './conversion-ticket.ts';

export const SHARED_TICKET_KEY = 'ticket-secret';
const REFRESH_AT_MOST_EVERY_MS = 1000;
/** After a read that failed while Redis was connected (slow, say). */
const RETRY_READ_MS = 2000;

export interface RefreshableTicketKeys extends TicketKeys {
  /** Reads the shared key again; true when it changed (so a ticket may now verify). */
  refresh(): Promise<boolean>;
}

export function ticketKeys(opts: {
  /** TICKET_SECRET, which wins. */
  configured: string | undefined;
  /** The lead store's own random key. */
  own: Uint8Array;
  redis: RedisLink | undefined;
  logger: Logger;
  lifetimeMs?: number;
  now?: () => number;
}): RefreshableTicketKeys {
  if (opts.configured !== undefined) {
    const key = { secret: Buffer.from(opts.configured), own: false };
    return { signing: () => key, verifying: () => [key], refresh: async () => false };
  }
  const ownKey: TicketKey = { secret: opts.own, own: true };
  const { redis, logger } = opts;
  if (!redis) return { signing: () => ownKey, verifying: () => [ownKey], refresh: async () => false };

  const now = opts.now ?? Date.now;
  const lifetimeMs = opts.lifetimeMs ?? CONVERSION_TICKET_LIFETIME_MS;
  let current = ownKey;
  /** Keys replaced, each until the last ticket it signed has expired. */
  let replaced: { key: TicketKey; until: number }[] = [];
  let reading: Promise<boolean> | undefined;
  let lastRefresh = 0;
  let retry: NodeJS.Timeout | undefined;

  const adopt = (secret: Buffer): boolean => {
    if (Buffer.from(current.secret).equals(secret)) return false;
    const t = now();
    replaced = [...replaced.filter((r) => r.until > t), { key: current, until: t + lifetimeMs }];
    logger.info(
      { replaced: current.own ? 'own key' : 'previous shared key' },
      'conversion tickets: signing with the key shared through Redis',
    );
    current = { secret, own: false };
    return true;
  };

  const read = async (): Promise<boolean> => {
    const key = redis.key(SHARED_TICKET_KEY);
    const text = await redis.run('ticket secret', async (client) => {
      await client.set(key, randomBytes(32).toString('base64url'), { condition: 'NX' });
      return client.get(key);
    });
    // undefined: Redis is away or was too slow; null: deleted in between. Keep the key we have and
    // read again soon (or when Redis is back).
    if (typeof text !== 'string' && !retry) {
      retry = setTimeout(() => {
        retry = undefined;
        if (redis.client()) void readOnce();
      }, RETRY_READ_MS);
      retry.unref();
    }
    if (typeof text !== 'string') return false;
    const secret = Buffer.from(text, 'base64url');
    if (secret.length < 32 || secret.toString('base64url') !== text) {
      logger.error(
        { key },
        'conversion tickets: the shared key in Redis is not 32 or more bytes in base64url; delete it to get a new one',
      );
      return false;
    }
    return adopt(secret);
  };
  const readOnce = () =>
    (reading ??= read().finally(() => {
      reading = undefined;
    }));

  redis.onReady(() => void readOnce());
  if (redis.client()) void readOnce();
  return {
    signing: () => current,
    verifying: (t) => [current, ...replaced.filter((r) => r.until > t).map((r) => r.key)],
    async refresh() {
      if (now() - lastRefresh < REFRESH_AT_MOST_EVERY_MS) return false;
      lastRefresh = now();
      return readOnce();
    },
  };
}
