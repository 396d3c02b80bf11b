// Raster pictures (CMS covers, banners, logos, QR codes) are served resized through the site's
// /_img endpoint (server/images/); SVG and data: addresses are used as they are. Both apps and the
// server's article-HTML rewrite build their <img> attributes here, so the widths they ask for are
// exactly the ones /_img accepts.

export const IMG_PATH = '/_img';
/** The widths /_img makes; any other is refused, so caches hold a bounded set of variants. */
export const IMG_WIDTHS: readonly number[] = [64, 128, 256, 384, 640, 750, 828, 1080, 1200, 1920];

export interface ImgAttrs {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/** Whether /_img should serve this address: a same-origin path or http(s) URL that is not SVG. */
export function isRaster(src: string): boolean {
  return /^(\/(?![/\\])|https?:\/\/)/i.test(src) && !/\.svg([?#]|$)/i.test(src);
}

export const imgUrl = (src: string, w: number) => `${IMG_PATH}?url=${encodeURIComponent(src)}&w=${w}`;

/**
 * src, srcSet and sizes of a picture shown at most `slot` CSS pixels wide: the widths from a
 * quarter of the slot to twice it (for 2x screens), and a src for browsers without srcset.
 * sizes defaults to "the viewport's width, up to the slot's".
 */
export function imgSet(src: string, slot: number, sizes = `(max-width: ${slot}px) 100vw, ${slot}px`): ImgAttrs {
  if (!isRaster(src)) return { src };
  const widths: number[] = [];
  for (const w of IMG_WIDTHS) {
    if (w * 4 >= slot) widths.push(w);
    if (w >= 2 * slot) break;
  }
  return {
    src: imgUrl(src, widths.find((w) => w >= slot) ?? widths[widths.length - 1]!),
    srcSet: widths.map((w) => `${imgUrl(src, w)} ${w}w`).join(', '),
    sizes,
  };
}
