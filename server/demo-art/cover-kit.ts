// Shapes shared by the cover compositions (640x360): white cards floating on the coloured ground,
// soft shadows, bars that stand in for text, people, and a floating chart card. Everything is
// plain SVG text; coordinates are formatted with num() so the documents stay small.
import { PALETTE, num } from '../svg/kit.ts';

type Rand = () => number;

export interface CoverTheme {
  /** The category's badge (an icon id of art-icon-set.ts). */
  icon: string;
  /** Background gradients; one is picked per article. */
  grounds: readonly (readonly [string, string])[];
  accent: string;
}

/** What a composition draws with: the article's own random source, colours and id prefix. */
export interface Scene {
  rand: Rand;
  accent: string;
  /** A darker tone of the ground, for lines and fills on white cards. */
  ink: string;
  uid: string;
  /** A small app window about the article's topic (integration, portal, data…), drawn in a box. */
  panel(x: number, y: number, w: number, h: number): string;
}

export const rect = (x: number, y: number, w: number, h: number, r: number, fill: string, extra = ''): string =>
  `<rect x="${num(x)}" y="${num(y)}" width="${num(w)}" height="${num(h)}" rx="${num(r)}" fill="${fill}"${extra}/>`;

export const circle = (cx: number, cy: number, r: number, fill: string, extra = ''): string =>
  `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}" fill="${fill}"${extra}/>`;

export const path = (d: string, fill: string, extra = ''): string => `<path d="${d}" fill="${fill}"${extra}/>`;

/** A stroked path, round-capped unless `extra` sets another cap. */
export const line = (d: string, stroke: string, width = 2, extra = ''): string =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}"${extra.includes('stroke-linecap') ? '' : ' stroke-linecap="round"'} stroke-linejoin="round"${extra}/>`;

/** A white card with a soft shadow under it. */
export function card(x: number, y: number, w: number, h: number, r = 12, opacity = 0.96): string {
  return (
    rect(x + 4, y + 10, w, h, r, '#061a4a', ' fill-opacity="0.16"') +
    rect(x, y, w, h, r, '#fff', opacity < 1 ? ` fill-opacity="${opacity}"` : '')
  );
}

/** A rounded bar standing in for a line of text. */
export const textBar = (x: number, y: number, w: number, fill: string = PALETTE.line, h = 7): string =>
  rect(x, y, w, h, h / 2, fill);

/** A flat ellipse shadow on the ground. */
export const groundShadow = (cx: number, cy: number, rx: number): string =>
  `<ellipse cx="${num(cx)}" cy="${num(cy)}" rx="${num(rx)}" ry="${num(rx * 0.16)}" fill="#041235" fill-opacity="0.22"/>`;

/** A person seen from the front, head and shoulders in a circle; `id` names its clip path. */
export function avatar(
  id: string,
  cx: number,
  cy: number,
  r: number,
  skin: string,
  shirt: string,
  hair: string,
): string {
  return (
    `<clipPath id="${id}"><circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}"/></clipPath>` +
    circle(cx, cy, r, '#e8efff') +
    `<g clip-path="url(#${id})">` +
    path(
      `M${num(cx - r * 0.85)} ${num(cy + r)}c0-${num(r * 0.62)} ${num(r * 0.38)}-${num(r * 0.78)} ${num(r * 0.85)}-${num(r * 0.78)}s${num(r * 0.85)} ${num(r * 0.16)} ${num(r * 0.85)} ${num(r * 0.78)}Z`,
      shirt,
    ) +
    circle(cx, cy - r * 0.18, r * 0.34, skin) +
    path(
      `M${num(cx - r * 0.36)} ${num(cy - r * 0.2)}a${num(r * 0.36)} ${num(r * 0.36)} 0 0 1 ${num(r * 0.72)} 0c-${num(r * 0.2)}-${num(r * 0.12)}-${num(r * 0.5)}-${num(r * 0.12)}-${num(r * 0.72)} 0Z`,
      hair,
    ) +
    '</g>'
  );
}

/** A small chart card: a title bar, a rising line and bars, the accent on the last point. */
export function chartCard(x: number, y: number, w: number, h: number, s: Scene): string {
  let out = card(x, y, w, h, 10);
  out += textBar(x + 14, y + 14, w * 0.4, PALETTE.ink, 6);
  const px = x + 14;
  const pw = w - 28;
  const base = y + h - 14;
  const top = y + 34;
  const n = 6;
  let bars = '';
  const pts: string[] = [];
  for (let i = 0; i < n; i++) {
    const v = 0.25 + (i / (n - 1)) * 0.55 + s.rand() * 0.18;
    const bx = px + (pw / n) * i + 3;
    const bh = (base - top) * v;
    bars += `M${num(bx)} ${num(base)}v-${num(bh * 0.6)}`;
    pts.push(`${num(bx + pw / n / 2 - 3)} ${num(base - bh)}`);
  }
  out += line(bars, '#dbe6ff', Math.max(6, pw / n - 10), ' stroke-linecap="butt"');
  out += line(`M${pts.join('L')}`, s.ink, 2.5);
  const last = pts[pts.length - 1]?.split(' ').map(Number) ?? [0, 0];
  out += circle(last[0] ?? 0, last[1] ?? 0, 5, s.accent, ' stroke="#fff" stroke-width="2"');
  return out;
}

/** Sparkles: a few small white dots and plus signs scattered in a box. */
export function sparkles(s: Scene, x: number, y: number, w: number, h: number, n = 6): string {
  let dots = '';
  let plus = '';
  for (let i = 0; i < n; i++) {
    const px = x + s.rand() * w;
    const py = y + s.rand() * h;
    if (i % 3 === 0) plus += `M${num(px - 5)} ${num(py)}h10M${num(px)} ${num(py - 5)}v10`;
    else dots += `M${num(px)} ${num(py)}h0.1`;
  }
  return line(dots, '#fff', 4, ' stroke-opacity="0.6"') + line(plus, '#fff', 2, ' stroke-opacity="0.55"');
}
