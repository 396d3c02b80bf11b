// One article as a phone list row: thumbnail on the left, title and date on the right; `large`
// turns it into a full-width card (the news list shows its fourth item that way).
import type { ArticleSummary } from '../../shared/api/types.ts';
import { formatDate } from '../../shared/format/date.ts';
import { imgSet } from '../../shared/images/responsive-image.ts';

export function ArticleRow({
  article,
  large = false,
  lazy = true,
}: {
  article: ArticleSummary;
  large?: boolean;
  lazy?: boolean;
}) {
  return (
    <li className={`m-row${large ? ' m-row--large' : ''}`}>
      <a href={article.url} className="m-row__link">
        <img
          className="m-row__cover"
          {...imgSet(article.cover_image, 112)}
          alt=""
          width="640"
          height="360"
          loading={lazy ? 'lazy' : undefined}
          decoding="async"
        />
        <span className="m-row__body">
          <span className="m-row__title">{article.title}</span>
          {large && article.brief ? <span className="m-row__brief">{article.brief}</span> : null}
          <span className="m-row__meta">
            <time dateTime={article.published_at}>{formatDate(article.published_at, 'yyyy-MM-dd')}</time>
            {article.tags[0] ? <span className="m-row__tag">{article.tags[0].name}</span> : null}
          </span>
        </span>
      </a>
    </li>
  );
}
