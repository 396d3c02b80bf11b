// Cover motifs for news and partner articles. News picks a press motif by what the title reports
// (a launch on stage, a conference, a signing, an analyst report, a webinar, a technical article,
// a press release); partner articles show interlocking pieces, a partner network, a certificate,
// a partner's story or steps of a method.
import { PALETTE, num } from '../svg/kit.ts';
import { ICONS } from './art-icon-set.ts';
import { iconForTitle, iconGlyph } from './art-icons.ts';
import { screen, screenKind } from './cover-screens.ts';
import {
  avatar,
  card,
  chartCard,
  circle,
  groundShadow,
  line,
  path,
  rect,
  sparkles,
  textBar,
  type Scene,
} from './cover-kit.ts';

type Draw = (s: Scene, title: string) => string;
/** A motif: the title words that choose it, its key, its drawing. */
export type Motif = readonly [words: RegExp, key: string, draw: Draw];

const glyph = (id: string, x: number, y: number, scale: number, main: string, accent: string, width = 3): string => {
  const icon = ICONS.find((i) => i.id === id) ?? ICONS[0]!;
  return `<g transform="translate(${num(x)} ${num(y)}) scale(${scale})">${iconGlyph(icon, main, accent, width)}</g>`;
};

const beams = (): string =>
  path('M150 0L270 0L330 300L230 300Z', '#fff', ' fill-opacity="0.07"') +
  path('M610 0L500 0L450 300L560 300Z', '#fff', ' fill-opacity="0.07"');

const launch: Draw = (s, title) => {
  let o = beams() + `<ellipse cx="400" cy="306" rx="220" ry="24" fill="#fff" fill-opacity="0.14"/>`;
  o += screen(230, 70, 300, 190, s, screenKind(title, s));
  o += circle(540, 92, 38, s.accent, ' stroke="#fff" stroke-width="4"');
  o += glyph(iconForTitle(title)?.id ?? 'rocket', 518, 70, 0.7, '#fff', '#fff', 3.5);
  return o + sparkles(s, 180, 40, 420, 120, 7);
};

const audience = (y: number, n: number, s: Scene): string => {
  let o = '';
  for (let i = 0; i < n; i++) {
    const x = 150 + i * (440 / (n - 1)) + (s.rand() - 0.5) * 12;
    o +=
      circle(x, y, 15, '#061a4a', ' fill-opacity="0.55"') +
      path(`M${num(x - 24)} ${y + 44}a24 26 0 0 1 48 0Z`, '#061a4a', ' fill-opacity="0.55"');
  }
  return o;
};

const conference: Draw = (s, title) => {
  let o = rect(150, 232, 460, 30, 6, '#fff', ' fill-opacity="0.22"');
  o +=
    rect(210, 52, 340, 160, 10, '#061a4a', ' fill-opacity="0.35"') +
    rect(218, 60, 324, 144, 6, '#fff', ' fill-opacity="0.92"');
  o +=
    rect(238, 84, 120, 12, 6, PALETTE.ink) + rect(238, 106, 90, 8, 4, '#c9d5ea') + rect(238, 120, 70, 8, 4, '#c9d5ea');
  o += circle(270, 168, 22, s.accent) + glyph(iconForTitle(title)?.id ?? 'megaphone', 254, 152, 0.5, '#fff', '#fff', 4);
  o += screen(376, 72, 156, 120, s, screenKind(title, s));
  o += path('M250 232l8-48h44l8 48Z', '#fff') + rect(252, 176, 56, 10, 3, s.accent) + line('M280 176v-14', '#fff', 3);
  return o + audience(300, 8, s);
};

const signing: Draw = (s) => {
  const doc = (x: number, y: number, deg: number): string => {
    let d = `<g transform="rotate(${deg} ${x + 80} ${y + 100})">${card(x, y, 160, 200, 8)}`;
    for (let i = 0; i < 6; i++) d += textBar(x + 20, y + 28 + i * 18, i % 3 === 2 ? 70 : 120, '#d6deec', 6);
    d += line(`M${x + 24} ${y + 170}c10-16 18 10 28-4s14 6 24-2 12 4 20-2`, s.ink, 2.5);
    return d + line(`M${x + 100} ${y + 178}h40`, '#c9d5ea', 2) + '</g>';
  };
  let o = doc(220, 80, -8) + doc(380, 70, 7);
  o +=
    circle(390, 258, 42, s.accent, ' stroke="#fff" stroke-width="4"') +
    glyph('handshake', 365, 233, 0.78, '#fff', '#fff', 3.5);
  return o + line('M560 120l-40 60', '#fff', 7) + path('M516 186l-4 14 12-8Z', '#fff');
};

