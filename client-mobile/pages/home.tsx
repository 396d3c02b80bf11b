// The phone home page (spec 'Chinese home page'): banner (6 slides, 397 px), headline figures,
// product matrix, customer stories, industry solutions, why us, latest news, the logo wall and
// the contact block. The phone variant has no contact form. What does not move is a static part
// (components/static-part.tsx): the browser bundle renders the banner, the tab lists and the logo
// wall's folding, and keeps the server's markup of the rest, without its copy.
import type { PageProps } from '../../shared/app/page-types.ts';
import { Island } from '../../shared/app/island.tsx';
import { PageHead } from '../../shared/components/page-head.tsx';
import { HOME, HOME_BANNER, HOME_BRANDS } from '../../shared/copy/home.ts';
import { HomeBanner } from '../components/home/home-banner.tsx';
import { HomeConnect } from '../components/home/home-connect.tsx';
import { HomeFacts } from '../components/home/home-facts.tsx';
import { HomeFigures } from '../components/home/home-figures.tsx';
import { HomeIndustries } from '../components/home/home-industries.tsx';
import { HomeNews } from '../components/home/home-news.tsx';
import { HomeProducts } from '../components/home/home-products.tsx';
import { HomeStories } from '../components/home/home-stories.tsx';
import { LogoWall } from '../components/logo-wall.tsx';
import { StaticPart } from '../components/static-part.tsx';

export default function HomePage({ data, root }: PageProps<'home'>) {
  const page = data.page;
  return (
    <main id="main" className="page m-home">
      <StaticPart k="head">
        {process.env.BUNDLE !== 'mobile' && (
          <>
            <PageHead
              title={page?.meta_title || HOME.head.title}
              description={page?.meta_description || HOME.head.description}
              keywords={page?.meta_keywords || HOME.head.keywords}
            />
            <h1 className="visually-hidden">{page?.seo_h1 || HOME.h1}</h1>
          </>
        )}
      </StaticPart>
      <Island name="home-banner" component={HomeBanner} props={{ banner: HOME_BANNER, root }} />
      <StaticPart k="figures-products">
        {process.env.BUNDLE !== 'mobile' && (
          <>
            <HomeFigures figures={HOME.figures} />
            <HomeProducts products={HOME.products} />
          </>
        )}
      </StaticPart>
      <HomeStories stories={HOME.stories} />
      <HomeIndustries industries={HOME.industries} />
      <StaticPart k="facts-news">
        {process.env.BUNDLE !== 'mobile' && (
          <>
            <HomeFacts facts={HOME.facts} />
            <HomeNews news={HOME.news} items={data.news} />
          </>
        )}
      </StaticPart>
      <LogoWall logos={data.brandWall} title={HOME_BRANDS.title} subtitle={HOME_BRANDS.subtitle} />
      <StaticPart k="connect">
        {process.env.BUNDLE !== 'mobile' && <HomeConnect connect={HOME.connect} root={root} />}
      </StaticPart>
    </main>
  );
}
