// Applies revalidations to this process's caches: the rendered pages (server/pages/page-cache.ts),
// the content answers they were made from (server/content/content-sources.ts) and the sitemaps.
// With a journal, a revalidation asked of this worker is appended to it, and every worker (this
// one included) applies each entry once, in order, as it reads them: on the request, and every
// `pollMs`. With the Redis stream (several servers), every worker also reads the revalidations
// every server took, and this server's journal entries are sent to the stream (at once, or when
// Redis is back). Each revalidation has an id and is applied once per worker, however it arrives.
// With an edge refresher, one worker of this server (the first to claim the id in the journal)
// then has nginx fetch the pages it concerns again (edge-refresh.ts). A worker knows which
// revalidations it has applied (or that came before its caches were last emptied), so it answers
// nginx's refresh for one it has not applied in a way nginx does not store (`knows`).
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { ContentSources } from '../content/content-sources.ts';
import type { PageCache } from '../pages/page-cache.ts';
import type { EdgeFollower } from './edge-refresh.ts';
import type { EdgeIndex } from './edge-index.ts';
import type { JournalEntry, RevalidationJournal } from './journal.ts';
import { atPath, type Revalidation } from './revalidate-body.ts';
import type { RevalidationStream } from './revalidation-stream.ts';

/** What one revalidation dropped in this process. */
interface Dropped {
  pages: number;
  content: number;
}

export interface Revalidator {
  /** Applies a revalidation here and, through the journal and the stream, on every other worker
   *  of every server, under the id given (a new one by default). */
  revalidate(revalidation: Revalidation, rid?: string): Dropped;
  /** Whether this worker's caches follow the revalidation `rid`, taken at `at` (ms) on some
   *  server: it applied it, or emptied every cache since. */
  knows(rid: string, at: number): boolean;
  /** Applies at once whatever the journal and the stream hold that this worker has not read. */
  catchUp(): Promise<void>;
  /** Stops reading the journal (before it is closed) and the stream. */
  stop(): void;
}

export interface RevalidatorDeps {
  pageCache?: PageCache;
  sources: Pick<ContentSources, 'forget'>;
  /** Built from the content lists: any revalidation may add or remove one of their pages. */
  sitemaps?: { clear(): Set<string> };
  /** Shared by the processes of the site; absent, revalidations reach this process only. */
  journal?: RevalidationJournal;
  /** Shared by every server (Redis); absent, revalidations stay on this server. */
  stream?: RevalidationStream;
  /** This server in the stream (host:port), for the other servers' logs. */
  server?: string;
  /** Has this server's edge fetch the revalidated pages again, and calls the CDN's purge hook. */
  edge?: EdgeFollower;
  /** The addresses this server answered the edge with, written every poll. */
  edgeIndex?: EdgeIndex;
  logger: Logger;
  /** How often the journal and the stream are read (so how soon other workers' revalidations
   *  apply here). */
  pollMs?: number;
}

/** How long a revalidation id is remembered as applied: longer than the journal keeps it. */
const REMEMBER_MS = 2 * 60 * 60_000;
/** How far servers' clocks may differ: a revalidation taken less than this before a worker emptied
 *  its caches may still be one they held an older copy from. */
const CLOCK_SLACK_MS = 2_000;

