// Search visibility (sitemap, robots, canonical, hreflang, JSON-LD) and the rendered-page cache
// (same bytes on a hit, no content-API call, keys kept apart, dropped when content changes).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import request from 'supertest';
import { PAGE_TYPES } from '../helpers/page-types.ts';
import { buildSite, startSiteOverEmbedded, type TestSite } from '../helpers/site.ts';

const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

let site: ReturnType<typeof buildSite>;
beforeAll(() => {
  site = buildSite({ SITE_BASE_RELEASE: 'https://www.definesys.cn' });
});
afterAll(() => site.dispose());

const get = (path: string, ua = DESKTOP, host = 'www.definesys.cn') =>
  request(site.listener).get(path).set('Host', host).set('User-Agent', ua);

describe('sitemap and robots', () => {
  it('lists every kind of public page in both languages with lastmod, on the configured base', async () => {
    const res = await get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.type).toBe('application/xml');
    // An edge keeps it no longer than a page (PAGE_CACHE_TTL_MS, 60 s by default), so a
    // revalidation reaches its copy as soon as the pages'.
    expect(res.headers['cache-control']).toBe('public, max-age=600, s-maxage=60');
    const xml = res.text;
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs.every((l) => l!.startsWith('https://www.definesys.cn/'))).toBe(true);
    for (const path of [
      '/',
      '/en',
      '/news',
      '/cases',
      '/product_apaas',
      '/solution_automobile',
      '/en/solution_medicine',
      '/en/about',
      '/news/1040',
      '/cases/2001',
      '/tags/shujuzhili',
      '/tags/index/S-3',
      '/doc/md_privacy',
      '/en/doc/md_privacy',
    ]) {
      expect(locs, path).toContain(`https://www.definesys.cn${path}`);
    }
    expect(xml).toMatch(
      /<url><loc>https:\/\/www\.definesys\.cn\/news\/1040<\/loc><lastmod>2026-11-13<\/lastmod><\/url>/,
    );
    expect(locs.filter((l) => l!.includes('/tags/') && !l!.includes('/index/'))).toHaveLength(300);
  });

  it('never takes the base from a forged Host', async () => {
    const res = await get('/sitemap.xml', DESKTOP, 'evil.example.com');
    expect(res.text).not.toContain('evil.example.com');
    expect(res.text).toContain('https://www.definesys.cn/');
  });

  it('becomes an index of numbered parts past the per-file limit', async () => {
    const small = buildSite({}, { sitemapMaxUrls: 100 });
    try {
      const index = await request(small.listener).get('/sitemap.xml').set('Host', 'localhost');
      expect(index.text).toContain('<sitemapindex');
      const parts = [...index.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
      expect(parts.length).toBeGreaterThan(3);
      const second = await request(small.listener).get(parts[1]!).set('Host', 'localhost');
      expect(second.status).toBe(200);
      expect([...second.text.matchAll(/<url>/g)]).toHaveLength(100);
      expect((await request(small.listener).get('/sitemap-999.xml').set('Host', 'localhost')).status).toBe(404);
    } finally {
      small.dispose();
    }
  });

  it('robots.txt names the sitemap and keeps crawlers out of the inbox and the API', async () => {
    const res = await get('/robots.txt');
    expect(res.text).toContain('Sitemap: https://www.definesys.cn/sitemap.xml');
    expect(res.text).toContain('Disallow: /admin');
    expect(res.text).toContain('Disallow: /api/');
  });
});

