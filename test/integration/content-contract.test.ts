// One contract, three ways in: the embedded store over HTTP, the upstream client (got) of a second
// site pointed at the first, and the browser's fetch transport through that second site's proxy.
// Every assertion runs against each, so the embedded mode and the upstream mode cannot drift.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApi, type Api } from '../../shared/api/client.ts';
import { ApiError } from '../../shared/api/errors.ts';
import { createFetchTransport } from '../../shared/api/fetch-transport.ts';
import { CATEGORY } from '../../shared/api/types.ts';
import { startFakeUpstream, type FakeUpstream } from '../helpers/fake-upstream.ts';
import { startSite, type TestSite } from '../helpers/site.ts';

let embedded: TestSite;
let upstreamSite: TestSite;
/** Baidu's oCPC endpoint, for the second site's conversions. */
let ocpc: FakeUpstream;

beforeAll(async () => {
  // Every lead here comes from 127.0.0.1: a limit above what the file sends.
  embedded = await startSite({ LEAD_RATE_LIMIT: '100' });
  ocpc = await startFakeUpstream();
  ocpc.answer(() => ({ status: 200, json: { header: { status: 0, desc: 'success' } } }));
  upstreamSite = await startSite({
    API_BASE_LOCAL: embedded.url,
    OCPC_API_URL: `${ocpc.url}/ocpcapi/api/uploadConvertData`,
    OCPC_TOKEN: 'server-side-token-123',
    LEAD_RATE_LIMIT: '100',
  });
});
afterAll(async () => {
  await upstreamSite?.close();
  await ocpc?.close();
  await embedded?.close();
});

const targets: [string, () => Api][] = [
  ['embedded store over HTTP', () => createApi(createFetchTransport({ base: embedded.url }))],
  ['upstream client of a second site', () => upstreamSite.sources.api('local')],
  ['browser transport through the proxy', () => createApi(createFetchTransport({ base: upstreamSite.url }))],
];

async function rejection(p: Promise<unknown>): Promise<ApiError> {
  const e = await p.then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(ApiError);
  return e as ApiError;
}

