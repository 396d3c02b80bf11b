// The desktop footer (spec §1): link columns, hotline and hours, head office and branch cities,
// the two business mailboxes, the WeCom service code, ICP filing, privacy policy and disclaimer.
import { AppLink } from '../../shared/app/app-link.tsx';
import type { Lang } from '../../shared/app/payload.ts';
import { chromeCopy } from '../../shared/copy/chrome.ts';
import type { RootData } from '../../shared/routes/route-table.ts';
import { BrandLogo } from '../../shared/components/brand-logo.tsx';

export function SiteFooter({ root, lang }: { root: RootData; lang: Lang }) {
  const copy = chromeCopy(lang);
  const { config, year } = root;
  const menus = root.menus[lang];
  const docPrefix = lang === 'en' ? '/en' : '';
  return (
    <footer className="site-footer">
      <div className="container site-footer__top">
        <div className="site-footer__brand">
          <BrandLogo label={copy.brand} light />
          <p className="site-footer__tagline">{copy.brandTagline}</p>
          <p className="site-footer__hotline">
            <span>{copy.hotline}</span>
            <a href={`tel:${config.hotline.replace(/[^\d+]/g, '')}`}>{config.hotline}</a>
          </p>
          <p className="site-footer__meta">
            {copy.workingHours}：{lang === 'en' ? 'Weekdays 09:00-18:30 (UTC+8)' : config.workingHours.replace(/^工作日\s*/, '工作日 ')}
          </p>
        </div>
        {menus.footer.map((col) => (
          <nav key={col.title} className="site-footer__col" aria-label={col.title}>
            <p className="site-footer__title">{col.title}</p>
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
        <div className="site-footer__col site-footer__contact">
          <p className="site-footer__title">{lang === 'en' ? 'Contact' : '联系我们'}</p>
          <ul>
            <li>
              {copy.businessEmail}：<a href={`mailto:${config.businessEmail}`}>{config.businessEmail}</a>
            </li>
            <li>
              {copy.cooperationEmail}：<a href={`mailto:${config.cooperationEmail}`}>{config.cooperationEmail}</a>
            </li>
            <li>
              {copy.headOffice}：{lang === 'en' ? 'Shanghai, China' : config.headOffice}
            </li>
            <li>
              {copy.branches}：{lang === 'en' ? 'Beijing, Guangzhou, Shenzhen, Chengdu, Wuhan, Hangzhou' : config.branches.join('、')}
            </li>
          </ul>
        </div>
        <div className="site-footer__qr">
          <img src={config.serviceQrCode} width="104" height="104" alt={copy.followUs} loading="lazy" />
          <p>{copy.followUs}</p>
        </div>
      </div>
      <div className="site-footer__bottom">
        <div className="container site-footer__bottom-inner">
          <p>
            © {year} {lang === 'en' ? 'Shanghai Defan Information Technology Co., Ltd.' : config.companyName} {copy.rights}
          </p>
          <p className="site-footer__legal">
            <a href={config.icp.link} target="_blank" rel="noopener noreferrer">
              {config.icp.text}
            </a>
            <AppLink to={`${docPrefix}${config.privacyPolicyUrl}`}>{copy.privacy}</AppLink>
            <AppLink to={`${docPrefix}${config.disclaimerUrl}`}>{copy.disclaimer}</AppLink>
          </p>
        </div>
      </div>
    </footer>
  );
}
