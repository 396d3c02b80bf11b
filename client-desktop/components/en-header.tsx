// The English header (spec §2): a reduced menu whose style changes with the scroll offset:
// transparent over the hero at the top of the page, solid once the page has scrolled.
import { useEffect, useState } from 'react';
import { AppLink } from '../../shared/app/app-link.tsx';
import { chromeCopy } from '../../shared/copy/chrome.ts';
import type { RootData } from '../../shared/routes/route-table.ts';
import { BrandLogo } from '../../shared/components/brand-logo.tsx';
import { NavDropdown } from './nav-dropdown.tsx';

export function EnHeader({ root, navIndex }: { root: RootData; navIndex: number | undefined }) {
  const copy = chromeCopy('en');
  const m = root.menus.en;
  // Server and first client render agree on "at the top"; the effect then follows the page.
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > 0);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  return (
    <header className={`en-header${scrolled ? ' en-header--scrolled' : ' en-header--top'}`} data-scrolled={scrolled}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <div className="container en-header__inner">
        <AppLink to="/en" className="site-header__logo" aria-label={`${copy.brand} home`}>
          <BrandLogo label={copy.brand} />
        </AppLink>
        <nav className="main-nav" aria-label={copy.mainNav}>
          <ul className="main-nav__list">
            <NavDropdown label={copy.products} active={navIndex === 0}>
              <ul className="nav-panel__list">
                {m.products.map((e) => (
                  <li key={e.link}>
                    <AppLink to={e.link} className="nav-panel__link">
                      <span className="nav-panel__name">{e.name}</span>
                      {e.desc ? <span className="nav-panel__desc">{e.desc}</span> : null}
                    </AppLink>
                  </li>
                ))}
              </ul>
            </NavDropdown>
            <NavDropdown label={copy.solutions} active={navIndex === 1}>
              <ul className="nav-panel__list">
                {m.industrySolutions.map((e) => (
                  <li key={e.link}>
                    <AppLink to={e.link} className="nav-panel__link">
                      <span className="nav-panel__name">{e.name}</span>
                    </AppLink>
                  </li>
                ))}
              </ul>
            </NavDropdown>
            <li className={`main-nav__item${navIndex === 4 ? ' is-active' : ''}`}>
              <AppLink className="main-nav__link" to="/en/cooperative">
                {copy.partner}
              </AppLink>
            </li>
            <li className={`main-nav__item${navIndex === 5 ? ' is-active' : ''}`}>
              <AppLink className="main-nav__link" to="/en/about">
                {copy.about}
              </AppLink>
            </li>
          </ul>
        </nav>
        <div className="site-header__actions">
          <div className="lang-switch" role="group" aria-label="Language / 语言">
            <AppLink to="/" className="lang-switch__link" lang="zh-CN" hrefLang="zh-CN">
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
      </div>
    </header>
  );
}
