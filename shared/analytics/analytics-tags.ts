// The analytics providers, loaded as their own snippets would load them (from our bundle, since
// the CSP allows no inline script): first the queue the page pushes to, then the provider's
// script, which reads what was queued and takes the queue over. Only pages with ANALYTICS
// configured fetch this chunk (./analytics.ts imports it dynamically).

/** Analytics providers by their ids (config ANALYTICS), as the page data names them. */
export interface Analytics {
  /** Baidu Tongji site id (32 hex digits). */
  baidu?: string;
  /** Google Tag Manager container id (GTM-XXXXXXX). */
  gtm?: string;
}

interface Queue {
  push(...items: unknown[]): unknown;
}
const tagWindow = () => window as unknown as { _hmt?: Queue; dataLayer?: Queue };

let queued = false;
let loaded = false;
/** hm.js has run: it counted the page it found then, and takes page views from _hmt since. */
let hmRan = false;

/** The providers' queues, made once, as the snippets make them. */
function queues(analytics: Analytics): void {
  if (queued) return;
  queued = true;
  const w = tagWindow();
  if (analytics.baidu) w._hmt = w._hmt || [];
  if (analytics.gtm) {
    w.dataLayer = w.dataLayer || [];
    w.dataLayer.push({ 'gtm.start': new Date().getTime(), event: 'gtm.js' });
  }
}

function addScript(src: string, onload?: () => void): void {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  if (onload) script.onload = onload;
  document.head.append(script);
}

/** Makes the queues and adds the providers' scripts, once per page. */
export function loadTags(analytics: Analytics): void {
  queues(analytics);
  if (loaded) return;
  loaded = true;
  if (analytics.baidu)
    addScript(`https://hm.baidu.com/hm.js?${encodeURIComponent(analytics.baidu)}`, () => (hmRan = true));
  if (analytics.gtm) addScript(`https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(analytics.gtm)}`);
}

/**
 * Queues an event for each configured provider. Baidu Tongji takes
 * ['_trackEvent', category, action, label]: the event's name, its properties' values (or the
 * name again) and the page's path. Tag Manager takes { event, ...properties }.
 */
export function pushEvent(analytics: Analytics, name: string, props: Record<string, unknown>): void {
  queues(analytics);
  const w = tagWindow();
  if (analytics.baidu) w._hmt!.push(['_trackEvent', name, Object.values(props).join(',') || name, location.pathname]);
  if (analytics.gtm) w.dataLayer!.push({ event: name, ...props });
}

/**
 * A page view after a client-side navigation, for Baidu Tongji: ['_trackPageview', path]. Until
 * hm.js has run there is nothing to add, since it counts the page it finds when it runs (the
 * current one); a page the visitor left before that goes uncounted rather than counted twice.
 * Tag Manager gets nothing here: see ./analytics.ts.
 */
export function pushPageView(analytics: Analytics, path: string): void {
  if (!analytics.baidu || !hmRan) return;
  queues(analytics);
  tagWindow()._hmt!.push(['_trackPageview', path]);
}
