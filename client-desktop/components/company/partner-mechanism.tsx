// The partner mechanism: implementation, application and channel partners with their benefits.
import type { PartnerCopy } from '../../../shared/copy/company.ts';
import { SectionHeading } from '../../../shared/components/section-heading.tsx';

export function PartnerMechanism({ copy }: { copy: PartnerCopy['mechanism'] }) {
  return (
    <section className="section-block" aria-labelledby="partner-mechanism-title">
      <div className="container">
        <SectionHeading id="partner-mechanism-title" title={copy.title} subtitle={copy.subtitle} />
        <ul className="partner-types">
          {copy.items.map((t) => (
            <li key={t.title} className="partner-type">
              <img
                className="partner-type__icon"
                src={`/media/art/icon-${t.icon}.svg`}
                alt=""
                width="56"
                height="56"
                loading="lazy"
              />
              <h3 className="partner-type__title">{t.title}</h3>
              <p className="partner-type__summary">{t.summary}</p>
              <ul className="partner-type__benefits">
                {t.benefits.map((b) => (
                  <li key={b}>{b}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
