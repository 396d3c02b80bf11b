// The content pages answer with the right status codes, render what they promise on the server
// (before any JavaScript), and never pass hostile HTML from the CMS through to the browser.
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { buildSite } from '../helpers/site.ts';

let site: ReturnType<typeof buildSite>;
beforeAll(() => {
  site = buildSite();
});
afterAll(() => site.dispose());

const DESKTOP_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const get = (url: string) => request(site.listener).get(url).set('Host', 'localhost').set('User-Agent', DESKTOP_UA);
const count = (html: string, needle: RegExp) => html.match(needle)?.length ?? 0;

describe('content routes', () => {
  it.each([
    ['/news', 200],
    ['/news?page=2', 200],
    ['/news/1001', 200],
    ['/news/999999', 404],
    ['/news/abc', 404],
    ['/tags', 200],
    ['/tags/index/S-1', 200],
    ['/tags/index/0-1', 200],
    ['/tags/index/%23-1', 301],
    ['/tags/index/a-1', 301],
    ['/tags/index/AB-1', 404],
    ['/tags/index/ab-1', 404],
    ['/tags/index/S-0', 404],
    ['/tags/shujuzhili', 200],
    ['/tags/no-such-tag', 404],
    ['/cases', 200],
    ['/cases?page=2', 200],
    ['/cases/2001', 200],
    ['/cases/999999', 404],
    ['/evaluate', 200],
    ['/doc/md_privacy', 200],
    ['/en/doc/md_privacy', 200],
    ['/doc/md_nope', 404],
    ['/doc/privacy', 404],
  ])('GET %s answers %i', async (url, status) => {
    expect((await get(url)).status).toBe(status);
  });

  it('answers a path-traversing document name with a 404 or a redirect home, never the file', async () => {
    const res = await get('/doc/md_../x');
    expect([301, 302, 303, 307, 308, 404]).toContain(res.status);
    if (res.status !== 404) expect(res.headers.location).toMatch(/\/$/);
    expect((await get('/doc/md_..%2Fx')).status).toBe(404);
  });

  it('says 文章不存在 for a missing article', async () => {
    const res = await get('/news/999999');
    expect(res.text).toContain('文章不存在');
  });
});

describe('server-rendered content', () => {
  it('shows the first 10 news and a load-more link to ?page=2', async () => {
    const { text } = await get('/news');
    expect(count(text, /class="news-row"/g)).toBe(10);
    expect(text).toMatch(/href="\/news\?page=2"[^>]*>加载更多</);
    const page4 = await get('/news?page=4');
    expect(count(page4.text, /class="news-row"/g)).toBe(40);
    expect(page4.text).not.toContain('加载更多');
  });

  it('renders an article with its time, author, tags and sidebar', async () => {
    const { text } = await get('/news/1001');
    expect(text).toContain('2024-03-12 10:00');
    expect(text).toContain('得帆产品团队');
    expect(text).toContain('href="/tags/apaas"');
    expect(text).toContain('<title>得帆云 aPaaS 低代码平台 V6.0 发布 - 得帆云</title>');
    expect(text).toContain('热门资讯');
    expect(text).toContain('知识付费案例精选');
    expect(text).toContain('猜你喜欢');
  });

  it('offers 更多 only on keyword rows of 8 or more', async () => {
    const { text } = await get('/tags');
    expect(text).toContain('href="/tags/index/S-1"');
    expect(text).not.toContain('href="/tags/index/A-1"');
  });

  it('pages the keyword index 90 at a time, with the size as a query link', async () => {
    const first = await get('/tags/index/S-1');
    expect(count(first.text, /class="tag-grid__link"/g)).toBe(90);
    expect(first.text).toContain('href="/tags/index/S-2"');
    expect(first.text).toContain('href="/tags/index/S-1?size=180"');
    const big = await get('/tags/index/S-1?size=180');
    expect(count(big.text, /class="tag-grid__link"/g)).toBe(180);
    const last = await get('/tags/index/S-3');
    expect(count(last.text, /class="tag-grid__link"/g)).toBe(5);
    const beyond = await get('/tags/index/S-9');
    expect(beyond.text).toContain('暂无数据');
  });

  it('shows a case with its tags joined by " / ", used products and success stories', async () => {
    const { text } = await get('/cases/2001');
    expect(text).toContain('低代码平台 / 装备制造 / 客户案例 / 数字化转型');
    expect(text).toContain('使用产品');
    expect(text).toContain('客户成功故事');
  });

  it('renders the English document with English chrome', async () => {
    const { text } = await get('/en/doc/md_privacy');
    expect(text).toContain('Privacy Policy');
    expect(text).toContain('Last updated: ');
    expect(text).toContain('class="rich-text doc-page__content"');
  });
});

