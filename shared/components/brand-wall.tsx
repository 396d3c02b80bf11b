// The customer logo wall (spec §2 'brand wall'): all logos of the site config, default title
// 500+大型企业的共同选择. With `fold`, all logos stay in the markup but, once the page is
// interactive, the wall shows its first `fold.count` logos (four rows) and a button unfolds the rest.
import type { Logo } from '../api/types.ts';
import { FoldButton, useFold } from './fold-button.tsx';
import { ImageList } from './image-list.tsx';
import { SectionHeading } from './section-heading.tsx';
import { BRAND_WALL_TITLE } from '../copy/brand-wall.ts';

/** How a wall folds: the logos it keeps (the stylesheet knows 24 and 32), and the button's words. */
export interface BrandWallFold {
  count: 24 | 32;
  more: string;
  less: string;
  /** Extra class of the paragraph holding the button. */
  toggleClassName?: string;
}

export function BrandWall({
  logos,
  title = BRAND_WALL_TITLE.zh,
  subtitle,
  id,
  fold,
}: {
  logos: Logo[];
  title?: string;
  subtitle?: string;
  id?: string;
  fold?: BrandWallFold;
}) {
  const { open, listId, toggle } = useFold();
  const folding = fold !== undefined && logos.length > fold.count;
  return (
    <section
      className={`brand-wall${folding ? ' brand-wall--folding' : ''}${open ? ' is-open' : ''}`}
      data-fold={folding ? fold.count : undefined}
      aria-labelledby={id ?? 'brand-wall-title'}
    >
      <div className="container">
        <SectionHeading id={id ?? 'brand-wall-title'} title={title} subtitle={subtitle} />
        <ImageList
          id={listId}
          className="brand-wall__grid"
          itemClassName="brand-wall__item"
          images={logos.map((logo) => ({ src: logo.icon, alt: logo.name, width: 200, height: 80 }))}
        />
        {folding ? (
          <p className={`brand-wall__toggle${fold.toggleClassName ? ` ${fold.toggleClassName}` : ''}`}>
            <FoldButton open={open} controls={listId} onToggle={toggle} more={fold.more} less={fold.less} />
          </p>
        ) : null}
      </div>
    </section>
  );
}
