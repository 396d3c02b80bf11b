// The home page's tabbed sections (customer stories, industry solutions): the section with its
// heading, a WAI-ARIA tablist with one tab a item and one panel a item. Every panel is in the
// markup, so crawlers and visitors without JavaScript get them all; the selected one shows. Arrow
// keys (and Home/End) move between the tabs; a click selects one. With `hoverAndSwipe` (spec:
// the industry index changes by hover or swipe) hovering or focusing a tab selects it too, and a
// horizontal swipe on the panels steps to the neighbouring item.
import { useId, useRef, useState, type ReactNode, type TouchEvent } from 'react';
import { useTabListKeys } from '../../../shared/components/use-tab-list-keys.ts';
import { SectionHeading } from '../../../shared/components/section-heading.tsx';
import { HOME_SECTION } from './home-anchors.tsx';

const SWIPE_MIN_PX = 48;

interface TabsCopy {
  title: string;
  subtitle: string;
  tabsLabel: string;
}

export function HomeTabs<T>({
  section,
  copy,
  items,
  itemKey,
  tab,
  panelClass,
  panel,
  hoverAndSwipe = false,
}: {
  /** The section's name: its id, its title's id and its class names (`home-<name>__tabs`, …). */
  section: 'stories' | 'industries';
  copy: TabsCopy;
  items: readonly T[];
  itemKey: (item: T) => string;
  /** A tab's content. */
  tab: (item: T) => ReactNode;
  panelClass: string;
  /** A panel's content. */
  panel: (item: T) => ReactNode;
  hoverAndSwipe?: boolean;
}) {
  const [active, setActive] = useState(0);
  const uid = useId();
  const onTabKey = useTabListKeys();
  const swipe = useSwipeStep(items.length, setActive);
  const name = HOME_SECTION[section];
  const select = (i: number) => () => setActive(i);

  const panels = items.map((item, i) => (
    <div
      key={itemKey(item)}
      id={`${uid}-panel-${i}`}
      role="tabpanel"
      aria-labelledby={`${uid}-tab-${i}`}
      className={panelClass}
      hidden={i !== active}
    >
      {panel(item)}
    </div>
  ));

  return (
    <section id={name} className={`${name} home-section`} tabIndex={-1} aria-labelledby={`${name}-title`}>
      <div className="container">
        <SectionHeading id={`${name}-title`} title={copy.title} subtitle={copy.subtitle} />
        <div className={`${name}__tabs`} role="tablist" aria-label={copy.tabsLabel} onKeyDown={onTabKey}>
          {items.map((item, i) => (
            <button
              key={itemKey(item)}
              type="button"
              role="tab"
              id={`${uid}-tab-${i}`}
              aria-selected={i === active}
              aria-controls={`${uid}-panel-${i}`}
              tabIndex={i === active ? 0 : -1}
              className={`${name}__tab${i === active ? ' is-active' : ''}`}
              onMouseEnter={hoverAndSwipe ? select(i) : undefined}
              onFocus={hoverAndSwipe ? select(i) : undefined}
              onClick={select(i)}
            >
              {tab(item)}
            </button>
          ))}
        </div>
        {hoverAndSwipe ? (
          <div className={`${name}__stage`} {...swipe}>
            {panels}
          </div>
        ) : (
          panels
        )}
      </div>
    </section>
  );
}

/** Touch handlers that step the index to the next (swipe left) or previous (swipe right) of
 *  `count` items, wrapping around, when a touch moves mostly sideways by SWIPE_MIN_PX or more. */
function useSwipeStep(count: number, setActive: (step: (i: number) => number) => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onTouchStart: (e: TouchEvent) => {
      const t = e.touches[0];
      start.current = t ? { x: t.clientX, y: t.clientY } : null;
    },
    onTouchEnd: (e: TouchEvent) => {
      const t = e.changedTouches[0];
      const from = start.current;
      start.current = null;
      if (!t || !from) return;
      const dx = t.clientX - from.x;
      if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < Math.abs(t.clientY - from.y)) return;
      setActive((i) => (dx < 0 ? (i + 1) % count : (i - 1 + count) % count));
    },
  };
}
