// The server's markup cache (shared/app/cached-markup.tsx): one per thread that renders, bounded.
// A miss is filled after the page's render, with a render of its own: rendering inside another
// render would share React's module-wide render state.
import { LRUCache } from 'lru-cache';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import type { MarkupCache } from '../../shared/app/cached-markup.tsx';
import { SiteDataContext, type SiteData } from '../../shared/app/site-data.tsx';

/** Keys are (root content, element, site data, deps): about a hundred over all routes, hosts and
 *  both languages, and new ones when the root content changes; an entry is 10–20 KB. The least
 *  recently used go first. */
const MAX_ENTRIES = 200;

export interface ServerMarkupCache {
  /** The view of one render, whose root content has this key (chrome-key.ts); null (render
   *  everything in place) for an empty key. */
  forContent(chromeKey: string): MarkupCache | null;
  readonly size: number;
  /** Lookups since the start (or the last clear) that found markup, and that did not. */
  readonly stats: { hits: number; misses: number };
  clear(): void;
}

export function createMarkupCache(): ServerMarkupCache {
  const entries = new LRUCache<string, string>({ max: MAX_ENTRIES });
  const pending = new Set<string>();
  const stats = { hits: 0, misses: 0 };
  const fill = (key: string, children: ReactNode, siteData: SiteData) => {
    if (pending.has(key)) return;
    pending.add(key);
    queueMicrotask(() => {
      pending.delete(key);
      try {
        entries.set(key, renderAlone(children, siteData));
      } catch {
        // Left uncached: the page rendered these children in place, and will again.
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
      stats.hits = stats.misses = 0;
    },
  };
}

/** The children's markup on their own. The seed is fixed: cached markup must not depend on it,
 *  and a fixed one makes a subtree that does differ from its in-page render (see the test). */
function renderAlone(children: ReactNode, siteData: SiteData): string {
  return renderToString(<SiteDataContext value={{ ...siteData, seed: 0 }}>{children}</SiteDataContext>);
}

/** The cache of this thread's renders. */
export const markupCache = createMarkupCache();
