// A section of the configurable and solution pages made of the page config's items (p2, p3, p5,
// p6): nothing when the section has no items, else its heading and what the section makes of the
// items; and an item's icon, when it has one.
import type { ReactNode } from 'react';
import type { PageSection, SectionItem } from '../../../shared/api/types.ts';
import { SectionHeading } from '../../../shared/components/section-heading.tsx';
import { imgSet } from '../../../shared/images/responsive-image.ts';

export function ItemsSection({
  section,
  soft = false,
  children,
}: {
  section: PageSection;
  /** On the soft grey background. */
  soft?: boolean;
  children: (items: SectionItem[]) => ReactNode;
}) {
  const items = section.items ?? [];
  if (!items.length) return null;
  return (
    <section className={soft ? 'section-block section-block--soft' : 'section-block'}>
      <div className="container">
        <SectionHeading title={section.title} subtitle={section.summary} />
        {children(items)}
      </div>
    </section>
  );
}

/** The item's icon, `size` pixels square, or nothing when it has none. */
export function ItemIcon({ item, className, size }: { item: SectionItem; className: string; size: number }) {
  return item.icon ? (
    <img className={className} {...imgSet(item.icon, size)} alt="" width={size} height={size} loading="lazy" />
  ) : null;
}
