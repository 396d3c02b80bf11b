// Applies revalidations to this process's caches: the rendered pages (server/pages/page-cache.ts),
// the content answers they were made from (server/content/content-sources.ts) and the sitemaps.
// A revalidation asked of this worker is sent, through the broadcast (server/coordination/
// broadcast.ts), to every worker in its reach (this process, this server's, or every server's), and
// this worker applies each one that reaches it once, in order, however it arrives. With an edge
// follower, one worker of this server (the first to claim the id) then has nginx fetch the pages it
// concerns again (edge-refresh.ts). A worker knows which revalidations it has applied (or that came
// before its caches were last emptied), so it answers nginx's refresh for one it has not applied in
// a way nginx does not store (`knows`).
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { openBroadcast, type Delivered, type Reach } from '../coordination/broadcast.ts';
import type { ContentSources } from '../content/content-sources.ts';
import type { PageCache } from '../pages/page-cache.ts';
import type { EdgeFollower } from './edge-refresh.ts';
import type { EdgeIndex } from './edge-index.ts';
import { atPath, type Revalidation } from './revalidate-body.ts';

/** What one revalidation dropped in this process. */
interface Dropped {
  pages: number;
  content: number;
}

export interface Revalidator {
  /** Applies a revalidation here and, through the broadcast, on every other worker in its reach,
   *  under the id given (a new one by default). */
  revalidate(revalidation: Revalidation, rid?: string): Dropped;
  /** Whether this worker's caches follow the revalidation `rid`, taken at `at` (ms) on some
   *  server: it applied it, or emptied every cache since. */
  knows(rid: string, at: number): boolean;
  /** Applies at once whatever has reached this worker (journal, stream) and was not read yet. */
  catchUp(): Promise<void>;
  /** Resolves once nothing is left to read or send (the broadcast's whenIdle) and the edge follows
   *  no revalidation. */
  whenIdle(): Promise<void>;
  /** Stops reading the journal (before it is closed) and the stream. */
  stop(): void;
}

export interface RevalidatorDeps {
  pageCache?: PageCache;
  sources: Pick<ContentSources, 'forget'>;
  /** Built from the content lists: any revalidation may add or remove one of their pages. */
  sitemaps?: { clear(): Set<string> };
  /** How far revalidations reach, and through what (coordination/broadcast.ts); this process only
   *  by default. */
  reach?: Reach;
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
  const { logger } = deps;

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
  function forgetOldIds(): void {
    const before = Date.now() - REMEMBER_MS;
    for (const [rid, at] of applied) {
      if (at >= before) break;
      applied.delete(rid);
    }
  }

  /** Applies a revalidation unless this worker already has (undefined then); the worker of this
   *  server that claims it first has the edge follow it. */
  function receive({ rid, at, revalidation, local, via }: Delivered): Dropped | undefined {
    if (rid !== undefined) {
      if (applied.has(rid)) return undefined;
      forgetOldIds();
      applied.set(rid, Date.now());
    }
    const dropped = apply(revalidation);
    // `local`: taken by this server, whose worker also calls the purge hook.
    if (rid !== undefined && deps.edge && broadcast.claimEdge(rid))
      void deps.edge.follow({ rid, at, revalidation, local });
    if (via.by === 'journal')
      logger.info({ id: via.entry, rid, ...summary(revalidation), dropped }, 'revalidated from the journal');
    else if (via.by === 'stream')
      logger.info({ rid, from: via.server, ...summary(revalidation), dropped }, 'revalidated from the stream');
    return dropped;
  }

  const broadcast = openBroadcast(
    deps.reach ?? { to: 'process' },
    {
      receive,
      lost: () => apply({ all: true }),
      polled() {
        try {
          deps.edgeIndex?.flush();
        } catch (err) {
          // Kept for the next poll's write.
          logger.warn({ err }, 'edge index not written; retrying');
        }
      },
    },
    { logger, pollMs: deps.pollMs },
  );

  return {
    revalidate: (revalidation, rid = randomUUID()) => broadcast.send(revalidation, rid) ?? { pages: 0, content: 0 },
    knows: (rid, at) => applied.has(rid) || at + CLOCK_SLACK_MS < emptiedAt,
    catchUp: () => broadcast.catchUp(),
    whenIdle: async () => {
      await broadcast.whenIdle();
      await deps.edge?.whenIdle();
    },
    stop: () => broadcast.stop(),
  };
}

/** A revalidation for the log: what it names, counted. */
export function summary(revalidation: Revalidation): Record<string, unknown> {
  return revalidation.all ? { all: true } : { paths: revalidation.paths.length, keys: revalidation.keys.length };
}
