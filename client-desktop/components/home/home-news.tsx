// Latest news (spec: one featured item plus items 2 to 8, dates as yyyy-MM-dd HH:mm:ss, a link
// to /news). The English home shows the company's events in the same block.
import type { ArticleSummary } from '../../../shared/api/types.ts';
import { AppLink } from '../../../shared/app/app-link.tsx';
import type { HomeCopy, HomeNewsItem } from '../../../shared/copy/home-types.ts';
import { SectionHeading } from '../../../shared/components/section-heading.tsx';
import { formatDate } from '../../../shared/format/date.ts';
import { HOME_SECTION } from './home-anchors.tsx';
import { imgSet } from '../../../shared/images/responsive-image.ts';

export function newsItemOf(a: ArticleSummary): HomeNewsItem {
  return {
    id: String(a.id),
    title: a.title,
    summary: a.brief,
    date: a.published_at,
    link: a.url,
    cover: a.cover_image,
    tag: a.tags[0]?.name,
  };
}

export function HomeNews({ copy, items }: { copy: HomeCopy['news']; items: HomeNewsItem[] }) {
  const [featured, ...rest] = items;
  const date = (iso: string) => <time dateTime={iso}>{formatDate(iso, copy.dateFormat)}</time>;
  return (
    <section id={HOME_SECTION.news} className="home-news home-section" tabIndex={-1} aria-labelledby="home-news-title">
      <div className="container">
        <div className="home-news__head">
          <SectionHeading id="home-news-title" title={copy.title} subtitle={copy.subtitle} align="left" />
          <AppLink to={copy.moreLink} className="home-news__more">
            {copy.moreText} →
          </AppLink>
        </div>
        <div className="home-news__grid">
          {featured ? (
            <article className="home-news__entry home-news__featured">
              <AppLink to={featured.link} className="home-news__featured-link">
                <img
                  className="home-news__cover"
                  {...imgSet(featured.cover, 568)}
                  alt=""
                  width="640"
                  height="360"
                  loading="lazy"
                  decoding="async"
                />
                <div className="home-news__featured-body">
                  <p className="home-news__meta">
                    <span className="home-news__badge">{copy.featuredLabel}</span>
                    {featured.tag ? <span className="home-news__tag">{featured.tag}</span> : null}
                    {date(featured.date)}
                  </p>
                  <h3 className="home-news__featured-title">{featured.title}</h3>
                  <p className="home-news__summary">{featured.summary}</p>
                </div>
              </AppLink>
            </article>
          ) : null}
          <ol className="home-news__list">
            {rest.map((n) => (
              <li key={n.id} className="home-news__entry home-news__item">
                <AppLink to={n.link} className="home-news__item-link">
                  <h3 className="home-news__item-title">{n.title}</h3>
                  <p className="home-news__item-meta">
                    {n.tag ? <span className="home-news__tag">{n.tag}</span> : null}
                    {date(n.date)}
                  </p>
                </AppLink>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  );
}
