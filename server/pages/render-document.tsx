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
import { createStaticHandler, createStaticRouter, StaticRouterProvider, UNSAFE_ErrorResponseImpl, type DataStrategyResult } from 'react-router';
import { desktopRoutes } from '../../client-desktop/routes.tsx';
import { MobileApp } from '../../client-mobile/app.tsx';
import { mobilePages } from '../../client-mobile/pages.ts';
import { Document } from '../../shared/app/document.tsx';
import type { DesktopPayload, MobilePayload, Payload } from '../../shared/app/payload.ts';
import type { PageProps } from '../../shared/app/page-types.ts';
import { MarkupCacheContext } from '../../shared/app/cached-markup.tsx';
import { SiteDataContext, type SiteData } from '../../shared/app/site-data.tsx';
import { markupCache } from './markup-cache.tsx';
import { utf8 } from './utf8.ts';

/** Everything a render needs. The page renders from its hydration data, the very JSON the
 *  browser hydrates from, so both renders start from the same input, and the job crosses to a
 *  render thread as one string. */
export interface RenderJob {
  /** The request's path and query. */
  url: string;
  /** The hydration data, serialized for its <script> element (serialize-payload.ts). */
  payloadJson: string;
  /** The root content's identity for the markup cache (chrome-key.ts); '' caches nothing. */
  chromeKey: string;
}

/** The desktop route table's static handler, shared with the page renderer's loaders. */
export const desktopHandler = createStaticHandler(desktopRoutes);

/** The desktop router's context from the loaders' results: matching and lazy route modules run
 *  again here, the loaders do not (their results, or errors, are handed back as they were). */
async function desktopContext(url: string, payload: DesktopPayload) {
  const { loaderData, errors } = payload.hydration;
  const thrown = Object.fromEntries(
    Object.entries(errors ?? {}).map(([id, e]) => [id, new UNSAFE_ErrorResponseImpl(e.status, e.statusText, e.data)]),
  );
  const result = await desktopHandler.query(new Request(`http://site.internal${url}`), {
    dataStrategy: async ({ matches }) => {
      const results: Record<string, DataStrategyResult> = {};
      await Promise.all(
        matches.map(async (m) => {
          const id = m.route.id;
          results[id] = await m.resolve(async () => {
            if (id in thrown) throw thrown[id];
            return loaderData[id];
          });
        }),
      );
      return results;
    },
  });
  if (result instanceof Response) throw new Error(`Unexpected response ${result.status} while rendering`);
  return result;
}

async function appFor(url: string, payload: Payload): Promise<React.ReactNode> {
  if (payload.device === 'desktop') {
    const context = await desktopContext(url, payload);
    return <StaticRouterProvider router={createStaticRouter(desktopHandler.dataRoutes, context)} context={context} hydrate={false} />;
  }
  const { routeId, root, data, error, location } = payload as MobilePayload;
  // The request context sends English routes to the desktop app, so routeId is a phone page.
  const Page = error ? null : ((await mobilePages[routeId as keyof typeof mobilePages]()).default as unknown as ComponentType<PageProps>);
  return <MobileApp routeId={routeId} root={root} data={data} error={error} Page={Page} location={location} />;
}

/** The job's document as UTF-8 bytes (in a buffer of their own, so a thread can transfer them).
 *  Throws when a component throws. */
export async function renderDocument(job: RenderJob): Promise<Uint8Array> {
  const payload = JSON.parse(job.payloadJson) as Payload;
  const app = await appFor(job.url, payload);
  const siteData: SiteData = { lang: payload.lang, device: payload.device, site: payload.site, seed: payload.seed };
  const html = renderToString(
    <Document lang={payload.lang} device={payload.device} assets={payload.assets} payloadJson={job.payloadJson} thirdParty={payload.thirdParty}>
      <SiteDataContext value={siteData}>
        <MarkupCacheContext value={markupCache.forContent(job.chromeKey)}>{app}</MarkupCacheContext>
      </SiteDataContext>
    </Document>,
  );
  return utf8(`<!DOCTYPE html>${html}`);
}
