// The phone customer-case list (spec 'Customer cases list'): hero, heading, case cards and the
// pager (?page=N reloads the list, 9 a page), 暂无数据 with a way back past the last page
// (case-list.tsx), then the page config's cases block (p8) in its 马上咨询 variant and the
// connect block.
import type { PageProps } from '../../shared/app/page-types.ts';
import { CASE_BLOCK_BUTTON, FEATURED_CASES_TITLE } from '../../shared/copy/case-block.ts';
import { MOBILE_CASES_PAGE } from '../../shared/copy/mobile/cases.ts';
import { CaseBlock } from '../components/case-carousel.tsx';
import { CaseList, CaseListHero } from '../components/case-list.tsx';
import { ConnectBlock } from '../components/connect-block.tsx';

export default function CasesPage({ data, root }: PageProps<'cases'>) {
  const featured = data.page?.ext.pageConfig?.p8;
  return (
    <main id="main" className="page m-cases">
      <CaseListHero data={data} copy={MOBILE_CASES_PAGE} bg="/media/art/hero-cases.svg" />
      <CaseList data={data} id="case-list" title={MOBILE_CASES_PAGE.listTitle} path="/cases" />
      <CaseBlock
        id="featured-cases"
        section={featured}
        title={featured?.title || FEATURED_CASES_TITLE}
        subtitle={featured?.summary}
        buttonText={CASE_BLOCK_BUTTON.now}
        formLink={root.config.submitFormUrl}
      />
      <ConnectBlock root={root} />
    </main>
  );
}
