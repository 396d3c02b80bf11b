// p5 of the configurable page: the customer cases one at a time in the desktop carousel.
import type { PageSection } from '../../../shared/api/types.ts';
import { AppLink } from '../../../shared/app/app-link.tsx';
import { SectionHeading } from '../../../shared/components/section-heading.tsx';
import { Carousel } from '../carousel.tsx';
import type { TemplateCopy } from '../../../shared/copy/desktop/template.ts';
import { imgSet } from '../../../shared/images/responsive-image.ts';

export function CaseCarousel({
  section,
  copy,
  soft = true,
}: {
  section: PageSection;
  copy: TemplateCopy;
  soft?: boolean;
}) {
  const cases = section.cases ?? [];
  if (!cases.length) return null;
  return (
    <section className={`section-block${soft ? ' section-block--soft' : ''}`}>
      <div className="container">
        <SectionHeading title={section.title ?? copy.casesTitle} subtitle={section.summary} />
        <Carousel
          label={section.title ?? copy.carouselLabel}
          className="case-carousel"
          prevLabel={copy.prev}
          nextLabel={copy.next}
        >
          {cases.map((c) => (
            <div key={c.id}>
              <article className="case-slide">
                <img
                  className="case-slide__cover"
                  {...imgSet(c.cover, 560)}
                  alt=""
                  width="640"
                  height="360"
                  loading="lazy"
                  decoding="async"
                />
                <div className="case-slide__body">
                  <p className="case-slide__tags">{c.tags.join(' / ')}</p>
                  <h3 className="case-slide__title">{c.title}</h3>
                  <p className="case-slide__summary">{c.summary}</p>
                  <AppLink to={c.link} className="btn btn--ghost case-slide__link">
                    {copy.caseLink}
                  </AppLink>
                </div>
              </article>
            </div>
          ))}
        </Carousel>
      </div>
    </section>
  );
}
