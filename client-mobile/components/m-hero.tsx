// The top of a phone page: the page's hero art behind a title, a summary and up to two buttons.
import type { ReactNode } from 'react';
import type { LinkButton } from '../../shared/api/types.ts';
import { AppLink } from '../../shared/app/app-link.tsx';
import { imgSet } from '../../shared/images/responsive-image.ts';

export function MHero({
  title,
  summary,
  bg,
  buttons = [],
  eyebrow,
}: {
  title: ReactNode;
  summary?: string;
  bg?: string;
  buttons?: (LinkButton | undefined)[];
  eyebrow?: string;
}) {
  const shown = buttons.filter((b): b is LinkButton => Boolean(b?.text && b.link));
  return (
    <section className="m-hero">
      {bg ? (
        <img
          className="m-hero__bg"
          {...imgSet(bg, 430, '100vw')}
          alt=""
          width="1920"
          height="440"
          fetchPriority="high"
        />
      ) : null}
      <div className="container m-hero__inner">
        {eyebrow ? <p className="m-hero__eyebrow">{eyebrow}</p> : null}
        <h1 className="m-hero__title">{title}</h1>
        {summary ? <p className="m-hero__summary">{summary}</p> : null}
        {shown.length ? (
          <p className="m-hero__actions">
            {shown.map((b, i) => (
              <AppLink key={b.link + b.text} to={b.link} className={`btn ${i === 0 ? 'btn--primary' : 'btn--ghost'}`}>
                {b.text}
              </AppLink>
            ))}
          </p>
        ) : null}
      </div>
    </section>
  );
}
