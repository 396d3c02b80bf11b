// The gold partners of the partner programme: five companies, three per view, arrows and no
// dots (spec 'Partner programme').
import type { PartnerCopy } from '../../../shared/copy/company.ts';
import { PARTNER_CAROUSEL_PER_VIEW } from '../../../shared/constants.ts';
import { SectionHeading } from '../../../shared/components/section-heading.tsx';
import { Carousel } from '../carousel.tsx';

export function GoldPartners({ copy }: { copy: PartnerCopy['gold'] }) {
  return (
    <section className="section-block section-block--soft" aria-labelledby="gold-partners-title">
      <div className="container">
        <SectionHeading id="gold-partners-title" title={copy.title} subtitle={copy.subtitle} />
        <Carousel
          label={copy.label}
          className="gold-partners"
          slidesToShow={PARTNER_CAROUSEL_PER_VIEW}
          slidesToScroll={1}
          dots={false}
          prevLabel={copy.prev}
          nextLabel={copy.next}
        >
          {copy.items.map((p) => (
            <div key={p.name}>
              <article className="gold-partner">
                <div className="gold-partner__head">
                  <span className="gold-partner__mark" aria-hidden="true">
                    {p.initial}
                  </span>
                  <div>
                    <h3 className="gold-partner__name">{p.name}</h3>
                    <p className="gold-partner__meta">
                      {p.city} · {p.type}
                    </p>
                  </div>
                </div>
                <p className="gold-partner__summary">{p.summary}</p>
              </article>
            </div>
          ))}
        </Carousel>
      </div>
    </section>
  );
}
