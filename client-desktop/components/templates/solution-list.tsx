// p5 of the solution page: a two-column list of scenario items and a call to action.
import type { PageSection } from '../../../shared/api/types.ts';
import { AppLink } from '../../../shared/app/app-link.tsx';
import { SectionHeading } from '../../../shared/components/section-heading.tsx';
import { imgSet } from '../../../shared/images/responsive-image.ts';

export function SolutionList({
  section,
  buttonText,
  fallbackLink,
}: {
  section: PageSection;
  buttonText: string;
  fallbackLink: string;
}) {
  const items = section.items ?? [];
  if (!items.length) return null;
  return (
    <section className="section-block section-block--soft">
      <div className="container">
        <SectionHeading title={section.title} subtitle={section.summary} />
        <ul className="sol-list">
          {items.map((item, i) => (
            <li key={i} className="sol-list__item">
              {item.icon ? (
                <img
                  className="sol-list__icon"
                  {...imgSet(item.icon, 44)}
                  alt=""
                  width="44"
                  height="44"
                  loading="lazy"
                />
              ) : null}
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
      </div>
    </section>
  );
}
