// The keyword list (spec §2 'tag pages'): one row per index letter with its top keywords, and a
// 'more' link to the letter's index when the row holds 8 or more keywords.
import type { ReactNode } from 'react';
import { AppLink } from '../app/app-link.tsx';
import type { PageProps } from '../app/page-types.ts';
import { PageHead, headFromPage } from '../components/page-head.tsx';
import { PageHero } from '../components/page-hero.tsx';
import { TAG_ROW_MORE_AT } from '../constants.ts';
import { INDEX_LETTERS, indexCode, tagIndexHref } from '../routes/tag-links.ts';
import { KEYWORDS } from '../copy/keywords.ts';
import { KEYWORD_LIST as C } from '../copy/keyword-list.ts';

export function TagsPage({ data, breadcrumb }: PageProps<'tags'> & { breadcrumb?: ReactNode }) {
  const { page, groups } = data;
  const present = new Set(groups.map((g) => g.name));
  const total = groups.reduce((n, g) => n + g.count, 0);
  return (
    <main id="main" className="page tags-page">
      <PageHead {...headFromPage(page, { title: KEYWORDS.title, description: C.summary })} />
      <PageHero title={page?.seo_h1 || KEYWORDS.title} summary={C.summary} tone="soft" />
      <div className="container tags-page__body">
        {breadcrumb}
        <nav className="letter-bar" aria-label={C.jumpLabel}>
          <ul className="letter-bar__list">
            {INDEX_LETTERS.map((letter) => (
              <li key={letter}>
                {present.has(letter) ? (
                  <a className="letter-bar__link" href={`#tag-row-${indexCode(letter)}`}>
                    {letter}
                  </a>
                ) : (
                  <span className="letter-bar__link is-empty" aria-disabled="true">
                    {letter}
                  </span>
                )}
              </li>
            ))}
          </ul>
          <p className="letter-bar__total">{C.total(total)}</p>
        </nav>
        <div className="tag-rows">
          {groups.map((group) => (
            <section
              key={group.name}
              id={`tag-row-${indexCode(group.name)}`}
              className="tag-row"
              aria-labelledby={`tag-row-title-${indexCode(group.name)}`}
            >
              <h2 id={`tag-row-title-${indexCode(group.name)}`} className="tag-row__letter">
                <span aria-hidden="true">{group.name}</span>
                <span className="visually-hidden">{KEYWORDS.startingWith(group.name)}</span>
              </h2>
              <ul className="tag-row__tags">
                {group.top_n_tags.map((t) => (
                  <li key={t.slug}>
                    <AppLink className="tag-chip" to={`/tags/${t.slug}`}>
                      {t.name}
                    </AppLink>
                  </li>
                ))}
              </ul>
              {group.count >= TAG_ROW_MORE_AT ? (
                <AppLink
                  className="tag-row__more"
                  to={tagIndexHref(group.name)}
                  aria-label={C.moreLabel(group.name, group.count)}
                >
                  {C.more}
                  <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
                    <path d="M4.5 2.5L8 6l-3.5 3.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
                  </svg>
                </AppLink>
              ) : null}
            </section>
          ))}
        </div>
      </div>
    </main>
  );
}
