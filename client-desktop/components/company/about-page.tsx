// The about page, /about and /en/about (spec 'About'): hero, company profile with recognitions
// and top-500 counts, honours wall, timeline 2014–2023 and the benchmark-customer brand wall
// (folded to four rows with a button to show all, like the home page's).
import type { PageDetail, ProjectConfig } from '../../../shared/api/types.ts';
import type { Lang } from '../../../shared/site-types.ts';
import { BrandWall } from '../../../shared/components/brand-wall.tsx';
import { BRAND_WALL_FOLD } from '../../../shared/copy/brand-wall.ts';
import { PageHead, headFromPage } from '../../../shared/components/page-head.tsx';
import { ABOUT_EN } from '../../../shared/copy/company-en.ts';
import { ABOUT } from '../../../shared/copy/company.ts';
import type { RootData } from '../../../shared/routes/route-table.ts';
import { ContactBlock } from '../templates/contact-block.tsx';
import { TEMPLATE } from '../../../shared/copy/desktop/template.ts';
import { TemplateHero } from '../templates/template-hero.tsx';
import { AboutProfile } from './about-profile.tsx';
import { CompanyTimeline } from './company-timeline.tsx';
import { HonoursWall } from './honours-wall.tsx';

export function AboutPage({
  page,
  root,
  lang,
  lists,
}: {
  page: PageDetail | null | undefined;
  root: RootData;
  lang: Lang;
  lists: Pick<ProjectConfig, 'brandWall' | 'honours'>;
}) {
  const copy = lang === 'en' ? ABOUT_EN : ABOUT;
  const hero = {
    title: page?.seo_h1 || copy.hero.title,
    subtitle: copy.hero.summary,
    bg: '/media/art/hero-about-us.svg',
  };
  return (
    <main id="main" className={`page co-page about-page${lang === 'en' ? ' co-page--en' : ''}`}>
      <PageHead {...headFromPage(page, { title: copy.hero.title, description: copy.hero.summary })} />
      <TemplateHero section={hero} fallbackTitle={copy.hero.title} dark={lang === 'en'} />
      <AboutProfile copy={copy} />
      <HonoursWall title={copy.honours.title} subtitle={copy.honours.subtitle} honours={lists.honours} />
      <CompanyTimeline copy={copy.timeline} />
      <BrandWall
        logos={lists.brandWall}
        title={copy.brands.title}
        subtitle={copy.brands.subtitle}
        id="about-brands-title"
        fold={{ count: 24, more: BRAND_WALL_FOLD[lang].more(lists.brandWall.length), less: BRAND_WALL_FOLD[lang].less }}
      />
      <ContactBlock
        copy={TEMPLATE[lang]}
        hotline={root.config.hotline}
        formLink={lang === 'en' ? '/en/form' : '/form'}
        registerUrl={root.config.registerUrl}
      />
    </main>
  );
}
