// The desktop app's routes: the shared route table with this app's components attached. Pages
// load lazily (one chunk each); the root layout and the error view are in the entry chunk.
import type { RouteObject } from 'react-router';
import { useLoaderData, useRouteLoaderData } from 'react-router';
import { withChunkReload } from '../shared/app/chunk-reload.ts';
import type { PageComponent } from '../shared/app/page-types.ts';
import { createRouteObjects, ROOT_ID, type PageRouteId, type RootData, type RouteId } from '../shared/routes/route-table.ts';
import { desktopPages } from './pages.ts';
import { RootLayout } from './components/root-layout.tsx';
import { RootError, RouteError } from './components/route-error.tsx';

function adapt<Id extends PageRouteId>(routeId: Id, Page: PageComponent<Id>) {
  return function RoutePage() {
    const data = useLoaderData() as never;
    const root = useRouteLoaderData(ROOT_ID) as RootData;
    return <Page routeId={routeId} data={data} root={root} />;
  };
}

function extend(id: RouteId | typeof ROOT_ID): Partial<RouteObject> {
  if (id === ROOT_ID) return { Component: RootLayout, ErrorBoundary: RootError };
  if (id === 'fallback') return {};
  const pageId = id as PageRouteId;
  return {
    ErrorBoundary: RouteError,
    lazy: async () => {
      const load = withChunkReload(desktopPages[pageId] as () => Promise<{ default: PageComponent<PageRouteId> }>);
      return { Component: adapt(pageId, (await load()).default) };
    },
  };
}

export const desktopRoutes: RouteObject[] = createRouteObjects(extend);
