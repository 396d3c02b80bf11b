// The article frame's sidebar (spec §2): hot news, selected cases and hot keywords. Each part
// shows only when it has entries, so list pages can use the parts they have data for.
import type { HotNewsItem, Tag } from '../../../shared/api/types.ts';
import { AppLink } from '../../../shared/app/app-link.tsx';
import { imgSet } from '../../../shared/images/responsive-image.ts';
import { ARTICLE_SIDEBAR as C } from '../../../shared/copy/desktop/article-sidebar.ts';

export interface SelectedCase {
  link: string;
  title: string;
  brief?: string;
  icon?: string;
}

export function ArticleSidebar({
  hotNews = [],
  hotTags = [],
  cases = [],
  category,
  hotNewsTitle = C.hotNews,
  hotTagsTitle = C.hotTags,
}: {
  hotNews?: HotNewsItem[];
  hotTags?: Tag[];
  cases?: SelectedCase[];
  category?: string;
  hotNewsTitle?: string;
  hotTagsTitle?: string;
}) {
  return (
    <aside className="article-sidebar" aria-label={C.label}>
      {hotNews.length ? (
        <section className="sidebar-card" aria-labelledby="sidebar-hot-news">
          <h2 id="sidebar-hot-news" className="sidebar-card__title">
            {hotNewsTitle}
          </h2>
          <ol className="sidebar-news">
            {hotNews.map((item, i) => (
              <li key={item.url} className="sidebar-news__item">
                <span className={`sidebar-news__rank${i < 3 ? ' is-top' : ''}`} aria-hidden="true">
                  {i + 1}
                </span>
                <AppLink className="sidebar-news__link" to={item.url}>
                  {item.title}
                </AppLink>
              </li>
            ))}
          </ol>
        </section>
      ) : null}
      {cases.length ? (
        <section className="sidebar-card" aria-labelledby="sidebar-cases">
          <h2 id="sidebar-cases" className="sidebar-card__title">
            {category === 'edu' ? C.cases.edu : C.cases.other}
          </h2>
          <ul className="sidebar-cases">
            {cases.map((c) => (
              <li key={c.link}>
                <AppLink className="sidebar-cases__link" to={c.link}>
                  {c.icon ? <img className="sidebar-cases__icon" {...imgSet(c.icon, 40)} alt="" width="40" height="40" loading="lazy" /> : null}
                  <span className="sidebar-cases__text">
                    <span className="sidebar-cases__title">{c.title}</span>
                    {c.brief ? <span className="sidebar-cases__brief">{c.brief}</span> : null}
                  </span>
                </AppLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {hotTags.length ? (
        <section className="sidebar-card" aria-labelledby="sidebar-hot-tags">
          <h2 id="sidebar-hot-tags" className="sidebar-card__title">
            {hotTagsTitle}
          </h2>
          <p className="tag-list sidebar-tags">
            {hotTags.map((t) => (
              <AppLink key={t.slug} className="tag-chip" to={`/tags/${t.slug}`}>
                {t.name}
              </AppLink>
            ))}
          </p>
          <AppLink className="sidebar-card__more" to="/tags">
            {C.allTags}
          </AppLink>
        </section>
      ) : null}
    </aside>
  );
}
