// Through nginx, desktop and phone: pages come from nginx's cache once rendered (saying so in
// Server-Timing, with no render of theirs), each device class gets its own page from one address,
// and the pages work in the browser behind the proxy.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { logSafeUrl } from '../../server/log-safe-url.ts';
import { stack } from './stack.ts';

const s = stack();

/** Every access-log line the site's workers wrote so far. */
function siteLog(): { url?: string; cache?: string; msg?: string; ip?: string }[] {
  const dir = path.join(s.pm2Home, 'logs');
  return fs
    .readdirSync(dir)
    .filter((f) => f.includes('-out'))
    .flatMap((f) => fs.readFileSync(path.join(dir, f), 'utf8').split('\n'))
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as { url?: string });
}

test('the second anonymous request for a page is an nginx cache HIT the site never sees', async ({ request }, info) => {
  const page = info.project.name === 'phone' ? 7 : 6;
  const first = `/news?page=${page}&utm_source=rehearsal-${Date.now()}`;
  const a = await request.get(`${s.siteUrl}${first}`);
  expect(a.status()).toBe(200);
  expect(['MISS', 'EXPIRED', 'STALE', 'UPDATING', 'HIT']).toContain(a.headers()['x-cache-status']);
  const second = `/news?page=${page}&bd_vid=rehearsal${Date.now()}`;
  const b = await request.get(`${s.siteUrl}${second}`);
  expect(b.status()).toBe(200);
  expect(b.headers()['x-cache-status']).toBe('HIT');
  // nginx's copy says it came from nginx's cache; the site's timing was the first request's.
  expect(b.headers()['server-timing']).toBe('cache;desc=edge-hit');
  if (a.headers()['x-cache-status'] === 'MISS')
    expect(a.headers()['server-timing']).toMatch(/loaders;dur=.*render;dur=/);
  // And each answer has its own request id, the one nginx logged.
  expect(b.headers()['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
  expect(b.headers()['x-request-id']).not.toBe(a.headers()['x-request-id']);
  expect(b.headers()['cache-control']).toMatch(
    /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+, no-transform$/,
  );
  expect(await b.text()).toBe(await a.text());
  // The site logged the first address (once pm2 has written it; none if it was cached already)
  // and never the second, which it never saw, each as the log writes addresses (a long run of
  // digits in a query value is redacted as a phone number might be).
  if (a.headers()['x-cache-status'] === 'MISS')
    await expect.poll(() => siteLog().filter((l) => l.url === logSafeUrl(first)).length).toBe(1);
  expect(siteLog().filter((l) => l.url === logSafeUrl(second))).toEqual([]);
});

test('one address, one page per device class, each cached on its own', async ({ playwright }) => {
  const agents = {
    desktop:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    mobile:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  };
  for (let round = 0; round < 2; round++) {
    for (const [device, userAgent] of Object.entries(agents)) {
      const ctx = await playwright.request.newContext({ ignoreHTTPSErrors: true, userAgent });
      const r = await ctx.get(`${s.siteUrl}/about`);
      expect(r.status()).toBe(200);
      expect(r.headers()['x-device-class']).toBe(device);
      expect(await r.text()).toContain(`data-device="${device}"`);
      // Served from nginx's copy for this class (UPDATING: stale past the short TTL while nginx
      // fetches it again in the background).
      if (round === 1) {
        expect(['HIT', 'UPDATING', 'STALE']).toContain(r.headers()['x-cache-status']);
        expect(r.headers()['server-timing']).toBe(
          r.headers()['x-cache-status'] === 'HIT' ? 'cache;desc=edge-hit' : 'cache;desc=edge-stale',
        );
      }
      await ctx.dispose();
    }
  }
});

test('the page renders, hydrates and keeps its assets on nginx', async ({ page }, info) => {
  const device = info.project.name === 'phone' ? 'mobile' : 'desktop';
  const assets: { url: string; encoding?: string; cacheControl?: string }[] = [];
  page.on('response', (r) => {
    if (r.url().includes('/assets/'))
      assets.push({
        url: r.url(),
        encoding: r.headers()['content-encoding'],
        cacheControl: r.headers()['cache-control'],
      });
  });
  await page.goto(`${s.siteUrl}/news/1040`);
  await expect(page.locator('html')).toHaveAttribute('data-device', device);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.locator('h1')).toBeVisible();
  expect(assets.length).toBeGreaterThan(0);
  for (const a of assets) {
    expect(a.cacheControl, a.url).toContain('immutable');
    if (/\.(js|css)$/.test(a.url)) expect(a.encoding, a.url).toBe('gzip');
  }
});
