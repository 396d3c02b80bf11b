// The phone header (spec §2): logo, and a toggle menu with an overlay whose sections (products,
// solutions, about) are collapsible, only one open at a time. While the menu is open the page
// behind it neither scrolls nor takes focus; Escape, the overlay or any link closes it.
// It works without JavaScript (scripts off, a chunk that failed): the menu is a <details> whose
// <summary> is the ☰ toggle, its sections exclusive <details name> accordions, and the CSS shows
// what is [open] and stops the page behind from scrolling. Hydrated, React keeps `open` in its
// state (onToggle) and adds the rest: focus kept inside, Escape, the overlay, the page inert.
import { useEffect, useRef, useState, type MouseEvent, type RefObject } from 'react';
import type { MenuEntry } from '../../shared/api/types.ts';
import { BrandLogo } from '../../shared/components/brand-logo.tsx';
import { chromeCopy, type ChromeCopy } from '../../shared/copy/chrome.ts';
import { MOBILE_FRAME } from '../../shared/copy/mobile/frame.ts';
import type { RootData } from '../../shared/routes/route-table.ts';
import { telHref } from '../../shared/format/tel-href.ts';

type Section = 'products' | 'solutions' | 'about';

interface Group {
  title?: string;
  entries: MenuEntry[];
}

