// What a GET /_img asks for, checked before anything is fetched: a width of IMG_WIDTHS, a
// quality of QUALITIES, and a source that is a picture address: on a MEDIA_HOSTS origin any path,
// on a vendor API's origin only a path under MEDIA_PATH_PREFIXES and never one of its API's; on
// either, no dot segments, backslashes or empty segments, however they are encoded, and no `;`
// (path parameters) or encoded dots and separators in any segment. The source's
// query is dropped: it is neither fetched nor part of the variant, so junk parameters neither make
// new work nor reach the vendor. The site's own addresses are refused: its /media/ pictures are
// SVGs, shown as they are, and /_img never asks the site itself for anything (nor follows it
// anywhere). The output format follows Accept. Anything else is refused, so /_img is no proxy.
import { API_PREFIXES } from '../../shared/api/api-routes.ts';
import { IMG_WIDTHS } from '../../shared/images/responsive-image.ts';
import type { Config } from '../config.ts';

const QUALITIES: readonly number[] = [50, 75, 90];
const DEFAULT_QUALITY = 75;

export type OutputFormat = 'avif' | 'webp' | 'jpeg' | 'png';

export interface ImageRequest {
  /** The absolute source address, without query or fragment. */
  url: URL;
  width: number;
  quality: number;
}

