// The connect block at the foot of most phone pages: a short pitch, the form page and the hotline.
// Its content is a static part (./static-part.tsx): the phone's bundle carries none of its words.
import { MOBILE_CONNECT } from '../../shared/copy/mobile/connect.ts';
import type { RootData } from '../../shared/routes/route-table.ts';
import { telHref } from '../../shared/format/tel-href.ts';
import { StaticPart } from './static-part.tsx';

export function ConnectBlock({ root, title }: { root: RootData; title?: string }) {
  return (
    <section className="m-connect" aria-labelledby="m-connect-title">
      <StaticPart k="connect">
        {process.env.BUNDLE !== 'mobile' && (
          <div className="container">
            <h2 id="m-connect-title" className="m-connect__title">
              {title ?? MOBILE_CONNECT.title}
            </h2>
            <p className="m-connect__summary">{MOBILE_CONNECT.summary}</p>
            <p className="m-connect__actions">
              <a className="btn btn--light" href={root.config.submitFormUrl}>
                {MOBILE_CONNECT.primary}
              </a>
              <a className="btn m-connect__tel" href={telHref(root.config.hotline)}>
                {MOBILE_CONNECT.secondary} {root.config.hotline}
              </a>
            </p>
          </div>
        )}
      </StaticPart>
    </section>
  );
}
