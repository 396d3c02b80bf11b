// Addresses of the brand files drawn at build time (server/brand/): the preview image (og:image)
// of each page, which is an article's own cover when that is a raster image (WeChat, Baidu and
// Facebook show no SVG) and else its page type's 1200x630 card; the organisation logo; the web
// manifests. Kept small: it ships in both client bundles.
import type { Lang } from '../site-types.ts';

export const LOGO_PATH = '/brand/logo-512.png';
export const MANIFEST_PATH = { zh: '/manifest.webmanifest', en: '/en/manifest.webmanifest' } as const;
export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

/** The card of a page, named by its first path segment (news, cases, about, product_ipaas, ...;
 *  none: home). The server answers a name it drew no card for with the nearest one it has. */
export function ogCardPath(pathname: string, lang: Lang): string {
  const segment = /^\/(?:en(?=\/|$)\/?)?([a-z0-9_-]*)(?:\/|$)/.exec(pathname)?.[1];
  return `/brand/og-${segment || 'home'}-${lang}.jpg`;
}

/** A cover that previews everywhere: a .jpg, .jpeg or .png address (any query aside). */
export const isRasterCover = (url: string) => /\.(jpe?g|png)$/i.test(url.split(/[?#]/)[0]!);
