// Preview images, icons and the web manifest (issue 18): each page type's og:image is a raster
// of at least 1200x630 that the server really serves, an article with a raster cover uses it,
// the Organization logo, favicon.ico, the Apple icon and the manifest's icons all resolve, in
// the embedded mode and over a vendor CMS. A product or solution page's own card is drawn from
// the heading the live content source has (issue 27).
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readIcoDirectory } from '../../server/brand/ico.ts';
import { buildSite, startSiteOverEmbedded, type TestSite } from '../helpers/site.ts';

const BASE = 'https://www.definesys.cn';
const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';
const binary = (res: request.Response, cb: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => cb(null, Buffer.concat(chunks)));
};

type Get = (path: string) => Promise<{ status: number; type: string; cacheControl: string; body: Buffer }>;

const meta = (html: string, property: string) =>
  new RegExp(`<meta property="${property}" content="([^"]*)"/>`)
    .exec(html.slice(0, html.indexOf('</head>')))?.[1]
    ?.replace(/&amp;/g, '&');
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));

/** Fetches a site address named by an absolute URL on the configured base. */
const local = (url: string) => {
  expect(url.startsWith(`${BASE}/`), url).toBe(true);
  return url.slice(BASE.length);
};

function sharedChecks(name: string, get: Get) {
  describe(name, () => {
    const pages = [
      '/',
      '/en',
      '/news',
      '/news/1001',
      '/cases',
      '/cases/2001',
      '/doc/md_privacy',
      '/product_apaas',
      '/en/product_ipaas',
      '/solution_automobile',
      '/en/solution_automobile',
      '/cooperative',
      '/en/cooperative',
      '/about',
      '/en/about',
      '/form',
      '/en/form',
      '/evaluate',
      '/tags',
      '/whitepaper',
      '/application',
    ];
    it.each(pages)('gives %s a served JPEG or PNG preview of at least 1200x630, described in <head>', async (path) => {
      const page = await get(path);
      expect(page.status).toBe(200);
      const html = page.body.toString();
      const url = meta(html, 'og:image')!;
      const img = await get(local(url));
      expect(img.status).toBe(200);
      expect(img.type).toBe(meta(html, 'og:image:type'));
      // a page type's card is the build's (30 days); a page's own is drawn from its content (a day)
      expect(img.cacheControl).toMatch(/\/og-(product|solution)_/.test(url) ? /max-age=86400\b/ : /max-age=(\d{7,})/);
      const { width, height, format } = await sharp(img.body).metadata();
      expect(['jpeg', 'png']).toContain(format);
      expect(width).toBeGreaterThanOrEqual(1200);
      expect(height).toBeGreaterThanOrEqual(630);
      expect(Number(meta(html, 'og:image:width'))).toBe(width);
      expect(Number(meta(html, 'og:image:height'))).toBe(height);
      expect(meta(html, 'og:image:alt')).toBeTruthy();
    });

    it('draws the cards in the page language: English pages get English cards', async () => {
      expect(meta((await get('/en/about')).body.toString(), 'og:image')).toBe(`${BASE}/brand/og-about-en.jpg`);
      expect(meta((await get('/about')).body.toString(), 'og:image')).toBe(`${BASE}/brand/og-about-zh.jpg`);
      expect(meta((await get('/en/solution_automobile')).body.toString(), 'og:image')).toBe(
        `${BASE}/brand/og-solution_automobile-en.jpg`,
      );
    });

    it('answers a card name it drew nothing for with the nearest card, and nothing outside the folder', async () => {
      const product = await get('/brand/og-product-zh.jpg');
      expect((await get('/brand/og-product_newthing-zh.jpg')).body.equals(product.body)).toBe(true);
      expect((await get('/brand/og-evaluate-zh.jpg')).body.equals((await get('/brand/og-form-zh.jpg')).body)).toBe(
        true,
      );
      expect((await get('/brand/og-400-zh.jpg')).body.equals((await get('/brand/og-home-zh.jpg')).body)).toBe(true);
      expect((await get('/brand/..%2Fmanifest.json')).status).toBe(404);
      expect((await get('/brand/missing.png')).status).toBe(404);
    });

    it('names a served PNG logo of at least 112 px in the Organization data', async () => {
      const org = jsonLd((await get('/')).body.toString()).find((b) => b['@type'] === 'Organization');
      const logo = await get(local(org.logo));
      expect(logo.type).toBe('image/png');
      const { width, height, format } = await sharp(logo.body).metadata();
      expect(format).toBe('png');
      expect(Math.min(width, height)).toBeGreaterThanOrEqual(112);
    });

    it('serves /favicon.ico as an icon file with 16, 32 and 48 px PNG images', async () => {
      const ico = await get('/favicon.ico');
      expect(ico.status).toBe(200);
      expect(ico.type).toBe('image/x-icon');
      const dir = readIcoDirectory(ico.body);
      expect(dir).toHaveLength(3);
      for (const [i, size] of [16, 32, 48].entries()) {
        const e = dir[i]!;
        expect([e.width, e.height]).toEqual([size, size]);
        const png = await sharp(ico.body.subarray(e.offset, e.offset + e.bytes)).metadata();
        expect([png.format, png.width, png.height]).toEqual(['png', size, size]);
      }
    });

    it('links the Apple icon (180x180 PNG) and the manifest of the page language, whose icons resolve', async () => {
      for (const [path, manifestPath, name] of [
        ['/', '/manifest.webmanifest', '得帆云'],
        ['/en', '/en/manifest.webmanifest', 'Defan Cloud'],
      ] as const) {
        const head = (await get(path)).body.toString().split('</head>')[0]!;
        expect(head).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png"/>');
        expect(head).toContain('<link rel="icon" href="/favicon.ico" sizes="32x32"/>');
        expect(head).toContain(`<link rel="manifest" href="${manifestPath}"/>`);
        const res = await get(manifestPath);
        expect(res.type).toBe('application/manifest+json');
        const manifest = JSON.parse(res.body.toString());
        expect(manifest.short_name).toBe(name);
        expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
        const sizes = [];
        for (const icon of manifest.icons) {
          const img = await get(icon.src);
          const { width, height, format } = await sharp(img.body).metadata();
          expect([format, `${width}x${height}`]).toEqual(['png', icon.sizes]);
          sizes.push(icon.sizes);
        }
        expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
      }
      const apple = await get('/apple-touch-icon.png');
      const { width, height, format, hasAlpha } = await sharp(apple.body).metadata();
      expect([format, width, height]).toEqual(['png', 180, 180]);
      // iOS paints transparent corners black: the icon is full bleed
      const corner = await sharp(apple.body).extract({ left: 0, top: 0, width: 1, height: 1 }).raw().toBuffer();
      expect(hasAlpha ? corner[3] : 255).toBe(255);
    });
  });
}

