// Case items (spec 'Case item') as a swipeable phone carousel, with an optional button below.
import type { CaseItem, LinkButton } from '../../shared/api/types.ts';
import { AppLink } from '../../shared/app/app-link.tsx';
import { CaseCard } from './case-card.tsx';
import { SnapCarousel } from './snap-carousel.tsx';

export function CaseCarousel({ label, cases, button }: { label: string; cases: CaseItem[]; button?: LinkButton }) {
  return (
    <>
      <SnapCarousel
        label={label}
        className="m-carousel--cards"
        dots
        slides={cases.map((c) => (
          <ul className="m-cards" key={c.id}>
            <CaseCard href={c.link} cover={c.cover} tags={c.tags} title={c.title} summary={c.summary} />
          </ul>
        ))}
      />
      {button?.text ? (
        <p className="m-section__action">
          <AppLink to={button.link} className="btn btn--primary">
            {button.text}
          </AppLink>
        </p>
      ) : null}
    </>
  );
}
