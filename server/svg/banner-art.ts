// Banner art: the demo home banner's slides (/media/art/banner-*) and the art of every preview
// card (bannerArt, server/brand/og-card-svg.ts). A slide is 1920x440: a deep blue gradient with
// an isometric stack of platform layers on the right (cubes standing on each layer, links between
// the layers, floating UI chips). The left side stays plain for the banner's headline; placement
// and accents vary with the name. banner-wide-{name} (1680x440) is the slide for desktops from
// 1300 to 1679 px, its stack smaller so that it fits beside the headline.
// banner-mobile-{name} is the same slide composed for the phone's 390x397 frame: the stack and
// its chips whole in the upper part, the lower part calm for the headline and buttons.
// banner-tablet-{name} is the slide composed for the desktop app's tablet widths (768-1299 px,
// 1200x600): the stack and its chips whole in the right third, the rest plain ground for the text.
import { ACCENTS, PALETTE, linearGradient, mix, num, pick, radialGlow, seeded, svgDocument } from './kit.ts';

const W = 1920;
const H = 440;
const COS = Math.cos(Math.PI / 6);
const SIN = 0.5;

interface Iso {
  ox: number;
  oy: number;
}

function pt(o: Iso, x: number, y: number, z: number): string {
  return `${num(o.ox + (x - y) * COS)} ${num(o.oy + (x + y) * SIN - z)}`;
}

/** An isometric box: top, left (front) and right faces shaded from one colour. */
function box(
  o: Iso,
  x: number,
  y: number,
  z: number,
  w: number,
  d: number,
  h: number,
  color: string,
  opacity = 1,
): string {
  const top = `M${pt(o, x, y, z + h)}L${pt(o, x + w, y, z + h)}L${pt(o, x + w, y + d, z + h)}L${pt(o, x, y + d, z + h)}Z`;
  const left = `M${pt(o, x, y + d, z + h)}L${pt(o, x + w, y + d, z + h)}L${pt(o, x + w, y + d, z)}L${pt(o, x, y + d, z)}Z`;
  const right = `M${pt(o, x + w, y, z + h)}L${pt(o, x + w, y + d, z + h)}L${pt(o, x + w, y + d, z)}L${pt(o, x + w, y, z)}Z`;
  const op = opacity < 1 ? ` fill-opacity="${opacity}"` : '';
  return (
    `<path d="${left}" fill="${mix(color, '#0b1a4a', 0.25)}"${op}/>` +
    `<path d="${right}" fill="${mix(color, '#0b1a4a', 0.45)}"${op}/>` +
    `<path d="${top}" fill="${mix(color, '#ffffff', 0.15)}"${op}/>`
  );
}

/** A floating UI chip: rounded card with an accent dot and two text bars. */
function chip(x: number, y: number, w: number, accent: string): string {
  return (
    `<rect x="${num(x)}" y="${num(y)}" width="${w}" height="44" rx="10" fill="#fff" fill-opacity="0.95"/>` +
    `<circle cx="${num(x + 22)}" cy="${num(y + 22)}" r="9" fill="${accent}"/>` +
    `<rect x="${num(x + 40)}" y="${num(y + 13)}" width="${num(w * 0.5)}" height="7" rx="3.5" fill="${PALETTE.ink}" fill-opacity="0.75"/>` +
    `<rect x="${num(x + 40)}" y="${num(y + 26)}" width="${num(w * 0.32)}" height="6" rx="3" fill="${PALETTE.mist}"/>`
  );
}

/** The slide's ground gradient, glows and the stack with its chips (unless told not to), for a
 *  frame of either size. */
