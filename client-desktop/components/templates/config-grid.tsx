// p2 of the configurable page: a grid of three or more cards, big for a multiple of three and
// small otherwise.
import type { PageSection } from '../../../shared/api/types.ts';
import { configGridSize } from './grid-size.ts';
import { ItemIcon, ItemsSection } from './items-section.tsx';

export function ConfigGrid({ section }: { section: PageSection }) {
  return (
    <ItemsSection section={section}>
      {(items) => {
        const size = configGridSize(items.length);
        return (
          <ul className={`cfg-grid cfg-grid--${size}`} data-count={items.length}>
            {items.map((item, i) => (
              <li key={i} className={`cfg-card cfg-card--${size}`}>
                <ItemIcon item={item} className="cfg-card__icon" size={56} />
                <h3 className="cfg-card__title">{item.title}</h3>
                {item.summary ? <p className="cfg-card__summary">{item.summary}</p> : null}
              </li>
            ))}
          </ul>
        );
      }}
    </ItemsSection>
  );
}
