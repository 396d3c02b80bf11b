// The product matrix (spec: low-code aPaaS, integration iPaaS, master data, data platform,
// portal). The flagship card is wide and shows its product picture; the others sit beside and
// below it, each with its key capabilities and a link to the product page.
import { AppLink } from '../../../shared/app/app-link.tsx';
import type { HomeCopy, ProductCard } from '../../../shared/copy/home-types.ts';
import { SectionHeading } from '../../../shared/components/section-heading.tsx';
import { HOME_SECTION } from './home-anchors.tsx';

function Card({ item, linkText, wide }: { item: ProductCard; linkText: string; wide: boolean }) {
  return (
    <li className={`home-product${wide ? ' home-product--wide' : ''}`}>
      <AppLink to={item.link} className="home-product__link" title={`${item.code} ${item.name}`}>
        <div className="home-product__body">
          <img
            className="home-product__icon"
            src={item.icon}
            alt=""
            width="48"
            height="48"
            loading="lazy"
            decoding="async"
          />
          <h3 className="home-product__name">
            <span className="home-product__code">{item.code}</span>
            {item.name}
          </h3>
          <p className="home-product__summary">{item.summary}</p>
          <ul className="home-product__points">
            {item.points.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
          <span className="home-product__more" aria-hidden="true">
            {linkText} →
          </span>
        </div>
        {wide && item.pic ? (
          <img
            className="home-product__pic"
            src={item.pic}
            alt=""
            width="1200"
            height="640"
            loading="lazy"
            decoding="async"
          />
        ) : null}
      </AppLink>
    </li>
  );
}

export function HomeProducts({ copy }: { copy: HomeCopy['products'] }) {
  return (
    <section
      id={HOME_SECTION.products}
      className="home-products home-section"
      tabIndex={-1}
      aria-labelledby="home-products-title"
    >
      <div className="container">
        <SectionHeading id="home-products-title" title={copy.title} subtitle={copy.subtitle} />
        <ul className="home-products__grid">
          {copy.items.map((item, i) => (
            <Card key={item.code} item={item} linkText={copy.linkText} wide={i === 0} />
          ))}
        </ul>
      </div>
    </section>
  );
}
