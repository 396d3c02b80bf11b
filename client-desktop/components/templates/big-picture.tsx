// A large picture with its heading: p4 of the solution page, p3 of the configurable page. It
// opens at full size on a click: on a narrow screen its words are too small to read.
import type { PageSection } from '../../../shared/api/types.ts';
import { SectionHeading } from '../../../shared/components/section-heading.tsx';
import { ZoomPicture } from './zoom-link.tsx';

export function BigPicture({ section, zoom, soft = false }: { section: PageSection; zoom: string; soft?: boolean }) {
  if (!section.pic) return null;
  return (
    <section className={`section-block${soft ? ' section-block--soft' : ''}`}>
      <div className="container">
        <SectionHeading title={section.title} subtitle={section.summary} />
        <figure className="tpl-picture">
          <ZoomPicture src={section.pic} width={1152} alt={section.title ?? ''} title={zoom} />
        </figure>
      </div>
    </section>
  );
}
