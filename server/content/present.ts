// What the site serves of the CMS's content is made safe on the server, whichever mode it came
// from: article HTML goes through an allowlist sanitizer, and markdown documents get their HTML
// rendered (markdown-it, raw HTML off) and sanitized too. The browser only ever receives clean HTML.
import { LRUCache } from 'lru-cache';
import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';
import type { Transport } from '../../shared/api/transport.ts';

const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'blockquote', 'pre', 'code', 'strong', 'b', 'em', 'i', 'u', 's',
    'sub', 'sup', 'mark', 'small', 'span', 'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'a', 'img', 'figure', 'figcaption',
    'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption', 'colgroup', 'col',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    code: ['class'],
    '*': [],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  transformTags: {
    // Links leaving the site open in a new tab without handing it our window.
    a: (tagName, attribs) => {
      const external = /^https?:\/\//.test(attribs.href ?? '');
      return {
        tagName,
        attribs: external ? { ...attribs, target: '_blank', rel: 'noopener noreferrer' } : attribs,
      };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
  },
};

const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false });
const cache = new LRUCache<string, string>({ max: 1000 });

function memo(kind: string, input: string, make: (s: string) => string): string {
  const key = `${kind}:${input}`;
  let out = cache.get(key);
  if (out === undefined) {
    out = make(input);
    cache.set(key, out);
  }
  return out;
}

export function sanitizeArticleHtml(html: string): string {
  return memo('html', html, (h) => sanitizeHtml(h, ALLOWED));
}

export function renderMarkdown(source: string): string {
  return memo('md', source, (s) => sanitizeHtml(markdown.render(s), ALLOWED));
}

function present(shape: string, value: unknown): unknown {
  if (shape === 'article') {
    const a = value as { content: string };
    return { ...a, content: sanitizeArticleHtml(a.content) };
  }
  if (shape === 'clientArticle') {
    const a = value as { data: { content: string } };
    return { ...a, data: { ...a.data, content: renderMarkdown(a.data.content) } };
  }
  if (shape === 'documents') {
    return (value as { body?: string }[]).map((d) => (d.body === undefined ? d : { ...d, html: renderMarkdown(d.body) }));
  }
  return value;
}

/** Wraps a transport so every article and document it returns is safe to render. */
export function presentingTransport(inner: Transport): Transport {
  return async (req) => present(req.shape, await inner(req));
}
