// Desktop carousels keep the tab order to what can be seen: the slides react-slick hides with
// aria-hidden (those out of view and its clones) are inert too, in the server's markup, after
// hydration and after the carousel moves (Lighthouse 'aria-hidden-focus'; WCAG 4.1.2).
import { expect, test, waitForHydration } from './fixtures.ts';
import type { Page } from '@playwright/test';

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])';

/** Focusable elements inside hidden slides: how many there are, and how many are not inert. */
function hiddenFocusables(page: Page) {
  return page.evaluate((selector) => {
    const inHidden = [...document.querySelectorAll('.slick-slide[aria-hidden="true"]')].flatMap((slide) => [
      ...slide.querySelectorAll(selector),
    ]);
    return { total: inHidden.length, reachable: inHidden.filter((el) => !el.closest('[inert]')).length };
  }, FOCUSABLE);
}

for (const path of ['/', '/en', '/en/product_apaas', '/cooperative']) {
  test(`${path}: links in hidden carousel slides are out of the tab order`, async ({ page, problems }) => {
    await page.goto(path);
    await waitForHydration(page);
    // Not vacuous: each of these pages has cards with links in slides out of view.
    const before = await hiddenFocusables(page);
    expect(before.total).toBeGreaterThan(0);
    expect(before.reachable).toBe(0);

    // The next arrow, or in a carousel with dots only (the home banner) the second dot.
    const next = page.locator('.carousel :is(.carousel__arrow--next, .carousel__dots li:nth-child(2) button)').first();
    await next.scrollIntoViewIfNeeded();
    await next.click();
    await expect.poll(async () => (await hiddenFocusables(page)).reachable).toBe(0);
    expect((await hiddenFocusables(page)).total).toBeGreaterThan(0);
    expect(problems.messages).toEqual([]);
  });
}

test('the server marks the hidden slides inert before any script runs', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  const { total, reachable } = await hiddenFocusables(page);
  expect(total).toBeGreaterThan(0);
  expect(reachable).toBe(0);
  await context.close();
});