describe('the interviews on /evaluate', () => {
  it("date each card in the spec's default format, yyyy-MM-dd HH:mm (§9), on desktop and phone", async () => {
    for (const ua of [DESKTOP_UA, IPHONE_UA]) {
      const { text } = await get('/evaluate').set('User-Agent', ua);
      // content/articles/interviews: 2025-06-10 15:00:00, Beijing time
      expect(text, ua).toMatch(/<time dateTime="2025-06-10T15:00:00\+08:00">2025-06-10 15:00<\/time>/);
      const dates = [...text.matchAll(/class="article-card__meta"><time[^>]*>([^<]*)</g)].map((m) => m[1]);
      expect(dates.length, ua).toBeGreaterThan(0);
      for (const d of dates) expect(d, ua).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    }
  });
});

describe('the header highlight of the about menu and the keyword pages', () => {
  // The about dropdown is the only header entry rendered with is-active on these pages.
  const active = (html: string) =>
    [...html.matchAll(/<li class="main-nav__item[^"]*is-active[^"]*">(?:<button[^>]*>|<a[^>]*>)([^<]*)/g)].map(
      (m) => m[1],
    );

  it.each(['/news', '/evaluate', '/tags', '/tags/index/S-1', '/tags/shujuzhili', '/about'])(
    '%s highlights 关于我们',
    async (url) => {
      expect(active((await get(url)).text)).toEqual(['关于我们']);
    },
  );

  it('leaves an article unmarked on a general host (spec §2: article detail 3 on yx hosts only)', async () => {
    expect(active((await get('/news/1001')).text)).toEqual([]);
  });
});

describe('keyword groups at another address', () => {
  // The index is a letter A-Z or # written 0 (spec §2): each group has the one address its links
  // use, and a typed or shared # or a lowercase letter is sent there for good, size kept.
  it.each([
    ['/tags/index/%23-1', '/tags/index/0-1'],
    ['/tags/index/%23-2?size=180', '/tags/index/0-2?size=180'],
    ['/tags/index/a-1', '/tags/index/A-1'],
    ['/tags/index/s-2?size=180', '/tags/index/S-2?size=180'],
  ])('%s is sent to %s', async (from, to) => {
    const res = await get(from);
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe(to);
    expect((await get(to)).status).toBe(200);
  });

  it('shows the # group at its address', async () => {
    const target = await get('/tags/index/0-1');
    expect(target.text).toContain('数字与符号开头的关键词');
    expect(count(target.text, /class="tag-grid__link"/g)).toBeGreaterThan(0);
  });
});

const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

