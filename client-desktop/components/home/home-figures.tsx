// The row of five headline figures under the banner (spec §9: 500+ large enterprise users, 1000+
// projects, 500W+ daily workflow instances, 75%+ IT efficiency gain, 90%+ renewal rate).
import type { HomeCopy } from '../../../shared/copy/home-types.ts';
import { HOME_SECTION } from './home-anchors.tsx';

export function HomeFigures({ copy }: { copy: HomeCopy['figures'] }) {
  return (
    <section
      id={HOME_SECTION.figures}
      className="home-figures home-section"
      tabIndex={-1}
      aria-labelledby="home-figures-title"
    >
      <div className="container">
        <h2 id="home-figures-title" className="visually-hidden">
          {copy.title}
        </h2>
        <ul className="home-figures__list">
          {copy.items.map((f) => (
            <li key={f.label} className="home-figures__item">
              <p className="home-figures__value">
                {f.value}
                <span className="home-figures__unit">{f.unit}</span>
              </p>
              <p className="home-figures__label">{f.label}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
