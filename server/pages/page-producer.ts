// Making a page: run the route's loaders (so the status is known before the first byte), then
// render the device's app (render-document.tsx) in this thread or in a render thread, in one
// piece. It needs the request's context and address alone; the page service (page-service.ts)
// decides when to make a page and what to send.
import { randomInt } from 'node:crypto';
import type { Logger } from 'pino';
import { createStaticHandler, RouterContextProvider, type StaticHandlerContext } from 'react-router';
import type { Payload, ThirdParty } from '../../shared/app/payload.ts';
import type { PostedForm } from '../../shared/forms/posted-form.ts';
import type { Config } from '../config.ts';
import { chromeKeyOf } from './chrome-key.ts';
import { serializePayload } from './serialize-payload.ts';
import {
  createRouteObjects,
  pageUrl,
  ROOT_ID,
  type PageRouteId,
  type RootData,
} from '../../shared/routes/route-table.ts';
import { apiContext, siteContext, type SiteInfo } from '../../shared/routes/router-context.ts';
import { robotsContext } from '../../shared/routes/route-middleware.ts';
import type { ContentSources } from '../content/content-sources.ts';
import type { RequestContext } from '../request-context.ts';
import { assetsFor, type Manifest } from './manifest.ts';
import { routeErrorOf, serializeRouteErrors } from '../../shared/app/route-error.ts';
import { withContentRecord, type ContentRecord } from '../content/content-deps.ts';
import { BAD_REQUEST_PATH, SORRY_PATH } from '../../shared/routes/route-errors.ts';
import type { RenderJob } from './render-document.tsx';
import { RenderError } from './render-error.ts';
import type { Renderer } from './render-pool.ts';
import { loadersTime, renderTime } from '../metrics/metrics.ts';
import { TIMED_OUT, within } from '../concurrency/within.ts';

export interface RendererDeps {
  manifest: Manifest;
  sources: ContentSources;
  /** Where documents render: a pool of render threads, or this thread when absent. */
  renderer?: Renderer;
  /** How long a page's loaders may take, retries included, before the visitor gets /sorry. */
  loaderDeadlineMs: number;
  /** The third-party services pages load (config ANALYTICS, CAPTCHA_SCRIPT_URL); the browser
   *  sees exactly these. */
  thirdParty?: Pick<Config, 'analytics' | 'captchaScriptUrl'>;
}

/** What the page data carries of the third-party configuration; undefined when none is set,
 *  so such pages are what they were before there was any. */
function pageThirdParty(config: RendererDeps['thirdParty']): ThirdParty | undefined {
  if (!config) return undefined;
  const { analytics, captchaScriptUrl } = config;
  const thirdParty: ThirdParty = {
    ...(analytics.baidu || analytics.gtm ? { analytics: { ...analytics } } : {}),
    ...(captchaScriptUrl ? { captchaScriptUrl } : {}),
  };
  return Object.keys(thirdParty).length ? thirdParty : undefined;
}

const ERROR_PAGES = new Set<string>([BAD_REQUEST_PATH, SORRY_PATH]);
/** The route table without components, for the loaders: one for both apps, and nothing of either
 *  app's component tree on this thread. */
const loaderHandler = createStaticHandler(createRouteObjects());

function leafRouteId(context: StaticHandlerContext): PageRouteId {
  const leaf = context.matches.at(-1)?.route.id;
  return (leaf && leaf !== ROOT_ID ? leaf : 'home') as PageRouteId;
}

/** How long making a page took, in milliseconds: its loaders, and its render (both renders when
 *  the first threw and the page rendered again at an error boundary). */
export interface PageTiming {
  loadersMs: number;
  renderMs?: number;
}

/** What a request for a page comes to, before anything is sent. */
export type PageOutcome = (
  | { kind: 'redirect'; status: 301 | 302; location: string }
  /** Even the error page could not be made: the static fallback page. */
  | { kind: 'fallback' }
  | { kind: 'page'; routeId: PageRouteId; status: number; body: Buffer; robots: string; deps: Set<string> }
) & { timing?: PageTiming };

/** The address a page renders from, which is also its cache key: path and declared parameters. */
export function renderedUrl(originalUrl: string): string {
  const q = originalUrl.indexOf('?');
  return q === -1 ? originalUrl : pageUrl(originalUrl.slice(0, q), originalUrl.slice(q));
}

export type PageProducer = ReturnType<typeof createPageProducer>;

