// Tablets: every page type at 768, 820, 1024 and 1180 px, with the user agents tablets send.
// iPadOS sends a desktop-class (Macintosh) agent and gets the desktop app; Android tablets and
// older iPads get the phone app. Neither may scroll sideways at any of these widths: the page is
// loaded once per agent and turned through the widths, as a tablet is rotated or a window resized.
import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures.ts';

const AGENTS = {
  ipados:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  android:
    'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 12_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1.2 Mobile/15E148 Safari/604.1',
} as const;
type Agent = keyof typeof AGENTS;

const WIDTHS = [768, 820, 1024, 1180];

const CHINESE = [
  '/',
  '/news',
  '/news/1040',
  '/cases',
  '/cases/2001',
  '/tags',
  '/tags/index/A-1',
  '/tags/apaas',
  '/about',
  '/cooperative',
  '/application',
  '/complex-scene',
  '/evaluate',
  '/form',
  '/whitepaper',
  '/product_apaas',
  '/solution_automobile',
  '/marketing-automation',
  '/doc/md_privacy',
];
const ENGLISH = ['/en', '/en/product_apaas', '/en/solution_automobile', '/en/cooperative', '/en/about', '/en/form'];

/** What sticks out past the right edge: the page's scroll width and up to five culprits. */
async function overflow(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const clipped = (el: Element) => {
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        if (getComputedStyle(a).overflowX !== 'visible') return true;
      }
      return false;
    };
    const culprits = [...document.body.querySelectorAll('*')]
      .filter((el) => el.getBoundingClientRect().right > width + 1 && !clipped(el))
      .slice(0, 5)
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} (right ${Math.round(el.getBoundingClientRect().right)})`,
      );
    return { scrollWidth: document.documentElement.scrollWidth, width, culprits };
  });
}

async function fitsAtEveryWidth(page: Page, path: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 1000 });
    // Carousels measure themselves on resize; give them a frame to settle.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const o = await overflow(page);
    expect(
      o.scrollWidth,
      `${path} at ${width} px is ${o.scrollWidth} px wide: ${o.culprits.join(', ')}`,
    ).toBeLessThanOrEqual(o.width);
  }
}

for (const agent of ['ipados', 'android'] as Agent[]) {
  test.describe(`${agent} tablet`, () => {
    test.use({ userAgent: AGENTS[agent], viewport: { width: 820, height: 1000 }, hasTouch: true });
    for (const path of agent === 'ipados' ? [...CHINESE, ...ENGLISH] : CHINESE) {
      test(`${path} fits 768 to 1180 px`, async ({ page, problems }) => {
        await page.goto(path);
        await waitForHydration(page);
        // The app each agent is served: iPadOS the desktop one, Android tablets the phone one.
        await expect(
          page.locator(agent === 'ipados' ? 'header.site-header, header.en-header' : 'header.m-header'),
        ).toHaveCount(1);
        await fitsAtEveryWidth(page, path);
        expect(problems.messages).toEqual([]);
      });
    }
  });
}

test.describe('older iPad agent', () => {
  test.use({ userAgent: AGENTS.ipad, viewport: { width: 1024, height: 768 }, hasTouch: true });
  test('gets the phone app, which fits', async ({ page }) => {
    await page.goto('/news');
    await waitForHydration(page);
    await expect(page.locator('header.m-header')).toHaveCount(1);
    await fitsAtEveryWidth(page, '/news');
  });
});

test.describe('the desktop header on a tablet', () => {
  test.use({ userAgent: AGENTS.ipados, viewport: { width: 1024, height: 768 }, hasTouch: true });
  test('folds its menu behind a button: it opens inside the screen, its sections unfold, Escape closes it', async ({
    page,
  }) => {
    await page.goto('/news');
    await waitForHydration(page);
    const header = page.locator('header.site-header');
    const toggle = header.getByRole('button', { name: '打开菜单' });
    await expect(toggle).toBeVisible();
    // Folded: the navigation is not in the bar.
    await expect(header.getByRole('link', { name: '客户案例' })).toBeHidden();
    await toggle.click();
    await expect(header.getByRole('button', { name: '关闭菜单' })).toHaveAttribute('aria-expanded', 'true');
    const menu = page.locator('#site-header-menu');
    await expect(menu).toBeVisible();
    const box = (await menu.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(1024);
    await expect(menu.getByRole('link', { name: '客户案例' })).toBeVisible();
    await expect(menu.getByRole('link', { name: '方案咨询' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'English' })).toBeVisible();
    await menu.getByRole('button', { name: '解决方案' }).click();
    await expect(menu.getByRole('link', { name: /汽车/ }).first()).toBeVisible();
    expect((await overflow(page)).scrollWidth).toBeLessThanOrEqual(1024);
    await page.keyboard.press('Escape'); // closes the open section first
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    // A link in the menu leads to its page and folds the menu.
    await toggle.click();
    await menu.getByRole('link', { name: '客户案例' }).click();
    await expect(page).toHaveURL('/cases');
    await expect(menu).toBeHidden();
  });

  test('stays one bar on a 1440 px desktop', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/news');
    await waitForHydration(page);
    await expect(page.locator('header.site-header').getByRole('button', { name: '打开菜单' })).toBeHidden();
    await expect(page.locator('header.site-header').getByRole('link', { name: '客户案例' })).toBeVisible();
  });
});
