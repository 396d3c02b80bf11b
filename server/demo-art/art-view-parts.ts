// Building blocks shared by the window views: the drawing box, the random source, the words, a card,
// a rounded bar (stands in for text) and a text label.
import { PALETTE, escapeXml, num } from '../svg/kit.ts';

export type Rand = () => number;

/** Gives a label in the image's language (english.ts): the Chinese word, or its English one. */
export type Words = (zh: string) => string;

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export const card = (x: number, y: number, w: number, h: number): string =>
  `<rect x="${num(x)}" y="${num(y)}" width="${num(w)}" height="${num(h)}" rx="8" fill="#fff" stroke="${PALETTE.line}"/>`;
export const bar = (x: number, y: number, w: number, h: number, fill: string, op = 1): string =>
  `<rect x="${num(x)}" y="${num(y)}" width="${num(w)}" height="${num(h)}" rx="${num(h / 2)}" fill="${fill}"${op < 1 ? ` fill-opacity="${op}"` : ''}/>`;
export const label = (x: number, y: number, text: string, size: number, fill: string, extra = ''): string =>
  `<text x="${num(x)}" y="${num(y)}" font-size="${size}" fill="${fill}"${extra}>${escapeXml(text)}</text>`;
