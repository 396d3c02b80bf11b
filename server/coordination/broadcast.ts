// How a revalidation taken by one worker reaches the others: one interface over the three reaches a
// site can have, chosen once at start (server/site.ts) by what it runs with.
//  - `process`: this process only (no journal: a site without REVALIDATE_TOKEN or Redis, and tests).
//  - `server`: every process of this server, through the SQLite journal in DATA_DIR (journal.ts),
//    which each reads every `pollMs`.
//  - `servers`: every process of every server: the journal as above, which is also this server's
//    outbox towards the Redis stream (revalidation-stream.ts), and the stream, which every worker
//    reads as soon as it holds something new (a blocking wait on a connection of its own), or every
//    `pollMs` while it cannot wait that way. A stream without a journal is no reach: a revalidation
//    taken while Redis is away would be lost, so the type does not allow it.
// The broadcast hands each revalidation that reaches this process to its receiver (the
// revalidator), which applies each id once however many ways it arrives (a worker reads one its
// server took both from the journal and from the stream). Trouble with the transport (a journal
// not readable, Redis away, entries lost) is logged here; what a revalidation dropped, there.
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { Revalidation } from '../revalidate/revalidate-body.ts';
import type { RevalidationJournal } from './journal.ts';
import type { RevalidationStream } from './revalidation-stream.ts';

export type Reach =
  | { to: 'process' }
  | { to: 'server'; journal: RevalidationJournal }
  | {
      to: 'servers';
      journal: RevalidationJournal;
      stream: RevalidationStream;
      /** This server in the stream (host:port), for the other servers' logs. */
      server: string;
    };

/** A revalidation as it reaches this process. */
export interface Delivered {
  /** Its id, the same everywhere (absent on journal entries an older version wrote). */
  rid: string | undefined;
  /** When it was taken (ms), on the server that took it. */
  at: number;
  revalidation: Revalidation;
  /** Taken by this server. */
  local: boolean;
  /** How it came: sent by this process, read from the journal (its entry number) or from the
   *  stream (the server that took it). */
  via: { by: 'this process' } | { by: 'journal'; entry: number } | { by: 'stream'; server: string };
}

/** What the broadcast hands revalidations to in this process; R: what applying one gives. */
export interface Receiver<R> {
  /** A revalidation reaching this process, perhaps again: undefined when it was applied already. */
  receive(delivered: Delivered): R | undefined;
  /** Revalidations this process never read are gone (pruned from the journal, trimmed from the
   *  stream, or Redis lost its data): what they named is unknown, so everything cached is suspect. */
  lost(): R;
  /** Runs after each poll (the reaches through the journal poll every `pollMs`). */
  polled?(): void;
}

export interface Broadcast<R> {
  /** Sends a revalidation to every process in reach under `rid`. This process receives it at once,
   *  after whatever the others sent before it (so every process applies them in one order); returns
   *  what receiving it gave (undefined if `rid` was applied here already). */
  send(revalidation: Revalidation, rid: string): R | undefined;
  /** Receives at once whatever has reached this process and was not read yet. */
  catchUp(): Promise<void>;
  /** Whether this process is the one of its server to have the edge follow revalidation `rid`
   *  (the first to ask). */
  claimEdge(rid: string): boolean;
  /** Resolves once a round of reading (journal, stream) and publishing (to the stream) finds nothing
   *  to do, after the reads and publishing under way: for tests, instead of waiting for time. */
  whenIdle(): Promise<void>;
  /** Stops polling (before the journal is closed). */
  stop(): void;
}

export interface BroadcastOptions {
  logger: Logger;
  /** How often the journal and the stream are read (so how soon other workers' revalidations apply
   *  here), and the stream is sent what is due. */
  pollMs?: number;
}

export function openBroadcast<R>(reach: Reach, receiver: Receiver<R>, opts: BroadcastOptions): Broadcast<R> {
  return reach.to === 'process' ? inProcess(receiver) : throughJournal(reach, receiver, opts);
}

function inProcess<R>(receiver: Receiver<R>): Broadcast<R> {
  return {
    send: (revalidation, rid) =>
      receiver.receive({ rid, at: Date.now(), revalidation, local: true, via: { by: 'this process' } }),
    catchUp: () => Promise.resolve(),
    claimEdge: () => true,
    whenIdle: () => Promise.resolve(),
    stop: () => undefined,
  };
}

