// The customer logo wall (spec: 114 logos, default title 500+大型企业的共同选择), folded to four
// rows of eight once the page is interactive, so it does not push the contact blocks a screen
// and a half down (the folding lives in the shared BrandWall, also used by the about page).
import type { Logo } from '../../../shared/api/types.ts';
import type { HomeCopy } from '../../../shared/copy/home-types.ts';
import { BrandWall } from '../../../shared/components/brand-wall.tsx';
import { HOME_SECTION } from './home-anchors.tsx';

export function HomeBrands({ copy, logos }: { copy: HomeCopy['brands']; logos: Logo[] }) {
  return (
    <section
      id={HOME_SECTION.brands}
      className="home-brands home-section"
      tabIndex={-1}
      aria-labelledby="home-brands-title"
    >
      <BrandWall
        id="home-brands-title"
        logos={logos}
        title={copy.title}
        subtitle={copy.subtitle}
        fold={{ count: 32, more: copy.more, less: copy.less, toggleClassName: 'home-brands__toggle' }}
      />
    </section>
  );
}
