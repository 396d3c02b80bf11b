// The company pages on the desktop: partner programme, about, complex-scene, application market
// and white paper.
import { expect, test, waitForHydration } from './fixtures.ts';

test.describe('partner programme', () => {
  test('the gold partner carousel holds 5 partners, shows 3 at a time and has no dots', async ({ page, problems }) => {
    await page.goto('/cooperative');
    await waitForHydration(page);
    await expect(page.locator('h1')).toHaveText('携手得帆，共赢企业数字化');
    await expect(page.locator('.tpl-hero__button')).toHaveText('立即加入');
    const carousel = page.getByRole('region', { name: '金牌合作伙伴轮播' });
    await expect(carousel.locator('.carousel__slide')).toHaveCount(5);
    await expect(carousel.locator('.carousel__slide.is-active')).toHaveCount(3);
    await expect(carousel.locator('.carousel__dots')).toHaveCount(0);
    const visible = () =>
      carousel.evaluate((c) => {
        const list = c.querySelector('.carousel__track')!.getBoundingClientRect();
        return [...c.querySelectorAll('.gold-partner')].filter((e) => {
          const r = e.getBoundingClientRect();
          return r.left >= list.left - 1 && r.right <= list.right + 1;
        }).length;
      });
    expect(await visible()).toBe(3);
    const firstBefore = await carousel.locator('.is-active .gold-partner__name').first().textContent();
    await carousel.getByRole('button', { name: '下一组' }).click();
    await expect(carousel.locator('.is-active .gold-partner__name').first()).not.toHaveText(firstBefore ?? '');
    await expect(carousel.locator('.carousel__slide.is-active')).toHaveCount(3);
    expect(problems.messages).toEqual([]);
  });

  test('shows the mechanism, three core products, the process, six supports and partner news', async ({
    page,
    problems,
  }) => {
    await page.goto('/cooperative');
    await waitForHydration(page);
    await expect(page.locator('.partner-type__title')).toHaveText(['实施伙伴', '应用伙伴', '渠道伙伴']);
    await expect(page.locator('.core-product__title')).toHaveText(['低代码平台', '集成平台', '主数据平台']);
    const more = page.locator('.core-product__more');
    await expect(more).toHaveCount(3);
    for (const link of await more.all()) await expect(link).toHaveAttribute('href', 'https://community.definesys.cn');
    // the process is the picture alone (it opens at full size); beside it, what a firm needs to apply
    await expect(
      page.locator('.partner-process__pic a[href="/media/art/pic-cooperative-process.svg"] img'),
    ).toBeVisible();
    await expect(page.locator('.partner-steps')).toHaveCount(0);
    await expect(page.locator('.partner-reqs__name')).toHaveText(['企业资质', '交付团队', '客户基础', '申请材料']);
    await expect(page.getByRole('link', { name: '成为合作伙伴' })).toHaveAttribute('href', '/form');
    await expect(page.locator('.partner-support')).toHaveCount(6);
    // Partner articles (category 3): the newest featured, the other four listed.
    await expect(page.locator('.partner-stories__featured h3')).toHaveText(/领航数科/);
    await expect(page.locator('.partner-stories__item')).toHaveCount(4);
    expect(problems.messages).toEqual([]);
  });

  test('the English programme is all English with the same structure', async ({ page, problems }) => {
    await page.goto('/en/cooperative');
    await waitForHydration(page);
    await expect(page.locator('.tpl-hero__button')).toHaveText('Join now');
    const carousel = page.getByRole('region', { name: 'Gold partners' });
    await expect(carousel.locator('.carousel__slide')).toHaveCount(5);
    await expect(carousel.locator('.carousel__slide.is-active')).toHaveCount(3);
    await expect(page.locator('.core-product__more').first()).toHaveText('Learn more →');
    await expect(page.getByRole('link', { name: 'Become a partner', exact: true })).toHaveAttribute('href', '/en/form');
    expect(problems.messages).toEqual([]);
  });
});

