// The addresses this server answered the edge with, by cache tag (issue 37): nginx has no purge by
// tag, so after a revalidation by content key, or of everything, the edge refresh (edge-refresh.ts)
// asks nginx again for each address whose page showed that content, paged copies and query
// variants included, as nginx keys them (cache-tags.ts edgeAddress). Every worker notes the
// cacheable pages it answers; with the journal (one SQLite file per server) they are written there
// every poll, so the one worker that refreshes knows the addresses every worker served. Bounded:
// an address not answered for longer than an edge may keep its copy is forgotten, and so are the
// oldest past MAX_ADDRESSES. Per server, like nginx's cache: each server refreshes what it served.
import { LRUCache } from 'lru-cache';
import { edgeAddress, tagOf } from './cache-tags.ts';
import type { EdgePage, RevalidationJournal } from '../coordination/journal.ts';
import type { Revalidation } from './revalidate-body.ts';

const MAX_ADDRESSES = 20_000;
/** Addresses one revalidation refreshes at most, most recently answered first. */
const MAX_REFRESHED = 2_000;
/** A worker notes an address again (its time, so it is kept) at most this often. */
const RENOTE_MS = 60_000;
const PRUNE_EVERY_MS = 60_000;
const INTERNAL_ORIGIN = 'http://site.internal';

export interface EdgeIndex {
  /** Notes a page answered with a copy an edge may keep: its address as requested and the content
   *  keys it was made from. Cheap (called for every such answer): mostly one map lookup. */
  note(url: string, deps: ReadonlySet<string>): void;
  /** Writes what this worker noted to the journal (the revalidator's poll calls it). */
  flush(): void;
  /** The edge addresses a revalidation concerns, most recently answered first: those at its paths
   *  (the paths themselves always) and those whose page showed content its keys name; every
   *  address for `{"all": true}`. */
  addresses(revalidation: Revalidation): string[];
  /** Forgets addresses whose page is gone. */
  forget(addresses: readonly string[]): void;
}

/** What a key names in the index: a key without a query, every query of its path (its cache tag);
 *  one with a query, only that answer (a tag of its own, so that publishing one page of the CMS's
 *  site_pages does not refresh every page, which all show one of them). */
function keyTag(key: string): string {
  return key.includes('?') ? `k:${key}` : tagOf(key);
}

/** The index's tags of a page made from these keys: each one's cache tag, and its own tag for a key
 *  with a query. */
function indexTags(deps: ReadonlySet<string>): string[] {
  const tags = new Set<string>();
  for (const dep of deps) {
    tags.add(tagOf(dep));
    if (dep.includes('?')) tags.add(keyTag(dep));
  }
  return [...tags];
}

/** The path of an edge address as revalidations name it (percent-encoded, dot segments resolved). */
function pathOf(address: string): string {
  const q = address.indexOf('?');
  try {
    return new URL(q === -1 ? address : address.slice(0, q), INTERNAL_ORIGIN).pathname;
  } catch {
    return address;
  }
}

export function createEdgeIndex(opts: {
  journal?: RevalidationJournal;
  keepMs: number;
  now?: () => number;
}): EdgeIndex {
  const now = opts.now ?? Date.now;
  const { journal } = opts;
  // What this worker noted last of each address: the same deps (a cached page's set) noted within
  // RENOTE_MS is not noted again.
  const seen = new LRUCache<string, { deps: ReadonlySet<string>; at: number }>({ max: 10_000 });
  const pending = new Map<string, EdgePage>();
  // Without a journal (one process): the index itself, in memory.
  const memory = journal ? undefined : new LRUCache<string, EdgePage & { at: number }>({ max: MAX_ADDRESSES });
  let prunedAt = 0;

  const flush = () => {
    if (!journal) return;
    const at = now();
    if (pending.size) {
      const pages = [...pending.values()];
      // Left pending when the write fails (busy): written with the next.
      journal.recordEdgePages(pages, at);
      for (const page of pages) if (pending.get(page.address) === page) pending.delete(page.address);
    }
    if (at - prunedAt >= PRUNE_EVERY_MS) {
      prunedAt = at;
      journal.pruneEdgePages(at - opts.keepMs, MAX_ADDRESSES);
    }
  };

  return {
    note(url, deps) {
      const address = edgeAddress(url);
      const last = seen.get(address);
      const at = now();
      if (last && last.deps === deps && at - last.at < RENOTE_MS) return;
      // Bounded even while the journal cannot be written.
      if (address.length > 2048 || pending.size >= MAX_ADDRESSES) return;
      seen.set(address, { deps, at });
      const page: EdgePage = { address, path: pathOf(address), tags: indexTags(deps) };
      if (memory) memory.set(address, { ...page, at });
      else pending.set(address, page);
    },
    flush,
    addresses(revalidation) {
      const select = revalidation.all
        ? ({ all: true } as const)
        : { paths: revalidation.paths, tags: [...new Set(revalidation.keys.map(keyTag))] };
      let found: string[];
      if (journal) {
        flush();
        found = journal.edgeAddresses(select, MAX_REFRESHED);
      } else {
        const pages = [...memory!.values()].filter(
          (p) => select.all || select.paths.includes(p.path) || p.tags.some((t) => select.tags.includes(t)),
        );
        found = pages
          .sort((a, b) => b.at - a.at)
          .slice(0, MAX_REFRESHED)
          .map((p) => p.address);
      }
      if (revalidation.all) return found;
      // The paths named are asked for even when this server has not answered them.
      return [...new Set([...revalidation.paths, ...found])].slice(0, MAX_REFRESHED);
    },
    forget(addresses) {
      for (const address of addresses) {
        seen.delete(address);
        pending.delete(address);
        memory?.delete(address);
      }
      journal?.forgetEdgePages(addresses);
    },
  };
}
