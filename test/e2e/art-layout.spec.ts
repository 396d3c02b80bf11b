// Type and layout of the desktop pages at 1280, 1440 and 1920 px (issue 39): no words in the demo
// art under 12 px as the page shows it (a dense picture offered at full size is read there), and
// the home pages' section rail clear of the banner, its headline and its art, and of the
// figures card floating over the banner's foot.
import type { Page } from '@playwright/test';
import { artText } from '../helpers/art-type.ts';
import { expect, test, waitForHydration } from './fixtures.ts';

const SCREENS = [
  { width: 1280, height: 720 },
  { width: 1440, height: 900 },
  { width: 1920, height: 1080 },
];

/** The pages whose art carries words: honours, customer logos, diagrams, windows and covers. */
const PAGES = [
  '/',
  '/en',
  '/about',
  '/en/about',
  '/form',
  '/en/form',
  '/cooperative',
  '/en/cooperative',
  '/product_portal',
  '/product_apaas',
  '/en/product_apaas',
  '/solution_automobile',
  '/en/solution_automobile',
];

/** Every image below 12 px, as "page src: px 'words'". */
async function smallArt(page: Page, path: string): Promise<string[]> {
  return (await artText(page)).filter((a) => a.px < 12).map((a) => `${path} ${a.src}: ${a.px} px '${a.words}'`);
}

for (const screen of SCREENS) {
  test(`art words are 12 px or larger at ${screen.width} px`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(screen);
    const small: string[] = [];
    let measured = 0;
    for (const path of PAGES) {
      await page.goto(path);
      measured += (await artText(page)).length;
      small.push(...(await smallArt(page, path)));
    }
    // the pages show art with words (honours, logos, diagrams): the check measured them
    expect(measured).toBeGreaterThan(40);
    expect(small).toEqual([]);
  });

  for (const path of ['/', '/en']) {
    test(`${path}: the section rail stays clear of the banner at ${screen.width} px`, async ({ page }) => {
      await page.setViewportSize(screen);
      await page.goto(path);
      await waitForHydration(page);
      const rail = await page.locator('.home-anchors__list').boundingBox();
      expect(rail).not.toBeNull();
      // whole on the screen
      expect(rail!.x + rail!.width).toBeLessThanOrEqual(screen.width);
      expect(rail!.y + rail!.height).toBeLessThanOrEqual(screen.height);
      const boxes = [
        ['banner', '#home-banner'],
        ['headline', '#home-banner .carousel__slide.is-current .home-banner__content'],
        ['art', '#home-banner .carousel__slide.is-current .home-banner__art'],
        ['figures card', '.home-figures__list'],
      ] as const;
      for (const [name, selector] of boxes) {
        const b = await page.locator(selector).first().boundingBox();
        expect(b, name).not.toBeNull();
        const apart =
          rail!.x >= b!.x + b!.width ||
          b!.x >= rail!.x + rail!.width ||
          rail!.y >= b!.y + b!.height ||
          b!.y >= rail!.y + rail!.height;
        expect(apart, `${name} ${JSON.stringify(b)} and the rail ${JSON.stringify(rail)}`).toBe(true);
      }
    });
  }
}
