// Why choose us: the four facts cards.
import type { HomeCopy } from '../../../shared/copy/home-types.ts';
import { IconList } from '../icon-list.tsx';
import { MSection } from '../m-section.tsx';

export function HomeFacts({ facts }: { facts: HomeCopy['facts'] }) {
  return (
    <MSection id="why-us" title={facts.title} subtitle={facts.subtitle} tone="dark" className="m-facts">
      <IconList items={facts.items} />
    </MSection>
  );
}
