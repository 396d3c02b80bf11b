// How to become a partner: the process picture (each step with its time and outcome, opened at
// full size on a click), what a firm needs to apply, and the 'become a partner' button. The steps
// are the picture's alone: a numbered list of the same four steps above it said them twice.
import { AppLink } from '../../../shared/app/app-link.tsx';
import type { PartnerCopy } from '../../../shared/copy/company.ts';
import { SectionHeading } from '../../../shared/components/section-heading.tsx';
import { ZoomPicture } from '../templates/zoom-link.tsx';

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
        {pic ? (
          <figure className="partner-process__pic">
            <ZoomPicture
              src={pic}
              width={1200}
              sizes="(max-width: 1200px) calc(100vw - 48px), 1200px"
              alt={copy.title}
              title={copy.zoom}
            />
            <figcaption className="partner-process__zoom">
              <a href={pic} target="_blank" rel="noopener">
                {copy.zoom}
              </a>
            </figcaption>
          </figure>
        ) : null}
        <div className="partner-reqs">
          <h3 className="partner-reqs__title">{copy.requirements.title}</h3>
          <ul className="partner-reqs__list">
            {copy.requirements.items.map((r) => (
              <li key={r.title} className="partner-reqs__item">
                <strong className="partner-reqs__name">{r.title}</strong>
                <span className="partner-reqs__summary">{r.summary}</span>
              </li>
            ))}
          </ul>
        </div>
        <p className="section-block__action">
          <AppLink to={formLink} className="btn btn--primary">
            {copy.button}
          </AppLink>
        </p>
      </div>
    </section>
  );
}
