// Industry solutions (spec: six tabs; the index starts at 0 and changes by hover or swipe). Tabs
// also follow the keyboard (arrow keys focus and show the next industry) and clicks; a
// horizontal swipe on the panel steps to the neighbouring industry.
import { useId, useRef, useState } from 'react';
import { AppLink } from '../../../shared/app/app-link.tsx';
import type { HomeCopy } from '../../../shared/copy/home-types.ts';
import { ImageList } from '../../../shared/components/image-list.tsx';
import { useTabListKeys } from '../../../shared/components/use-tab-list-keys.ts';
import { SectionHeading } from '../../../shared/components/section-heading.tsx';
import { HOME_SECTION } from './home-anchors.tsx';

const SWIPE_MIN_PX = 48;

export function HomeIndustries({ copy }: { copy: HomeCopy['industries'] }) {
  const [active, setActive] = useState(0);
  const uid = useId();
  const onTabKey = useTabListKeys();
  const count = copy.items.length;
  const start = useRef<{ x: number; y: number } | null>(null);

  const onSwipeEnd = (x: number, y: number) => {
    const from = start.current;
    start.current = null;
    if (!from) return;
    const dx = x - from.x;
    if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < Math.abs(y - from.y)) return;
    setActive((i) => (dx < 0 ? (i + 1) % count : (i - 1 + count) % count));
  };

  return (
    <section
      id={HOME_SECTION.industries}
      className="home-industries home-section"
      tabIndex={-1}
      aria-labelledby="home-industries-title"
    >
      <div className="container">
        <SectionHeading id="home-industries-title" title={copy.title} subtitle={copy.subtitle} />
        <div className="home-industries__tabs" role="tablist" aria-label={copy.tabsLabel} onKeyDown={onTabKey}>
          {copy.items.map((item, i) => (
            <button
              key={item.name}
              type="button"
              role="tab"
              id={`${uid}-tab-${i}`}
              aria-selected={i === active}
              aria-controls={`${uid}-panel-${i}`}
              tabIndex={i === active ? 0 : -1}
              className={`home-industries__tab${i === active ? ' is-active' : ''}`}
              onMouseEnter={() => setActive(i)}
              onFocus={() => setActive(i)}
              onClick={() => setActive(i)}
            >
              <img src={item.icon} alt="" width="32" height="32" loading="lazy" decoding="async" />
              <span>{item.name}</span>
            </button>
          ))}
        </div>
        <div
          className="home-industries__stage"
          onTouchStart={(e) => {
            const t = e.touches[0];
            start.current = t ? { x: t.clientX, y: t.clientY } : null;
          }}
          onTouchEnd={(e) => {
            const t = e.changedTouches[0];
            if (t) onSwipeEnd(t.clientX, t.clientY);
          }}
        >
          {copy.items.map((item, i) => (
            <div
              key={item.name}
              id={`${uid}-panel-${i}`}
              role="tabpanel"
              aria-labelledby={`${uid}-tab-${i}`}
              className="home-industry"
              hidden={i !== active}
            >
              <div className="home-industry__body">
                <h3 className="home-industry__title">{item.title}</h3>
                <p className="home-industry__summary">{item.summary}</p>
                <ul className="home-industry__points">
                  {item.points.map((p) => (
                    <li key={p}>{p}</li>
                  ))}
                </ul>
                <p className="home-industry__logos-label">{copy.logosLabel}</p>
                <ImageList
                  className="home-industry__logos"
                  images={item.logos.map((l) => ({ src: l.icon, alt: l.name, width: l.width, height: l.height }))}
                />
                {item.link ? (
                  <AppLink to={item.link} className="btn btn--primary home-industry__link">
                    {copy.linkText}
                  </AppLink>
                ) : null}
              </div>
              <img
                className="home-industry__cover"
                src={item.cover}
                alt=""
                width="520"
                height="288"
                loading="lazy"
                decoding="async"
              />
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
