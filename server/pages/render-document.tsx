// Renders one page's document from what its loaders returned, in one piece. It needs nothing but
// the job, so it runs the same way in the request's thread and in a render thread
// (render-pool.ts), which is how one server process renders on every core.
//
// Why renderToString and not renderToPipeableStream: the loaders have finished before the render
// starts and no component suspends, so React's streaming renderer had nothing to stream early:
// its shell was always the whole document, for browsers and crawlers alike. It also encodes each
// of a page's ~10 000 small chunks into bytes on its own, which was about a third of a render.
// renderToString builds one string and the bytes are made once (same document, byte for byte;
// the desktop home page rendered in 2.6 ms instead of 3.9 ms on a render thread). Should a page
// ever suspend (a slow part behind <Suspense>), switch back to the streaming renderer.
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type StaticHandlerContext } from 'react-router';
import type { DataRouteObject } from 'react-router';
import { desktopRoutes } from '../../client-desktop/routes.tsx';
import { MobileApp } from '../../client-mobile/app.tsx';
import { mobilePages } from '../../client-mobile/pages.ts';
import { Document } from '../../shared/app/document.tsx';
import { pageParts, type Payload } from '../../shared/app/payload.ts';
import type { PageProps } from '../../shared/app/page-types.ts';
import { MarkupCacheContext } from '../../shared/app/cached-markup.tsx';
import { deepestRenderedBoundary, staticHandlerContext } from '../../shared/app/router-internals.ts';
import { ROOT_ID } from '../../shared/routes/route-table.ts';
import { markupCache } from './markup-cache.tsx';
import { RenderError } from './render-error.ts';
import { utf8 } from './utf8.ts';

/** Everything a render needs. The page renders from its hydration data, the very JSON the
 *  browser hydrates from, so both renders start from the same input; with it come the matches and
 *  status the loaders ended with, so nothing is matched or loaded again here. */
export interface RenderJob {
  /** The request's path and query. */
  url: string;
  /** The hydration data, serialized for its <script> element (serialize-payload.ts). */
  payloadJson: string;
  /** The root content's identity for the markup cache (chrome-key.ts); '' caches nothing. */
  chromeKey: string;
  /** The routes the address matched, root first, as the loaders saw them. */
  matches: RenderMatch[];
  statusCode: number;
}

export interface RenderMatch {
  id: string;
  params: Record<string, string | undefined>;
  pathname: string;
  pathnameBase: string;
}

/** The desktop app's data routes (ids, components, error boundaries), by route id. */
const desktopRouteTree = createStaticHandler(desktopRoutes).dataRoutes;
const desktopRouteById = new Map<string, DataRouteObject & { lazy?: unknown }>();
(function index(routes: DataRouteObject[]) {
  for (const route of routes) {
    desktopRouteById.set(route.id, route);
    if (route.children) index(route.children);
  }
})(desktopRouteTree);

/** Each page's module, loaded once per thread and then part of its route (as the browser entry
 *  does before it hydrates). */
const pageModules = new Map<string, Promise<void>>();
function withComponent(route: DataRouteObject): Promise<void> {
  const lazy = route.lazy;
  if (typeof lazy !== 'function') return Promise.resolve();
  let loaded = pageModules.get(route.id);
  if (!loaded) {
    loaded = Promise.resolve(lazy()).then((props) => {
      Object.assign(route, props);
      delete route.lazy;
    });
    pageModules.set(route.id, loaded);
  }
  return loaded;
}

/** The desktop router's state from what the loaders ended with. */
async function desktopContext(job: RenderJob, payload: Payload): Promise<StaticHandlerContext> {
  const matches = await Promise.all(
    job.matches.map(async (m) => {
      const route = desktopRouteById.get(m.id);
      if (!route) throw new Error(`No desktop route ${m.id}`);
      await withComponent(route);
      return { params: m.params, pathname: m.pathname, pathnameBase: m.pathnameBase, route };
    }),
  );
  return staticHandlerContext({
    location: payload.location,
    matches,
    loaderData: payload.loaderData,
    errors: payload.errors,
    statusCode: job.statusCode,
  });
}

/** The device's app for the job, and the route whose error boundary is the nearest one rendered
 *  so far (asked after a render threw). */
async function appFor(job: RenderJob, payload: Payload): Promise<{ app: React.ReactNode; boundary: () => string }> {
  if (payload.device === 'desktop') {
    const context = await desktopContext(job, payload);
    return {
      app: (
        <StaticRouterProvider
          router={createStaticRouter(desktopRouteTree, context)}
          context={context}
          hydrate={false}
        />
      ),
      // The root's when none was reached, as react-router's server runtime does.
      boundary: () => deepestRenderedBoundary(context) ?? ROOT_ID,
    };
  }
  const { routeId, location } = payload;
  const { root, data, error } = pageParts(payload);
  // The request context sends English routes to the desktop app, so routeId is a phone page.
  const Page = error
    ? null
    : ((await mobilePages[routeId as keyof typeof mobilePages]()).default as unknown as ComponentType<PageProps>);
  return {
    app: <MobileApp routeId={routeId} root={root} data={data} error={error} Page={Page} location={location} />,
    // The phone app shows any error in place of its page.
    boundary: () => routeId,
  };
}

/** The job's document as UTF-8 bytes (in a buffer of their own, so a thread can transfer them).
 *  A component that throws makes it throw a RenderError that names the error boundary to render
 *  the page at (page-producer.ts does, with a second job). */
export async function renderDocument(job: RenderJob): Promise<Uint8Array> {
  const payload = JSON.parse(job.payloadJson) as Payload;
  const { app, boundary } = await appFor(job, payload);
  let html: string;
  try {
    html = renderToString(
      <Document payload={payload} payloadJson={job.payloadJson}>
        <MarkupCacheContext value={markupCache.forContent(job.chromeKey)}>{app}</MarkupCacheContext>
      </Document>,
    );
  } catch (err) {
    throw new RenderError(boundary(), err);
  }
  return utf8(`<!DOCTYPE html>${html}`);
}