describe('empty lists', () => {
  /** The empty-state block of a page: its text and its link. */
  const emptyState = (html: string) => {
    const block = /<div class="empty-state"[^>]*>([\s\S]*?)<\/div>/.exec(html)?.[1];
    if (!block) return undefined;
    const link = /<a[^>]*href="([^"]*)"[^>]*>([^<]*)<\/a>/.exec(block);
    return { text: /<p[^>]*>([^<]*)<\/p>/.exec(block)?.[1], href: link?.[1], label: link?.[2] };
  };

  it.each([
    [
      '/cases?page=99',
      /class="cases-grid"|id="case-list"(?:(?!<\/section>)[\s\S])*class="m-cards"/,
      '/cases',
      '返回第一页',
    ],
    [
      '/complex-scene?page=99',
      /complex-scene__grid|id="scene-list"(?:(?!<\/section>)[\s\S])*class="m-cards"/,
      '/complex-scene',
      '返回第一页',
    ],
    ['/application?page=99', /class="app-market__grid"/, '/application', '返回第一页'],
    ['/tags/shujuzhili?page=99', /class="news-list__items"/, '/tags/shujuzhili', '返回第一页'],
    ['/tags/siyuliuliang', /class="news-list__items"/, '/tags', '浏览全部关键词'],
    ['/tags/index/S-9', /class="tag-grid"/, '/tags/index/S-1', '返回第一页'],
  ])(
    '%s says 暂无数据 with a way back, on desktop and phone, instead of an empty grid',
    async (url, grid, href, label) => {
      for (const ua of [DESKTOP_UA, IPHONE_UA]) {
        const res = await request(site.listener).get(url).set('Host', 'localhost').set('User-Agent', ua);
        expect(res.status).toBe(200);
        expect(emptyState(res.text), ua).toEqual({ text: '暂无数据', href, label });
        expect(res.text).not.toMatch(grid);
        // No pager pointing further past the end.
        expect(res.text).not.toContain('class="pager"');
        expect((await get(href)).status).toBe(200);
      }
    },
  );

  it('lists with content show no empty state', async () => {
    for (const url of ['/cases', '/cases?page=3', '/tags/shujuzhili', '/tags/index/S-3']) {
      expect(emptyState((await get(url)).text), url).toBeUndefined();
    }
  });
});

describe('the case list', () => {
  it('ends with the cases block in its 马上咨询 variant, on every page, desktop and phone', async () => {
    for (const url of ['/cases', '/cases?page=2', '/cases?page=99']) {
      const desktop = (await get(url)).text;
      const block = /<section class="case-block">([\s\S]*?)<\/section>/.exec(desktop)?.[1] ?? '';
      expect(count(block, /class="case-block__item"/g), url).toBe(3);
      expect(block).toMatch(/<a href="\/form" class="btn btn--primary">马上咨询<\/a>/);
      const phone = (await request(site.listener).get(url).set('Host', 'localhost').set('User-Agent', IPHONE_UA)).text;
      const section = /<section id="featured-cases"[\s\S]*?<\/section>/.exec(phone)?.[0] ?? '';
      expect(section).toContain('标杆案例');
      expect(section).toMatch(/>马上咨询<\/a>/);
    }
  });
});

describe('hostile article HTML', () => {
  it('strips scripts and event handlers before the page is served', async () => {
    const db = new DatabaseSync(path.join(site.dataDir, 'content.sqlite'));
    try {
      const row = db.prepare('SELECT detail FROM articles WHERE id = ?').get(1037) as { detail: string };
      const detail = JSON.parse(row.detail) as { content: string };
      detail.content =
        '<p>正文开始</p><script>window.__pwned=1</script><img src=x onerror="window.__pwned=2"><a href="javascript:window.__pwned=3">链接</a>';
      db.prepare('UPDATE articles SET detail = ? WHERE id = ?').run(JSON.stringify(detail), 1037);
    } finally {
      db.close();
    }
    const res = await get('/news/1037');
    expect(res.status).toBe(200);
    expect(res.text).toContain('正文开始');
    expect(res.text).not.toContain('<script>window.__pwned');
    expect(res.text).not.toContain('onerror');
    expect(res.text).not.toContain('javascript:window.__pwned');
    // Neither in the rendered HTML nor in the hydration data.
    expect(res.text).not.toContain('window.__pwned=2');
  });
});
