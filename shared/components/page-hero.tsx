// The top of an inner page: its heading (from page detail when the CMS has one) and a summary.
import type { ReactNode } from 'react';

export function PageHero({
  title,
  summary,
  children,
  tone = 'blue',
}: {
  title: string;
  summary?: string;
  children?: ReactNode;
  tone?: 'blue' | 'dark' | 'soft';
}) {
  return (
    <section className={`page-hero page-hero--${tone}`}>
      <div className="container page-hero__inner">
        <h1 className="page-hero__title">{title}</h1>
        {summary ? <p className="page-hero__summary">{summary}</p> : null}
        {children}
      </div>
    </section>
  );
}
