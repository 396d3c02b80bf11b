// The desktop app's routes: the shared route table with this app's components attached. Pages
// load lazily (one chunk each); the root layout and the error views are in the entry chunk.
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { createPath, useLoaderData, useRouteLoaderData, type DataRouter } from 'react-router';
import { loadPageChunk } from '../shared/app/chunk-reload.ts';
import type { PageComponent } from '../shared/app/page-types.ts';
import {
  createRouteObjects,
  ROOT_ID,
  type PageRouteId,
  type RootData,
  type RouteId,
} from '../shared/routes/route-table.ts';
import { desktopPages } from './pages.ts';
import { RootLayout } from './components/root-layout.tsx';
import { chunkFailurePage, RootError, RouteError } from './components/route-error.tsx';

/** A page module's component as a route component (the route's data and the root's as props). */
export function routeComponent(routeId: PageRouteId, Page: PageComponent<PageRouteId>): ComponentType {
  return function RoutePage() {
    const data = useLoaderData() as never;
    const root = useRouteLoaderData(ROOT_ID) as RootData;
    return <Page routeId={routeId} data={data} root={root} />;
  };
}

let router: DataRouter | undefined;

/** Lets a failed page chunk reload the document at the address being navigated to. */
export function followNavigations(r: DataRouter): void {
  router = r;
}

/** Where the running navigation goes (the current address when none runs). */
function navigationTarget(): string {
  const to = router?.state.navigation.location;
  return to ? new URL(createPath(to), window.location.href).href : window.location.href;
}

function extend(id: RouteId | typeof ROOT_ID): Partial<RouteObject> {
  if (id === ROOT_ID) return { Component: RootLayout, ErrorBoundary: RootError };
  if (id === 'fallback') return {};
  const pageId = id as PageRouteId;
  return {
    ErrorBoundary: RouteError,
    // A lazy route that rejects renders nothing at all (react-router leaves it unrendered, error
    // boundary included), so a chunk that cannot load resolves to a page saying why.
    lazy: async () => {
      const chunk = await loadPageChunk(
        desktopPages[pageId] as () => Promise<{ default: PageComponent<PageRouteId> }>,
        navigationTarget,
      );
      return { Component: chunk.ok ? routeComponent(pageId, chunk.module.default) : chunkFailurePage(chunk.failure) };
    },
  };
}

export const desktopRoutes: RouteObject[] = createRouteObjects(extend);
