// The header's menu and actions, behind a toggle button where the screen is too narrow for them
// in one bar (header-fold.css: below 1200 px, tablets and the English site on phones). On wide
// screens the wrapper is display: contents and the toggle is hidden, so the bar is unchanged.
// Following a link closes the menu; Escape closes it and gives focus back to the toggle (an open
// dropdown inside takes the first Escape). Before hydration focusing the toggle opens it (CSS).
import { useRef, useState, type ReactNode } from 'react';

export function HeaderMenu({
  id,
  openLabel,
  closeLabel,
  children,
}: {
  /** The menu's id: a fixed one, since the header's markup is cached (shared/app/cached-markup.tsx). */
  id: string;
  openLabel: string;
  closeLabel: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        type="button"
        ref={toggleRef}
        className="header-toggle"
        aria-expanded={open}
        aria-controls={id}
        aria-label={open ? closeLabel : openLabel}
        onClick={() => setOpen((o) => !o)}
      >
        <span className="header-toggle__bars" aria-hidden="true" />
      </button>
      <div
        id={id}
        className={`header-menu${open ? ' is-open' : ''}`}
        onClick={(e) => {
          if ((e.target as Element).closest('a')) setOpen(false);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Escape' && open) {
            setOpen(false);
            toggleRef.current?.focus();
          }
        }}
      >
        {children}
      </div>
    </>
  );
}
