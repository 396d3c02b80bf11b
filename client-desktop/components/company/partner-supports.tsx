// The six kinds of support partners get.
import type { PartnerCopy } from '../../../shared/copy/company.ts';
import { SectionHeading } from '../../../shared/components/section-heading.tsx';

export function PartnerSupports({ copy }: { copy: PartnerCopy['supports'] }) {
  return (
    <section className="section-block section-block--soft" aria-labelledby="partner-supports-title">
      <div className="container">
        <SectionHeading id="partner-supports-title" title={copy.title} subtitle={copy.subtitle} />
        <ul className="partner-supports">
          {copy.items.map((s) => (
            <li key={s.title} className="partner-support">
              <img src={`/media/art/icon-${s.icon}.svg`} alt="" width="44" height="44" loading="lazy" />
              <div>
                <h3 className="partner-support__title">{s.title}</h3>
                <p className="partner-support__summary">{s.summary}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
