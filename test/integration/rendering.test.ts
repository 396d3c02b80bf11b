// Server rendering over HTTP: every route of the table answers for a desktop and a phone agent
// with the right bundle and data-device; headers (CSP, Vary, caching); the hydration data cannot
// be broken out of; errors upstream send the visitor to /400 and /sorry.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import type { Payload } from '../../shared/app/payload.ts';
import { serializePayload } from '../../server/pages/serialize-payload.ts';
import { startFakeUpstream, passThrough, type FakeUpstream } from '../helpers/fake-upstream.ts';
import { buildSite, startSite, type TestSite } from '../helpers/site.ts';

const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

let site: ReturnType<typeof buildSite>;
beforeAll(() => {
  site = buildSite();
});
afterAll(() => site.dispose());

const page = (path: string, ua = DESKTOP) =>
  request(site.listener).get(path).set('Host', 'localhost').set('User-Agent', ua);

/** The route table's paths and what each answers. */
const ROUTES: [string, number][] = [
  ['/', 200],
  ['/news', 200],
  ['/news/1001', 200],
  ['/tags', 200],
  ['/tags/index/S-1', 200],
  ['/tags/index/0-1', 200],
  ['/tags/shujuzhili', 200],
  ['/whitepaper', 200],
  ['/form', 200],
  ['/product_apaas', 200],
  ['/product_mdm', 200],
  ['/product_portal', 200],
  ['/product_ipaas', 200],
  ['/product_dehoop', 200],
  ...[
    'automobile',
    'medicine',
    'equipment',
    'finance',
    'iiot',
    'elevator',
    'property',
    'hr',
    'procurement',
    'lab',
    'project',
    'smartpark',
    'aftersale',
  ].map((s): [string, number] => [`/solution_${s}`, 200]),
  ['/complex-scene', 200],
  ['/application', 200],
  ['/cases', 200],
  ['/cases/2001', 200],
  ['/cooperative', 200],
  ['/about', 200],
  ['/evaluate', 200],
  ['/marketing-automation', 200],
  ['/doc/md_privacy', 200],
  ['/en/doc/md_privacy', 200],
  ['/en/product_apaas', 200],
  ...['automobile', 'medicine', 'equipment', 'finance', 'iiot', 'elevator', 'property'].map((s): [string, number] => [
    `/en/solution_${s}`,
    200,
  ]),
  ['/en/cooperative', 200],
  ['/en/about', 200],
  ['/en/form', 200],
  ['/400', 400],
  ['/sorry', 500],
  ['/news/99999', 404],
  ['/news/abc', 404],
  ['/cases/1001', 404],
  ['/product_unknown', 404],
  ['/solution_unknown', 404],
  ['/tags/no-such-tag', 404],
  ['/tags/index/AB-1', 404],
  ['/doc/md_nope', 404],
  ['/doc/privacy', 404],
];

describe('every route of the table', () => {
  it.each(ROUTES)('%s answers %i for a desktop agent with the desktop bundle', async (path, status) => {
    const res = await page(path);
    expect(res.status).toBe(status);
    expect(res.type).toBe('text/html');
    expect(res.text).toMatch(/^<!DOCTYPE html><html lang="(zh-CN|en)" data-device="desktop"/);
    expect(res.text).toMatch(/<script type="module" src="\/assets\/desktop-[A-Z0-9]+\.js"><\/script>/);
    expect(res.text).toMatch(/<link rel="stylesheet" href="\/assets\/desktop-[A-Z0-9]+\.css"\/>/);
    expect(res.text).not.toMatch(/\/assets\/mobile-/);
  });

  it.each(ROUTES.filter(([p]) => !p.startsWith('/en')))(
    '%s answers %i for a phone with the phone bundle',
    async (path, status) => {
      const res = await page(path, IPHONE);
      expect(res.status).toBe(status);
      expect(res.text).toMatch(/^<!DOCTYPE html><html lang="zh-CN" data-device="mobile"/);
      expect(res.text).toMatch(/<script type="module" src="\/assets\/mobile-[A-Z0-9]+\.js"><\/script>/);
      expect(res.text).not.toMatch(/\/assets\/desktop-/);
    },
  );

  it.each(['/en', '/en/product_ipaas', '/en/about', '/en/solution_finance'])(
    '%s on a phone is the desktop app in English',
    async (path) => {
      const res = await page(path, IPHONE);
      expect(res.status).toBe(200);
      expect(res.text).toMatch(/^<!DOCTYPE html><html lang="en" data-device="desktop"/);
      expect(res.text).not.toMatch(/\/assets\/mobile-/);
    },
  );

  it.each(['/nothing-here', '/foo/bar/baz', '/news/1/extra'])('%s redirects (302) home', async (path) => {
    const res = await page(path);
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/');
  });

  it.each(['/en/nothing', '/en/news', '/en/foo/bar', '/en/doc/md_privacy/extra'])(
    '%s redirects (302) to the English home',
    async (path) => {
      for (const ua of [DESKTOP, IPHONE]) {
        const res = await page(path, ua);
        expect(res.status).toBe(302);
        expect(res.headers.location).toBe('/en');
      }
    },
  );
});

