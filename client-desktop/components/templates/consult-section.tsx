// The consultation form of a page, framed: why talk to us on the left, the form on the right.
import type { ChromeConfig } from '../../../shared/routes/site-language.ts';
import type { Lang } from '../../../shared/site-types.ts';
import { ConsultForm } from '../../../shared/components/consult-form.tsx';
import { CONSULT_REASONS } from '../../../shared/copy/desktop/consult-section.ts';

export function ConsultSection({ lang, config, title }: { lang: Lang; config: ChromeConfig; title?: string }) {
  const reasons = CONSULT_REASONS[lang];
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
