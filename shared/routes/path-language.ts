// Which language a path is in: the one place that decides whether an address is the English site
// (nginx's device-class.conf aside, which sends it as desktop). A module of its own, so that the
// browser bundles load these few lines with what calls them (route-facts.ts in each app's entry)
// and nothing else of the site's language handling.
import type { Lang } from '../site-types.ts';

/** Paths under /en are the English site. */
export function isEnglishPath(pathname: string): boolean {
  return pathname === '/en' || pathname.startsWith('/en/');
}

export const langOfPath = (pathname: string): Lang => (isEnglishPath(pathname) ? 'en' : 'zh');

/** A path with the English site's /en taken off (/en/x → /x, /en → /); others as they are. */
export const withoutEnglishPrefix = (pathname: string): string =>
  isEnglishPath(pathname) ? pathname.slice(3) || '/' : pathname;
