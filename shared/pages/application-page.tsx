// The application market, /application, on both devices (spec 'Application market'): a hero,
// the market's apps (articles of category 6, nine a page) as store tiles and the pager (?page=N
// links).
import { AppLink } from '../app/app-link.tsx';
import type { PageProps } from '../app/page-types.ts';
import { useSiteData } from '../app/site-data.tsx';
import { EmptyList } from '../components/empty-list.tsx';
import { PageHead, headFromPage } from '../components/page-head.tsx';
import { PageHero } from '../components/page-hero.tsx';
import { Pager } from '../components/pager.tsx';
import { AppTile } from './app-tile.tsx';
import { APPLICATION_PAGE as COPY } from '../copy/application.ts';
import { EMPTY_LIST } from '../copy/empty-list.ts';

export function ApplicationPage({ data }: PageProps<'application'>) {
  const { lang } = useSiteData();
  const { list, pageNumber, pageSize } = data;
  return (
    <main id="main" className="page app-market">
      <PageHead {...headFromPage(data.page, { title: COPY.title, description: COPY.summary })} />
      <PageHero title={COPY.title} summary={COPY.summary} />
      <section className="container app-market__body" aria-labelledby="app-market-list">
        <header className="app-market__head">
          <h2 id="app-market-list" className="app-market__title">
            {COPY.listTitle}
          </h2>
          <p className="app-market__count">{COPY.count(list.count)}</p>
        </header>
        {list.results.length ? (
          <div className="app-market__grid">
            {list.results.map((a) => (
              <AppTile key={a.id} article={a} action={COPY.action} />
            ))}
          </div>
        ) : (
          <EmptyList
            firstPage="/application"
            pageNumber={pageNumber}
            back={{ href: '/', label: EMPTY_LIST.home }}
            message={pageNumber > 1 ? undefined : COPY.empty}
          />
        )}
        {list.results.length ? (
          <Pager path="/application" page={pageNumber} total={list.count} pageSize={pageSize} lang={lang} />
        ) : null}
      </section>
      <section className="app-market__partner">
        <div className="container app-market__partner-inner">
          <div>
            <h2 className="app-market__partner-title">{COPY.partner.title}</h2>
            <p className="app-market__partner-summary">{COPY.partner.summary}</p>
          </div>
          <AppLink to="/cooperative" className="btn btn--primary">
            {COPY.partner.button}
          </AppLink>
        </div>
      </section>
    </main>
  );
}
