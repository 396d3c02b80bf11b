// Long lists of images that never change once rendered (the 114-logo wall, the industry logos)
// as one markup string instead of hundreds of React elements. On the server that is one chunk
// for React to write instead of thousands (the logo wall alone was a large share of the home
// page's render work); in the browser there is nothing to hydrate. Server and browser build the
// same string from the same data, so hydration matches. Every value is escaped and only http(s)
// and same-origin addresses are allowed, so CMS data cannot inject markup. Raster logos are
// served through /_img with a srcset (shared/images/responsive-image.ts).
import { imgSet } from '../images/responsive-image.ts';

export interface ListedImage {
  src: string;
  alt: string;
  width?: number | string;
  height?: number | string;
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' };

const SPECIAL = /[&"<>]/;
const SPECIALS = new RegExp(SPECIAL.source, 'g');

function escapeAttribute(value: string): string {
  // Most values (addresses, names) have nothing to escape: test before building a new string.
  return SPECIAL.test(value) ? value.replace(SPECIALS, (c) => ENTITIES[c]!) : value;
}

/** The CSS width logos are shown at in these lists (about 100 to 120 px in both apps). */
const LOGO_WIDTH = 120;

/** Same-origin paths and http(s) addresses; anything else (javascript:, data:, //host) is dropped. */
export function isListableImageUrl(src: string): boolean {
  return (src.startsWith('/') && !src.startsWith('//')) || /^https?:\/\//i.test(src);
}

export function imageItemsHtml(images: readonly ListedImage[], itemClassName?: string): string {
  const li = itemClassName ? `<li class="${escapeAttribute(itemClassName)}">` : '<li>';
  let html = '';
  for (const image of images) {
    if (!isListableImageUrl(image.src)) continue;
    const size =
      image.width && image.height
        ? ` width="${escapeAttribute(String(image.width))}" height="${escapeAttribute(String(image.height))}"`
        : '';
    const { src, srcSet, sizes } = imgSet(image.src, LOGO_WIDTH);
    const set = srcSet ? ` srcset="${escapeAttribute(srcSet)}" sizes="${escapeAttribute(sizes!)}"` : '';
    html += `${li}<img src="${escapeAttribute(src)}"${set} alt="${escapeAttribute(image.alt)}"${size} loading="lazy" decoding="async"></li>`;
  }
  return html;
}

/** A <ul> of lazily loaded images, written as one string. */
export function ImageList({
  images,
  className,
  itemClassName,
  id,
}: {
  images: readonly ListedImage[];
  className: string;
  itemClassName?: string;
  id?: string;
}) {
  return (
    <ul id={id} className={className} dangerouslySetInnerHTML={{ __html: imageItemsHtml(images, itemClassName) }} />
  );
}
