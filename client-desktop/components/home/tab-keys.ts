// Arrow-key movement inside a tablist (WAI-ARIA tabs pattern): Left/Up and Right/Down step and
// wrap around, Home and End jump to the ends. Returns the index to focus, or undefined.
import type { KeyboardEvent } from 'react';

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

/** Moves focus between the tablist's tabs; returns the newly focused index, if any. */
export function moveTabFocus(e: KeyboardEvent<HTMLElement>): number | undefined {
  const tabs = Array.from(e.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]'));
  const index = tabs.indexOf(e.target as HTMLElement);
  if (index < 0) return undefined;
  const target = tabKeyTarget(e.key, index, tabs.length);
  if (target === undefined) return undefined;
  e.preventDefault();
  tabs[target]?.focus();
  return target;
}
