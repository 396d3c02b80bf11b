// The desktop content pages: the news list's load-more, article detail, customer cases and their
// pager, customer voice's 'view more', documents, and the 404s of missing content.
import { expect, test, waitForHydration } from './fixtures.ts';

test.describe('news list', () => {
  test('shows 10 news, adds 10 per load more without reloading the page, then the control is gone', async ({
    page,
    problems,
  }) => {
    await page.goto('/news');
    await waitForHydration(page);
    const rows = page.locator('.news-list .news-row');
    const more = page.getByRole('link', { name: '加载更多' });
    await expect(rows).toHaveCount(10);
    // A full page load would lose this marker.
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));

    for (const [next, shown] of [
      [2, 20],
      [3, 30],
      [4, 40],
    ] as const) {
      await more.scrollIntoViewIfNeeded();
      await expect(more).toHaveAttribute('href', `/news?page=${next}`);
      const before = await page.evaluate(() => window.scrollY);
      await more.click();
      await expect(page).toHaveURL(`/news?page=${next}`);
      await expect(rows).toHaveCount(shown);
      await expect(page.getByText(`已显示 ${shown} / 40 条资讯`)).toBeVisible();
      // The list grows below; the reader stays where they were.
      expect(Math.abs((await page.evaluate(() => window.scrollY)) - before)).toBeLessThan(40);
    }
    await expect(more).toHaveCount(0);
    await expect(page.getByText('已经到底了，全部资讯都在这里')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    expect(problems.messages).toEqual([]);
  });

  test('load more works as a plain link too (?page=N shows N×10)', async ({ page, problems }) => {
    await page.goto('/news?page=3');
    await expect(page.locator('.news-list .news-row')).toHaveCount(30);
    await expect(page.getByRole('link', { name: '加载更多' })).toHaveAttribute('href', '/news?page=4');
    expect(problems.messages).toEqual([]);
  });
});

test.describe('article detail', () => {
  test('shows the article with its frame, and its tags lead to the tag page', async ({ page, problems }) => {
    await page.goto('/news/1001');
    await waitForHydration(page);
    await expect(page).toHaveTitle('得帆云 aPaaS 低代码平台 V6.0 发布 - 得帆云');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/V6\.0 正式发布/);
    await expect(page.locator('.article-detail__meta')).toContainText('2024-03-12 10:00');
    await expect(page.locator('.article-detail__meta')).toContainText('得帆产品团队');
    const crumbs = page.getByRole('navigation', { name: '当前位置' });
    await expect(crumbs.getByRole('link')).toHaveText(['首页', '新闻动态']);
    await expect(page.getByRole('heading', { name: '热门资讯' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '知识付费案例精选' })).toBeVisible();
    await expect(page.locator('.sidebar-tags .tag-chip').first()).toHaveAttribute('href', /^\/tags\/[a-z0-9-]+$/);
    // 'You may like': the recommends in a four-a-page carousel without dots.
    const carousel = page.getByRole('region', { name: '推荐文章' });
    await expect(carousel.locator('.news-carousel__card')).toHaveCount(4);
    await expect(carousel.locator('.carousel__dots')).toHaveCount(0);

    await page.locator('.article-detail__tags').getByRole('link', { name: 'aPaaS' }).click();
    await expect(page).toHaveURL('/tags/apaas');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('#aPaaS');
    await expect(page.getByText('共 5 篇相关文章')).toBeVisible();
    await expect(page.locator('.tag-page__list .news-row')).toHaveCount(5);
    expect(problems.messages).toEqual([]);
  });

  test('a missing article is a 404 saying 文章不存在', async ({ page, problems }) => {
    const res = await page.goto('/news/424242');
    expect(res?.status()).toBe(404);
    await expect(page.getByText('文章不存在')).toBeVisible();
    expect(problems.messages).toEqual([]);
  });

  test('a client navigation to an article gone meanwhile shows the 404 a full load shows', async ({
    page,
    problems,
  }) => {
    await page.goto('/news/424242');
    const served = await page.locator('main').innerHTML();

    await page.goto('/news');
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    const link = page.locator('.news-list a[href^="/news/"]').first();
    const href = (await link.getAttribute('href'))!;
    // The article's loader asks the API; it answers as for an article that does not exist.
    const articleApi = `/api/v1/articles/${href.split('/').pop()}/`;
    await page.route(
      (url) => url.pathname === articleApi,
      (route) => route.fulfill({ status: 404, json: { error_code: 'not_found', message: 'No such article' } }),
    );
    await link.click();
    await expect(page).toHaveURL(href);
    await expect(page.getByText('文章不存在')).toBeVisible();
    // The desktop's route error view, in the same document, shows what the server rendered.
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    // Focus is on its heading, as after any client navigation (client-desktop/components/route-focus.tsx).
    await expect(page.locator('main h1')).toBeFocused();
    expect((await page.locator('main').innerHTML()).replace(' tabindex="-1"', '')).toBe(served);
    // Only the API's own 404 is reported (the browser logs a failed fetch), nothing the page threw.
    expect(problems.messages.filter((m) => !m.includes('404'))).toEqual([]);
  });
});

