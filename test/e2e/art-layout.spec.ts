// Type and layout of the desktop pages at 1280, 1440 and 1920 px (issue 39): no words in the demo
// art under 12 px as the page shows it (a dense picture offered at full size is read there), and
// the home pages' section rail clear of the banner, its headline and its art, and of the
// figures card floating over the banner's foot.
import type { Page } from '@playwright/test';
import { artText } from '../helpers/art-type.ts';
import { DESKTOP_SCREENS } from '../helpers/desktop-screens.ts';
import { installSvgMount, type SvgMountWindow } from '../helpers/svg-mount.ts';
import { expect, test, waitForHydration } from './fixtures.ts';

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

interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}
/** Two boxes that do not overlap (touching edges allowed). */
const apart = (a: Rect, b: Rect) =>
  a.x >= b.x + b.width || b.x >= a.x + a.width || a.y >= b.y + b.height || b.y >= a.y + a.height;

/**
 * Every slide's floating cards (the art's white chips, rounded 44 px cards: server/svg/banner-art.ts)
 * and the lines of its headline, in the slide's coordinates: the cards placed as object-fit and
 * object-position place the image (the one its <picture> picks at this width) in its box.
 */
async function bannerSlides(page: Page) {
  await installSvgMount(page);
  return page.evaluate(async () => {
    const out: { src: string; cards: Rect[]; lines: Rect[] }[] = [];
    for (const slide of document.querySelectorAll<HTMLElement>('#home-banner .home-banner__slide')) {
      const img = slide.querySelector<HTMLImageElement>('.home-banner__art')!;
      const source = [...slide.querySelectorAll('source')].find((s) => matchMedia(s.media).matches);
      const src = source?.srcset ?? img.getAttribute('src')!;
      const { svg, vw, vh, remove } = await (window as SvgMountWindow).mountSvg!(src);
      const at = slide.getBoundingClientRect();
      const box = img.getBoundingClientRect();
      const scale = Math.max(box.width / vw, box.height / vh);
      const [px = 50, py = 50] = getComputedStyle(img)
        .objectPosition.split(' ')
        .map((v) => parseFloat(v));
      const ox = box.x - at.x + ((box.width - vw * scale) * px) / 100;
      const oy = box.y - at.y + ((box.height - vh * scale) * py) / 100;
      const cards = [...svg.querySelectorAll<SVGRectElement>('rect[height="44"][rx="10"]')].map((r) => {
        const b = r.getBBox();
        const m = r.getCTM()!;
        return {
          x: ox + (m.a * b.x + m.e) * scale,
          y: oy + (m.d * b.y + m.f) * scale,
          width: m.a * b.width * scale,
          height: m.d * b.height * scale,
        };
      });
      remove();
      // what the headline covers: the boxes of its words and of its buttons, not of its blocks
      const content = slide.querySelector('.home-banner__content')!;
      const walker = document.createTreeWalker(content, NodeFilter.SHOW_TEXT);
      const rects: DOMRect[] = [...content.querySelectorAll('a, button')].map((e) => e.getBoundingClientRect());
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        if (!n.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(n);
        rects.push(...range.getClientRects());
      }
      const lines = rects.map((r) => ({ x: r.x - at.x, y: r.y - at.y, width: r.width, height: r.height }));
      out.push({ src, cards, lines });
    }
    return out;
  });
}

for (const screen of DESKTOP_SCREENS) {
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
        expect(apart(rail!, b!), `${name} ${JSON.stringify(b)} and the rail ${JSON.stringify(rail)}`).toBe(true);
      }
      // every slide's floating cards stand whole on the screen, clear of its headline's lines
      const slides = await bannerSlides(page);
      expect(slides.length).toBeGreaterThanOrEqual(6);
      for (const { src, cards, lines } of slides) {
        expect(cards.length, src).toBe(3);
        for (const c of cards) {
          const where = `${src} ${JSON.stringify(c)}`;
          expect(c.x, where).toBeGreaterThanOrEqual(0);
          expect(c.x + c.width, where).toBeLessThanOrEqual(screen.width - 8);
          expect(c.y, where).toBeGreaterThanOrEqual(0);
          for (const l of lines) expect(apart(c, l), `${where} over ${JSON.stringify(l)}`).toBe(true);
        }
      }
    });
  }
}
