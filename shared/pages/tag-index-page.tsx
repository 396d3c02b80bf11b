// The keyword index of one letter (spec §2 'tag pages'): a letter selector (A–Z and #, written
// 0 in the URL), the keyword grid, a pager of 90 a page with sizes 90/180/270/360, and 暂无数据
// with a way back when the letter has no keywords or the page is past the end.
import type { ReactNode } from 'react';
import { AppLink } from '../app/app-link.tsx';
import type { PageProps } from '../app/page-types.ts';
import { EmptyList } from '../components/empty-list.tsx';
import { PageHead } from '../components/page-head.tsx';
import { Pager } from '../components/pager.tsx';
import { TAG_PAGE_SIZES } from '../constants.ts';
import { INDEX_LETTERS, tagIndexHref } from '../routes/tag-links.ts';
import { KEYWORDS } from '../copy/keywords.ts';
import { KEYWORD_INDEX as C } from '../copy/keyword-index.ts';

export function TagIndexPage({ data, breadcrumb }: PageProps<'tag-index'> & { breadcrumb?: ReactNode }) {
  const { index, pageNumber, size, tags } = data;
  const heading = KEYWORDS.startingWith(index);
  return (
    <main id="main" className="page tag-index-page">
      <PageHead title={C.headTitle(index, pageNumber)} description={C.description(index, tags.count)} />
      <div className="container tag-index-page__body">
        {breadcrumb}
        <header className="tag-index-page__header">
          <h1 className="tag-index-page__title">{KEYWORDS.indexTitle}</h1>
          <p className="tag-index-page__summary">{C.count(index, tags.count)}</p>
        </header>
        <nav className="letter-bar letter-bar--index" aria-label={C.filterLabel}>
          <ul className="letter-bar__list">
            {INDEX_LETTERS.map((letter) => (
              <li key={letter}>
                <AppLink
                  className={`letter-bar__link${letter === index ? ' is-current' : ''}`}
                  to={tagIndexHref(letter, 1, size)}
                  aria-current={letter === index ? 'page' : undefined}
                  aria-label={letter === '#' ? KEYWORDS.hashLetter : undefined}
                >
                  {letter}
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
        <section className="tag-grid-section" aria-labelledby="tag-grid-title">
          <h2 id="tag-grid-title" className="visually-hidden">
            {heading}
          </h2>
          {tags.results.length ? (
            <ul className="tag-grid">
              {tags.results.map((t) => (
                <li key={t.slug}>
                  <AppLink className="tag-grid__link" to={`/tags/${t.slug}`}>
                    {t.name}
                  </AppLink>
                </li>
              ))}
            </ul>
          ) : (
            <EmptyList
              firstPage={tagIndexHref(index, 1, size)}
              pageNumber={pageNumber}
              back={{ href: '/tags', label: KEYWORDS.backToList }}
            />
          )}
        </section>
        {tags.results.length ? (
          <Pager
            path={tagIndexHref(index, 1)}
            page={pageNumber}
            total={tags.count}
            pageSize={size}
            hrefFor={(n) => tagIndexHref(index, n, size)}
            sizes={TAG_PAGE_SIZES}
            sizeHrefFor={(n) => tagIndexHref(index, 1, n)}
            label={C.pagerLabel}
          />
        ) : null}
      </div>
    </main>
  );
}
