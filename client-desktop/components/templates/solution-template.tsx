// The solution page (spec 'Solution page'): p1 hero … p8 cases block from the page config, then
// the consultation form and the page's practice links. The English page's buttons are fixed.
import type { PageDetail } from '../../../shared/api/types.ts';
import type { Lang } from '../../../shared/site-types.ts';
import { CaseBlock } from '../../../shared/components/case-block.tsx';
import { PageHead, headFromPage } from '../../../shared/components/page-head.tsx';
import { SectionHeading } from '../../../shared/components/section-heading.tsx';
import type { RootData } from '../../../shared/routes/route-table.ts';
import { BigPicture } from './big-picture.tsx';
import { ConsultSection } from './consult-section.tsx';
import { FeaturedCase } from './featured-case.tsx';
import { PracticeLinks } from './practice-links.tsx';
import { SolutionGrid } from './solution-grid.tsx';
import { SolutionList } from './solution-list.tsx';
import { TEMPLATE } from '../../../shared/copy/desktop/template.ts';
import { TemplateHero } from './template-hero.tsx';
import { ValueSection } from './value-section.tsx';

export function SolutionTemplate({ page, root, lang }: { page: PageDetail; root: RootData; lang: Lang }) {
  const copy = TEMPLATE[lang];
  const c = page.ext.pageConfig ?? {};
  const en = lang === 'en';
  const formLink = en ? '/en/form' : '/form';
  return (
    <main id="main" className={`page tpl-page tpl-page--solution${en ? ' tpl-page--en' : ''}`}>
      <PageHead {...headFromPage(page, { title: page.seo_h1 })} />
      {c.p1 ? (
        <TemplateHero
          section={c.p1}
          fallbackTitle={page.seo_h1}
          buttonText={en ? copy.heroButton : (c.p1.button?.text ?? copy.heroButton)}
          dark={en}
        />
      ) : null}
      {c.p2?.summary ? (
        <section className="section-block tpl-summary">
          <div className="container">
            <SectionHeading title={c.p2.title} />
            <p className="tpl-summary__text">{c.p2.summary}</p>
          </div>
        </section>
      ) : null}
      {c.p3 ? <SolutionGrid section={c.p3} /> : null}
      {c.p4 ? <BigPicture section={c.p4} zoom={copy.zoom} /> : null}
      {c.p5 ? (
        <SolutionList
          section={c.p5}
          buttonText={en ? copy.solutionButton : (c.p5.button?.text ?? copy.solutionButton)}
          fallbackLink={formLink}
        />
      ) : null}
      {c.p6 ? <ValueSection section={c.p6} /> : null}
      {c.p7 ? (
        <FeaturedCase
          section={c.p7}
          copy={copy}
          buttonText={en ? copy.moreCases : (c.p7.button?.text ?? copy.moreCases)}
        />
      ) : null}
      {c.p8?.cases?.length ? (
        <CaseBlock
          title={c.p8.title ?? copy.casesTitle}
          subtitle={c.p8.summary}
          cases={c.p8.cases}
          buttonText={en ? copy.consult : (c.p8.button?.text ?? copy.consult)}
          buttonLink={c.p8.button?.link ?? formLink}
        />
      ) : null}
      <ConsultSection lang={lang} config={root.config} />
      {page.ext.practice?.length ? (
        <PracticeLinks items={page.ext.practice} title={copy.practiceTitle} linkText={copy.practiceLink} />
      ) : null}
    </main>
  );
}
