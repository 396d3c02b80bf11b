// The phone footer: the company facts of the desktop footer in one column, with the footer menus
// as compact link rows.
import { LIST_SEPARATOR, chromeCopy } from '../../shared/copy/chrome.ts';
import { MOBILE_FOOTER } from '../../shared/copy/mobile/frame.ts';
import type { RootData } from '../../shared/routes/route-table.ts';
import { BrandLogo } from '../../shared/components/brand-logo.tsx';
import { telHref } from '../../shared/format/tel-href.ts';

export function MobileFooter({ root }: { root: RootData }) {
  const { config, year } = root;
  const copy = chromeCopy('zh');
  return (
    <footer className="m-footer">
      <BrandLogo label={copy.brand} light />
      <p className="m-footer__hotline">
        <span>{copy.hotline}</span>
        <a href={telHref(config.hotline)}>{config.hotline}</a>
        <span className="m-footer__hours">{config.workingHours}</span>
      </p>
      <nav className="m-footer__menus" aria-label={MOBILE_FOOTER.menus}>
        {root.menus.footer.map((col) => (
          <div key={col.title} className="m-footer__menu">
            <p className="m-footer__menu-title">{col.title}</p>
            <ul>
              {col.entries.map((e) => (
                <li key={e.link}>
                  <a href={e.link} {...(e.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
                    {e.name}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
      <dl className="m-footer__facts">
        <dt>{copy.businessEmail}</dt>
        <dd>
          <a href={`mailto:${config.businessEmail}`}>{config.businessEmail}</a>
        </dd>
        <dt>{copy.cooperationEmail}</dt>
        <dd>
          <a href={`mailto:${config.cooperationEmail}`}>{config.cooperationEmail}</a>
        </dd>
        <dt>{copy.headOffice}</dt>
        <dd>{config.headOffice}</dd>
        <dt>{copy.branches}</dt>
        <dd>{config.branches.join(LIST_SEPARATOR)}</dd>
      </dl>
      <p className="m-footer__legal">
        <a href={config.privacyPolicyUrl}>{copy.privacy}</a>
        <a href={config.disclaimerUrl}>{copy.disclaimer}</a>
      </p>
      <p className="m-footer__copyright">
        © {year} {config.companyName}
        <br />
        <a href={config.icp.link} target="_blank" rel="noopener noreferrer">
          {config.icp.text}
        </a>
      </p>
    </footer>
  );
}
