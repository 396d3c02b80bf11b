// Customer success stories on a phone: six customers as tabs, each story a swipeable panel
// with its headline figures and a link to the full case. The panels are static parts: only the
// heading and the tab list are hydrated in the browser (an island).
import type { HomeCopy } from '../../../shared/copy/home-types.ts';
import { HOME_STORY_TABS as TABS } from '../../../shared/copy/home.ts';
import { MSection } from '../m-section.tsx';
import { SwipeTabs } from '../swipe-tabs.tsx';
import { Island } from '../../../shared/app/island.tsx';

type Story = HomeCopy['stories']['items'][number];

function StoryPanel({ s, linkText }: { s: Story; linkText: string }) {
  return (
    <article className="m-story">
      <img className="m-story__bg" src={s.bg} alt="" width="1920" height="440" loading="lazy" />
      <div className="m-story__body">
        <p className="m-story__industry">{s.industry}</p>
        <h3 className="m-story__title">{s.title}</h3>
        <p className="m-story__summary">{s.summary}</p>
        <dl className="m-story__metrics">
          {s.metrics.map((m) => (
            <div key={m.label}>
              <dt>{m.label}</dt>
              <dd>{m.value}</dd>
            </div>
          ))}
        </dl>
        {s.link ? (
          <a className="m-story__link" href={s.link}>
            {s.linkText ?? linkText} →
          </a>
        ) : null}
      </div>
    </article>
  );
}

export function HomeStories({ stories }: { stories: HomeCopy['stories'] }) {
  return (
    <MSection id="stories" title={TABS.title} subtitle={TABS.subtitle} tone="soft">
      <Island
        name="swipe-tabs"
        k="stories"
        component={SwipeTabs}
        props={{
          label: TABS.label,
          className: 'm-stories',
          names: TABS.names,
          part: 'story',
          panel: (i) => <StoryPanel s={stories.items[i]!} linkText={stories.linkText} />,
        }}
      />
    </MSection>
  );
}
