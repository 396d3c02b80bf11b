// /complex-scene (spec 'Complex-scene page'): the banner with 'use now' to the submission form,
// case cards of category 8 nine a page with the pager (?page=N), the connect block and the form.
import type { PageProps } from '../../shared/app/page-types.ts';
import { ArticleCard } from '../../shared/components/article-card.tsx';
import { EmptyList } from '../../shared/components/empty-list.tsx';
import { PageHead, headFromPage } from '../../shared/components/page-head.tsx';
import { Pager } from '../../shared/components/pager.tsx';
import { SectionHeading } from '../../shared/components/section-heading.tsx';
import { ConsultSection } from '../components/templates/consult-section.tsx';
import { ContactBlock } from '../components/templates/contact-block.tsx';
import { TEMPLATE } from '../../shared/copy/desktop/template.ts';
import { TemplateHero } from '../components/templates/template-hero.tsx';
import { EMPTY_LIST } from '../../shared/copy/empty-list.ts';
import { COMPLEX_SCENE as COPY } from '../../shared/copy/desktop/complex-scene.ts';

export default function ComplexScenePage({ data, root }: PageProps<'complex-scene'>) {
  const { list, pageNumber, pageSize } = data;
  const hero = {
    title: COPY.title,
    subtitle: COPY.summary,
    bg: '/media/art/hero-complex-scene.svg',
    button: { text: TEMPLATE.zh.heroButton, link: root.config.submitFormUrl },
  };
  return (
    <main id="main" className="page co-page complex-scene">
      <PageHead {...headFromPage(data.page, { title: COPY.title, description: COPY.summary })} />
      <TemplateHero section={hero} fallbackTitle={COPY.title} />
      <section className="section-block" aria-labelledby="complex-scene-list">
        <div className="container">
          <SectionHeading id="complex-scene-list" title={COPY.listTitle} subtitle={COPY.listSubtitle} />
          {list.results.length ? (
            <>
              <div className="card-grid complex-scene__grid">
                {list.results.map((a) => (
                  <ArticleCard key={a.id} article={a} showDate={false} />
                ))}
              </div>
              <Pager path="/complex-scene" page={pageNumber} total={list.count} pageSize={pageSize} />
            </>
          ) : (
            <EmptyList
              firstPage="/complex-scene"
              pageNumber={pageNumber}
              back={{ href: '/', label: EMPTY_LIST.home }}
            />
          )}
        </div>
      </section>
      <ContactBlock
        copy={TEMPLATE.zh}
        hotline={root.config.hotline}
        formLink="/form"
        registerUrl={root.config.registerUrl}
      />
      <ConsultSection lang="zh" config={root.config} />
    </main>
  );
}
