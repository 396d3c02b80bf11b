// The desktop header (spec §2): product centre, solutions (industry and scenario), app market,
// cases, partner plan and about; language switcher, the 方案咨询 button, login and register.
import type { MenuEntry } from '../../shared/api/types.ts';
import { AppLink } from '../../shared/app/app-link.tsx';
import { chromeCopy } from '../../shared/copy/chrome.ts';
import type { RootData } from '../../shared/routes/route-table.ts';
import { BrandLogo } from '../../shared/components/brand-logo.tsx';
import { NavDropdown } from './nav-dropdown.tsx';

export interface HeaderProps {
  root: RootData;
  navIndex: number | undefined;
  hideLogin: boolean;
  fixed: boolean;
}

function EntryList({ entries, withDesc }: { entries: MenuEntry[]; withDesc?: boolean }) {
  return (
    <ul className="nav-panel__list">
      {entries.map((e) => (
        <li key={e.link}>
          <AppLink to={e.link} title={e.aTitle || e.name} className="nav-panel__link">
            <span className="nav-panel__name">
              {e.name}
              {e.external ? <span className="nav-panel__ext" aria-hidden="true">↗</span> : null}
            </span>
            {withDesc && e.desc ? <span className="nav-panel__desc">{e.desc}</span> : null}
          </AppLink>
        </li>
      ))}
    </ul>
  );
}

export function SiteHeader({ root, navIndex, hideLogin, fixed }: HeaderProps) {
  const copy = chromeCopy('zh');
  const { menus, config } = root;
  const m = menus.zh;
  const simple = (index: number, to: string, label: string) => (
    <li className={`main-nav__item${navIndex === index ? ' is-active' : ''}`}>
      <AppLink className="main-nav__link" to={to} aria-current={navIndex === index ? 'page' : undefined}>
        {label}
      </AppLink>
    </li>
  );
  return (
    <header className={`site-header${fixed ? ' site-header--fixed' : ''}`}>
      <a className="skip-link" href="#main">
        跳到正文
      </a>
      <div className="site-header__inner container">
        <AppLink to="/" className="site-header__logo" aria-label={`${copy.brand} ${copy.home}`}>
          <BrandLogo />
        </AppLink>
        <nav className="main-nav" aria-label={copy.mainNav}>
          <ul className="main-nav__list">
            <NavDropdown label={copy.products} active={navIndex === 0} wide>
              <div className="nav-panel__cols">
                <div className="nav-panel__col nav-panel__col--main">
                  <p className="nav-panel__title">{copy.products}</p>
                  <EntryList entries={m.products} withDesc />
                </div>
                <div className="nav-panel__col">
                  <p className="nav-panel__title">云服务与社区</p>
                  <EntryList entries={m.productLinks} withDesc />
                </div>
              </div>
            </NavDropdown>
            <NavDropdown label={copy.solutions} active={navIndex === 1} wide>
              <div className="nav-panel__cols">
                <div className="nav-panel__col">
                  <p className="nav-panel__title">{copy.industrySolutions}</p>
                  <EntryList entries={m.industrySolutions} />
                </div>
                <div className="nav-panel__col">
                  <p className="nav-panel__title">{copy.sceneSolutions}</p>
                  <EntryList entries={m.sceneSolutions} />
                </div>
                <div className="nav-panel__col">
                  <p className="nav-panel__title">更多</p>
                  <EntryList entries={[{ link: '/complex-scene', name: copy.complexScene, aTitle: copy.complexScene }]} />
                </div>
              </div>
            </NavDropdown>
            {simple(2, '/application', copy.market)}
            {simple(3, '/cases', copy.cases)}
            {simple(4, '/cooperative', copy.partner)}
            <NavDropdown label={copy.about} active={navIndex === 5}>
              <EntryList entries={m.about} />
            </NavDropdown>
          </ul>
        </nav>
        <div className="site-header__actions">
          <a className="site-header__hotline" href={`tel:${config.hotline.replace(/[^\d+]/g, '')}`}>
            <span className="visually-hidden">{copy.hotline}</span>
            {config.hotline}
          </a>
          <div className="lang-switch" role="group" aria-label="语言 / Language">
            <AppLink to="/" className="lang-switch__link is-current" aria-current="true" lang="zh-CN">
              {copy.chinaSite}
            </AppLink>
            <AppLink to="/en" className="lang-switch__link" lang="en" hrefLang="en">
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
      </div>
    </header>
  );
}
