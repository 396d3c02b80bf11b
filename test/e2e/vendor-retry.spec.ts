// One retry layer on a client navigation (issue 26): when the vendor answers 500 while the desktop
// app navigates, the site's proxy retries the vendor and the browser does not retry the proxy's
// answer, so one click costs the server's own retries in vendor calls (it was 16: 4 browser
// attempts × 4 server attempts) and reaches /sorry as fast as a direct load would.
// A second site runs here in upstream mode against a fake vendor (a real HTTP server) that passes
// every request on to the suite's own server (embedded content) until the test makes it fail.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { passThrough, startFakeUpstream, type FakeUpstream } from '../helpers/fake-upstream.ts';
import { untilServing } from '../helpers/wait.ts';
import { UPSTREAM_GET_RETRIES } from '../../server/content/got-transport.ts';
import { expect, test, waitForHydration } from './fixtures.ts';

// The suite's server is E2E_PORT; the fake oCPC endpoint E2E_PORT + 1000; this site E2E_PORT + 5.
const SUITE_PORT = Number(process.env.E2E_PORT ?? 4173);
const SITE_PORT = SUITE_PORT + 5;
const SITE = `http://127.0.0.1:${SITE_PORT}`;

let vendor: FakeUpstream;
let site: ChildProcess;
let dataDir: string;
/** Paths (without query) the fake vendor answers 500 on. */
const failing = new Set<string>();

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  vendor = await startFakeUpstream();
  vendor.answer((req) =>
    failing.has(req.url.split('?')[0]!)
      ? { status: 500, json: { detail: 'vendor failure' } }
      : passThrough(`http://127.0.0.1:${SUITE_PORT}`, req),
  );
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'defan-e2e-vendor-'));
  site = spawn(process.execPath, [path.join(process.env.E2E_DIST ?? 'dist', 'server/index.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(SITE_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      API_BASE_LOCAL: vendor.url,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await untilServing(`${SITE}/readyz`);
});

test.afterAll(async () => {
  site?.kill('SIGTERM');
  await vendor?.close();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

test('a vendor 500 during a client navigation costs only the server retries and lands on /sorry', async ({ page }) => {
  await page.goto(`${SITE}/news`);
  await waitForHydration(page);
  const link = page.locator('main a[href^="/news/"]').first();
  const href = (await link.getAttribute('href'))!;
  const articleApi = `/api/v1/articles/${href.split('/').pop()}/`;
  failing.add(articleApi);
  const browserCalls: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === articleApi) browserCalls.push(r.url());
  });
  const before = vendor.requests.length;

  await link.click();
  // Generous: the counts below are what this test checks, not the time (it took 8.5 s before).
  await expect(page).toHaveURL(`${SITE}/sorry`, { timeout: 20_000 });
  await expect(page.locator('main')).toContainText('服务暂时不可用');

  const vendorCalls = vendor.requests.slice(before).filter((r) => r.url.split('?')[0] === articleApi);
  expect(browserCalls).toHaveLength(1);
  expect(vendorCalls).toHaveLength(1 + UPSTREAM_GET_RETRIES);
});
