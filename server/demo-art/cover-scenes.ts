// Complex-scene covers: each scenario draws the problem it solves, chosen by its title's words
// (and tags): one design BOM fanned out to several plants, an order traced through its systems,
// duplicates merged into one golden record, a dealer portal under a launch-day surge, two systems
// kept in sync both ways, an approval engine over a large organisation, two data centres serving
// one report, one app across time zones and currencies, lab instruments feeding one audited
// record, a migration onto a domestic stack, a million devices raising alarms that open work
// orders, and two companies of one group booking each other's documents. Counts the title gives
// (six plants, nine systems) set how many are drawn. A title none fits gets the platform hub.
import { PALETTE, num } from '../svg/kit.ts';
import { complexTopology } from './cover-apps.ts';
import { card, circle, groundShadow, line, path, rect, textBar, type Scene } from './cover-kit.ts';
import { badge } from './cover-industry-variants.ts';

type Draw = (s: Scene, count: number | undefined) => string;

const GOLD = '#f6c453';
const COLORS = [PALETTE.primary, PALETTE.teal, PALETTE.orange, PALETTE.purple] as const;
const color = (i: number, s: Scene): string => (i === 0 ? s.accent : (COLORS[i % COLORS.length] ?? s.accent));
const dashed = (d: string, width = 2.5): string =>
  line(d, '#fff', width, ' stroke-dasharray="5 6" stroke-opacity="0.85"');

/** A small white tile with a round mark and a bar: a system, a plant, a record. */
const tile = (x: number, y: number, w: number, h: number, c: string): string =>
  card(x, y, w, h, 10) + circle(x + 16, y + h / 2, 7, c) + textBar(x + 30, y + h / 2 - 3, w - 44, '#c9d5ea', 6);

/** A database cylinder. */
const db = (cx: number, top: number, h: number, fill: string, s: Scene): string =>
  path(`M${cx - 34} ${top}v${h}a34 12 0 0 0 68 0v-${h}Z`, fill) +
  `<ellipse cx="${cx}" cy="${top}" rx="34" ry="12" fill="#fff"/>` +
  line(`M${cx - 34} ${top + h / 2}a34 12 0 0 0 68 0`, s.ink, 2, ' stroke-opacity="0.25"');

const bom: Draw = (s, n = 6) => {
  const k = Math.min(Math.max(n, 3), 6);
  let o = card(300, 60, 150, 70, 12) + textBar(340, 78, 90, PALETTE.ink, 7) + textBar(340, 96, 60, '#c9d5ea', 6);
  o += path('M316 80h16v16h-16ZM316 100h8v12h-8ZM328 104h8v8h-8Z', s.accent);
  let links = 'M375 130v30';
  const xs = Array.from({ length: k }, (_, i) => 190 + (i * 370) / (k - 1));
  links += `M${xs[0]} 160H${xs[k - 1]}`;
  for (const x of xs) links += `M${num(x)} 160v36`;
  o += line(links, '#fff', 2.5, ' stroke-opacity="0.85"');
  xs.forEach((x, i) => {
    o += path(`M${num(x - 30)} 262v-40l20-12v12l20-12v12l20-12v52Z`, '#fff');
    o += rect(x - 22, 238, 10, 10, 2, color(i, s), '') + rect(x + 2, 238, 10, 10, 2, color(i, s));
    o += line(`M${num(x - 26)} 276h52M${num(x - 16)} 290h32`, '#fff', 4, ' stroke-opacity="0.6"');
  });
  return o + circle(375, 160, 6, s.accent, ' stroke="#fff" stroke-width="2"');
};

