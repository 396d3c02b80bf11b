// The three core products partners build on, each with 'learn more' to the community home.
import { AppLink } from '../../../shared/app/app-link.tsx';
import type { PartnerCopy } from '../../../shared/copy/company.ts';
import { SectionHeading } from '../../../shared/components/section-heading.tsx';

export function CoreProducts({ copy, communityUrl }: { copy: PartnerCopy['products']; communityUrl: string }) {
  return (
    <section className="section-block section-block--soft" aria-labelledby="core-products-title">
      <div className="container">
        <SectionHeading id="core-products-title" title={copy.title} subtitle={copy.subtitle} />
        <ul className="core-products">
          {copy.items.map((p) => (
            <li key={p.name} className="core-product">
              <div className="core-product__head">
                <img src={`/media/art/icon-${p.icon}.svg`} alt="" width="48" height="48" loading="lazy" />
                <span className="core-product__name">{p.name}</span>
              </div>
              <h3 className="core-product__title">{p.title}</h3>
              <p className="core-product__summary">{p.summary}</p>
              <AppLink
                to={communityUrl}
                className="core-product__more"
                aria-label={`${copy.more}${copy.moreSeparator}${p.title}`}
              >
                {copy.more} →
              </AppLink>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
