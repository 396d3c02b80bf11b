// p2 of the configurable page: a grid of three or more cards, big for a multiple of three and
// small otherwise.
import type { PageSection } from '../../../shared/api/types.ts';
import { SectionHeading } from '../../../shared/components/section-heading.tsx';
import { configGridSize } from './grid-size.ts';
import { imgSet } from '../../../shared/images/responsive-image.ts';

export function ConfigGrid({ section }: { section: PageSection }) {
  const items = section.items ?? [];
  if (!items.length) return null;
  const size = configGridSize(items.length);
  return (
    <section className="section-block">
      <div className="container">
        <SectionHeading title={section.title} subtitle={section.summary} />
        <ul className={`cfg-grid cfg-grid--${size}`} data-count={items.length}>
          {items.map((item, i) => (
            <li key={i} className={`cfg-card cfg-card--${size}`}>
              {item.icon ? (
                <img
                  className="cfg-card__icon"
                  {...imgSet(item.icon, 56)}
                  alt=""
                  width="56"
                  height="56"
                  loading="lazy"
                />
              ) : null}
              <h3 className="cfg-card__title">{item.title}</h3>
              {item.summary ? <p className="cfg-card__summary">{item.summary}</p> : null}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