const trace: Draw = (s, n = 9) => {
  const k = Math.min(Math.max(n, 4), 9);
  const pts = Array.from({ length: k }, (_, i): [number, number] => [180 + (i * 420) / (k - 1), i % 2 ? 230 : 150]);
  let o = line(`M${pts.map(([x, y]) => `${num(x)} ${y}`).join('L')}`, '#fff', 3, ' stroke-opacity="0.7"');
  const at = Math.max(2, k - 3);
  pts.forEach(([x, y], i) => {
    const done = i < at;
    o += rect(x - 22, y - 22, 44, 44, 12, '#fff', done ? '' : ' fill-opacity="0.35"');
    o += done
      ? circle(x, y, 9, PALETTE.teal) + line(`M${num(x - 4)} ${y}l3 3 6-6`, '#fff', 2.5)
      : circle(x, y, 6, '#fff');
  });
  const [ox, oy] = pts[at] ?? [0, 0];
  // the order itself, above the step it has reached
  const top = oy < 200 ? oy - 104 : oy - 190;
  o +=
    card(ox - 40, top, 80, 64, 8) +
    textBar(ox - 28, top + 12, 40, PALETTE.ink, 6) +
    textBar(ox - 28, top + 26, 56, '#d6deec', 6);
  o +=
    textBar(ox - 28, top + 40, 30, s.accent, 6) +
    line(`M${num(ox)} ${top + 68}V${oy - 26}`, '#fff', 2, ' stroke-dasharray="3 4"');
  return o + badge(ox + 40, top, 16, s.accent, 'eye');
};

const golden: Draw = (s) => {
  let o = '';
  for (let i = 0; i < 6; i++) {
    const x = 176 + (i % 2) * 90;
    const y = 70 + Math.floor(i / 2) * 82;
    o += tile(x, y, 80, 60, color(i, s));
    o += dashed(`M${x + 80} ${y + 30}C${x + 150} ${y + 30} 380 190 420 190`, 2);
  }
  o += card(420, 100, 180, 180, 14) + rect(420, 100, 180, 46, 14, GOLD) + rect(420, 126, 180, 20, 0, GOLD);
  for (let i = 0; i < 5; i++)
    o += textBar(440, 164 + i * 22, 40, '#9aa8c0', 6) + textBar(490, 164 + i * 22, 80 - (i % 2) * 20, PALETTE.ink, 6);
  return o + badge(510, 112, 20, PALETTE.teal, 'award');
};

const surge: Draw = (s) => {
  let o = card(170, 70, 250, 230, 14) + rect(170, 70, 250, 30, 14, '#eef3fc') + rect(170, 86, 250, 14, 0, '#eef3fc');
  let bars = '';
  for (let i = 0; i < 12; i++) {
    const h = i === 8 ? 150 : 24 + s.rand() * 40 + (i > 6 && i < 11 ? 50 : 0);
    bars += `M${190 + i * 19} 280v-${num(h)}`;
  }
  o +=
    line(bars, '#b9cdfd', 12, ' stroke-linecap="butt"') + line('M186 180h220', s.accent, 2, ' stroke-dasharray="6 5"');
  o += path('M448 270a80 80 0 0 1 160 0', 'none', ' stroke="#fff" stroke-opacity="0.35" stroke-width="18"');
  o += path('M448 270a80 80 0 0 1 134-58', 'none', ` stroke="${PALETTE.teal}" stroke-width="18"`);
  o += line('M528 270L566 214', '#fff', 6) + circle(528, 270, 10, '#fff');
  for (let i = 0; i < 7; i++)
    o += path(`M${460 + i * 22} ${96 + (i % 3) * 18}l8 14h-16Z`, '#fff', ' fill-opacity="0.7"');
  return o;
};

const sync: Draw = (s) => {
  let o = groundShadow(250, 296, 80) + groundShadow(530, 296, 80);
  o += rect(180, 110, 140, 176, 14, '#fff') + rect(460, 110, 140, 176, 14, '#fff');
  o += rect(196, 126, 108, 30, 8, PALETTE.primary) + rect(476, 126, 108, 30, 8, s.accent);
  for (let i = 0; i < 4; i++)
    o +=
      textBar(198, 176 + i * 24, 90 - (i % 2) * 24, '#c9d5ea', 7) +
      textBar(478, 176 + i * 24, 90 - ((i + 1) % 2) * 24, '#c9d5ea', 7);
  o += line('M330 170H450', '#fff', 4) + path('M446 160l16 10-16 10Z', '#fff');
  o += line('M450 226H330', '#fff', 4) + path('M334 216l-16 10 16 10Z', '#fff');
  return o + badge(390, 92, 24, PALETTE.teal, 'loop');
};

