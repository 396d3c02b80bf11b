// The consultation form of a page, framed: why talk to us on the left, the form on the right.
import type { ChromeConfig } from '../../../shared/routes/site-language.ts';
import type { Lang } from '../../../shared/site-types.ts';
import { ConsultForm } from '../../../shared/components/consult-form.tsx';

const REASONS = {
  zh: {
    title: '为什么选择得帆',
    items: [
      '服务 500+ 大型企业的复杂业务实践',
      '低代码、集成与主数据一体化平台',
      '私有化、信创与混合云灵活部署',
      '原厂顾问 1 个工作日内响应',
    ],
    hotline: '咨询热线',
  },
  en: {
    title: 'Why Defan',
    items: [
      'Proven in complex business at 500+ large enterprises',
      'Low-code, integration, master data and data platform in one',
      'Private, domestic-stack and hybrid cloud deployment',
      'A consultant replies within one business day',
    ],
    hotline: 'Hotline',
  },
} as const;

export function ConsultSection({ lang, config, title }: { lang: Lang; config: ChromeConfig; title?: string }) {
  const reasons = REASONS[lang];
  return (
    <section className="consult-section" id="consult">
      <div className="container">
        <div className="consult-section__inner">
          <aside className="consult-section__aside">
            <p className="consult-section__aside-title">{reasons.title}</p>
            <ul>
              {reasons.items.map((r) => (
                <li key={r}>{r}</li>
              ))}
            </ul>
            <p className="consult-section__hotline">
              {reasons.hotline}
              <strong>{config.hotline}</strong>
            </p>
          </aside>
          <div className="consult-section__form">
            <ConsultForm
              lang={lang}
              title={title}
              privacyUrl={config.privacyPolicyUrl}
              disclaimerUrl={config.disclaimerUrl}
            />
          </div>
        </div>
      </div>
    </section>
  );
}
