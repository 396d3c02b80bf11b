// The news list's 'load more' (spec: 10 first, then 10 more each time), the same on both apps:
// the next page of category 4, and /news?page=N as the address that shows as many.
import { browserApi } from '../api/browser-api.ts';
import { CATEGORY } from '../api/types.ts';
import { NEWS_STEP } from '../constants.ts';
import type { LoaderData } from '../routes/route-table.ts';
import { useLoadMore } from './use-load-more.ts';

type NewsData = LoaderData<'news'>;

export const newsListHref = (page: number) => `/news?page=${page}`;

export function useNewsList<L extends HTMLElement>(data: NewsData) {
  return useLoadMore<NewsData['items'][number], L>({
    first: data.items,
    total: data.count,
    step: NEWS_STEP,
    fetchPage: (page, size) => browserApi().listArticles({ site: 'defan', category_id: CATEGORY.news, page, size }),
    href: newsListHref,
  });
}
