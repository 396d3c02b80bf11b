// What the site serves of the CMS's content is made safe on the server, whichever mode it came
// from: article HTML goes through an allowlist sanitizer, and markdown documents get their HTML
// rendered (markdown-it, raw HTML off) and sanitized too. The browser only ever receives clean HTML.
// The structured fields pages render as href or src (menus' links, section pictures, project
// config addresses...) keep only safe schemes, by the same rule as the sanitizer's.
// Raster pictures in that HTML from the media hosts (or the site itself) are served through /_img
// with a srcset, lazily: the article column is at most ARTICLE_IMAGE_SLOT CSS pixels wide.
import { LRUCache } from 'lru-cache';
import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';
import type { Shape, Transport } from '../../shared/api/transport.ts';
import { imgSet, isRaster } from '../../shared/images/responsive-image.ts';

/** Schemes a link may use; relative URLs are allowed too, protocol-relative ones ('//host') not. */
export const LINK_SCHEMES: readonly string[] = ['http', 'https', 'mailto', 'tel'];
/** Schemes an image may use; relative URLs (the site's own /media/...) are allowed too. */
export const IMAGE_SCHEMES: readonly string[] = ['http', 'https'];

/**
 * Whether a URL from the CMS is safe to render with these schemes, read as a browser reads it:
 * control characters and spaces are dropped first (browsers ignore tabs and newlines anywhere
 * and controls and spaces around an address, so ' java\tscript:' is javascript:), the scheme
 * is compared in lower case, and an address without one must not start with two slashes or
 * backslashes (browsers read '\\' as '/', so '/\\evil.example' is another host). It is
 * sanitize-html's rule for article HTML (allowProtocolRelative: false), applied to one field.
 */
export function isSafeUrl(url: string, schemes: readonly string[]): boolean {
  const bare = url.replace(/[\x00-\x20]+/g, '');
  const scheme = /^([a-z][a-z\d+.-]*):/i.exec(bare);
  if (scheme) return schemes.includes(scheme[1]!.toLowerCase());
  return !/^[/\\]{2}/.test(bare);
}

const ARTICLE_IMAGE_SLOT = 868;
/** The article column: the phone app's column on narrow screens, 868 px on the desktop's. */
const ARTICLE_IMAGE_SIZES = `(max-width: 900px) calc(100vw - 32px), ${ARTICLE_IMAGE_SLOT}px`;

/** Whether an article picture is one /_img will serve: raster, and on a media origin or ours. */
function resizable(src: string, mediaOrigins: readonly string[]): boolean {
  if (!isRaster(src)) return false;
  if (src.startsWith('/')) return true;
  try {
    return mediaOrigins.includes(new URL(src).origin);
  } catch {
    return false;
  }
}

const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'blockquote', 'pre', 'code', 'strong', 'b', 'em', 'i', 'u', 's',
    'sub', 'sup', 'mark', 'small', 'span', 'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'a', 'img', 'figure', 'figcaption',
    'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption', 'colgroup', 'col',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'srcset', 'sizes', 'alt', 'title', 'width', 'height', 'loading', 'decoding'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    code: ['class'],
    '*': [],
  },
  // The rule of isSafeUrl: sanitize-html decodes entities, drops controls and spaces, compares
  // schemes in lower case, and keeps relative URLs but not '//host' ones.
  allowedSchemes: [...LINK_SCHEMES],
  allowedSchemesByTag: { img: [...IMAGE_SCHEMES] },
  allowProtocolRelative: false,
  transformTags: {
    // Links leaving the site open in a new tab without handing it our window.
    a: (tagName, attribs) => {
      const external = /^\s*https?:\/\//i.test(attribs.href ?? '');
      return {
        tagName,
        attribs: external ? { ...attribs, target: '_blank', rel: 'noopener noreferrer' } : attribs,
      };
    },
  },
};

// One rule per set of media origins (a process has one; tests build apps with others).
const rules = new Map<string, sanitizeHtml.IOptions>();

function rulesFor(mediaOrigins: readonly string[]): sanitizeHtml.IOptions {
  const key = mediaOrigins.join(' ');
  let options = rules.get(key);
  if (!options) {
    const img: sanitizeHtml.Transformer = (tagName, { srcset: _srcset, sizes: _sizes, ...attribs }) => {
      const src = (attribs.src ?? '').trim();
      const set = resizable(src, mediaOrigins) ? imgSet(src, ARTICLE_IMAGE_SLOT, ARTICLE_IMAGE_SIZES) : undefined;
      const resized: sanitizeHtml.Attributes = set ? { src: set.src, srcset: set.srcSet!, sizes: set.sizes! } : {};
      return { tagName, attribs: { ...attribs, ...resized, loading: 'lazy', decoding: 'async' } };
    };
    options = {
      ...ALLOWED,
      transformTags: {
        ...ALLOWED.transformTags,
        // The CMS's own srcset and sizes are dropped: ours name the widths /_img makes.
        img,
      },
    };
    rules.set(key, options);
  }
  return options!;
}

