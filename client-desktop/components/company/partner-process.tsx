// How to become a partner: the process picture, its four steps and the 'become a partner' button.
import { AppLink } from '../../../shared/app/app-link.tsx';
import type { PartnerCopy } from '../../../shared/copy/company.ts';
import { SectionHeading } from '../../../shared/components/section-heading.tsx';
import { imgSet } from '../../../shared/images/responsive-image.ts';

export function PartnerProcess({
  copy,
  pic,
  formLink,
}: {
  copy: PartnerCopy['process'];
  pic?: string;
  formLink: string;
}) {
  return (
    <section className="section-block" aria-labelledby="partner-process-title">
      <div className="container">
        <SectionHeading id="partner-process-title" title={copy.title} subtitle={copy.summary} />
        <ol className="partner-steps">
          {copy.steps.map((s, i) => (
            <li key={s.title} className="partner-steps__item">
              <span className="partner-steps__no" aria-hidden="true">
                {i + 1}
              </span>
              <h3 className="partner-steps__title">{s.title}</h3>
              <p className="partner-steps__summary">{s.summary}</p>
            </li>
          ))}
        </ol>
        {pic ? (
          <figure className="partner-process__pic">
            <img
              {...imgSet(pic, 1200, '(max-width: 1200px) calc(100vw - 48px), 1200px')}
              alt={copy.title}
              width="1200"
              height="640"
              loading="lazy"
              decoding="async"
            />
          </figure>
        ) : null}
        <p className="section-block__action">
          <AppLink to={formLink} className="btn btn--primary">
            {copy.button}
          </AppLink>
        </p>
      </div>
    </section>
  );
}
