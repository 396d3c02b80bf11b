// The desktop footer (spec §1): hotline and hours, link columns, the two business mailboxes
// (商务咨询, 活动合作), head office in Shanghai and the branch cities, the WeCom service code, the
// ICP filing, privacy policy and disclaimer.
import { AppLink } from '../../shared/app/app-link.tsx';
import { CachedMarkup } from '../../shared/app/cached-markup.tsx';
import type { Lang } from '../../shared/site-types.ts';
import { LIST_SEPARATOR, chromeCopy } from '../../shared/copy/chrome.ts';
import { FOOTER_CONTACT, FOOTER_EN as EN } from '../../shared/copy/desktop/frame.ts';
import { docLink } from '../../shared/routes/site-language.ts';
import type { RootData } from '../../shared/routes/route-table.ts';
import { BrandLogo } from '../../shared/components/brand-logo.tsx';
import { telHref } from '../../shared/format/tel-href.ts';
import { imgSet } from '../../shared/images/responsive-image.ts';

export function SiteFooter({ root, lang }: { root: RootData; lang: Lang }) {
  const copy = chromeCopy(lang);
  const { config, year } = root;
  const { menus } = root;
  const en = lang === 'en';
  const contact = [
    { label: copy.businessEmail, value: <a href={`mailto:${config.businessEmail}`}>{config.businessEmail}</a> },
    {
      label: copy.cooperationEmail,
      value: <a href={`mailto:${config.cooperationEmail}`}>{config.cooperationEmail}</a>,
    },
    { label: copy.headOffice, value: en ? EN.headOffice : config.headOffice },
    { label: copy.branches, value: en ? EN.branches : config.branches.join(LIST_SEPARATOR) },
  ];
  return (
    <CachedMarkup name="site-footer" as="footer" className="site-footer" deps={[lang]}>
      <div className="container site-footer__top">
        <div className="site-footer__brand">
          <BrandLogo label={copy.brand} light />
          <p className="site-footer__tagline">{copy.brandTagline}</p>
          <p className="site-footer__hotline">
            <span className="site-footer__label">{copy.hotline}</span>
            <a href={telHref(config.hotline)}>{config.hotline}</a>
            <span className="site-footer__hours">{en ? EN.hours : config.workingHours}</span>
          </p>
        </div>
        <div className="site-footer__cols">
          {menus.footer.map((col) => (
            <nav key={col.title} className="site-footer__col" aria-label={col.title}>
              <h2 className="site-footer__title">{col.title}</h2>
              <ul>
                {col.entries.map((e) => (
                  <li key={e.link}>
                    <AppLink to={e.link} title={e.aTitle || e.name}>
                      {e.name}
                    </AppLink>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
      </div>
      <div className="container site-footer__contact">
        <h2 className="visually-hidden">{FOOTER_CONTACT[lang]}</h2>
        <dl className="site-footer__contact-list">
          {contact.map((c) => (
            <div key={c.label} className="site-footer__contact-item">
              <dt className="site-footer__label">{c.label}</dt>
              <dd>{c.value}</dd>
            </div>
          ))}
        </dl>
        <figure className="site-footer__qr">
          <img {...imgSet(config.serviceQrCode, 88)} width="88" height="88" alt="" loading="lazy" decoding="async" />
          <figcaption>{copy.followUs}</figcaption>
        </figure>
      </div>
      <div className="site-footer__bottom">
        <div className="container site-footer__bottom-inner">
          <p>
            © {year} {en ? EN.company : config.companyName} {copy.rights}
          </p>
          <p className="site-footer__legal">
            <a href={config.icp.link} target="_blank" rel="noopener noreferrer">
              {config.icp.text}
            </a>
            <AppLink to={docLink(config.privacyPolicyUrl, lang)}>{copy.privacy}</AppLink>
            <AppLink to={docLink(config.disclaimerUrl, lang)}>{copy.disclaimer}</AppLink>
          </p>
        </div>
      </div>
    </CachedMarkup>
  );
}
