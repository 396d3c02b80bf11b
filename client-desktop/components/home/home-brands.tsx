// The customer logo wall (spec: 114 logos, default title 500+大型企业的共同选择). All logos are in
// the markup; once the page is interactive the wall starts folded to a few rows with a button to
// show the rest, so it does not push the contact blocks a screen and a half down.
import { useState } from 'react';
import type { Logo } from '../../../shared/api/types.ts';
import type { HomeCopy } from '../../../shared/copy/home-types.ts';
import { BrandWall } from '../../../shared/components/brand-wall.tsx';
import { HOME_SECTION } from './home-anchors.tsx';

export function HomeBrands({ copy, logos }: { copy: HomeCopy['brands']; logos: Logo[] }) {
  const [open, setOpen] = useState(false);
  return (
    <section
      id={HOME_SECTION.brands}
      className={`home-brands home-section${open ? ' is-open' : ''}`}
      tabIndex={-1}
      aria-labelledby="home-brands-title"
    >
      <BrandWall id="home-brands-title" logos={logos} title={copy.title} subtitle={copy.subtitle} />
      <p className="home-brands__toggle">
        <button type="button" className="btn btn--ghost btn--small" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
          {open ? copy.less : copy.more}
        </button>
      </p>
    </section>
  );
}