function slide(
  name: string,
  phone = false,
  withChips = true,
): { defs: string; glows: string; stack: string; cx: number } {
  const rand = seeded(`banner:${name}`);
  const id = 'bn';
  const accentA = pick(ACCENTS.slice(1), rand() * 3);
  const accentB = pick(
    ACCENTS.slice(1).filter((c) => c !== accentA),
    rand() * 2,
  );
  const defs =
    linearGradient(
      `${id}b`,
      [
        [0, PALETTE.navy],
        [0.55, '#1541b8'],
        [1, PALETTE.primary],
      ],
      [0, 0, 1, 0.6],
    ) +
    radialGlow(`${id}g`, '#6ea8ff', 0.45) +
    radialGlow(`${id}h`, accentA, 0.35) +
    `<pattern id="${id}p" width="56" height="56" patternUnits="userSpaceOnUse"><path d="M56 0H0V56" fill="none" stroke="#fff" stroke-opacity="0.05"/></pattern>`;

  const cx = 1340 + rand() * 160;
  const glows =
    `<ellipse cx="${num(cx)}" cy="230" rx="560" ry="260" fill="url(#${id}g)"/>` +
    `<ellipse cx="${num(cx + 260)}" cy="${num(80 + rand() * 60)}" rx="300" ry="200" fill="url(#${id}h)"/>`;
  let body = '';

  // a halo under the stack
  body += `<ellipse cx="${num(cx)}" cy="318" rx="290" ry="145" fill="none" stroke="#8fb6ff" stroke-opacity="0.35" stroke-width="1.5"/>`;
  body += `<ellipse cx="${num(cx)}" cy="318" rx="220" ry="110" fill="#8fb6ff" fill-opacity="0.12"/>`;
  // three platform layers, bottom to top
  const o: Iso = { ox: cx, oy: 215 };
  const S = 200;
  const layers = [
    { z: 0, color: '#2f6bff' },
    { z: 70, color: mix(PALETTE.primary, accentB, 0.35) },
    { z: 140, color: '#4d86ff' },
  ];
  // vertical links between the layers
  let links = '';
  for (const [x, y] of [
    [0, S],
    [S, S],
    [S, 0],
  ] as const) {
    links += `M${pt(o, x, y, 0)}L${pt(o, x, y, 140)}`;
  }
  layers.forEach((layer, li) => {
    body += box(o, 0, 0, layer.z, S, S, 14, layer.color, 0.92);
    if (li === 0)
      body += `<path d="${links}" stroke="#9cc1ff" stroke-opacity="0.7" stroke-dasharray="4 6" stroke-width="1.5"/>`;
    // cubes on this layer, placed on a 3x3 grid of slots chosen by the hash
    const slots = [0, 1, 2, 3, 4, 5, 6, 7, 8].filter(() => rand() < 0.45).slice(0, 4);
    for (const s of slots) {
      const gx = (s % 3) * 64 + 20;
      const gy = Math.floor(s / 3) * 64 + 20;
      const h = li === 2 ? 18 + rand() * 22 : 12 + rand() * 20;
      const color = s % 3 === 0 ? accentA : s % 3 === 1 ? '#e8f0ff' : accentB;
      body += box(o, gx, gy, layer.z + 14, 40, 40, h, color);
    }
  });
  // floating chips, each tied to the stack by a dashed line, and sparkles
  // on the phone the chips move in closer, so that all of them fit the narrower frame
  const chips = phone
    ? [
        { x: cx - 380 + rand() * 20, y: 60 + rand() * 30, w: 170, c: accentA },
        { x: cx + 190 + rand() * 20, y: 250 + rand() * 30, w: 170, c: accentB },
        { x: cx + 220 + rand() * 10, y: 40 + rand() * 30, w: 150, c: PALETTE.primary as string },
      ]
    : [
        { x: cx - 470 + rand() * 40, y: 70 + rand() * 40, w: 190, c: accentA },
        { x: cx + 270 + rand() * 60, y: 250 + rand() * 60, w: 170, c: accentB },
        { x: cx + 330 + rand() * 40, y: 40 + rand() * 30, w: 150, c: PALETTE.primary as string },
      ];
  if (!withChips) return { defs, glows, stack: body, cx };
  let ties = '';
  for (const c of chips) {
    const from = c.x < cx ? c.x + c.w : c.x;
    ties += `M${num(from)} ${num(c.y + 22)}L${num(c.x < cx ? cx - 120 : cx + 120)} ${num(c.y < 150 ? 150 : 300)}`;
  }
  body += `<path d="${ties}" stroke="#bcd4ff" stroke-opacity="0.5" stroke-dasharray="3 5" stroke-width="1.5"/>`;
  for (const c of chips) body += chip(c.x, c.y, c.w, c.c);
  for (let i = 0; i < 14; i++) {
    const x = 860 + rand() * 1020;
    const y = 20 + rand() * 400;
    body += `<circle cx="${num(x)}" cy="${num(y)}" r="${num(1.5 + rand() * 2.5)}" fill="#fff" fill-opacity="${(0.25 + rand() * 0.5).toFixed(2)}"/>`;
  }
  return { defs, glows, stack: body, cx };
}

