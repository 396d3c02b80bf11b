// A large picture with its heading: p4 of the solution page, p3 of the configurable page. It
// opens at full size on a click: on a narrow screen its words are too small to read.
import type { PageSection } from '../../../shared/api/types.ts';
import { SectionHeading } from '../../../shared/components/section-heading.tsx';
import { imgSet } from '../../../shared/images/responsive-image.ts';
import { ZoomLink } from './zoom-link.tsx';

export function BigPicture({ section, zoom, soft = false }: { section: PageSection; zoom: string; soft?: boolean }) {
  if (!section.pic) return null;
  return (
    <section className={`section-block${soft ? ' section-block--soft' : ''}`}>
      <div className="container">
        <SectionHeading title={section.title} subtitle={section.summary} />
        <figure className="tpl-picture">
          <ZoomLink href={section.pic} title={zoom}>
            <img
              {...imgSet(section.pic, 1152)}
              alt={section.title ?? ''}
              width="1200"
              height="640"
              loading="lazy"
              decoding="async"
            />
          </ZoomLink>
        </figure>
      </div>
    </section>
  );
}
