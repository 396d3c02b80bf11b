// News and stories of the partner programme (articles of category 3): the latest one featured,
// the others listed beside it.
import type { ArticleSummary } from '../../../shared/api/types.ts';
import { AppLink } from '../../../shared/app/app-link.tsx';
import type { PartnerCopy } from '../../../shared/copy/company-zh.ts';
import { SectionHeading } from '../../../shared/components/section-heading.tsx';
import { formatDate } from '../../../shared/format/date.ts';

export function PartnerStories({ copy, articles }: { copy: PartnerCopy['stories']; articles: ArticleSummary[] }) {
  const [first, ...rest] = [...articles].sort((a, b) => b.published_at.localeCompare(a.published_at));
  if (!first) return null;
  return (
    <section className="section-block" aria-labelledby="partner-stories-title">
      <div className="container">
        <SectionHeading id="partner-stories-title" title={copy.title} subtitle={copy.subtitle} />
        <div className="partner-stories">
          <article className="partner-stories__featured">
            <AppLink to={first.url} className="partner-stories__featured-link">
              <img src={first.cover_image} alt="" width="640" height="360" loading="lazy" decoding="async" />
              <div className="partner-stories__featured-body">
                <time dateTime={first.published_at}>{formatDate(first.published_at, 'yyyy-MM-dd')}</time>
                <h3>{first.title}</h3>
                <p>{first.brief}</p>
              </div>
            </AppLink>
          </article>
          <ul className="partner-stories__list">
            {rest.slice(0, 4).map((a) => (
              <li key={a.id}>
                <AppLink to={a.url} className="partner-stories__item">
                  <time dateTime={a.published_at}>{formatDate(a.published_at, 'yyyy-MM-dd')}</time>
                  <h3>{a.title}</h3>
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
