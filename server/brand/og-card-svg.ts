// One preview card as SVG, 1200x630: the home banner's platform-stack art on deep brand blue,
// the emblem and word mark, the section label and the page title in large type on the left
// (legible when a chat app shows the card at thumbnail size), the product line at the bottom.
import sharp from 'sharp';
import { OG_HEIGHT as H, OG_WIDTH as W } from '../../shared/seo/brand-files.ts';
import { bannerArt } from '../svg/banner-art.ts';
import { escapeXml, FONT_STACK, num, PALETTE } from '../svg/kit.ts';
import { balancedWrap, textWidthEm } from '../svg/text-wrap.ts';
import { emblem } from './emblem.ts';
import type { OgCard } from './og-cards.ts';
import { CARD_FOOTER as FOOTER } from '../../shared/copy/brand.ts';
import { SITE_NAME } from '../../shared/copy/site-name.ts';

const LEFT = 72;
/** Width the title may take before the art, px. */
const TEXT_WIDTH = 600;
const EYEBROW_TOP = 196;
/** The art's scale, and where its stack's centre goes. */
const ART_SCALE = 1.2;
const ART_CENTRE = 940;

/** The largest title size (64 px down to 48) that sets the title in two lines, else three. */
function titleLines(title: string): { size: number; lines: string[] } {
  for (const size of [64, 56]) {
    const lines = balancedWrap(title, TEXT_WIDTH / size, 2);
    if (!lines.at(-1)!.endsWith('…')) return { size, lines };
  }
  return { size: 48, lines: balancedWrap(title, TEXT_WIDTH / 48, 3) };
}

export function ogCardSvg(card: OgCard): string {
  const { defs, art, cx } = bannerArt(`og-${card.name}`);
  const { size, lines } = titleLines(card.title);
  const lineHeight = Math.round(size * 1.25);
  const firstBaseline = EYEBROW_TOP + 44 + 28 + size;
  const brand = SITE_NAME[card.lang];
  const eyebrowW = Math.round(textWidthEm(card.eyebrow) * 26 + 44);
  const text = (x: number, y: number, attrs: string, words: string) =>
    `<text x="${x}" y="${y}" ${attrs}>${escapeXml(words)}</text>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="${FONT_STACK}">` +
    `<defs>${defs}` +
    `<linearGradient id="ogShade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${PALETTE.navy}" stop-opacity="0.85"/><stop offset="0.45" stop-color="${PALETTE.navy}" stop-opacity="0.5"/><stop offset="0.62" stop-color="${PALETTE.navy}" stop-opacity="0"/></linearGradient>` +
    '</defs>' +
    `<rect width="${W}" height="${H}" fill="url(#bnb)"/><rect width="${W}" height="${H}" fill="url(#bnp)"/>` +
    `<g transform="translate(${num(ART_CENTRE - cx * ART_SCALE)} ${num(H / 2 + 20 - 230 * ART_SCALE)}) scale(${ART_SCALE})">${art}</g>` +
    `<rect width="${W}" height="${H}" fill="url(#ogShade)"/>` +
    `<g transform="translate(${LEFT} 56)">${emblem(60)}</g>` +
    text(LEFT + 80, 99, 'font-size="36" font-weight="700" fill="#fff"', brand) +
    `<rect x="${LEFT}" y="${EYEBROW_TOP}" width="${eyebrowW}" height="44" rx="22" fill="${PALETTE.teal}"/>` +
    text(LEFT + 22, EYEBROW_TOP + 31, 'font-size="26" font-weight="700" fill="#fff"', card.eyebrow) +
    lines
      .map((line, i) =>
        text(LEFT, firstBaseline + i * lineHeight, `font-size="${size}" font-weight="700" fill="#fff"`, line),
      )
      .join('') +
    `<rect x="${LEFT}" y="${H - 92}" width="56" height="4" rx="2" fill="${PALETTE.teal}"/>` +
    text(LEFT, H - 52, 'font-size="26" fill="#c9d8ff"', FOOTER[card.lang]) +
    '</svg>'
  );
}

// Cards are photographic gradients, which JPEG stores far smaller than PNG; full chroma keeps the
// edges of the coloured type clean.
/** A card's SVG as the JPEG served, at build time and at run time alike. */
export const jpegCard = (svg: string) =>
  sharp(Buffer.from(svg)).jpeg({ quality: 85, chromaSubsampling: '4:4:4' }).toBuffer();
