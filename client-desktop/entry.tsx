// The desktop bundle: hydrate the server-rendered document, then keep navigating on the client
// with the same route table and loaders (calling the site's own /api/v1).
import './styles/desktop.css';
import { startTransition } from 'react';
import { createBrowserRouter, matchRoutes, RouterContextProvider } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { browserApi } from '../shared/api/browser-api.ts';
import { Document } from '../shared/app/document.tsx';
import { readPayload } from '../shared/app/payload.ts';
import { routeErrorResponses } from '../shared/app/router-internals.ts';
import { captureAdClickId } from '../shared/forms/ad-click.ts';
import { flushLeadOutbox } from '../shared/forms/lead-outbox.ts';
import { apiContext, siteContext } from '../shared/routes/router-context.ts';
import { loadPageChunk } from '../shared/app/chunk-reload.ts';
import type { PageComponent } from '../shared/app/page-types.ts';
import type { PageRouteId } from '../shared/routes/route-table.ts';
import { desktopPages } from './pages.ts';
import { desktopRoutes, followNavigations, routeComponent } from './routes.tsx';

// A landing from a Baidu ad carries bd_vid: keep it for the conversion a lead may bring.
try {
  captureAdClickId(location.href, localStorage, Date.now());
} catch {
  // Storage can be unavailable (private mode, disabled cookies): no conversion then.
}

const { payload, json } = readPayload(document);
const api = browserApi();

// The current page's module must be in place before hydrating, or the first render would differ
// from the server's. When it cannot load (and the chunk guard allows no reload), the server's
// page stays as it is, readable and with working links, just not hydrated.
// React's renderer (shared/app/renderer.ts) is a chunk of its own too, fetched beside the page's
// and guarded the same way: evaluated with the rest of the entry it made one task of 120-240 ms
// on a slow phone (Lighthouse mobile, docs/performance.md); now entry, renderer and page each
// run in a task of their own.
const matches = matchRoutes(desktopRoutes, window.location) ?? [];
const [renderer, ...loaded] = await Promise.all([
  loadPageChunk(
    () => import('../shared/app/renderer.ts'),
    () => location.href,
  ),
  ...matches.map(async ({ route }) => {
    const id = route.id as PageRouteId;
    if (typeof route.lazy !== 'function') return true;
    const chunk = await loadPageChunk(
      desktopPages[id] as () => Promise<{ default: PageComponent<PageRouteId> }>,
      () => location.href,
    );
    if (!chunk.ok) return false;
    route.Component = routeComponent(id, chunk.module.default);
    delete route.lazy;
    return true;
  }),
]);

if (renderer.ok && loaded.every(Boolean)) {
  const { hydrateRoot } = renderer.module;
  const router = createBrowserRouter(desktopRoutes, {
    hydrationData: { loaderData: payload.loaderData, errors: routeErrorResponses(payload.errors) },
    getContext: () => {
      const context = new RouterContextProvider();
      context.set(apiContext, api);
      context.set(siteContext, payload.site);
      return context;
    },
  });

  followNavigations(router);

  // A transition, as on the phone (client-mobile/entry.tsx): hydration yields to the browser.
  startTransition(() => {
    hydrateRoot(
      document,
      <Document payload={payload} payloadJson={json}>
        <RouterProvider router={router} />
      </Document>,
    );
  });
}

// A lead an earlier page could not deliver goes out now, on whichever page the visitor opened.
flushLeadOutbox();
