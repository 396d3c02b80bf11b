// p5 of the solution page: a two-column list of scenario items and a call to action.
import type { PageSection } from '../../../shared/api/types.ts';
import { AppLink } from '../../../shared/app/app-link.tsx';
import { ItemIcon, ItemsSection } from './items-section.tsx';

export function SolutionList({
  section,
  buttonText,
  fallbackLink,
}: {
  section: PageSection;
  buttonText: string;
  fallbackLink: string;
}) {
  return (
    <ItemsSection section={section} soft>
      {(items) => (
        <>
          <ul className="sol-list">
            {items.map((item, i) => (
              <li key={i} className="sol-list__item">
                <ItemIcon item={item} className="sol-list__icon" size={44} />
                <div>
                  <h3 className="sol-list__title">{item.title}</h3>
                  {item.summary ? <p className="sol-list__summary">{item.summary}</p> : null}
                </div>
              </li>
            ))}
          </ul>
          <p className="section-block__action">
            <AppLink to={section.button?.link ?? fallbackLink} className="btn btn--primary">
              {buttonText}
            </AppLink>
          </p>
        </>
      )}
    </ItemsSection>
  );
}
