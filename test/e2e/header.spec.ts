// The desktop frame (spec §2 'Header and footer'): dropdowns by mouse and keyboard, the menu
// contents, login visibility, the highlight index per page, the footer facts and the scroll
// position after a client navigation.
import { expect, test, waitForHydration } from './fixtures.ts';

test('the product centre opens on hover with six products, public cloud and the integration community', async ({
  page,
  problems,
}) => {
  await page.goto('/cases');
  await waitForHydration(page);
  const item = page.locator('.site-header .main-nav__item--dropdown').filter({ hasText: '产品中心' });
  const button = item.locator('button.main-nav__link');
  const panel = item.locator('.nav-panel');
  await expect(panel).toBeHidden();
  await button.hover();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(panel).toBeVisible();
  const links = panel.locator('.nav-panel__col--main a');
  await expect(links).toHaveCount(6);
  expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual([
    '/product_apaas',
    '/product_ipaas',
    '/product_mdm',
    '/product_dehoop',
    '/product_portal',
    '/marketing-automation',
  ]);
  await expect(panel.getByRole('link', { name: /公有云/ })).toHaveAttribute('href', /^https:\/\//);
  await expect(panel.getByRole('link', { name: /集成社区/ })).toHaveAttribute('href', /^https:\/\/.*integration/);
  // A click after the pointer opened the menu keeps it open.
  await button.click();
  await expect(panel).toBeVisible();
  await page.mouse.move(700, 700);
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(panel).toBeHidden();
  expect(problems.messages).toEqual([]);
});

test('dropdowns open with Enter, take Tab into the panel and close with Escape', async ({ page, problems }) => {
  await page.goto('/cases');
  await waitForHydration(page);
  const button = page.locator('.site-header button.main-nav__link', { hasText: '解决方案' });
  const panel = page
    .locator('.site-header .main-nav__item--dropdown')
    .filter({ hasText: '解决方案' })
    .locator('.nav-panel');
  // Tab from the top of the page until the solutions button has focus.
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    if (await button.evaluate((b) => b === document.activeElement)) break;
  }
  await expect(button).toBeFocused();
  await expect(panel).toBeHidden();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(panel).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(panel.getByRole('link', { name: '汽车' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toBeFocused();
  await expect(panel).toBeHidden();
  // ArrowDown opens the menu and moves straight to its first link.
  await page.keyboard.press('ArrowDown');
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('link', { name: '汽车' })).toBeFocused();
  expect(problems.messages).toEqual([]);
});

test('solutions are split into industry and scenario lists, with the complex-scene page', async ({ page }) => {
  await page.goto('/cases');
  await waitForHydration(page);
  const item = page.locator('.site-header .main-nav__item--dropdown').filter({ hasText: '解决方案' });
  await item.locator('button').hover();
  const cols = item.locator('.nav-panel__col');
  await expect(cols.nth(0).locator('.nav-panel__title')).toHaveText('行业解决方案');
  await expect(cols.nth(0).locator('a')).toHaveCount(7);
  await expect(cols.nth(1).locator('.nav-panel__title')).toHaveText('场景解决方案');
  await expect(cols.nth(1).locator('a')).toHaveCount(6);
  await expect(item.getByRole('link', { name: /复杂场景解决方案/ })).toHaveAttribute('href', '/complex-scene');
});

test('the about menu, language switcher and consultation button are in place', async ({ page }) => {
  await page.goto('/cases');
  await waitForHydration(page);
  const about = page.locator('.site-header .main-nav__item--dropdown').filter({ hasText: '关于我们' });
  await about.locator('button').hover();
  await expect(about.locator('.nav-panel a')).toHaveText([
    '公司简介',
    '客户之声',
    '新闻动态',
    /加入我们/,
    '技术支持',
    /得帆社区/,
  ]);
  await expect(page.locator('.site-header .lang-switch a')).toHaveText(['中国站', 'English']);
  await expect(page.locator('.site-header .lang-switch a', { hasText: 'English' })).toHaveAttribute('href', '/en');
  await expect(page.locator('.site-header').getByRole('link', { name: '方案咨询' })).toHaveAttribute('href', '/form');
  await expect(page.locator('.site-header__hotline')).toContainText('400-821-9696');
});

test('login is hidden on the home page and the trial page only', async ({ page }) => {
  for (const [path, shown] of [
    ['/', false],
    ['/form', false],
    ['/cases', true],
    ['/news', true],
  ] as const) {
    await page.goto(path);
    await expect(page.locator('.site-header__login'), path).toHaveCount(shown ? 1 : 0);
    await expect(page.locator('.site-header__register'), path).toHaveCount(1);
  }
});

test('the highlight index is fixed per page', async ({ page }) => {
  for (const [path, label] of [
    ['/application', '应用市场'],
    ['/cases', '客户案例'],
    ['/cases/2001', '客户案例'],
    ['/cooperative', '伙伴计划'],
    ['/about', '关于我们'],
    // The about menu's own pages and the keyword pages of the news section (issue 39).
    ['/news', '关于我们'],
    ['/evaluate', '关于我们'],
    ['/tags', '关于我们'],
    ['/tags/index/S-1', '关于我们'],
  ] as const) {
    await page.goto(path);
    const active = page.locator('.site-header .main-nav__item.is-active');
    await expect(active, path).toHaveCount(1);
    await expect(active, path).toContainText(label);
  }
  for (const path of ['/news/1001', '/complex-scene']) {
    await page.goto(path);
    await expect(page.locator('.site-header .main-nav__item.is-active'), path).toHaveCount(0);
  }
});

test('the footer gives the hotline, offices, both mailboxes and the legal links', async ({ page }) => {
  await page.goto('/cases');
  const footer = page.locator('footer.site-footer');
  await expect(footer.locator('a[href^="tel:"]')).toHaveText('400-821-9696');
  await expect(footer).toContainText('上海市');
  await expect(footer).toContainText('北京、广州、深圳');
  await expect(footer.locator('dt')).toHaveText(['商务咨询', '活动合作', '总部', '分支机构']);
  await expect(footer.locator('a[href^="mailto:"]')).toHaveCount(2);
  await expect(footer.getByRole('link', { name: /ICP/ })).toHaveAttribute('href', 'https://beian.miit.gov.cn/');
  await expect(footer.getByRole('link', { name: '隐私政策' })).toHaveAttribute('href', '/doc/md_privacy');
  await expect(footer.getByRole('link', { name: '免责声明' })).toHaveAttribute('href', '/doc/md_disclaimer');
});

test('a client navigation starts at the top of the new page', async ({ page, problems }) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.locator('footer.site-footer').getByRole('link', { name: '客户案例' }).click();
  await expect(page).toHaveURL(/\/cases$/);
  await expect(page.locator('.site-header .main-nav__item.is-active')).toContainText('客户案例');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  expect(problems.messages).toEqual([]);
});

test('the language switcher leads to the same page in the other language, and follows client navigations', async ({
  page,
  problems,
}) => {
  await page.goto('/cases');
  await waitForHydration(page);
  const english = page.locator('.site-header .lang-switch a', { hasText: 'English' });
  // The cases list has no English twin: the English home.
  await expect(english).toHaveAttribute('href', '/en');
  // Nor has the procurement solution in the content: after a client navigation there, the same
  // (the browser learns it from the page's own answer, without asking for a missing page).
  await page.locator('footer.site-footer').getByRole('link', { name: '采购管理' }).click();
  await expect(page).toHaveURL(/\/solution_procurement$/);
  await expect(page.locator('h1')).toBeVisible();
  await expect(english).toHaveAttribute('href', '/en');
  // After a client navigation to a page with a twin, the switcher leads to the twin.
  await page.locator('footer.site-footer').getByRole('link', { name: '医药行业' }).click();
  await expect(page).toHaveURL(/\/solution_medicine$/);
  await expect(english).toHaveAttribute('href', '/en/solution_medicine');
  await english.click();
  await expect(page).toHaveURL(/\/en\/solution_medicine$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await waitForHydration(page);
  const chinese = page.locator('.en-header .lang-switch a', { hasText: '中国站' });
  await expect(chinese).toHaveAttribute('href', '/solution_medicine');
  await chinese.click();
  await expect(page).toHaveURL(/\/solution_medicine$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  expect(problems.messages).toEqual([]);
});

test('an unknown English address goes to the English home', async ({ page }) => {
  await page.goto('/en/no-such-page');
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
