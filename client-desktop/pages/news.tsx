// The news list (spec §2 'news list'): the first 10 articles, and a 'load more' link adding 10
// each time until all are shown (shared/app/use-news-list.ts). The link is a real URL (?page=N
// shows N×10) for visits without JavaScript.
import type { Tag } from '../../shared/api/types.ts';
import { AppLink } from '../../shared/app/app-link.tsx';
import { newsListHref, useNewsList } from '../../shared/app/use-news-list.ts';
import type { PageProps } from '../../shared/app/page-types.ts';
import { NewsRow } from '../../shared/components/news-row.tsx';
import { PageHead, headFromPage } from '../../shared/components/page-head.tsx';
import { PageHero } from '../../shared/components/page-hero.tsx';
import { ArticleSidebar } from '../components/content/article-sidebar.tsx';
import { Breadcrumb } from '../components/content/breadcrumb.tsx';
import { CRUMB } from '../../shared/copy/breadcrumbs.ts';
import { NEWS_PAGE as C } from '../../shared/copy/desktop/news.ts';

/** The tags the listed articles use most, as the list's hot keywords (most used first). */
function topTags(items: { tags: Tag[] }[], limit = 16): Tag[] {
  const counts = new Map<string, { tag: Tag; n: number; first: number }>();
  items.forEach((a, i) =>
    a.tags.forEach((t) => {
      const c = counts.get(t.slug);
      if (c) c.n++;
      else counts.set(t.slug, { tag: t, n: 1, first: i });
    }),
  );
  return [...counts.values()]
    .sort((a, b) => b.n - a.n || a.first - b.first)
    .slice(0, limit)
    .map((c) => c.tag);
}

export default function NewsPage({ data, root }: PageProps<'news'>) {
  const { page } = data;
  const { items, hasMore, nextPage, loadMore, listRef } = useNewsList<HTMLOListElement>(data);
  const shown = items.length;

  return (
    <main id="main" className="page news-page">
      <PageHead {...headFromPage(page, { title: C.title, description: C.summary })} />
      <PageHero title={page?.seo_h1 || C.title} summary={C.summary} tone="dark" />
      <div className="container content-frame">
        <Breadcrumb navs={[{ name: CRUMB.home, link: '/' }, { name: CRUMB.news }]} />
        <div className="content-frame__grid">
          <section className="content-frame__main news-list" aria-labelledby="news-list-title">
            <h2 id="news-list-title" className="visually-hidden">
              {C.title}
            </h2>
            <ol ref={listRef} className="news-list__items">
              {items.map((article, i) => (
                <li key={article.id}>
                  <NewsRow article={article} eager={i < 2} />
                </li>
              ))}
            </ol>
            <div className="news-list__footer">
              <p className="news-list__count" aria-live="polite">
                {C.shown(shown, data.count)}
              </p>
              {hasMore ? (
                <AppLink
                  className="btn btn--ghost news-list__more"
                  to={newsListHref(nextPage)}
                  // Unused by the click handled here, kept so the served markup stays as it was.
                  preventScrollReset
                  onClick={(e) => {
                    e.preventDefault();
                    void loadMore();
                  }}
                >
                  {C.more}
                </AppLink>
              ) : (
                <p className="news-list__end">{C.end}</p>
              )}
            </div>
          </section>
          <ArticleSidebar cases={root.menus.choiceness} hotTags={topTags(items)} />
        </div>
      </div>
    </main>
  );
}
