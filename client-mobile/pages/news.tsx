// The phone news list (spec 'News list'): 10 items first, the fourth shown large, and 'load more'
// adding 10 each time until all are shown. The control is a real link (/news?page=N+1, which the
// server renders with N+1 pages of items); with JavaScript it fetches the next 10 and appends them
// (shared/app/use-news-list.ts).
import type { PageProps } from '../../shared/app/page-types.ts';
import { newsListHref, useNewsList } from '../../shared/app/use-news-list.ts';
import { PageHead, headFromPage } from '../../shared/components/page-head.tsx';
import { MOBILE_NEWS_PAGE } from '../../shared/copy/mobile/news.ts';
import { ArticleRow } from '../components/article-row.tsx';
import { MHero } from '../components/m-hero.tsx';

const LARGE_INDEX = 3;

export default function NewsPage({ data }: PageProps<'news'>) {
  const { items, state, hasMore, nextPage, loadMore, listRef } = useNewsList<HTMLOListElement>(data);

  return (
    <main id="main" className="page m-news">
      <PageHead {...headFromPage(data.page, { title: MOBILE_NEWS_PAGE.title })} />
      <MHero
        title={data.page?.seo_h1 || MOBILE_NEWS_PAGE.title}
        summary={MOBILE_NEWS_PAGE.summary}
        bg="/media/art/hero-news.svg"
      />
      <div className="container m-news__body">
        <ol ref={listRef} className="m-rows m-news__list" aria-label={MOBILE_NEWS_PAGE.title}>
          {items.map((a, i) => (
            <ArticleRow key={a.id} article={a} large={i === LARGE_INDEX} lazy={i > 2} />
          ))}
        </ol>
        <p className="m-news__status" role="status">
          {hasMore ? MOBILE_NEWS_PAGE.shown(items.length, data.count) : MOBILE_NEWS_PAGE.all(data.count)}
        </p>
        {hasMore ? (
          <p className="m-news__more">
            <a
              className="btn btn--ghost m-news__more-link"
              href={newsListHref(nextPage)}
              onClick={(e) => {
                e.preventDefault();
                void loadMore();
              }}
              aria-busy={state === 'loading'}
            >
              {state === 'loading'
                ? MOBILE_NEWS_PAGE.loading
                : state === 'failed'
                  ? MOBILE_NEWS_PAGE.failed
                  : MOBILE_NEWS_PAGE.more}
            </a>
          </p>
        ) : null}
      </div>
    </main>
  );
}
