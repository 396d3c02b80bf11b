// A small analytics hook: events go to window.dataLayer when a tag manager configured by ops has
// put one there; nothing third-party loads from here.
type DataLayer = { push: (event: Record<string, unknown>) => unknown };

export function trackEvent(name: string, props: Record<string, unknown> = {}): void {
  const layer = (globalThis as { dataLayer?: DataLayer }).dataLayer;
  layer?.push({ event: name, ...props });
  globalThis.dispatchEvent?.(new CustomEvent('site:track', { detail: { name, ...props } }));
}
