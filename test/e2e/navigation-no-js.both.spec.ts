// Every page can be reached with JavaScript off (issue 36): a visitor whose browser runs no
// script (a corporate proxy, an in-app browser, a failed chunk) opens the phone's ☰ menu and its
// sections (HTML <details>) and the desktop header's dropdowns (CSS :hover and :focus-within), and
// follows their links, which are plain addresses, as is the language switch.
import { expect, test } from './fixtures.ts';

test.use({ javaScriptEnabled: false });

test('phone: the ☰ menu opens and closes, one section at a time, and a product link leads to its page', async ({
  page,
  problems,
}, info) => {
  test.skip(info.project.name !== 'phone', 'the phone menu');
  await page.goto('/news');
  const menu = page.locator('.m-menu');
  const button = page.locator('.m-header__menu-button');
  const section = (id: string) => page.locator(`[data-section="${id}"]`);
  await expect(menu).toBeHidden();
  await button.tap();
  await expect(menu).toBeVisible();
  // The page behind does not scroll (CSS alone).
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
  await expect(menu.locator('a[href^="/en"]')).toHaveText('English');

  await section('products').locator('> .m-menu__toggle').tap();
  const product = section('products').locator('a[href="/product_apaas"]');
  await expect(product).toBeVisible();
  // Opening another section closes this one (<details name>).
  await section('solutions').locator('> .m-menu__toggle').tap();
  await expect(section('solutions').locator('a[href="/solution_automobile"]')).toBeVisible();
  await expect(product).toBeHidden();
  // The toggle closes the menu too.
  await button.tap();
  await expect(menu).toBeHidden();
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');

  await button.tap();
  await section('products').locator('> .m-menu__toggle').tap();
  await product.tap();
  await expect(page).toHaveURL(/\/product_apaas$/);
  await expect(page.locator('h1')).toBeVisible();
  await expect(page.locator('.m-menu')).toBeHidden();
  expect(problems.messages).toEqual([]);
});

test("desktop: the header's dropdowns open on hover and on focus, and their links lead to their pages", async ({
  page,
  problems,
}, info) => {
  test.skip(info.project.name !== 'desktop', 'the desktop header');
  await page.goto('/cases');
  const item = page.locator('.site-header .main-nav__item--dropdown').filter({ hasText: '产品中心' });
  const panel = item.locator('.nav-panel');
  await expect(panel).toBeHidden();
  await item.locator('button.main-nav__link').hover();
  await expect(panel).toBeVisible();
  await expect(panel.locator('.nav-panel__col--main a')).toHaveCount(6);
  await page.mouse.move(700, 700);
  await expect(panel).toBeHidden();

  // From the keyboard: the focused button shows its panel, Tab walks into its links.
  const solutions = page.locator('.site-header .main-nav__item--dropdown').filter({ hasText: '解决方案' });
  await solutions.locator('button.main-nav__link').focus();
  await expect(solutions.locator('.nav-panel')).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(solutions.getByRole('link', { name: '汽车' })).toBeFocused();

  // The language switch is a plain link (the cases have no English twin: the English home).
  await expect(page.locator('.site-header .lang-switch a', { hasText: 'English' })).toHaveAttribute('href', '/en');

  await item.locator('button.main-nav__link').hover();
  await panel.locator('a[href="/product_apaas"]').click();
  await expect(page).toHaveURL(/\/product_apaas$/);
  await expect(page.locator('h1')).toBeVisible();
  expect(problems.messages).toEqual([]);
});

test('English: the header bar stays solid, so its words stay readable over the page once it scrolls', async ({
  page,
  problems,
}, info) => {
  test.skip(info.project.name !== 'desktop', 'the English header');
  await page.goto('/en/cooperative');
  await page.mouse.wheel(0, 1500);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  const header = page.locator('.en-header');
  expect(await header.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgba(255, 255, 255, 0.98)');
  const link = header.locator('.main-nav__link', { hasText: 'About us' });
  expect(await link.evaluate((el) => getComputedStyle(el).color)).not.toBe('rgb(255, 255, 255)');
  expect(problems.messages).toEqual([]);
});

test('desktop: tabs show every panel, one after another, and carousels drop the controls that need a script', async ({
  page,
  problems,
}, info) => {
  test.skip(info.project.name !== 'desktop', 'the desktop tabs');
  await page.goto('/');
  for (const section of ['#home-stories', '#home-industries']) {
    await expect(page.locator(`${section} [role="tablist"]`)).toBeHidden();
    const panels = page.locator(`${section} [role="tabpanel"]`);
    await expect(panels).toHaveCount(6);
    for (const panel of await panels.all()) await expect(panel).toBeVisible();
  }
  await expect(page.locator('.home-banner__controls')).toBeHidden();
  await page.goto('/product_apaas');
  await expect(page.locator('.vtabs [role="tablist"]')).toBeHidden();
  const vpanels = page.locator('.vtabs [role="tabpanel"]');
  await expect(vpanels).toHaveCount(5);
  await expect(vpanels.nth(1).locator('h3')).toHaveText('信创替代');
  for (const panel of await vpanels.all()) await expect(panel).toBeVisible();
  expect(problems.messages).toEqual([]);
});

test('phone: carousels swipe without their play button, arrows and dots', async ({ page, problems }, info) => {
  test.skip(info.project.name !== 'phone', 'the phone carousels');
  await page.goto('/');
  const banner = page.locator('.m-carousel').first();
  await expect(banner.locator('.m-carousel__slide').first()).toBeVisible();
  await expect(banner.locator('.m-carousel__play')).toBeHidden();
  await expect(page.locator('.m-carousel__dots').first()).toBeHidden();
  expect(problems.messages).toEqual([]);
});
