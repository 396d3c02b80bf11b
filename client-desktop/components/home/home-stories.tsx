// Customer success stories (spec: six selectable customers; the story index starts at 0 and
// changes by click). Tabs follow the WAI-ARIA pattern with manual activation: arrow keys move
// between customers, Enter or Space (a click) shows the story. Every story is in the markup, so
// crawlers and visitors without JavaScript get them all (HomeTabs).
import { AppLink } from '../../../shared/app/app-link.tsx';
import type { HomeCopy } from '../../../shared/copy/home-types.ts';
import { HomeTabs } from './home-tabs.tsx';

export function HomeStories({ copy }: { copy: HomeCopy['stories'] }) {
  return (
    <HomeTabs
      section="stories"
      copy={copy}
      items={copy.items}
      itemKey={(s) => s.customer}
      tab={(s) => (
        <>
          <span className="home-stories__customer">{s.customer}</span>
          <span className="home-stories__industry">{s.industry}</span>
        </>
      )}
      panelClass="home-story"
      panel={(s) => (
        <>
          <img className="home-story__bg" src={s.bg} alt="" width="1920" height="440" loading="lazy" decoding="async" />
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
        </>
      )}
    />
  );
}
