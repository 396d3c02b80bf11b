// Each loader of the route table on its own, against the embedded store seeded from content/, as
// the server runs it (the route's params, the request, the content API and the site of a visitor
// on localhost): what it returns for a real demo page, checked against the content files, and how
// it ends a page it cannot make (a 404, a redirect). No HTTP and no render.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isRouteErrorResponse, matchRoutes, RouterContextProvider, type LoaderFunctionArgs } from 'react-router';
import { afterAll, describe, expect, it } from 'vitest';
import { CATEGORY } from '../../shared/api/types.ts';
import { HOME_NEWS_COUNT, LIST_PAGE_SIZE, NEWS_STEP, TAG_PAGE_SIZE } from '../../shared/constants.ts';
import { withHeadingPrefix } from '../../shared/routes/heading-prefix.ts';
import { loaders } from '../../shared/routes/loaders.ts';
import { apiContext, siteContext } from '../../shared/routes/router-context.ts';
import { createRouteObjects, ROUTES, type RouteId } from '../../shared/routes/route-table.ts';
import { loadConfig } from '../config.ts';
import { createContentSources } from '../content/content-sources.ts';
import { createContentStore } from '../content-store/content-store.ts';
import { openContentDb } from '../content-store/db.ts';
import { createContextResolver } from '../request-context.ts';

const CONTENT = path.resolve(import.meta.dirname, '../../content');
const read = <T>(file: string): T => JSON.parse(fs.readFileSync(path.join(CONTENT, file), 'utf8')) as T;

interface IndexEntry {
  id: number;
  title: string;
  published_at: string;
  tags: string[];
}
const index = (category: string) => read<IndexEntry[]>(`articles/${category}/index.json`);
const CATEGORIES = ['news', 'cases', 'market', 'interviews', 'complex-scene', 'partner'];
const fixedPage = (route: string) =>
  read<{ route: string; meta: { title: string } }[]>('pages/fixed.json').find((p) => p.route === route)!;