describe('page metadata', () => {
  it('gives a page with an English twin its canonical, hreflang alternates and x-default', async () => {
    const html = (await get('/solution_automobile')).text;
    expect(html).toContain('<link rel="canonical" href="https://www.definesys.cn/solution_automobile"/>');
    expect(html).toContain(
      '<link rel="alternate" hrefLang="zh-CN" href="https://www.definesys.cn/solution_automobile"/>',
    );
    expect(html).toContain(
      '<link rel="alternate" hrefLang="en" href="https://www.definesys.cn/en/solution_automobile"/>',
    );
    expect(html).toContain(
      '<link rel="alternate" hrefLang="x-default" href="https://www.definesys.cn/solution_automobile"/>',
    );
    const en = (await get('/en/solution_automobile')).text;
    expect(en).toContain('<link rel="canonical" href="https://www.definesys.cn/en/solution_automobile"/>');
  });

  it('serves the English iPaaS product page at /en/product_ipaas, the twin of /product_ipaas, not the English home', async () => {
    const home = (await get('/en')).text;
    const homeTitle = /<title>([^<]*)<\/title>/.exec(home)![1];
    for (const ua of [DESKTOP, IPHONE]) {
      const res = await get('/en/product_ipaas', ua);
      expect(res.status).toBe(200);
      const html = res.text;
      expect(html).toMatch(/^<!DOCTYPE html><html lang="en" data-device="desktop"/);
      const title = /<title>([^<]*)<\/title>/.exec(html)![1];
      expect(title).toBe('Defan iPaaS Integration Platform and API Management - Defan Cloud');
      expect(title).not.toBe(homeTitle);
      expect(html).toMatch(/<meta name="description" content="Connect SAP, MES, CRM [^"]+"\/>/);
      expect(html).toContain('<link rel="canonical" href="https://www.definesys.cn/en/product_ipaas"/>');
      expect(html).toContain('<link rel="alternate" hrefLang="zh-CN" href="https://www.definesys.cn/product_ipaas"/>');
      expect(html).toContain('<link rel="alternate" hrefLang="en" href="https://www.definesys.cn/en/product_ipaas"/>');
      expect(html).toMatch(/<h1[^>]*><span>Defan iPaaS Integration Platform<\/span><\/h1>/);
      expect(html).not.toContain('id="home-banner"');
    }
    // The Chinese page names it back, and the sitemap lists both.
    expect((await get('/product_ipaas')).text).toContain(
      '<link rel="alternate" hrefLang="en" href="https://www.definesys.cn/en/product_ipaas"/>',
    );
    const locs = [...(await get('/sitemap.xml')).text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toContain('https://www.definesys.cn/en/product_ipaas');
    expect(locs).toContain('https://www.definesys.cn/product_ipaas');
  });

  it('says the language, the adaptation and the Open Graph facts, all in <head>', async () => {
    const html = (await get('/news/1040')).text;
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<meta http-equiv="content-language" content="zh-CN"/>');
    expect(head).toContain('<meta name="applicable-device" content="pc,mobile"/>');
    expect(head).toMatch(/<meta property="og:type" content="article"\/>/);
    // the cover is SVG, which chat apps do not preview: the news card instead (brand-files.test.ts)
    expect(head).toContain('<meta property="og:image" content="https://www.definesys.cn/brand/og-news-zh.jpg"/>');
    expect(head).toContain('<meta property="og:image:width" content="1200"/>');
    expect(head).not.toContain('rel="alternate"');
  });

  it('carries JSON-LD that parses and names the article', async () => {
    const html = (await get('/news/1040')).text;
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) =>
      JSON.parse(m[1]!),
    );
    const article = blocks.find((b) => b['@type'] === 'NewsArticle');
    expect(article.headline).toBe('得帆数字员工平台正式发布：让智能体在权限与流程之内安全工作');
    expect(article.datePublished).toBe('2026-11-13T10:00:00+08:00');
    const crumbs = blocks.find((b) => b['@type'] === 'BreadcrumbList');
    expect(crumbs.itemListElement.map((i: { name: string }) => i.name)).toEqual(['首页', '新闻动态', article.headline]);
    // the demo CMS keeps no change time: modified when published
    expect(article.dateModified).toBe(article.datePublished);
    expect(article.author.url).toBe('https://www.definesys.cn/about');
    const home = (await get('/')).text;
    expect(home).toMatch(/"@type":"Organization"/);
  });

  it('gives the news list its breadcrumb trail and the Organization a raster logo', async () => {
    const blocks = (html: string) =>
      [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
    const crumbs = blocks((await get('/news')).text).find((b) => b['@type'] === 'BreadcrumbList');
    expect(crumbs.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: '首页', item: 'https://www.definesys.cn/' },
      { '@type': 'ListItem', position: 2, name: '新闻动态', item: 'https://www.definesys.cn/news' },
    ]);
    const org = blocks((await get('/en')).text).find((b) => b['@type'] === 'Organization');
    expect(org.logo).toBe('https://www.definesys.cn/brand/logo-512.png');
  });
});

