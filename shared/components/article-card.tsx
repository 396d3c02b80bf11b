// A card for an article of any category: cover, title, brief, date and tags.
import type { ArticleSummary } from '../api/types.ts';
import { AppLink } from '../app/app-link.tsx';
import { formatDate } from '../format/date.ts';
import { CARD_SIZES, imgSet } from '../images/responsive-image.ts';

export function ArticleCard({
  article,
  showDate = true,
  headingLevel = 3,
}: {
  article: ArticleSummary;
  showDate?: boolean;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="article-card">
      <AppLink to={article.url} className="article-card__link">
        <img
          className="article-card__cover"
          {...imgSet(article.cover_image, 366, CARD_SIZES)}
          alt=""
          width="640"
          height="360"
          loading="lazy"
          decoding="async"
        />
        <div className="article-card__body">
          <Heading className="article-card__title">{article.title}</Heading>
          {article.brief ? <p className="article-card__brief">{article.brief}</p> : null}
          <p className="article-card__meta">
            {showDate ? (
              // The spec's default date format (§9: yyyy-MM-dd HH:mm).
              <time dateTime={article.published_at}>{formatDate(article.published_at)}</time>
            ) : null}
            {article.tags.slice(0, 3).map((t) => (
              <span key={t.slug} className="article-card__tag">
                {t.name}
              </span>
            ))}
          </p>
        </div>
      </AppLink>
    </article>
  );
}
