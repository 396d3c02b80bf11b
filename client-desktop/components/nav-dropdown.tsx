// A header menu with a dropdown panel (disclosure pattern): opens on hover, on click and from the
// keyboard (Enter or Space on the button, ArrowDown to open and move into the panel), closes on
// Escape (focus back on the button), when the pointer leaves and when focus moves away. Without
// JavaScript the CSS (:hover, :focus-within) opens it instead. NavEntries is the list of menu
// entries a panel shows, in both headers.
import { useRef, useState, type ReactNode } from 'react';
import type { MenuEntry } from '../../shared/api/types.ts';
import { AppLink } from '../../shared/app/app-link.tsx';

export interface NavDropdownProps {
  /** The panel's id: a fixed one, since the header's markup is cached (shared/app/cached-markup.tsx). */
  panelId: string;
  label: string;
  active?: boolean;
  children: ReactNode;
  wide?: boolean;
}

export function NavDropdown({ panelId, label, active, children, wide }: NavDropdownProps) {
  const [open, setOpen] = useState(false);
  const itemRef = useRef<HTMLLIElement>(null);
  // A click right after the pointer opened the menu must not close it again.
  const hovered = useRef(false);
  const focusFirstLink = () =>
    requestAnimationFrame(() => itemRef.current?.querySelector<HTMLAnchorElement>('.nav-panel a')?.focus());
  return (
    <li
      ref={itemRef}
      className={`main-nav__item main-nav__item--dropdown${active ? ' is-active' : ''}${open ? ' is-open' : ''}`}
      // Hover is a mouse thing: a tap fires pointerenter too, and must toggle by click instead.
      onPointerEnter={(e) => {
        if (e.pointerType !== 'mouse') return;
        hovered.current = true;
        setOpen(true);
      }}
      onPointerLeave={(e) => {
        if (e.pointerType !== 'mouse') return;
        hovered.current = false;
        setOpen(false);
      }}
      onBlur={(e) => {
        if (!itemRef.current?.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          e.stopPropagation();
          setOpen(false);
          itemRef.current?.querySelector<HTMLButtonElement>('.main-nav__link')?.focus();
        }
      }}
    >
      <button
        type="button"
        className="main-nav__link"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => (hovered.current ? true : !o))}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown') {
            e.preventDefault();
            setOpen(true);
            focusFirstLink();
          }
        }}
      >
        {label}
        <svg className="main-nav__caret" width="10" height="10" viewBox="0 0 10 10" aria-hidden="true">
          <path d="M1 3l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </button>
      <div
        id={panelId}
        className={`nav-panel${wide ? ' nav-panel--wide' : ''}`}
        onClick={(e) => {
          // Following a link closes the menu; the page changes under it.
          if ((e.target as Element).closest('a')) setOpen(false);
        }}
      >
        {children}
      </div>
    </li>
  );
}

/** A dropdown panel's list of menu entries (both headers), each with its description when
 *  `withDesc`, in one or two columns. */
export function NavEntries({
  entries,
  withDesc,
  columns = 1,
}: {
  entries: MenuEntry[];
  withDesc?: boolean;
  columns?: 1 | 2;
}) {
  return (
    <ul className={`nav-panel__list${columns === 2 ? ' nav-panel__list--2' : ''}`}>
      {entries.map((e) => (
        <li key={e.link}>
          <AppLink to={e.link} title={e.aTitle || e.name} className="nav-panel__link">
            <span className="nav-panel__name">
              {e.name}
              {e.external ? (
                <span className="nav-panel__ext" aria-hidden="true">
                  ↗
                </span>
              ) : null}
            </span>
            {withDesc && e.desc ? <span className="nav-panel__desc">{e.desc}</span> : null}
          </AppLink>
        </li>
      ))}
    </ul>
  );
}
