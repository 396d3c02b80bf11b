// The drawings of the template pages' heroes (a product at work, an industry at work: server/demo-art/
// art-hero*.ts) at 1280, 1440 and 1920 px: whole on the screen, clear of the hero's words and
// buttons, and not hidden by the veil the hero lays over its art behind the text (templates.css,
// .tpl-hero::after): at the drawing's middle the veil has faded out, at its left edge it is at
// most half strong. The veil's stops are read from the page, so the check follows the stylesheet.
// The home's customer stories (each panel's background draws its story's subject, under a veil of
// its own, home.css .home-story::before) are held to the same.
import type { Page } from '@playwright/test';
import { DESKTOP_SCREENS } from '../helpers/desktop-screens.ts';
import { installSvgMount, type SvgMountWindow } from '../helpers/svg-mount.ts';
import { expect, test, waitForHydration } from './fixtures.ts';

const PAGES = [
  '/solution_automobile',
  '/en/solution_automobile',
  '/solution_elevator',
  '/solution_lab',
  '/solution_project',
  '/product_apaas',
  '/product_ipaas',
  '/product_mdm',
  '/product_portal',
  '/cooperative',
];

interface HeroArt {
  /** The drawing's left and right edges on the screen. */
  left: number;
  right: number;
  top: number;
  bottom: number;
  /** The right edge of the hero's words and buttons. */
  textRight: number;
  /** The veil's opacity at the drawing's left edge and at its middle. */
  veilLeft: number;
  veilMiddle: number;
}

/** Where a picture with a veil is: its box, its image, its words, the pseudo-element of its veil. */
interface Frame {
  box: string;
  img: string;
  text: string;
  veil: '::before' | '::after';
}
const TEMPLATE_HERO: Frame = { box: '.tpl-hero', img: '.tpl-hero__bg', text: '.tpl-hero__inner', veil: '::after' };
const HOME_STORY: Frame = {
  box: '.home-story:not([hidden])',
  img: '.home-story__bg',
  text: '.home-story__body',
  veil: '::before',
};

async function heroArt(page: Page, frame: Frame): Promise<HeroArt> {
  await installSvgMount(page);
  return page.evaluate(async (f) => {
    const hero = document.querySelector<HTMLElement>(f.box)!;
    const img = hero.querySelector<HTMLImageElement>(f.img)!;
    const { svg, vw, vh, remove } = await (window as SvgMountWindow).mountSvg!(img.currentSrc || img.src);
    const g = svg.querySelector<SVGGElement>('g.subject')!;
    const b = g.getBBox();
    const m = g.getCTM()!;
    remove();
    const box = img.getBoundingClientRect();
    const scale = Math.max(box.width / vw, box.height / vh);
    const [px = 50, py = 50] = getComputedStyle(img)
      .objectPosition.split(' ')
      .map((v) => parseFloat(v));
    const ox = box.x + ((box.width - vw * scale) * px) / 100;
    const oy = box.y + ((box.height - vh * scale) * py) / 100;
    const left = ox + (m.a * b.x + m.e) * scale;
    const right = left + m.a * b.width * scale;
    const top = oy + (m.d * b.y + m.f) * scale;
    const bottom = top + m.d * b.height * scale;
    // the words and buttons of the hero
    const inner = hero.querySelector(f.text)!;
    const rects: DOMRect[] = [...inner.querySelectorAll('a, button')].map((e) => e.getBoundingClientRect());
    const walker = document.createTreeWalker(inner, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      if (!n.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(n);
      rects.push(...range.getClientRects());
    }
    const textRight = Math.max(...rects.map((r) => r.right));
    // the veil: its colour stops (opacity, position) as the page lays them out over the hero
    const at = hero.getBoundingClientRect();
    const probe = document.createElement('div');
    hero.append(probe);
    const stops = [
      ...getComputedStyle(hero, f.veil).backgroundImage.matchAll(
        /rgba?\(([^)]*)\)\s+(calc\((?:[^()]|\([^()]*\))*\)|[\d.]+(?:px|%))/g,
      ),
    ].map(([, colour = '', position = '']) => {
      probe.style.cssText = `position:absolute;left:0;top:0;height:1px;visibility:hidden;width:${position}`;
      return { x: at.x + probe.getBoundingClientRect().width, alpha: Number(colour.split(',')[3] ?? 1) };
    });
    probe.remove();
    const veil = (x: number): number => {
      const after = stops.findIndex((s) => s.x >= x);
      if (after === -1) return stops.at(-1)?.alpha ?? 0;
      if (after === 0) return stops[0]!.alpha;
      const a = stops[after - 1]!;
      const c = stops[after]!;
      return a.alpha + ((c.alpha - a.alpha) * (x - a.x)) / (c.x - a.x);
    };
    if (stops.length < 2) throw new Error('no veil stops found');
    return { left, right, top, bottom, textRight, veilLeft: veil(left), veilMiddle: veil((left + right) / 2) };
  }, frame);
}

/** What is wrong with a drawing on a screen this wide. */
function faults(where: string, art: HeroArt, width: number): string[] {
  const at = `${where} ${JSON.stringify(art, (_, v: unknown) => (typeof v === 'number' ? Math.round(v * 100) / 100 : v))}`;
  const found: string[] = [];
  if (art.right > width || art.left < 0) found.push(`${at}: not whole on the screen`);
  if (art.left < art.textRight) found.push(`${at}: under the words`);
  if (art.veilMiddle > 0.1) found.push(`${at}: veiled in the middle`);
  if (art.veilLeft > 0.5) found.push(`${at}: veiled at the left edge`);
  return found;
}

for (const screen of DESKTOP_SCREENS) {
  test(`hero drawings stand clear of the title and its veil at ${screen.width} px`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(screen);
    const found: string[] = [];
    for (const path of PAGES) {
      await page.goto(path);
      found.push(...faults(path, await heroArt(page, TEMPLATE_HERO), screen.width));
    }
    expect(found).toEqual([]);
  });

  for (const path of ['/', '/en']) {
    test(`${path}: story backgrounds stand clear of the story and its veil at ${screen.width} px`, async ({ page }) => {
      await page.setViewportSize(screen);
      await page.goto(path);
      await waitForHydration(page);
      const tabs = page.locator('.home-stories__tab');
      expect(await tabs.count()).toBe(6);
      const found: string[] = [];
      for (let i = 0; i < 6; i++) {
        await tabs.nth(i).click();
        await expect(tabs.nth(i)).toHaveAttribute('aria-selected', 'true');
        found.push(...faults(`${path} story ${i + 1}`, await heroArt(page, HOME_STORY), screen.width));
      }
      expect(found).toEqual([]);
    });
  }
}
