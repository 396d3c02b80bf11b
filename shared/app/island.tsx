// Islands (docs/pages.md, "Islands"): on the phone, only the parts a visitor works with are
// hydrated, each as a React root of its own (client-mobile/islands.ts); the rest of the page is
// the server's HTML and is never rendered in the browser.
//
// On the server the phone app renders an island's component inside a marker,
// `<div data-island="name" data-key="key" data-props="{…}">` (`display: contents`, frame.css),
// whose `data-props` holds the component's props as JSON. Two props are not in it, because the
// page's payload has them already: `root` (the root data: menus, config) and `data` (the page's
// loader data); the browser passes them from the payload. So an island's props must survive
// JSON: plain values, no elements; functions are dropped (a part the server alone renders, such
// as a static panel, may be a function that is absent in the browser).
// The desktop app renders the same components in place, without markers: it hydrates the whole
// page and navigates in the browser.
import { createContext, useContext, useId, type ComponentType } from 'react';

/** The islands the phone's bundle can hydrate; client-mobile/islands.ts maps each to its code. */
export const ISLAND_NAMES = [
  'offline',
  'header',
  'bottom-bar',
  'home-banner',
  'swipe-tabs',
  'logo-fold',
  'case-carousel',
  'honours',
  'static-carousel',
  'consult',
  'subscribe',
  'news-list',
  'interviews',
  'reviews',
  'trial-form',
] as const;
export type IslandName = (typeof ISLAND_NAMES)[number];

/** The props the browser takes from the page's payload rather than from the marker. */
const PAYLOAD_PROPS = ['root', 'data'] as const;

/** True while the server renders the phone app: islands get their markers. */
export const IslandMarkers = createContext(false);

/** The key of the island being rendered (server and browser alike), for its element ids. */
export const IslandKey = createContext<string | null>(null);

/**
 * An id for an element of an interactive part, the same on the server and in the browser.
 * React's useId depends on where a component sits in its tree, and an island's tree in the
 * browser starts at the island, so inside one the id is the island's key and `local`.
 */
export function useIslandId(local: string): string {
  const generated = useId();
  const key = useContext(IslandKey);
  return key === null ? generated : `${key}-${local}`;
}

/** The marker's props as JSON: the component's own, without those the payload carries. */
function islandPropsJson(props: object): string {
  const own: Record<string, unknown> = { ...props };
  for (const k of PAYLOAD_PROPS) delete own[k];
  return JSON.stringify(own);
}

export interface IslandProps<P extends object> {
  name: IslandName;
  /** Unique on the page when the island appears more than once (e.g. each tab list); the name by default. */
  k?: string;
  component: ComponentType<P>;
  props: P;
}

/** An interactive part: an island on the phone, the component itself in the desktop app. */
export function Island<P extends object>({ name, k = name, component: Component, props }: IslandProps<P>) {
  const markers = useContext(IslandMarkers);
  if (!markers) return <Component {...props} />;
  return (
    <div data-island={name} data-key={k === name ? undefined : k} data-props={islandPropsJson(props)}>
      {/* Within an island, nothing is an island of its own: the browser renders it all as one. */}
      <IslandMarkers value={false}>
        <IslandKey value={k}>
          <Component {...props} />
        </IslandKey>
      </IslandMarkers>
    </div>
  );
}
