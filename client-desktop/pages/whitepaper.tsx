// /whitepaper: the landing page of 《大型企业低代码建设白皮书》: what is inside, the chapters, who
// it is for, and a download request through the trial form.
import type { PageProps } from '../../shared/app/page-types.ts';
import { AppLink } from '../../shared/app/app-link.tsx';
import { PageHead, headFromPage } from '../../shared/components/page-head.tsx';
import { SectionHeading } from '../../shared/components/section-heading.tsx';
import { TrialForm } from '../../shared/components/trial-form.tsx';
import { WHITEPAPER as copy } from '../../shared/copy/company.ts';
import { WhitepaperCover } from '../components/company/whitepaper-cover.tsx';

export default function WhitepaperPage({ data, root }: PageProps<'whitepaper'>) {
  const { hero } = copy;
  return (
    <main id="main" className="page co-page whitepaper">
      <PageHead {...headFromPage(data.page, { title: hero.title, description: hero.summary })} />
      <section className="wp-hero">
        <div className="container wp-hero__inner">
          <div>
            <p className="wp-hero__eyebrow">{hero.eyebrow}</p>
            <h1 className="wp-hero__title">{hero.title}</h1>
            <p className="wp-hero__summary">{hero.summary}</p>
            <dl className="wp-hero__facts">
              {hero.facts.map((f) => (
                <div key={f.label}>
                  <dt>{f.label}</dt>
                  <dd>{f.value}</dd>
                </div>
              ))}
            </dl>
            <p className="wp-hero__actions">
              <a href="#download" className="btn btn--primary">
                {hero.button}
              </a>
              <AppLink to="/form" className="btn btn--outline-light">
                {hero.consult}
              </AppLink>
            </p>
          </div>
          <WhitepaperCover cover={copy.cover} edition={hero.edition} />
        </div>
      </section>

      <section className="section-block" aria-labelledby="wp-intro-title">
        <div className="container wp-intro">
          <div>
            <SectionHeading id="wp-intro-title" title={copy.intro.title} align="left" />
            {copy.intro.paragraphs.map((p) => (
              <p key={p} className="wp-intro__text">
                {p}
              </p>
            ))}
          </div>
          <div className="wp-takeaways">
            <h3 className="wp-takeaways__title">{copy.takeaways.title}</h3>
            <ul>
              {copy.takeaways.items.map((t) => (
                <li key={t}>{t}</li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <section className="section-block section-block--soft" aria-labelledby="wp-chapters-title">
        <div className="container">
          <SectionHeading id="wp-chapters-title" title={copy.chapters.title} subtitle={copy.chapters.subtitle} />
          <ol className="wp-chapters">
            {copy.chapters.items.map((c) => (
              <li key={c.title} className="wp-chapter">
                <div>
                  <h3 className="wp-chapter__title">{c.title}</h3>
                  <p className="wp-chapter__summary">{c.summary}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="section-block" aria-labelledby="wp-audience-title">
        <div className="container">
          <SectionHeading id="wp-audience-title" title={copy.audience.title} />
          <ul className="wp-audience">
            {copy.audience.items.map((a) => (
              <li key={a.title}>
                <h3>{a.title}</h3>
                <p>{a.summary}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="wp-download" id="download" aria-labelledby="wp-download-title">
        <div className="container wp-download__inner">
          <div className="wp-download__aside">
            <WhitepaperCover cover={copy.cover} edition={hero.edition} small />
            <h2 id="wp-download-title" className="wp-download__title">
              {copy.download.title}
            </h2>
            <p className="wp-download__summary">{copy.download.summary}</p>
            <p className="wp-download__note">{copy.download.note}</p>
          </div>
          <div className="wp-download__form">
            <TrialForm
              lang="zh"
              device="desktop"
              privacyUrl={root.config.privacyPolicyUrl}
              disclaimerUrl={root.config.disclaimerUrl}
            />
          </div>
        </div>
      </section>
    </main>
  );
}
