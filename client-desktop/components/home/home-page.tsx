// The home page of either language (spec §2 'Chinese home page', 'English home page'): the same
// sections in the same order, filled from a copy object. The header and footer come from the
// layout; the header's in-page anchors point at the section ids used here.
import type { Logo, PageDetail } from '../../../shared/api/types.ts';
import type { HomeCopy, HomeNewsItem } from '../../../shared/copy/home-types.ts';
import { PageHead, headFromPage } from '../../../shared/components/page-head.tsx';
import type { RootData } from '../../../shared/routes/route-table.ts';
import { HomeBanner } from './home-banner.tsx';
import { HomeBrands } from './home-brands.tsx';
import { HomeConnect, HomeConsult } from './home-contact.tsx';
import { HomeFacts } from './home-facts.tsx';
import { HomeFigures } from './home-figures.tsx';
import { HomeIndustries } from './home-industries.tsx';
import { HomeNews } from './home-news.tsx';
import { HomeProducts } from './home-products.tsx';
import { HomeStories } from './home-stories.tsx';

export function HomePage({
  copy,
  page,
  news,
  root,
  brandWall,
}: {
  copy: HomeCopy;
  page: PageDetail | null | undefined;
  news: HomeNewsItem[];
  root: RootData;
  brandWall: Logo[];
}) {
  const { config } = root;
  return (
    <main id="main" className={`page home home--${copy.lang}`}>
      <PageHead {...headFromPage(page, copy.head)} />
      <HomeBanner copy={copy.banner} h1={page?.seo_h1 || copy.h1} config={config} />
      <HomeFigures copy={copy.figures} />
      <HomeProducts copy={copy.products} />
      <HomeStories copy={copy.stories} />
      <HomeIndustries copy={copy.industries} />
      <HomeFacts copy={copy.facts} />
      <HomeNews copy={copy.news} items={news} />
      <HomeBrands copy={copy.brands} logos={brandWall} />
      <HomeConnect copy={copy.connect} config={config} />
      <HomeConsult copy={copy} config={config} />
    </main>
  );
}