describe.each(targets)('content API contract: %s', (_name, makeApi) => {
  let api: Api;
  beforeAll(() => {
    api = makeApi();
  });

  it('pages news newest first, 10 at a time, with the total count', async () => {
    const first = await api.listArticles({ site: 'defan', category_id: CATEGORY.news });
    expect(first.count).toBeGreaterThanOrEqual(40);
    expect(first.results).toHaveLength(10);
    for (const a of first.results) {
      expect(a.category).toBe(CATEGORY.news);
      expect(a.title).not.toBe('');
      expect(a.url).toBe(`/news/${a.id}`);
      expect(a.cover_image).toMatch(/^\/media\/cover\/\d+\.svg$/);
    }
    const dates = first.results.map((a) => a.published_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    const second = await api.listArticles({ site: 'defan', category_id: CATEGORY.news, page: 2 });
    expect(second.results[0]!.published_at <= first.results[9]!.published_at).toBe(true);
    expect(second.results.map((a) => a.id)).not.toContain(first.results[0]!.id);
    const beyond = await api.listArticles({ site: 'defan', category_id: CATEGORY.news, page: 99 });
    expect(beyond).toEqual({ count: first.count, results: [] });
  });

  it('lists whole categories with the results-only variant', async () => {
    const cases = await api.listAllArticles({ site: 'defan', category_id: CATEGORY.cases });
    expect(cases).toHaveLength(28);
    expect(cases.every((a) => a.category === CATEGORY.cases && a.customer_brief !== '')).toBe(true);
    expect((await api.listAllArticles({ site: 'defan', category_id: CATEGORY.market })).length).toBe(12);
    expect((await api.listAllArticles({ site: 'defan', category_id: CATEGORY.interviews })).length).toBe(8);
    expect((await api.listAllArticles({ site: 'defan', category_id: CATEGORY.complexScene })).length).toBe(12);
    expect((await api.listAllArticles({ site: 'defan', category_id: CATEGORY.partner })).length).toBe(5);
    const complex = await api.listArticles({ site: 'defan', category_id: CATEGORY.complexScene, size: 9, page: 2 });
    expect(complex).toMatchObject({ count: 12 });
    expect(complex.results).toHaveLength(3);
  });

  it('filters articles by tag', async () => {
    const [first] = (await api.listArticles({ site: 'defan', category_id: CATEGORY.news })).results;
    const slug = first!.tags[0]!.slug;
    const tagged = await api.listArticles({ site: 'defan', tag: slug, size: 50 });
    expect(tagged.count).toBeGreaterThan(0);
    expect(tagged.results.every((a) => a.tags.some((t) => t.slug === slug))).toBe(true);
  });

  it('returns an article with its body, recommendations and hot lists, and 404s a missing one', async () => {
    const [summary] = (await api.listArticles({ site: 'defan', category_id: CATEGORY.news })).results;
    const article = await api.getArticle(summary!.id, CATEGORY.news);
    expect(article.id).toBe(summary!.id);
    expect(article.content).toMatch(/<p>/);
    expect(article.recommends.length).toBeGreaterThan(0);
    expect(article.recommends.length).toBeLessThanOrEqual(4);
    expect(article.hot_news.length).toBeGreaterThan(0);
    expect(article.meta_title).not.toBe('');
    const missing = await rejection(api.getArticle(987654));
    expect(missing.status).toBe(404);
    expect(missing.message).toBe('文章不存在');
    const wrongCategory = await rejection(api.getArticle(summary!.id, CATEGORY.cases));
    expect(wrongCategory.status).toBe(404);
  });

  it('leaves hot lists of cases empty, with defaults to fall back on', async () => {
    const [c] = await api.listAllArticles({ site: 'defan', category_id: CATEGORY.cases });
    const detail = await api.getArticle(c!.id, CATEGORY.cases);
    expect(detail.hot_news).toEqual([]);
    expect(detail.categories.length).toBeGreaterThan(0);
    expect(await api.defaultHotNews()).toHaveLength(6);
    expect(await api.defaultHotTags()).toHaveLength(10);
  });

  it('pages tags by index letter, 90 at a time, with # written as 0', async () => {
    const s1 = await api.listTagsByIndex('S', 1);
    expect(s1.count).toBeGreaterThan(180);
    expect(s1.results).toHaveLength(90);
    const s3 = await api.listTagsByIndex('S', 3);
    expect(s3.results).toHaveLength(s1.count - 180);
    expect(s3.results.every((t) => t.slug.startsWith('s'))).toBe(true);
    const hash = await api.listTagsByIndex('#');
    expect(hash.results.length).toBeGreaterThanOrEqual(3);
    expect(hash.results.every((t) => /^[0-9]/.test(t.slug))).toBe(true);
    const big = await api.listTagsByIndex('S', 1, 360);
    expect(big.results).toHaveLength(s1.count);
  });

  it('describes index groups and single tags', async () => {
    const groups = await api.listIndexGroups();
    const names = groups.map((g) => g.name);
    expect(names.at(-1)).toBe('#');
    expect(names.slice(0, -1)).toEqual([...names.slice(0, -1)].sort());
    const s = groups.find((g) => g.name === 'S')!;
    expect(s.count).toBeGreaterThan(180);
    expect(s.top_n_tags.length).toBeGreaterThanOrEqual(8);
    expect(groups.reduce((n, g) => n + g.count, 0)).toBe(300);
    const tag = await api.getTag(s.top_n_tags[0]!.slug);
    expect(tag).toMatchObject({ slug: s.top_n_tags[0]!.slug, index_group: 'S' });
    expect(tag.article_count).toBeGreaterThan(0);
    expect((await rejection(api.getTag('no-such-tag'))).status).toBe(404);
  });

  it('serves page details by route and site, with 404 for unknown routes', async () => {
    const apaas = await api.getSitePage('/product_apaas', 'defan');
    expect(apaas.ext.template).toBe('config');
    expect(apaas.ext.pageConfig?.p1?.title).toBeTruthy();
    const solution = await api.getSitePage('/solution_automobile', 'defan');
    expect(solution.ext.template).toBe('solution');
    const home = await api.getSitePage('/', 'wx');
    expect(home.route).toBe('/');
    const missing = await rejection(api.getSitePage('/product_nothing', 'defan'));
    expect(missing.status).toBe(404);
    expect(missing.message).toBe('页面不存在');
  });

  it('serves menus, project config and comments', async () => {
    const menus = await api.getMenus();
    expect(menus.zh.products).toHaveLength(6);
    expect(menus.en.products.length).toBeGreaterThan(0);
    const config = await api.getProjectConfig();
    expect(config.hotline).toMatch(/\d/);
    const comments = await api.listComments();
    expect(comments).toHaveLength(10);
    expect(comments[0]).toMatchObject({ nickname: expect.any(String), content: expect.any(String) });
  });

  it('queries markdown documents with where, only, without, sort, limit and skip', async () => {
    const [privacy] = await api.queryDocuments({ where: { name: 'privacy', lang: 'zh' } });
    expect(privacy?.body).toMatch(/#/);
    expect(await api.queryDocuments({ where: { name: 'nope' } })).toEqual([]);
    const titles = await api.queryDocuments({ where: { lang: 'en' }, only: ['name', 'title'], sort: { name: 1 } });
    expect(titles).toHaveLength(3);
    expect(Object.keys(titles[0]!).sort()).toEqual(['name', 'title']);
    expect(titles.map((d) => d.name)).toEqual(['disclaimer', 'privacy', 'support']);
    const noBody = await api.queryDocuments({ without: ['body'], limit: 2, skip: 1 });
    expect(noBody).toHaveLength(2);
    expect(noBody[0]).not.toHaveProperty('body');
  });

  it('serves the help-centre menu and its articles', async () => {
    const menu = await api.getClientArticleMenu();
    expect(menu.length).toBeGreaterThan(0);
    const doc = await api.getClientArticle(menu[0]!.id);
    expect(doc.title).toBe(menu[0]!.title);
    expect((await rejection(api.getClientArticle(999999))).status).toBe(404);
  });

  it('accepts a valid lead and rejects an invalid one with the form message', async () => {
    await expect(
      api.submitClientDemand(
        {
          client_name: '李明',
          phone: '13800000000',
          corp_name: '瑞程精密机械',
          corp_email: 'liming@ruicheng.example.cn',
          demand: '希望了解低代码平台的私有化部署方案',
        },
        { bdVid: 'contract1' },
      ),
    ).resolves.toMatchObject({ message: '提交成功，得帆的工作人员会尽快联系您', adClick: 'converted' });
    const invalid = await rejection(
      api.submitClientDemand({ client_name: '', phone: '1', corp_name: 'x', corp_email: '', demand: 'y' }),
    );
    expect(invalid.status).toBe(400);
    expect(invalid.message).toBe('姓名不能为空');
  });

  it('stores a lead sent twice under one Idempotency-Key once, answering with the same id', async () => {
    const stored = () => embedded.leads.count() + upstreamSite.leads.count();
    const before = stored();
    const key = `contract-${_name.replace(/\W+/g, '-')}-${Date.now()}`;
    const lead = {
      client_name: '周明',
      phone: '13800000000',
      corp_name: '沪东电梯股份',
      corp_email: '',
      demand: '重发后只应存一次',
    };
    const first = await api.submitClientDemand(lead, { idempotencyKey: key });
    const again = await api.submitClientDemand(lead, { idempotencyKey: key });
    expect(first.id).toEqual(expect.any(Number));
    expect(again.id).toBe(first.id);
    expect(stored()).toBe(before + 1);
    const other = await api.submitClientDemand(lead, { idempotencyKey: `${key}-2` });
    expect(other.id).not.toBe(first.id);
    expect(stored()).toBe(before + 2);
  });
});

describe('a lead from an ad click', () => {
  const LEAD = {
    client_name: '王磊',
    phone: '13800000001',
    corp_name: '瑞程精密机械',
    corp_email: '',
    demand: '了解集成平台',
  };
  const conversions = (site: TestSite) =>
    (site.leads.db.prepare('SELECT COUNT(*) AS n FROM conversions').get() as { n: number }).n;
  /** What the fake oCPC received for one click (the lead contract above sends one of its own). */
  const uploadsOf = (bdVid: string) =>
    ocpc.requests.filter((r) => r.body.includes(`bd_vid=${bdVid}`)).map((r) => JSON.parse(r.body) as unknown);

  it('is stored with its conversion, which the server sends with its token added', async () => {
    const api = createApi(createFetchTransport({ base: upstreamSite.url }));
    const before = conversions(upstreamSite);
    const answer = await api.submitClientDemand(LEAD, {
      bdVid: 'abc123',
      pageUrl: 'https://www.definesys.cn/?from=ad',
    });
    expect(answer).toMatchObject({ adClick: 'converted' });
    expect(answer).not.toHaveProperty('conversionTicket');
    expect(conversions(upstreamSite)).toBe(before + 1);
    // Sent after the answer: the server does not keep the browser waiting on Baidu.
    await vi.waitFor(() => expect(uploadsOf('abc123')).toHaveLength(1));
    expect(uploadsOf('abc123')[0]).toEqual({
      token: 'server-side-token-123',
      conversionTypes: [{ logidUrl: 'https://www.definesys.cn/?from=ad&bd_vid=abc123', newType: 3 }],
    });
  });

  it('has its conversion only recorded when no token is configured (embedded mode)', async () => {
    const api = createApi(createFetchTransport({ base: embedded.url }));
    const before = conversions(embedded);
    const answer = await api.submitClientDemand(LEAD, {
      bdVid: 'def456',
      pageUrl: 'https://wx.dev.definesys.cn/form',
    });
    expect(answer).toMatchObject({ adClick: 'converted' });
    expect(conversions(embedded)).toBe(before + 1);
    expect(embedded.leads.conversions.counts()).toMatchObject({ pending: 0 });
    expect(uploadsOf('def456')).toHaveLength(0);
  });
});
