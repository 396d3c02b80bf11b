// Analytics in a real browser (issue 18), on both devices. A second instance of the built server
// (one cluster worker, test/helpers/cluster.ts) runs with ANALYTICS set; small fake provider
// scripts stand in for hm.js and gtm.js (there is no internet here) and report what the page
// queued to beacon endpoints the test listens to. The scripts must come after the page has
// loaded, under the site's CSP without a violation, and a lead must reach both providers, even
// one sent while hm.js was still on its way. On desktop a client-side navigation is one Baidu
// page view (the first page none: hm.js counts that itself). Without ANALYTICS (the suite's own
// server) nothing leaves the site's origin.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page, Route } from '@playwright/test';
import { startCluster, type Cluster } from '../helpers/cluster.ts';
import { expect, test, waitForHydration } from './fixtures.ts';

const BAIDU = '0123456789abcdef0123456789abcdef';
const GTM = 'GTM-E2E18A';
const GIF = Buffer.from('R0lGODlhAQABAAAAACwAAAAAAQABAAA=', 'base64');
const SUCCESS = '提交成功，得帆的工作人员会尽快联系您';
const LEAD = {
  client_name: '周明',
  corp_name: '云岭数据',
  phone: '13800001818',
  corp_email: 'zhouming@yunling.example.cn',
  demand: '统计埋点验证',
};

// What the providers' scripts do with their queue, reduced to reporting it: each takes what was
// queued before it arrived, then takes push over, and sends every entry to its collection
// endpoint (an image on hm.baidu.com, a beacon to Google Analytics), as the real ones do.
const FAKE_HM_JS = `(function () {
  var state = { readyState: document.readyState, hydrated: document.documentElement.dataset.hydrated, received: [] };
  window.__fakeHm = state;
  function take(entry) { state.received.push(entry); new Image().src = 'https://hm.baidu.com/hm.gif?e=' + encodeURIComponent(JSON.stringify(entry)); }
  var queued = window._hmt || [];
  for (var i = 0; i < queued.length; i++) take(queued[i]);
  window._hmt = { push: function () { for (var i = 0; i < arguments.length; i++) take(arguments[i]); } };
})();`;
const FAKE_GTM_JS = `(function () {
  var state = { readyState: document.readyState, hydrated: document.documentElement.dataset.hydrated, received: [] };
  window.__fakeGtm = state;
  var layer = window.dataLayer;
  function take(message) { state.received.push(message); fetch('https://region1.google-analytics.com/g/collect?m=' + encodeURIComponent(JSON.stringify(message)), { method: 'POST', mode: 'no-cors', keepalive: true }); }
  for (var i = 0; i < layer.length; i++) take(layer[i]);
  var push = layer.push;
  layer.push = function () { for (var i = 0; i < arguments.length; i++) take(arguments[i]); return push.apply(layer, arguments); };
})();`;

let server: Cluster | undefined;
let analyticsSite = '';
let dataDir = '';

test.beforeAll(async () => {
  test.setTimeout(60_000);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'defan-e2e-analytics-'));
  server = await startCluster(
    {
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      LEAD_RATE_LIMIT: '1000',
      RENDER_THREADS: '1',
      ANALYTICS: `baidu:${BAIDU},gtm:${GTM}`,
    },
    1,
  );
  analyticsSite = `http://127.0.0.1:${server.port}`;
});

