// The desktop header (spec §2): product centre (six products, public cloud, integration
// community), solutions (industry and scenario lists), app market, cases, partner plan and the
// about menu; hotline, language switcher, the 方案咨询 button, login (hidden on the home pages and
// the trial page) and register. On the home page it also carries the in-page anchors. Below
// 1200 px (tablets) the menu and actions fold behind a toggle button (header-menu.tsx).
import { AppLink } from '../../shared/app/app-link.tsx';
import { CachedMarkup } from '../../shared/app/cached-markup.tsx';
import { telHref } from '../../shared/format/tel-href.ts';
import { chromeCopy } from '../../shared/copy/chrome.ts';
import { HEADER } from '../../shared/copy/desktop/frame.ts';
import type { RootData } from '../../shared/routes/route-table.ts';
import { BrandLogo } from '../../shared/components/brand-logo.tsx';
import { HeaderMenu } from './header-menu.tsx';
import { HomeAnchors, homeLogoClick } from './home/home-anchors.tsx';
import { NavDropdown, NavEntries } from './nav-dropdown.tsx';

export interface HeaderProps {
  root: RootData;
  navIndex: number | undefined;
  hideLogin: boolean;
  fixed: boolean;
  /** On a home page: in-page anchors, and the logo scrolls back to the banner. */
  home: boolean;
  /** The language switcher's English address: this page's English twin, else the English home. */
  enHref: string;
}

/** The menu's id: a fixed one, since the header's markup is cached (shared/app/cached-markup.tsx). */
const MENU_ID = 'site-header-menu';

export function SiteHeader({ root, navIndex, hideLogin, fixed, home, enHref }: HeaderProps) {
  const copy = chromeCopy('zh');
  const { menus, config } = root;
  const m = menus;
  const simple = (index: number, to: string, label: string) => (
    <li className={`main-nav__item${navIndex === index ? ' is-active' : ''}`}>
      <AppLink className="main-nav__link" to={to} aria-current={navIndex === index ? 'page' : undefined}>
        {label}
      </AppLink>
    </li>
  );
  return (
    <CachedMarkup
      name="site-header"
      as="header"
      className={`site-header${fixed ? ' site-header--fixed' : ''}`}
      deps={[navIndex, hideLogin, home, enHref]}
    >
      <a className="skip-link" href="#main">
        {HEADER.skipLink}
      </a>
      <div className="site-header__inner">
        <AppLink
          to="/"
          className="site-header__logo"
          aria-label={`${copy.brand} ${copy.home}`}
          onClick={homeLogoClick(home)}
        >
          <BrandLogo label={copy.brand} />
        </AppLink>
        <HeaderMenu id={MENU_ID} openLabel={copy.menuOpen} closeLabel={copy.menuClose}>
          <nav className="main-nav" aria-label={copy.mainNav}>
            <ul className="main-nav__list">
              <NavDropdown panelId="site-nav-products" label={copy.products} active={navIndex === 0} wide>
                <div className="nav-panel__cols">
                  <div className="nav-panel__col nav-panel__col--main">
                    <p className="nav-panel__title">
                      {copy.products}
                      <span className="nav-panel__hint">{HEADER.productsIntro}</span>
                    </p>
                    <NavEntries entries={m.products} withDesc columns={2} />
                  </div>
                  <div className="nav-panel__col nav-panel__col--aside">
                    <p className="nav-panel__title">{HEADER.cloud}</p>
                    <NavEntries entries={m.productLinks} withDesc />
                  </div>
                </div>
              </NavDropdown>
              <NavDropdown panelId="site-nav-solutions" label={copy.solutions} active={navIndex === 1} wide>
                <div className="nav-panel__cols">
                  <div className="nav-panel__col nav-panel__col--main">
                    <p className="nav-panel__title">{copy.industrySolutions}</p>
                    <NavEntries entries={m.industrySolutions} withDesc columns={2} />
                  </div>
                  <div className="nav-panel__col nav-panel__col--main">
                    <p className="nav-panel__title">{copy.sceneSolutions}</p>
                    <NavEntries entries={m.sceneSolutions} withDesc columns={2} />
                  </div>
                </div>
                <p className="nav-panel__footer">
                  {HEADER.more}
                  {HEADER.colon}
                  <AppLink to="/complex-scene" className="nav-panel__footer-link">
                    {copy.complexScene} →
                  </AppLink>
                </p>
              </NavDropdown>
              {simple(2, '/application', copy.market)}
              {simple(3, '/cases', copy.cases)}
              {simple(4, '/cooperative', copy.partner)}
              <NavDropdown panelId="site-nav-about" label={copy.about} active={navIndex === 5}>
                <NavEntries entries={m.about} />
              </NavDropdown>
            </ul>
          </nav>
          <div className="site-header__actions">
            <a className="site-header__hotline" href={telHref(config.hotline)}>
              <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
                <path
                  d="M4.6 1.5l1.9 3-1.3 1.4a8.6 8.6 0 0 0 4.9 4.9l1.4-1.3 3 1.9-.7 2.4c-.2.6-.8 1-1.4.9C6.9 14 2 9.1 1.3 3.6c-.1-.6.3-1.2.9-1.4z"
                  fill="currentColor"
                />
              </svg>
              <span className="visually-hidden">{copy.hotline}</span>
              {config.hotline}
            </a>
            <div className="lang-switch" role="group" aria-label={HEADER.langSwitch}>
              <AppLink to="/" className="lang-switch__link is-current" aria-current="true" lang="zh-CN">
                {copy.chinaSite}
              </AppLink>
              <AppLink to={enHref} className="lang-switch__link" lang="en" hrefLang="en">
                {copy.englishSite}
              </AppLink>
            </div>
            <AppLink to={config.submitFormUrl} className="btn btn--primary btn--small">
              {copy.consult}
            </AppLink>
            {hideLogin ? null : (
              <a className="site-header__login" href={config.loginUrl}>
                {copy.login}
              </a>
            )}
            <a className="site-header__register" href={config.registerUrl}>
              {copy.register}
            </a>
          </div>
        </HeaderMenu>
      </div>
      {home ? <HomeAnchors lang="zh" /> : null}
    </CachedMarkup>
  );
}
