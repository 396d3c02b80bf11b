// Desktop carousels keep the tab order to what can be seen once the script runs: the slides out of
// the track's view are inert after hydration and after the carousel moves, and the slides in view
// are not (WCAG 2.4.3, 4.1.2). "Out of view" is measured, not read from our own markup. Without
// the script every slide stays reachable (issue 36): the track scrolls to the one focused.
import { expect, test, waitForHydration } from './fixtures.ts';
import type { Page } from '@playwright/test';

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * Focusable elements inside slides out of view (how many, and how many are not inert), and the
 * slides in view that are inert (none should be).
 */
function hiddenFocusables(page: Page) {
  return page.evaluate((selector) => {
    const slides = [...document.querySelectorAll<HTMLElement>('.carousel__slide')];
    const outOfView = (slide: HTMLElement) => {
      const track = slide.parentElement!.getBoundingClientRect();
      const box = slide.getBoundingClientRect();
      return box.right <= track.left + 1 || box.left >= track.right - 1;
    };
    const inHidden = slides.filter(outOfView).flatMap((slide) => [...slide.querySelectorAll(selector)]);
    return {
      total: inHidden.length,
      reachable: inHidden.filter((el) => !el.closest('[inert]')).length,
      inertInView: slides.filter((slide) => !outOfView(slide) && slide.closest('[inert]')).length,
    };
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
    expect(before.inertInView).toBe(0);

    // The next arrow, or in a carousel with dots only (the home banner) the second dot.
    const next = page.locator('.carousel :is(.carousel__arrow--next, .carousel__dots li:nth-child(2) button)').first();
    await next.scrollIntoViewIfNeeded();
    await next.click();
    await expect
      .poll(async () => hiddenFocusables(page))
      .toEqual({
        total: expect.any(Number),
        reachable: 0,
        inertInView: 0,
      });
    expect((await hiddenFocusables(page)).total).toBeGreaterThan(0);
    expect(problems.messages).toEqual([]);
  });
}

test('without scripts every slide is reachable, and the track brings a focused one into view', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/cooperative');
  const { total, reachable, inertInView } = await hiddenFocusables(page);
  expect(total).toBeGreaterThan(0);
  expect(reachable).toBe(total);
  expect(inertInView).toBe(0);
  // The controls that need the script are not shown; the track shows its scrollbar.
  await expect(page.locator('.carousel__arrow').first()).toBeHidden();
  // A link of a slide out of view, focused, scrolls its track until it is seen.
  const link = page.locator('.carousel__slide').last().locator('a[href]').first();
  await link.focus();
  await expect(link).toBeInViewport();
  await context.close();
});

test('arrow keys turn a carousel that has focus, and autoplay waits while focus is in it', async ({
  page,
  problems,
}) => {
  await page.goto('/cooperative');
  await waitForHydration(page);
  const carousel = page.getByRole('region', { name: '金牌合作伙伴轮播' });
  const current = carousel.locator('.carousel__slide.is-current');
  await expect(current).toHaveAttribute('data-index', '0');
  await carousel.getByRole('button', { name: '下一组' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(current).toHaveAttribute('data-index', '1');
  await page.keyboard.press('ArrowLeft');
  await expect(current).toHaveAttribute('data-index', '0');
  // It loops: five partners three at a time end at the third; from there it turns to the first.
  await page.keyboard.press('ArrowLeft');
  await expect(current).toHaveAttribute('data-index', '2');
  await expect(carousel.locator('.carousel__slide.is-active')).toHaveCount(3);
  // The track reaches its end (a smooth scroll; on a loaded machine it takes a while) before the
  // next key, as a visitor who watches it move would press it.
  await expect
    .poll(() => carousel.locator('.carousel__track').evaluate((t) => t.scrollWidth - t.clientWidth - t.scrollLeft))
    .toBeLessThanOrEqual(2);
  await page.keyboard.press('ArrowRight');
  await expect(current).toHaveAttribute('data-index', '0');
  // The track really scrolled back to the first partner, not only the markup.
  await expect.poll(() => carousel.locator('.carousel__track').evaluate((t) => t.scrollLeft)).toBe(0);

  // The home banner plays by itself, but not while a visitor's focus is on one of its dots.
  await page.goto('/');
  await waitForHydration(page);
  const banner = page.locator('.home-banner .carousel__slide.is-current');
  await page.locator('.home-banner .carousel__dots li:nth-child(3) button').focus();
  await page.keyboard.press('Enter');
  await expect(banner).toHaveAttribute('data-index', '2');
  await page.waitForTimeout(6000); // longer than the banner's 5 s autoplay turn
  await expect(banner).toHaveAttribute('data-index', '2');
  expect(problems.messages).toEqual([]);
});
