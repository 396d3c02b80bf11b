// Folding a long list to its first rows, with a real button (keyboard and screen-reader usable:
// aria-expanded, aria-controls) to unfold it. Used by the customer logo walls of the home and
// about pages on desktop (brand-wall.tsx) and on the phone (client-mobile logo-wall.tsx).
import { useId, useState } from 'react';

/** Whether the list is open, the id its button controls, and the toggle. */
export function useFold(): { open: boolean; listId: string; toggle: () => void } {
  const [open, setOpen] = useState(false);
  const listId = useId();
  return { open, listId, toggle: () => setOpen((o) => !o) };
}

export function FoldButton({
  open,
  controls,
  onToggle,
  more,
  less,
}: {
  open: boolean;
  controls: string;
  onToggle: () => void;
  more: string;
  less: string;
}) {
  return (
    <button
      type="button"
      className="btn btn--ghost btn--small"
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
    >
      {open ? less : more}
    </button>
  );
}
