// Markup the server renders once and then reuses: the site's chrome (header, footer) is the same
// on every page that shares its inputs, and was about a sixth of a desktop page's render.
//
// In the browser, and in any render without a markup cache, <CachedMarkup> is just its element
// with its children. In a server render with one, a hit emits the element with the cached markup
// as its content and skips rendering the children; a miss renders them in place, as always, and
// asks the cache to fill the key once the page is done (never in the middle of its render). The
// browser hydrates the same DOM either way.
//
// What a cached subtree may depend on:
// - the site data (language, device, site), which the key includes;
// - the root content (menus, site config, year): the server keys its cache on their identity
//   (server/pages/chrome-key.ts), so changed content renders afresh;
// - `deps`: small values (flags, indexes), compared as JSON (undefined and null alike).
// Everything else belongs in deps. The cache renders the subtree on its own, outside the page, so
// nothing in it may use the render seed, useId, Suspense or any context but SiteDataContext, nor
// render what React hoists into <head> (<title>, <meta>, <link>, <style>, async <script>, an
// <img> that is not loading="lazy"). test/integration/markup-cache.test.ts renders every page
// with a cold and a warm cache and compares the bytes, which catches a missing dep.
import { createContext, createElement, useContext, type HTMLAttributes, type ReactNode } from 'react';
import { useSiteData, type SiteData } from './site-data.tsx';

/** One render's view of the server's markup cache (server/pages/markup-cache.tsx). */
export interface MarkupCache {
  /** The cached inner markup of key, if any. */
  get(key: string): string | undefined;
  /** Renders children (with the site data) to the key's markup once the current page is done. */
  fill(key: string, children: ReactNode, siteData: SiteData): void;
}

/** Provided by the server's document render only. */
export const MarkupCacheContext = createContext<MarkupCache | null>(null);

type Tag = 'header' | 'footer' | 'div' | 'nav' | 'section';

export interface CachedMarkupProps extends HTMLAttributes<HTMLElement> {
  /** Which subtree this is: part of the key, so two subtrees never share markup. */
  name: string;
  as: Tag;
  /** Small values the children's markup depends on besides the site data and the root content. */
  deps: readonly (string | number | boolean | null | undefined)[];
  children: ReactNode;
  [dataAttribute: `data-${string}`]: string | boolean | undefined;
}

export function CachedMarkup({ name, as, deps, children, ...attrs }: CachedMarkupProps) {
  const cache = useContext(MarkupCacheContext);
  const siteData = useSiteData();
  if (!cache) return createElement(as, attrs, children);
  const key = JSON.stringify([name, as, siteData.lang, siteData.device, siteData.site, deps]);
  const html = cache.get(key);
  if (html !== undefined) return createElement(as, { ...attrs, dangerouslySetInnerHTML: { __html: html } });
  cache.fill(key, children, siteData);
  return createElement(as, attrs, children);
}
