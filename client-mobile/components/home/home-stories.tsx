// Customer success stories on a phone: six customers as tabs, each story a swipeable panel
// with its headline figures and a link to the full case.
import type { HomeCopy } from '../../../shared/copy/home-types.ts';
import { MSection } from '../m-section.tsx';
import { SwipeTabs } from '../swipe-tabs.tsx';

export function HomeStories({ stories }: { stories: HomeCopy['stories'] }) {
  return (
    <MSection id="stories" title={stories.title} subtitle={stories.subtitle} tone="soft">
      <SwipeTabs
        label={stories.tabsLabel}
        className="m-stories"
        tabs={stories.items.map((s) => ({
          label: s.customer,
          panel: (
            <article className="m-story">
              <img className="m-story__bg" src={s.bg} alt="" width="1920" height="440" loading="lazy" />
              <div className="m-story__body">
                <p className="m-story__industry">{s.industry}</p>
                <h3 className="m-story__title">{s.title}</h3>
                <p className="m-story__summary">{s.summary}</p>
                <dl className="m-story__metrics">
                  {s.metrics.map((m) => (
                    <div key={m.label}>
                      <dd>{m.value}</dd>
                      <dt>{m.label}</dt>
                    </div>
                  ))}
                </dl>
                {s.link ? (
                  <a className="m-story__link" href={s.link}>
                    {s.linkText ?? stories.linkText} →
                  </a>
                ) : null}
              </div>
            </article>
          ),
        }))}
      />
    </MSection>
  );
}
