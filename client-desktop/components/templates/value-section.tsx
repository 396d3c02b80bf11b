// p6 of the solution page: customer value, as big cards for an even count and plain columns
// otherwise.
import type { PageSection } from '../../../shared/api/types.ts';
import { valueCardStyle } from './grid-size.ts';
import { ItemIcon, ItemsSection } from './items-section.tsx';

export function ValueSection({ section }: { section: PageSection }) {
  return (
    <ItemsSection section={section}>
      {(items) => {
        const style = valueCardStyle(items.length);
        return (
          <ul className={`sol-values sol-values--${style}`}>
            {items.map((item, i) => (
              <li key={i} className={`sol-value sol-value--${style}`}>
                <ItemIcon item={item} className="sol-value__icon" size={56} />
                <div className="sol-value__body">
                  <h3 className="sol-value__title">{item.title}</h3>
                  {item.summary ? <p className="sol-value__summary">{item.summary}</p> : null}
                </div>
              </li>
            ))}
          </ul>
        );
      }}
    </ItemsSection>
  );
}
