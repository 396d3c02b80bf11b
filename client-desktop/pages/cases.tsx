// Customer cases (spec §2): hero, the heading 客户案例, nine article cards a page and the pager
// (changing page navigates to /cases?page=N), 暂无数据 with a way back past the last page, then the
// page config's cases block (p8) in its 马上咨询 variant.
import { AppLink } from '../../shared/app/app-link.tsx';
import type { PageProps } from '../../shared/app/page-types.ts';
import { ArticleCard } from '../../shared/components/article-card.tsx';
import { CaseBlock } from '../../shared/components/case-block.tsx';
import { EmptyList } from '../../shared/components/empty-list.tsx';
import { PageHead, headFromPage } from '../../shared/components/page-head.tsx';
import { PageHero } from '../../shared/components/page-hero.tsx';
import { Pager } from '../../shared/components/pager.tsx';
import { SectionHeading } from '../../shared/components/section-heading.tsx';
import { EMPTY_LIST } from '../../shared/copy/empty-list.ts';
import { CASE_BLOCK_BUTTON, FEATURED_CASES_TITLE } from '../../shared/copy/case-block.ts';
import { CASES_PAGE as C } from '../../shared/copy/desktop/cases.ts';

export default function CasesPage({ data }: PageProps<'cases'>) {
  const { page, list, pageNumber, pageSize } = data;
  const featured = page?.ext.pageConfig?.p8;
  return (
    <main id="main" className="page cases-page">
      <PageHead {...headFromPage(page, { title: C.title, description: C.summary })} />
      <PageHero title={page?.seo_h1 || C.heroTitle} summary={C.summary} tone="dark">
        <p className="cases-hero__facts">
          {C.facts.map((f) => (
            <span key={f.label}>
              <strong>{f.value}</strong>
              {f.label}
            </span>
          ))}
        </p>
        <p className="cases-hero__actions">
          <AppLink className="btn btn--primary" to="/form">
            {C.primary}
          </AppLink>
          <AppLink className="btn btn--ghost cases-hero__ghost" to="/evaluate">
            {C.secondary}
          </AppLink>
        </p>
      </PageHero>
      <section className="container cases-page__body" aria-labelledby="cases-title">
        <SectionHeading id="cases-title" title={C.title} subtitle={C.listSubtitle(list.count)} />
        {list.results.length ? (
          <>
            <ul className="cases-grid">
              {list.results.map((article) => (
                <li key={article.id}>
                  <ArticleCard article={article} showDate={false} />
                </li>
              ))}
            </ul>
            <Pager path="/cases" page={pageNumber} total={list.count} pageSize={pageSize} label={C.pagerLabel} />
          </>
        ) : (
          <EmptyList firstPage="/cases" pageNumber={pageNumber} back={{ href: '/', label: EMPTY_LIST.home }} />
        )}
      </section>
      {featured?.cases?.length ? (
        <CaseBlock
          title={featured.title || FEATURED_CASES_TITLE}
          subtitle={featured.summary}
          cases={featured.cases}
          buttonText={featured.button?.text || CASE_BLOCK_BUTTON.now}
          buttonLink={featured.button?.link || '/form'}
        />
      ) : null}
    </main>
  );
}
