// A plain rendering of any page's data: its heading and the content its loader brought (lists,
// articles, tags, documents). The apps replace it page by page with their own designs.
import type { ArticleSummary, PageDetail, Tag } from '../api/types.ts';
import { AppLink } from '../app/app-link.tsx';
import type { PageProps } from '../app/page-types.ts';
import { useSiteData } from '../app/site-data.tsx';
import { ArticleCard } from '../components/article-card.tsx';
import { ErrorView } from '../components/error-view.tsx';
import { PageHead, headFromPage } from '../components/page-head.tsx';
import { PageHero } from '../components/page-hero.tsx';
import { Pager } from '../components/pager.tsx';
import { formatDate } from '../format/date.ts';
import type { PageRouteId } from '../routes/route-table.ts';

const TITLES: Partial<Record<PageRouteId, string>> = {
  home: '得帆云 · 企业级低代码与集成平台',
  news: '新闻动态',
  tags: '热门标签',
  whitepaper: '白皮书',
  form: '申请试用',
  'en-form': 'Request a demo',
  'complex-scene': '复杂场景解决方案',
  application: '应用市场',
  cases: '客户案例',
  about: '关于得帆',
  'en-about': 'About Defan',
  evaluate: '客户之声',
};

type AnyData = {
  page?: PageDetail | null;
  list?: { count: number; results: ArticleSummary[] };
  items?: ArticleSummary[];
  count?: number;
  article?: { title: string; content: string; published_at: string; author: string; brief: string; tags: Tag[] };
  groups?: { name: string; top_n_tags: Tag[]; count: number }[];
  tags?: { count: number; results: Tag[] };
  tag?: { name: string };
  doc?: { title: string; html?: string };
  pageNumber?: number;
  pageSize?: number;
  status?: number;
};

export function GenericPage<Id extends PageRouteId>({ routeId, data }: PageProps<Id>) {
  const { lang } = useSiteData();
  const d = data as AnyData;
  if (d.status) {
    return (
      <main id="main" className="page page--error">
        <ErrorView status={d.status} />
      </main>
    );
  }
  const title =
    d.article?.title ?? d.doc?.title ?? (d.tag ? `${d.tag.name}` : undefined) ?? d.page?.seo_h1 ?? d.page?.meta_title ?? TITLES[routeId] ?? '得帆云';
  const head = d.article ? { title: d.article.title, description: d.article.brief } : headFromPage(d.page, { title });
  const list = d.list?.results ?? d.items;
  const path = routeId === 'cases' ? '/cases' : routeId === 'application' ? '/application' : '/complex-scene';
  return (
    <main id="main" className="page">
      <PageHead {...head} />
      <PageHero title={title} summary={d.article?.brief ?? d.page?.meta_description} />
      <div className="container page__body">
        {d.article ? (
          <article className="rich-text">
            <p className="article-meta">
              <time dateTime={d.article.published_at}>{formatDate(d.article.published_at)}</time> · {d.article.author}
            </p>
            <div dangerouslySetInnerHTML={{ __html: d.article.content }} />
            <p className="tag-list">
              {d.article.tags.map((t) => (
                <AppLink key={t.slug} className="tag-chip" to={`/tags/${t.slug}`}>
                  {t.name}
                </AppLink>
              ))}
            </p>
          </article>
        ) : null}
        {d.doc?.html ? <article className="rich-text" dangerouslySetInnerHTML={{ __html: d.doc.html }} /> : null}
        {list ? (
          <div className="card-grid">
            {list.map((a) => (
              <ArticleCard key={a.id} article={a} />
            ))}
          </div>
        ) : null}
        {d.list && d.pageNumber && d.pageSize ? (
          <Pager path={path} page={d.pageNumber} total={d.list.count} pageSize={d.pageSize} lang={lang} />
        ) : null}
        {d.groups && !d.tag ? (
          <div className="tag-groups">
            {d.groups.map((g) => (
              <section key={g.name} className="tag-group">
                <h2>{g.name}</h2>
                <p className="tag-list">
                  {g.top_n_tags.map((t) => (
                    <AppLink key={t.slug} className="tag-chip" to={`/tags/${t.slug}`}>
                      {t.name}
                    </AppLink>
                  ))}
                </p>
              </section>
            ))}
          </div>
        ) : null}
        {d.tags ? (
          <p className="tag-list">
            {d.tags.results.map((t) => (
              <AppLink key={t.slug} className="tag-chip" to={`/tags/${t.slug}`}>
                {t.name}
              </AppLink>
            ))}
          </p>
        ) : null}
      </div>
    </main>
  );
}
