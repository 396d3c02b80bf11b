// Why choose us: four facts cards (spec §3 'Facts card': icon, title, summary).
import type { HomeCopy } from '../../../shared/copy/home-types.ts';
import { SectionHeading } from '../../../shared/components/section-heading.tsx';
import { HOME_SECTION } from './home-anchors.tsx';

export function HomeFacts({ copy }: { copy: HomeCopy['facts'] }) {
  return (
    <section
      id={HOME_SECTION.facts}
      className="home-facts home-section"
      tabIndex={-1}
      aria-labelledby="home-facts-title"
    >
      <div className="container">
        <SectionHeading id="home-facts-title" title={copy.title} subtitle={copy.subtitle} light />
        <ul className="home-facts__list">
          {copy.items.map((f, i) => (
            <li key={f.title} className="home-fact">
              <span className="home-fact__index" aria-hidden="true">
                0{i + 1}
              </span>
              <img
                className="home-fact__icon"
                src={f.icon}
                alt=""
                width="56"
                height="56"
                loading="lazy"
                decoding="async"
              />
              <h3 className="home-fact__title">{f.title}</h3>
              <p className="home-fact__summary">{f.summary}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
