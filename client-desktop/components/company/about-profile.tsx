// The company profile of the about page: who we are, the headline facts (founded 2014, 450+
// staff), analyst recognitions, and the counts of top-500 clients.
import type { AboutCopy } from '../../../shared/copy/company.ts';
import { SectionHeading } from '../../../shared/components/section-heading.tsx';

export function AboutProfile({ copy }: { copy: AboutCopy }) {
  const { profile, recognitions, top500 } = copy;
  return (
    <>
      <section className="section-block" aria-labelledby="about-profile-title">
        <div className="container about-profile">
          <div className="about-profile__text">
            <SectionHeading id="about-profile-title" title={profile.title} align="left" />
            {profile.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
          <dl className="about-facts">
            {profile.facts.map((f) => (
              <div key={f.label} className="about-facts__item">
                <dt>{f.label}</dt>
                <dd>{f.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div className="container">
          <h3 className="about-recognitions__title">{recognitions.title}</h3>
          <ul className="about-recognitions">
            {recognitions.items.map((r) => (
              <li key={r.title}>
                <h4>{r.title}</h4>
                <p>{r.summary}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="about-top500" aria-labelledby="about-top500-title">
        <div className="container">
          <SectionHeading id="about-top500-title" title={top500.title} subtitle={top500.subtitle} light />
          <dl className="about-top500__list">
            {top500.items.map((t) => (
              <div key={t.label} className="about-top500__item">
                <dt>{t.label}</dt>
                <dd>
                  <span className="about-top500__value">{t.value}</span>
                  {top500.unit ? <span className="about-top500__unit">{top500.unit}</span> : null}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </section>
    </>
  );
}
