// What a GET /_img asks for, checked before anything is fetched: a width of IMG_WIDTHS, a
// quality of QUALITIES, and a source on an allowed media origin, or one of the site's own
// pictures under /media/ (read from this process's own port, never from the request's Host or
// the public address). The output format follows Accept. Anything else is refused, so /_img is
// no open proxy.
import { IMG_WIDTHS } from '../../shared/images/responsive-image.ts';

const QUALITIES: readonly number[] = [50, 75, 90];
const DEFAULT_QUALITY = 75;

export type OutputFormat = 'avif' | 'webp' | 'jpeg' | 'png';

export interface ImageRequest {
  /** The absolute source address. */
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

const refuse = (message: string) => new ImageRequestError(400, message);

/** `query` is Express's simple-parsed query; `ownOrigin` is where the site's own pictures are read. */
export function parseImageRequest(
  query: Record<string, unknown>,
  origins: readonly string[],
  ownOrigin: string,
): ImageRequest {
  const { url: raw, w, q } = query;
  if (typeof raw !== 'string' || raw === '') throw refuse('url is required');
  if (typeof w !== 'string' || !IMG_WIDTHS.includes(Number(w)) || String(Number(w)) !== w) {
    throw refuse(`w must be one of ${IMG_WIDTHS.join(', ')}`);
  }
  const quality = q === undefined ? DEFAULT_QUALITY : Number(q);
  if (!QUALITIES.includes(quality) || (typeof q === 'string' && String(quality) !== q)) {
    throw refuse(`q must be one of ${QUALITIES.join(', ')}`);
  }
  return { url: allowedSource(raw, origins, ownOrigin), width: Number(w), quality };
}

/** The source as an absolute URL when it may be fetched; throws otherwise. */
function allowedSource(raw: string, origins: readonly string[], ownOrigin: string): URL {
  let url: URL;
  const ownPath = raw.startsWith('/') && !/^[/\\]{2}/.test(raw);
  try {
    url = ownPath ? new URL(raw, ownOrigin) : new URL(raw);
  } catch {
    throw refuse('url is not a valid address');
  }
  // Of the site's own addresses only its pictures: never /_img itself (nested calls), pages or APIs.
  if (ownPath && !url.pathname.startsWith('/media/'))
    throw refuse('url must be a picture of this site (under /media/) or on a media host');
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw refuse('url must be http(s)');
  if (url.username || url.password) throw refuse('url must not carry credentials');
  const allowed = ownPath ? url.origin === ownOrigin : origins.includes(url.origin);
  if (!allowed) throw refuse(`url must be on a media host (MEDIA_HOSTS) or a path of this site; ${url.origin} is not`);
  url.hash = '';
  return url;
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
