// The phone news list (spec 'News list'): 10 items first, the fourth shown large, and 'load more'
// adding 10 each time until all are shown. The control is a real link (/news?page=N+1, which the
// server renders with N+1 pages of items); with JavaScript it fetches the next 10 and appends them.
import { useRef, useState, type MouseEvent } from 'react';
import { browserApi } from '../../shared/api/browser-api.ts';
import { CATEGORY } from '../../shared/api/types.ts';
import type { PageProps } from '../../shared/app/page-types.ts';
import { PageHead, headFromPage } from '../../shared/components/page-head.tsx';
import { NEWS_STEP } from '../../shared/constants.ts';
import { MOBILE_NEWS } from '../../shared/copy/mobile-zh.ts';
import { ArticleRow } from '../components/article-row.tsx';
import { MHero } from '../components/m-hero.tsx';

const LARGE_INDEX = 3;

export default function NewsPage({ data }: PageProps<'news'>) {
  const [items, setItems] = useState(data.items);
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  const listRef = useRef<HTMLOListElement>(null);
  const nextPage = Math.floor(items.length / NEWS_STEP) + 1;
  const hasMore = items.length < data.count;

  async function loadMore(e: MouseEvent<HTMLAnchorElement>) {
    e.preventDefault();
    if (state === 'loading') return;
    setState('loading');
    try {
      const next = await browserApi().listArticles({ site: 'defan', category_id: CATEGORY.news, page: nextPage, size: NEWS_STEP });
      const firstNew = items.length;
      setItems((cur) => [...cur, ...next.results.filter((a) => !cur.some((c) => c.id === a.id))]);
      setState('idle');
      // A reload or a shared link shows the same number of items.
      history.replaceState(history.state, '', `/news?page=${nextPage}`);
      // Keyboard users carry on from the first new item (the control may be gone now).
      requestAnimationFrame(() => listRef.current?.children[firstNew]?.querySelector('a')?.focus({ preventScroll: true }));
    } catch {
      setState('failed');
    }
  }

  return (
    <main id="main" className="page m-news">
      <PageHead {...headFromPage(data.page, { title: `${MOBILE_NEWS.title} - 得帆云` })} />
      <MHero title={data.page?.seo_h1 || MOBILE_NEWS.title} summary={MOBILE_NEWS.summary} bg="/media/art/hero-news.svg" />
      <div className="container m-news__body">
        <ol ref={listRef} className="m-rows m-news__list" aria-label={MOBILE_NEWS.title}>
          {items.map((a, i) => (
            <ArticleRow key={a.id} article={a} large={i === LARGE_INDEX} lazy={i > 2} />
          ))}
        </ol>
        <p className="m-news__status" role="status">
          {hasMore ? MOBILE_NEWS.shown(items.length, data.count) : MOBILE_NEWS.all(data.count)}
        </p>
        {hasMore ? (
          <p className="m-news__more">
            <a className="btn btn--ghost m-news__more-link" href={`/news?page=${nextPage}`} onClick={loadMore} aria-busy={state === 'loading'}>
              {state === 'loading' ? MOBILE_NEWS.loading : state === 'failed' ? MOBILE_NEWS.failed : MOBILE_NEWS.more}
            </a>
          </p>
        ) : null}
      </div>
    </main>
  );
}
