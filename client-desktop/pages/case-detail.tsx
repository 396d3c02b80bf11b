// Case detail (spec §2): title, cover, tags joined by ' / ', the customer, the brief, the HTML
// content, the products used, 客户成功故事 from the recommends, and a right column of hot news
// and hot keywords (the loader falls back to the site defaults when the case has none).
import { AppLink } from '../../shared/app/app-link.tsx';
import type { PageProps } from '../../shared/app/page-types.ts';
import { ArticleCard } from '../../shared/components/article-card.tsx';
import { PageHead } from '../../shared/components/page-head.tsx';
import { articleHead } from '../../shared/seo/article-head.ts';
import { formatDate } from '../../shared/format/date.ts';
import { ArticleSidebar } from '../components/content/article-sidebar.tsx';
import { ContentLayout } from '../components/content/content-layout.tsx';
import { imgSet } from '../../shared/images/responsive-image.ts';
import { CRUMB } from '../../shared/copy/breadcrumbs.ts';
import { productLink } from '../../shared/pages/product-links.ts';
import { CASE_DETAIL as C } from '../../shared/copy/desktop/case-detail.ts';

export default function CaseDetailPage({ data, root }: PageProps<'case-detail'>) {
  const { article, hotNews, hotTags } = data;
  const products = article.categories.map((c) => c.name).filter(Boolean);
  return (
    <main id="main" className="page case-detail-page">
      <PageHead {...articleHead(article, 'case')} />
      <ContentLayout
        navs={[{ name: CRUMB.home, link: '/' }, { name: CRUMB.cases, link: '/cases' }, { name: article.title }]}
        aside={<ArticleSidebar hotNews={hotNews} hotTags={hotTags} />}
      >
        <article className="case-detail">
          <header className="case-detail__header">
            {article.tags.length ? (
              <p className="case-detail__tags">{article.tags.map((t) => t.name).join(' / ')}</p>
            ) : null}
            <h1 className="case-detail__title">{article.seo_h1 || article.title}</h1>
            <p className="case-detail__meta">
              <time dateTime={article.published_at}>{formatDate(article.published_at, 'yyyy-MM-dd')}</time>
              {article.author ? <span>{article.author}</span> : null}
            </p>
          </header>
          <img
            className="case-detail__cover"
            {...imgSet(article.cover_image, 784)}
            alt={article.title}
            width="1200"
            height="675"
            decoding="async"
            fetchPriority="high"
          />
          <dl className="case-detail__facts">
            {article.customer_brief ? (
              <div className="case-detail__fact">
                <dt>{C.customer}</dt>
                <dd>{article.customer_brief}</dd>
              </div>
            ) : null}
            {article.brief ? (
              <div className="case-detail__fact">
                <dt>{C.brief}</dt>
                <dd>{article.brief}</dd>
              </div>
            ) : null}
            {products.length ? (
              <div className="case-detail__fact">
                <dt>{C.products}</dt>
                <dd>
                  <ul className="case-detail__products">
                    {products.map((name) => {
                      // The product's page, as the products menu links it.
                      const link = productLink(root.menus.products, name);
                      return (
                        <li key={name}>
                          {link ? (
                            <AppLink className="case-detail__product" to={link}>
                              {name}
                            </AppLink>
                          ) : (
                            <span className="case-detail__product">{name}</span>
                          )}
                        </li>
                      );
                    })}
                  </ul>
                </dd>
              </div>
            ) : null}
          </dl>
          <div className="rich-text case-detail__content" dangerouslySetInnerHTML={{ __html: article.content }} />
          <aside className="case-detail__cta" aria-label={C.cta.label}>
            <p className="case-detail__cta-text">{C.cta.text}</p>
            <AppLink className="btn btn--primary" to="/form">
              {C.cta.button}
            </AppLink>
          </aside>
        </article>
      </ContentLayout>
      {article.recommends.length ? (
        <section className="container case-stories" aria-labelledby="case-stories-title">
          <h2 id="case-stories-title" className="case-stories__title">
            {C.stories}
          </h2>
          <ul className="case-stories__list">
            {article.recommends.slice(0, 4).map((a) => (
              <li key={a.id}>
                <ArticleCard article={a} showDate={false} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </main>
  );
}
