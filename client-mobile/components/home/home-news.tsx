// The home news block on a phone: the newest item featured with its cover, items 2 to 8 as rows
// (dates with seconds, spec §9), and a link to the news list.
import type { ArticleSummary } from '../../../shared/api/types.ts';
import type { HomeCopy } from '../../../shared/copy/home-types.ts';
import { formatDate } from '../../../shared/format/date.ts';
import { MSection } from '../m-section.tsx';
import { imgSet, PHONE_COLUMN } from '../../../shared/images/responsive-image.ts';

export function HomeNews({ news, items }: { news: HomeCopy['news']; items: ArticleSummary[] }) {
  const [first, ...rest] = items;
  if (!first) return null;
  return (
    <MSection id="news" title={news.title} subtitle={news.subtitle} tone="soft">
      <a className="m-headline" href={first.url}>
        <img {...imgSet(first.cover_image, 398, PHONE_COLUMN)} alt="" width="640" height="360" loading="lazy" />
        <span className="m-headline__body">
          <span className="m-headline__label">{news.featuredLabel}</span>
          <span className="m-headline__title">{first.title}</span>
          <time dateTime={first.published_at}>{formatDate(first.published_at, news.dateFormat)}</time>
        </span>
      </a>
      <ul className="m-news-lines">
        {rest.slice(0, 7).map((a) => (
          <li key={a.id}>
            <a href={a.url}>
              <span className="m-news-lines__title">{a.title}</span>
              <time dateTime={a.published_at}>{formatDate(a.published_at, news.dateFormat)}</time>
            </a>
          </li>
        ))}
      </ul>
      <p className="m-section__action">
        <a className="btn btn--ghost" href={news.moreLink}>
          {news.moreText}
        </a>
      </p>
    </MSection>
  );
}
