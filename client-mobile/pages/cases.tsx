// The phone customer-case list (spec 'Customer cases list'): hero, heading, case cards and the
// pager (?page=N reloads the list, 9 a page), 暂无数据 with a way back past the last page, then the
// page config's cases block (p8) in its 马上咨询 variant and the connect block.
import type { PageProps } from '../../shared/app/page-types.ts';
import { CASE_BLOCK_BUTTON } from '../../shared/components/case-block.tsx';
import { EmptyList } from '../../shared/components/empty-list.tsx';
import { PageHead, headFromPage } from '../../shared/components/page-head.tsx';
import { CASE_BLOCK_MAX } from '../../shared/constants.ts';
import { Pager } from '../../shared/components/pager.tsx';
import { MOBILE_CASES } from '../../shared/copy/mobile/cases.ts';
import { CaseCardList } from '../components/case-card-list.tsx';
import { CaseCarousel } from '../components/case-carousel.tsx';
import { ConnectBlock } from '../components/connect-block.tsx';
import { MHero } from '../components/m-hero.tsx';
import { MSection } from '../components/m-section.tsx';
import { StaticPart } from '../components/static-part.tsx';

export default function CasesPage({ data, root }: PageProps<'cases'>) {
  const { list, pageNumber, pageSize } = data;
  const featured = data.page?.ext.pageConfig?.p8;
  return (
    <main id="main" className="page m-cases">
      <StaticPart k="hero">
        {process.env.BUNDLE !== 'mobile' && (
          <>
            <PageHead {...headFromPage(data.page, { title: `${MOBILE_CASES.title} - 得帆云` })} />
            <MHero
              title={data.page?.seo_h1 || MOBILE_CASES.title}
              summary={MOBILE_CASES.summary}
              bg="/media/art/hero-cases.svg"
            />
          </>
        )}
      </StaticPart>
      <MSection id="case-list" title={MOBILE_CASES.listTitle}>
        {list.results.length ? (
          <>
            <CaseCardList items={list.results} />
            <Pager path="/cases" page={pageNumber} total={list.count} pageSize={pageSize} />
          </>
        ) : (
          <StaticPart k="empty">
            {process.env.BUNDLE !== 'mobile' && (
              <EmptyList firstPage="/cases" pageNumber={pageNumber} back={{ href: '/', label: '返回首页' }} />
            )}
          </StaticPart>
        )}
      </MSection>
      {featured?.cases?.length ? (
        <MSection id="featured-cases" title={featured.title || '标杆案例'} subtitle={featured.summary} tone="soft">
          <CaseCarousel
            label={featured.title || '标杆案例'}
            cases={featured.cases.slice(0, CASE_BLOCK_MAX)}
            button={{
              text: featured.button?.text || CASE_BLOCK_BUTTON.now,
              link: featured.button?.link || root.config.submitFormUrl,
            }}
          />
        </MSection>
      ) : null}
      <ConnectBlock root={root} />
    </main>
  );
}
