// Analytics, first-party: the page data names the providers ops configured (config ANALYTICS);
// their scripts load after hydration, once the page has loaded and the browser is idle, from a
// chunk of its own (./analytics-tags.ts) that a page without analytics never fetches. No inline
// snippet: the chunk does what the providers' snippets do. Events go to the configured providers'
// queues, which keep them until the provider's script arrives, so an early one is not lost.
//
// Page views: each provider counts the page its script loads on. After a client-side navigation
// (the desktop app's router, which also serves the English site on phones; the phone app has
// none, its links load documents) Baidu Tongji is told with _trackPageview (trackPageView, called
// through ./use-page-views.ts). Tag Manager is not: Google's guidance for single-page apps is to
// count virtual page views from browser history changes, which the container sees by itself
// (GA4's enhanced measurement, or a History Change trigger, both driven by the router's
// pushState); a page_view pushed to dataLayer as well would count each navigation twice.
import type { Analytics } from './analytics-tags.ts';

let configured: Analytics | undefined;
/** The path (with its query) of the page last counted: the first page, then each navigation's. */
let viewed: string | undefined;
const tags = () => import('./analytics-tags.ts');
const failed = (err: unknown) => console.warn('analytics unavailable', err);

/** Called once the document has hydrated, with the page data's analytics (undefined: none). */
export function startAnalytics(analytics: Analytics | undefined): void {
  if (!analytics?.baidu && !analytics?.gtm) return;
  configured = analytics;
  const load = () => void tags().then((t) => t.loadTags(analytics), failed);
  // Safari has no requestIdleCallback: a moment after load instead.
  const whenIdle = () => (self.requestIdleCallback ?? setTimeout)(load);
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
}

/** Reports an event to the configured providers; the page also hears it as a 'site:track' event. */
export function trackEvent(name: string, props: Record<string, unknown> = {}): void {
  const analytics = configured;
  if (analytics) void tags().then((t) => t.pushEvent(analytics, name, props), failed);
  globalThis.dispatchEvent?.(new CustomEvent('site:track', { detail: { name, ...props } }));
}

/**
 * Reports the page at `path` (pathname + search) as viewed. The first call names the page the
 * document loaded on, which the providers count themselves; a later one with another path is a
 * client-side navigation, reported to Baidu Tongji. The same path again (a #hash, a re-render)
 * is no new page.
 */
export function trackPageView(path: string): void {
  const navigated = viewed !== undefined && viewed !== path;
  viewed = path;
  const analytics = configured;
  if (navigated && analytics?.baidu) void tags().then((t) => t.pushPageView(analytics, path), failed);
}
