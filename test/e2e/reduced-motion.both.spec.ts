// With `prefers-reduced-motion: reduce` neither app moves: no element has a transition or an
// animation (hover and colour changes happen at once), and without it the transitions stay.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/** Elements of the page whose computed style still transitions or animates. */
const moving = (page: Page) =>
  page.evaluate(() => {
    const seconds = (list: string) => Math.max(...list.split(',').map((v) => parseFloat(v) || 0));
    const found: string[] = [];
    for (const el of document.querySelectorAll('*')) {
      for (const pseudo of [null, '::before', '::after']) {
        const s = getComputedStyle(el, pseudo);
        if (seconds(s.transitionDuration) > 0 || (s.animationName !== 'none' && seconds(s.animationDuration) > 0))
          found.push(`${el.localName}.${el.getAttribute('class') ?? ''}${pseudo ?? ''}`);
      }
    }
    return found;
  });

for (const [path, hovered] of [
  ['/', true],
  ['/product_mdm', true],
  ['/news', false],
] as const) {
  test(`${path}: nothing transitions or animates when reduced motion is asked for`, async ({ page, problems }) => {
    await page.goto(path);
    // The site has transitions (buttons, links, cards): without the preference some are there.
    expect((await moving(page)).length).toBeGreaterThan(0);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await moving(page)).toEqual([]);
    if (hovered) {
      // A primary button's hover colour still changes, at once.
      const button = page.locator('a.btn--primary:visible').first();
      await expect(button).toHaveCSS('transition-duration', '0s');
      const before = await button.evaluate((el) => getComputedStyle(el).backgroundColor);
      await button.hover();
      await expect.poll(() => button.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe(before);
    }
    expect(problems.messages).toEqual([]);
  });
}

test('the English home does not move either', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/en');
  expect(await moving(page)).toEqual([]);
});