const report: Draw = (s) => {
  let o = card(220, 58, 230, 250, 10) + textBar(244, 80, 110, PALETTE.ink, 8) + textBar(244, 98, 70, '#c9d5ea', 6);
  o += line('M250 130v150h170M250 205h170M335 130v150', '#c9d5ea', 2);
  for (let i = 0; i < 7; i++) o += circle(262 + s.rand() * 140, 142 + s.rand() * 124, 5, '#b8c7e6');
  o += circle(392, 150, 8, s.accent, ' stroke="#fff" stroke-width="2"');
  o +=
    path('M486 196l-20 80 32-16 32 16-20-80Z', PALETTE.primary) +
    circle(512, 176, 40, '#f6c453', ' stroke="#fff" stroke-width="4"');
  return o + line('M496 176l11 11 20-22', '#fff', 6);
};

const webinar: Draw = (s) => {
  let o = groundShadow(360, 300, 190) + rect(214, 72, 300, 190, 12, PALETTE.navy) + rect(224, 82, 280, 170, 6, '#fff');
  o +=
    rect(234, 92, 260, 120, 4, s.ink, ' fill-opacity="0.14"') +
    circle(364, 152, 26, s.accent) +
    path('M356 138l22 14-22 14Z', '#fff');
  o += rect(234, 224, 200, 8, 4, '#c9d5ea') + rect(234, 224, 90, 8, 4, s.accent);
  o += path('M190 262h348l18 22H172Z', '#dbe6ff');
  const bubble = (x: number, y: number, w: number, c: string): string =>
    rect(x, y, w, 34, 12, c) + textBar(x + 12, y + 14, w - 24, '#ffffff', 6);
  return o + bubble(520, 88, 90, PALETTE.teal) + bubble(540, 136, 70, s.accent) + bubble(526, 184, 84, PALETTE.purple);
};

const technical: Draw = (s, title) => {
  let o = rect(196, 66, 230, 220, 12, '#0f1c3f', ' fill-opacity="0.92"');
  const colors = [s.accent, '#7dd3fc', '#a7f3d0', '#fde68a', '#c4b5fd'];
  for (let i = 0; i < 9; i++) {
    const indent = [0, 16, 32, 32, 16, 32, 48, 16, 0][i] ?? 0;
    o += textBar(220 + indent, 92 + i * 20, 40 + s.rand() * 90, colors[(i * 3) % colors.length] ?? s.accent, 7);
  }
  o += card(444, 100, 160, 180, 12);
  const node = (x: number, y: number, c: string): string =>
    rect(x - 34, y - 13, 68, 26, 8, '#fff', ` stroke="${c}" stroke-width="2"`) +
    textBar(x - 20, y - 3, 40, '#c9d5ea', 6);
  o += line('M524 141v26M524 193v26', PALETTE.mist, 2);
  o += node(524, 128, PALETTE.primary) + node(524, 180, s.accent) + node(524, 232, PALETTE.teal);
  return (
    o +
    circle(420, 78, 32, s.accent, ' stroke="#fff" stroke-width="4"') +
    glyph(iconForTitle(title)?.id ?? 'code', 397, 55, 0.72, '#fff', '#fff', 4)
  );
};

const press: Draw = (s) => {
  let o =
    card(230, 70, 220, 236, 10) +
    rect(250, 92, 180, 14, 4, PALETTE.ink) +
    rect(250, 118, 84, 70, 4, s.ink, ' fill-opacity="0.2"');
  for (let i = 0; i < 4; i++) o += textBar(344, 120 + i * 18, 84, '#d6deec', 6);
  for (let i = 0; i < 5; i++) o += textBar(250, 204 + i * 18, i === 4 ? 100 : 180, '#d6deec', 6);
  return (
    o +
    circle(500, 120, 50, s.accent, ' stroke="#fff" stroke-width="4"') +
    glyph('megaphone', 468, 88, 1, '#fff', '#fff', 3.5)
  );
};

/** The first news motifs; cover-news.ts puts more specific ones before them. */
export const NEWS_BASE: readonly Motif[] = [
  [/大会|峰会|论坛|亮相|summit|conference|forum/i, 'conference', conference],
  [/签署|达成合作|协议|战略合作|sign/i, 'signing', signing],
  [/入选|报告|认可|研究机构|Gartner|analyst/i, 'report', report],
  [/直播|研讨会|webinar|live/i, 'webinar', webinar],
  [/解读|解析|指南|实战|最佳实践|五步法|演进|防线|DevOps|how to|guide/i, 'technical', technical],
  [/发布|新版本|V\d|release|launch/i, 'launch', launch],
];
export const PRESS_RELEASE: Motif = [/./, 'press', press];

