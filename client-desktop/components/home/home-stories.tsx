// Customer success stories (spec: six selectable customers; the story index starts at 0 and
// changes by click). Tabs follow the WAI-ARIA pattern with manual activation: arrow keys move
// between customers, Enter or Space (a click) shows the story. Every story is in the markup, so
// crawlers and visitors without JavaScript get them all.
import { useId, useState } from 'react';
import { AppLink } from '../../../shared/app/app-link.tsx';
import type { HomeCopy } from '../../../shared/copy/home-types.ts';
import { useTabListKeys } from '../../../shared/components/use-tab-list-keys.ts';
import { SectionHeading } from '../../../shared/components/section-heading.tsx';
import { HOME_SECTION } from './home-anchors.tsx';

export function HomeStories({ copy }: { copy: HomeCopy['stories'] }) {
  const [active, setActive] = useState(0);
  const uid = useId();
  const onTabKey = useTabListKeys();
  return (
    <section
      id={HOME_SECTION.stories}
      className="home-stories home-section"
      tabIndex={-1}
      aria-labelledby="home-stories-title"
    >
      <div className="container">
        <SectionHeading id="home-stories-title" title={copy.title} subtitle={copy.subtitle} />
        <div className="home-stories__tabs" role="tablist" aria-label={copy.tabsLabel} onKeyDown={onTabKey}>
          {copy.items.map((s, i) => (
            <button
              key={s.customer}
              type="button"
              role="tab"
              id={`${uid}-tab-${i}`}
              aria-selected={i === active}
              aria-controls={`${uid}-panel-${i}`}
              tabIndex={i === active ? 0 : -1}
              className={`home-stories__tab${i === active ? ' is-active' : ''}`}
              onClick={() => setActive(i)}
            >
              <span className="home-stories__customer">{s.customer}</span>
              <span className="home-stories__industry">{s.industry}</span>
            </button>
          ))}
        </div>
        {copy.items.map((s, i) => (
          <div
            key={s.customer}
            id={`${uid}-panel-${i}`}
            role="tabpanel"
            aria-labelledby={`${uid}-tab-${i}`}
            className="home-story"
            hidden={i !== active}
          >
            <img
              className="home-story__bg"
              src={s.bg}
              alt=""
              width="1920"
              height="440"
              loading="lazy"
              decoding="async"
            />
            <div className="home-story__body">
              <p className="home-story__eyebrow">
                {s.customer} · {s.industry}
              </p>
              <h3 className="home-story__title">{s.title}</h3>
              <p className="home-story__summary">{s.summary}</p>
              <dl className="home-story__metrics">
                {s.metrics.map((m) => (
                  <div key={m.label} className="home-story__metric">
                    <dt>{m.label}</dt>
                    <dd>{m.value}</dd>
                  </div>
                ))}
              </dl>
              {s.link ? (
                <AppLink to={s.link} className="btn btn--primary home-story__link">
                  {s.linkText ?? copy.linkText}
                </AppLink>
              ) : null}
            </div>
          </div>
        ))}
      </div>
    </section>
  );
}
