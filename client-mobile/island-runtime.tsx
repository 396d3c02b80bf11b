// Hydrates a phone page's islands (shared/app/island.tsx), each as a React root of its own, when
// it matters: an island within a screen of the viewport hydrates at once (as a transition, which
// yields to the browser every few milliseconds), one further down when the visitor scrolls near
// it, and any island the moment the visitor touches, focuses, types in or swipes it. When its
// code is there, React hydrates the part an event lands on before dispatching a discrete event,
// so the touch is React's. When the code is still on its way, the island's markup works as the
// server's does (links, <details>, forms that post), and a click on a button that only a script
// can act on (type="button") is clicked again once the island is hydrated.
// <html data-hydrated="true"> says the islands of the first screen are live.
import { startTransition, useEffect, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { loadPageChunk } from '../shared/app/chunk-reload.ts';
import { IslandKey, type IslandName } from '../shared/app/island.tsx';
import { SiteDataContext, type SiteData } from '../shared/app/site-data.tsx';

// The island's props are whatever its marker's JSON holds (with the payload's root and data).
type IslandComponent = ComponentType<never>;
export type IslandLoaders = Record<IslandName, () => Promise<{ default: IslandComponent }>>;

interface PageContext {
  siteData: SiteData;
  /** The props every island may take from the payload (shared/app/island.tsx, PAYLOAD_PROPS). */
  fromPayload: { root: unknown; data: unknown };
}

/** Events that mean the visitor is working with an island: it must be live now (a `scroll` is a
 *  swipe of one of its tracks: listened to in the capture phase, it reaches the island too). */
const FIRST_TOUCH = ['pointerdown', 'focusin', 'keydown', 'scroll'] as const;

/** How far below (and above) the viewport an island starts hydrating: one screen. */
const NEAR = '100% 0px';

class PageIsland {
  private started = false;
  private rooted = false;
  /** A script-only button clicked before there was a root to take the click. */
  private pendingClick: HTMLElement | null = null;
  readonly live: Promise<void>;
  private markLive!: () => void;

  readonly marker: HTMLElement;
  private readonly loaders: IslandLoaders;
  private readonly page: PageContext;

  constructor(marker: HTMLElement, loaders: IslandLoaders, page: PageContext) {
    this.marker = marker;
    this.loaders = loaders;
    this.page = page;
    this.live = new Promise((resolve) => (this.markLive = resolve));
    for (const type of FIRST_TOUCH) marker.addEventListener(type, this.onTouch, { capture: true });
    marker.addEventListener('click', this.onEarlyClick, { capture: true });
  }

  /** Its code: null when it cannot load (the island then stays the server's markup). */
  private async load(): Promise<IslandComponent | null> {
    const loader = this.loaders[this.marker.dataset.island as IslandName];
    if (!loader) return null;
    const outcome = await loadPageChunk(loader, () => location.href);
    return outcome.ok ? outcome.module.default : null;
  }

  private onTouch = () => this.hydrate(true);

  private onEarlyClick = (e: Event) => {
    if (this.rooted) return;
    const button = e.target instanceof Element ? e.target.closest<HTMLElement>('button[type="button"]') : null;
    if (button) this.pendingClick = button;
  };

  /** `urgent`: the visitor is at it, so no transition (React finishes it before the event). */
  hydrate(urgent: boolean): void {
    if (this.started) return;
    this.started = true;
    for (const type of FIRST_TOUCH) this.marker.removeEventListener(type, this.onTouch, { capture: true });
    void this.load().then((component) => (component ? this.render(component, urgent) : this.markLive()));
  }

  private render(Component: IslandComponent, urgent: boolean): void {
    const { marker, page } = this;
    const key = marker.dataset.key ?? marker.dataset.island!;
    const props = { ...(JSON.parse(marker.dataset.props ?? '{}') as object), ...page.fromPayload };
    const Island = Component as ComponentType<object>;
    const done = () => {
      marker.dataset.hydrated = 'true';
      this.markLive();
    };
    const root = (
      <SiteDataContext value={page.siteData}>
        <IslandKey value={key}>
          <Island {...props} />
          <WhenCommitted then={done} />
        </IslandKey>
      </SiteDataContext>
    );
    if (urgent) hydrateRoot(marker, root);
    else startTransition(() => void hydrateRoot(marker, root));
    this.rooted = true;
    marker.removeEventListener('click', this.onEarlyClick, { capture: true });
    // React hydrates the button's part at once to dispatch the click (a discrete event).
    this.pendingClick?.click();
    this.pendingClick = null;
  }
}

/** Calls `then` once its root has committed (it renders nothing, so it matches no markup). */
function WhenCommitted({ then }: { then: () => void }) {
  useEffect(then, [then]);
  return null;
}

/** The outermost islands in `doc` (an island inside another is rendered by it). */
function islandMarkers(doc: Document): HTMLElement[] {
  return Array.from(doc.querySelectorAll<HTMLElement>('[data-island]')).filter(
    (el) => !el.parentElement?.closest('[data-island]'),
  );
}

/** The island's first box: the marker itself has none (`display: contents`). */
const firstBox = (marker: HTMLElement) => marker.firstElementChild;

/** A page that reports no paint (an odd browser, a page with nothing to paint) waits no longer. */
const PAINT_WAIT_MS = 1000;

/** Resolves once the browser has shown the server's page (its first contentful paint, as the
 *  Paint Timing API reports it when the frame is on the screen), so hydrating the islands never
 *  holds the first paint back. On a fast connection the bundle runs before the first frame, and
 *  hydrating then delayed the paint by about 50 ms; Lighthouse then also counted the entry's
 *  shared chunks, finished by that later paint, as render-blocking (/form FCP 1.3 -> 1.4 s).
 *  At once in a hidden tab, which paints no frame; without the API, after the first frame; and
 *  never later than PAINT_WAIT_MS. */
function afterFirstPaint(doc: Document): Promise<void> {
  return new Promise((resolve) => {
    if (doc.visibilityState === 'hidden') return resolve();
    if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      requestAnimationFrame(() => setTimeout(resolve, 0));
      return;
    }
    const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
    if (painted()) return resolve();
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new PerformanceObserver(() => painted() && done());
    observer.observe({ type: 'paint' });
    const timer = setTimeout(done, PAINT_WAIT_MS);
  });
}