export function createRevalidator(deps: RevalidatorDeps): Revalidator {
  const { journal, stream, logger } = deps;
  const server = deps.server ?? 'this server';

  // When this worker's caches were last empty: anything taken before then is in none of them.
  let emptiedAt = Date.now() - process.uptime() * 1000;

  function apply(revalidation: Revalidation): Dropped {
    const { pageCache, sources } = deps;
    // The sitemaps list every page, so whatever was published or removed changes them.
    const sitemapDeps = deps.sitemaps?.clear() ?? new Set<string>();
    if (revalidation.all) {
      emptiedAt = Date.now();
      return { pages: pageCache?.clear() ?? 0, content: sources.forget(() => true) };
    }
    const { paths, keys } = revalidation;
    const named = (key: string) => keys.some((k) => atPath(key, k));
    const atPaths = pageCache?.invalidateUrls((url) => paths.some((p) => atPath(url, p))) ?? [];
    // The answers the pages at those paths (and the sitemaps) were made from are asked again, or
    // they would be made from the same content until it expires.
    const used = new Set([...sitemapDeps, ...atPaths.flatMap((page) => [...page.deps])]);
    const content = sources.forget((key) => used.has(key) || named(key));
    const byKeys = keys.length ? (pageCache?.invalidateDeps(named) ?? 0) : 0;
    return { pages: atPaths.length + byKeys, content };
  }

  // Revalidation ids applied here, oldest first, with when.
  const applied = new Map<string, number>();

  /** Applies a revalidation unless this worker already has (undefined then); the first worker of
   *  this server to apply it has the edge follow it. `at`: when it was taken; `local`: by this
   *  server (which then also calls the purge hook). */
  function applyOnce(
    rid: string | undefined,
    revalidation: Revalidation,
    at: number,
    local: boolean,
  ): Dropped | undefined {
    if (rid !== undefined) {
      if (applied.has(rid)) return undefined;
      applied.set(rid, Date.now());
    }
    const dropped = apply(revalidation);
    if (rid !== undefined && deps.edge) {
      let mine = !journal;
      try {
        mine ||= journal!.claimEdgeRefresh(rid);
      } catch (err) {
        logger.warn({ err, rid }, 'edge refresh not claimed (journal not writable); another worker may do it');
      }
      if (mine) void deps.edge.follow({ rid, at, revalidation, local });
    }
    return dropped;
  }

  function forgetOldIds(): void {
    const before = Date.now() - REMEMBER_MS;
    for (const [rid, at] of applied) {
      if (at >= before) break;
      applied.delete(rid);
    }
  }

  // Entries before this process started concern caches it never had.
  let lastId = journal?.lastId() ?? 0;

  /** Applies the entries appended since the last read; returns what `id`'s entry dropped. */
  function readJournal(id?: number): Dropped | undefined {
    if (!journal) return undefined;
    let mine: Dropped | undefined;
    let entries: JournalEntry[];
    while ((entries = journal.after(lastId)).length) {
      for (const entry of entries) {
        // Ids follow each other; a gap means pruned entries this process never read (it was
        // stopped for longer than they are kept), so it cannot know what they named.
        const missed = entry.id > lastId + 1;
        const dropped = missed ? apply({ all: true }) : applyOnce(entry.rid, entry.revalidation, entry.at, true);
        if (missed)
          logger.warn(
            { from: lastId + 1, to: entry.id - 1 },
            'revalidation journal entries missed: every cached page dropped',
          );
        if (missed && entry.rid !== undefined) applyOnce(entry.rid, entry.revalidation, entry.at, true);
        lastId = entry.id;
        if (entry.id === id) mine = dropped;
        else if (dropped)
          logger.info(
            { id: entry.id, rid: entry.rid, ...summary(entry.revalidation), dropped },
            'revalidated from the journal',
          );
      }
    }
    return mine;
  }

  /** Reads the stream once (after the read under way, if any). */
  let reading: Promise<void> | undefined;
  function readStream(): Promise<void> {
    if (!stream) return Promise.resolve();
    const run = async () => {
      const got = await stream.read();
      if (!got) return;
      if (got.missed) {
        const dropped = apply({ all: true });
        logger.warn(
          { dropped },
          'revalidations missed while away from Redis (the stream no longer holds them): every cached page dropped',
        );
      }
      for (const entry of got.entries) {
        const dropped = applyOnce(entry.rid, entry.revalidation, entry.at, entry.server === server);
        if (dropped)
          logger.info(
            { rid: entry.rid, from: entry.server, ...summary(entry.revalidation), dropped },
            'revalidated from the stream',
          );
      }
    };
    const read: Promise<void> = (reading ?? Promise.resolve())
      .then(run)
      .catch((err: unknown) => logger.warn({ err }, 'revalidation stream not read; retrying'))
      .finally(() => {
        if (reading === read) reading = undefined;
      });
    reading = read;
    return read;
  }

  /** Sends this server's journal entries still due to the stream, oldest first. */
  let publishing = false;
  async function publish(): Promise<void> {
    if (!journal || !stream || publishing || !stream.connected()) return;
    publishing = true;
    try {
      for (let due = journal.claimUnpublished(); due.length; due = journal.claimUnpublished()) {
        for (const [i, entry] of due.entries()) {
          const sent = await stream.add({
            rid: entry.rid ?? randomUUID(),
            at: entry.at,
            server,
            revalidation: entry.revalidation,
          });
          if (sent) {
            journal.published(entry.id);
            continue;
          }
          // Redis went away: these wait for it, due at once.
          for (const left of due.slice(i)) journal.unpublished(left.id);
          return;
        }
      }
    } catch (err) {
      // Claimed entries come due again when their claim runs out.
      logger.warn({ err }, 'revalidations not sent to the other servers yet; retrying');
    } finally {
      publishing = false;
    }
  }

  const knows = (rid: string, at: number) => applied.has(rid) || at + CLOCK_SLACK_MS < emptiedAt;

  if (!journal && !stream)
    return {
      revalidate(revalidation, rid = randomUUID()) {
        forgetOldIds();
        return applyOnce(rid, revalidation, Date.now(), true) ?? { pages: 0, content: 0 };
      },
      knows,
      catchUp: () => Promise.resolve(),
      stop: () => undefined,
    };

  let failing = false;
  const timer = setInterval(() => {
    try {
      readJournal();
      if (failing) logger.info('revalidation journal readable again');
      failing = false;
    } catch (err) {
      // Busy or unreadable for now: the entries wait in the journal for the next read.
      if (!failing) logger.warn({ err }, 'revalidation journal not readable; retrying');
      failing = true;
    }
    if (!reading) void readStream();
    void publish();
    forgetOldIds();
    try {
      deps.edgeIndex?.flush();
    } catch (err) {
      // Kept for the next poll's write.
      logger.warn({ err }, 'edge index not written; retrying');
    }
  }, deps.pollMs ?? 250);
  timer.unref();

  return {
    revalidate(revalidation, rid = randomUUID()) {
      if (!journal) {
        const dropped = applyOnce(rid, revalidation, Date.now(), true) ?? { pages: 0, content: 0 };
        void stream!.add({ rid, at: Date.now(), server, revalidation }).then((sent) => {
          if (!sent) logger.warn({ rid }, 'revalidation not sent to the other servers: Redis is away');
        });
        return dropped;
      }
      const id = journal.append(revalidation, { rid, publish: Boolean(stream) });
      // Entries other workers appended meanwhile are applied first, in their order; this one is
      // always among those read.
      const mine = readJournal(id)!;
      void publish();
      return mine;
    },
    knows,
    async catchUp() {
      try {
        readJournal();
      } catch (err) {
        logger.warn({ err }, 'revalidation journal not readable; retrying');
      }
      await readStream();
    },
    stop: () => clearInterval(timer),
  };
}

/** A revalidation for the log: what it names, counted. */
export function summary(revalidation: Revalidation): Record<string, unknown> {
  return revalidation.all ? { all: true } : { paths: revalidation.paths.length, keys: revalidation.keys.length };
}
