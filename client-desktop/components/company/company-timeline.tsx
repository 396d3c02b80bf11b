// The company history, one entry per year from 2014 to 2023, in two rows of five.
import type { AboutCopy } from '../../../shared/copy/company.ts';
import { SectionHeading } from '../../../shared/components/section-heading.tsx';

export function CompanyTimeline({ copy }: { copy: AboutCopy['timeline'] }) {
  return (
    <section className="section-block" aria-labelledby="timeline-title">
      <div className="container">
        <SectionHeading id="timeline-title" title={copy.title} subtitle={copy.subtitle} />
        <ol className="timeline">
          {copy.items.map((entry) => (
            <li key={entry.year} className="timeline__item">
              <p className="timeline__year">{entry.year}</p>
              <ul className="timeline__events">
                {entry.events.map((e) => (
                  <li key={e}>{e}</li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
