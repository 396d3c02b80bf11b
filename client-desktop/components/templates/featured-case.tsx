// p7 of the solution page: one featured customer story with its bullet points (its window opens
// at full size), the logos of customers in the same industry and a link to more cases.
import type { PageSection } from '../../../shared/api/types.ts';
import { AppLink } from '../../../shared/app/app-link.tsx';
import type { TemplateCopy } from '../../../shared/copy/desktop/template.ts';
import { imgSet } from '../../../shared/images/responsive-image.ts';
import { ZoomPicture } from './zoom-link.tsx';

export function FeaturedCase({
  section,
  copy,
  buttonText,
}: {
  section: PageSection;
  copy: TemplateCopy;
  buttonText: string;
}) {
  if (!section.title) return null;
  const logos = section.logos ?? [];
  return (
    <section className="section-block section-block--soft">
      <div className="container featured-case">
        {section.pic ? (
          <ZoomPicture className="featured-case__pic" src={section.pic} width={574} alt={copy.zoom} title={copy.zoom} />
        ) : null}
        <div className="featured-case__body">
          <p className="featured-case__label">{copy.featuredLabel}</p>
          <h2 className="featured-case__title">{section.title}</h2>
          {section.summary ? <p className="featured-case__summary">{section.summary}</p> : null}
          {section.points?.length ? (
            <ul className="featured-case__points">
              {section.points.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          ) : null}
          {section.button ? (
            <AppLink to={section.button.link} className="btn btn--primary featured-case__button">
              {buttonText}
            </AppLink>
          ) : null}
        </div>
      </div>
      {logos.length ? (
        <div className="container featured-case__logos">
          <p className="featured-case__logos-title">{copy.featuredLogos}</p>
          <ul>
            {logos.map((l) => (
              <li key={l.icon}>
                <img {...imgSet(l.icon, 160)} alt={l.name ?? ''} width="200" height="80" loading="lazy" />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
