// The phone case detail (spec 'Case detail'): title, cover, tags joined by ' / ', the customer
// brief, the brief, the story, the products used, 'customer success stories' from recommends,
// then hot news and hot tags (the loader already fell back to the site defaults).
import type { PageProps } from '../../shared/app/page-types.ts';
import { PageHead } from '../../shared/components/page-head.tsx';
import { articleHead } from '../../shared/seo/article-head.ts';
import { MOBILE_CASES_PAGE } from '../../shared/copy/mobile/cases.ts';
import { CaseCard, articleCard } from '../components/case-card.tsx';
import { ConnectBlock } from '../components/connect-block.tsx';
import { MSection } from '../components/m-section.tsx';
import { HotPicks, HotTags } from '../components/side-lists.tsx';
import { imgSet } from '../../shared/images/responsive-image.ts';
import { MCrumbs } from '../components/m-crumbs.tsx';

export default function CaseDetailPage({ data, root }: PageProps<'case-detail'>) {
  const { article, hotNews, hotTags } = data;
  return (
    <main id="main" className="page m-case">
      <PageHead {...articleHead(article, 'case')} />
      <article className="m-case__main">
        <div className="container">
          <MCrumbs list="cases" current={article.title} />
          {article.tags.length ? <p className="m-case__tags">{article.tags.map((t) => t.name).join(' / ')}</p> : null}
          <h1 className="m-case__title">{article.seo_h1 || article.title}</h1>
        </div>
        <img
          className="m-case__cover"
          {...imgSet(article.cover_image, 430, '100vw')}
          alt=""
          width="640"
          height="360"
          fetchPriority="high"
        />
        <div className="container">
          {article.customer_brief ? <p className="m-case__customer">{article.customer_brief}</p> : null}
          {article.brief ? <p className="m-case__brief">{article.brief}</p> : null}
          {article.categories.length ? (
            <p className="m-case__products">
              <span>{MOBILE_CASES_PAGE.products}</span>
              {article.categories.map((c) => (
                <span key={c.name} className="m-case__product">
                  {c.name}
                </span>
              ))}
            </p>
          ) : null}
          <div className="rich-text m-case__content" dangerouslySetInnerHTML={{ __html: article.content }} />
        </div>
      </article>
      {article.recommends.length ? (
        <MSection id="case-recommends" title={MOBILE_CASES_PAGE.recommends} tone="soft">
          <ul className="m-cards">
            {article.recommends.map((a) => (
              // Rows with a 120 px cover (pages.css, `.m-case .m-card__cover`).
              <CaseCard key={a.id} {...articleCard(a)} coverWidth={120} />
            ))}
          </ul>
        </MSection>
      ) : null}
      <HotPicks id="case-hot-news" title={MOBILE_CASES_PAGE.hotNews} items={hotNews} />
      <HotTags id="case-hot-tags" title={MOBILE_CASES_PAGE.hotTags} tags={hotTags} />
      <ConnectBlock root={root} />
    </main>
  );
}
