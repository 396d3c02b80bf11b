// Customer cases (spec §2): hero, the heading 客户案例, nine article cards a page and the pager
// (changing page navigates to /cases?page=N), 暂无数据 with a way back past the last page, then the
// page config's cases block (p8) in its 马上咨询 variant.
import { AppLink } from '../../shared/app/app-link.tsx';
import type { PageProps } from '../../shared/app/page-types.ts';
import { ArticleCard } from '../../shared/components/article-card.tsx';
import { CASE_BLOCK_BUTTON, CaseBlock } from '../../shared/components/case-block.tsx';
import { EmptyList } from '../../shared/components/empty-list.tsx';
import { PageHead, headFromPage } from '../../shared/components/page-head.tsx';
import { PageHero } from '../../shared/components/page-hero.tsx';
import { Pager } from '../../shared/components/pager.tsx';
import { SectionHeading } from '../../shared/components/section-heading.tsx';

const SUMMARY =
  '汽车、医药、装备制造、金融、地产等行业的 500+ 大型企业，正在用得帆的低代码、集成与数据平台推进数字化。';

export default function CasesPage({ data }: PageProps<'cases'>) {
  const { page, list, pageNumber, pageSize } = data;
  const featured = page?.ext.pageConfig?.p8;
  return (
    <main id="main" className="page cases-page">
      <PageHead {...headFromPage(page, { title: '客户案例 - 得帆云', description: SUMMARY })} />
      <PageHero title={page?.seo_h1 || '得帆客户案例'} summary={SUMMARY} tone="dark">
        <p className="cases-hero__facts">
          <span>
            <strong>500+</strong>大型企业用户
          </span>
          <span>
            <strong>1000+</strong>落地项目
          </span>
          <span>
            <strong>90%+</strong>客户续约率
          </span>
        </p>
        <p className="cases-hero__actions">
          <AppLink className="btn btn--primary" to="/form">
            获取同行业方案
          </AppLink>
          <AppLink className="btn btn--ghost cases-hero__ghost" to="/evaluate">
            听听客户怎么说
          </AppLink>
        </p>
      </PageHero>
      <section className="container cases-page__body" aria-labelledby="cases-title">
        <SectionHeading
          id="cases-title"
          title="客户案例"
          subtitle={`共 ${list.count} 个案例，覆盖制造、医药、金融、地产、零售等行业`}
        />
        {list.results.length ? (
          <>
            <ul className="cases-grid">
              {list.results.map((article) => (
                <li key={article.id}>
                  <ArticleCard article={article} showDate={false} />
                </li>
              ))}
            </ul>
            <Pager path="/cases" page={pageNumber} total={list.count} pageSize={pageSize} label="案例分页" />
          </>
        ) : (
          <EmptyList firstPage="/cases" pageNumber={pageNumber} back={{ href: '/', label: '返回首页' }} />
        )}
      </section>
      {featured?.cases?.length ? (
        <CaseBlock
          title={featured.title || '标杆案例'}
          subtitle={featured.summary}
          cases={featured.cases}
          buttonText={featured.button?.text || CASE_BLOCK_BUTTON.now}
          buttonLink={featured.button?.link || '/form'}
        />
      ) : null}
    </main>
  );
}
