// p6 of the solution page: customer value, as big cards for an even count and plain columns
// otherwise.
import type { PageSection } from '../../../shared/api/types.ts';
import { SectionHeading } from '../../../shared/components/section-heading.tsx';
import { valueCardStyle } from './grid-size.ts';
import { imgSet } from '../../../shared/images/responsive-image.ts';

export function ValueSection({ section }: { section: PageSection }) {
  const items = section.items ?? [];
  if (!items.length) return null;
  const style = valueCardStyle(items.length);
  return (
    <section className="section-block">
      <div className="container">
        <SectionHeading title={section.title} subtitle={section.summary} />
        <ul className={`sol-values sol-values--${style}`}>
          {items.map((item, i) => (
            <li key={i} className={`sol-value sol-value--${style}`}>
              {item.icon ? (
                <img
                  className="sol-value__icon"
                  {...imgSet(item.icon, 56)}
                  alt=""
                  width="56"
                  height="56"
                  loading="lazy"
                />
              ) : null}
              <div className="sol-value__body">
                <h3 className="sol-value__title">{item.title}</h3>
                {item.summary ? <p className="sol-value__summary">{item.summary}</p> : null}
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
