// The phone app's frame: header with the toggle menu, the page, footer and the bottom bar.
// Pages navigate with full page loads of server-rendered pages. The browser never renders this
// frame: it hydrates the islands in it (the offline notice, the header, the bottom bar) and in
// the page (shared/app/island.tsx), and leaves the rest, head included, as the server wrote it.
import type { ComponentType } from 'react';
import type { PageProps } from '../shared/app/page-types.ts';
import type { PageError } from '../shared/app/payload.ts';
import { Island, IslandMarkers } from '../shared/app/island.tsx';
import { ErrorView } from '../shared/components/error-view.tsx';
import { useSiteData } from '../shared/app/site-data.tsx';
import { SeoTags } from '../shared/components/seo-tags.tsx';
import { chromeCopy } from '../shared/copy/chrome.ts';
import { otherLanguageHref } from '../shared/seo/structured-data.ts';
import type { PageRouteId, RootData } from '../shared/routes/route-table.ts';
import { MobileHeader, headerCopy } from './components/mobile-header.tsx';
import { MobileFooter } from './components/mobile-footer.tsx';
import { BottomBar } from './components/bottom-bar.tsx';
import { StaticPart } from './components/static-part.tsx';
import { OfflineNotice } from './components/offline-notice.tsx';

export interface MobileAppProps {
  routeId: PageRouteId;
  root: RootData | null;
  data: unknown;
  error: PageError | null;
  Page: ComponentType<PageProps> | null;
  /** The page's address, for its canonical and language links. */
  location: { pathname: string; search: string };
}

/** The phone page, as the server renders it (with its islands' markers). */
export function MobileApp({ routeId, root, data, error, Page, location }: MobileAppProps) {
  const { lang } = useSiteData();
  return (
    <IslandMarkers value={true}>
      <Island name="offline" component={OfflineNotice} props={{ message: chromeCopy(lang).offline }} />
      {root && !error ? (
        <SeoTags
          routeId={routeId}
          pathname={location.pathname}
          search={location.search}
          data={data}
          config={root.config}
        />
      ) : null}
      {root ? (
        <Island
          name="header"
          component={MobileHeader}
          props={{
            root,
            enHref: error ? '/en' : otherLanguageHref(routeId, { pathname: location.pathname, data }, 'en'),
            copy: headerCopy(),
          }}
        />
      ) : null}
      {error || !Page || !root ? (
        <main id="main" className="page page--error">
          <StaticPart k="error">
            <ErrorView status={error?.status ?? 500} message={error?.message} />
          </StaticPart>
        </main>
      ) : (
        <Page routeId={routeId} data={data as never} root={root} />
      )}
      {root ? (
        <StaticPart k="footer">
          <MobileFooter root={root} />
        </StaticPart>
      ) : null}
      {root ? <Island name="bottom-bar" component={BottomBar} props={{ root }} /> : null}
    </IslandMarkers>
  );
}
