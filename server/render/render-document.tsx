// Renders one page's document from what its loaders returned: React's renderToPipeableStream of
// the device's app, streamed to a sink. It needs nothing but the job, so it runs the same way in
// the request's thread and in a render thread (render-pool.ts), which is how one server process
// renders on every core.
import type { ComponentType } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, UNSAFE_ErrorResponseImpl, type DataStrategyResult } from 'react-router';
import { Writable } from 'node:stream';
import { desktopRoutes } from '../../client-desktop/routes.tsx';
import { MobileApp } from '../../client-mobile/app.tsx';
import { mobilePages } from '../../client-mobile/pages.ts';
import { Document } from '../../shared/app/document.tsx';
import type { DesktopPayload, MobilePayload, Payload } from '../../shared/app/payload.ts';
import type { PageProps } from '../../shared/app/page-types.ts';
import { SiteDataContext, type SiteData } from '../../shared/app/site-data.tsx';

export const RENDER_TIMEOUT_MS = 10_000;

/** Everything a render needs. The page renders from its hydration data, the very JSON the
 *  browser hydrates from, so both renders start from the same input, and the job crosses to a
 *  render thread as one string. */
export interface RenderJob {
  /** The request's path and query. */
  url: string;
  /** Crawlers get the complete document in one piece; browsers get the shell as soon as it is ready. */
  crawler: boolean;
  /** The hydration data, serialized for its <script> element (serialize-payload.ts). */
  payloadJson: string;
}

/** Where a render goes. */
export interface RenderSink {
  /** The document starts (shell or, for crawlers, all of it); `failed`: a component threw. */
  start(failed: boolean): void;
  write(chunk: Uint8Array): void;
  end(): void;
  /** Nothing was sent and nothing will be: the shell failed. */
  fail(err: unknown): void;
  /** A render error React recovered from (logged; the page is a 500). */
  error(err: unknown): void;
}

export interface RenderHandle {
  abort(): void;
}

const desktopHandler = createStaticHandler(desktopRoutes);

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

/** Renders the job into the sink; the handle aborts it (the visitor left). */
export function renderDocument(job: RenderJob, sink: RenderSink): RenderHandle {
  let stream: ReturnType<typeof renderToPipeableStream> | undefined;
  let aborted = false;
  let timer: NodeJS.Timeout | undefined;
  const handle: RenderHandle = {
    abort() {
      aborted = true;
      stream?.abort();
      clearTimeout(timer);
    },
  };
  const payload = JSON.parse(job.payloadJson) as Payload;
  appFor(job.url, payload).then(
    (app) => {
      if (aborted) return;
      const siteData: SiteData = { lang: payload.lang, device: payload.device, site: payload.site, seed: payload.seed };
      const tree = (
        <Document lang={payload.lang} device={payload.device} assets={payload.assets} payloadJson={job.payloadJson}>
          <SiteDataContext value={siteData}>{app}</SiteDataContext>
        </Document>
      );
      let failed = false;
      const start = () => {
        try {
          sink.start(failed);
          stream!.pipe(toSink(sink, () => clearTimeout(timer)));
        } catch (err) {
          // A throw inside React's callbacks would be lost and leave the visitor waiting.
          stream!.abort();
          sink.fail(err);
        }
      };
      stream = renderToPipeableStream(tree, {
        onShellReady() {
          if (!job.crawler) start();
        },
        onAllReady() {
          if (job.crawler) start();
        },
        onShellError(err) {
          clearTimeout(timer);
          sink.fail(err);
        },
        onError(err) {
          failed = true;
          sink.error(err);
        },
      });
      timer = setTimeout(() => stream!.abort(new Error('render timed out')), RENDER_TIMEOUT_MS);
    },
    (err: unknown) => {
      if (!aborted) sink.fail(err);
    },
  );
  return handle;
}

/** React pipes into a Node stream; this one hands what it gets to the sink. */
function toSink(sink: RenderSink, onEnd: () => void): Writable {
  return new Writable({
    highWaterMark: 1 << 20,
    write(chunk: Uint8Array, _enc, done) {
      sink.write(chunk);
      done();
    },
    final(done) {
      onEnd();
      sink.end();
      done();
    },
  });
}