/** Hydrates the page's islands as they come near; resolves when those of the first screen are live. */
export async function hydrateIslands(doc: Document, loaders: IslandLoaders, page: PageContext): Promise<void> {
  const islands = islandMarkers(doc).map((marker) => new PageIsland(marker, loaders, page));
  const byBox = new Map<Element, PageIsland>();
  const firstScreen: PageIsland[] = [];
  for (const island of islands) {
    const box = firstBox(island.marker);
    // An island with nothing on the screen yet (the offline notice) costs nothing to hydrate.
    if (box) byBox.set(box, island);
    else firstScreen.push(island);
  }
  // The islands take touches from now on; the rest waits until the page is on the screen.
  await afterFirstPaint(doc);
  const near = await new Promise<Set<PageIsland>>((resolve) => {
    if (typeof IntersectionObserver === 'undefined') return resolve(new Set(islands));
    let first = true;
    const observer = new IntersectionObserver(
      (entries) => {
        const seen = new Set<PageIsland>();
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          observer.unobserve(entry.target);
          const island = byBox.get(entry.target)!;
          seen.add(island);
          island.hydrate(false);
        }
        if (first) resolve(seen);
        first = false;
      },
      { rootMargin: NEAR },
    );
    if (byBox.size === 0) resolve(new Set());
    for (const box of byBox.keys()) observer.observe(box);
  });
  for (const island of firstScreen) island.hydrate(false);
  await Promise.all([...firstScreen, ...near].map((island) => island.live));
}