const approval: Draw = (s) => {
  let o = line(
    'M250 112v30M180 142h140M180 142v26M250 142v26M320 142v26M180 202v22M320 202v22',
    '#fff',
    2.5,
    ' stroke-opacity="0.8"',
  );
  const person = (x: number, y: number, c: string): string =>
    circle(x, y, 18, '#fff') + circle(x, y - 3, 7, '#f2c9a0') + path(`M${x - 11} ${y + 13}a11 9 0 0 1 22 0Z`, c);
  o +=
    person(250, 94, s.accent) +
    person(180, 184, PALETTE.primary) +
    person(250, 184, PALETTE.teal) +
    person(320, 184, PALETTE.purple);
  o += person(180, 242, PALETTE.primary) + person(320, 242, PALETTE.teal);
  o += card(380, 70, 230, 230, 14);
  const steps = [
    [PALETTE.teal, true],
    [PALETTE.teal, true],
    [s.accent, false],
    ['#d6deec', false],
  ] as const;
  steps.forEach(([c, done], i) => {
    const y = 102 + i * 52;
    o += circle(408, y, 12, c) + (done ? line(`M402 ${y}l4 4 8-8`, '#fff', 2.5) : '');
    o += textBar(432, y - 8, 110, PALETTE.ink, 6) + textBar(432, y + 4, 70, '#d6deec', 6);
    if (i < 3) o += line(`M408 ${y + 14}v24`, '#d6deec', 2);
  });
  return o + rect(556, 196, 40, 16, 8, s.accent, ' fill-opacity="0.3"');
};

const activeActive: Draw = (s) => {
  const centre = (x: number): string => {
    let o = groundShadow(x, 290, 90) + rect(x - 80, 150, 160, 136, 10, '#0f1c3f', ' fill-opacity="0.85"');
    for (let i = 0; i < 4; i++) {
      o +=
        rect(x - 68, 162 + i * 30, 136, 22, 4, '#fff', ' fill-opacity="0.9"') +
        circle(x - 54, 173 + i * 30, 4, i % 2 ? PALETTE.teal : s.accent);
      o += textBar(x - 42, 170 + i * 30, 60, '#c9d5ea', 6);
    }
    return o;
  };
  let o = centre(250) + centre(530);
  o +=
    line('M330 200C370 170 410 170 450 200', '#fff', 3, ' stroke-dasharray="6 6"') +
    line('M330 240C370 270 410 270 450 240', '#fff', 3, ' stroke-dasharray="6 6"');
  o += card(318, 56, 144, 78, 12);
  let bars = '';
  for (let i = 0; i < 6; i++) bars += `M${338 + i * 20} 120v-${12 + ((i * 7) % 5) * 6}`;
  return o + line(bars, s.accent, 10, ' stroke-linecap="butt"') + badge(390, 220, 20, PALETTE.teal, 'shield');
};

