// Generated SVGs measured in the page: installSvgMount gives the page window.mountSvg(src), which
// fetches the image, parses it into the document off-screen (getBBox and getCTM need it laid out)
// and returns it with its viewBox size; remove() takes it out again. The checks of banner cards
// and hero drawings (test/e2e/art-layout.spec.ts, hero-art.spec.ts) map its shapes to the screen.
import type { Page } from '@playwright/test';

interface MountedSvg {
  svg: SVGSVGElement;
  vw: number;
  vh: number;
  remove(): void;
}

/** The page's window once installSvgMount has run. */
export type SvgMountWindow = Window & { mountSvg?: (src: string) => Promise<MountedSvg> };

export async function installSvgMount(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as SvgMountWindow).mountSvg = async (src) => {
      const text = await (await fetch(src)).text();
      const svg = document.importNode(
        new DOMParser().parseFromString(text, 'image/svg+xml').documentElement,
        true,
      ) as unknown as SVGSVGElement;
      const host = document.createElement('div');
      host.style.cssText = 'position:absolute;left:-20000px;top:0;visibility:hidden';
      host.append(svg);
      document.body.append(host);
      const [, , vw = 0, vh = 0] = (svg.getAttribute('viewBox') ?? '').split(/[\s,]+/).map(Number);
      return { svg, vw, vh, remove: () => host.remove() };
    };
  });
}
