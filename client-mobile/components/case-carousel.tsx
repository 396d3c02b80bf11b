// Case items (spec 'Case item') as a swipeable phone carousel (an island), with an optional
// button below; and the case block (spec §2) of a page config (p8) made of one.
import type { CaseItem, LinkButton, PageSection } from '../../shared/api/types.ts';
import { AppLink } from '../../shared/app/app-link.tsx';
import { Island } from '../../shared/app/island.tsx';
import { CASE_BLOCK_MAX } from '../../shared/constants.ts';
import { CaseCard } from './case-card.tsx';
import { MSection } from './m-section.tsx';
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

/** The case block: at most three of the section's case items and its consult button, whose words
 *  and link default to `buttonText` and `formLink`; nothing when the section has no cases. */
export function CaseBlock({
  id,
  section,
  title,
  subtitle,
  buttonText,
  formLink,
}: {
  id: string;
  section: PageSection | undefined;
  title: string | undefined;
  subtitle?: string;
  buttonText: string;
  formLink: string;
}) {
  if (!section?.cases?.length) return null;
  return (
    <MSection id={id} title={title} subtitle={subtitle} tone="soft">
      <Island
        name="case-carousel"
        k={id}
        component={CaseCarousel}
        props={{
          label: title ?? '',
          cases: section.cases.slice(0, CASE_BLOCK_MAX),
          button: { text: section.button?.text || buttonText, link: section.button?.link || formLink },
        }}
      />
    </MSection>
  );
}