test.afterAll(async () => {
  if (server && server.primary.exitCode === null) {
    const exited = new Promise((r) => server!.primary.once('exit', r));
    server.stop();
    await exited;
  }
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

/** CSP violations the page reports (the console message alone could be missed). */
async function recordCspViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = ((window as unknown as { __csp: string[] }).__csp = []);
    addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
}

async function sendLead(page: Page): Promise<void> {
  const form = page.locator('form', { has: page.locator('.lead-form__submit') }).first();
  for (const [name, value] of Object.entries(LEAD)) await form.locator(`[name="${name}"]`).fill(value);
  await form.locator('.lead-form__submit').click();
  await expect(form.locator('.lead-form__message--success')).toHaveText(SUCCESS);
}

test('with ANALYTICS the providers load after the page, under the CSP, and a lead reaches both', async ({
  page,
  problems,
}) => {
  await recordCspViolations(page);
  const beacons = { baidu: [] as unknown[], google: [] as unknown[] };
  const scripts: string[] = [];
  // hm.js is held back until the lead has been sent: the event must wait in _hmt meanwhile.
  let releaseHm!: () => void;
  const hmHeld = new Promise<void>((r) => (releaseHm = r));
  await page.route('https://hm.baidu.com/**', async (route: Route) => {
    const url = new URL(route.request().url());
    if (url.pathname === '/hm.js') {
      scripts.push(url.href);
      await hmHeld;
      return route.fulfill({ contentType: 'application/javascript', body: FAKE_HM_JS });
    }
    beacons.baidu.push(JSON.parse(url.searchParams.get('e')!));
    return route.fulfill({ contentType: 'image/gif', body: GIF });
  });
  await page.route('https://www.googletagmanager.com/**', (route) => {
    scripts.push(route.request().url());
    return route.fulfill({ contentType: 'application/javascript', body: FAKE_GTM_JS });
  });
  await page.route('https://*.google-analytics.com/**', (route) => {
    beacons.google.push(JSON.parse(new URL(route.request().url()).searchParams.get('m')!));
    return route.fulfill({ status: 204 });
  });

  // An image the test holds back keeps the load event from firing until the test has seen the
  // page hydrate, however long hydration takes: tags started at hydration instead of load would
  // be requested while it is held (React skips the stray element).
  let releaseImage!: () => void;
  const imageHeld = new Promise<void>((r) => (releaseImage = r));
  let imageReleased = false;
  const requestedWhileHeld: string[] = [];
  page.on('request', (request) => {
    if (!imageReleased && /^https:\/\/(hm\.baidu|www\.googletagmanager)\.com\//.test(request.url()))
      requestedWhileHeld.push(request.url());
  });
  await page.route(`${analyticsSite}/form`, async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace('</body>', '<img src="/slow-image.gif" alt=""/></body>');
    await route.fulfill({ response, body });
  });
  await page.route(`${analyticsSite}/slow-image.gif`, async (route) => {
    await imageHeld;
    await route.fulfill({ contentType: 'image/gif', body: GIF }).catch(() => undefined);
  });

  await page.goto(`${analyticsSite}/form`, { waitUntil: 'domcontentloaded' });
  await waitForHydration(page);
  expect(await page.evaluate(() => document.readyState), 'hydrated while the image holds the load event').not.toBe(
    'complete',
  );
  expect(scripts, 'no tag before the load event').toEqual([]);
  imageReleased = true;
  releaseImage();
  await page.waitForFunction(() => document.readyState === 'complete');
  await expect
    .poll(() => scripts.sort())
    .toEqual([`https://hm.baidu.com/hm.js?${BAIDU}`, `https://www.googletagmanager.com/gtm.js?id=${GTM}`]);
  // Requested by our bundle after the load event, and run on a loaded, hydrated page.
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __fakeGtm?: object }).__fakeGtm))
    .toMatchObject({ readyState: 'complete', hydrated: 'true' });
  const timing = await page.evaluate(() => ({
    loadEnd: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
    requested: performance
      .getEntriesByType('resource')
      .filter((e) => /^https:\/\/(hm\.baidu|www\.googletagmanager)\.com\//.test(e.name))
      .map((e) => e.startTime),
  }));
  expect(timing.requested.length).toBeGreaterThanOrEqual(1);
  for (const start of timing.requested) expect(start).toBeGreaterThanOrEqual(timing.loadEnd);
  expect(requestedWhileHeld, 'no tag requested while the image held the load event').toEqual([]);
  await expect.poll(() => beacons.google).toEqual([{ 'gtm.start': expect.any(Number), event: 'gtm.js' }]);

  await sendLead(page);
  const lead = await page.evaluate(() => (window as unknown as { _hmt: unknown[] })._hmt);
  expect(lead, 'queued in _hmt while hm.js was on its way').toEqual([
    ['_trackEvent', 'lead_submitted', expect.any(String), '/form'],
  ]);
  expect(beacons.baidu).toEqual([]);
  releaseHm();

  const form = (lead[0] as string[])[2];
  await expect.poll(() => beacons.baidu).toEqual([['_trackEvent', 'lead_submitted', form, '/form']]);
  await expect
    .poll(() => beacons.google)
    .toEqual([
      { 'gtm.start': expect.any(Number), event: 'gtm.js' },
      { event: 'lead_submitted', form },
    ]);
  expect(await page.evaluate(() => (window as unknown as { __fakeHm: object }).__fakeHm)).toMatchObject({
    readyState: 'complete',
    hydrated: 'true',
  });
  expect(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)).toEqual([]);
  expect(problems.messages).toEqual([]);
});