export function renderBanner(name: string): string {
  if (name.startsWith('mobile-')) return renderMobileBanner(name.slice('mobile-'.length));
  if (name.startsWith('tablet-')) return renderTabletBanner(name.slice('tablet-'.length));
  if (name.startsWith('wide-')) return renderDesktopBanner(name.slice('wide-'.length), WIDE);
  return renderDesktopBanner(name, DESKTOP);
}

/**
 * A desktop frame: its width, and the scale and place of the phone's composition of stack and
 * chips (chips moved in) in it, `right` px from its right edge (which the page keeps at the
 * screen's right edge, object-position: right) and `top` px down. The group is as wide as fits
 * between the headline and the screen's edge at the narrowest width the frame is shown at:
 * 1920 px wide from 1680 px, 1680 px wide from 1300 to 1679 px (home-banner.tsx). Drawn at full
 * size with its chips spread, the stack ran off the right edge and under the section rail at
 * 1440 px, and its outer chips past the frame's edge even at 1920.
 */
interface DesktopFrame {
  w: number;
  k: number;
  right: number;
  top: number;
}
const DESKTOP: DesktopFrame = { w: W, k: 0.93, right: 40, top: 0 };
const WIDE: DesktopFrame = { w: 1680, k: 0.69, right: 30, top: 30 };

function renderDesktopBanner(name: string, f: DesktopFrame): string {
  const { defs, glows, stack, cx } = slide(name, true);
  let body = `<rect width="${f.w}" height="${H}" fill="url(#bnb)"/><rect width="${f.w}" height="${H}" fill="url(#bnp)"/>`;
  body += `<g transform="translate(${num(f.w - f.right - (cx + 390) * f.k)} ${f.top}) scale(${f.k})">${glows}${stack}</g>`;
  body += `<path d="M0 ${H - 70}C${num(f.w / 4)} ${H - 140} ${num(f.w / 2)} ${H - 10} ${f.w} ${H - 110}V${H}H0Z" fill="#fff" fill-opacity="0.04"/>`;
  return svgDocument(f.w, H, body, defs);
}

/** The desktop slide's ground (defs: gradient bnb, grid pattern bnp), glows and stack without
 *  chips, in the banner's coordinates (stack centred on cx, y about 40 to 420), for other frames
 *  to place: the preview cards (server/brand/og-card-svg.ts). */
export function bannerArt(name: string): { defs: string; art: string; cx: number } {
  const { defs, glows, stack, cx } = slide(name, false, false);
  return { defs, art: glows + stack, cx };
}

const MW = 390;
const MH = 397;

/**
 * The phone's slide: the same stack, glows and chips (the chips moved in), the 780 px around the
 * stack scaled to the frame's width, so everything sits whole in the upper half; the lower half,
 * which the phone darkens for the headline, summary and buttons, is plain ground.
 */
function renderMobileBanner(name: string): string {
  const { defs, glows, stack, cx } = slide(name, true);
  const k = MW / 780;
  let body = `<rect width="${MW}" height="${MH}" fill="url(#bnb)"/><rect width="${MW}" height="${MH}" fill="url(#bnp)"/>`;
  body += `<g transform="translate(${num(-(cx - 390) * k)} -8) scale(${num(k)})">${glows}${stack}</g>`;
  return svgDocument(MW, MH, body, defs);
}

const TW = 1200;
const TH = 600;

/**
 * The tablet's slide: the phone's composition of stack and chips (chips moved in), the 780 px
 * around the stack scaled into the right 440 px and raised clear of the bottom, where the figures
 * card overlaps the banner; the rest is ground. Cropped from the left (object-position: right),
 * the stack stays whole at every tablet width.
 */
function renderTabletBanner(name: string): string {
  const { defs, glows, stack, cx } = slide(name, true);
  const k = 440 / 780;
  const sparkles = `<rect width="${TW}" height="${TH}" fill="url(#bnb)"/><rect width="${TW}" height="${TH}" fill="url(#bnp)"/>`;
  const body = `${sparkles}<g transform="translate(${num(TW - 290 - cx * k)} 110) scale(${num(k)})">${glows}${stack}</g>`;
  return svgDocument(TW, TH, body, defs);
}
