// The configurable product / marketing-automation page in phone form (spec 'Configurable
// product, partner and marketing-automation page'): hero, feature grid, large picture, the
// vertical tabs as an accordion (one open at a time), the case carousel, the connect block and the
// consultation form. The hero, features, picture and connect block are static parts
// (./static-part.tsx).
import type { PageConfig } from '../../shared/api/types.ts';
import type { RootData } from '../../shared/routes/route-table.ts';
import { Accordion } from './accordion.tsx';
import { BigPicture } from './big-picture.tsx';
import { CaseCarousel } from './case-carousel.tsx';
import { Island } from '../../shared/app/island.tsx';
import { ConnectBlock } from './connect-block.tsx';
import { ConsultBlock } from './consult-block.tsx';
import { IconList } from './icon-list.tsx';
import { MHero } from './m-hero.tsx';
import { MSection } from './m-section.tsx';
import { StaticPart } from './static-part.tsx';

export function ConfigTemplate({ config, root, title }: { config: PageConfig; root: RootData; title: string }) {
  const { p1, p2, p3, p4, p5 } = config;
  return (
    <>
      <StaticPart k="config-top">
        {process.env.BUNDLE !== 'mobile' && (
          <>
            <MHero
              title={p1?.title ?? title}
              summary={p1?.subtitle}
              bg={p1?.bg}
              buttons={[p1?.button, p1?.secondaryButton]}
            />
            {p2?.items?.length ? (
              <MSection id="features" title={p2.title} subtitle={p2.summary}>
                <IconList items={p2.items} />
              </MSection>
            ) : null}
            {p3?.pic ? (
              <MSection id="showcase" title={p3.title} subtitle={p3.summary} tone="soft">
                <BigPicture src={p3.pic} alt={p3.title ?? ''} />
              </MSection>
            ) : null}
          </>
        )}
      </StaticPart>
      {p4?.items?.length ? (
        <MSection id="scenes" title={p4.title}>
          <Accordion
            items={p4.items.map((item) => ({
              title: item.title ?? '',
              body: (
                <>
                  {item.summary ? <p>{item.summary}</p> : null}
                  {/* an application window: its words read in the full-size view */}
                  {item.pic ? <BigPicture src={item.pic} alt="" /> : null}
                </>
              ),
            }))}
          />
        </MSection>
      ) : null}
      {p5?.cases?.length ? (
        <MSection id="cases" title={p5.title} tone="soft">
          <Island
            name="case-carousel"
            k="p5-cases"
            component={CaseCarousel}
            props={{ label: p5.title ?? '', cases: p5.cases }}
          />
        </MSection>
      ) : null}
      <ConnectBlock root={root} />
      <ConsultBlock root={root} />
    </>
  );
}
