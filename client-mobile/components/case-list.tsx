// The two halves the phone's paged lists of case cards share (the customer cases and the
// complex-scene pages): the hero with the page's head, and the list section with the cards and
// the pager (?page=N reloads the list, 9 a page), or 暂无数据 with a way back past the last page.
// The hero, the cards and the empty state are static parts (static-part.tsx): the phone's bundle
// carries neither their markup nor their words.
import type { LinkButton } from '../../shared/api/types.ts';
import { EmptyList } from '../../shared/components/empty-list.tsx';
import { PageHead, headFromPage } from '../../shared/components/page-head.tsx';
import { Pager } from '../../shared/components/pager.tsx';
import { EMPTY_LIST } from '../../shared/copy/empty-list.ts';
import type { LoaderData } from '../../shared/routes/route-table.ts';
import { CaseCard, articleCard } from './case-card.tsx';
import { MHero } from './m-hero.tsx';
import { MSection } from './m-section.tsx';
import { StaticPart } from './static-part.tsx';

type CaseListData = LoaderData<'cases' | 'complex-scene'>;

/** The page's head and its hero: the page config's h1 or the copy's title, the copy's summary. */
export function CaseListHero({
  data,
  copy,
  bg,
  buttons,
}: {
  data: CaseListData;
  copy: { title: string; summary: string };
  /** The hero's art. */
  bg: string;
  buttons?: LinkButton[];
}) {
  return (
    <StaticPart k="hero">
      {process.env.BUNDLE !== 'mobile' && (
        <>
          <PageHead {...headFromPage(data.page, { title: copy.title })} />
          <MHero title={data.page?.seo_h1 || copy.title} summary={copy.summary} bg={bg} buttons={buttons} />
        </>
      )}
    </StaticPart>
  );
}

/** The list's section: `path` is the list's own address, for the pager and the way back. */
export function CaseList({ data, id, title, path }: { data: CaseListData; id: string; title: string; path: string }) {
  const { list, pageNumber, pageSize } = data;
  return (
    <MSection id={id} title={title}>
      {list.results.length ? (
        <>
          <StaticPart k="cards">
            {process.env.BUNDLE !== 'mobile' && (
              <ul className="m-cards">
                {list.results.map((a, i) => (
                  <CaseCard key={a.id} {...articleCard(a)} summary={a.brief} lazy={i > 0} />
                ))}
              </ul>
            )}
          </StaticPart>
          <Pager path={path} page={pageNumber} total={list.count} pageSize={pageSize} />
        </>
      ) : (
        <StaticPart k="empty">
          {process.env.BUNDLE !== 'mobile' && (
            <EmptyList firstPage={path} pageNumber={pageNumber} back={{ href: '/', label: EMPTY_LIST.home }} />
          )}
        </StaticPart>
      )}
    </MSection>
  );
}