function MenuSection({
  id,
  title,
  groups,
  open,
  onToggle,
}: {
  id: Section;
  title: string;
  groups: Group[];
  open: boolean;
  onToggle: (s: Section, open: boolean) => void;
}) {
  return (
    <li>
      <details
        className="m-menu__section"
        data-section={id}
        name="m-menu-section"
        open={open}
        onToggle={(e) => onToggle(id, e.currentTarget.open)}
      >
        <summary className="m-menu__toggle">
          {title}
          <span className="m-menu__chevron" aria-hidden="true" />
        </summary>
        <div className="m-menu__panel">
          {groups.map((g) => (
            <div key={g.title ?? id} className="m-menu__group">
              {g.title ? <p className="m-menu__group-title">{g.title}</p> : null}
              <ul className="m-menu__links">
                {g.entries.map((e) => (
                  <li key={e.link}>
                    <a
                      href={e.link}
                      title={e.aTitle || undefined}
                      {...(e.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                    >
                      {e.name}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </details>
    </li>
  );
}

/** Keeps focus inside the open menu (the toggle and the menu panel). */
function useMenuFocus(
  open: boolean,
  close: () => void,
  button: RefObject<HTMLElement | null>,
  menu: RefObject<HTMLElement | null>,
) {
  useEffect(() => {
    const html = document.documentElement;
    html.classList.toggle('menu-open', open);
    const behind = Array.from(document.querySelectorAll<HTMLElement>('#main, .m-footer, .m-bottom-bar'));
    behind.forEach((el) => (el.inert = open));
    if (!open) return undefined;
    menu.current?.querySelector<HTMLElement>('summary, a')?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        close();
        button.current?.focus();
        return;
      }
      if (e.key !== 'Tab' || !menu.current || !button.current) return;
      const items = [button.current, ...menu.current.querySelectorAll<HTMLElement>('summary, a[href]')].filter(
        (el) => el.offsetParent !== null,
      );
      const first = items[0]!;
      const last = items.at(-1)!;
      if (e.shiftKey && document.activeElement === first) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && document.activeElement === last) {
        e.preventDefault();
        first.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      html.classList.remove('menu-open');
      behind.forEach((el) => (el.inert = false));
    };
  }, [open, close, button, menu]);
}

const CHROME_WORDS = [
  'brand',
  'home',
  'mainNav',
  'products',
  'solutions',
  'industrySolutions',
  'sceneSolutions',
  'complexScene',
  'market',
  'cases',
  'partner',
  'about',
] as const;
const FRAME_WORDS = ['menuOpen', 'menuClose', 'menuHotline', 'menuDemo'] as const;
type HeaderCopy = Pick<ChromeCopy, (typeof CHROME_WORDS)[number]> &
  Pick<typeof MOBILE_FRAME, (typeof FRAME_WORDS)[number]>;

const pick = <T extends object, K extends keyof T>(from: T, keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, from[k]])) as Pick<T, K>;

/** The header's words, for its island's props: the browser's code carries none of them. */
export function headerCopy(): HeaderCopy {
  return { ...pick(chromeCopy('zh'), CHROME_WORDS), ...pick(MOBILE_FRAME, FRAME_WORDS) };
}

/** `enHref`: the menu's English link, this page's English twin or else the English home. */
export function MobileHeader({ root, enHref, copy }: { root: RootData; enHref: string; copy: HeaderCopy }) {
  const m = root.menus;
  const [menuOpen, setMenuOpen] = useState(false);
  const [section, setSection] = useState<Section | null>(null);
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const buttonRef = useRef<HTMLElement>(null);
  const menuRef = useRef<HTMLElement>(null);
  const close = useRef(() => setMenuOpen(false)).current;
  useMenuFocus(menuOpen, close, buttonRef, menuRef);
  // What a visitor opened before the page hydrated (the browser toggles <details> by itself).
  useEffect(() => {
    setMenuOpen(detailsRef.current!.open);
    setSection((menuRef.current!.querySelector<HTMLElement>('details[open]')?.dataset.section as Section) ?? null);
  }, []);

  // The browser toggled a section (and closed the one open before it): keep the one now open.
  const toggle = (s: Section, open: boolean) => setSection((cur) => (open ? s : cur === s ? null : cur));
  // A tapped link leaves the page (or opens a new tab): either way the menu should be closed.
  const onMenuClick = (e: MouseEvent) => {
    if ((e.target as HTMLElement).closest('a')) setMenuOpen(false);
  };
  return (
    <header className="m-header">
      <div className="m-header__bar">
        <a href="/" className="m-header__logo" aria-label={`${copy.brand} ${copy.home}`}>
          <BrandLogo label={copy.brand} />
        </a>
        <a
          className="m-header__tel"
          href={telHref(root.config.hotline)}
          aria-label={`${copy.menuHotline} ${root.config.hotline}`}
        >
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2c.3-.3.7-.4 1-.2 1.1.4 2.3.6 3.6.6.6 0 1 .4 1 1V20c0 .6-.4 1-1 1A17 17 0 0 1 3 4c0-.6.4-1 1-1h3.5c.6 0 1 .4 1 1 0 1.2.2 2.4.6 3.6.1.3 0 .7-.2 1l-2.3 2.2z"
              fill="currentColor"
            />
          </svg>
        </a>
        <details
          ref={detailsRef}
          className="m-header__menu"
          open={menuOpen}
          onToggle={(e) => setMenuOpen(e.currentTarget.open)}
        >
          <summary
            ref={buttonRef}
            className="m-header__menu-button"
            aria-label={menuOpen ? copy.menuClose : copy.menuOpen}
          >
            <span />
            <span />
            <span />
          </summary>
          <div className="m-menu-overlay" onClick={close} />
          <nav ref={menuRef} className="m-menu" aria-label={copy.mainNav} onClick={onMenuClick}>
            <ul className="m-menu__list">
              <li className="m-menu__item">
                <a href="/">{copy.home}</a>
              </li>
              <MenuSection
                id="products"
                title={copy.products}
                groups={[{ entries: [...m.products, ...m.productLinks] }]}
                open={section === 'products'}
                onToggle={toggle}
              />
              <MenuSection
                id="solutions"
                title={copy.solutions}
                groups={[
                  { title: copy.industrySolutions, entries: m.industrySolutions },
                  {
                    title: copy.sceneSolutions,
                    entries: [
                      ...m.sceneSolutions,
                      { link: '/complex-scene', name: copy.complexScene, aTitle: copy.complexScene },
                    ],
                  },
                ]}
                open={section === 'solutions'}
                onToggle={toggle}
              />
              <li className="m-menu__item">
                <a href="/application">{copy.market}</a>
              </li>
              <li className="m-menu__item">
                <a href="/cases">{copy.cases}</a>
              </li>
              <li className="m-menu__item">
                <a href="/cooperative">{copy.partner}</a>
              </li>
              <MenuSection
                id="about"
                title={copy.about}
                groups={[{ entries: m.about }]}
                open={section === 'about'}
                onToggle={toggle}
              />
              <li className="m-menu__item">
                <a href={enHref} lang="en" hrefLang="en">
                  English
                </a>
              </li>
            </ul>
            <div className="m-menu__foot">
              <a className="btn btn--primary m-menu__demo" href={root.config.submitFormUrl}>
                {copy.menuDemo}
              </a>
              <p className="m-menu__hotline">
                {copy.menuHotline} <a href={telHref(root.config.hotline)}>{root.config.hotline}</a>
                <br />
                {root.config.workingHours}
              </p>
            </div>
          </nav>
        </details>
      </div>
    </header>
  );
}
