// The SVG drawing kit, shared by the preview cards (server/brand/) and the demo content's pictures
// (server/demo-art/): the brand palette, a deterministic hash and pseudo-random sequence (never
// Math.random: the same URL must always give the same bytes), XML escaping, number formatting and
// document/gradient boilerplate. Text measuring and wrapping live in text-wrap.ts.

export const FONT_STACK = "'PingFang SC','Microsoft YaHei','Noto Sans CJK SC',sans-serif";

export const PALETTE = {
  primary: '#1f5eff',
  primaryDark: '#1442c4',
  navy: '#0b2361',
  teal: '#14b8a6',
  orange: '#ff7a45',
  purple: '#7c5cff',
  gold: '#d9a441',
  ink: '#1f2937',
  slate: '#64748b',
  mist: '#94a3b8',
  line: '#e2e8f0',
  paper: '#f5f8ff',
  white: '#ffffff',
} as const;

/** Accent colours that go well on white and next to the primary blue. */
export const ACCENTS = [PALETTE.primary, PALETTE.teal, PALETTE.orange, PALETTE.purple] as const;

/** Escapes text for use in element content and in double- or single-quoted attributes. */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** 32-bit FNV-1a hash of the UTF-16 code units of a string. */
export function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Deterministic pseudo-random numbers in [0, 1) (mulberry32) seeded by a string's hash. */
export function seeded(key: string): () => number {
  let a = fnv1a(key);
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Picks one element of a non-empty list by a number (hash or random draw scaled to length). */
export function pick<T>(list: readonly T[], n: number): T {
  const i = Math.abs(Math.floor(n)) % list.length;
  return list[i] as T;
}

/** Formats a coordinate compactly: at most one decimal, no trailing zero. */
export function num(x: number): string {
  const r = Math.round(x * 10) / 10;
  return Object.is(r, -0) ? '0' : String(r);
}

/** Mixes two #rrggbb colours; t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const pa = parseInt(a.slice(1), 16);
  const pb = parseInt(b.slice(1), 16);
  const ch = (shift: number): string => {
    const va = (pa >> shift) & 255;
    const vb = (pb >> shift) & 255;
    return Math.round(va + (vb - va) * t)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${ch(16)}${ch(8)}${ch(0)}`;
}

/** A complete standalone SVG document. */
export function svgDocument(width: number, height: number, body: string, defs = ''): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="0 0 ${width} ${height}" font-family="${FONT_STACK}">` +
    (defs ? `<defs>${defs}</defs>` : '') +
    body +
    '</svg>'
  );
}

/** A two-stop (or more) linear gradient; direction given as x1,y1,x2,y2 fractions. */
export function linearGradient(
  id: string,
  stops: readonly (readonly [number, string, number?])[],
  dir: readonly [number, number, number, number] = [0, 0, 1, 1],
): string {
  const s = stops
    .map(
      ([o, c, op]) => `<stop offset="${num(o)}" stop-color="${c}"${op === undefined ? '' : ` stop-opacity="${op}"`}/>`,
    )
    .join('');
  return `<linearGradient id="${id}" x1="${dir[0]}" y1="${dir[1]}" x2="${dir[2]}" y2="${dir[3]}">${s}</linearGradient>`;
}

/** A radial glow: colour at the centre fading to transparent. */
export function radialGlow(id: string, color: string, opacity: number): string {
  return (
    `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="${opacity}"/>` +
    `<stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`
  );
}
