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

/** Whether /_img should serve this address: a same-origin path or http(s) URL that is neither SVG
 *  nor GIF (which may be animated; /_img would keep only its first frame). */
export function isRaster(src: string): boolean {
  return /^(\/(?![/\\])|https?:\/\/)/i.test(src) && !/\.(svg|gif)([?#]|$)/i.test(src);
}

/** The /_img address of src at width w; ':' and '/' may stay as they are in a query, which keeps
 * the many candidates of a page short. */
const imgUrl = (src: string, w: number) =>
  `${IMG_PATH}?url=${encodeURIComponent(src).replace(/%2F/g, '/').replace(/%3A/g, ':')}&w=${w}`;

/** sizes of a picture across the phone app's column (16 px margins). */
export const PHONE_COLUMN = 'calc(100vw - 32px)';
/** sizes of the shared article and case cards: a phone list's thumbnail, a desktop grid's card. */
export const CARD_SIZES = '(max-width: 767px) 128px, 366px';

/** Screen densities the candidates cover: desktops 1 to 2, phones 2 to 3. */
const DENSITIES = [1, 1.5, 2, 3];

/** The smallest /_img width of at least px (the largest there is past it). */
const covering = (px: number) => IMG_WIDTHS.find((w) => w >= px) ?? IMG_WIDTHS[IMG_WIDTHS.length - 1]!;

/**
 * src, srcSet and sizes of a picture shown `width` CSS pixels wide. A fixed width (no sizes) gets
 * one candidate per screen density, the smallest /_img width that covers it. A fluid picture
 * passes its sizes and the widest it is shown as width, and gets every /_img width from half to
 * three times that. src (for browsers without srcset) covers width at density 1.
 */
export function imgSet(src: string, width: number, sizes?: string): ImgAttrs {
  if (!isRaster(src)) return { src };
  const widths = sizes
    ? IMG_WIDTHS.filter((w) => w >= covering(width / 2) && w <= covering(width * 3))
    : [...new Set(DENSITIES.map((d) => covering(width * d)))];
  return {
    src: imgUrl(src, covering(width)),
    srcSet: widths.map((w) => `${imgUrl(src, w)} ${w}w`).join(', '),
    sizes: sizes ?? `${width}px`,
  };
}