let embedded: ReturnType<typeof buildSite>;
beforeAll(() => {
  embedded = buildSite({ SITE_BASE_RELEASE: BASE });
});
afterAll(() => embedded.dispose());

const embeddedGet: Get = async (path) => {
  const res = await request(embedded.listener)
    .get(path)
    .set('Host', 'www.definesys.cn')
    .set('user-agent', DESKTOP)
    .buffer(true)
    .parse(binary);
  return {
    status: res.status,
    type: String(res.headers['content-type'] ?? '').split(';')[0]!,
    cacheControl: String(res.headers['cache-control'] ?? ''),
    body: res.body as Buffer,
  };
};
sharedChecks('the embedded content store', embeddedGet);

describe('over a vendor CMS', () => {
  const COVER = 'https://media.example.com/covers/1040.jpg?w=1200';
  const CMS_PAGE = {
    site: 'defan',
    meta_title: '云原生应用平台 - 得帆云',
    meta_description: '',
    meta_keywords: '',
    updated_at: '2026-11-20T09:30:00+08:00',
    ext: {},
  };
  let site: TestSite;
  beforeAll(async () => {
    site = await startSiteOverEmbedded({ SITE_BASE_LOCAL: BASE }, (req, answer) => {
      const url = new URL(req.url, 'http://vendor');
      // The CMS names a product the demo content does not have, and renames one it has.
      if (url.pathname === '/api/v1/site_pages/' && url.searchParams.get('route') === '/product_cloudnew') {
        return { status: 200, json: { ...CMS_PAGE, route: '/product_cloudnew', seo_h1: '得帆云 云原生应用平台' } };
      }
      if (url.pathname === '/api/v1/site_pages/' && url.searchParams.get('route') === '/product_apaas') {
        return typeof answer === 'object' && 'json' in answer
          ? { ...answer, json: { ...(answer.json as object), seo_h1: '得帆云 aPaaS 企业应用开发平台' } }
          : answer;
      }
      if (req.url.startsWith('/api/v1/articles/1040/') && typeof answer === 'object' && 'json' in answer) {
        return {
          ...answer,
          json: { ...(answer.json as object), cover_image: COVER, updated_at: '2026-11-20T09:30:00+08:00' },
        };
      }
      return answer;
    });
  });
  afterAll(() => site.close());

  const get: Get = async (path) => {
    const res = await fetch(`${site.url}${path}`, { headers: { 'user-agent': DESKTOP } });
    return {
      status: res.status,
      type: (res.headers.get('content-type') ?? '').split(';')[0]!,
      cacheControl: res.headers.get('cache-control') ?? '',
      body: Buffer.from(await res.arrayBuffer()),
    };
  };

  it('previews an article with its raster cover, and dates its change as the CMS says', async () => {
    const html = (await get('/news/1040')).body.toString();
    expect(meta(html, 'og:image')).toBe(COVER);
    expect(meta(html, 'og:image:type')).toBe('image/jpeg');
    // the cover's size is not known: no width or height is claimed
    expect(meta(html, 'og:image:width')).toBeUndefined();
    const article = jsonLd(html).find((b) => b['@type'] === 'NewsArticle');
    expect(article.image).toEqual([COVER]);
    expect(article.dateModified).toBe('2026-11-20T09:30:00+08:00');
    expect(article.author.url).toBe(`${BASE}/about`);
  });

  it('previews an article with an SVG cover with the news card', async () => {
    expect(meta((await get('/news/1001')).body.toString(), 'og:image')).toBe(`${BASE}/brand/og-news-zh.jpg`);
  });

  it("draws a product page's own card from the heading the CMS has, and a new product's too", async () => {
    const kind = await get('/brand/og-product-zh.jpg');
    const fresh = await get('/brand/og-product_cloudnew-zh.jpg');
    expect([fresh.status, fresh.type, fresh.cacheControl]).toEqual([200, 'image/jpeg', 'public, max-age=86400']);
    const { width, height } = await sharp(fresh.body).metadata();
    expect([width, height]).toEqual([1200, 630]);
    expect(fresh.body.equals(kind.body)).toBe(false);
    // the renamed product's card is not the one the embedded content's heading gives
    const renamed = await get('/brand/og-product_apaas-zh.jpg');
    const demo = await embeddedGet('/brand/og-product_apaas-zh.jpg');
    expect([renamed.status, demo.status]).toEqual([200, 200]);
    expect(renamed.body.equals(demo.body)).toBe(false);
    // a product neither has: its kind's card, for a short while
    const unknown = await get('/brand/og-product_nothing-zh.jpg');
    expect(unknown.body.equals(kind.body)).toBe(true);
    expect(unknown.cacheControl).toBe('public, max-age=300');
  });

  sharedChecks('the same checks', (path) => get(path));
});
