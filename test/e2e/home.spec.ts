// The Chinese home page (spec §2 'Chinese home page', §9): sections in order with their counts,
// the story and industry tabs, the header's in-page anchors and the calls to action.
import { expect, test, waitForHydration } from './fixtures.ts';

const SECTION_ORDER = [
  'home-banner',
  'home-figures',
  'home-products',
  'home-stories',
  'home-industries',
  'home-facts',
  'home-news',
  'home-brands',
  'home-connect',
  'home-consult',
];

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
});

test('renders its sections in order with the counts of the spec', async ({ page, problems }) => {
  const ids = await page.locator('main > section').evaluateAll((els) => els.map((e) => e.id));
  expect(ids).toEqual(SECTION_ORDER);
  // The footer follows the main content.
  await expect(page.locator('main + footer.site-footer')).toHaveCount(1);

  const banner = page.locator('#home-banner');
  await expect(banner.locator('.carousel__slide')).toHaveCount(6);
  expect((await banner.locator('.home-banner__slide').first().boundingBox())?.height).toBe(440);
  await expect(banner.locator('.carousel__slide', { hasText: '900+ 大型企业、2000+ 项目' })).toHaveCount(1);

  await expect(page.locator('.home-figures__item')).toHaveText([
    /500\+\s*大型企业用户/,
    /1000\+\s*落地项目/,
    /500W\+\s*日均流程实例/,
    /75%\+\s*IT 效率提升/,
    /90%\+\s*客户续约率/,
  ]);
  const products = page.locator('.home-product a');
  await expect(products).toHaveCount(5);
  expect(await products.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual([
    '/product_apaas',
    '/product_ipaas',
    '/product_mdm',
    '/product_dehoop',
    '/product_portal',
  ]);
  await expect(page.locator('#home-stories [role="tab"]')).toHaveCount(6);
  await expect(page.locator('#home-industries [role="tab"]')).toHaveText([
    '汽车',
    '装备制造',
    '医药',
    '金融',
    '房地产',
    '工业互联网',
  ]);
  await expect(page.locator('.home-fact')).toHaveCount(4);

  const news = page.locator('#home-news .home-news__entry');
  await expect(news).toHaveCount(8);
  await expect(page.locator('#home-news .home-news__featured')).toHaveCount(1);
  const dates = await page.locator('#home-news time').allTextContents();
  expect(dates).toHaveLength(8);
  for (const d of dates) expect(d).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  await expect(page.locator('#home-news a.home-news__more')).toHaveAttribute('href', '/news');

  await expect(page.locator('#home-brands .brand-wall__item')).toHaveCount(114);
  await expect(page.locator('#home-brands h2')).toHaveText('500+大型企业的共同选择');
  await expect(page.locator('#home-connect')).toContainText('400-821-9696');
  await expect(page.locator('#home-connect a', { hasText: '方案咨询' })).toHaveAttribute('href', '/form');
  await expect(page.locator('#home-consult form input[name="client_name"]')).toHaveCount(1);
  expect(problems.messages).toEqual([]);
});

test('the free-trial call to action asks the register host for isGet=1', async ({ page }) => {
  const first = page.locator('#home-banner .carousel__slide').first();
  await expect(first.getByRole('link', { name: '立即使用' })).toHaveAttribute('href', /\/jiayi\/register\?isGet=1$/);
  await expect(first.getByRole('link', { name: '了解更多案例' })).toHaveAttribute('href', '/cases');
  await expect(page.locator('.site-header__register')).toHaveAttribute('href', /\/jiayi\/register$/);
});

test('clicking a story tab shows that customer and keys move between tabs', async ({ page, problems }) => {
  const tabs = page.locator('#home-stories [role="tab"]');
  const shown = page.locator('#home-stories [role="tabpanel"]:visible');
  await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
  await expect(shown).toHaveCount(1);
  await expect(shown).toContainText('三个月上线 40 个业务应用');

  await tabs.nth(3).click();
  await expect(tabs.nth(3)).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'false');
  await expect(shown).toHaveCount(1);
  await expect(shown).toContainText('统一员工门户聚合 35 个系统');
  await expect(shown.getByRole('link', { name: '查看完整案例' })).toHaveAttribute('href', '/cases/2005');

  // Arrow keys move focus (manual activation); Enter shows the focused customer's story.
  await page.keyboard.press('ArrowRight');
  await expect(tabs.nth(4)).toBeFocused();
  await expect(tabs.nth(3)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(tabs.nth(4)).toHaveAttribute('aria-selected', 'true');
  await expect(shown).toContainText('42 万条物料编码瘦身到 18 万');
  expect(problems.messages).toEqual([]);
});

test('hovering, arrow keys and swiping switch the industry tab', async ({ page, problems }) => {
  const tabs = page.locator('#home-industries [role="tab"]');
  const shown = page.locator('#home-industries [role="tabpanel"]:visible');
  await expect(shown.locator('h3')).toHaveText('汽车行业解决方案');

  await tabs.nth(2).hover();
  await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true');
  await expect(shown.locator('h3')).toHaveText('医药行业解决方案');
  await expect(shown.getByRole('link', { name: '了解行业方案' })).toHaveAttribute('href', '/solution_medicine');
  await expect(shown.locator('.home-industry__logos img')).toHaveCount(4);

  await tabs.nth(2).focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.nth(3)).toBeFocused();
  await expect(shown.locator('h3')).toHaveText('金融行业解决方案');

  // A leftward swipe on the panel steps to the next industry.
  await page.locator('.home-industries__stage').evaluate((stage) => {
    const touch = (x: number) => new Touch({ identifier: 1, target: stage, clientX: x, clientY: 300 });
    stage.dispatchEvent(
      new TouchEvent('touchstart', { bubbles: true, touches: [touch(600)], changedTouches: [touch(600)] }),
    );
    stage.dispatchEvent(new TouchEvent('touchend', { bubbles: true, touches: [], changedTouches: [touch(400)] }));
  });
  await expect(tabs.nth(4)).toHaveAttribute('aria-selected', 'true');
  await expect(shown.locator('h3')).toHaveText('房地产行业解决方案');
  expect(problems.messages).toEqual([]);
});

test('the header anchors scroll to the sections with the −40 offset', async ({ page, problems }) => {
  const anchors = page.locator('.site-header .home-anchors a');
  await expect(anchors).toHaveCount(4);
  expect(await anchors.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual([
    '#home-banner',
    '#home-figures',
    '#home-products',
    '#home-news',
  ]);
  const target = await page
    .locator('#home-news')
    .evaluate((el) => Math.round(el.getBoundingClientRect().top + window.scrollY - 40));
  await page.locator('.home-anchors a[href="#home-news"]').click();
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY)), { timeout: 4000 }).toBe(target);
  await expect(page.locator('#home-news')).toBeFocused();
  await expect(page.locator('.home-anchors a[href="#home-news"]')).toHaveAttribute('aria-current', 'location');

  // The logo takes the reader back to the banner without reloading the page.
  await page.locator('.site-header__logo').click();
  await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 4000 }).toBe(0);
  await expect(page.locator('#home-banner')).toBeFocused();
  expect(problems.messages).toEqual([]);
});

test('the logo wall folds to a few rows and opens on request', async ({ page }) => {
  const grid = page.locator('#home-brands .brand-wall__grid');
  const folded = (await grid.boundingBox())!.height;
  expect(folded).toBeLessThan(320);
  const toggle = page.locator('#home-brands .home-brands__toggle button');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect((await grid.boundingBox())!.height).toBeGreaterThan(folded * 3);
});
