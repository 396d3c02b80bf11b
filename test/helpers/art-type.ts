// The smallest text in the demo art a page shows, as the visitor sees it: for every generated SVG
// (/media/…svg) the page lays out, its <text> at the size the SVG draws it (its font-size times
// the scale of its transforms) times the scale the page gives the image (box width over viewBox
// width; object-fit: cover and contain as the browser applies them). A picture the page offers
// at full size (a link to the image itself around it or beside it in its figure) is measured
// as that view shows it: at the SVG's own size.
import type { Page } from '@playwright/test';

export interface ArtText {
  /** The image's address, as the page gives it. */
  src: string;
  /** The smallest text in it, in CSS px as rendered on the page (or in its full-size view). */
  px: number;
  /** Those words, to name them in a failure. */
  words: string;
  /** The image is offered at full size and `px` is measured there. */
  fullSize: boolean;
  /** The image's width on the page. */
  width: number;
}

/** One entry per generated SVG image the page lays out (shown at a width above zero). */
export function artText(page: Page): Promise<ArtText[]> {
  return page.evaluate(async () => {
    const host = document.createElement('div');
    host.style.cssText = 'position:absolute;left:-20000px;top:0;visibility:hidden;pointer-events:none';
    document.body.append(host);
    const sources = new Map<string, Promise<string>>();
    const out: ArtText[] = [];
    const path = (u: string) => {
      const url = new URL(u, location.href);
      return url.origin === location.origin ? url.pathname + url.search : '';
    };
    for (const img of document.querySelectorAll('img')) {
      const src = path(img.currentSrc || img.getAttribute('src') || '');
      if (!/^\/media\/[^?]+\.svg(\?|$)/.test(src)) continue;
      const box = img.getBoundingClientRect();
      if (box.width < 1 || box.height < 1) continue;
      if (!sources.has(src))
        sources.set(
          src,
          fetch(src).then((r) => r.text()),
        );
      const doc = new DOMParser().parseFromString(await sources.get(src)!, 'image/svg+xml');
      const svg = document.importNode(doc.documentElement, true) as unknown as SVGSVGElement;
      host.replaceChildren(svg);
      const [, , vw = 0, vh = 0] = (svg.getAttribute('viewBox') ?? '').split(/[\s,]+/).map(Number);
      const fit = getComputedStyle(img).objectFit;
      const scale =
        fit === 'cover'
          ? Math.max(box.width / vw, box.height / vh)
          : fit === 'contain' || fit === 'scale-down'
            ? Math.min(box.width / vw, box.height / vh)
            : box.width / vw;
      const links = [img.closest('a'), ...(img.closest('figure')?.querySelectorAll('a') ?? [])];
      const fullSize = links.some((a) => a && path(a.href) === src);
      let px = Infinity;
      let words = '';
      for (const t of svg.querySelectorAll('text')) {
        const w = t.textContent?.trim() ?? '';
        const m = t.getCTM();
        if (!w || !m) continue;
        const size = parseFloat(getComputedStyle(t).fontSize) * Math.sqrt(Math.abs(m.a * m.d - m.b * m.c));
        const shown = fullSize ? size : size * scale;
        if (shown < px) {
          px = shown;
          words = w;
        }
      }
      if (px < Infinity) out.push({ src, px: Math.round(px * 10) / 10, words, fullSize, width: Math.round(box.width) });
    }
    host.remove();
    return out;
  });
}
