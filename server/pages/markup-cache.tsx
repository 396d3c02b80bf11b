// The server's markup cache (shared/app/cached-markup.tsx): one per thread that renders, bounded.
// A miss is filled after the page that missed has gone, with a render of its own: rendering inside
// another render would share React's module-wide render state.
import { LRUCache } from 'lru-cache';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import type { MarkupCache } from '../../shared/app/cached-markup.tsx';
import { SiteDataContext, type SiteData } from '../../shared/app/site-data.tsx';

/** Keys are (root content, subtree, site data, deps): about 15 per environment and host type,
 *  and new ones when the root content changes; an entry is 10–20 KB. The least recently used go
 *  first once the entries hold this many bytes. */
const MAX_BYTES = 4 * 1024 * 1024;

export interface ServerMarkupCache {
  /** The view of one render, whose root content has this key (chrome-key.ts); null (render
   *  everything in place) for an empty key. */
  forContent(chromeKey: string): MarkupCache | null;
  readonly size: number;
  /** Lookups since the start (or the last clear) that found markup and that did not, and
   *  subtrees that failed to render on their own (they stay uncached). */
  readonly stats: { hits: number; misses: number; failures: number };
  clear(): void;
}

function createMarkupCache(): ServerMarkupCache {
  const entries = new LRUCache<string, string>({ maxSize: MAX_BYTES, sizeCalculation: (html) => 2 * html.length + 64 });
  const pending = new Set<string>();
  // Keys whose subtree threw when rendered on its own: not tried again (each try is a render).
  const failed = new Set<string>();
  const stats = { hits: 0, misses: 0, failures: 0 };
  const fill = (key: string, children: ReactNode, siteData: SiteData) => {
    if (pending.has(key) || failed.has(key)) return;
    pending.add(key);
    setImmediate(() => {
      pending.delete(key);
      try {
        entries.set(key, renderAlone(children, siteData));
      } catch (err) {
        // The page rendered these children in place, and pages with this key will again.
        failed.add(key);
        stats.failures++;
        process.emitWarning(`markup cache: ${String(err)}; the subtree stays uncached`, { code: 'MARKUP_CACHE_FILL' });
      }
    });
  };
  return {
    forContent(chromeKey) {
      if (!chromeKey) return null;
      const prefix = `${chromeKey}\u0000`;
      return {
        get(key) {
          const html = entries.get(prefix + key);
          if (html === undefined) stats.misses++;
          else stats.hits++;
          return html;
        },
        fill: (key, children, siteData) => fill(prefix + key, children, siteData),
      };
    },
    get size() {
      return entries.size;
    },
    stats,
    clear() {
      entries.clear();
      failed.clear();
      stats.hits = stats.misses = stats.failures = 0;
    },
  };
}

/** The children's markup on their own, as one flat string (renderToString returns a rope of
 *  its pieces, which every page using it would walk again). The seed is fixed: cached markup
 *  must not depend on it, and a fixed one makes a subtree that does differ from its in-page
 *  render (see the test). */
function renderAlone(children: ReactNode, siteData: SiteData): string {
  const html = renderToString(<SiteDataContext value={{ ...siteData, seed: 0 }}>{children}</SiteDataContext>);
  return Buffer.from(html, 'utf16le').toString('utf16le');
}

/** The cache of this thread's renders. */
export const markupCache = createMarkupCache();