test('with ANALYTICS a client-side navigation is one Baidu page view, the first page none', async ({
  page,
  problems,
}, info) => {
  test.skip(info.project.name === 'phone', 'the phone app has no client-side navigation: its links load documents');
  await recordCspViolations(page);
  const beacons = { baidu: [] as unknown[], google: [] as unknown[] };
  await page.route('https://hm.baidu.com/**', (route: Route) => {
    const url = new URL(route.request().url());
    if (url.pathname === '/hm.js') return route.fulfill({ contentType: 'application/javascript', body: FAKE_HM_JS });
    beacons.baidu.push(JSON.parse(url.searchParams.get('e')!));
    return route.fulfill({ contentType: 'image/gif', body: GIF });
  });
  await page.route('https://www.googletagmanager.com/**', (route) =>
    route.fulfill({ contentType: 'application/javascript', body: FAKE_GTM_JS }),
  );
  await page.route('https://*.google-analytics.com/**', (route) => {
    beacons.google.push(JSON.parse(new URL(route.request().url()).searchParams.get('m')!));
    return route.fulfill({ status: 204 });
  });

  await page.goto(`${analyticsSite}/news`);
  await waitForHydration(page);
  // hm.js has run on the first page (which it counts itself: nothing queued for it).
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __fakeHm?: { received: unknown[] } }).__fakeHm?.received))
    .toEqual([]);
  await page.evaluate(() => ((window as unknown as { __firstDocument: boolean }).__firstDocument = true));

  await page.locator('.site-header a.main-nav__link[href="/cases"]').click();
  await expect(page).toHaveURL(/\/cases$/);
  await expect.poll(() => beacons.baidu).toEqual([['_trackPageview', '/cases']]);
  // Back to the first page, a client-side navigation too: its page view comes after the one for
  // /cases, so by then a second one for /cases would have arrived.
  await page.goBack();
  await expect(page).toHaveURL(/\/news$/);
  await expect
    .poll(() => beacons.baidu)
    .toEqual([
      ['_trackPageview', '/cases'],
      ['_trackPageview', '/news'],
    ]);
  expect(
    await page.evaluate(() => (window as unknown as { __firstDocument?: boolean }).__firstDocument),
    'the same document throughout',
  ).toBe(true);
  // Tag Manager is left to see the history changes itself: nothing but its start event is pushed.
  expect(beacons.google).toEqual([{ 'gtm.start': expect.any(Number), event: 'gtm.js' }]);
  expect(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)).toEqual([]);
  expect(problems.messages).toEqual([]);
});

test('without ANALYTICS no request leaves the site, a lead included', async ({ page, baseURL, problems }) => {
  await recordCspViolations(page);
  const elsewhere: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol !== 'data:' && url.origin !== new URL(baseURL!).origin) elsewhere.push(url.href);
  });
  await page.goto('/form');
  await waitForHydration(page);
  // Past load and idle, when the tags would have come.
  await page.waitForFunction(() => document.readyState === 'complete');
  await page.waitForTimeout(1000);
  await sendLead(page);
  await page.waitForTimeout(300);
  expect(elsewhere).toEqual([]);
  expect(
    await page.evaluate(() => [
      typeof (window as { _hmt?: unknown })._hmt,
      typeof (window as { dataLayer?: unknown }).dataLayer,
    ]),
  ).toEqual(['undefined', 'undefined']);
  expect(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)).toEqual([]);
  expect(problems.messages).toEqual([]);
});
