// Interview covers: a person (never a real one) drawn as a flat bust, in one of three settings
// chosen by the article id (a portrait with quote marks and a microphone, a conversation, a video
// call), with a badge for the guest's industry taken from the article's tags.
import { ICONS } from './art-icon-set.ts';
import { iconGlyph } from './art-icons.ts';
import { PALETTE, num } from '../svg/kit.ts';
import { card, circle, line, path, rect, textBar, type Scene } from './cover-kit.ts';

interface Look {
  skin: string;
  hair: string;
  shirt: string;
  style: 'short' | 'long' | 'bun';
  glasses: boolean;
}

const STYLES = ['short', 'long', 'bun'] as const;

/** A look: the tints are the article's draw, the hair style and glasses follow `v` (so guests of
 *  neighbouring interviews never look alike). */
function lookOf(s: Scene, v: number): Look {
  const pickOf = <T>(list: readonly T[]): T => list[Math.floor(s.rand() * list.length)] as T;
  return {
    skin: pickOf(['#f2c9a0', '#e8b48a', '#f5d5b5']),
    hair: pickOf(['#1f2937', '#3b2f2a', '#4b5563']),
    shirt: pickOf([PALETTE.navy, '#334155', PALETTE.primaryDark, '#475569']),
    style: STYLES[v % 3] ?? 'short',
    glasses: Math.floor(v / 3) % 2 === 1,
  };
}

/** A bust inside a white circle of radius r centred at (cx, cy); `id` names its clip path. */
function bust(id: string, cx: number, cy: number, r: number, look: Look, bg = '#fff'): string {
  let o = `<g transform="translate(${num(cx)} ${num(cy)}) scale(${num(r / 100)})">`;
  o += `<clipPath id="${id}"><circle r="100"/></clipPath>` + circle(0, 0, 100, bg) + `<g clip-path="url(#${id})">`;
  if (look.style === 'long') o += rect(-48, -72, 96, 120, 40, look.hair);
  o += path('M-100 110c0-62 44-92 100-92s100 30 100 92Z', look.shirt) + path('M-20 20l20 34 20-34Z', '#fff');
  o += rect(-13, -8, 26, 30, 8, look.skin) + circle(0, -30, 40, look.skin);
  o += path('M-42 -32c-4-34 16-52 44-52s46 18 40 52c-6-16-22-24-42-24s-36 8-42 24Z', look.hair);
  if (look.style === 'bun') o += circle(0, -80, 15, look.hair);
  if (look.glasses)
    o += line(
      'M-25 -30a10 10 0 1 0 20 0a10 10 0 1 0-20 0M5 -30a10 10 0 1 0 20 0a10 10 0 1 0-20 0M-5 -32h10',
      '#1f2937',
      3,
    );
  return o + '</g></g>';
}

const INDUSTRY_ICON: readonly [RegExp, string][] = [
  [/^qiche/, 'car'],
  [/^(yiyao|shiyanshi)/, 'pill'],
  [/^dianti/, 'elevator'],
  [/^(jinrong|fangdichan)/, 'building'],
  [/^(zhuangbei|gongyehulianwang|zhineng)/, 'factory'],
  [/^(zhushuju|shujuzhongtai|shujuzhili)/, 'database'],
  [/^(didaima|apaas)/, 'code'],
];

/** A white badge with the glyph of the first tag that names an industry or product. */
function badge(tags: readonly { slug: string }[], x: number, y: number, s: Scene): string {
  let id: string | undefined;
  for (const t of tags) {
    id = INDUSTRY_ICON.find(([re]) => re.test(t.slug))?.[1];
    if (id) break;
  }
  const icon = ICONS.find((i) => i.id === (id ?? 'chat')) ?? ICONS[0]!;
  return (
    circle(x, y, 28, '#fff', ` stroke="${s.accent}" stroke-width="3"`) +
    `<g transform="translate(${x - 17} ${y - 17}) scale(0.53)">${iconGlyph(icon, PALETTE.primary, s.accent, 4)}</g>`
  );
}

const quotes = (x: number, y: number, fill: string): string =>
  path(`M${x} ${y}h34l-14 40h-24ZM${x + 48} ${y}h34l-14 40h-24Z`, fill);

function microphone(x: number, y: number): string {
  let bars = '';
  for (let i = 0; i < 5; i++) bars += `M${x + 54 + i * 9} ${y + 28 - (i % 3) * 8}v${24 + (i % 3) * 16}`;
  return (
    rect(x, y, 30, 56, 15, '#fff') +
    line(`M${x - 8} ${y + 40}a23 23 0 0 0 46 0M${x + 15} ${y + 63}v22M${x} ${y + 86}h30`, '#fff', 4) +
    line(bars, '#fff', 4, ' stroke-opacity="0.7"')
  );
}

const settings: readonly ((s: Scene, tags: readonly { slug: string }[], v: number) => string)[] = [
  (s, tags, v) =>
    circle(420, 190, 118, '#fff', ' fill-opacity="0.12"') +
    bust(`${s.uid}p`, 420, 190, 98, lookOf(s, v)) +
    quotes(234, 96, s.accent) +
    microphone(548, 176) +
    badge(tags, 350, 272, s),
  (s, tags, v) => {
    const bubble = (x: number, y: number, w: number, fill: string, bar: string): string =>
      rect(x, y, w, 44, 16, fill) +
      textBar(x + 16, y + 14, w - 40, bar, 6) +
      textBar(x + 16, y + 26, (w - 40) * 0.6, bar, 6);
    let o = bust(`${s.uid}a`, 236, 214, 64, lookOf(s, v + 1)) + bust(`${s.uid}b`, 456, 196, 96, lookOf(s, v));
    o += bubble(196, 74, 130, s.accent, '#ffffff') + path('M232 118l-8 18 22-18Z', s.accent);
    o += bubble(330, 50, 150, '#fff', '#c9d5ea') + path('M420 94l14 14 2-14Z', '#fff');
    return o + badge(tags, 546, 272, s);
  },
  (s, tags, v) => {
    let o = card(196, 56, 320, 220, 14) + rect(208, 68, 296, 166, 8, s.ink, ' fill-opacity="0.85"');
    o += `<clipPath id="${s.uid}v"><rect x="208" y="68" width="296" height="166" rx="8"/></clipPath><g clip-path="url(#${s.uid}v)">${bust(`${s.uid}p`, 356, 190, 90, lookOf(s, v), 'none')}</g>`;
    o += circle(224, 84, 6, PALETTE.orange) + textBar(236, 81, 46, '#ffffff', 6);
    o += circle(318, 256, 11, '#e3e9f5') + circle(356, 256, 13, '#ef4444') + circle(394, 256, 11, '#e3e9f5');
    return o + quotes(530, 70, s.accent) + badge(tags, 560, 236, s);
  },
];

/** The setting follows the id, the guest's look the id's third: within any six interviews in a
 *  row no two share both. */
export function interviewCover(s: Scene, id: number, tags: readonly { slug: string }[]): { key: string; svg: string } {
  const setting = id % settings.length;
  const v = Math.floor(id / settings.length) % 6;
  return { key: `interview-${setting}-${v}`, svg: (settings[setting] ?? settings[0]!)(s, tags, v) };
}
