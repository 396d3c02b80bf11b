// The configurable product / marketing page (spec 'Configurable product, partner and
// marketing-automation page'): p1 hero, p2 grid, p3 large picture, p4 vertical tabs, p5 case
// carousel, then the contact block, the form and the contact-us dock.
import type { PageDetail } from '../../../shared/api/types.ts';
import type { Lang } from '../../../shared/site-types.ts';
import { PageHead, headFromPage } from '../../../shared/components/page-head.tsx';
import type { RootData } from '../../../shared/routes/route-table.ts';
import { BigPicture } from './big-picture.tsx';
import { CaseCarousel } from './case-carousel.tsx';
import { ConfigGrid } from './config-grid.tsx';
import { ConsultSection } from './consult-section.tsx';
import { ContactBlock } from './contact-block.tsx';
import { ContactDock } from './contact-dock.tsx';
import { TEMPLATE } from '../../../shared/copy/desktop/template.ts';
import { TemplateHero } from './template-hero.tsx';
import { VerticalTabs } from './vertical-tabs.tsx';

export function ConfigTemplate({ page, root, lang }: { page: PageDetail; root: RootData; lang: Lang }) {
  const copy = TEMPLATE[lang];
  const c = page.ext.pageConfig ?? {};
  const formLink = lang === 'en' ? '/en/form' : '/form';
  return (
    <main id="main" className={`page tpl-page tpl-page--config${lang === 'en' ? ' tpl-page--en' : ''}`}>
      <PageHead {...headFromPage(page, { title: page.seo_h1 })} />
      {c.p1 ? <TemplateHero section={c.p1} fallbackTitle={page.seo_h1} dark={lang === 'en'} /> : null}
      {c.p2 ? <ConfigGrid section={c.p2} /> : null}
      {c.p3 ? <BigPicture section={c.p3} zoom={copy.zoom} soft /> : null}
      {c.p4 ? <VerticalTabs section={c.p4} label={copy.tabsLabel} zoom={copy.zoom} /> : null}
      {c.p5 ? <CaseCarousel section={c.p5} copy={copy} /> : null}
      <ContactBlock
        copy={copy}
        hotline={root.config.hotline}
        formLink={formLink}
        registerUrl={root.config.registerUrl}
      />
      <ConsultSection lang={lang} config={root.config} />
      <ContactDock copy={copy} config={root.config} formLink={formLink} />
    </main>
  );
}
