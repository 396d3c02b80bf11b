// The shapes the drawn heroes share (art-hero-products.ts, art-hero-industries.ts): white panels
// with a soft shadow on the hero's light ground, application windows, bars that stand in for
// text, line icons in round badges, in the site's palette.
import { PALETTE, num } from '../svg/kit.ts';
import { ICONS } from './art-icon-set.ts';
import { iconGlyph } from './art-icons.ts';

export const INK = PALETTE.navy;
export const SOFT = '#dbe6ff';
export const BAR = '#c9d5ea';

export const rect = (x: number, y: number, w: number, h: number, r: number, fill: string, extra = ''): string =>
  `<rect x="${num(x)}" y="${num(y)}" width="${num(w)}" height="${num(h)}" rx="${num(r)}" fill="${fill}"${extra}/>`;
export const circle = (cx: number, cy: number, r: number, fill: string, extra = ''): string =>
  `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}" fill="${fill}"${extra}/>`;
export const stroke = (d: string, color: string, width = 2, extra = ''): string =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}"${extra.includes('stroke-linecap') ? '' : ' stroke-linecap="round"'} stroke-linejoin="round"${extra}/>`;
export const bar = (x: number, y: number, w: number, fill = BAR, h = 8): string => rect(x, y, w, h, h / 2, fill);

/** A white panel with a soft shadow under it. */
export const panel = (x: number, y: number, w: number, h: number, r = 14): string =>
  rect(x + 6, y + 14, w, h, r, INK, ' fill-opacity="0.08"') +
  rect(x, y, w, h, r, '#fff', ` stroke="${SOFT}" stroke-width="1.5"`);

/** An application window: a panel with a title bar and its three dots. */
export const appWindow = (x: number, y: number, w: number, h: number): string =>
  panel(x, y, w, h) +
  `<path d="M${x} ${y + 30}V${y + 14}a14 14 0 0 1 14-14H${x + w - 14}a14 14 0 0 1 14 14V${y + 30}Z" fill="#eef3fc"/>` +
  circle(x + 18, y + 15, 5, PALETTE.orange) +
  circle(x + 34, y + 15, 5, '#f5b83d') +
  circle(x + 50, y + 15, 5, PALETTE.teal);

export const glyph = (id: string, x: number, y: number, scale: number, main: string, accent = main): string => {
  const icon = ICONS.find((i) => i.id === id) ?? ICONS[0]!;
  return `<g transform="translate(${num(x)} ${num(y)}) scale(${scale})">${iconGlyph(icon, main, accent, 4)}</g>`;
};

/** A round badge with a line icon in it. */
export const badge = (cx: number, cy: number, r: number, fill: string, id: string): string =>
  circle(cx, cy, r, fill, ' stroke="#fff" stroke-width="3"') +
  glyph(id, cx - r * 0.6, cy - r * 0.6, (r * 1.2) / 64, '#fff');

const COLORS = [PALETTE.primary, PALETTE.teal, PALETTE.orange, PALETTE.purple] as const;
export const color = (i: number): string => COLORS[i % COLORS.length] ?? PALETTE.primary;
