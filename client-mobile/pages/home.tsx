// The phone home page (spec 'Chinese home page'): banner (6 slides, 397 px), headline figures,
// product matrix, customer stories, industry solutions, why us, latest news, the logo wall and
// the contact block. The phone variant has no contact form.
import type { PageProps } from '../../shared/app/page-types.ts';
import { PageHead } from '../../shared/components/page-head.tsx';
import { HOME_ZH } from '../../shared/copy/home-zh.ts';
import { HomeBanner } from '../components/home/home-banner.tsx';
import { HomeConnect } from '../components/home/home-connect.tsx';
import { HomeFacts } from '../components/home/home-facts.tsx';
import { HomeFigures } from '../components/home/home-figures.tsx';
import { HomeIndustries } from '../components/home/home-industries.tsx';
import { HomeNews } from '../components/home/home-news.tsx';
import { HomeProducts } from '../components/home/home-products.tsx';
import { HomeStories } from '../components/home/home-stories.tsx';
import { LogoWall } from '../components/logo-wall.tsx';

export default function HomePage({ data, root }: PageProps<'home'>) {
  const copy = HOME_ZH;
  const page = data.page;
  return (
    <main id="main" className="page m-home">
      <PageHead
        title={page?.meta_title || copy.head.title}
        description={page?.meta_description || copy.head.description}
        keywords={page?.meta_keywords || copy.head.keywords}
      />
      <h1 className="visually-hidden">{page?.seo_h1 || copy.h1}</h1>
      <HomeBanner banner={copy.banner} root={root} />
      <HomeFigures figures={copy.figures} />
      <HomeProducts products={copy.products} />
      <HomeStories stories={copy.stories} />
      <HomeIndustries industries={copy.industries} />
      <HomeFacts facts={copy.facts} />
      <HomeNews news={copy.news} items={data.news} />
      <LogoWall logos={data.brandWall} title={copy.brands.title} subtitle={copy.brands.subtitle} />
      <HomeConnect connect={copy.connect} root={root} />
    </main>
  );
}
