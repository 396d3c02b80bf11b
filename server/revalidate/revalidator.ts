// Applies revalidations to this process's caches: the rendered pages (server/pages/page-cache.ts),
// the content answers they were made from (server/content/content-sources.ts) and the sitemaps.
// With a journal, a revalidation asked of this worker is appended to it, and every worker (this
// one included) applies each entry once, in order, as it reads them: on the request, and every
// `pollMs`.
import type { Logger } from 'pino';
import type { ContentSources } from '../content/content-sources.ts';
import type { PageCache } from '../pages/page-cache.ts';
import type { JournalEntry, RevalidationJournal } from './journal.ts';
import { atPath, type Revalidation } from './revalidate-body.ts';

/** What one revalidation dropped in this process. */
interface Dropped {
  pages: number;
  content: number;
}

export interface Revalidator {
  /** Applies a revalidation here and, through the journal, on every other worker. */
  revalidate(revalidation: Revalidation): Dropped;
  /** Stops reading the journal (before it is closed). */
  stop(): void;
}

export interface RevalidatorDeps {
  pageCache?: PageCache;
  sources: Pick<ContentSources, 'forget'>;
  /** Built from the content lists: any revalidation may add or remove one of their pages. */
  sitemaps?: { clear(): Set<string> };
  /** Shared by the processes of the site; absent, revalidations reach this process only. */
  journal?: RevalidationJournal;
  logger: Logger;
  /** How often the journal is read (so how soon other workers' revalidations apply here). */
  pollMs?: number;
}

export function createRevalidator(deps: RevalidatorDeps): Revalidator {
  const { journal, logger } = deps;

  function apply(revalidation: Revalidation): Dropped {
    const { pageCache, sources } = deps;
    // The sitemaps list every page, so whatever was published or removed changes them.
    const sitemapDeps = deps.sitemaps?.clear() ?? new Set<string>();
    if (revalidation.all) return { pages: pageCache?.clear() ?? 0, content: sources.forget(() => true) };
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

  if (!journal) return { revalidate: apply, stop: () => undefined };

  // Entries before this process started concern caches it never had.
  let lastId = journal.lastId();

  /** Applies the entries appended since the last read; returns what `id`'s entry dropped. */
  function catchUp(id?: number): Dropped | undefined {
    let mine: Dropped | undefined;
    let entries: JournalEntry[];
    while ((entries = journal!.after(lastId)).length) {
      for (const entry of entries) {
        // Ids follow each other; a gap means pruned entries this process never read (it was
        // stopped for longer than they are kept), so it cannot know what they named.
        const missed = entry.id > lastId + 1;
        const dropped = apply(missed ? { all: true } : entry.revalidation);
        if (missed)
          logger.warn(
            { from: lastId + 1, to: entry.id - 1 },
            'revalidation journal entries missed: every cached page dropped',
          );
        lastId = entry.id;
        if (entry.id === id) mine = dropped;
        else logger.info({ id: entry.id, ...summary(entry.revalidation), dropped }, 'revalidated from the journal');
      }
    }
    return mine;
  }

  let failing = false;
  const timer = setInterval(() => {
    try {
      catchUp();
      if (failing) logger.info('revalidation journal readable again');
      failing = false;
    } catch (err) {
      // Busy or unreadable for now: the entries wait in the journal for the next read.
      if (!failing) logger.warn({ err }, 'revalidation journal not readable; retrying');
      failing = true;
    }
  }, deps.pollMs ?? 250);
  timer.unref();

  return {
    revalidate(revalidation) {
      const id = journal.append(revalidation);
      // Entries other workers appended meanwhile are applied first, in their order; this one is
      // always among those read.
      return catchUp(id)!;
    },
    stop: () => clearInterval(timer),
  };
}

/** A revalidation for the log: what it names, counted. */
export function summary(revalidation: Revalidation): Record<string, unknown> {
  return revalidation.all ? { all: true } : { paths: revalidation.paths.length, keys: revalidation.keys.length };
}
