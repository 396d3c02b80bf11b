// One article of a news list: cover, title, brief, date, author and tags, in a row on wide
// screens and tighter on phones. Used by the news list and the news of one tag.
import type { ArticleSummary } from '../api/types.ts';
import { AppLink } from '../app/app-link.tsx';
import { formatDate } from '../format/date.ts';
import { imgSet } from '../images/responsive-image.ts';

export function NewsRow({
  article,
  headingLevel = 2,
  eager = false,
}: {
  article: ArticleSummary;
  headingLevel?: 2 | 3;
  eager?: boolean;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="news-row">
      {/* The cover repeats the title link for the mouse; keyboard and screen readers get one link. */}
      <AppLink to={article.url} className="news-row__cover-link" tabIndex={-1} aria-hidden="true">
        <img
          className="news-row__cover"
          {...imgSet(article.cover_image, 240)}
          alt=""
          width="640"
          height="360"
          loading={eager ? undefined : 'lazy'}
          decoding="async"
        />
      </AppLink>
      <div className="news-row__body">
        <Heading className="news-row__title">
          <AppLink to={article.url} className="news-row__link">
            {article.title}
          </AppLink>
        </Heading>
        {article.brief ? <p className="news-row__brief">{article.brief}</p> : null}
        <p className="news-row__meta">
          <time dateTime={article.published_at}>{formatDate(article.published_at)}</time>
          {article.author ? <span className="news-row__author">{article.author}</span> : null}
        </p>
        {article.tags.length ? (
          <p className="news-row__tags">
            {article.tags.slice(0, 4).map((t) => (
              <AppLink key={t.slug} className="news-row__tag" to={`/tags/${t.slug}`}>
                {t.name}
              </AppLink>
            ))}
          </p>
        ) : null}
      </div>
    </article>
  );
}