const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false });
// Keyed by the source text itself, so bounded by bytes (16 MB, counted in the process's cache
// budget in server/index.ts): two UTF-16 bytes a character of key and value.
const cache = new LRUCache<string, string>({ maxSize: 16 * 1024 * 1024, sizeCalculation: (html, key) => 2 * (html.length + key.length) + 64 });

function memo(kind: string, input: string, make: (s: string) => string): string {
  const key = `${kind}\n${input}`;
  let out = cache.get(key);
  if (out === undefined) {
    out = make(input);
    cache.set(key, out);
  }
  return out;
}

export function sanitizeArticleHtml(html: string, mediaOrigins: readonly string[] = []): string {
  return memo(`html ${mediaOrigins.join(' ')}`, html, (h) => sanitizeHtml(h, rulesFor(mediaOrigins)));
}

export function renderMarkdown(source: string, mediaOrigins: readonly string[] = []): string {
  return memo(`md ${mediaOrigins.join(' ')}`, source, (s) => sanitizeHtml(markdown.render(s), rulesFor(mediaOrigins)));
}

const isLinkKey = (key: string) => key === 'link' || key === 'url' || key.endsWith('Url');
const IMAGE_KEYS = new Set(['icon', 'cover', 'cover_image', 'pic', 'bg', 'background', 'image', 'avatar', 'serviceQrCode']);

/**
 * The answer with every unsafe URL emptied: strings under a link key (link, url, *Url) keep
 * LINK_SCHEMES, strings under an image key keep IMAGE_SCHEMES, at any depth. An emptied link
 * renders as an anchor to the page itself (or none, where a component checks it), an emptied
 * image as no picture. Inputs are never changed (the store's and the cache's are frozen): what
 * holds an unsafe URL is copied, and everything else is returned as it is.
 */
export function withSafeUrls<T>(value: T): T {
  if (Array.isArray(value)) {
    let out: unknown[] | undefined;
    value.forEach((item: unknown, i) => {
      const safe = withSafeUrls(item);
      if (safe !== item) (out ??= [...value])[i] = safe;
    });
    return (out ?? value) as T;
  }
  if (value === null || typeof value !== 'object') return value;
  let out: Record<string, unknown> | undefined;
  for (const [key, v] of Object.entries(value)) {
    let safe: unknown;
    if (typeof v !== 'string') safe = withSafeUrls(v);
    else if (isLinkKey(key)) safe = isSafeUrl(v, LINK_SCHEMES) ? v : '';
    else if (IMAGE_KEYS.has(key)) safe = isSafeUrl(v, IMAGE_SCHEMES) ? v : '';
    else safe = v;
    if (safe !== v) (out ??= { ...(value as Record<string, unknown>) })[key] = safe;
  }
  return (out ?? value) as T;
}

function presentHtml(shape: string, value: unknown, media: readonly string[]): unknown {
  if (shape === 'article') {
    const a = value as { content: string };
    return { ...a, content: sanitizeArticleHtml(a.content, media) };
  }
  if (shape === 'clientArticle') {
    const a = value as { data: { content: string } };
    return { ...a, data: { ...a.data, content: renderMarkdown(a.data.content, media) } };
  }
  if (shape === 'documents') {
    return (value as { body?: string }[]).map((d) => (d.body === undefined ? d : { ...d, html: renderMarkdown(d.body, media) }));
  }
  return value;
}

/** What of an answer is rendered: HTML sanitized, URLs checked, pictures from `mediaOrigins`
 *  (config.media.origins) resized through /_img. 'any' answers (leads, oCPC, registration) are
 *  not content and pass as they are. */
export function present(shape: Shape, value: unknown, mediaOrigins: readonly string[] = []): unknown {
  return shape === 'any' ? value : withSafeUrls(presentHtml(shape, value, mediaOrigins));
}

/** Wraps a transport so every answer it returns is safe to render: articles and documents as
 *  clean HTML, links and images with safe schemes only. */
export function presentingTransport(inner: Transport, mediaOrigins: readonly string[] = []): Transport {
  return async (req) => present(req.shape, await inner(req), mediaOrigins);
}
