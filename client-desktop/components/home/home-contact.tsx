// The closing blocks of the home pages: the connect banner (hotline and calls to action) and the
// consultation form beside what a consultation brings.
import type { ChromeConfig } from '../../../shared/routes/site-language.ts';
import type { HomeCopy } from '../../../shared/copy/home-types.ts';
import { ConsultForm } from '../../../shared/components/consult-form.tsx';
import { HOME_SECTION } from './home-anchors.tsx';
import { telHref } from '../../../shared/format/tel-href.ts';
import { HomeCtaLink } from './home-cta.tsx';

export function HomeConnect({ copy, config }: { copy: HomeCopy['connect']; config: ChromeConfig }) {
  return (
    <section
      id={HOME_SECTION.connect}
      className="home-connect home-section"
      tabIndex={-1}
      aria-labelledby="home-connect-title"
    >
      <div className="container home-connect__inner">
        <div className="home-connect__text">
          <h2 id="home-connect-title" className="home-connect__title">
            {copy.title}
          </h2>
          <p className="home-connect__subtitle">{copy.subtitle}</p>
        </div>
        <div className="home-connect__side">
          <p className="home-connect__hotline">
            <span className="home-connect__hotline-label">
              {copy.hotlineLabel} · {copy.hours}
            </span>
            <a href={telHref(config.hotline)}>{config.hotline}</a>
          </p>
          <div className="home-connect__actions">
            {copy.ctas.map((cta) => (
              <HomeCtaLink key={cta.text} cta={cta} config={config} tone="dark" />
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}

export function HomeConsult({ copy, config }: { copy: HomeCopy; config: ChromeConfig }) {
  return (
    <section
      id={HOME_SECTION.consult}
      className="home-consult home-section"
      tabIndex={-1}
      aria-label={copy.consult.title}
    >
      <div className="container home-consult__inner">
        <div className="home-consult__aside">
          <h2 className="home-consult__aside-title">{copy.consult.asideTitle}</h2>
          <ul className="home-consult__points">
            {copy.consult.points.map((p, i) => (
              <li key={p.title}>
                <span className="home-consult__num" aria-hidden="true">
                  {i + 1}
                </span>
                <div>
                  <p className="home-consult__point-title">{p.title}</p>
                  <p className="home-consult__point-summary">{p.summary}</p>
                </div>
              </li>
            ))}
          </ul>
          <p className="home-consult__hotline">
            {copy.connect.hotlineLabel} · {copy.connect.hours}
            <a href={telHref(config.hotline)}>{config.hotline}</a>
          </p>
        </div>
        <div className="home-consult__form">
          <ConsultForm
            lang={copy.lang}
            title={copy.consult.title}
            subtitle={copy.consult.subtitle}
            privacyUrl={config.privacyPolicyUrl}
            disclaimerUrl={config.disclaimerUrl}
          />
        </div>
      </div>
    </section>
  );
}
