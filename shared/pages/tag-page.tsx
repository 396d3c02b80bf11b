// The news of one keyword (spec §2 'tag pages'): the keyword, its articles ten a page with the
// pager, and the letters of the keyword index to browse on.
import type { ReactNode } from 'react';
import { AppLink } from '../app/app-link.tsx';
import type { PageProps } from '../app/page-types.ts';
import { EmptyList } from '../components/empty-list.tsx';
import { NewsRow } from '../components/news-row.tsx';
import { PageHead } from '../components/page-head.tsx';
import { Pager } from '../components/pager.tsx';
import { tagIndexHref } from '../routes/tag-links.ts';
import { KEYWORDS } from '../copy/keywords.ts';
import { KEYWORD_PAGE as C } from '../copy/keyword-page.ts';

const TAG_NEWS_PAGE_SIZE = 10;

export function TagPage({ data, breadcrumb, aside }: PageProps<'tag'> & { breadcrumb?: ReactNode; aside?: ReactNode }) {
  const { tag, list, pageNumber, groups } = data;
  return (
    <main id="main" className="page tag-page">
      <PageHead
        title={C.headTitle(tag.name, pageNumber)}
        description={C.description(tag.name, list.count)}
        keywords={C.keywords(tag.name)}
      />
      <div className="container tag-page__body">
        {breadcrumb}
        <header className="tag-page__header">
          <p className="tag-page__eyebrow">{C.eyebrow}</p>
          <h1 className="tag-page__title">
            <span className="tag-page__hash" aria-hidden="true">
              #
            </span>
            {tag.name}
          </h1>
          <p className="tag-page__summary">{C.count(list.count)}</p>
        </header>
        <div className={`tag-page__grid${aside ? '' : ' tag-page__grid--single'}`}>
          <section className="tag-page__list" aria-labelledby="tag-news-title">
            <h2 id="tag-news-title" className="visually-hidden">
              {C.listTitle(tag.name)}
            </h2>
            {list.results.length ? (
              <ol className="news-list__items">
                {list.results.map((article, i) => (
                  <li key={article.id}>
                    <NewsRow article={article} headingLevel={3} eager={i < 2} />
                  </li>
                ))}
              </ol>
            ) : (
              <EmptyList
                firstPage={`/tags/${tag.slug}`}
                pageNumber={pageNumber}
                back={{ href: '/tags', label: KEYWORDS.backToList }}
              />
            )}
            {list.results.length ? (
              <Pager
                path={`/tags/${tag.slug}`}
                page={pageNumber}
                total={list.count}
                pageSize={TAG_NEWS_PAGE_SIZE}
                label={C.pagerLabel}
              />
            ) : null}
          </section>
          {aside}
        </div>
        {aside ? null : (
          <nav className="tag-page__letters" aria-labelledby="tag-letters-title">
            <h2 id="tag-letters-title" className="tag-page__letters-title">
              {C.lettersTitle}
            </h2>
            <ul className="letter-bar__list">
              {groups.map((g) => (
                <li key={g.name}>
                  <AppLink
                    className="letter-bar__link"
                    to={tagIndexHref(g.name)}
                    aria-label={g.name === '#' ? KEYWORDS.hashLetter : undefined}
                  >
                    {g.name}
                  </AppLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
    </main>
  );
}
