// The phone complex-scene page (spec 'Complex-scene page'): banner with 'use now', the scenario
// cards (category 8, 9 a page), pager, connect block and the consultation form.
import type { PageProps } from '../../shared/app/page-types.ts';
import { EmptyList } from '../../shared/components/empty-list.tsx';
import { PageHead, headFromPage } from '../../shared/components/page-head.tsx';
import { Pager } from '../../shared/components/pager.tsx';
import { MOBILE_COMPLEX } from '../../shared/copy/mobile/complex-scene.ts';
import { CaseCardList } from '../components/case-card-list.tsx';
import { ConnectBlock } from '../components/connect-block.tsx';
import { ConsultBlock } from '../components/consult-block.tsx';
import { MHero } from '../components/m-hero.tsx';
import { MSection } from '../components/m-section.tsx';
import { StaticPart } from '../components/static-part.tsx';

export default function ComplexScenePage({ data, root }: PageProps<'complex-scene'>) {
  const { list, pageNumber, pageSize } = data;
  return (
    <main id="main" className="page m-complex">
      <StaticPart k="hero">
        {process.env.BUNDLE !== 'mobile' && (
          <>
            <PageHead {...headFromPage(data.page, { title: `${MOBILE_COMPLEX.title} - 得帆云` })} />
            <MHero
              title={data.page?.seo_h1 || MOBILE_COMPLEX.title}
              summary={MOBILE_COMPLEX.summary}
              bg="/media/art/hero-complex-scene.svg"
              buttons={[{ text: MOBILE_COMPLEX.button, link: root.config.submitFormUrl }]}
            />
          </>
        )}
      </StaticPart>
      <MSection id="scene-list" title={MOBILE_COMPLEX.listTitle}>
        {list.results.length ? (
          <>
            <CaseCardList items={list.results} />
            <Pager path="/complex-scene" page={pageNumber} total={list.count} pageSize={pageSize} />
          </>
        ) : (
          <StaticPart k="empty">
            {process.env.BUNDLE !== 'mobile' && (
              <EmptyList firstPage="/complex-scene" pageNumber={pageNumber} back={{ href: '/', label: '返回首页' }} />
            )}
          </StaticPart>
        )}
      </MSection>
      <ConnectBlock root={root} />
      <ConsultBlock root={root} />
    </main>
  );
}