describe('the rendered-page cache', () => {
  it('answers a second visit with the same bytes without calling the content API', async () => {
    const first = await get('/cases?page=2');
    expect(first.status).toBe(200);
    expect(first.headers['x-cache']).toBeUndefined();
    const spy = vi.spyOn(site.store, 'handle');
    const second = await get('/cases?page=2');
    expect(second.headers['x-cache']).toBe('HIT');
    expect(second.text).toBe(first.text);
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
    // The gzip copy is made in the background just after the page is stored.
    const gz = await vi.waitFor(
      async () => {
        const res = await get('/cases?page=2').set('Accept-Encoding', 'gzip');
        expect(res.headers['content-encoding']).toBe('gzip');
        return res;
      },
      { timeout: 10_000, interval: 25 },
    );
    expect(gz.text).toBe(first.text);
    expect(second.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
  });

  it('keeps desktop and phone, and the two languages, apart', async () => {
    await get('/about');
    const phone = await get('/about', IPHONE);
    expect(phone.headers['x-cache']).toBeUndefined();
    expect(phone.text).toContain('data-device="mobile"');
    expect((await get('/about', IPHONE)).headers['x-cache']).toBe('HIT');
    expect((await get('/about')).text).toContain('data-device="desktop"');
    const en = await get('/en/about');
    expect(en.headers['x-cache']).toBeUndefined();
    expect(en.text).toContain('lang="en"');
  });

  it('does not keep error pages or admin pages', async () => {
    await get('/news/424242');
    expect((await get('/news/424242')).headers['x-cache']).toBeUndefined();
  });
});

describe('the page cache in upstream mode', () => {
  let upstream: TestSite;
  let newTitle: string | undefined;
  beforeAll(async () => {
    upstream = await startSiteOverEmbedded(
      { UPSTREAM_CACHE_TTL_MS: '50', PAGE_CACHE_TTL_MS: '100', PAGE_CACHE_STALE_MS: '60000' },
      (req, answer) => {
        if (
          newTitle &&
          req.url.startsWith('/api/v1/articles/1001/') &&
          typeof answer === 'object' &&
          'json' in answer
        ) {
          return { ...answer, json: { ...(answer.json as object), title: newTitle } };
        }
        return answer;
      },
    );
  });
  afterAll(() => upstream.close());

  it('drops a cached page when the content it was built from changes', async () => {
    const url = '/news/1001';
    const load = async () => {
      const res = await fetch(`${upstream.url}${url}`, { headers: { 'user-agent': DESKTOP } });
      return { status: res.status, cache: res.headers.get('x-cache'), text: await res.text() };
    };
    const first = await load();
    expect(first.status).toBe(200);
    expect((await load()).cache).toBe('HIT');
    newTitle = '内容更新后的新标题';
    await vi.waitFor(async () => expect((await load()).text).toContain(newTitle), { timeout: 10_000, interval: 60 });
  });
});

// After the page cache's tests, which count on the first visits of their pages.
describe('the Twitter card', () => {
  const metaOf = (head: string, attr: 'name' | 'property', key: string) =>
    head.match(new RegExp(`<meta ${attr}="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"/>`))?.[1];
  const decode = (s: string | undefined) =>
    s
      ?.replace(/&quot;/g, '"')
      .replace(/&#x27;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');

  // One page of every page type, and the English pages the types leave out; the Chinese ones as
  // the desktop and the phone.
  const PAGES = [
    ...PAGE_TYPES.map((t) => t.path),
    '/en/solution_medicine',
    '/en/cooperative',
    '/en/form',
    '/en/doc/md_privacy',
  ];
  const cases = [
    ...PAGES.map((path) => [path, 'desktop'] as const),
    ...PAGES.filter((p) => !p.startsWith('/en')).map((path) => [path, 'phone'] as const),
  ];

  it.each(cases)(
    "%s (%s) has a large-image card with the head's title and description and the og:image",
    async (path, device) => {
      const res = await get(path, device === 'phone' ? IPHONE : DESKTOP);
      expect(res.status).toBe(200);
      const head = res.text.slice(0, res.text.indexOf('</head>'));
      expect(metaOf(head, 'name', 'twitter:card')).toBe('summary_large_image');
      expect(decode(metaOf(head, 'name', 'twitter:title'))).toBe(decode(head.match(/<title>([^<]*)<\/title>/)?.[1]));
      const description = metaOf(head, 'name', 'description');
      expect(description).toBeTruthy();
      expect(metaOf(head, 'name', 'twitter:description')).toBe(description);
      const image = metaOf(head, 'property', 'og:image');
      expect(image).toMatch(/^https:\/\/www\.definesys\.cn\//);
      expect(metaOf(head, 'name', 'twitter:image')).toBe(image);
      expect(metaOf(head, 'name', 'twitter:image:alt')).toBe(metaOf(head, 'property', 'og:image:alt'));
      // One of each, however many components render a head.
      expect(head.match(/name="twitter:/g)).toHaveLength(5);
    },
  );
});
