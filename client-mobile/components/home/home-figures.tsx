// The five headline figures (500+ enterprise users and the rest, spec §9), in a card over the banner's foot.
import type { HomeCopy } from '../../../shared/copy/home-types.ts';

export function HomeFigures({ figures }: { figures: HomeCopy['figures'] }) {
  return (
    <section className="container m-figures" aria-label={figures.title}>
      <dl className="m-figures__list">
        {figures.items.map((f) => (
          <div key={f.label} className="m-figures__item">
            <dt>{f.label}</dt>
            <dd>
              {f.value}
              <span>{f.unit}</span>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
