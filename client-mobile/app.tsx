// The phone app's frame: header with the toggle menu, the page, footer and the bottom bar.
// Pages navigate with full page loads of server-rendered pages; only what is interactive runs.
// So the head the server wrote (title, description, canonical, Open Graph) stays right: the
// browser bundle leaves it to the server and only hydrates the JSON-LD blocks it finds.
import type { ComponentType } from 'react';
import type { PageProps } from '../shared/app/page-types.ts';
import type { PageError } from '../shared/app/payload.ts';
import { useOnline } from '../shared/app/connection.ts';
import { useSiteData } from '../shared/app/site-data.tsx';
import { ErrorView } from '../shared/components/error-view.tsx';
import { SeoTags, StructuredData } from '../shared/components/seo-tags.tsx';
import { chromeCopy } from '../shared/copy/chrome.ts';
import { otherLanguageHref } from '../shared/seo/structured-data.ts';
import type { PageRouteId, RootData } from '../shared/routes/route-table.ts';
import { MobileHeader } from './components/mobile-header.tsx';
import { MobileFooter } from './components/mobile-footer.tsx';
import { BottomBar } from './components/bottom-bar.tsx';
import { StaticPart } from './components/static-part.tsx';

export interface MobileAppProps {
  routeId: PageRouteId;
  root: RootData | null;
  data: unknown;
  error: PageError | null;
  Page: ComponentType<PageProps> | null;
  /** The page's address, for its canonical and language links. */
  location: { pathname: string; search: string };
  /** In the browser: the JSON-LD blocks the server rendered (structuredDataIn). */
  structuredData?: readonly string[];
}

export function MobileApp({ routeId, root, data, error, Page, location, structuredData = [] }: MobileAppProps) {
  const { lang } = useSiteData();
  const online = useOnline();
  return (
    <>
      {online ? null : (
        <p className="offline-banner" role="status">
          {chromeCopy(lang).offline}
        </p>
      )}
      {root && !error ? (
        // build/build.ts defines process.env.BUNDLE: SeoTags is not in the phone's bundle.
        process.env.BUNDLE === 'mobile' ? (
          <StructuredData blocks={structuredData} />
        ) : (
          <SeoTags
            routeId={routeId}
            pathname={location.pathname}
            search={location.search}
            data={data}
            config={root.config}
          />
        )
      ) : null}
      {root ? (
        <MobileHeader
          root={root}
          enHref={error ? '/en' : otherLanguageHref(routeId, { pathname: location.pathname, data }, 'en')}
        />
      ) : null}
      {error || !Page || !root ? (
        <main id="main" className="page page--error">
          {/* Nothing in it to hydrate (the phone navigates with full page loads). */}
          <StaticPart k="error">
            {process.env.BUNDLE !== 'mobile' && <ErrorView status={error?.status ?? 500} message={error?.message} />}
          </StaticPart>
        </main>
      ) : (
        <Page routeId={routeId} data={data as never} root={root} />
      )}
      {root ? (
        // The footer has nothing to hydrate: a static part, without its code in the bundle.
        <StaticPart k="footer">{process.env.BUNDLE !== 'mobile' && <MobileFooter root={root} />}</StaticPart>
      ) : null}
      {root ? <BottomBar root={root} /> : null}
    </>
  );
}
