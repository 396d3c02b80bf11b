// The phone about page (spec 'About'): hero, company profile with analyst recognitions and the
// top-500 client counts, the honours wall (16, swipeable), the 2014–2023 timeline and the
// benchmark customers' logo wall.
import type { PageProps } from '../../shared/app/page-types.ts';
import { PageHead, headFromPage } from '../../shared/components/page-head.tsx';
import { MOBILE_ABOUT as C } from '../../shared/copy/mobile/about.ts';
import { ConnectBlock } from '../components/connect-block.tsx';
import { LogoWall } from '../components/logo-wall.tsx';
import { MHero } from '../components/m-hero.tsx';
import { MSection } from '../components/m-section.tsx';
import { HonoursCarousel } from '../components/honours-carousel.tsx';
import { Island } from '../../shared/app/island.tsx';
import { StaticPart } from '../components/static-part.tsx';

export default function AboutPage({ data, root }: PageProps<'about'> | PageProps<'en-about'>) {
  const { config } = root;
  return (
    <main id="main" className="page m-about">
      <StaticPart k="intro">
        {process.env.BUNDLE !== 'mobile' && (
          <>
            <PageHead {...headFromPage(data.page, { title: C.heroTitle })} />
            <MHero title={data.page?.seo_h1 || C.heroTitle} summary={C.heroSummary} bg="/media/art/hero-about.svg" />
            <MSection id="profile" title={C.profileTitle}>
              {C.profile.map((p) => (
                <p key={p} className="m-lead">
                  {p}
                </p>
              ))}
              <dl className="m-stats">
                {C.facts.map((f) => (
                  <div key={f.label} className="m-stats__item">
                    <dt>{f.label}</dt>
                    <dd>{f.value}</dd>
                  </div>
                ))}
              </dl>
              <h3 className="m-subtitle">{C.recognitionsTitle}</h3>
              <ul className="m-checks">
                {C.recognitions.map((r) => (
                  <li key={r}>{r}</li>
                ))}
              </ul>
            </MSection>
            <MSection id="top500" title={C.top500Title} tone="dark">
              <dl className="m-stats m-stats--dark">
                {C.top500.map((f) => (
                  <div key={f.label} className="m-stats__item">
                    <dt>{f.label}</dt>
                    <dd>
                      {f.value}
                      <small>{C.top500Unit}</small>
                    </dd>
                  </div>
                ))}
              </dl>
            </MSection>
          </>
        )}
      </StaticPart>
      <MSection id="honours" title={C.honoursTitle} tone="soft">
        <Island name="honours" component={HonoursCarousel} props={{ label: C.honoursTitle, honours: data.honours }} />
      </MSection>
      <StaticPart k="timeline">
        {process.env.BUNDLE !== 'mobile' && (
          <MSection id="timeline" title={C.timelineTitle}>
            <ol className="m-timeline">
              {C.timeline.map((t) => (
                <li key={t.year} className="m-timeline__item">
                  <span className="m-timeline__year">{t.year}</span>
                  <p>{t.text}</p>
                </li>
              ))}
            </ol>
          </MSection>
        )}
      </StaticPart>
      <LogoWall id="benchmark-customers" title={C.brandTitle} logos={data.brandWall} />
      <ConnectBlock root={root} />
    </main>
  );
}
