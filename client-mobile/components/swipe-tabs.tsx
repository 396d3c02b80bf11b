// Tabs whose panels sit side by side in a scroll-snap track: tapping a tab slides to its panel,
// swiping the panels selects the matching tab (spec: industry tabs change by swipe). Arrow keys,
// Home and End move between tabs and select them, as in every tablist (useTabListKeys). An
// island (shared/app/island.tsx) whose panels are static parts (static-part.tsx): the server
// renders them, the browser keeps the server's markup and knows only the tab names.
import { useEffect, useRef, type ReactNode } from 'react';
import { useIslandId } from '../../shared/app/island.tsx';
import { useTabListKeys } from '../../shared/components/use-tab-list-keys.ts';
import { useSnapIndex } from '../../shared/components/use-snap-index.ts';
import { StaticPart } from './static-part.tsx';

export function SwipeTabs({
  label,
  names,
  part,
  panel,
  className = '',
}: {
  label: string;
  /** The tabs' names. */
  names: readonly string[];
  /** The panels' static-part keys: `<part>-<index>`. */
  part: string;
  /** Panel `i`'s content, on the server (a function: not in the island's props in the browser). */
  panel?: (i: number) => ReactNode;
  className?: string;
}) {
  const { ref, index, goTo } = useSnapIndex<HTMLDivElement>();
  const listRef = useRef<HTMLDivElement>(null);
  const id = useIslandId('tabs');
  const moved = useRef(false);

  // Keep the selected tab in view inside its own scrolling row (never scroll the page).
  useEffect(() => {
    if (!moved.current) return;
    const list = listRef.current;
    const tab = list?.children[index] as HTMLElement | undefined;
    if (list && tab)
      list.scrollTo({ left: tab.offsetLeft - (list.clientWidth - tab.offsetWidth) / 2, behavior: 'smooth' });
  }, [index]);

  const select = (i: number) => {
    moved.current = true;
    goTo(i);
  };
  const onKey = useTabListKeys(select);

  return (
    <div className={`m-tabs ${className}`} data-index={index}>
      <div ref={listRef} className="m-tabs__list" role="tablist" aria-label={label} onKeyDown={onKey}>
        {names.map((name, i) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`${id}-tab-${i}`}
            className="m-tabs__tab"
            aria-selected={i === index}
            aria-controls={`${id}-panel-${i}`}
            tabIndex={i === index ? 0 : -1}
            onClick={() => select(i)}
          >
            {name}
          </button>
        ))}
      </div>
      <div
        ref={ref}
        className="m-tabs__track"
        onTouchStart={() => {
          moved.current = true;
        }}
      >
        {names.map((name, i) => (
          <div
            key={name}
            className="m-tabs__panel"
            role="tabpanel"
            id={`${id}-panel-${i}`}
            aria-labelledby={`${id}-tab-${i}`}
          >
            <StaticPart k={`${part}-${i}`}>{panel?.(i)}</StaticPart>
          </div>
        ))}
      </div>
    </div>
  );
}
