// The trial application page, /form and /en/form, on both devices (spec 'Trial application
// page'): the trial form on the left; on the right the Gartner claim, the 20 customer logos, the
// hotline, the working hours and the QR code of customer service, with a link to the same chat
// beside it on phones. Phones get one column.
import type { PageProps } from '../app/page-types.ts';
import { useSiteData } from '../app/site-data.tsx';
import { Island } from '../app/island.tsx';
import { PageHead, headFromPage } from '../components/page-head.tsx';
import { TrialForm } from '../components/trial-form.tsx';
import { telHref } from '../format/tel-href.ts';
import { TRIAL_EN } from '../copy/company-en.ts';
import { TRIAL } from '../copy/company.ts';
import { TRIAL_LOGO_COUNT } from '../constants.ts';
import { imgSet } from '../images/responsive-image.ts';

export function TrialPage<Id extends 'form' | 'en-form'>({ data, root }: PageProps<Id>) {
  const { lang, device } = useSiteData();
  // The phone's bundle is Chinese only (build/build.ts): it leaves the English copy out.
  const copy = process.env.BUNDLE !== 'mobile' && lang === 'en' ? TRIAL_EN : TRIAL;
  const { config } = root;
  const hours = copy.hours ?? config.workingHours;
  return (
    <main id="main" className={`page trial-page trial-page--${lang}`}>
      <PageHead {...headFromPage(data.page, { title: copy.title, description: copy.subtitle })} />
      <div className="container trial-page__inner">
        <section className="trial-page__main" aria-labelledby="trial-title">
          <h1 id="trial-title" className="trial-page__title">
            {copy.title}
          </h1>
          <p className="trial-page__subtitle">{copy.subtitle}</p>
          <ul className="trial-page__promises">
            {copy.promises.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
          <Island
            name="trial-form"
            component={TrialForm}
            props={{ lang, device, privacyUrl: config.privacyPolicyUrl, disclaimerUrl: config.disclaimerUrl }}
          />
        </section>
        <aside className="trial-page__aside">
          <div className="trial-claim">
            <span className="trial-claim__badge">{copy.gartner.badge}</span>
            <div>
              <h2 className="trial-claim__title">{copy.gartner.title}</h2>
              <p className="trial-claim__summary">{copy.gartner.summary}</p>
            </div>
          </div>
          <h2 className="trial-page__logos-title">{copy.logosTitle}</h2>
          <ul className="trial-logos">
            {data.trialLogos.slice(0, TRIAL_LOGO_COUNT).map((logo) => (
              <li key={logo.icon} className="trial-logos__item">
                <img
                  {...imgSet(logo.icon, 80)}
                  alt={logo.name}
                  width="200"
                  height="80"
                  loading="lazy"
                  decoding="async"
                />
              </li>
            ))}
          </ul>
          <div className="trial-contact">
            <dl className="trial-contact__list">
              <div>
                <dt>{copy.phoneLabel}</dt>
                <dd>
                  <a className="trial-contact__phone" href={telHref(config.hotline)}>
                    {config.hotline}
                  </a>
                </dd>
              </div>
              <div>
                <dt>{copy.hoursLabel}</dt>
                <dd className="trial-contact__hours">{hours}</dd>
              </div>
            </dl>
            <figure className="trial-contact__qr">
              <img
                {...imgSet(config.serviceQrCode, 112)}
                alt={copy.qrCaption}
                width="112"
                height="112"
                loading="lazy"
              />
              <figcaption>{copy.qrCaption}</figcaption>
              {/* Shown on touch screens and phones (CSS), which cannot scan their own screen. */}
              {config.wecomServiceUrl ? (
                <a
                  className="btn btn--ghost trial-contact__chat"
                  href={config.wecomServiceUrl}
                  rel="noopener noreferrer"
                >
                  {copy.chatLink}
                </a>
              ) : null}
            </figure>
          </div>
        </aside>
      </div>
    </main>
  );
}
