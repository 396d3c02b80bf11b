// The vendor's real pictures, through nginx, desktop and phone: the CMS's covers, honours, logos
// and QR codes are JPEG and PNG files on a media host of their own (media-host.ts). In Chromium
// every one of them the visitor can see shows, arrives as AVIF or WebP from the site's /_img at a
// width near the size it is shown at, and nothing breaks the CSP or leaves for another origin.
import { expect, test, type Page } from '@playwright/test';
import { stack } from './stack.ts';

const s = stack();
const PAGES = ['/', '/news', '/news/1040', '/about', '/cases', '/cases/2001', '/form', '/cooperative'];

interface Shown {
  src: string;
  cssWidth: number;
  w: number;
  natural: number;
}

/** Brings every resized picture into view, one at a time, and reports each one the visitor can
 *  see there once it has loaded (lazy ones load only in view). */
async function visiblePictures(page: Page): Promise<Shown[]> {
  const shown: Shown[] = [];
  const images = page.locator('img[src*="/_img"]');
  const count = await images.count();
  for (let i = 0; i < count; i++) {
    const img = images.nth(i);
    if (!(await img.isVisible())) continue;
    await img.scrollIntoViewIfNeeded().catch(() => undefined);
    const seen = () =>
      img.evaluate((el: HTMLImageElement) => {
        const r = el.getBoundingClientRect();
        // In the viewport, not hidden, and not clipped away by a box that hides its overflow (a
        // carousel's parked slides, a folded wall).
        if (!(
          r.width > 0 &&
          r.height > 0 &&
          r.top < innerHeight &&
          r.bottom > 0 &&
          r.left >= -1 &&
          r.right <= innerWidth + 1
        ))
          return undefined;
        if (getComputedStyle(el).visibility === 'hidden') return undefined;
        for (let box = el.parentElement; box; box = box.parentElement) {
          const style = getComputedStyle(box);
          if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
          const b = box.getBoundingClientRect();
          if (r.right <= b.left + 1 || r.left >= b.right - 1 || r.bottom <= b.top + 1 || r.top >= b.bottom - 1)
            return undefined;
        }
        return {
          src: el.currentSrc,
          complete: el.complete && el.currentSrc !== '',
          cssWidth: r.width,
          w: el.currentSrc ? Number(new URL(el.currentSrc).searchParams.get('w')) : 0,
          natural: el.naturalWidth,
        };
      });
    if (!(await seen())) continue;
    // Pictures are made on first request (AVIF takes a second or more each). What is reported is
    // the state seen when the picture was complete, in the same look (a second look could catch
    // the element starting another load and report it as broken).
    let p: Awaited<ReturnType<typeof seen>>;
    await expect
      .poll(
        async () => {
          p = await seen();
          return p?.complete ?? true;
        },
        { timeout: 30_000, message: `picture ${i} loads in view` },
      )
      .toBe(true);
    if (p) shown.push({ src: p.src, cssWidth: p.cssWidth, w: p.w, natural: p.natural });
  }
  return shown;
}

