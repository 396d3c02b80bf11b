// The customer logo wall (spec §2 'brand wall'): all logos of the site config, default title
// 500+大型企业的共同选择.
import type { Logo } from '../api/types.ts';
import { ImageList } from './image-list.tsx';
import { SectionHeading } from './section-heading.tsx';

export const BRAND_WALL_TITLE = { zh: '500+大型企业的共同选择', en: 'Trusted by 500+ large enterprises' } as const;

export function BrandWall({ logos, title = BRAND_WALL_TITLE.zh, subtitle, id }: { logos: Logo[]; title?: string; subtitle?: string; id?: string }) {
  return (
    <section className="brand-wall" aria-labelledby={id ?? 'brand-wall-title'}>
      <div className="container">
        <SectionHeading id={id ?? 'brand-wall-title'} title={title} subtitle={subtitle} />
        <ImageList
          className="brand-wall__grid"
          itemClassName="brand-wall__item"
          images={logos.map((logo) => ({ src: logo.icon, alt: logo.name, width: 200, height: 80 }))}
        />
      </div>
    </section>
  );
}
