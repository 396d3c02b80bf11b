// A case (or scenario) as a phone card: cover, tags joined by ' / ', title and summary.
import type { ArticleSummary } from '../../shared/api/types.ts';
import { imgSet } from '../../shared/images/responsive-image.ts';

/** A card's address, cover, tags and title from an article of a list (its summary is the
 *  caller's choice). */
export function articleCard(a: ArticleSummary) {
  return { href: a.url, cover: a.cover_image, tags: a.tags.map((t) => t.name), title: a.title };
}

export function CaseCard({
  href,
  cover,
  tags,
  title,
  summary,
  lazy = true,
  coverWidth = 356,
}: {
  href: string;
  cover: string;
  tags: string[];
  title: string;
  summary?: string;
  lazy?: boolean;
  /** The cover's width as shown, in CSS px: a full card's by default. */
  coverWidth?: number;
}) {
  return (
    <li className="m-card">
      <a href={href} className="m-card__link">
        <img
          className="m-card__cover"
          {...imgSet(cover, coverWidth)}
          alt=""
          width="640"
          height="360"
          loading={lazy ? 'lazy' : undefined}
          // The first card of a list (the one not lazy) is the page's largest picture on a phone.
          fetchPriority={lazy ? undefined : 'high'}
          decoding="async"
        />
        <span className="m-card__body">
          {tags.length ? <span className="m-card__tags">{tags.slice(0, 3).join(' / ')}</span> : null}
          <span className="m-card__title">{title}</span>
          {summary ? <span className="m-card__summary">{summary}</span> : null}
        </span>
      </a>
    </li>
  );
}
