// The phone news list (spec 'News list'): the hero, then the list with its 'load more', the
// page's one island (components/news-list.tsx).
import { Island } from '../../shared/app/island.tsx';
import type { PageProps } from '../../shared/app/page-types.ts';
import { PageHead, headFromPage } from '../../shared/components/page-head.tsx';
import { MOBILE_NEWS_PAGE } from '../../shared/copy/mobile/news.ts';
import { MHero } from '../components/m-hero.tsx';
import { NewsList } from '../components/news-list.tsx';

export default function NewsPage({ data }: PageProps<'news'>) {
  return (
    <main id="main" className="page m-news">
      <PageHead {...headFromPage(data.page, { title: MOBILE_NEWS_PAGE.title })} />
      <MHero
        title={data.page?.seo_h1 || MOBILE_NEWS_PAGE.title}
        summary={MOBILE_NEWS_PAGE.summary}
        bg="/media/art/hero-news.svg"
      />
      <Island name="news-list" component={NewsList} props={{ data }} />
    </main>
  );
}
