// The English site on a phone: the server sends the desktop app, whose narrow-screen rules
// (client-desktop/styles/narrow.css) must fit every page into 390 px and fold the header menu
// behind a toggle that works by touch.
import { test, expect, waitForHydration } from './fixtures.ts';
import { EN_ROUTES } from '../helpers/page-types.ts';

for (const route of EN_ROUTES) {
  test(`${route} fits a 390 px phone`, async ({ page, problems }) => {
    await page.goto(route);
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('data-device', 'desktop');
    // Mobile Chromium widens the layout viewport to fit overflowing content, so compare with the
    // device width itself, not only with innerWidth.
    const widths = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      inner: window.innerWidth,
      body: document.body.getBoundingClientRect().width,
    }));
    expect(widths.inner).toBe(390);
    expect(widths.scroll).toBeLessThanOrEqual(widths.inner);
    expect(widths.body).toBeLessThanOrEqual(390);
    // The desktop menu is folded: only the logo and the toggle show in the bar.
    await expect(page.locator('.en-header .main-nav')).toBeHidden();
    await expect(page.locator('.header-toggle')).toBeVisible();
    expect(problems.messages).toEqual([]);
  });
}

test('the English header menu opens by touch and its links are reachable', async ({ page, problems }) => {
  await page.goto('/en/about');
  await waitForHydration(page);
  const toggle = page.locator('.header-toggle');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  const box = await toggle.boundingBox();
  expect(box!.width).toBeGreaterThanOrEqual(44);
  expect(box!.height).toBeGreaterThanOrEqual(44);

  await toggle.tap();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(toggle).toHaveAttribute('aria-label', 'Close menu');
  const nav = page.locator('.en-header .main-nav');
  await expect(nav).toBeVisible();
  await expect(page.locator('.en-header .lang-switch a')).toHaveText(['中国站', 'English']);

  // A dropdown opens in place on tap, and closes again on a second tap.
  const solutions = nav.locator('button.main-nav__link', { hasText: 'Solutions' });
  await solutions.tap();
  await expect(solutions).toHaveAttribute('aria-expanded', 'true');
  const links = nav.locator('.main-nav__item--dropdown.is-open .nav-panel a');
  await expect(links).toHaveCount(7);
  for (const link of await links.all()) {
    const b = (await link.boundingBox())!;
    expect(b.height).toBeGreaterThanOrEqual(44);
    expect(b.x + b.width).toBeLessThanOrEqual(390);
  }
  await solutions.tap();
  await expect(solutions).toHaveAttribute('aria-expanded', 'false');
  await expect(links).toHaveCount(0);

  // Following a link navigates and folds the menu again.
  await nav.locator('a.main-nav__link', { hasText: 'Partners' }).tap();
  await expect(page).toHaveURL(/\/en\/cooperative$/);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(nav).toBeHidden();
  expect(problems.messages).toEqual([]);
});

test('Escape closes the English phone menu and returns focus to the toggle', async ({ page, problems }) => {
  await page.goto('/en');
  await waitForHydration(page);
  const toggle = page.locator('.header-toggle');
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('.en-header .main-nav')).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.locator('.en-header .main-nav__link').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();
  await expect(page.locator('.en-header .main-nav')).toBeHidden();
  expect(problems.messages).toEqual([]);
});
