// Arrow-key movement inside a tablist (WAI-ARIA tabs pattern), for every tablist of both apps:
// Left/Up and Right/Down step and wrap around, Home and End jump to the ends. The handler goes on
// the tablist element and finds its tabs by role.
import { useCallback, type KeyboardEvent } from 'react';

/** The index to move to from `index` of `count` tabs on `key`, or undefined for other keys. */
export function tabKeyTarget(key: string, index: number, count: number): number | undefined {
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return (index + 1) % count;
    case 'ArrowLeft':
    case 'ArrowUp':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}

/** A keydown handler for a tablist: moves focus to the target tab and, when given, selects it
 *  (automatic activation); without `select` the tab is chosen by click or by its own focus. */
export function useTabListKeys(select?: (index: number) => void) {
  return useCallback(
    (e: KeyboardEvent<HTMLElement>) => {
      const tabs = Array.from(e.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]'));
      const index = tabs.indexOf(e.target as HTMLElement);
      if (index < 0) return;
      const target = tabKeyTarget(e.key, index, tabs.length);
      if (target === undefined) return;
      e.preventDefault();
      select?.(target);
      tabs[target]?.focus();
    },
    [select],
  );
}
