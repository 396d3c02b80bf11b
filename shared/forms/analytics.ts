// Analytics, first-party: the page data names the providers ops configured (config ANALYTICS);
// their scripts load after hydration, once the page has loaded and the browser is idle, from a
// chunk of its own (./analytics-tags.ts) that a page without analytics never fetches. No inline
// snippet: the chunk does what the providers' snippets do. Events go to the configured providers'
// queues, which keep them until the provider's script arrives, so an early one is not lost.
import type { Analytics } from '../app/payload.ts';

let configured: Analytics | undefined;
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