const global: Draw = (s) => {
  let o = circle(300, 190, 110, '#fff', ' fill-opacity="0.92"');
  o += `<ellipse cx="300" cy="190" rx="48" ry="110" fill="none" stroke="${s.ink}" stroke-opacity="0.3" stroke-width="2"/>`;
  o += line('M190 190h220M206 134h188M206 246h188M300 80v220', s.ink, 2, ' stroke-opacity="0.3"');
  o += path(
    'M236 120q20-14 40 0t20 30q-10 20-36 14t-24-44ZM320 200q30-10 50 10t-6 44q-24 10-40-14t-4-40Z',
    PALETTE.teal,
    ' fill-opacity="0.7"',
  );
  const pins: [number, number][] = [
    [256, 140],
    [346, 226],
    [380, 130],
  ];
  for (const [x, y] of pins)
    o +=
      path(`M${x} ${y - 30}c-9 0-16 7-16 16 0 12 16 24 16 24s16-12 16-24c0-9-7-16-16-16Z`, s.accent) +
      circle(x, y - 14, 5, '#fff');
  const clock = (x: number, y: number, hh: number): string =>
    circle(x, y, 26, '#fff') +
    circle(x, y, 26, 'none', ` stroke="${s.ink}" stroke-opacity="0.25" stroke-width="2"`) +
    line(`M${x} ${y}v-16M${x} ${y}l${num(Math.cos(hh) * 12)} ${num(Math.sin(hh) * 12)}`, PALETTE.ink, 3);
  o += clock(480, 96, 0.3) + clock(552, 150, 2.2) + clock(480, 204, 4.1);
  for (let i = 0; i < 3; i++)
    o += `<ellipse cx="${460 + i * 50}" cy="284" rx="22" ry="22" fill="${GOLD}" stroke="#d9a441" stroke-width="3"/>`;
  return o + line('M452 284h16M510 276v16M556 278l8 12', '#b7791f', 3);
};

const instruments: Draw = (s) => {
  let o = '';
  const devices: [number, number][] = [
    [186, 80],
    [186, 170],
    [186, 260],
    [290, 60],
    [290, 280],
  ];
  devices.forEach(([x, y], i) => {
    o += dashed(`M${x + 40} ${y}C${x + 120} ${y} 360 190 420 190`, 2);
    o += rect(x - 30, y - 24, 70, 48, 8, '#fff') + rect(x - 22, y - 16, 34, 22, 3, s.ink, ' fill-opacity="0.2"');
    o += circle(x + 26, y - 6, 5, color(i, s)) + textBar(x - 22, y + 12, 50, '#d6deec', 5);
  });
  o += card(420, 100, 180, 180, 14) + textBar(440, 120, 80, PALETTE.ink, 7);
  let rows = '';
  for (let i = 0; i < 5; i++) rows += `M440 ${150 + i * 24}h${110 - (i % 2) * 30}`;
  return o + line(rows, '#d6deec', 7) + badge(600, 100, 24, PALETTE.teal, 'shield');
};

const migration: Draw = (s) => {
  let o = '';
  const stack = (x: number, fills: readonly string[], faded: boolean): string => {
    let out = '';
    fills.forEach((f, i) => {
      out += rect(x, 110 + i * 50, 150, 40, 8, f, faded ? ' fill-opacity="0.35"' : '');
      out += textBar(x + 16, 126 + i * 50, 70, '#ffffff', 7);
    });
    return out;
  };
  o += stack(176, ['#94a3b8', '#94a3b8', '#94a3b8', '#94a3b8'], true);
  o += stack(454, [s.accent, PALETTE.primary, PALETTE.teal, PALETTE.purple], false);
  o += line('M340 200H440', '#fff', 5) + path('M436 186l20 14-20 14Z', '#fff');
  for (let i = 0; i < 3; i++)
    o += rect(350 + i * 26, 154, 18, 18, 4, '#fff', ` fill-opacity="${(0.5 + i * 0.2).toFixed(1)}"`);
  return o + badge(604, 98, 22, s.accent, 'chip') + badge(390, 248, 22, PALETTE.teal, 'check');
};

