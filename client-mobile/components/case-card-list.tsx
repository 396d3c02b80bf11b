// A page of case cards on the phone (the case list and the complex-scene list). Plain markup, so a
// static part (static-part.tsx): the phone's bundle carries neither the cards nor their words.
import type { ArticleSummary } from '../../shared/api/types.ts';
import { CaseCard, articleCard } from './case-card.tsx';
import { StaticPart } from './static-part.tsx';

export function CaseCardList({ items }: { items: readonly ArticleSummary[] }) {
  return (
    <StaticPart k="cards">
      {process.env.BUNDLE !== 'mobile' && (
        <ul className="m-cards">
          {items.map((a, i) => (
            <CaseCard key={a.id} {...articleCard(a)} summary={a.brief} lazy={i > 0} />
          ))}
        </ul>
      )}
    </StaticPart>
  );
}
