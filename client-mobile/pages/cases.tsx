// The phone customer-case list (spec 'Customer cases list'): hero, heading, case cards and the
// pager (?page=N reloads the list, 9 a page).
import type { PageProps } from '../../shared/app/page-types.ts';
import { PageHead, headFromPage } from '../../shared/components/page-head.tsx';
import { Pager } from '../../shared/components/pager.tsx';
import { MOBILE_CASES } from '../../shared/copy/mobile-zh.ts';
import { CaseCard } from '../components/case-card.tsx';
import { ConnectBlock } from '../components/connect-block.tsx';
import { MHero } from '../components/m-hero.tsx';
import { MSection } from '../components/m-section.tsx';

export default function CasesPage({ data, root }: PageProps<'cases'>) {
  const { list, pageNumber, pageSize } = data;
  return (
    <main id="main" className="page m-cases">
      <PageHead {...headFromPage(data.page, { title: `${MOBILE_CASES.title} - 得帆云` })} />
      <MHero title={data.page?.seo_h1 || MOBILE_CASES.title} summary={MOBILE_CASES.summary} bg="/media/art/hero-cases.svg" />
      <MSection id="case-list" title={MOBILE_CASES.listTitle}>
        <ul className="m-cards">
          {list.results.map((a, i) => (
            <CaseCard key={a.id} href={a.url} cover={a.cover_image} tags={a.tags.map((t) => t.name)} title={a.title} summary={a.brief} lazy={i > 0} />
          ))}
        </ul>
        <Pager path="/cases" page={pageNumber} total={list.count} pageSize={pageSize} />
      </MSection>
      <ConnectBlock root={root} />
    </main>
  );
}
