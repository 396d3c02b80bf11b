// An upgrade and a rollback as ops run them (issue 24): nginx with the shipped config in front of
// pm2 (cluster, two workers) on the rehearsal's vendor CMS, in a copy of this checkout. Release A
// serves desktop and phone clients under steady load; release B (a changed stylesheet and a
// changed script) is released with `npm run release` while A serves; the load goes on through
// the stale window; then `--rollback` goes back to A the same way. Throughout: not one page load
// fails, and every HTML answer, fresh or stale, from nginx or from the site, references only
// assets that answer 200 with their type. Chromium shows pages styled from fresh loads and in a
// tab opened before the switch that navigates after it.
import { execFile, execFileSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { DESKTOP_UA, IPHONE_UA } from '../../playwright.config.ts';
import { copyCheckout } from '../helpers/checkout.ts';
import { freePort } from '../helpers/free-port.ts';
import { makeCertificate, startNginx } from '../helpers/nginx.ts';
import { waitUntil } from '../helpers/wait.ts';
import { stack, waitFor } from './stack.ts';

const s = stack();
// Short page lifetimes, so the stale window (nginx serves the page it has while it asks again)
// fits in the test: a page is fresh 2 s, then stale for 8 s more.
const PAGE_TTL_MS = 2_000;
const PAGE_STALE_MS = 8_000;
const STALE_WINDOW_MS = PAGE_TTL_MS + PAGE_STALE_MS + 2_000;
/** Lets nginx's stale window pass: the time is the scenario (what visitors see after it). */
const letStaleWindowPass = () => new Promise((r) => setTimeout(r, STALE_WINDOW_MS));
const PAGES = ['/', '/news', '/product_apaas', '/cases', '/en', '/en/about'];
const CLIENTS = { desktop: DESKTOP_UA, phone: IPHONE_UA };

interface Site {
  checkout: string;
  /** nginx, https. */
  edgeUrl: string;
  /** The pm2 cluster's port, behind nginx. */
  originUrl: string;
  env: NodeJS.ProcessEnv;
  stop(): Promise<void>;
}

/** Release A built in a copy of the checkout, under pm2 with two workers, behind its own nginx. */
async function startSite(): Promise<Site> {
  const checkout = copyCheckout('defan-upgrade-');
  const [originPort, httpPort, httpsPort] = [await freePort(), await freePort(), await freePort()];
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PM2_HOME: path.join(checkout, '.pm2'),
    NODE_ENV: 'production',
    PORT: String(originPort),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(checkout, 'data'),
    LOG_LEVEL: 'warn',
    API_BASE_LOCAL: s.vendorUrl,
    SITE_BASE_LOCAL: `https://127.0.0.1:${httpsPort}`,
    TRUST_DEVICE_HEADER: 'true',
    PAGE_CACHE_TTL_MS: String(PAGE_TTL_MS),
    PAGE_CACHE_STALE_MS: String(PAGE_STALE_MS),
    UPSTREAM_CACHE_TTL_MS: '1000',
    MEDIA_HOSTS: s.mediaUrl,
    NODE_EXTRA_CA_CERTS: path.join(s.nginxDir, 'cert.pem'),
  };
  const children: ChildProcess[] = [];
  const pm2 = (...args: string[]) =>
    execFileSync(path.join(checkout, 'node_modules/.bin/pm2'), args, { cwd: checkout, env, stdio: 'pipe' });
  const stop = async () => {
    try {
      pm2('kill');
    } catch {
      // not started
    }
    await Promise.all(
      children.map((c) =>
        c.exitCode !== null || c.signalCode !== null
          ? undefined
          : new Promise<void>((resolve) => {
              c.once('exit', () => resolve());
              c.kill('SIGTERM');
            }),
      ),
    );
    if (!process.env.KEEP_PRODUCTION_STACK) fs.rmSync(checkout, { recursive: true, force: true });
  };
  try {
    execFileSync(process.execPath, ['build/build.ts'], { cwd: checkout, env, stdio: 'pipe' });
    pm2('start', 'pm2.config.cjs', '--instances', '2');
    await waitFor(`http://127.0.0.1:${originPort}/readyz`, 'release A under pm2', 60_000);
    const nginxDir = path.join(checkout, '.nginx');
    const { cert, key } = makeCertificate(nginxDir);
    children.push(
      await startNginx({
        dir: nginxDir,
        cert,
        key,
        httpPort,
        httpsPort,
        upstream: `127.0.0.1:${originPort}`,
        siteRoot: checkout,
      }),
    );
  } catch (e) {
    await stop();
    throw e;
  }
  return {
    checkout,
    edgeUrl: `https://127.0.0.1:${httpsPort}`,
    originUrl: `http://127.0.0.1:${originPort}`,
    env,
    stop,
  };
}