const iotStream: Draw = (s) => {
  let o = '';
  for (let i = 0; i < 18; i++) {
    const x = 180 + (i % 6) * 30 + (Math.floor(i / 6) % 2) * 14;
    const y = 100 + Math.floor(i / 6) * 78;
    o += circle(x, y, 9, '#fff', ' fill-opacity="0.9"') + circle(x, y, 4, i === 8 ? '#e11d48' : color(i % 3, s));
    o += line(`M${x} ${y + 12}v18`, '#fff', 1.5, ' stroke-opacity="0.4"');
  }
  o += line('M370 190H420', '#fff', 4) + path('M416 180l16 10-16 10Z', '#fff');
  o += badge(470, 110, 30, '#e11d48', 'bell');
  o += line('M470 144v24', '#fff', 3, ' stroke-dasharray="4 4"');
  o += card(420, 174, 190, 120, 12) + badge(446, 204, 16, s.accent, 'wrench') + textBar(472, 196, 100, PALETTE.ink, 7);
  return (
    o +
    textBar(440, 232, 150, '#d6deec', 6) +
    textBar(440, 250, 110, '#d6deec', 6) +
    rect(540, 268, 56, 16, 8, PALETTE.teal, ' fill-opacity="0.3"')
  );
};

const intercompany: Draw = (s) => {
  const office = (x: number, c: string): string => {
    let o = groundShadow(x + 50, 300, 70) + rect(x, 120, 100, 180, 4, '#fff');
    let win = '';
    for (let r = 0; r < 5; r++) for (let k = 0; k < 3; k++) win += `M${x + 14 + k * 28} ${136 + r * 30}h16v16h-16Z`;
    return o + path(win, s.ink, ' fill-opacity="0.22"') + rect(x, 108, 100, 14, 3, c);
  };
  let o = office(176, s.accent) + office(464, PALETTE.teal);
  const doc = (x: number, y: number, c: string): string =>
    card(x, y, 64, 80, 8) +
    textBar(x + 12, y + 14, 40, c, 6) +
    textBar(x + 12, y + 30, 30, '#d6deec', 5) +
    textBar(x + 12, y + 42, 36, '#d6deec', 5);
  o += doc(300, 90, s.accent) + doc(380, 190, PALETTE.teal);
  o += line('M364 130C400 130 412 150 412 186', '#fff', 3) + path('M404 182l8 14 8-14Z', '#fff');
  o += line('M380 230C340 230 332 210 332 174', '#fff', 3) + path('M324 178l8-14 8 14Z', '#fff');
  return o + badge(356, 300, 18, PALETTE.teal, 'check') + badge(420, 300, 18, PALETTE.teal, 'check');
};

/** Title words (either language) → key and drawing; the first that matches wins. */
const SCENES: readonly [RegExp, string, Draw][] = [
  [/BOM/i, 'bom', bom],
  [/全链路|追踪|trace|track/i, 'trace', trace],
  [/主数据|客商|master data/i, 'golden', golden],
  [/高并发|抢单|concurren|surge/i, 'surge', surge],
  [/双向|同步|sync/i, 'sync', sync],
  [/审批|approval/i, 'approval', approval],
  [/多活|数据中心|active-active/i, 'active-active', activeActive],
  [/海外|多语言|多时区|overseas|global/i, 'global', global],
  [/仪器|instrument/i, 'instruments', instruments],
  [/信创|迁移|migrat/i, 'migration', migration],
  [/物联|设备|IoT|device/i, 'iot-stream', iotStream],
  [/内部交易|跨法人|intercompany/i, 'intercompany', intercompany],
];

/** The count a title gives for what is drawn many times ("六个工厂", "9 个系统"). */
function countIn(title: string): number | undefined {
  const digits = /(\d+)\s*个(工厂|系统)/.exec(title)?.[1];
  if (digits) return Number(digits);
  const zh = /([二三四五六七八九])个(工厂|系统)/.exec(title)?.[1];
  return zh ? '二三四五六七八九'.indexOf(zh) + 2 : undefined;
}

export function complexScene(s: Scene, title: string, tags: readonly { name: string }[]): { key: string; svg: string } {
  const text = `${title} ${tags.map((t) => t.name).join(' ')}`;
  const hit = SCENES.find(([re]) => re.test(title)) ?? SCENES.find(([re]) => re.test(text));
  return hit ? { key: hit[1], svg: hit[2](s, countIn(title)) } : { key: 'topology', svg: complexTopology(s, title, 0) };
}
