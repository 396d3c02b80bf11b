// The markup cache (shared/app/cached-markup.tsx): every page renders the same document with the
// header and footer markup taken from the cache as with them rendered in place, and the cache
// keys on the root content's identity.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import request from 'supertest';
import { chromeKeyOf } from '../../server/pages/chrome-key.ts';
import { markupCache } from '../../server/pages/markup-cache.tsx';
import { renderDocument, type RenderJob } from '../../server/pages/render-document.tsx';
import type { RootData } from '../../shared/routes/route-table.ts';
import { buildSite, startSiteOverEmbedded, type TestSite } from '../helpers/site.ts';
import { renderJobFor } from '../helpers/render-job.ts';

const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

let site: ReturnType<typeof buildSite>;
beforeAll(() => {
  site = buildSite({ PAGE_CACHE_TTL_MS: '0' });
});
afterAll(() => site.dispose());

const decoder = new TextDecoder();
const render = async (job: RenderJob) => decoder.decode(await renderDocument(job));

/** The render jobs of every page in the sitemap, as desktop and phone, on the general, WeCom and
 *  marketing hosts, and of the error pages. */
async function collectJobs(): Promise<{ name: string; desktop: boolean; job: RenderJob }[]> {
  const sitemap = await request(site.listener).get('/sitemap.xml').set('Host', 'localhost');
  const paths = [...sitemap.text.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map((m) => m[1]!);
  expect(paths.length).toBeGreaterThan(400);
  const visits: [string, string, string][] = [];
  for (const path of [...paths, '/400', '/sorry', '/news/999999']) visits.push([path, DESKTOP, 'localhost']);
  for (const path of paths.filter((_, i) => i % 5 === 0)) visits.push([path, IPHONE, 'localhost']);
  for (const host of ['wx.www.definesys.cn', 'yx.www.definesys.cn']) {
    for (const path of ['/', '/news', '/news/1040', '/cases', '/en']) visits.push([path, DESKTOP, host]);
  }
  const jobs: { name: string; desktop: boolean; job: RenderJob }[] = [];
  for (const [path, ua, host] of visits) {
    const res = await request(site.listener).get(path).set('Host', host).set('User-Agent', ua);
    const payloadJson = /<script[^>]*id="site-data"[^>]*>([\s\S]*?)<\/script>/.exec(res.text)?.[1];
    expect(payloadJson, `${host}${path}`).toBeDefined();
    const payload = JSON.parse(payloadJson!) as { device: string; loaderData: { root?: unknown } };
    const root = payload.loaderData.root;
    // The root content's identity for the cache, as production has it: menus, config and year
    // (not the site, which the cache must tell apart by itself).
    const { menus, config, year } = (root ?? {}) as Partial<RootData>;
    const chromeKey = root ? JSON.stringify([menus, config, year]) : '';
    jobs.push({
      name: `${host}${path} (${ua === DESKTOP ? 'desktop' : 'phone'})`,
      desktop: payload.device === 'desktop',
      job: renderJobFor(path, payloadJson!, chromeKey, res.status),
    });
  }
  return jobs;
}

describe('markup cache', () => {
  it(
    'renders every page the same with cached header and footer markup as with them rendered in place',
    { timeout: 120_000 },
    async () => {
      const jobs = await collectJobs();
      const inPlace: string[] = [];
      const filled = () => new Promise((r) => setImmediate(r));
      for (const { job } of jobs) {
        markupCache.clear();
        inPlace.push(await render(job));
        expect(markupCache.stats.hits).toBe(0);
        await filled();
      }
      markupCache.clear();
      // The first round fills the cache, each key from the first page that needs it (after the
      // page); in the second, every page takes its header and footer from it.
      for (const { job } of jobs) {
        await render(job);
        await filled();
      }
      const before = { ...markupCache.stats };
      // Desktop pages (the English site on phones too) have a cached header and footer.
      const desktopJobs = jobs.filter(({ desktop }) => desktop).length;
      for (const [i, { name, job }] of jobs.entries()) {
        expect(await render(job), name).toBe(inPlace[i]);
      }
      expect(markupCache.stats.misses).toBe(before.misses);
      expect(markupCache.stats.hits - before.hits).toBe(2 * desktopJobs);
      expect(markupCache.stats.failures).toBe(0);
    },
  );

  it('keys the root content on its identity: the same answers share markup, new ones do not', () => {
    const root = { menus: { zh: {}, en: {} }, config: {}, site: {}, year: 2026 } as unknown as RootData;
    expect(chromeKeyOf(root)).toBe(chromeKeyOf({ ...root }));
    expect(chromeKeyOf({ ...root, menus: { ...root.menus } })).not.toBe(chromeKeyOf(root));
    expect(chromeKeyOf({ ...root, config: { ...root.config } })).not.toBe(chromeKeyOf(root));
    expect(chromeKeyOf({ ...root, year: 2027 })).not.toBe(chromeKeyOf(root));
    expect(chromeKeyOf(null)).toBe('');
  });

  it('caches nothing for a page whose root content has no key', async () => {
    const res = await request(site.listener).get('/').set('Host', 'localhost').set('User-Agent', DESKTOP);
    const payloadJson = /<script[^>]*id="site-data"[^>]*>([\s\S]*?)<\/script>/.exec(res.text)![1]!;
    markupCache.clear();
    await render(renderJobFor('/', payloadJson, ''));
    await render(renderJobFor('/', payloadJson, ''));
    expect(markupCache.size).toBe(0);
    expect(markupCache.stats).toEqual({ hits: 0, misses: 0, failures: 0 });
  });
});

describe('markup cache and changing content', () => {
  let upstream: TestSite;
  let renamed: string | undefined;
  beforeAll(async () => {
    // The vendor's menus, with the first product renamed once the test says so.
    upstream = await startSiteOverEmbedded({ UPSTREAM_CACHE_TTL_MS: '50', PAGE_CACHE_TTL_MS: '0' }, (req, answer) => {
      if (
        renamed &&
        req.url.startsWith('/ds_projects/jiayi/config/menus.json') &&
        typeof answer === 'object' &&
        'json' in answer
      ) {
        const menus = structuredClone(answer.json) as { zh: { products: { name: string }[] } };
        menus.zh.products[0]!.name = renamed;
        return { ...answer, json: menus };
      }
      return answer;
    });
  });
  afterAll(() => upstream.close());

  it('renders the header afresh when the vendor changes the menus', async () => {
    const header = async (path: string) => {
      const html = await (await fetch(`${upstream.url}${path}`, { headers: { 'user-agent': DESKTOP } })).text();
      const start = html.indexOf('<header class="site-header');
      return html.slice(start, html.indexOf('</header>', start));
    };
    /** A page that takes its header from the cache (filled just after a render, on a later turn). */
    const fromCache = (expected: string) =>
      vi.waitFor(
        async () => {
          const hits = markupCache.stats.hits;
          expect(await header('/')).toContain(expected);
          expect(markupCache.stats.hits).toBeGreaterThan(hits);
        },
        { timeout: 10_000, interval: 20 },
      );
    const before = await header('/');
    expect(before).toContain('nav-panel__name');
    await fromCache(before);
    renamed = '低代码开发平台（新版）';
    await vi.waitFor(async () => expect(await header('/')).toContain(renamed), { timeout: 10_000, interval: 60 });
    // The pages after it take the new header from the cache.
    await fromCache(renamed);
  });
});
