// The phone white-paper page: the papers on offer, each requested through the form page.
import type { PageProps } from '../../shared/app/page-types.ts';
import { PageHead, headFromPage } from '../../shared/components/page-head.tsx';
import { MOBILE_WHITEPAPER as C } from '../../shared/copy/mobile/whitepaper.ts';
import { ConnectBlock } from '../components/connect-block.tsx';
import { MHero } from '../components/m-hero.tsx';

export default function WhitepaperPage({ data, root }: PageProps<'whitepaper'>) {
  return (
    <main id="main" className="page m-whitepaper">
      <PageHead {...headFromPage(data.page, { title: C.title })} />
      <MHero title={data.page?.seo_h1 || C.title} summary={C.summary} bg="/media/art/hero-whitepaper.svg" />
      <section className="m-section" aria-label={C.title}>
        <ul className="container m-papers">
          {C.papers.map((p) => (
            <li key={p.title} className="m-papers__item">
              <img src={`/media/art/card-${p.card}.svg`} alt="" width="520" height="288" loading="lazy" />
              <div className="m-papers__body">
                <h2>{p.title}</h2>
                <p>{p.summary}</p>
                <p className="m-papers__foot">
                  <span>{C.pagesLabel(p.pages)}</span>
                  <a className="btn btn--primary btn--small" href={root.config.submitFormUrl}>
                    {C.action}
                  </a>
                </p>
              </div>
            </li>
          ))}
        </ul>
      </section>
      <ConnectBlock root={root} />
    </main>
  );
}
