// The phone header (spec §2): logo, and a toggle menu with an overlay whose sections (products,
// solutions, about) are collapsible, only one open at a time.
import { useEffect, useId, useState } from 'react';
import type { MenuEntry } from '../../shared/api/types.ts';
import { BrandLogo } from '../../shared/components/brand-logo.tsx';
import { chromeCopy } from '../../shared/copy/chrome.ts';
import type { RootData } from '../../shared/routes/route-table.ts';

type Section = 'products' | 'solutions' | 'about';

function MenuSection({ id, title, entries, open, onToggle }: { id: Section; title: string; entries: MenuEntry[]; open: boolean; onToggle: (s: Section) => void }) {
  const panelId = useId();
  return (
    <li className={`m-menu__section${open ? ' is-open' : ''}`}>
      <button type="button" className="m-menu__toggle" aria-expanded={open} aria-controls={panelId} onClick={() => onToggle(id)}>
        {title}
        <span className="m-menu__chevron" aria-hidden="true" />
      </button>
      <ul id={panelId} className="m-menu__links" hidden={!open}>
        {entries.map((e) => (
          <li key={e.link}>
            <a href={e.link} {...(e.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
              {e.name}
            </a>
          </li>
        ))}
      </ul>
    </li>
  );
}

export function MobileHeader({ root }: { root: RootData }) {
  const copy = chromeCopy('zh');
  const m = root.menus.zh;
  const [menuOpen, setMenuOpen] = useState(false);
  const [section, setSection] = useState<Section | null>(null);
  const menuId = useId();
  useEffect(() => {
    document.documentElement.classList.toggle('menu-open', menuOpen);
    if (!menuOpen) return undefined;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setMenuOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);
  const toggle = (s: Section) => setSection((cur) => (cur === s ? null : s));
  return (
    <header className="m-header">
      <div className="m-header__bar">
        <a href="/" className="m-header__logo" aria-label={`${copy.brand} ${copy.home}`}>
          <BrandLogo />
        </a>
        <a className="m-header__cta" href={root.config.submitFormUrl}>
          {copy.consult}
        </a>
        <button
          type="button"
          className={`m-header__menu-button${menuOpen ? ' is-open' : ''}`}
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-label={menuOpen ? '关闭菜单' : '打开菜单'}
          onClick={() => setMenuOpen((o) => !o)}
        >
          <span />
          <span />
          <span />
        </button>
      </div>
      <div className={`m-menu-overlay${menuOpen ? ' is-open' : ''}`} hidden={!menuOpen} onClick={() => setMenuOpen(false)} />
      <nav id={menuId} className={`m-menu${menuOpen ? ' is-open' : ''}`} hidden={!menuOpen} aria-label={copy.mainNav}>
        <ul className="m-menu__list">
          <MenuSection id="products" title={copy.products} entries={[...m.products, ...m.productLinks]} open={section === 'products'} onToggle={toggle} />
          <MenuSection
            id="solutions"
            title={copy.solutions}
            entries={[...m.industrySolutions, ...m.sceneSolutions, { link: '/complex-scene', name: copy.complexScene, aTitle: '' }]}
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
          <MenuSection id="about" title={copy.about} entries={m.about} open={section === 'about'} onToggle={toggle} />
          <li className="m-menu__item">
            <a href="/en" lang="en" hrefLang="en">
              English
            </a>
          </li>
        </ul>
      </nav>
    </header>
  );
}
