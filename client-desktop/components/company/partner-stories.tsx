// News and stories of the partner programme: the latest one featured, the others listed beside
// it. The Chinese page lists the partner articles (category 3); the English page the news items
// of its own page detail (p6), since the articles are Chinese.
import type { ArticleSummary, SectionItem } from '../../../shared/api/types.ts';
import { AppLink } from '../../../shared/app/app-link.tsx';
import type { PartnerCopy } from '../../../shared/copy/company.ts';
import { SectionHeading } from '../../../shared/components/section-heading.tsx';
import { formatDate } from '../../../shared/format/date.ts';
import { imgSet } from '../../../shared/images/responsive-image.ts';

export interface PartnerStory {
  key: string;
  title: string;
  brief: string;
  cover: string;
  date: string;
  link: string;
}

export const storyOfArticle = (a: ArticleSummary): PartnerStory => ({
  key: String(a.id),
  title: a.title,
  brief: a.brief,
  cover: a.cover_image,
  date: a.published_at,
  link: a.url,
});

export const storyOfItem = (item: SectionItem, i: number): PartnerStory => ({
  key: `item-${i}`,
  title: item.title ?? '',
  brief: item.summary ?? '',
  cover: item.pic ?? '',
  date: item.date ?? '',
  link: item.link ?? '',
});

export function PartnerStories({ copy, stories }: { copy: PartnerCopy['stories']; stories: PartnerStory[] }) {
  const [first, ...rest] = [...stories].sort((a, b) => b.date.localeCompare(a.date));
  if (!first) return null;
  return (
    <section className="section-block" aria-labelledby="partner-stories-title">
      <div className="container">
        <SectionHeading id="partner-stories-title" title={copy.title} subtitle={copy.subtitle} />
        <div className="partner-stories">
          <article className="partner-stories__featured">
            <AppLink to={first.link} className="partner-stories__featured-link">
              <img {...imgSet(first.cover, 610)} alt="" width="640" height="360" loading="lazy" decoding="async" />
              <div className="partner-stories__featured-body">
                <time dateTime={first.date}>{formatDate(first.date, 'yyyy-MM-dd')}</time>
                <h3>{first.title}</h3>
                <p>{first.brief}</p>
              </div>
            </AppLink>
          </article>
          <ul className="partner-stories__list">
            {rest.slice(0, 4).map((s) => (
              <li key={s.key}>
                <AppLink to={s.link} className="partner-stories__item">
                  <time dateTime={s.date}>{formatDate(s.date, 'yyyy-MM-dd')}</time>
                  <h3>{s.title}</h3>
                  <span className="partner-stories__more" aria-hidden="true">
                    {copy.more} →
                  </span>
                </AppLink>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