const configPage = (file: string) => read<{ meta: { title: string } }>(`pages/config/${file}.json`);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'loaders-'));
const db = openContentDb(dataDir);
const config = loadConfig({ DATA_DIR: dataDir });
const sources = createContentSources({ config, store: createContentStore(db) });
const resolve = createContextResolver(config);
afterAll(() => {
  db.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const routes = createRouteObjects();

/** The loader's arguments for an address, as the server's static handler makes them. */
function argsFor(url: string): { id: RouteId; args: LoaderFunctionArgs } {
  const { pathname } = new URL(url, 'http://site.internal');
  const leaf = matchRoutes(routes, pathname)!.at(-1)!;
  const ctx = resolve({ host: 'localhost', path: pathname, userAgent: undefined });
  const context = new RouterContextProvider();
  context.set(apiContext, sources.api(ctx.env));
  context.set(siteContext, {
    site: ctx.site,
    hostType: ctx.hostType,
    headingPrefix: ctx.headingPrefix,
    siteBase: ctx.siteBase,
  });
  const request = new Request(`http://site.internal${url}`);
  const pattern = `/${leaf.route.path ?? ''}`;
  const args: LoaderFunctionArgs = { request, url: new URL(request.url), pattern, params: leaf.params, context };
  return { id: leaf.route.id as RouteId, args };
}

/** What the route's own loader returns for the address (the route table's, by the route matched). */
async function load(url: string, expectedRoute: RouteId): Promise<Record<string, any>> {
  const { id, args } = argsFor(url);
  expect(id).toBe(expectedRoute);
  const loader = ROUTES.find((r) => r.id === id)!.loader as (a: LoaderFunctionArgs) => unknown;
  return (await loader(args)) as Record<string, any>;
}

/** What the loader throws for the address: a 404 with its message, or a redirect. */
async function thrown(url: string): Promise<{ status: number; message?: string; location?: string }> {
  const { id, args } = argsFor(url);
  const loader = ROUTES.find((r) => r.id === id)!.loader as (a: LoaderFunctionArgs) => unknown;
  try {
    await loader(args);
  } catch (e) {
    if (e instanceof Response) return { status: e.status, location: e.headers.get('Location') ?? undefined };
    const d = e as { data: unknown; init: { status: number } };
    if (d?.init) return { status: d.init.status, message: String(d.data) };
    if (isRouteErrorResponse(e)) return { status: e.status, message: String(e.data) };
    throw e;
  }
  throw new Error(`${url} did not throw`);
}

/** Ids of the newest `n` articles of a category, newest first. */
const newest = (category: string, n: number) =>
  index(category)
    .toSorted((a, b) => b.published_at.localeCompare(a.published_at) || b.id - a.id)
    .slice(0, n)
    .map((a) => a.id);

const ids = (items: { id: number }[]) => items.map((a) => a.id);

/** One check per route of the table (the type check asks for every one). */
const CHECKS = {
  home: async () => {
    const home = await load('/', 'home');
    expect(home.page.meta_title).toBe(fixedPage('/').meta.title);
    expect(ids(home.news)).toEqual(newest('news', HOME_NEWS_COUNT));
    expect(ids(home.partnerArticles).sort()).toEqual(ids(index('partner')).sort());
    expect(home.brandWall.length).toBeGreaterThan(0);
  },
  'en-home': async () => {
    const home = await load('/en', 'en-home');
    expect(home.page.meta_title).toBe(fixedPage('/en').meta.title);
    expect(home.partnerArticles).toHaveLength(index('partner').length);
    expect(home.brandWall.length).toBeGreaterThan(0);
  },
  news: async () => {
    const first = await load('/news', 'news');
    expect(first.count).toBe(index('news').length);
    expect(ids(first.items)).toEqual(newest('news', NEWS_STEP));
    expect(first.page.meta_title).toBe(fixedPage('/news').meta.title);
    expect((await load('/news?page=2', 'news')).items).toHaveLength(2 * NEWS_STEP);
  },
  article: async () => {
    const [entry] = index('news');
    const { article, hotNews, hotTags } = await load(`/news/${entry!.id}`, 'article');
    expect(article).toMatchObject({ id: entry!.id, title: entry!.title, category: CATEGORY.news });
    expect(article.tags.map((t: { slug: string }) => t.slug)).toEqual(entry!.tags);
    expect(hotNews.length).toBeGreaterThan(0);
    expect(hotTags.length).toBeGreaterThan(0);
    expect(await thrown('/news/abc')).toEqual({ status: 404, message: '文章不存在' });
    expect(await thrown('/news/999999')).toEqual({ status: 404, message: '文章不存在' });
  },
  tags: async () => {
    const { page, groups } = await load('/tags', 'tags');
    expect(page.meta_title).toBe(fixedPage('/tags').meta.title);
    const total = groups.reduce((n: number, g: { count: number }) => n + g.count, 0);
    expect(total).toBe(read<unknown[]>('tags.json').length);
  },
  'tag-index': async () => {
    const { groups } = await load('/tags', 'tags');
    const a = groups.find((g: { name: string }) => g.name === 'A');
    const page = await load('/tags/index/A-1', 'tag-index');
    expect(page).toMatchObject({ index: 'A', pageNumber: 1, size: TAG_PAGE_SIZE });
    expect(page.tags.count).toBe(a.count);
    expect(await thrown('/tags/index/%23-1?size=180')).toEqual({ status: 301, location: '/tags/index/0-1?size=180' });
    // A lowercase letter is the uppercase one's page, sent there for good; what is no letter is gone.
    expect(await thrown('/tags/index/a-1?size=180')).toEqual({ status: 301, location: '/tags/index/A-1?size=180' });
    expect(await thrown('/tags/index/AB-1')).toEqual({ status: 404, message: '页面不存在' });
  },
  tag: async () => {
    const tags = read<{ name: string; slug: string }[]>('tags.json');
    const slug = 'apaas';
    const tagged = CATEGORIES.flatMap(index).filter((a) => a.tags.includes(slug));
    const page = await load(`/tags/${slug}`, 'tag');
    expect(page.tag).toMatchObject({ slug, name: tags.find((t) => t.slug === slug)!.name });
    expect(page.list.count).toBe(tagged.length);
    expect(page.pageNumber).toBe(1);
    expect(await thrown('/tags/Not_A_Slug')).toEqual({ status: 404, message: '标签不存在' });
  },
  whitepaper: async () => {
    expect((await load('/whitepaper', 'whitepaper')).page.meta_title).toBe(fixedPage('/whitepaper').meta.title);
  },
  form: async () => {
    const form = await load('/form', 'form');
    expect(form.page.meta_title).toBe(fixedPage('/form').meta.title);
    expect(form.trialLogos.length).toBeGreaterThan(0);
  },
  'complex-scene': async () => {
    const first = await load('/complex-scene', 'complex-scene');
    expect(first).toMatchObject({ pageNumber: 1, pageSize: LIST_PAGE_SIZE });
    expect(first.list.count).toBe(index('complex-scene').length);
    expect(first.list.results).toHaveLength(LIST_PAGE_SIZE);
    const second = await load('/complex-scene?page=2', 'complex-scene');
    expect(second.list.results).toHaveLength(index('complex-scene').length - LIST_PAGE_SIZE);
  },
  application: async () => {
    const list = await load('/application', 'application');
    expect(list.list.count).toBe(index('market').length);
    expect(list.page.meta_title).toBe(fixedPage('/application').meta.title);
  },
  cases: async () => {
    const list = await load('/cases', 'cases');
    expect(list.list.count).toBe(index('cases').length);
    expect(ids(list.list.results)).toEqual(newest('cases', LIST_PAGE_SIZE));
  },
  'case-detail': async () => {
    const [entry] = index('cases');
    const { article } = await load(`/cases/${entry!.id}`, 'case-detail');
    expect(article).toMatchObject({ id: entry!.id, title: entry!.title, category: CATEGORY.cases });
    // A news article is no case.
    expect(await thrown(`/cases/${index('news')[0]!.id}`)).toEqual({ status: 404, message: '文章不存在' });
  },
  cooperative: async () => {
    const page = await load('/cooperative', 'cooperative');
    expect(page.page.meta_title).toBe(configPage('cooperative').meta.title);
    expect(page.partnerArticles).toHaveLength(index('partner').length);
  },
  about: async () => {
    const about = await load('/about', 'about');
    expect(about.page.meta_title).toBe(fixedPage('/about').meta.title);
    expect(about.brandWall.length).toBeGreaterThan(0);
    expect(about.honours.length).toBeGreaterThan(0);
  },
  evaluate: async () => {
    const evaluate = await load('/evaluate', 'evaluate');
    expect(evaluate.interviews.count).toBe(index('interviews').length);
    expect(evaluate.interviews.results).toHaveLength(Math.min(6, index('interviews').length));
    expect(evaluate.comments).toHaveLength(read<unknown[]>('site/comments.json').length);
  },
  'en-cooperative': async () => {
    const page = await load('/en/cooperative', 'en-cooperative');
    expect(page.page.meta_title).toBe(configPage('en-cooperative').meta.title);
    // The partner articles are Chinese.
    expect(page.partnerArticles).toEqual([]);
  },
  'en-about': async () => {
    const about = await load('/en/about', 'en-about');
    expect(about.page.meta_title).toBe(fixedPage('/en/about').meta.title);
    expect(about.honours.length).toBeGreaterThan(0);
  },
  'en-form': async () => {
    expect((await load('/en/form', 'en-form')).page.meta_title).toBe(fixedPage('/en/form').meta.title);
  },
  marketing: async () => {
    // The general host shows the marketing-automation (yx) site's page.
    const { page } = await load('/marketing-automation', 'marketing');
    // In the host's heading wording.
    const { headingPrefix } = resolve({ host: 'localhost', path: '/', userAgent: undefined });
    expect(page.meta_title).toBe(withHeadingPrefix(configPage('marketing-automation.yx').meta.title, headingPrefix));
    expect(page.site).toBe('yx');
  },
  doc: async () => {
    const doc = read<{ name: string; lang: string; title: string }[]>('documents/index.json').find(
      (d) => d.lang === 'zh',
    )!;
    const { doc: loaded } = await load(`/doc/md_${doc.name}`, 'doc');
    expect(loaded).toMatchObject({ name: doc.name, title: doc.title });
    // Rendered from the Markdown.
    expect(loaded.html).toContain('<h2>');
    expect(loaded.body).toContain('## ');
    expect(await thrown('/doc/md_nothing')).toEqual({ status: 404, message: '文档不存在' });
    expect(await thrown('/doc/privacy')).toEqual({ status: 404, message: '文档不存在' });
  },
  'en-doc': async () => {
    const doc = read<{ name: string; lang: string; title: string }[]>('documents/index.json').find(
      (d) => d.lang === 'en',
    )!;
    const { doc: loaded } = await load(`/en/doc/md_${doc.name}`, 'en-doc');
    expect(loaded).toMatchObject({ name: doc.name, title: doc.title });
    expect(await thrown('/en/doc/md_nothing')).toEqual({ status: 404, message: 'This document does not exist.' });
  },
  'bad-request': async () => {
    const { data, init } = await load('/400', 'bad-request');
    expect([data, init.status]).toEqual([{ status: 400 }, 400]);
  },
  sorry: async () => {
    const { data, init } = await load('/sorry', 'sorry');
    expect([data, init.status]).toEqual([{ status: 500 }, 500]);
  },
  template: async () => {
    const mdm = await load('/product_mdm', 'template');
    expect(mdm.page.meta_title).toBe(configPage('product_mdm').meta.title);
    expect(mdm.template).toBe('config');
    const finance = await load('/solution_finance', 'template');
    expect(finance.template).toBe('solution');
    expect(await thrown('/product_nothing')).toEqual({ status: 404, message: '页面不存在' });
    // Any other single segment goes home.
    expect(await thrown('/pricing')).toEqual({ status: 302, location: '/' });
  },
  'en-template': async () => {
    const apaas = await load('/en/product_apaas', 'en-template');
    expect(apaas.page.meta_title).toBe(configPage('en-product_apaas').meta.title);
    // The English iPaaS product page is a product page of its own, not the English home.
    const ipaas = await load('/en/product_ipaas', 'en-template');
    expect(ipaas.page.meta_title).toBe(configPage('en-product_ipaas').meta.title);
    expect(ipaas.template).toBe('config');
    expect(await thrown('/en/product_nothing')).toEqual({ status: 404, message: 'This page does not exist.' });
    expect(await thrown('/en/pricing')).toEqual({ status: 302, location: '/en' });
  },
  fallback: async () => {
    expect(await thrown('/a/b/c')).toEqual({ status: 302, location: '/' });
    expect(await thrown('/en/a/b')).toEqual({ status: 302, location: '/en' });
  },
} satisfies Record<RouteId, () => Promise<void>>;

describe('the loaders against the embedded store', () => {
  it.each(Object.entries(CHECKS))('%s', async (_id, check) => {
    await check();
  });

  it("root: the menus and chrome config of the page's language, and the year", async () => {
    const menus = read<Record<'zh' | 'en', Record<string, unknown[]>>>('site/menus.json');
    const site = read<{ companyName: string }>('site/config.json');
    for (const lang of ['zh', 'en'] as const) {
      const root = await loaders.root(argsFor(lang === 'zh' ? '/' : '/en').args);
      expect(root.menus.products).toHaveLength(menus[lang].products!.length);
      expect(root.year).toBe(new Date().getFullYear());
      expect(root.site).toMatchObject({ site: 'defan', hostType: 'general' });
      // The chrome's config carries no page lists: those travel with the pages that show them.
      expect(root.config).not.toHaveProperty('brandWall');
      if (lang === 'zh') expect(root.config.companyName).toBe(site.companyName);
    }
  });
});
