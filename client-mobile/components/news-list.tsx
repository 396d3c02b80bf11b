// The phone news list's items and its 'load more' (spec 'News list'), an island: 10 items first,
// the fourth shown large, and 'load more' adding 10 each time until all are shown. The control is
// a real link (/news?page=N+1, which the server renders with N+1 pages of items); hydrated, it
// fetches the next 10 and appends them (shared/app/use-news-list.ts).
import type { LoaderData } from '../../shared/routes/route-table.ts';
import { newsListHref, useNewsList } from '../../shared/app/use-news-list.ts';
import { MOBILE_NEWS_PAGE } from '../../shared/copy/mobile/news.ts';
import { ArticleRow } from './article-row.tsx';

const LARGE_INDEX = 3;

export function NewsList({ data }: { data: LoaderData<'news'> }) {
  const { items, state, hasMore, nextPage, loadMore, listRef } = useNewsList<HTMLOListElement>(data);
  return (
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
  );
}
