// ext.practice of a solution page: links to related cases and articles, shown when present.
import type { PracticeItem } from '../../../shared/api/types.ts';
import { AppLink } from '../../../shared/app/app-link.tsx';
import { SectionHeading } from '../../../shared/components/section-heading.tsx';

export function PracticeLinks({ items, title, linkText }: { items: PracticeItem[]; title: string; linkText: string }) {
  if (!items.length) return null;
  return (
    <section className="section-block">
      <div className="container">
        <SectionHeading title={title} />
        <ul className="practice-links">
          {items.map((p) => (
            <li key={p.link + p.title}>
              <AppLink to={p.link} title={p.a_title} className="practice-links__card">
                <h3 className="practice-links__title">{p.title}</h3>
                <p className="practice-links__desc">{p.desc}</p>
                <span className="practice-links__more" aria-hidden="true">
                  {linkText} →
                </span>
              </AppLink>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
