// The honours wall of the about page: the 16 award images of the site config.
import type { ProjectConfig } from '../../../shared/api/types.ts';
import { HONOUR_COUNT } from '../../../shared/constants.ts';
import { SectionHeading } from '../../../shared/components/section-heading.tsx';
import { imgSet } from '../../../shared/images/responsive-image.ts';

export function HonoursWall({
  title,
  subtitle,
  honours,
}: {
  title: string;
  subtitle: string;
  honours: ProjectConfig['honours'];
}) {
  return (
    <section className="section-block section-block--soft" aria-labelledby="honours-title">
      <div className="container">
        <SectionHeading id="honours-title" title={title} subtitle={subtitle} />
        <ul className="honours-wall">
          {honours.slice(0, HONOUR_COUNT).map((h) => (
            <li key={h.image} className="honours-wall__item">
              <img
                {...imgSet(h.image, 130)}
                alt={h.title}
                title={h.title}
                width="240"
                height="320"
                loading="lazy"
                decoding="async"
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
