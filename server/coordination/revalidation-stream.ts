// Revalidations shared by every server through Redis (REDIS_URL, issue 25): one stream,
// key('revalidations'), that the worker which took a POST /_revalidate (or, while Redis was away,
// any worker of that server later: journal.ts keeps it due) adds the revalidation to, and every
// worker of every server reads from the last entry it read. A worker waits for new entries with
// XREAD BLOCK on a connection of its own (waitForNew), then reads them (read) on the link's, so it
// applies a revalidation of another server within milliseconds and asks Redis almost nothing while
// nothing happens; while it cannot wait that way, the caller reads every few hundred milliseconds.
// Entries carry the revalidation's id, so a worker that also read it from its own journal applies
// it once. After a reconnection a worker goes on from where it was; when the stream no longer holds
// that place (trimmed past it, or Redis lost its data), what it missed is unknown, and the reader
// says so: the caller then drops everything.
import type { RedisClientType } from 'redis';
import type { BlockingConnection, RedisLink } from './redis-link.ts';
import { readRevalidation, type Revalidation } from '../revalidate/revalidate-body.ts';

/** About how many revalidations the stream keeps (MAXLEN ~): days of publishing. */
const STREAM_LENGTH = 10_000;
/** Entries one read returns at most; the rest come with the next round of the same read. */
const READ_COUNT = 100;
/** How long one wait for new entries lasts at most (XREAD BLOCK), and how much longer its answer
 *  may take before the connection is taken for dead and made anew. */
const WAIT_MS = 5_000;
const WAIT_GRACE_MS = 2_000;
/** A new worker reads the entries added since it started, in Redis's time (its TIME less this
 *  worker's uptime), and a little before: the time TIME took to answer. */
const START_SLACK_MS = 250;

interface StreamRevalidation {
  /** The revalidation's id, the same in every journal and in the stream. */
  rid: string;
  /** When the server that took it took it (ms). */
  at: number;
  /** The server that took it (host:port). */
  server: string;
  revalidation: Revalidation;
}

export interface RevalidationStream {
  /** Whether Redis can be used right now. */
  connected(): boolean;
  /** Adds a revalidation for every server; false when Redis is away or did not take it. */
  add(entry: StreamRevalidation): Promise<boolean>;
  /** What was added since the last read, oldest first; undefined while Redis is away. `missed`:
   *  entries this worker had not read are gone, so everything it has cached is suspect. */
  read(): Promise<{ entries: StreamRevalidation[]; missed: boolean } | undefined>;
  /** Resolves once the stream may hold entries this worker has not read (true: read them), or after
   *  a few seconds without any (false). True at once while this worker's place is to be checked
   *  (before the first read and after each reconnection), and once Redis is back while it is away.
   *  Undefined when it cannot wait (its own connection not up, a failed wait, closed): read on a
   *  timer then. */
  waitForNew(): Promise<boolean | undefined>;
  /** Ends the connection waitForNew waits on (a wait under way ends undefined). */
  close(): void;
}

/** Where a worker is in the stream: the last entry it read, or (before the first) a place made
 *  from the time it started, which is not an entry. */
interface Cursor {
  id: string;
  read: boolean;
}

interface StreamInfo {
  length: number;
  entriesAdded: number;
  firstId: string | undefined;
  lastId: string | undefined;
  lastGeneratedId: string;
}

