// The desktop frame around every page: header (Chinese or English), the page, footer, the
// navigation loading bar, the offline notice, scroll restoration, focus and the screen reader's
// announcement after client navigations, and the page views those navigations report to analytics.
import { Outlet, useLoaderData, useLocation, useMatches } from 'react-router';
import { useOnline } from '../../shared/app/connection.ts';
import { usePageViews } from '../../shared/analytics/use-page-views.ts';
import { useSiteData } from '../../shared/app/site-data.tsx';
import { chromeCopy } from '../../shared/copy/chrome.ts';
import type { PageRouteId, RootData, RouteId } from '../../shared/routes/route-table.ts';
import { navIndexOf, routeFacts } from '../../shared/routes/route-facts.ts';
import { SeoTags } from '../../shared/components/seo-tags.tsx';
import { otherLanguageHref } from '../../shared/seo/structured-data.ts';
import { EnHeader } from './en-header.tsx';
import { LoadingBar, LoadingFailureContext, useLoadingBar } from './loading-bar.tsx';
import { useDelegatedNavigation } from './delegated-navigation.tsx';
import { RouteFocus } from './route-focus.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

export function RootLayout() {
  const root = useLoaderData() as RootData;
  const { lang, site } = useSiteData();
  const leaf = useMatches().at(-1);
  const routeId = (leaf?.id ?? 'home') as RouteId;
  const location = useLocation();
  const [loading, reportFailure] = useLoadingBar();
  useDelegatedNavigation(lang);
  usePageViews(location.pathname, location.search);
  const online = useOnline();
  const copy = chromeCopy(lang);
  const navIndex = navIndexOf(routeId, site.hostType, { pathname: location.pathname, menus: root.menus });
  const facts = routeFacts(routeId);
  // The switcher leads to this page in the other language; from an error page, to that home.
  const rendered = leaf !== undefined && leaf.id !== 'root' && leaf.loaderData !== undefined;
  const otherLang = lang === 'en' ? 'zh' : 'en';
  const switchHref = rendered
    ? otherLanguageHref(routeId, { pathname: location.pathname, data: leaf.loaderData }, otherLang)
    : otherLang === 'en'
      ? '/en'
      : '/';
  return (
    <LoadingFailureContext value={reportFailure}>
      {rendered ? (
        <SeoTags
          routeId={routeId as PageRouteId}
          pathname={location.pathname}
          search={location.search}
          data={leaf.loaderData}
          config={root.config}
        />
      ) : null}
      <LoadingBar state={loading} label={copy.loading} />
      {online ? null : (
        <p className="offline-banner" role="status">
          {copy.offline}
        </p>
      )}
      {lang === 'en' ? (
        <EnHeader root={root} navIndex={navIndex} home={facts.home === true} zhHref={switchHref} />
      ) : (
        <SiteHeader
          root={root}
          navIndex={navIndex}
          hideLogin={facts.hideLogin === true}
          fixed={facts.fixedHeader === true}
          home={facts.home === true}
          enHref={switchHref}
        />
      )}
      <Outlet />
      <SiteFooter root={root} lang={lang} />
      <RouteFocus />
    </LoadingFailureContext>
  );
}