/** Release B: a stylesheet and a script that differ from A's. */
function changeSources(checkout: string): void {
  fs.appendFileSync(path.join(checkout, 'shared/styles/tokens.css'), '\n:root {\n  --release-mark: b;\n}\n');
  for (const app of ['client-desktop', 'client-mobile'])
    fs.appendFileSync(path.join(checkout, app, 'entry.tsx'), "\ndocument.documentElement.dataset.release = 'b';\n");
}

const liveRelease = (site: Site) => fs.readlinkSync(path.join(site.checkout, 'dist'));

/** `npm run release` in the checkout, without blocking the load. */
async function release(site: Site, ...args: string[]): Promise<string> {
  const { stdout, stderr } = await promisify(execFile)(
    process.execPath,
    ['build/release/release-command.ts', '--skip-install', ...args],
    { cwd: site.checkout, env: site.env, timeout: 180_000 },
  );
  return stdout + stderr;
}

interface LoadReport {
  pages: number;
  failures: string[];
  /** Distinct stylesheets the HTML answers referenced, with how often. */
  stylesheets: Map<string, number>;
  cacheStates: Map<string, number>;
  assetsChecked: number;
}

/** Desktop and phone clients asking for pages through nginx and directly from the site, checking
 *  every asset each HTML answer references (each distinct one once, from where the page came). */
function startLoad(site: Site, request: APIRequestContext) {
  let running = true;
  const report: LoadReport = {
    pages: 0,
    failures: [],
    stylesheets: new Map(),
    cacheStates: new Map(),
    assetsChecked: 0,
  };
  const checked = new Map<string, Promise<void>>();
  const checkAsset = (base: string, ref: string, from: string) => {
    const key = `${base}${ref}`;
    if (!checked.has(key))
      checked.set(
        key,
        (async () => {
          const headers = base === site.originUrl ? { connection: 'close' } : undefined;
          const r = await request.get(key, { headers, timeout: 15_000 }).catch((e: Error) => e);
          report.assetsChecked++;
          if (r instanceof Error)
            return void report.failures.push(`${ref} (from ${from}): ${r.message.split('\n')[0]}`);
          const type = r.headers()['content-type'] ?? '';
          const want = ref.endsWith('.css') ? /^text\/css/ : ref.endsWith('.js') ? /javascript/ : /./;
          if (r.status() !== 200 || !want.test(type))
            report.failures.push(`${ref} (from ${from}): ${r.status()} ${type}`);
          await r.dispose();
        })(),
      );
    return checked.get(key)!;
  };
  const client = async (n: number) => {
    for (let i = n; running; i++) {
      // Every page for both devices, through nginx two turns in three, else from the site.
      const page = PAGES[i % PAGES.length]!;
      const [name, ua] = Object.entries(CLIENTS)[Math.floor(i / PAGES.length) % 2]!;
      const base = Math.floor(i / (2 * PAGES.length)) % 3 === 2 ? site.originUrl : site.edgeUrl;
      const from = `${name} ${base === site.edgeUrl ? 'nginx' : 'site'} ${page}`;
      // Straight to the site, each request on a new connection: a worker that stops closes its idle
      // keep-alive connections, and a request sent on one at that moment is reset, which nginx and
      // browsers retry and this client would not.
      const headers = { 'user-agent': ua, ...(base === site.originUrl ? { connection: 'close' } : {}) };
      const r = await request.get(`${base}${page}`, { headers, timeout: 15_000 }).catch((e: Error) => e);
      report.pages++;
      if (r instanceof Error) {
        report.failures.push(`${from}: ${r.message.split('\n')[0]}`);
        continue;
      }
      if (r.status() !== 200) {
        report.failures.push(`${from}: ${r.status()}`);
        continue;
      }
      const state = r.headers()['x-cache-status'] ?? 'site';
      report.cacheStates.set(state, (report.cacheStates.get(state) ?? 0) + 1);
      const html = await r.text();
      // Playwright keeps every answer's body until it is disposed: thousands of pages would add up.
      await r.dispose();
      const refs = [...new Set([...html.matchAll(/["'](\/assets\/[^"'?#\s]+)["']/g)].map((m) => m[1]!))];
      const css = refs.filter((ref) => ref.endsWith('.css'));
      if (!css.length || !refs.some((ref) => ref.endsWith('.js')))
        report.failures.push(`${from}: no stylesheet or script`);
      for (const ref of css) report.stylesheets.set(ref, (report.stylesheets.get(ref) ?? 0) + 1);
      await Promise.all(refs.map((ref) => checkAsset(base, ref, from)));
    }
  };
  const clients = Array.from({ length: 6 }, (_, n) => client(n));
  return {
    report,
    async stop(): Promise<LoadReport> {
      running = false;
      await Promise.all(clients);
      await Promise.all(checked.values());
      return report;
    },
  };
}