test.describe('about', () => {
  for (const path of ['/about', '/en/about']) {
    test(`${path} shows the top-500 counts, staff, founding year, 16 honours and the timeline 2014–2023`, async ({
      page,
      problems,
    }) => {
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.locator('.about-top500__value')).toHaveText(['154', '167', '124', '8']);
      await expect(page.locator('.about-top500__item dt')).toHaveCount(4);
      const facts = page.locator('.about-facts__item dd');
      await expect(facts).toContainText(['2014', '450+']);
      await expect(page.locator('.about-recognitions li').first()).toContainText('Gartner');
      const honours = page.locator('.honours-wall img');
      await expect(honours).toHaveCount(16);
      await expect(page.locator('.timeline__year')).toHaveText([
        '2014',
        '2015',
        '2016',
        '2017',
        '2018',
        '2019',
        '2020',
        '2021',
        '2022',
        '2023',
      ]);
      await expect(page.locator('.brand-wall__item')).toHaveCount(114);
      expect(problems.messages).toEqual([]);
    });
  }

  test('the honours images load', async ({ page }) => {
    await page.goto('/about');
    const wall = page.locator('.honours-wall');
    await wall.scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        wall.locator('img').evaluateAll((imgs) => imgs.filter((i) => (i as HTMLImageElement).naturalWidth > 0).length),
      )
      .toBe(16);
  });
});

test.describe('complex scene', () => {
  test('banner with 立即使用 to the submission form, nine cards a page and a real pager', async ({
    page,
    problems,
  }) => {
    await page.goto('/complex-scene');
    await waitForHydration(page);
    await expect(page.locator('h1')).toHaveText('复杂场景解决方案');
    await expect(page.getByRole('link', { name: '立即使用' })).toHaveAttribute('href', '/form');
    const cards = page.locator('.complex-scene__grid .article-card__title');
    await expect(cards).toHaveCount(9);
    const first = await cards.allTextContents();
    await expect(page.locator('.pager a.pager__page').filter({ hasText: /^2$/ })).toHaveAttribute(
      'href',
      '/complex-scene?page=2',
    );
    await expect(page.locator('.contact-block')).toBeVisible();
    await expect(page.getByRole('heading', { name: '获取您的专属数字化方案' })).toBeVisible();

    await page.goto('/complex-scene?page=2');
    await expect(cards).toHaveCount(3);
    const second = await cards.allTextContents();
    expect(second.filter((t) => first.includes(t))).toEqual([]);
    await expect(page.locator('.pager [aria-current="page"]')).toHaveText('2');
    expect(problems.messages).toEqual([]);
  });
});

test.describe('application market', () => {
  test('hero 应用市场, nine app tiles and ?page=N pages', async ({ page, problems }) => {
    await page.goto('/application');
    await waitForHydration(page);
    await expect(page.locator('h1')).toHaveText('应用市场');
    const cards = page.locator('.app-market__grid .app-tile__name');
    await expect(cards).toHaveCount(9);
    const first = await cards.allTextContents();
    await page.locator('.pager').getByRole('link', { name: '下一页' }).click();
    await expect(page).toHaveURL('/application?page=2');
    await expect(cards).toHaveCount(3);
    expect((await cards.allTextContents()).filter((t) => first.includes(t))).toEqual([]);
    expect(problems.messages).toEqual([]);
  });
});

test.describe('white paper', () => {
  test('presents the white paper and takes a download request', async ({ page, problems }) => {
    await page.goto('/whitepaper');
    await waitForHydration(page);
    await expect(page.locator('h1')).toHaveText('《大型企业低代码建设白皮书》');
    await expect(page.locator('.wp-chapter')).toHaveCount(6);
    await expect(page.locator('.wp-audience li')).toHaveCount(4);
    await page.getByRole('link', { name: '免费领取白皮书' }).click();
    await expect(page).toHaveURL(/#download$/);
    const form = page.locator('#download form');
    await form.getByRole('button', { name: '提交申请' }).click();
    await expect(form.getByText('请输入您的姓名')).toBeVisible();
    expect(problems.messages).toEqual([]);
  });
});
