// The phone audit: every page type the phone app serves, at every width it is served at (320 and
// 390 px phones, 768, 820 and 1024 px tablets whose user agent gets the phone app): nothing wider
// than the screen, no console errors, every tap target's box at least 44 × 44 px, and no field's
// placeholder cut. A target is also hit-tested, so a neighbour or a clipping ancestor that takes
// part of its box counts against it. Links set inline in a sentence are exempt by WCAG 2.5.8's
// "Inline" exception (test/helpers/touch-audit.ts); nothing else is.
import { expect, test, waitForHydration } from './fixtures.ts';
import { cutPlaceholders } from '../helpers/form-fit.ts';
import { PAGE_TYPES } from '../helpers/page-types.ts';
import { smallTargets } from '../helpers/touch-audit.ts';

/** Every page type the phone app serves (the English pages are the desktop app's). */
const PAGES = PAGE_TYPES.filter((t) => !t.en);
/** Phones, then tablets (an iPad or Android tablet user agent gets the same phone app). */
const WIDTHS = [320, 390, 768, 820, 1024];
const HEIGHT = { 320: 568, 390: 844, 768: 1024, 820: 1180, 1024: 1366 } as Record<number, number>;
const MIN = 44;

for (const { name, path } of PAGES) {
  test(`${name} (${path}) fits every phone and tablet width, has 44 px targets and whole placeholders`, async ({
    page,
    problems,
  }) => {
    const found: Record<number, { overflow: number; small: string[]; cut: string[] }> = {};
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: HEIGHT[width]! });
      await page.goto(path);
      await waitForHydration(page);
      const overflow = await page.evaluate(() => document.scrollingElement!.scrollWidth);
      found[width] = {
        overflow: overflow - width,
        small: await page.evaluate(smallTargets, { min: MIN, scope: 'body', hitTest: true }),
        cut: await page.evaluate(cutPlaceholders),
      };
    }
    const expected = Object.fromEntries(WIDTHS.map((w) => [w, { overflow: 0, small: [], cut: [] }]));
    expect(found).toEqual(expected);
    expect(problems.messages).toEqual([]);
  });
}

// What opens over the page: the menu with each of its sections unfolded, and the article's
// subscribe sheet.
test('the open menu and the subscribe sheet have 44 px targets at every width', async ({ page, problems }) => {
  const found: Record<number, { menu: string[]; sheet: string[] }> = {};
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: HEIGHT[width]! });
    await page.goto('/news/1040');
    await waitForHydration(page);
    await page.locator('.m-header__menu-button').click();
    // One section unfolds at a time.
    const menu = await page.evaluate(smallTargets, { min: MIN, scope: '.m-menu', hitTest: true });
    for (const toggle of await page.locator('.m-menu__toggle').all()) {
      await toggle.click();
      // The toggle is its section's <summary>.
      await expect(toggle.locator('..')).toHaveJSProperty('open', true);
      menu.push(...(await page.evaluate(smallTargets, { min: MIN, scope: '.m-menu', hitTest: true })));
    }
    await page.locator('.m-header__menu-button').click();
    await page.locator('.m-subscribe__button').click();
    await expect(page.locator('dialog.m-sheet')).toBeVisible();
    found[width] = {
      menu: [...new Set(menu)],
      sheet: await page.evaluate(smallTargets, { min: MIN, scope: 'dialog.m-sheet', hitTest: true }),
    };
  }
  expect(found).toEqual(Object.fromEntries(WIDTHS.map((w) => [w, { menu: [], sheet: [] }])));
  expect(problems.messages).toEqual([]);
});
