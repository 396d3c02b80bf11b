// Drawing helpers for the 1200x640 diagrams (art-diagrams.ts, art-flows.ts): the light ground,
// cards, centred wrapped labels and icons placed by meaning. Labels are large (20–26 px) because
// phones show these pictures at a third of their size.
import { ICONS, type IconDef } from './art-icon-set.ts';
import { iconByName, iconForTitle, iconGlyph } from './art-icons.ts';
import { PALETTE, escapeXml, linearGradient, num, radialGlow } from '../svg/kit.ts';
import { balancedWrap, textBlock, textWidthEm, wrapText } from '../svg/text-wrap.ts';

export const DW = 1200;
export const DH = 640;

/** The light ground shared by all diagrams: a gradient, a dot grid and a soft glow. */
export function diagramGround(): { defs: string; body: string } {
  const defs =
    linearGradient('dgb', [
      [0, '#f4f8ff'],
      [1, '#e6eeff'],
    ]) +
    radialGlow('dgg', PALETTE.primary, 0.12) +
    `<pattern id="dgp" width="24" height="24" patternUnits="userSpaceOnUse"><circle cx="12" cy="12" r="1.3" fill="${PALETTE.primary}" fill-opacity="0.12"/></pattern>` +
    linearGradient(
      'dgblue',
      [
        [0, PALETTE.primary],
        [1, '#4f7dff'],
      ],
      [0, 0, 1, 1],
    ) +
    `<marker id="dga" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0 0L10 5L0 10Z" fill="${PALETTE.primary}"/></marker>`;
  const body = `<rect width="${DW}" height="${DH}" fill="url(#dgb)"/><rect width="${DW}" height="${DH}" fill="url(#dgp)"/><circle cx="1040" cy="60" r="360" fill="url(#dgg)"/>`;
  return { defs, body };
}

export const box = (x: number, y: number, w: number, h: number, r: number, fill: string, extra = ''): string =>
  `<rect x="${num(x)}" y="${num(y)}" width="${num(w)}" height="${num(h)}" rx="${num(r)}" fill="${fill}"${extra}/>`;

/** A white card with a soft shadow. */
export const panel = (x: number, y: number, w: number, h: number, r = 14): string =>
  box(x + 2, y + 6, w, h, r, PALETTE.navy, ' fill-opacity="0.07"') +
  box(x, y, w, h, r, '#fff', ` stroke="${PALETTE.line}"`);

/**
 * A label centred on (cx, cy), wrapped to at most `lines` lines of `width` px; the font shrinks
 * a step when the text would not fit.
 */
export function label(
  text: string,
  cx: number,
  cy: number,
  width: number,
  size: number,
  fill: string,
  opts: { weight?: number; lines?: number } = {},
): string {
  const maxLines = opts.lines ?? 2;
  // balanced lines read better in Chinese; English keeps whole words on the first lines
  const wrap = /[A-Za-z]{4}/.test(text) ? wrapText : balancedWrap;
  let s = size;
  let lines = wrap(text, width / s, maxLines);
  while (
    s > 14 &&
    (lines.at(-1)?.endsWith('…') ||
      lines.some((l) => /[A-Za-z]$/.test(l) && !text.includes(`${l} `) && !text.endsWith(l)))
  ) {
    s -= 2;
    lines = wrap(text, width / s, maxLines);
  }
  const lh = Math.round(s * 1.3);
  const top = cy - ((lines.length - 1) * lh) / 2 + s * 0.35;
  return textBlock(
    lines,
    cx,
    top,
    lh,
    `font-size="${s}" fill="${fill}" text-anchor="middle"${opts.weight ? ` font-weight="${opts.weight}"` : ''}`,
  );
}

/** One line of text, left-aligned. */
export const text = (x: number, y: number, t: string, size: number, fill: string, extra = ''): string =>
  `<text x="${num(x)}" y="${num(y)}" font-size="${size}" fill="${fill}"${extra}>${escapeXml(t)}</text>`;

/** The icon an item names, else the one its title means, else a fallback. */
export function iconOf(item: { title: string; icon?: string }, fallback = 'code'): IconDef {
  return (
    (item.icon ? iconByName(item.icon) : undefined) ??
    iconForTitle(item.title) ??
    ICONS.find((i) => i.id === fallback) ??
    ICONS[0]!
  );
}

/**
 * One icon per item, no two alike: the icon an item names, else the first icon its title means
 * that no earlier item took, else the first unused of the fallbacks (a loop of four steps drawn
 * with one icon says nothing about the steps).
 */
export function distinctIcons(
  items: readonly { title: string; icon?: string }[],
  fallbacks: readonly string[],
): IconDef[] {
  const used = new Set<string>();
  return items.map((item) => {
    const named = item.icon ? iconByName(item.icon) : undefined;
    const meant = ICONS.filter((i) => i.means.test(item.title));
    const spare = fallbacks.map((id) => ICONS.find((i) => i.id === id)).filter((i) => i !== undefined);
    const icon =
      [named, ...meant, ...spare, ...ICONS].find((i): i is IconDef => i !== undefined && !used.has(i.id)) ??
      iconOf(item);
    used.add(icon.id);
    return icon;
  });
}

/** An icon drawn `size` px wide with its top-left corner at (x, y). */
export const glyphAt = (
  icon: IconDef,
  x: number,
  y: number,
  size: number,
  main: string = PALETTE.primary,
  accent: string = PALETTE.orange,
): string =>
  `<g transform="translate(${num(x)} ${num(y)}) scale(${num(size / 64)})">${iconGlyph(icon, main, accent, 3.2)}</g>`;

/** Width of a one-line pill for a label at a font size, with padding. */
export const pillWidth = (t: string, size: number, pad = 28): number => Math.ceil(textWidthEm(t) * size + pad * 2);