export function openRevalidationStream(opts: {
  redis: RedisLink;
  /** When this process started (ms); the stream is read from then. */
  startedAt?: number;
  /** How long one wait lasts at most; 0: never wait (the caller reads on its timer; tests make a
   *  worker that falls behind with it). */
  waitMs?: number;
}): RevalidationStream {
  const { redis } = opts;
  const key = redis.key('revalidations');
  const startedAt = opts.startedAt ?? Date.now() - process.uptime() * 1000;
  const waitMs = opts.waitMs ?? WAIT_MS;
  let cursor: Cursor | undefined;
  // Made at the first wait.
  let blocking: BlockingConnection | undefined;
  let closed = false;
  // Checked before the first read and after each reconnection, at once: a wait under way ends.
  let resumed = false;
  let reconnected: (() => void) | undefined;
  redis.onReady(() => {
    resumed = false;
    reconnected?.();
  });

  /** Whether entries after the cursor may be gone; moves the cursor past them if so. */
  async function resume(): Promise<boolean | undefined> {
    const state = await redis.run('revalidation stream check', async (c) => ({
      time: cursor ? undefined : await c.time(),
      info: await streamInfo(c, key),
    }));
    if (!state) return undefined;
    const { time, info } = state;
    if (time) {
      const redisNow = Number(time[0]) * 1000 + Math.floor(Number(time[1]) / 1000);
      cursor = {
        id: `${Math.max(0, Math.floor(redisNow - (Date.now() - startedAt) - START_SLACK_MS))}-0`,
        read: false,
      };
    }
    const at = cursor!;
    let missed: boolean;
    if (at.read) {
      // The entry read last is still there: so is everything after it (trimming takes the oldest).
      const still = await redis.run('revalidation stream check', (c) => c.xRange(key, at.id, at.id));
      if (!still) return undefined;
      missed = still.length === 0;
    } else {
      // Never read an entry: missed only if some were removed and the oldest kept is after the
      // place this worker starts from.
      missed = !!info && info.entriesAdded > info.length && compareIds(info.firstId ?? info.lastGeneratedId, at.id) > 0;
    }
    // Everything cached is dropped then, so the entries there now need not be read.
    if (missed) cursor = info?.lastId ? { id: info.lastId, read: true } : { id: at.id, read: false };
    return missed;
  }

  return {
    connected: () => redis.client() !== undefined,
    async add(entry) {
      const id = await redis.run('revalidation stream add', (c) =>
        c.xAdd(
          key,
          '*',
          {
            rid: entry.rid,
            at: String(entry.at),
            server: entry.server,
            body: JSON.stringify(entry.revalidation),
          },
          { TRIM: { strategy: 'MAXLEN', strategyModifier: '~', threshold: STREAM_LENGTH } },
        ),
      );
      return id !== undefined;
    },
    async read() {
      if (!redis.client()) return undefined;
      let missed = false;
      if (!resumed) {
        const result = await resume();
        if (result === undefined) return undefined;
        missed = result;
        resumed = true;
      }
      const entries: StreamRevalidation[] = [];
      for (;;) {
        const from = cursor!;
        const batch = await redis.run('revalidation stream read', (c) =>
          c.xRange(key, `(${from.id}`, '+', { COUNT: READ_COUNT }),
        );
        // Away again: what was read so far is applied, the rest comes after the reconnection.
        if (!batch) return entries.length || missed ? { entries, missed } : undefined;
        for (const { id, message } of batch) {
          entries.push({
            rid: String(message.rid ?? id),
            at: Number(message.at) || 0,
            server: String(message.server ?? ''),
            revalidation: readRevalidation(String(message.body ?? '')),
          });
          cursor = { id, read: true };
        }
        if (batch.length < READ_COUNT) return { entries, missed };
      }
    },
    async waitForNew() {
      if (closed || waitMs <= 0) return undefined;
      // Redis away: nothing to read until it is back.
      if (!redis.client()) {
        await new Promise<void>((resolve) => {
          reconnected = resolve;
        });
        reconnected = undefined;
        return !closed || undefined;
      }
      if (!resumed || !cursor) return true;
      blocking ??= redis.blockingConnection();
      const c = await blocking.client(waitMs);
      if (!c || closed) return undefined;
      let timer: NodeJS.Timeout | undefined;
      const reply = await Promise.race([
        c.xRead({ key, id: cursor.id }, { BLOCK: waitMs, COUNT: 1 }).then(
          (r) => (r ? 'new' : 'none'),
          () => 'failed',
        ),
        new Promise<'late' | 'reconnected'>((resolve) => {
          timer = setTimeout(() => resolve('late'), waitMs + WAIT_GRACE_MS);
          reconnected = () => resolve('reconnected');
        }),
      ]).finally(() => {
        clearTimeout(timer);
        reconnected = undefined;
      });
      // No answer in time: the connection is gone without a word (a network cut); another is made.
      if (reply === 'late' && !closed) blocking.renew();
      return reply === 'new' || reply === 'reconnected' ? true : reply === 'none' ? false : undefined;
    },
    close() {
      closed = true;
      blocking?.close();
      reconnected?.();
    },
  };
}

/** XINFO STREAM, or undefined when there is no stream (nobody has revalidated since Redis began). */
async function streamInfo(c: RedisClientType, key: string): Promise<StreamInfo | undefined> {
  let reply: unknown;
  try {
    reply = await c.sendCommand(['XINFO', 'STREAM', key]);
  } catch (err) {
    if (/no such key/i.test(String(err))) return undefined;
    throw err;
  }
  // RESP2: a flat list of names and values; RESP3: a map (an object, as the client maps it).
  const fields = new Map<string, unknown>(
    Array.isArray(reply)
      ? reply.flatMap((k, i) => (i % 2 ? [] : [[String(k), reply[i + 1]] as [string, unknown]]))
      : reply instanceof Map
        ? [...reply].map(([k, v]) => [String(k), v] as [string, unknown])
        : Object.entries(reply as object),
  );
  const entryId = (entry: unknown) => (Array.isArray(entry) && entry.length ? String(entry[0]) : undefined);
  const length = Number(fields.get('length') ?? 0);
  return {
    length,
    // Redis 7 counts what was ever added; an older one does not, so trimming cannot be told.
    entriesAdded: Number(fields.get('entries-added') ?? length),
    firstId: entryId(fields.get('first-entry')),
    lastId: entryId(fields.get('last-entry')),
    lastGeneratedId: String(fields.get('last-generated-id') ?? '0-0'),
  };
}

/** Orders two stream ids (ms-seq). */
function compareIds(a: string, b: string): number {
  const [am = 0n, as = 0n] = a.split('-').map(BigInt);
  const [bm = 0n, bs = 0n] = b.split('-').map(BigInt);
  return am !== bm ? (am < bm ? -1 : 1) : as === bs ? 0 : as < bs ? -1 : 1;
}
