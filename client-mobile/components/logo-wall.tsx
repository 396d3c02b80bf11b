// The customer logo wall on a phone: every logo is in the page, the first rows show and a button
// unfolds the rest, so 114 logos do not turn into a 2 000 px scroll (the folding button and its
// words are shared with the desktop walls). The wall is the server's markup; only the button is
// an island, which folds and unfolds the grid it controls.
import { useEffect, useId, useState } from 'react';
import type { Logo } from '../../shared/api/types.ts';
import { Island } from '../../shared/app/island.tsx';
import { BRAND_WALL_TITLE, BRAND_WALL_FOLD } from '../../shared/copy/brand-wall.ts';
import { FoldButton } from '../../shared/components/fold-button.tsx';
import { ImageList } from '../../shared/components/image-list.tsx';
import { MSection } from './m-section.tsx';

// The stylesheet folds the grid after the same count (.m-logos__grid:not(.is-open)).
const FOLDED = 12;

/** The wall's button: `controls` is the id of the grid it opens (`is-open`). */
export function LogoFold({ controls, more, less }: { controls: string; more: string; less: string }) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    document.getElementById(controls)?.classList.toggle('is-open', open);
  }, [controls, open]);
  return (
    <p className="m-logos__action">
      <FoldButton open={open} controls={controls} onToggle={() => setOpen((o) => !o)} more={more} less={less} />
    </p>
  );
}

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
  const listId = useId();
  return (
    <MSection id={id} title={title} subtitle={subtitle} tone="soft" className="m-logos">
      <ImageList
        id={listId}
        className="m-logos__grid"
        itemClassName="m-logos__item"
        images={logos.map((logo) => ({ src: logo.icon, alt: logo.name, width: 200, height: 80 }))}
      />
      {logos.length > FOLDED ? (
        <Island
          name="logo-fold"
          k={`${id}-fold`}
          component={LogoFold}
          props={{ controls: listId, more: BRAND_WALL_FOLD.zh.more(logos.length), less: BRAND_WALL_FOLD.zh.less }}
        />
      ) : null}
    </MSection>
  );
}
