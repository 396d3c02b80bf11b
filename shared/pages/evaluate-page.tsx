// Customer voice (spec §2 'interviews and reviews'): a hero, big-name interviews (article cards
// of category 5) and customer reviews (comment cards), each with a working 'view more': the
// interviews fetch their next page, the reviews reveal the rest of the list.
import { useEffect, useRef, useState } from 'react';
import { browserApi } from '../api/browser-api.ts';
import { CATEGORY, type ArticleSummary, type Comment } from '../api/types.ts';
import { AppLink } from '../app/app-link.tsx';
import { Island } from '../app/island.tsx';
import { useLoadMore } from '../app/use-load-more.ts';
import type { PageProps } from '../app/page-types.ts';
import { ArticleCard } from '../components/article-card.tsx';
import { PageHead, headFromPage } from '../components/page-head.tsx';
import { PageHero } from '../components/page-hero.tsx';
import { SectionHeading } from '../components/section-heading.tsx';
import { imgSet } from '../images/responsive-image.ts';
import { EVALUATE_PAGE as C } from '../copy/evaluate.ts';
import type { LoaderData } from '../routes/route-table.ts';

/** Reviews shown before 'view more'. */
const REVIEWS_FIRST = 6;

/** An island on the phone (shared/app/island.tsx), as the reviews below. */
export function Interviews({ data }: { data: LoaderData<'evaluate'> }) {
  const first = data.interviews;
  const step = Math.max(first.results.length, 1);
  const { items, state, hasMore, loadMore, listRef } = useLoadMore<ArticleSummary, HTMLUListElement>({
    first: first.results,
    total: first.count,
    step,
    fetchPage: (page, size) =>
      browserApi().listArticles({ site: 'defan', category_id: CATEGORY.interviews, page, size }),
  });

  return (
    <section className="voice-section" aria-labelledby="voice-interviews-title">
      <div className="container">
        <SectionHeading id="voice-interviews-title" title={C.interviews.title} subtitle={C.interviews.subtitle} />
        <ul ref={listRef} className="voice-interviews">
          {items.map((a) => (
            <li key={a.id}>
              <ArticleCard article={a} />
            </li>
          ))}
        </ul>
        <div className="voice-section__more">
          {hasMore ? (
            <button
              type="button"
              className="btn btn--ghost"
              onClick={() => void loadMore()}
              disabled={state === 'loading'}
              aria-describedby="voice-interviews-status"
            >
              {state === 'loading' ? C.interviews.loading : C.more}
            </button>
          ) : null}
          <p id="voice-interviews-status" className="voice-section__status" role="status">
            {state === 'failed' ? C.interviews.failed : items.length > step ? C.interviews.all(items.length) : ''}
          </p>
        </div>
      </div>
    </section>
  );
}

function CommentCard({ comment }: { comment: Comment }) {
  return (
    <figure className="comment-card">
      <blockquote className="comment-card__content">
        <p>{comment.content}</p>
      </blockquote>
      <figcaption className="comment-card__author">
        <img
          className="comment-card__avatar"
          {...imgSet(comment.avatar, 48)}
          alt=""
          width="48"
          height="48"
          loading="lazy"
          decoding="async"
        />
        <span className="comment-card__who">
          <span className="comment-card__name">{comment.nickname}</span>
          {comment.title ? <span className="comment-card__title">{comment.title}</span> : null}
        </span>
      </figcaption>
    </figure>
  );
}

export function Reviews({ data }: { data: LoaderData<'evaluate'> }) {
  const { comments } = data;
  const [expanded, setExpanded] = useState(false);
  const firstHidden = useRef<HTMLLIElement>(null);
  const hasMore = comments.length > REVIEWS_FIRST;

  useEffect(() => {
    if (expanded) firstHidden.current?.focus();
  }, [expanded]);
  return (
    <section className="voice-section voice-section--soft" aria-labelledby="voice-reviews-title">
      <div className="container">
        <SectionHeading id="voice-reviews-title" title={C.reviews.title} subtitle={C.reviews.subtitle} />
        <ul className="voice-reviews" id="voice-reviews-list">
          {comments.map((c, i) => (
            <li
              key={`${c.nickname}-${i}`}
              ref={i === REVIEWS_FIRST ? firstHidden : undefined}
              tabIndex={i === REVIEWS_FIRST ? -1 : undefined}
              hidden={!expanded && i >= REVIEWS_FIRST}
            >
              <CommentCard comment={c} />
            </li>
          ))}
        </ul>
        {hasMore && !expanded ? (
          <div className="voice-section__more">
            <button
              type="button"
              className="btn btn--ghost"
              aria-expanded={false}
              aria-controls="voice-reviews-list"
              onClick={() => setExpanded(true)}
            >
              {C.more}
            </button>
          </div>
        ) : null}
      </div>
    </section>
  );
}

export function EvaluatePage({ data }: PageProps<'evaluate'>) {
  const { page } = data;
  return (
    <main id="main" className="page evaluate-page">
      <PageHead {...headFromPage(page, { title: C.title, description: C.summary })} />
      <PageHero title={page?.seo_h1 || C.title} summary={C.summary}>
        <p className="voice-hero__facts">
          {C.facts.map((f) => (
            <span key={f.value}>
              <strong>{f.value}</strong>
              {f.label}
            </span>
          ))}
        </p>
      </PageHero>
      <Island name="interviews" component={Interviews} props={{ data }} />
      <Island name="reviews" component={Reviews} props={{ data }} />
      <section className="voice-cta" aria-labelledby="voice-cta-title">
        <div className="container voice-cta__inner">
          <h2 id="voice-cta-title" className="voice-cta__title">
            {C.cta.title}
          </h2>
          <p className="voice-cta__text">{C.cta.text}</p>
          <AppLink className="btn btn--primary" to="/form">
            {C.cta.button}
          </AppLink>
        </div>
      </section>
    </main>
  );
}
