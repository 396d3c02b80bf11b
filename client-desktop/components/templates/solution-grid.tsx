// p3 of the solution page: the items grid, sized by the count (large, small or mini cards).
import type { PageSection } from '../../../shared/api/types.ts';
import { SectionHeading } from '../../../shared/components/section-heading.tsx';
import { solutionGridSize } from './grid-size.ts';
import { imgSet } from '../../../shared/images/responsive-image.ts';

export function SolutionGrid({ section }: { section: PageSection }) {
  const items = section.items ?? [];
  if (!items.length) return null;
  const size = solutionGridSize(items.length);
  return (
    <section className="section-block section-block--soft">
      <div className="container">
        <SectionHeading title={section.title} subtitle={section.summary} />
        <ul className={`sol-grid sol-grid--${size}`} data-count={items.length}>
          {items.map((item, i) => (
            <li key={i} className={`sol-card sol-card--${size}`}>
              <span className="sol-card__index" aria-hidden="true">
                {String(i + 1).padStart(2, '0')}
              </span>
              {item.icon ? (
                <img
                  className="sol-card__icon"
                  {...imgSet(item.icon, 48)}
                  alt=""
                  width="48"
                  height="48"
                  loading="lazy"
                />
              ) : null}
              <h3 className="sol-card__title">{item.title}</h3>
              {item.summary ? <p className="sol-card__summary">{item.summary}</p> : null}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
