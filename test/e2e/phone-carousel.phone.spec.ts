// Carousels in the phone app that move by themselves can be paused (WCAG 2.2.2): the home banner
// has a pause / play button, reached by the keyboard before the slides, 44 × 44 px, whose name
// says what it does; paused, the banner stays on its slide. Time is the page's fake clock, so
// nothing here waits for the real five seconds.
import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures.ts';
import { PAGE_TYPES } from '../helpers/page-types.ts';

const BANNER = '.m-banner .m-carousel';

/** Moves the page's clock on in steps of a second until the banner has turned to slide `index`
 *  by itself (5 s a turn; its interval starts in an effect after the render, and again whenever
 *  the carousel renders, so one fixed jump of 5.1 s could end just short of it on a loaded machine). */
async function turnsTo(page: Page, index: string) {
  await expect
    .poll(
      async () => {
        await page.clock.runFor(1_000);
        return page.locator(BANNER).getAttribute('data-index');
      },
      { timeout: 20_000 },
    )
    .toBe(index);
}

test('the home banner moves by itself until its pause button is pressed', async ({ page, problems }) => {
  await page.clock.install();
  await page.goto('/');
  await waitForHydration(page);
  const banner = page.locator(BANNER);
  const toggle = banner.getByRole('button', { name: '暂停轮播' });
  await expect(toggle).toBeVisible();
  const box = (await toggle.boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(44);
  expect(box.height).toBeGreaterThanOrEqual(44);
  // The button is on top: a tap at its centre reaches it.
  expect(
    await toggle.evaluate((el) => {
      const b = el.getBoundingClientRect();
      return el.contains(document.elementFromPoint(b.left + b.width / 2, b.top + b.height / 2));
    }),
  ).toBe(true);

  await expect(banner).toHaveAttribute('data-index', '0');
  await turnsTo(page, '1');

  await toggle.click();
  const play = banner.getByRole('button', { name: '继续轮播' });
  await expect(play).toBeVisible();
  await expect(banner).toHaveAttribute('data-playing', 'false');
  await page.clock.runFor(20_000);
  await expect(banner).toHaveAttribute('data-index', '1');

  // Played again, it moves on; the button's name says it can pause again.
  await play.click();
  await expect(banner.getByRole('button', { name: '暂停轮播' })).toBeVisible();
  await turnsTo(page, '2');
  expect(problems.messages).toEqual([]);
});

test('the pause button is reached by the keyboard before the slides, and works with it', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  await waitForHydration(page);
  const banner = page.locator(BANNER);
  // Tab from the top of the page until focus enters the banner: the pause button comes first.
  let inside = '';
  for (let i = 0; i < 12 && !inside; i++) {
    await page.keyboard.press('Tab');
    inside = await page.evaluate((sel) => {
      const el = document.activeElement;
      return el && document.querySelector(sel)!.contains(el) ? (el.getAttribute('aria-label') ?? el.tagName) : '';
    }, BANNER);
  }
  expect(inside).toBe('暂停轮播');
  await page.keyboard.press('Enter');
  await expect(banner.getByRole('button', { name: '继续轮播' })).toBeFocused();
  await page.clock.runFor(20_000);
  await expect(banner).toHaveAttribute('data-index', '0');
  await page.keyboard.press('Space');
  await expect(banner).toHaveAttribute('data-playing', 'true');
});

test('touching the slides stops the banner, and the button then offers to play', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  await waitForHydration(page);
  const banner = page.locator(BANNER);
  await banner.locator('.m-banner__title').first().tap();
  await expect(banner).toHaveAttribute('data-playing', 'false');
  await expect(banner.getByRole('button', { name: '继续轮播' })).toBeVisible();
  await page.clock.runFor(20_000);
  await expect(banner).toHaveAttribute('data-index', '0');
});

test('a visitor who asks for less motion finds the banner paused', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.clock.install();
  await page.goto('/');
  await waitForHydration(page);
  const banner = page.locator(BANNER);
  await expect(banner.getByRole('button', { name: '继续轮播' })).toBeVisible();
  await page.clock.runFor(20_000);
  await expect(banner).toHaveAttribute('data-index', '0');
});

test('every phone carousel that moves by itself has a pause button', async ({ page }) => {
  await page.clock.install();
  for (const { path } of PAGE_TYPES.filter((t) => !t.en)) {
    await page.goto(path);
    await waitForHydration(page);
    // Watch every carousel's slide number while 20 s pass, and see which moved.
    await page.evaluate(() => {
      const moved = new Set<Element>();
      (window as unknown as { moved: Set<Element> }).moved = moved;
      const watch = new MutationObserver((records) => records.forEach((r) => moved.add(r.target as Element)));
      for (const c of document.querySelectorAll('.m-carousel')) watch.observe(c, { attributeFilter: ['data-index'] });
    });
    await page.clock.runFor(20_000);
    const { moved, withoutPause } = await page.evaluate(() => {
      const changed = [...(window as unknown as { moved: Set<Element> }).moved];
      return {
        moved: changed.length,
        withoutPause: changed
          .filter((e) => !e.querySelector('.m-carousel__play'))
          .map((e) => e.getAttribute('aria-label')),
      };
    });
    expect(withoutPause, `${path}: carousels that moved with no pause button`).toEqual([]);
    if (path === '/') expect(moved, 'the home banner moves by itself').toBeGreaterThan(0);
  }
});
