// p3 of the solution page: the items grid, sized by the count (large, small or mini cards). Each
// card's large faint number (01, 02, ...) is a CSS counter, not text: it is decoration, and as text
// it fails axe's colour contrast (Lighthouse accessibility 97) even when hidden from readers.
import type { PageSection } from '../../../shared/api/types.ts';
import { solutionGridSize } from './grid-size.ts';
import { ItemIcon, ItemsSection } from './items-section.tsx';

export function SolutionGrid({ section }: { section: PageSection }) {
  return (
    <ItemsSection section={section} soft>
      {(items) => {
        const size = solutionGridSize(items.length);
        return (
          <ul className={`sol-grid sol-grid--${size}`} data-count={items.length}>
            {items.map((item, i) => (
              <li key={i} className={`sol-card sol-card--${size}`}>
                <ItemIcon item={item} className="sol-card__icon" size={48} />
                <h3 className="sol-card__title">{item.title}</h3>
                {item.summary ? <p className="sol-card__summary">{item.summary}</p> : null}
              </li>
            ))}
          </ul>
        );
      }}
    </ItemsSection>
  );
}
