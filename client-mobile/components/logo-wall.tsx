// The customer logo wall on a phone: every logo is in the page, the first rows show and a button
// unfolds the rest, so 114 logos do not turn into a 2 000 px scroll.
import { useId, useState } from 'react';
import type { Logo } from '../../shared/api/types.ts';
import { BRAND_WALL_TITLE } from '../../shared/components/brand-wall.tsx';
import { ImageList } from '../../shared/components/image-list.tsx';
import { MSection } from './m-section.tsx';

// The stylesheet folds the grid after the same count (.m-logos__grid:not(.is-open)).
const FOLDED = 12;

export function LogoWall({ logos, title = BRAND_WALL_TITLE.zh, subtitle, id = 'logo-wall' }: { logos: Logo[]; title?: string; subtitle?: string; id?: string }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
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
          <button type="button" className="btn btn--ghost btn--small" aria-expanded={open} aria-controls={listId} onClick={() => setOpen((o) => !o)}>
            {open ? '收起' : `查看全部 ${logos.length} 家客户`}
          </button>
        </p>
      ) : null}
    </MSection>
  );
}