const puzzle: Draw = (s) => {
  const piece = (x: number, y: number, fill: string, deg: number): string =>
    `<g transform="translate(${x} ${y}) rotate(${deg} 64 64) scale(2)">${path('M10 18h12a6 6 0 1 1 12 0h12v12a6 6 0 1 1 0 12v12H34a6 6 0 1 0-12 0H10V42a6 6 0 1 0 0-12Z', fill, ' stroke="#fff" stroke-width="1.5"')}</g>`;
  return (
    piece(250, 70, '#fff', 0) +
    piece(346, 70, s.accent, 90) +
    piece(250, 166, PALETTE.primary, 270) +
    piece(346, 166, '#fff', 180) +
    sparkles(s, 480, 60, 120, 240, 6)
  );
};

function story(s: Scene): string {
  return (
    circle(300, 180, 84, '#fff', ' fill-opacity="0.16"') +
    avatar(`${s.uid}a`, 300, 180, 70, '#f2c9a0', s.accent, '#1f2937') +
    chartCard(400, 110, 190, 150, s)
  );
}

const network: Draw = (s) => {
  const nodes = [
    [250, 110],
    [240, 250],
    [400, 300],
    [560, 250],
    [570, 110],
    [410, 70],
  ] as const;
  let o = line(
    nodes.map(([x, y]) => `M400 190L${x} ${y}`).join(''),
    '#fff',
    2,
    ' stroke-dasharray="5 6" stroke-opacity="0.8"',
  );
  nodes.forEach(([x, y], i) => {
    o +=
      circle(x, y, 26, '#fff') +
      glyph(
        ['building', 'factory', 'users', 'building', 'code', 'handshake'][i] ?? 'building',
        x - 14,
        y - 14,
        0.44,
        PALETTE.primary,
        s.accent,
        4,
      );
  });
  return (
    o +
    circle(400, 190, 46, s.accent, ' stroke="#fff" stroke-width="5"') +
    path('M384 206l14-32v32ZM402 184l10 22h-10Z', '#fff')
  );
};

const certificate: Draw = (s) => {
  let o =
    card(210, 74, 280, 210, 10) + rect(222, 86, 256, 186, 6, 'none', ` stroke="${PALETTE.gold}" stroke-width="2"`);
  o +=
    textBar(290, 110, 120, PALETTE.ink, 9) +
    textBar(270, 136, 160, '#d6deec', 6) +
    textBar(290, 152, 120, '#d6deec', 6);
  o += line('M250 240h80M370 240h80', '#c9d5ea', 2) + circle(440, 214, 30, s.accent, ' stroke="#fff" stroke-width="3"');
  return o + path('M426 240l-8 36 22-10 22 10-8-36Z', s.accent) + glyph('graduation', 514, 84, 1.2, '#fff', '#fff', 3);
};

/** A staircase of n ticked steps from x 200 to 600 rising to a flag (a method's steps). */
export function staircase(s: Scene, n: number): string {
  const w = 400 / n;
  const rise = 170 / n;
  let o = '';
  for (let i = 0; i < n; i++) {
    const x = 200 + i * w;
    const top = 250 - i * rise;
    o += rect(x, top, w - 4, 310 - top, 6, '#fff', ` fill-opacity="${(0.55 + (i * 0.45) / n).toFixed(2)}"`);
    o +=
      circle(x + w / 2 - 2, top + 26, 14, i === n - 1 ? s.accent : PALETTE.primary) +
      line(`M${num(x + w / 2 - 8)} ${num(top + 26)}l4 4 8-8`, '#fff', 2.5);
  }
  const fx = 200 + (n - 1) * w + w / 2;
  const ft = 250 - (n - 1) * rise;
  return (
    o +
    line(`M${num(fx)} ${num(ft)}V${num(ft - 66)}`, '#fff', 3) +
    path(`M${num(fx)} ${num(ft - 66)}h40l-10 12 10 12h-40Z`, s.accent)
  );
}

const steps: Draw = (s) => staircase(s, 4);

export const PARTNER_MOTIFS: readonly Motif[] = [
  [/计划|招募|权益|programme|program/i, 'puzzle', puzzle],
  [/赋能|认证|培训|certif|training/i, 'certificate', certificate],
  [/方法论|交付法|步|method/i, 'steps', steps],
  [/大会|回顾|conference/i, 'partner-conference', conference],
  [/故事|story/i, 'story', story],
];
export const PARTNER_NETWORK: Motif = [/./, 'network', network];