/** Turns (context, address) into what the page comes to: its loaders, then its render. */
export function createPageProducer(deps: RendererDeps) {
  // Without render threads, pages render here; the component trees load only then.
  const render: Renderer =
    deps.renderer ?? (async (job) => (await import('./render-document.tsx')).renderDocument(job));
  const thirdParty = pageThirdParty(deps.thirdParty);

  /** Runs the loaders and renders the page; undefined when `signal` aborted it. `postedForm`: a
   *  lead form posted to this page that the server refused, shown with the visitor's values. */
  async function producePage(
    ctx: RequestContext,
    url: string,
    log: Logger,
    signal?: AbortSignal,
    postedForm?: PostedForm,
  ): Promise<PageOutcome | undefined> {
    const site: SiteInfo = {
      site: ctx.site,
      hostType: ctx.hostType,
      headingPrefix: ctx.headingPrefix,
      siteBase: ctx.siteBase,
    };
    const routerContext = new RouterContextProvider();
    routerContext.set(apiContext, deps.sources.api(ctx.env));
    routerContext.set(siteContext, site);
    // Only the path and query matter to loaders; the origin is fixed, never the Host header. No
    // signal: the loaders never read it (their content calls have their own timeouts), and a
    // Request that follows a signal keeps weak references for the GC on every page. A visitor
    // who left is noticed when the loaders are done.
    const request = new Request(`http://site.internal${url}`);

    const record: ContentRecord = { deps: new Set(), failures: [] };
    const loadStart = performance.now();
    const result = await within(
      deps.loaderDeadlineMs,
      withContentRecord(record, () => loaderHandler.query(request, { requestContext: routerContext })),
    );
    const timing: PageTiming = { loadersMs: performance.now() - loadStart };
    loadersTime.observe(timing.loadersMs / 1000);
    if (signal?.aborted) return undefined;
    const isErrorPage = ERROR_PAGES.has(url.split('?', 1)[0]!);
    if (result === TIMED_OUT) {
      log.warn(
        { route: url, deadlineMs: deps.loaderDeadlineMs, vendor: record.failures },
        'page failed: content did not arrive in time',
      );
      // An error page that cannot load its chrome in time gets the static page, never a redirect.
      return isErrorPage
        ? { kind: 'fallback', timing }
        : { kind: 'redirect', status: 302, location: SORRY_PATH, timing };
    }
    if (result instanceof globalThis.Response) {
      const location = result.headers.get('Location');
      if (!location || result.status < 300 || result.status >= 400)
        throw new Error(`Unexpected loader response ${result.status}`);
      if (ERROR_PAGES.has(location)) {
        // The vendor's failure is the site's to report: the route, and what the vendor answered.
        log.warn(
          { route: url, to: location, vendor: record.failures },
          'page failed: content source answered with an error',
        );
        // A redirect to an error page never leads to another one.
        if (isErrorPage) return { kind: 'fallback', timing };
      }
      return { kind: 'redirect', status: result.status === 301 ? 301 : 302, location, timing };
    }

    const context = result;
    const routeId = leafRouteId(context);
    const seed = randomInt(2 ** 31);
    const assets = assetsFor(deps.manifest, ctx.device);
    const { pathname, search } = new URL(request.url);
    const payload: Payload = {
      device: ctx.device,
      lang: ctx.lang,
      assets,
      site,
      seed,
      routeId,
      loaderData: context.loaderData,
      errors: serializeRouteErrors(context.errors),
      location: { pathname, search },
    };
    if (thirdParty) payload.thirdParty = thirdParty;
    if (postedForm) payload.postedForm = postedForm;
    const job: RenderJob = {
      url,
      payloadJson: serializePayload(payload),
      chromeKey: chromeKeyOf((context.loaderData[ROOT_ID] ?? null) as RootData | null),
      matches: context.matches.map((m) => ({
        id: m.route.id,
        params: m.params,
        pathname: m.pathname,
        pathnameBase: m.pathnameBase,
      })),
      statusCode: context.statusCode,
    };

    const renderStart = performance.now();
    const rendered = await renderAtBoundary(job, payload, url, log, signal);
    if (rendered === undefined || signal?.aborted) return undefined;
    timing.renderMs = performance.now() - renderStart;
    renderTime.observe(timing.renderMs / 1000);
    if (rendered === 'fallback') return { kind: 'fallback', timing };
    const { html, status } = rendered;
    return {
      kind: 'page',
      routeId,
      status: status ?? context.statusCode,
      body: Buffer.from(html.buffer, html.byteOffset, html.byteLength),
      robots: routerContext.get(robotsContext),
      deps: record.deps,
      timing,
    };
  }

  /**
   * The job's document; when a component throws, the page rendered once more with the error at
   * the nearest error boundary (as react-router's server runtime does; its status a 500, as a
   * loader's thrown error's), and only when that throws too (or the render failed some other way:
   * a render thread gone) 'fallback'. Undefined when `signal` aborted it.
   */
  async function renderAtBoundary(
    job: RenderJob,
    payload: Payload,
    url: string,
    log: Logger,
    signal?: AbortSignal,
  ): Promise<{ html: Uint8Array; status?: number } | 'fallback' | undefined> {
    try {
      return { html: await render(job, signal) };
    } catch (err) {
      if (signal?.aborted) return undefined;
      if (!(err instanceof RenderError)) {
        log.error({ err, route: url }, 'render failed');
        return 'fallback';
      }
      log.error({ err, route: url, boundary: err.boundary }, 'render failed: rendering the error boundary');
      const error = routeErrorOf(err);
      const errors = { [err.boundary]: error };
      const again: RenderJob = {
        ...job,
        payloadJson: serializePayload({ ...payload, errors }),
        statusCode: error.status,
      };
      try {
        return { html: await render(again, signal), status: error.status };
      } catch (err2) {
        if (signal?.aborted) return undefined;
        log.error({ err: err2, route: url, boundary: err.boundary }, 'render failed at the error boundary too');
        return 'fallback';
      }
    }
  }

  return { produce: producePage };
}
