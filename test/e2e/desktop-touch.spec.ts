// The desktop app on touch screens. Every page type (test/helpers/page-types.ts) on a touch
// tablet with iPadOS's desktop-class agent at 768 to 1920 px: no sideways scroll, every target
// at least 24x24 px and no placeholder cut (the two-column forms fold to one where they are
// narrow). Every English page (the English site is the desktop app on phones too) on an iPhone
// at 320 and 390 px: 44x44 px target boxes, hit-tested, no sideways scroll and whole
// placeholders. At 820 px the home page's section dots and the product page's contact dock sit
// beside the content cards, not on them, and the home banner shows its art whole. Links set
// inline in a sentence are exempt by WCAG 2.5.8's "Inline" exception (test/helpers/touch-audit.ts).
import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures.ts';
import { IPHONE_UA } from '../../playwright.config.ts';
import { cutPlaceholders } from '../helpers/form-fit.ts';
import { EN_ROUTES, PAGE_TYPES } from '../helpers/page-types.ts';
import { auditTouch, floatingOverlaps } from '../helpers/touch-audit.ts';

const IPADOS_UA =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';
const TABLET_WIDTHS = [768, 820, 1024, 1440, 1920];
const PHONE_WIDTHS = [320, 390];

/** Loads the page, checks it is the desktop app under a coarse pointer, and audits it (on a
 *  phone, `hitTest` also taps each target's box). */
async function audit(page: Page, path: string, min: number, hitTest = false) {
  await page.goto(path);
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('data-device', 'desktop');
  const result = await auditTouch(page, min, { hitTest });
  // Without a coarse pointer the touch rules would not apply and the test would prove nothing.
  expect(result.coarse, 'matchMedia("(pointer: coarse)")').toBe(true);
  expect(result.overflow, `sideways scroll: ${result.culprits.join(', ')}`).toBeLessThanOrEqual(0);
  expect(result.small, `targets under ${min}x${min} px`).toEqual([]);
  expect(await page.evaluate(cutPlaceholders), 'placeholders cut').toEqual([]);
}

test.describe('touch tablet (iPadOS agent)', () => {
  test.use({ userAgent: IPADOS_UA, hasTouch: true });
  for (const width of TABLET_WIDTHS) {
    for (const type of PAGE_TYPES) {
      test(`${type.name} (${type.path}) at ${width} px: 24 px targets, no sideways scroll`, async ({
        page,
        problems,
      }) => {
        await page.setViewportSize({ width, height: Math.min(1100, Math.round(width * 1.3)) });
        await audit(page, type.path, 24);
        expect(problems.messages).toEqual([]);
      });
    }
  }

  test.describe('at 820 px', () => {
    test.use({ viewport: { width: 820, height: 1180 } });
    for (const path of ['/', '/en']) {
      test(`${path}: the section dots stay off the cards; the banner art is the tablet one, whole`, async ({
        page,
      }) => {
        await page.goto(path);
        await waitForHydration(page);
        await expect(page.locator('.home-anchors__list')).toBeVisible();
        expect(await floatingOverlaps(page)).toEqual([]);
        const art = await page
          .locator('.carousel__slide.is-current .home-banner__art')
          .first()
          .evaluate((img: HTMLImageElement) => {
            const box = img.getBoundingClientRect();
            return {
              src: img.currentSrc,
              complete: img.complete && img.naturalWidth > 0,
              left: box.left,
              right: box.right,
              width: img.naturalWidth,
              height: img.naturalHeight,
            };
          });
        expect(art.src).toContain('/media/art/banner-tablet-');
        expect(art.complete).toBe(true);
        // The image spans the slide; it is cropped from the left only, where the tablet art is
        // plain ground (its stack sits in the right 440 of its 1200 px).
        expect(art.left).toBeLessThanOrEqual(0);
        expect(Math.round(art.right)).toBe(820);
      });
    }

    test('the product page: the contact dock stays off the capability cards and cases', async ({ page }) => {
      await page.goto('/product_apaas');
      await waitForHydration(page);
      await expect(page.locator('.contact-dock')).toBeVisible();
      expect(await page.locator('.cfg-card').count()).toBeGreaterThan(0);
      expect(await floatingOverlaps(page)).toEqual([]);
      // Icons only at this width; the words stay for screen readers.
      await expect(page.locator('.contact-dock').getByRole('link', { name: /申请试用/ })).toBeVisible();
    });
  });

  test('mouse users keep the design: no coarse pointer, 4 px dots', async ({ browser }) => {
    // (browser.newContext inherits the describe's options: say no touch explicitly.)
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, hasTouch: false });
    const page = await context.newPage();
    await page.goto('/');
    await waitForHydration(page);
    expect(await page.evaluate(() => matchMedia('(pointer: coarse)').matches)).toBe(false);
    const dot = (await page.locator('.home-banner .carousel__dots li:not(.is-active) button').first().boundingBox())!;
    expect(dot.height).toBe(4);
    await context.close();
  });
});

test.describe('English pages on an iPhone', () => {
  test.use({ userAgent: IPHONE_UA, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  for (const width of PHONE_WIDTHS) {
    for (const path of EN_ROUTES) {
      test(`${path} at ${width} px: 44 px targets, no sideways scroll`, async ({ page, problems }) => {
        await page.setViewportSize({ width, height: 740 });
        await audit(page, path, 44, true);
        expect(problems.messages).toEqual([]);
      });
    }
  }

  test.describe('the home banner at 320 px', () => {
    test.use({ viewport: { width: 320, height: 640 } });
    test('pause, previous and next are above the figures card and work by touch; every story tab shows', async ({
      page,
      problems,
    }) => {
      await page.goto('/en');
      await waitForHydration(page);
      const card = (await page.locator('.home-figures__list').boundingBox())!;
      const toggle = page.locator('.home-banner__toggle');
      const next = page.locator('.home-banner .carousel__arrow--next');
      for (const control of [toggle, page.locator('.home-banner .carousel__arrow--prev'), next]) {
        const box = (await control.boundingBox())!;
        expect(box.width).toBeGreaterThanOrEqual(44);
        expect(box.height).toBeGreaterThanOrEqual(44);
        expect(box.y + box.height).toBeLessThanOrEqual(card.y);
        // Nothing lies over it: a tap at its centre reaches it.
        const hit = await control.evaluate((el) => {
          const r = el.getBoundingClientRect();
          const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
          return !!top && el.contains(top);
        });
        expect(hit).toBe(true);
      }
      await toggle.tap();
      await expect(toggle).toHaveAttribute('aria-label', 'Play slideshow');
      const current = page.locator('.home-banner .carousel__slide.is-current');
      const before = await current.getAttribute('data-index');
      await next.tap();
      await expect(current).not.toHaveAttribute('data-index', before!);

      const tabs = page.locator('.home-stories__tab');
      expect(await tabs.count()).toBe(6);
      for (const tab of await tabs.all()) {
        await tab.scrollIntoViewIfNeeded();
        const box = (await tab.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(320);
      }
      await tabs.last().tap();
      await expect(tabs.last()).toHaveAttribute('aria-selected', 'true');
      expect(problems.messages).toEqual([]);
    });
  });
});
