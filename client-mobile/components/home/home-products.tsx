// The product matrix on a phone: the first product as a wide card with its picture, the other
// four two by two.
import type { HomeCopy } from '../../../shared/copy/home-types.ts';
import { MSection } from '../m-section.tsx';

export function HomeProducts({ products }: { products: HomeCopy['products'] }) {
  return (
    <MSection id="products" title={products.title} subtitle={products.subtitle}>
      <ul className="m-matrix">
        {products.items.map((p, i) => (
          <li key={p.code} className={`m-matrix__item${i === 0 ? ' m-matrix__item--wide' : ''}`}>
            <a href={p.link} className="m-matrix__link">
              {i === 0 && p.pic ? (
                <img className="m-matrix__pic" src={p.pic} alt="" width="1200" height="640" loading="lazy" />
              ) : null}
              <span className="m-matrix__head">
                <img src={p.icon} alt="" width="64" height="64" loading="lazy" />
                <span>
                  <span className="m-matrix__code">{p.code}</span>
                  <span className="m-matrix__name">{p.name}</span>
                </span>
              </span>
              <span className="m-matrix__summary">{p.summary}</span>
              {i === 0 ? (
                <span className="m-matrix__points">
                  {p.points.map((pt) => (
                    <span key={pt}>{pt}</span>
                  ))}
                </span>
              ) : null}
              <span className="m-matrix__more">{products.linkText} →</span>
            </a>
          </li>
        ))}
      </ul>
    </MSection>
  );
}