function throughJournal<R>(
  reach: Exclude<Reach, { to: 'process' }>,
  receiver: Receiver<R>,
  opts: BroadcastOptions,
): Broadcast<R> {
  const { journal } = reach;
  const { logger } = opts;
  const stream = reach.to === 'servers' ? reach : undefined;

  // Entries before this process started concern caches it never had.
  let lastId = journal.lastId();

  /** Receives the entries appended since the last read; returns what `id`'s entry gave; throws
   *  when the journal cannot be read (busy). */
  function readJournal(id?: number): { mine: R | undefined; read: number } {
    let mine: R | undefined;
    let read = 0;
    for (let entries = journal.after(lastId); entries.length; entries = journal.after(lastId)) {
      for (const entry of entries) {
        // Ids follow each other; a gap means pruned entries this process never read (it was
        // stopped for longer than they are kept), so it cannot know what they named.
        const gap = entry.id > lastId + 1;
        const lost = gap ? receiver.lost() : undefined;
        if (gap)
          logger.warn(
            { from: lastId + 1, to: entry.id - 1 },
            'revalidation journal entries missed: every cached page dropped',
          );
        const got = receiver.receive({
          rid: entry.rid,
          at: entry.at,
          revalidation: entry.revalidation,
          local: true,
          via: entry.id === id ? { by: 'this process' } : { by: 'journal', entry: entry.id },
        });
        lastId = entry.id;
        read++;
        if (entry.id === id) mine = lost ?? got;
      }
    }
    return { mine, read };
  }

  let failing = false;
  /** readJournal on the poll: busy or unreadable for now, the entries wait for the next read. */
  function pollJournal(): number {
    try {
      const { read } = readJournal();
      if (failing) logger.info('revalidation journal readable again');
      failing = false;
      return read;
    } catch (err) {
      if (!failing) logger.warn({ err }, 'revalidation journal not readable; retrying');
      failing = true;
      return 0;
    }
  }

  /** Reads the stream once (after the read under way, if any); resolves to the entries read, or
   *  undefined when it could not (Redis away, or the read failed). */
  let reading: Promise<number | undefined> | undefined;
  function readStream(): Promise<number | undefined> {
    if (!stream) return Promise.resolve(0);
    const run = async () => {
      const got = await stream.stream.read();
      if (!got) return undefined;
      if (got.missed) {
        const dropped = receiver.lost();
        logger.warn(
          { dropped },
          'revalidations missed while away from Redis (the stream no longer holds them): every cached page dropped',
        );
      }
      for (const entry of got.entries)
        receiver.receive({
          rid: entry.rid,
          at: entry.at,
          revalidation: entry.revalidation,
          local: entry.server === stream.server,
          via: { by: 'stream', server: entry.server },
        });
      return got.entries.length + (got.missed ? 1 : 0);
    };
    const read: Promise<number | undefined> = (reading ?? Promise.resolve(0))
      .then(run)
      .catch((err: unknown) => {
        logger.warn({ err }, 'revalidation stream not read; retrying');
        return undefined;
      })
      .finally(() => {
        if (reading === read) reading = undefined;
      });
    reading = read;
    return read;
  }

  /** Sends this server's journal entries still due to the stream, oldest first (or waits for the
   *  sending under way); resolves to how many were sent. */
  let publishing: Promise<number> | undefined;
  function publish(): Promise<number> {
    if (!stream || !stream.stream.connected()) return Promise.resolve(0);
    publishing ??= sendDue(stream).finally(() => {
      publishing = undefined;
    });
    return publishing;
  }
  async function sendDue({ stream: to, server }: Extract<Reach, { to: 'servers' }>): Promise<number> {
    let sent = 0;
    try {
      for (let due = journal.claimUnpublished(); due.length; due = journal.claimUnpublished()) {
        for (const [i, entry] of due.entries()) {
          const added = await to.add({
            rid: entry.rid ?? randomUUID(),
            at: entry.at,
            server,
            revalidation: entry.revalidation,
          });
          if (added) {
            journal.published(entry.id);
            sent++;
            continue;
          }
          // Redis went away: these wait for it, due at once.
          for (const left of due.slice(i)) journal.unpublished(left.id);
          return sent;
        }
      }
    } catch (err) {
      // Claimed entries come due again when their claim runs out.
      logger.warn({ err }, 'revalidations not sent to the other servers yet; retrying');
    }
    return sent;
  }

  const pollMs = opts.pollMs ?? 250;
  let stopped = false;
  const timer = setInterval(() => {
    pollJournal();
    void publish();
    receiver.polled?.();
  }, pollMs);
  timer.unref();

  /** Reads the stream whenever it may hold something new; while it cannot be waited on (Redis
   *  away), every pollMs, as the journal is. */
  let pause: { timer: NodeJS.Timeout; done: () => void } | undefined;
  async function follow(on: RevalidationStream): Promise<void> {
    while (!stopped) {
      let again: boolean;
      try {
        const woke = await on.waitForNew();
        if (stopped) return;
        if (woke === false) continue;
        again = woke === true && (await readStream()) !== undefined;
      } catch (err) {
        logger.warn({ err }, 'revalidation stream not waited on; reading it every poll');
        again = false;
      }
      if (!again)
        await new Promise<void>((done) => {
          pause = { timer: setTimeout(done, pollMs).unref(), done };
        });
    }
  }
  if (stream) void follow(stream.stream);

  return {
    send(revalidation, rid) {
      const id = journal.append(revalidation, { rid, publish: stream !== undefined });
      // Entries other workers appended meanwhile are received first, in their order; this one is
      // always among those read.
      const { mine } = readJournal(id);
      void publish();
      return mine;
    },
    async catchUp() {
      pollJournal();
      await readStream();
    },
    claimEdge(rid) {
      try {
        return journal.claimEdgeRefresh(rid);
      } catch (err) {
        logger.warn({ err, rid }, 'edge refresh not claimed (journal not writable); another worker may do it');
        return false;
      }
    },
    async whenIdle() {
      for (;;) {
        const read = pollJournal() + ((await readStream()) ?? 0);
        if (!read && !(await publish())) return;
      }
    },
    stop() {
      stopped = true;
      clearInterval(timer);
      clearTimeout(pause?.timer);
      pause?.done();
      stream?.stream.close();
    },
  };
}
