// The home contact block (the phone home has no contact form, spec §2): pitch, hotline, hours and
// the two calls to action.
import type { HomeCopy } from '../../../shared/copy/home-types.ts';
import type { RootData } from '../../../shared/routes/route-table.ts';
import { telHref } from '../../../shared/format/tel-href.ts';
import { CtaLink } from './home-cta.tsx';

export function HomeConnect({ connect, root }: { connect: HomeCopy['connect']; root: RootData }) {
  return (
    <section className="m-connect" aria-labelledby="home-connect-title">
      <div className="container">
        <h2 id="home-connect-title" className="m-connect__title">
          {connect.title}
        </h2>
        <p className="m-connect__summary">{connect.subtitle}</p>
        <p className="m-connect__hotline">
          {connect.hotlineLabel} <a href={telHref(root.config.hotline)}>{root.config.hotline}</a>
          <span>{connect.hours}</span>
        </p>
        <p className="m-connect__actions">
          {connect.ctas.map((c) => (
            <CtaLink
              key={c.text}
              cta={c}
              root={root}
              className={`btn ${c.primary ? 'btn--light' : 'm-connect__tel'}`}
            />
          ))}
        </p>
      </div>
    </section>
  );
}
