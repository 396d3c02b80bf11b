// Article detail (spec §2): title, publish time, author, brief, the HTML content (sanitized by
// the server), tags linking to their tag pages, 'you may like' recommendations, and the sidebar
// with hot news, selected cases and hot keywords.
import type { PageProps } from '../../shared/app/page-types.ts';
import { AppLink } from '../../shared/app/app-link.tsx';
import { PageHead } from '../../shared/components/page-head.tsx';
import { articleHead } from '../../shared/seo/article-head.ts';
import { formatDate } from '../../shared/format/date.ts';
import { ArticleSidebar } from '../components/content/article-sidebar.tsx';
import { ContentLayout } from '../components/content/content-layout.tsx';
import { NewsCarousel } from '../components/content/news-carousel.tsx';
import { CRUMB } from '../../shared/copy/breadcrumbs.ts';
import { ARTICLE_PAGE as C } from '../../shared/copy/desktop/article.ts';

export default function ArticlePage({ data, root }: PageProps<'article'>) {
  const { article, hotNews, hotTags } = data;
  return (
    <main id="main" className="page article-page">
      <PageHead {...articleHead(article, 'news')} />
      <ContentLayout
        navs={[{ name: CRUMB.home, link: '/' }, { name: CRUMB.news, link: '/news' }, { name: article.title }]}
        aside={
          <ArticleSidebar
            hotNews={hotNews}
            hotTags={hotTags}
            cases={root.menus.choiceness}
            category={article.categories[0]?.name}
          />
        }
      >
        <article className="article-detail">
          <header className="article-detail__header">
            <h1 className="article-detail__title">{article.seo_h1 || article.title}</h1>
            <p className="article-detail__meta">
              <time dateTime={article.published_at}>{formatDate(article.published_at)}</time>
              {article.author ? (
                <span>
                  {C.author}
                  {article.author}
                </span>
              ) : null}
            </p>
          </header>
          {article.brief ? <p className="article-detail__brief">{article.brief}</p> : null}
          <div className="rich-text article-detail__content" dangerouslySetInnerHTML={{ __html: article.content }} />
          {article.tags.length ? (
            <footer className="article-detail__tags">
              <h2 className="article-detail__tags-title">{C.tags}</h2>
              <p className="tag-list">
                {article.tags.map((t) => (
                  <AppLink key={t.slug} className="tag-chip" to={`/tags/${t.slug}`}>
                    {t.name}
                  </AppLink>
                ))}
              </p>
            </footer>
          ) : null}
        </article>
      </ContentLayout>
      {article.recommends.length ? (
        <section className="container article-recommends" aria-labelledby="article-recommends-title">
          <h2 id="article-recommends-title" className="article-recommends__title">
            {C.youMayLike}
          </h2>
          <NewsCarousel items={article.recommends} label={C.recommends} />
        </section>
      ) : null}
    </main>
  );
}