export class ImageRequestError extends Error {
  override name = 'ImageRequestError';
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

/** Where pictures may come from (config.media). */
export type MediaRules = Pick<Config['media'], 'origins' | 'apiOrigins' | 'pathPrefixes'>;

/** Nobody waits for the picture any more: its work stops, and nobody is answered. */
export class Abandoned extends ImageRequestError {
  constructor() {
    super(499, 'Every visitor who asked for this picture has gone');
  }
}

const refuse = (message: string) => new ImageRequestError(400, message);

export const tooManyPixels = (maxPixels: number) =>
  new ImageRequestError(400, `The source image has more than ${maxPixels / 1e6} megapixels`);

/** `query` is Express's simple-parsed query. */
export function parseImageRequest(query: Record<string, unknown>, media: MediaRules): ImageRequest {
  const { url: raw, w, q } = query;
  if (typeof raw !== 'string' || raw === '') throw refuse('url is required');
  if (typeof w !== 'string' || !IMG_WIDTHS.includes(Number(w)) || String(Number(w)) !== w) {
    throw refuse(`w must be one of ${IMG_WIDTHS.join(', ')}`);
  }
  const quality = q === undefined ? DEFAULT_QUALITY : Number(q);
  if (!QUALITIES.includes(quality) || (typeof q === 'string' && String(quality) !== q)) {
    throw refuse(`q must be one of ${QUALITIES.join(', ')}`);
  }
  return { url: allowedSource(raw, media), width: Number(w), quality };
}

/** scheme://host[:port] then the path, query and fragment, nothing a browser would read leniently
 *  (backslashes, controls, leading spaces, a missing slash, credentials). */
const PLAIN_ADDRESS = /^https?:\/\/[^/?#\\@\s]+(\/[^?#\\\x00-\x1f\x7f]*)?(\?[^#]*)?(#.*)?$/is;

/** The visitor's source as an absolute URL without its query when it may be fetched; throws otherwise. */
function allowedSource(raw: string, media: MediaRules): URL {
  if (raw.startsWith('/') && !/^[/\\]{2}/.test(raw)) {
    throw refuse(
      "url must be a picture on a media host (MEDIA_HOSTS) or a vendor API's media path; the site's own pictures are SVGs, shown as they are",
    );
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw refuse('url is not a valid address');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw refuse('url must be http(s)');
  if (url.username || url.password) throw refuse('url must not carry credentials');
  if (!media.origins.includes(url.origin))
    throw refuse(`url must be on a media host (MEDIA_HOSTS) or a vendor API's origin; ${url.origin} is not`);
  const plain = PLAIN_ADDRESS.exec(raw);
  if (!plain) throw refuse('url must be a plain http(s) address (no backslashes, controls or credentials)');
  checkPath(plain[1] ?? '/', url, media);
  url.search = '';
  url.hash = '';
  return url;
}

/** Where a media host's redirect leads, checked as a visitor's url is; its query is kept on a
 *  MEDIA_HOSTS origin (the host chose it, e.g. a signed address) and dropped on a vendor API's. */
export function allowedRedirect(location: string, from: URL, media: MediaRules): URL {
  let next: URL;
  try {
    next = new URL(location, from);
  } catch {
    throw new ImageRequestError(502, 'The media host redirected to an address that is not valid');
  }
  if ((next.protocol !== 'http:' && next.protocol !== 'https:') || !media.origins.includes(next.origin))
    throw refuse(`The media host redirected to ${next.origin}, which is not an allowed origin`);
  if (next.username || next.password) throw refuse('The media host redirected to an address with credentials');
  // The location as sent: dot segments the URL parser has resolved must not slip through.
  const path = /^(?:[a-z][a-z\d+.-]*:)?(?:\/\/[^/?#]*)?([^?#]*)/i.exec(location.trim())![1]!;
  checkPath(path.startsWith('/') ? path : next.pathname, next, media, 'The media host redirected to');
  if (media.apiOrigins.includes(next.origin)) next.search = '';
  next.hash = '';
  return next;
}

/** First path segments of the vendor API's contract: /api/, /ds_projects/, /ocpcapi/. */
const API_SEGMENTS = new Set(API_PREFIXES.map((p) => p.split('/')[1]!.toLowerCase()));

/**
 * Refuses a path (as it was written) with dot segments, backslashes or empty segments, plain or
 * percent-encoded once or more (%2e%2e, %2E., %252e%252e, %5c, %2f%2f), with `;` (path
 * parameters: `..;`, `..%3b`) or an encoded dot or separator anywhere, and on a vendor API's
 * origin any path outside its media prefixes or inside its API.
 */
function checkPath(written: string, url: URL, media: MediaRules, what = 'url has'): void {
  let path = written;
  for (let round = 0; ; round++) {
    if (/\\|\/\/|(^|\/)\.\.?(\/|$)|[\x00-\x1f\x7f]/.test(path))
      throw refuse(`${what} a path with dot segments, backslashes or empty segments`);
    // A `;` starts path parameters, which Tomcat, Jetty and Spring drop from a segment before
    // resolving it (`/media/..;/api` is `/api` there); an encoded dot or separator is how a dot
    // segment or a second segment hides from a check like the one above. No picture needs either.
    if (/;|%2e|%2f|%5c/i.test(path))
      throw refuse(`${what} a path with ';', an encoded dot or an encoded separator in a segment`);
    // Each escape on its own, as bytes: a malformed one elsewhere must not hide the others.
    const decoded = path.replace(/%([0-9a-f]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    if (decoded === path) break;
    if (round === 3) throw refuse(`${what} a path encoded more than three times`);
    path = decoded;
  }
  if (!media.apiOrigins.includes(url.origin)) return;
  const first = url.pathname.split('/')[1]!.toLowerCase();
  if (API_SEGMENTS.has(first) || !media.pathPrefixes.some((p) => url.pathname.startsWith(p)))
    throw refuse(
      `${what} the path ${url.pathname} on the vendor API's origin, which serves pictures only under ${media.pathPrefixes.join(', ')} (MEDIA_PATH_PREFIXES)`,
    );
}

/** AVIF when the browser takes it, else WebP, else what the source is: JPEG stays JPEG, PNG and
 *  GIF become PNG, and a WebP or AVIF source becomes PNG with transparency, JPEG without. */
export function outputFormat(accept: string | undefined, source: { format: string; hasAlpha: boolean }): OutputFormat {
  const kind = acceptClass(accept);
  if (kind !== 'other') return kind;
  if (source.format === 'jpeg') return 'jpeg';
  return source.format === 'png' || source.format === 'gif' || source.hasAlpha ? 'png' : 'jpeg';
}

function accepts(accept: string | undefined, type: string): boolean {
  if (!accept) return false;
  return accept.split(',').some((part) => {
    const [name, ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    return name === type && !params.some((p) => /^q=0(\.0*)?$/.test(p));
  });
}

/** The format only depends on what Accept says of AVIF and WebP: three variants at most. */
export function acceptClass(accept: string | undefined): 'avif' | 'webp' | 'other' {
  return accepts(accept, 'image/avif') ? 'avif' : accepts(accept, 'image/webp') ? 'webp' : 'other';
}
