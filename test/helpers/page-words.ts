// Reads what a rendered page says to a person: its text, the attributes people see or hear
// (alt, title, aria-label, placeholder), its links and the generated images it shows. A small
// scanner, enough for the markup React renders on our server (void elements self-close, scripts
// hold JSON), not a general HTML parser.

export interface PageWords {
  /** Text nodes outside <script>, <style> and <template>, each with the tag it sits in. */
  texts: { text: string; tag: string }[];
  attributes: { name: string; value: string; tag: string }[];
  links: string[];
  /** /media/... addresses in src, srcset, href, poster and inline styles. */
  media: string[];
}

const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'param',
  'source',
  'track',
  'wbr',
]);
const RAW = new Set(['script', 'style', 'template']);
const SPOKEN = ['alt', 'title', 'aria-label', 'placeholder'];

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos|nbsp);/gi, (_, e: string) => {
    const lower = e.toLowerCase();
    if (lower.startsWith('#x')) return String.fromCodePoint(parseInt(lower.slice(2), 16));
    if (lower.startsWith('#')) return String.fromCodePoint(Number(lower.slice(1)));
    return { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' }[lower] ?? '';
  });
}

function parseAttributes(source: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const m of source.matchAll(/([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g)) {
    attrs[m[1]!.toLowerCase()] = decodeEntities(m[2] ?? m[3] ?? m[4] ?? '');
  }
  return attrs;
}

function mediaIn(value: string): string[] {
  return [...value.matchAll(/\/media\/[a-z]+\/[A-Za-z0-9_.-]+\.svg(?:\?[A-Za-z0-9=&_-]*)?/g)].map((m) => m[0]);
}

/**
 * Scans a page. `skip(tag, attributes)` leaves out an element and everything in it (the language
 * switcher, say), from every list.
 */
export function pageWords(
  html: string,
  skip: (tag: string, attrs: Record<string, string>) => boolean = () => false,
): PageWords {
  const out: PageWords = { texts: [], attributes: [], links: [], media: [] };
  const stack: { tag: string; skipped: boolean }[] = [];
  const skipping = () => stack.some((e) => e.skipped);
  const tagRe = /<!--[\s\S]*?-->|<!doctype[^>]*>|<\/?([a-zA-Z][\w:-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/gi;
  let pos = 0;
  for (let m = tagRe.exec(html); m; m = tagRe.exec(html)) {
    const text = html.slice(pos, m.index);
    pos = tagRe.lastIndex;
    const top = stack.at(-1);
    if (text.trim() && !skipping() && !(top && RAW.has(top.tag))) {
      out.texts.push({ text: decodeEntities(text).trim(), tag: top?.tag ?? '' });
    }
    const name = m[1]?.toLowerCase();
    if (!name) continue;
    if (m[0].startsWith('</')) {
      // Close up to the matching element (tolerates an unclosed <p> and the like).
      const at = stack.map((e) => e.tag).lastIndexOf(name);
      if (at >= 0) stack.length = at;
      continue;
    }
    if (top && RAW.has(top.tag)) continue; // '<' inside a script's JSON
    const attrs = parseAttributes(m[2] ?? '');
    const skipped = skipping() || skip(name, attrs);
    if (!skipped) {
      for (const a of SPOKEN) if (attrs[a]) out.attributes.push({ name: a, value: attrs[a], tag: name });
      if (name === 'a' && attrs.href !== undefined) out.links.push(attrs.href);
      for (const a of ['src', 'srcset', 'href', 'poster', 'style']) if (attrs[a]) out.media.push(...mediaIn(attrs[a]));
    }
    const selfClosing = /\/\s*$/.test(m[2] ?? '');
    if (!VOID.has(name) && !selfClosing) stack.push({ tag: name, skipped });
  }
  // Markup put in place as a string (the logo wall) is already part of the document above.
  out.media = [...new Set(out.media)];
  return out;
}

/** The words an SVG draws: the content of its <text> elements, tspans included. */
export function svgTexts(svg: string): string[] {
  return [...svg.matchAll(/<text\b[^>]*>([\s\S]*?)<\/text>/g)].map((m) =>
    decodeEntities((m[1] ?? '').replace(/<[^>]+>/g, '')),
  );
}

/** Chinese, Japanese and Korean characters, and full-width punctuation and forms. */
export const CJK =
  /[\u2e80-\u2fff\u3000-\u303f\u3040-\u30ff\u3100-\u31ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff\ufe30-\ufe4f\uff00-\uffef]/u;
