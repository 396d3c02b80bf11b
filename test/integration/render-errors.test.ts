// A component that throws while the page renders (not a loader: its data arrived) renders the
// page once more with the error at the nearest error boundary, as react-router's server runtime
// does, and only when that throws too does the visitor get the static fallback page. The pages'
// data is broken on its way to the renderer (the site's renderer seam) so that real components
// throw: the news list without its items (the page's own component), the menus (the desktop's root
// layout, the phone's header), the document's asset list (the document around everything).
import path from 'node:path';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { renderDocument, type RenderJob } from '../../server/pages/render-document.tsx';
import { RenderPool } from '../../server/pages/render-pool.ts';
import { serializePayload } from '../../server/pages/serialize-payload.ts';
import type { Payload } from '../../shared/app/payload.ts';
import type { Renderer } from '../../server/pages/render-pool.ts';
import { buildSite } from '../helpers/site.ts';

/** The built render threads' entry (render threads run built code, as in production). */
const RENDER_WORKER = path.resolve(import.meta.dirname, '../../dist/server/render-worker.js');

const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

type Data = Record<string, Record<string, unknown>>;

/** The route errors of the hydration data a page carries. */
const errorsOf = (html: string): unknown =>
  JSON.parse(/<script type="application\/json" id="site-data">([\s\S]*?)<\/script>/.exec(html)![1]!).errors;

/** What each address's data loses before it renders. */
const BREAKS: Record<string, (payload: { loaderData: Data; assets: unknown }) => void> = {
  '/news': (p) => {
    p.loaderData.news!.items = null;
  },
  '/cases': (p) => {
    p.loaderData.root!.menus = null;
  },
  '/about': (p) => {
    p.assets = null;
  },
};

/** The job with its address's data broken (every render of it, the second one too). Its root
 *  content is no longer what its chrome key names, so nothing of its chrome comes from the
 *  markup cache. */
function broken(job: RenderJob): RenderJob {
  const edit = BREAKS[job.url];
  if (!edit) return job;
  const payload = JSON.parse(job.payloadJson) as Payload;
  edit(payload as unknown as Parameters<typeof edit>[0]);
  return { ...job, payloadJson: serializePayload(payload), chromeKey: '' };
}

const renders: string[] = [];
const lines: { msg: string; boundary?: string; req?: { id?: string; method?: string; url?: string } }[] = [];
const logger = pino({ level: 'error' }, { write: (line: string) => lines.push(JSON.parse(line)) });
const mainThread: Renderer = (job) => {
  renders.push(job.url);
  // A render thread that is gone: not a component's throw, so not tried again.
  if (job.url === '/whitepaper') return Promise.reject(new Error('render thread exited with code 1'));
  return renderDocument(broken(job));
};
const pool = new RenderPool(RENDER_WORKER, 1, pino({ level: 'silent' }));
const site = buildSite({}, { logger, deps: { renderer: mainThread } });
const threaded = buildSite({}, { deps: { renderer: (job, signal) => pool.render(broken(job), signal) } });
afterAll(async () => {
  site.dispose();
  threaded.dispose();
  await pool.close();
});

const get = (s: ReturnType<typeof buildSite>, path: string, ua = DESKTOP) =>
  request(s.listener).get(path).set('Host', 'localhost').set('User-Agent', ua);

describe.each([
  ['on the main thread', site],
  ['on a render thread', threaded],
])('a render that throws, %s', (_name, s) => {
  it("renders a desktop page again with the error at the page's own boundary, in its frame", async () => {
    const res = await get(s, '/news');
    expect(res.status).toBe(500);
    // The page's headers (not the fallback's no-store), and nothing kept.
    expect(res.headers['cache-control']).toBe('no-cache, no-transform');
    expect(res.text).toContain('<main class="page page--error" id="main">');
    expect(res.text).toContain('class="error-view"');
    // The frame around the page's boundary rendered: the header's menus.
    expect(res.text).toContain('nav-panel__link');
    expect(res.text).not.toContain('页面暂时无法显示');
    // The browser hydrates the same error.
    expect(errorsOf(res.text)).toEqual({
      news: { status: 500, statusText: 'Internal Server Error', data: 'Error' },
    });
    expect((await get(s, '/news')).status).toBe(500);
  });

  it("renders at the root's boundary when the root layout throws", async () => {
    const res = await get(s, '/cases');
    expect(res.status).toBe(500);
    expect(res.text).toContain('class="error-view"');
    expect(res.text).not.toContain('nav-panel__link');
    expect(errorsOf(res.text)).toEqual({
      root: { status: 500, statusText: 'Internal Server Error', data: 'Error' },
    });
  });

  it("renders a phone page again with the error in the page's place", async () => {
    const res = await get(s, '/news', IPHONE);
    expect(res.status).toBe(500);
    expect(res.headers['x-device-class']).toBe('mobile');
    expect(res.text).toContain('page--error');
    expect(res.text).not.toContain('页面暂时无法显示');
    expect(errorsOf(res.text)).toEqual({
      news: { status: 500, statusText: 'Internal Server Error', data: 'Error' },
    });
  });

  it('sends the static fallback page when the page throws at its boundary too', async () => {
    for (const [path, ua] of [
      ['/about', DESKTOP],
      ['/cases', IPHONE],
    ]) {
      const res = await get(s, path!, ua);
      expect(res.status, path).toBe(500);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.text).toContain('页面暂时无法显示');
    }
  });
});

describe('what is logged and tried', () => {
  it('logs the throw with its boundary, and tries a render that failed otherwise only once', async () => {
    lines.length = 0;
    renders.length = 0;
    await get(site, '/news');
    expect(lines.map((l) => [l.msg, l.boundary])).toEqual([['render failed: rendering the error boundary', 'news']]);
    expect(renders).toEqual(['/news', '/news']);

    lines.length = 0;
    renders.length = 0;
    const res = await get(site, '/whitepaper');
    expect(res.status).toBe(500);
    expect(res.text).toContain('页面暂时无法显示');
    expect(renders).toEqual(['/whitepaper']);
    expect(lines.map((l) => l.msg)).toEqual(['render failed']);
  });

  it('logs with the request id a trusted proxy sent, or the one the answer carries', async () => {
    lines.length = 0;
    // supertest connects from 127.0.0.1, which the default TRUST_PROXY trusts, as nginx would.
    const proxied = await get(site, '/news').set('X-Request-Id', 'nginx-5e1d2c');
    expect(proxied.headers['x-request-id']).toBe('nginx-5e1d2c');
    expect(lines.map((l) => [l.msg, l.req])).toEqual([
      ['render failed: rendering the error boundary', { id: 'nginx-5e1d2c', method: 'GET', url: '/news' }],
    ]);

    lines.length = 0;
    const own = await get(site, '/whitepaper?from=ad');
    expect(own.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines.map((l) => [l.msg, l.req])).toEqual([
      ['render failed', { id: own.headers['x-request-id'], method: 'GET', url: '/whitepaper?from=ad' }],
    ]);
  });
});