describe('product heroes', () => {
  // The hero's buttons, in order: [text, address] of each link in its actions paragraph.
  const heroButtons = (html: string, actions: string) => {
    const block = html.match(new RegExp(`<p class="${actions}">([\\s\\S]*?)</p>`))?.[1] ?? '';
    return [...block.matchAll(/<a href="([^"]*)"[^>]*>([^<]*)<\/a>/g)].map((m) => [m[2], m[1]]);
  };

  it.each(['/product_apaas', '/product_ipaas', '/product_mdm', '/product_portal', '/product_dehoop'])(
    '%s leads with 免费试用 (the register page), then 预约演示, on desktop and phone',
    async (path) => {
      const expected = [
        ['免费试用', 'https://account.definesys.cn/jiayi/register'],
        ['预约演示', '/form'],
      ];
      expect(heroButtons((await page(path)).text, 'tpl-hero__actions')).toEqual(expected);
      expect(heroButtons((await page(path, IPHONE)).text, 'm-hero__actions')).toEqual(expected);
    },
  );

  it('the English product page leads with Try for free', async () => {
    expect(heroButtons((await page('/en/product_apaas')).text, 'tpl-hero__actions')[0]?.[0]).toBe('Try for free');
  });
});

describe('error pages', () => {
  it('renders a missing article as a 404 with 文章不存在 and a way home', async () => {
    const res = await page('/news/99999');
    expect(res.status).toBe(404);
    expect(res.text).toContain('文章不存在');
    expect(res.text).toContain('This page could not be found');
    expect(res.text).toMatch(/<a[^>]*href="\/"[^>]*>返回首页<\/a>/);
    // The browser rebuilds the same error from the page data when it hydrates.
    expect(res.text).toContain('{"status":404,"statusText":"Not Found","data":"文章不存在"}');
  });

  it('renders a product without page config as a 404 with 页面不存在', async () => {
    const res = await page('/product_unknown');
    expect(res.status).toBe(404);
    expect(res.text).toContain('页面不存在');
  });

  it('leads the Chinese 404 with its Chinese heading, the English message after it, on both devices', async () => {
    for (const ua of [DESKTOP, IPHONE]) {
      const res = await page('/product_unknown', ua);
      expect(res.status).toBe(404);
      const headings = [...res.text.matchAll(/<h1[^>]*>([^<]*)<\/h1>/g)].map((m) => m[1]);
      expect(headings, ua).toEqual(['页面未找到']);
      expect(res.text.indexOf('页面未找到'), ua).toBeLessThan(res.text.indexOf('This page could not be found'));
    }
  });

  it('says it in English on the English site', async () => {
    const res = await page('/en/solution_unknown');
    expect(res.status).toBe(404);
    expect(res.text).toMatch(/<h1[^>]*>This page could not be found<\/h1>/);
    expect(res.text).toMatch(/<a[^>]*href="\/en"[^>]*>Back to the home page<\/a>/);
  });

  it('keeps the error destinations out of search results (no-index middleware)', async () => {
    expect((await page('/sorry')).headers['x-robots-tag']).toBe('noindex');
    expect((await page('/400', IPHONE)).headers['x-robots-tag']).toBe('noindex');
    expect((await page('/news')).headers['x-robots-tag']).toBeUndefined();
  });

  it('never shows a stack trace', async () => {
    for (const path of ['/sorry', '/400', '/news/99999']) {
      const res = await page(path);
      expect(res.text).not.toMatch(/at [\w.]+ \(|node_modules|\.tsx?:\d+/);
    }
  });
});

describe('headers', () => {
  it('sends a strict CSP without unsafe-inline scripts, Vary: User-Agent and no-transform', async () => {
    const res = await page('/');
    const csp = res.headers['content-security-policy'] as string;
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src '))!;
    expect(scriptSrc.trim()).toBe("script-src 'self'");
    expect(res.headers.vary).toMatch(/User-Agent/);
    expect(res.headers['cache-control']).toMatch(/no-transform/);
  });

  it('gzips rendered pages for clients that accept it, despite no-transform', async () => {
    const res = await page('/news/1001').set('Accept-Encoding', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
    expect(res.text).toContain('</html>');
    const plain = await page('/news/1001').set('Accept-Encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toContain('</html>');
  });

  it('has no inline executable script: only the module entry and JSON data elements', async () => {
    const res = await page('/news/1001');
    const scripts = [...res.text.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    for (const [, attrs, body] of scripts) {
      if (/type="application\/(json|ld\+json)"/.test(attrs!)) continue;
      expect(attrs).toMatch(/type="module" src="\/assets\//);
      expect(body).toBe('');
    }
  });

  it('serves hashed bundles as immutable for a year', async () => {
    const html = (await page('/')).text;
    const js = /src="(\/assets\/desktop-[A-Z0-9]+\.js)"/.exec(html)![1]!;
    const css = /href="(\/assets\/desktop-[A-Z0-9]+\.css)"/.exec(html)![1]!;
    for (const asset of [js, css]) {
      const res = await request(site.listener).get(asset);
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    expect((await request(site.listener).get('/assets/desktop-NOPE.js')).status).toBe(404);
  });
});

describe('hydration data', () => {
  it('travels in one JSON element that parses and carries the page data', async () => {
    const res = await page('/news/1001?q=%3C/script%3E%3Cscript%3Ealert(1)%3C/script%3E');
    expect(res.status).toBe(200);
    const m = /<script type="application\/json" id="site-data">([\s\S]*?)<\/script>/.exec(res.text);
    expect(m).not.toBeNull();
    const payload = JSON.parse(m![1]!);
    expect(payload.device).toBe('desktop');
    expect(payload.routeId).toBe('article');
    expect(payload.loaderData.article.article.id).toBe(1001);
    expect(res.text).not.toContain('<script>alert(1)</script>');
  });

  it('escapes </script>, <!-- and line separators inside the data', () => {
    const hostile: Payload = {
      device: 'mobile',
      lang: 'zh',
      assets: { js: '/a.js', css: [] },
      site: { site: 'defan', hostType: 'general', headingPrefix: '私域流量', siteBase: 'http://localhost:3000' },
      seed: 1,
      routeId: 'news',
      loaderData: { news: { title: '</script><script>alert(1)</script><!-- \u2028\u2029 &amp;' } },
      errors: null,
      location: { pathname: '/news', search: '?q=</script>' },
    };
    const json = serializePayload(hostile);
    expect(json).not.toMatch(/<|>|\u2028|\u2029|&/);
    expect(JSON.parse(json)).toEqual(hostile);
  });
});

describe('crawlers', () => {
  it('get the complete document with content links, on desktop and as Baiduspider mobile', async () => {
    const res = await page('/news', GOOGLEBOT);
    expect(res.status).toBe(200);
    expect(res.text).toMatch(/href="\/news\/\d+"/);
    expect(res.text).toContain('</html>');
    const mobile = await page(
      '/news',
      'Mozilla/5.0 (Linux;u;Android 4.2.2;zh-cn;) AppleWebKit/534.46 (KHTML,like Gecko) Version/5.1 Mobile Safari/10600.6.3 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)',
    );
    expect(mobile.text).toMatch(/data-device="mobile"/);
    expect(mobile.text).toMatch(/href="\/news\/\d+"/);
  });
});

describe('vendor API errors', () => {
  let embedded: TestSite;
  let fake: FakeUpstream;
  let upstream: ReturnType<typeof buildSite>;
  beforeAll(async () => {
    embedded = await startSite();
    fake = await startFakeUpstream();
    upstream = buildSite({ API_BASE_LOCAL: fake.url, UPSTREAM_TIMEOUT_MS: '500' });
  });
  afterAll(async () => {
    upstream.dispose();
    await fake.close();
    await embedded.close();
  });

  const failOn = (pattern: RegExp, status: number) =>
    fake.answer((req) =>
      pattern.test(req.url) ? { status, json: { message: 'upstream says no' } } : passThrough(embedded.url, req),
    );

  it('renders pages from the vendor API when it works', async () => {
    fake.answer((req) => passThrough(embedded.url, req));
    const res = await request(upstream.listener).get('/news/1001').set('Host', 'localhost').set('User-Agent', DESKTOP);
    expect(res.status).toBe(200);
    expect(fake.requests.some((r) => r.url.startsWith('/api/v1/articles/1001/'))).toBe(true);
  });

  it('sends the visitor to /400 when the vendor answers 400', async () => {
    failOn(/^\/api\/v1\/articles\/1002\//, 400);
    const res = await request(upstream.listener).get('/news/1002').set('Host', 'localhost').set('User-Agent', DESKTOP);
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/400');
  });

  it('sends the visitor to /sorry when the vendor answers 500', async () => {
    failOn(/^\/api\/v1\/articles\/1003\//, 500);
    const res = await request(upstream.listener).get('/news/1003').set('Host', 'localhost').set('User-Agent', DESKTOP);
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/sorry');
    const sorry = await request(upstream.listener).get('/sorry').set('Host', 'localhost').set('User-Agent', DESKTOP);
    expect(sorry.status).toBe(500);
    expect(sorry.text).toContain('服务暂时不可用');
  });

  it('still renders a 404 for a vendor 404', async () => {
    failOn(/^\/api\/v1\/articles\/1004\//, 404);
    const res = await request(upstream.listener).get('/news/1004').set('Host', 'localhost').set('User-Agent', DESKTOP);
    expect(res.status).toBe(404);
    expect(res.text).toContain('文章不存在');
  });
});