for (const path of PAGES) {
  test(`${path}: the vendor's pictures show as AVIF or WebP near their size, within the CSP, from the site alone`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const site = new URL(s.siteUrl).origin;
    const elsewhere: string[] = [];
    const types = new Map<string, string>();
    const problems: string[] = [];
    page.on('request', (r) => {
      if (!r.url().startsWith('data:') && new URL(r.url()).origin !== site) elsewhere.push(r.url());
    });
    page.on('response', (r) => {
      if (!r.url().includes('/_img?')) return;
      types.set(r.url(), r.headers()['content-type'] ?? '');
      if (r.status() !== 200) problems.push(`${r.status()} ${r.url()}`);
    });
    page.on('requestfailed', (r) => problems.push(`${r.failure()?.errorText} ${r.url()}`));
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(m.text());
    });
    page.on('pageerror', (e) => problems.push(e.message));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) =>
        console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`),
      );
    });

    await page.goto(`${s.siteUrl}${path}`, { waitUntil: 'load' });
    const shown = await visiblePictures(page);
    // Every page here shows CMS pictures (at least the desktop footer's QR code).
    expect(shown.length).toBeGreaterThan(0);
    const dpr = await page.evaluate(() => devicePixelRatio);
    for (const p of shown) {
      expect(p.natural, `${p.src} shows (problems seen: ${problems.join('; ') || 'none'})`).toBeGreaterThan(0);
      expect(new URL(p.src).searchParams.get('url'), 'a picture of the media host').toMatch(
        new RegExp(`^${s.mediaUrl}/uploads/`),
      );
      expect(types.get(p.src), `${p.src} as the browser received it`).toMatch(/^image\/(avif|webp)$/);
      // Near its size: never blurry (unless the picture itself is smaller), at most about twice
      // the pixels it covers.
      const needed = p.cssWidth * dpr;
      if (p.natural >= p.w) expect(p.w, `${p.src} at ${p.cssWidth} css px`).toBeGreaterThanOrEqual(needed * 0.95);
      expect(p.w, `${p.src} at ${p.cssWidth} css px`).toBeLessThanOrEqual(Math.max(2 * needed, 128));
    }
    expect(problems).toEqual([]);
    expect(elsewhere).toEqual([]);
  });
}

test('a second visitor gets the pictures without the media host being asked again', async ({ browser }) => {
  test.setTimeout(90_000);
  const requests = async () => JSON.stringify(await mediaRequests());
  const first = await browser.newPage({ ignoreHTTPSErrors: true });
  await first.goto(`${s.siteUrl}/news`, { waitUntil: 'load' });
  const seen = await visiblePictures(first);
  expect(seen.length).toBeGreaterThan(3);
  await first.close();
  // Pictures the first page asked for (lazy ones below the fold too) may still be on their way
  // from the media host: wait until it has been quiet for a second.
  let before = await requests();
  for (let i = 0; i < 20; i++) {
    await new Promise((r) => setTimeout(r, 1000));
    const now = await requests();
    if (now === before) break;
    before = now;
  }
  const second = await browser.newPage({ ignoreHTTPSErrors: true });
  await second.goto(`${s.siteUrl}/news`, { waitUntil: 'load' });
  expect((await visiblePictures(second)).length).toBe(seen.length);
  await second.close();
  expect(await requests()).toBe(before);
});

test('/_img refuses what it must not fetch', async ({ request }) => {
  const img = (url: string, w = 640) => request.get(`${s.siteUrl}/_img?url=${encodeURIComponent(url)}&w=${w}`);
  // Another host, a service on this machine that is no media host (the oCPC endpoint), the media
  // host over another scheme, a file, the site's own API or a nested /_img: 400, never fetched.
  const nested = `/_img?url=${encodeURIComponent(`${s.mediaUrl}/uploads/cover/1040.jpg`)}&w=64`;
  for (const url of [
    'https://evil.example.com/a.jpg',
    `${s.ocpcUrl}/received`,
    s.mediaUrl.replace('https:', 'http:') + '/uploads/cover/1040.jpg',
    'file:///etc/passwd',
    '/api/v1/articles/',
    nested,
  ]) {
    const r = await img(url);
    expect(r.status(), url).toBe(400);
    expect((await r.json()).message, url).toBeTruthy();
  }
  // A width outside the set.
  expect((await img(`${s.mediaUrl}/uploads/cover/1040.jpg`, 641)).status()).toBe(400);
  // The allowed host: a picture.
  const ok = await request.get(
    `${s.siteUrl}/_img?url=${encodeURIComponent(`${s.mediaUrl}/uploads/cover/1040.jpg`)}&w=384`,
    { headers: { accept: 'image/webp,*/*' } },
  );
  expect(ok.status()).toBe(200);
  expect(ok.headers()['content-type']).toBe('image/webp');
});

async function mediaRequests(): Promise<Record<string, number>> {
  // The media host uses the rehearsal's self-signed certificate: ask it through Node's https.
  const https = await import('node:https');
  return new Promise((resolve, reject) => {
    https
      .get(`${s.mediaUrl}/requests`, { rejectUnauthorized: false }, (res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () => resolve(JSON.parse(body) as Record<string, number>));
      })
      .on('error', reject);
  });
}
