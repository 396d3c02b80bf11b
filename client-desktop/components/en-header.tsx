// The English header (spec §2): a reduced menu whose style changes with the scroll offset:
// transparent over the hero at the top of the page, solid once the page has scrolled. On the
// English home it also carries the in-page anchors. Phones and tablets get this desktop header
// too: below 1200 px the menu and actions fold behind a toggle button (header-menu.tsx).
import { useEffect, useState } from 'react';
import { AppLink } from '../../shared/app/app-link.tsx';
import { CachedMarkup } from '../../shared/app/cached-markup.tsx';
import { chromeCopy } from '../../shared/copy/chrome.ts';
import { HEADER_EN } from '../../shared/copy/desktop/frame.ts';
import type { RootData } from '../../shared/routes/route-table.ts';
import { BrandLogo } from '../../shared/components/brand-logo.tsx';
import { HeaderMenu } from './header-menu.tsx';
import { HomeAnchors, homeLogoClick } from './home/home-anchors.tsx';
import { NavDropdown, NavEntries } from './nav-dropdown.tsx';

/** The menu's id: a fixed one, since the header's markup is cached (shared/app/cached-markup.tsx). */
const MENU_ID = 'en-header-menu';

export function EnHeader({
  root,
  navIndex,
  home,
  zhHref,
}: {
  root: RootData;
  navIndex: number | undefined;
  home: boolean;
  /** The language switcher's Chinese address: this page's Chinese twin, else the Chinese home. */
  zhHref: string;
}) {
  const copy = chromeCopy('en');
  const m = root.menus;
  // Server and first client render agree on "at the top"; the effect then follows the page.
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > 0);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  return (
    <CachedMarkup
      name="en-header"
      as="header"
      className={`en-header${scrolled ? ' en-header--scrolled' : ' en-header--top'}`}
      data-scrolled={scrolled}
      deps={[navIndex, home, zhHref]}
    >
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <div className="en-header__inner">
        <AppLink to="/en" className="site-header__logo" aria-label={`${copy.brand} home`} onClick={homeLogoClick(home)}>
          <BrandLogo label={copy.brand} />
        </AppLink>
        <HeaderMenu id={MENU_ID} openLabel={copy.menuOpen} closeLabel={copy.menuClose}>
          <nav className="main-nav" aria-label={copy.mainNav}>
            <ul className="main-nav__list">
              <NavDropdown panelId="site-nav-products" label={copy.products} active={navIndex === 0}>
                <NavEntries entries={[...m.products, ...m.productLinks]} withDesc />
              </NavDropdown>
              <NavDropdown panelId="site-nav-solutions" label={copy.solutions} active={navIndex === 1}>
                <NavEntries entries={m.industrySolutions} withDesc />
              </NavDropdown>
              <li className={`main-nav__item${navIndex === 4 ? ' is-active' : ''}`}>
                <AppLink
                  className="main-nav__link"
                  to="/en/cooperative"
                  aria-current={navIndex === 4 ? 'page' : undefined}
                >
                  {copy.partner}
                </AppLink>
              </li>
              <li className={`main-nav__item${navIndex === 5 ? ' is-active' : ''}`}>
                <AppLink className="main-nav__link" to="/en/about" aria-current={navIndex === 5 ? 'page' : undefined}>
                  {copy.about}
                </AppLink>
              </li>
            </ul>
          </nav>
          <div className="site-header__actions">
            <div className="lang-switch" role="group" aria-label={HEADER_EN.langSwitch}>
              <AppLink to={zhHref} className="lang-switch__link" lang="zh-CN" hrefLang="zh-CN">
                {copy.chinaSite}
              </AppLink>
              <AppLink to="/en" className="lang-switch__link is-current" aria-current="true">
                {copy.englishSite}
              </AppLink>
            </div>
            <AppLink to="/en/form" className="btn btn--primary btn--small">
              {copy.consult}
            </AppLink>
          </div>
        </HeaderMenu>
      </div>
      {home ? <HomeAnchors lang="en" /> : null}
    </CachedMarkup>
  );
}
