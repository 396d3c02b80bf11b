// The customer logo wall on a phone: every logo is in the page, the first rows show and a button
// unfolds the rest, so 114 logos do not turn into a 2 000 px scroll (the folding button and its
// words are shared with the desktop walls).
import type { Logo } from '../../shared/api/types.ts';
import { BRAND_WALL_TITLE, BRAND_WALL_FOLD } from '../../shared/copy/brand-wall.ts';
import { FoldButton, useFold } from '../../shared/components/fold-button.tsx';
import { ImageList } from '../../shared/components/image-list.tsx';
import { MSection } from './m-section.tsx';

// The stylesheet folds the grid after the same count (.m-logos__grid:not(.is-open)).
const FOLDED = 12;

export function LogoWall({
  logos,
  title = BRAND_WALL_TITLE.zh,
  subtitle,
  id = 'logo-wall',
}: {
  logos: Logo[];
  title?: string;
  subtitle?: string;
  id?: string;
}) {
  const { open, listId, toggle } = useFold();
  return (
    <MSection id={id} title={title} subtitle={subtitle} tone="soft" className="m-logos">
      <ImageList
        id={listId}
        className={`m-logos__grid${open ? ' is-open' : ''}`}
        itemClassName="m-logos__item"
        images={logos.map((logo) => ({ src: logo.icon, alt: logo.name, width: 200, height: 80 }))}
      />
      {logos.length > FOLDED ? (
        <p className="m-logos__action">
          <FoldButton
            open={open}
            controls={listId}
            onToggle={toggle}
            more={BRAND_WALL_FOLD.zh.more(logos.length)}
            less={BRAND_WALL_FOLD.zh.less}
          />
        </p>
      ) : null}
    </MSection>
  );
}
