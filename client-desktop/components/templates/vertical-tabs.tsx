// p4 of the configurable page: vertical tabs of title, summary and picture (opened at full size
// on a click). A WAI-ARIA tablist:
// arrow keys (and Home/End) move between tabs and select them, only the selected tab is in the
// tab order, and each panel is labelled by its tab. Every panel is in the server's HTML (the others
// hidden), so without scripts the stylesheet shows them all, one after another.
import { useId, useState } from 'react';
import type { PageSection } from '../../../shared/api/types.ts';
import { useTabListKeys } from '../../../shared/components/use-tab-list-keys.ts';
import { SectionHeading } from '../../../shared/components/section-heading.tsx';
import { ZoomPicture } from './zoom-link.tsx';

export function VerticalTabs({ section, label, zoom }: { section: PageSection; label: string; zoom: string }) {
  const items = section.items ?? [];
  const [active, setActive] = useState(0);
  const id = useId();
  const onKeyDown = useTabListKeys(setActive);
  if (!items.length) return null;
  const selected = Math.min(active, items.length - 1);

  return (
    <section className="section-block">
      <div className="container">
        <SectionHeading title={section.title} subtitle={section.summary} />
        <div className="vtabs">
          <div
            className="vtabs__list"
            role="tablist"
            aria-orientation="vertical"
            aria-label={section.title ?? label}
            onKeyDown={onKeyDown}
          >
            {items.map((item, i) => (
              <button
                key={i}
                type="button"
                role="tab"
                id={`${id}-tab-${i}`}
                aria-selected={i === selected}
                aria-controls={`${id}-panel-${i}`}
                tabIndex={i === selected ? 0 : -1}
                className={`vtabs__tab${i === selected ? ' is-active' : ''}`}
                onClick={() => setActive(i)}
              >
                {item.title}
              </button>
            ))}
          </div>
          <div className="vtabs__panels">
            {items.map((item, i) => (
              <div
                key={i}
                className="vtabs__panel"
                role="tabpanel"
                id={`${id}-panel-${i}`}
                aria-labelledby={`${id}-tab-${i}`}
                tabIndex={0}
                hidden={i !== selected}
              >
                <h3 className="vtabs__title">{item.title}</h3>
                {item.summary ? <p className="vtabs__summary">{item.summary}</p> : null}
                {item.pic ? <ZoomPicture src={item.pic} width={748} alt={item.title ?? ''} title={zoom} /> : null}
              </div>
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}
