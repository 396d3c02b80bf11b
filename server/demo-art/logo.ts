// Customer logos, 200x80, on a transparent background: an emblem (shape and style derived from
// the brand's index) carrying the first character of the short name, then the short name, both
// as large as fit (monogram 28 px, names 24 to 30): the densest walls show a logo at half size.
// Colours are dark enough to stay legible when the site shows logos in greyscale. The English
// logo (?lang=en) carries the first word of the brand's English short name.
import type { Lang } from '../../shared/site-types.ts';
import type { Brand } from '../content-store/seed/seed-types.ts';
import { escapeXml, fnv1a, num, pick, svgDocument } from '../svg/kit.ts';
import { textWidthEm } from '../svg/text-wrap.ts';

const W = 200;
const H = 80;
const COLORS = ['#1f5eff', '#0f766e', '#334155', '#c2410c', '#6d28d9', '#0369a1', '#9f1239', '#15803d'];

/** Abstract marks drawn in white around (0, 0), within about ±12. */
const MARKS = [
  '<path d="M-11 11h6v-10h-6ZM-3 11h6v-16h-6ZM5 11h6v-22h-6Z" fill="#fff"/>',
  '<path d="M-12-4q6-8 12 0t12 0M-12 5q6-8 12 0t12 0" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round"/>',
  '<path d="M-10-9l8 9-8 9M1-9l8 9-8 9" fill="none" stroke="#fff" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round"/>',
  '<g fill="#fff"><circle cx="-6" cy="-6" r="4.5"/><circle cx="6" cy="-6" r="4.5"/><circle cx="-6" cy="6" r="4.5"/><circle cx="6" cy="6" r="4.5" fill-opacity="0.6"/></g>',
  '<path d="M-9 10L1-12V10ZM4-5L11 10H4Z" fill="#fff"/>',
];

const CX = 38;
const CY = 40;
const R = 24;

function polygon(sides: number, r: number, rotate: number): string {
  const pts: string[] = [];
  for (let i = 0; i < sides; i++) {
    const a = rotate + (i * 2 * Math.PI) / sides;
    pts.push(`${num(CX + r * Math.cos(a))},${num(CY + r * Math.sin(a))}`);
  }
  return pts.join(' ');
}

/** Outline of the emblem as an SVG element with the given paint attributes. */
function shape(kind: number, paint: string): string {
  switch (kind) {
    case 0:
      return `<circle cx="${CX}" cy="${CY}" r="${R}" ${paint}/>`;
    case 1:
      return `<polygon points="${polygon(6, R + 1, Math.PI / 6)}" stroke-linejoin="round" ${paint}/>`;
    case 2:
      return `<rect x="${CX - R + 2}" y="${CY - R + 2}" width="${2 * R - 4}" height="${2 * R - 4}" rx="11" ${paint}/>`;
    case 3:
      return `<polygon points="${polygon(4, R + 3, 0)}" stroke-linejoin="round" ${paint}/>`;
    case 4:
      // shield
      return `<path d="M${CX} ${CY - R}L${CX + R - 2} ${CY - R + 7}V${CY + 2}C${CX + R - 2} ${CY + 14} ${CX + 10} ${CY + R - 3} ${CX} ${CY + R}C${CX - 10} ${CY + R - 3} ${CX - R + 2} ${CY + 14} ${CX - R + 2} ${CY + 2}V${CY - R + 7}Z" stroke-linejoin="round" ${paint}/>`;
    default:
      // leaf: a square with two opposite corners fully rounded
      return `<path d="M${CX - R + 1} ${CY}A${R - 1} ${R - 1} 0 0 1 ${CX} ${CY - R + 1}H${CX + R - 1}V${CY}A${R - 1} ${R - 1} 0 0 1 ${CX} ${CY + R - 1}H${CX - R + 1}Z" ${paint}/>`;
  }
}

/**
 * The English name beside the emblem: the name's first word, as large as it fits. The rest of
 * the short name (Auto, Pharma, Heavy Industry…) is left to the image's alt text: drawn beneath
 * it, it read at 7–8 px wherever logos are shown small (the trial pages' wall).
 */
function englishName(short: string): string {
  const [word = ''] = short.split(' ');
  const size = Math.min(30, Math.floor(124 / (textWidthEm(word) * 1.08)));
  return `<text x="72" y="${num(CY + size * 0.36)}" font-size="${size}" font-weight="700" fill="#1f2937">${escapeXml(word)}</text>`;
}

export function renderLogo(index: number, brand: Brand, lang: Lang = 'zh'): string {
  const h = fnv1a(brand.name);
  const color = pick(COLORS, h);
  const kind = (index - 1) % 6;
  const style = Math.floor((index - 1) / 6) % 3;
  const initial = escapeXml([...(lang === 'en' ? brand.en.short : brand.short)][0] ?? '');

  let emblem: string;
  if (style === 0) {
    // solid emblem, white monogram
    emblem = shape(kind, `fill="${color}"`);
    emblem += `<text x="${CX}" y="${CY + 10}" font-size="28" font-weight="700" fill="#fff" text-anchor="middle">${initial}</text>`;
  } else if (style === 1) {
    // outlined emblem, coloured monogram
    emblem = shape(kind, `fill="none" stroke="${color}" stroke-width="3"`);
    emblem += `<text x="${CX}" y="${CY + 10}" font-size="28" font-weight="700" fill="${color}" text-anchor="middle">${initial}</text>`;
  } else {
    // solid emblem with an abstract white mark instead of a monogram
    emblem = shape(kind, `fill="${color}"`);
    emblem += `<g transform="translate(${CX} ${CY})">${pick(MARKS, h >>> 3)}</g>`;
  }

  if (lang === 'en') return svgDocument(W, H, emblem + englishName(brand.en.short));
  const chars = [...brand.short].length;
  const size = Math.min(28, Math.floor(124 / Math.max(chars, 1)));
  const text = `<text x="72" y="${num(CY + size * 0.36)}" font-size="${size}" font-weight="700" fill="#1f2937">${escapeXml(brand.short)}</text>`;
  return svgDocument(W, H, emblem + text);
}
