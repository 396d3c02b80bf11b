// A header menu with a dropdown panel: opens on hover, on click and from the keyboard (Enter,
// Space, ArrowDown), closes on Escape, on leaving and when focus moves away. Without JavaScript
// the CSS (:hover, :focus-within) still opens it.
import { useId, useRef, useState, type ReactNode } from 'react';

export function NavDropdown({ label, active, children, wide }: { label: string; active?: boolean; children: ReactNode; wide?: boolean }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const itemRef = useRef<HTMLLIElement>(null);
  return (
    <li
      ref={itemRef}
      className={`main-nav__item main-nav__item--dropdown${active ? ' is-active' : ''}${open ? ' is-open' : ''}`}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onBlur={(e) => {
        if (!itemRef.current?.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          setOpen(false);
          itemRef.current?.querySelector<HTMLButtonElement>('button')?.focus();
        }
      }}
    >
      <button
        type="button"
        className="main-nav__link"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown') {
            e.preventDefault();
            setOpen(true);
            requestAnimationFrame(() => itemRef.current?.querySelector<HTMLAnchorElement>('.nav-panel a')?.focus());
          }
        }}
      >
        {label}
        <svg className="main-nav__caret" width="10" height="10" viewBox="0 0 10 10" aria-hidden="true">
          <path d="M1 3l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </button>
      <div id={panelId} className={`nav-panel${wide ? ' nav-panel--wide' : ''}`}>
        {children}
      </div>
    </li>
  );
}