/** The page shows with its stylesheet: a value only the stylesheet sets. */
async function expectStyled(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--c-text').trim()))
    .not.toBe('');
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.locator('.error-view')).toHaveCount(0);
}

/** Which release a loaded page runs: B's script marks the document and B's stylesheet says so. */
async function releaseShown(page: Page): Promise<{ script: string | null; style: string }> {
  return page.evaluate(() => ({
    script: document.documentElement.dataset.release ?? null,
    style: getComputedStyle(document.documentElement).getPropertyValue('--release-mark').trim(),
  }));
}

async function openTab(browser: Browser, url: string, device: keyof typeof CLIENTS): Promise<Page> {
  const context = await browser.newContext(
    device === 'phone'
      ? {
          userAgent: IPHONE_UA,
          viewport: { width: 390, height: 844 },
          isMobile: true,
          hasTouch: true,
          ignoreHTTPSErrors: true,
        }
      : { userAgent: DESKTOP_UA, viewport: { width: 1440, height: 900 }, ignoreHTTPSErrors: true },
  );
  const page = await context.newPage();
  await page.goto(url);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, {
    timeout: 20_000,
  });
  await expectStyled(page);
  return page;
}

/** In a tab opened before a switch: a client-side navigation to an article after it. */
async function navigateOldTab(page: Page): Promise<void> {
  const link = page.locator('main a[href^="/news/"]').first();
  const href = await link.getAttribute('href');
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, {
    timeout: 20_000,
  });
  await expectStyled(page);
}

test('an upgrade and a rollback under load: no failed page, no missing asset, every page styled', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const site = await startSite();
  let load: ReturnType<typeof startLoad> | undefined;
  try {
    const a = liveRelease(site);
    load = startLoad(site, request);
    // Under way before the switch: the clients have loaded pages through nginx.
    const running = load;
    await waitUntil('the load is running', () => running.report.pages >= 20, 60_000);
    const tabOnA = await openTab(browser, `${site.edgeUrl}/news`, 'desktop');
    expect(await releaseShown(tabOnA)).toEqual({ script: null, style: '' });

    // Release B while A serves.
    changeSources(site.checkout);
    const out = await release(site);
    expect(out).toMatch(/ready, both home pages 200, \d+ assets 200/);
    const b = liveRelease(site);
    expect(b).not.toBe(a);
    const readyz = (await (await request.get(`${site.originUrl}/readyz`)).json()) as { release: string };
    expect(readyz.release).toBe(path.basename(b));

    // The tab opened on A navigates on the client after the switch.
    await navigateOldTab(tabOnA);
    // Fresh loads, stale or not, are styled; once the stale window has passed they show B.
    for (const device of ['desktop', 'phone'] as const)
      await (await openTab(browser, `${site.edgeUrl}/`, device)).close();
    await letStaleWindowPass();
    for (const device of ['desktop', 'phone'] as const) {
      const page = await openTab(browser, `${site.edgeUrl}/`, device);
      expect(await releaseShown(page)).toEqual({ script: 'b', style: 'b' });
      await page.close();
    }
    const tabOnB = await openTab(browser, `${site.edgeUrl}/news`, 'desktop');

    // Roll back to A the same way.
    const back = await release(site, '--rollback');
    expect(back).toContain('rolled back');
    expect(liveRelease(site)).toBe(a);
    await navigateOldTab(tabOnB);
    await letStaleWindowPass();
    for (const device of ['desktop', 'phone'] as const) {
      const page = await openTab(browser, `${site.edgeUrl}/`, device);
      expect(await releaseShown(page)).toEqual({ script: null, style: '' });
      await page.close();
    }

    const report = await load.stop();
    console.log(
      `upgrade under load: ${report.pages} pages, ${report.assetsChecked} assets checked, cache states ${JSON.stringify(Object.fromEntries(report.cacheStates))}, stylesheets ${JSON.stringify(Object.fromEntries(report.stylesheets))}`,
    );
    expect(report.failures).toEqual([]);
    expect(report.pages).toBeGreaterThan(200);
    // Both releases' pages were served (each device has its own stylesheet: four in all).
    expect(report.stylesheets.size).toBe(4);
  } finally {
    await load?.stop();
    await site.stop();
  }
});
