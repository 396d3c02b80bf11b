// The phone article (spec 'Article detail'): title, time, author and a reading count (a random
// 1000–5000 drawn from the render seed, so server and browser agree), the brief, the content and
// its tags, a subscribe button, 'you may like', hot picks and hot tags.
import type { PageProps } from '../../shared/app/page-types.ts';
import { seededInt, useSiteData } from '../../shared/app/site-data.tsx';
import { PageHead } from '../../shared/components/page-head.tsx';
import { articleHead } from '../../shared/seo/article-head.ts';
import { READING_COUNT_MAX, READING_COUNT_MIN } from '../../shared/constants.ts';
import { MOBILE_ARTICLE_PAGE } from '../../shared/copy/mobile/article.ts';
import { formatDate } from '../../shared/format/date.ts';
import { ArticleRow } from '../components/article-row.tsx';
import { MSection } from '../components/m-section.tsx';
import { HotPicks, HotTags } from '../components/side-lists.tsx';
import { SubscribeSheet } from '../components/subscribe-sheet.tsx';
import { Island } from '../../shared/app/island.tsx';
import { MCrumbs } from '../components/m-crumbs.tsx';

export default function ArticlePage({ data, root }: PageProps<'article'>) {
  const { article, hotNews, hotTags } = data;
  const { seed } = useSiteData();
  const reads = seededInt(seed, article.id, READING_COUNT_MIN, READING_COUNT_MAX);
  return (
    <main id="main" className="page m-article">
      <PageHead {...articleHead(article, 'news')} />
      <article className="container m-article__main">
        <MCrumbs list="news" current={article.title} />
        <h1 className="m-article__title">{article.seo_h1 || article.title}</h1>
        <div className="m-article__meta">
          <p>
            <time dateTime={article.published_at}>{formatDate(article.published_at)}</time>
            {article.author ? <span>{article.author}</span> : null}
            <span className="m-article__reads" data-testid="reading-count">
              {MOBILE_ARTICLE_PAGE.readsLabel} <span className="m-article__reads-n">{reads}</span>
            </span>
          </p>
          <Island
            name="subscribe"
            component={SubscribeSheet}
            props={{ qrCode: root.config.serviceQrCode, serviceUrl: root.config.wecomServiceUrl }}
          />
        </div>
        {article.brief ? <p className="m-article__brief">{article.brief}</p> : null}
        <div className="rich-text m-article__content" dangerouslySetInnerHTML={{ __html: article.content }} />
        {article.tags.length ? (
          <p className="tag-list m-article__tags" aria-label={MOBILE_ARTICLE_PAGE.tags}>
            {article.tags.map((t) => (
              <a key={t.slug} className="tag-chip" href={`/tags/${t.slug}`}>
                #{t.name}
              </a>
            ))}
          </p>
        ) : null}
      </article>
      {article.recommends.length ? (
        <MSection id="you-may-like" title={MOBILE_ARTICLE_PAGE.youMayLike} tone="soft">
          <ul className="m-rows">
            {article.recommends.map((a) => (
              <ArticleRow key={a.id} article={a} />
            ))}
          </ul>
        </MSection>
      ) : null}
      <HotPicks id="hot-picks" title={MOBILE_ARTICLE_PAGE.hotPicks} items={hotNews} />
      <HotTags id="hot-tags" title={MOBILE_ARTICLE_PAGE.hotTags} tags={hotTags} />
    </main>
  );
}