test.describe('customer cases', () => {
  const titles = (page: import('@playwright/test').Page) =>
    page.locator('.cases-grid .article-card__title').allTextContents();

  test('page 2 shows nine other cases, reached through the pager at /cases?page=2', async ({ page, problems }) => {
    await page.goto('/cases');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { name: '客户案例', exact: true })).toBeVisible();
    const first = await titles(page);
    expect(first).toHaveLength(9);
    await page.getByRole('navigation', { name: '案例分页' }).getByRole('link', { name: '第 2 页' }).click();
    await expect(page).toHaveURL('/cases?page=2');
    await expect(page.locator('.cases-grid .article-card__title').first()).not.toHaveText(first[0]!);
    const second = await titles(page);
    expect(second).toHaveLength(9);
    expect(second.filter((t) => first.includes(t))).toEqual([]);
    expect(problems.messages).toEqual([]);
  });

  test('past the last page: 暂无数据, a way back to page 1, and the cases block with 马上咨询', async ({
    page,
    problems,
  }) => {
    await page.goto('/cases?page=99');
    await waitForHydration(page);
    await expect(page.locator('.cases-page__body').getByText('暂无数据')).toBeVisible();
    await expect(page.locator('.cases-grid')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: '案例分页' })).toHaveCount(0);
    const block = page.locator('.case-block');
    await expect(block.getByRole('heading', { name: '标杆案例' })).toBeVisible();
    await expect(block.locator('.case-block__item')).toHaveCount(3);
    await expect(block.getByRole('link', { name: '马上咨询' })).toHaveAttribute('href', '/form');
    await page.getByRole('link', { name: '返回第一页' }).click();
    await expect(page).toHaveURL('/cases');
    await expect(page.locator('.cases-grid .article-card__title')).toHaveCount(9);
    expect(problems.messages).toEqual([]);
  });

  test('a case shows its tags, customer, products, success stories and hot lists', async ({ page, problems }) => {
    await page.goto('/cases/2001');
    await waitForHydration(page);
    await expect(page.locator('.case-detail__tags')).toHaveText('低代码平台 / 装备制造 / 客户案例 / 数字化转型');
    await expect(page.getByText('客户简介')).toBeVisible();
    await expect(page.locator('.case-detail__products li')).toHaveText(['低代码平台', '集成平台']);
    // Each to its page, as the products menu links it.
    expect(
      await page.locator('a.case-detail__product').evaluateAll((as) => as.map((a) => a.getAttribute('href'))),
    ).toEqual(['/product_apaas', '/product_ipaas']);
    await expect(page.getByRole('heading', { name: '客户成功故事' })).toBeVisible();
    await expect(page.locator('.case-stories .article-card')).toHaveCount(4);
    await expect(page.locator('.sidebar-news__item')).toHaveCount(6);
    expect(problems.messages).toEqual([]);
  });
});

test.describe('customer voice', () => {
  test('view more brings the rest of the interviews and of the reviews', async ({ page, problems }) => {
    await page.goto('/evaluate');
    await waitForHydration(page);
    const interviews = page.locator('.voice-interviews .article-card');
    const reviews = page.locator('.voice-reviews .comment-card');
    await expect(interviews).toHaveCount(6);
    await expect(reviews.filter({ visible: true })).toHaveCount(6);

    const interviewSection = page.getByRole('region', { name: '大咖访谈' });
    await interviewSection.getByRole('button', { name: '查看更多' }).click();
    await expect(interviews).toHaveCount(8);
    await expect(interviewSection.getByRole('button', { name: '查看更多' })).toHaveCount(0);
    await expect(interviewSection.getByText('已显示全部 8 篇访谈')).toBeVisible();

    const reviewSection = page.getByRole('region', { name: '客户评价' });
    await reviewSection.getByRole('button', { name: '查看更多' }).click();
    await expect(reviews.filter({ visible: true })).toHaveCount(10);
    await expect(reviewSection.getByRole('button', { name: '查看更多' })).toHaveCount(0);
    expect(problems.messages).toEqual([]);
  });
});

test.describe('documents', () => {
  test('a document shows its title, update date and rendered markdown', async ({ page, problems }) => {
    await page.goto('/doc/md_privacy');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('隐私政策');
    await expect(page.locator('.doc-page__updated')).toHaveText(/^更新日期：\d{4}-\d{2}-\d{2}$/);
    await expect(page.locator('.doc-page__content h2').first()).toBeVisible();
    expect(problems.messages).toEqual([]);
  });

  test('the English document has English chrome', async ({ page, problems }) => {
    await page.goto('/en/doc/md_privacy');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
    await expect(page.locator('.doc-page__updated')).toHaveText(/^Last updated: \d{4}-\d{2}-\d{2}$/);
    expect(problems.messages).toEqual([]);
  });

  for (const path of ['/doc/md_nope', '/tags/no-such-tag', '/tags/index/AB-1']) {
    test(`${path} is a 404`, async ({ page, problems }) => {
      const res = await page.goto(path);
      expect(res?.status()).toBe(404);
      // The Chinese 404 leads in Chinese (issue 39).
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('页面未找到');
      expect(problems.messages).toEqual([]);
    });
  }
});
