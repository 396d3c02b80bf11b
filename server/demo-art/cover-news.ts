// News covers by what the title reports, each kind in as many pictures as the news list shows
// together: a launch puts the product itself on stage (the builder, the flows, the golden record,
// the workspace, the pipeline, the digital employee, the agents, the success programme); an event
// is a registration, a keynote hall, a forum talk, a booth or the closing; a technical article
// draws its subject (API defences, a database migration, an event bus, integration patterns, data
// quality rules, five steps, a component library, a delivery pipeline); webinars, live streams,
// alliances, signings, rankings and analyst reports each have their own. cover-motifs.ts keeps
// the older motifs these build on.
import { PALETTE, num } from '../svg/kit.ts';
import { productArt } from './art-hero-products.ts';
import { badge } from './cover-industry-variants.ts';
import { card, circle, groundShadow, line, path, rect, sparkles, textBar, type Scene } from './cover-kit.ts';
import { NEWS_BASE, PRESS_RELEASE, staircase, type Motif } from './cover-motifs.ts';

type Draw = (s: Scene, title: string) => string;

const GOLD = '#f6c453';
const RED = '#e11d48';

const stage = (s: Scene): string =>
  path('M150 0L270 0L330 300L230 300Z', '#fff', ' fill-opacity="0.07"') +
  path('M610 0L500 0L450 300L560 300Z', '#fff', ' fill-opacity="0.07"') +
  `<ellipse cx="390" cy="306" rx="230" ry="24" fill="#fff" fill-opacity="0.14"/>` +
  sparkles(s, 180, 30, 420, 60, 5);

/** A launch: the product at work on stage, a rocket badge above. */
const launchOf =
  (product: string): Draw =>
  (s) =>
    stage(s) + productArt(product, s.rand, 176, 70, 420) + badge(588, 76, 26, s.accent, 'rocket');

const person = (x: number, y: number, r: number, shirt: string): string =>
  circle(x, y, r, '#f2c9a0') +
  path(
    `M${num(x - r * 1.6)} ${num(y + r * 3.2)}v-${num(r * 0.9)}q0-${num(r * 1.3)} ${num(r * 1.3)}-${num(r * 1.3)}h${num(r * 0.6)}q${num(r * 1.3)} 0 ${num(r * 1.3)} ${num(r * 1.3)}v${num(r * 0.9)}Z`,
    shirt,
  );

/** The digital employee: a robot colleague working a task list inside a permission shield. */
const employee: Draw = (s) => {
  let o = path(
    'M300 70l90 30v70q0 80-90 120-90-40-90-120v-70Z',
    '#fff',
    ' fill-opacity="0.16" stroke="#fff" stroke-width="3"',
  );
  o += rect(258, 128, 84, 66, 20, '#fff') + circle(282, 160, 8, s.accent) + circle(318, 160, 8, s.accent);
  o +=
    line('M300 128v-18', '#fff', 4) +
    circle(300, 106, 7, s.accent) +
    rect(266, 202, 68, 52, 14, '#fff', ' fill-opacity="0.9"');
  o += card(420, 80, 190, 200, 14) + textBar(438, 98, 80, PALETTE.ink, 7);
  for (let i = 0; i < 5; i++) {
    const y = 126 + i * 30;
    const done = i < 3;
    o += circle(448, y + 4, 9, done ? PALETTE.teal : '#fff', done ? '' : ` stroke="${s.accent}" stroke-width="2"`);
    if (done) o += line(`M444 ${y + 4}l3 3 6-6`, '#fff', 2);
    o += textBar(466, y, 110 - (i % 2) * 30, done ? '#d6deec' : '#9aa8c0', 7);
  }
  return o;
};

/** Agents orchestrated: a model at the centre, agents around it handing work along a flow. */
const agents: Draw = (s) => {
  const nodes: [number, number][] = [
    [220, 110],
    [220, 260],
    [560, 110],
    [560, 260],
  ];
  let o = line(nodes.map(([x, y]) => `M390 186L${x} ${y}`).join(''), '#fff', 2.5, ' stroke-dasharray="5 6"');
  o += line('M220 110H560M220 260H560', '#fff', 2, ' stroke-opacity="0.35"');
  nodes.forEach(([x, y], i) => {
    o +=
      rect(x - 40, y - 30, 80, 60, 16, '#fff') +
      circle(x - 12, y - 4, 6, i % 2 ? PALETTE.teal : s.accent) +
      circle(x + 12, y - 4, 6, i % 2 ? PALETTE.teal : s.accent);
    o += textBar(x - 22, y + 12, 44, '#c9d5ea', 6);
  });
  o +=
    circle(390, 186, 56, '#fff', ' fill-opacity="0.2"') +
    circle(390, 186, 42, s.accent, ' stroke="#fff" stroke-width="4"');
  return o + path('M390 160l7 17 18 2-14 11 4 18-15-9-15 9 4-18-14-11 18-2Z', '#fff');
};

/** A customer success programme: the road from kick-off to running, milestones on it, a headset. */
const success: Draw = (s) => {
  let o = line('M170 290C260 290 260 210 350 210S450 120 560 110', '#fff', 16, ' stroke-opacity="0.3"');
  o += line('M170 290C260 290 260 210 350 210S450 120 560 110', '#fff', 3, ' stroke-dasharray="10 10"');
  for (const [x, y, c] of [
    [200, 288, PALETTE.teal],
    [300, 232, PALETTE.teal],
    [420, 178, s.accent],
  ] as const)
    o += circle(x, y, 14, c, ' stroke="#fff" stroke-width="3"');
  o += line('M560 110V50', '#fff', 4) + path('M560 50h44l-10 12 10 12h-44Z', s.accent);
  return o + badge(470, 270, 34, PALETTE.primary, 'headset') + badge(250, 110, 28, PALETTE.teal, 'loop');
};

/** Generating an app from a sentence: a chat prompt turning into a form and a flow. */
const generate: Draw = (s) => {
  let o = card(176, 90, 190, 180, 14);
  o += rect(196, 110, 150, 40, 14, '#eef3fc') + textBar(210, 126, 110, '#9aa8c0', 7);
  o += rect(226, 164, 120, 40, 14, s.accent) + textBar(240, 180, 80, '#fff', 7);
  o += rect(196, 218, 150, 30, 10, '#eef3fc') + path('M330 225l8 8-8 8Z', PALETTE.primary);
  o += path(
    'M392 150l14 14-14 14M412 150l14 14-14 14',
    'none',
    ' stroke="#fff" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"',
  );
  o += card(446, 70, 164, 110, 12);
  for (let i = 0; i < 3; i++)
    o +=
      textBar(462, 88 + i * 28, 40, '#9aa8c0', 5) +
      rect(462, 96 + i * 28, 130, 14, 4, '#fff', ' stroke="#d6deec" stroke-width="1.5"');
  o += card(446, 196, 164, 96, 12) + line('M480 244h40M520 244h40', PALETTE.mist, 2);
  o += circle(476, 244, 12, PALETTE.primary) + circle(528, 244, 12, s.accent) + circle(580, 244, 12, PALETTE.teal);
  return o + badge(392, 86, 22, PALETTE.purple, 'sparkle');
};

// ── events ──────────────────────────────────────────────────────────────────────────────────────

/** Registration opens: the ticket, the date on the calendar, the host city's skyline. */
const registration: Draw = (s) => {
  let o = path(
    'M170 306v-40h30v-24h24v30h20v-50h30v50h26v-30h28v-20h34v40h40v-56h30v56h36v-26h30v26h40v44Z',
    '#fff',
    ' fill-opacity="0.22"',
  );
  o += `<g transform="rotate(-8 330 180)">${rect(210, 120, 240, 120, 14, '#fff')}${rect(210, 120, 70, 120, 14, s.accent)}${rect(266, 120, 14, 120, 0, s.accent)}`;
  o +=
    line('M280 124v112', '#fff', 3, ' stroke-dasharray="6 6"') +
    textBar(300, 146, 120, PALETTE.ink, 9) +
    textBar(300, 168, 90, '#c9d5ea', 7);
  o += textBar(300, 186, 60, '#c9d5ea', 7) + rect(300, 206, 80, 18, 9, PALETTE.teal) + '</g>';
  o += card(478, 120, 124, 130, 12) + rect(478, 120, 124, 32, 12, RED) + rect(478, 140, 124, 12, 0, RED);
  for (let i = 0; i < 12; i++)
    o += rect(490 + (i % 4) * 27, 164 + Math.floor(i / 4) * 26, 18, 16, 4, i === 6 ? s.accent : '#eef2f8');
  return o + line('M504 112v16M576 112v16', '#fff', 5);
};

/** A keynote hall: a wide screen, the speaker, rows of the audience. */
const keynote: Draw = (s) => {
  let o =
    rect(170, 48, 440, 150, 10, '#061a4a', ' fill-opacity="0.4"') +
    rect(178, 56, 424, 134, 6, '#fff', ' fill-opacity="0.92"');
  let bars = '';
  for (let i = 0; i < 8; i++) bars += `M${214 + i * 46} 172v-${num(24 + i * 11)}`;
  o += line(bars, s.accent, 20, ' stroke-linecap="butt"') + textBar(200, 72, 160, PALETTE.ink, 10);
  o += person(390, 214, 11, PALETTE.primary);
  for (let row = 0; row < 2; row++)
    for (let i = 0; i < 11; i++) {
      const x = 180 + i * 42 + row * 21;
      const y = 270 + row * 34;
      o +=
        circle(x, y, 11, '#061a4a', ' fill-opacity="0.55"') +
        path(`M${x - 17} ${y + 30}a17 19 0 0 1 34 0Z`, '#061a4a', ' fill-opacity="0.55"');
    }
  return o;
};

/** A forum talk: a lectern with the mic, the slide's chart of data on the move. */
const forum: Draw = (s) => {
  let o = card(320, 64, 290, 180, 12) + textBar(342, 84, 120, PALETTE.ink, 8);
  o += line('M350 210C390 200 400 130 450 150S520 110 580 96', s.accent, 4) + line('M350 218h240', '#d6deec', 2);
  for (const [x, y] of [
    [450, 150],
    [518, 120],
  ] as const)
    o += circle(x, y, 6, '#fff', ` stroke="${s.accent}" stroke-width="3"`);
  o +=
    person(240, 120, 20, PALETTE.primary) +
    path('M196 300l10-110h68l10 110Z', '#fff') +
    rect(190, 182, 100, 14, 4, s.accent);
  return o + line('M266 186l18-22', '#fff', 3) + circle(286, 162, 6, '#14213d');
};

/** A booth at a trade show: the stand's wall, the demo screen, the counter and the visitors. */
const booth: Draw = (s) => {
  let o =
    groundShadow(390, 304, 220) +
    rect(190, 70, 400, 40, 8, s.accent) +
    rect(190, 110, 400, 150, 0, '#fff', ' fill-opacity="0.9"');
  o += textBar(220, 84, 140, '#fff', 10) + rect(230, 128, 150, 96, 6, '#0f1c3f', ' fill-opacity="0.85"');
  o +=
    line('M246 204l30-30 24 16 40-44 28 20', PALETTE.teal, 3) +
    rect(410, 130, 150, 20, 4, '#e3e9f5') +
    rect(410, 160, 110, 20, 4, '#e3e9f5');
  o += rect(330, 236, 200, 64, 8, '#fff') + rect(330, 236, 200, 14, 6, PALETTE.primary);
  return o + person(260, 236, 12, PALETTE.purple) + person(572, 236, 12, PALETTE.teal);
};

/** The event closes: the stage lights down, confetti, the trophy of the year. */
const closing: Draw = (s) => {
  let o = stage(s) + path('M360 110h60v30q0 36-30 40-30-4-30-40Z', GOLD) + rect(376, 180, 28, 40, 3, GOLD);
  o += rect(356, 220, 68, 16, 4, GOLD) + line('M360 120q-30 0-26 22 4 18 28 16M420 120q30 0 26 22-4 18-28 16', GOLD, 6);
  const colors = [s.accent, PALETTE.teal, '#fff', PALETTE.purple, GOLD];
  for (let i = 0; i < 22; i++) {
    const x = 180 + s.rand() * 420;
    const y = 40 + s.rand() * 200;
    o += rect(
      x,
      y,
      8,
      14,
      2,
      colors[i % colors.length] ?? '#fff',
      ` transform="rotate(${Math.round(s.rand() * 180)} ${num(x)} ${num(y)})"`,
    );
  }
  return o + person(260, 240, 12, PALETTE.primary) + person(520, 240, 12, s.accent);
};

// ── technical articles ──────────────────────────────────────────────────────────────────────────

/** Layers of defence in front of the API: a shield, and requests stopped at each line. */
const defences: Draw = (s) => {
  let o = '';
  for (let i = 0; i < 7; i++)
    o += rect(250 + i * 24, 80 + i * 4, 10, 200 - i * 8, 5, '#fff', ` fill-opacity="${(0.3 + i * 0.1).toFixed(1)}"`);
  for (let i = 0; i < 4; i++) {
    const y = 110 + i * 46;
    const stop = 250 + ((i * 2 + 1) % 7) * 24;
    o += line(`M176 ${y}H${stop - 6}`, i === 3 ? PALETTE.teal : RED, 3, ' stroke-dasharray="6 6"');
    o += circle(176, y, 8, i === 3 ? PALETTE.teal : RED);
    if (i < 3) o += line(`M${stop - 14} ${y - 8}l10 16M${stop - 4} ${y - 8}l-10 16`, RED, 3);
  }
  o += line('M430 248H470', PALETTE.teal, 3, ' stroke-dasharray="6 6"');
  return o + badge(530, 180, 56, s.accent, 'shield') + badge(530, 80, 22, PALETTE.teal, 'lock');
};

/** Moving a database: the old one emptied, records carried over, the new one on a domestic chip. */
const dbMove: Draw = (s) => {
  const cyl = (cx: number, fill: string, level: number): string =>
    path(`M${cx - 60} 110v140a60 18 0 0 0 120 0V110Z`, '#fff', ' fill-opacity="0.25"') +
    path(`M${cx - 60} ${250 - level}v${level}a60 18 0 0 0 120 0v-${level}Z`, fill) +
    `<ellipse cx="${cx}" cy="110" rx="60" ry="18" fill="#fff"/>` +
    `<ellipse cx="${cx}" cy="${250 - level}" rx="60" ry="18" fill="${fill}" fill-opacity="0.6"/>`;
  let o = cyl(240, '#94a3b8', 40) + cyl(530, s.accent, 110);
  for (let i = 0; i < 4; i++)
    o += rect(322 + i * 34, 168 - (i % 2) * 14, 24, 18, 4, '#fff', ` fill-opacity="${(0.5 + i * 0.15).toFixed(2)}"`);
  return o + path('M446 170l16 12-16 12Z', '#fff') + badge(590, 80, 22, PALETTE.teal, 'chip');
};

/** Event-driven integration: producers publish onto a bus, consumers react the moment it arrives. */
const eventBus: Draw = (s) => {
  let o = rect(170, 176, 440, 26, 13, '#fff', ' fill-opacity="0.35"');
  for (let i = 0; i < 6; i++) o += rect(200 + i * 66, 182, 30, 14, 4, i === 2 ? s.accent : '#fff');
  for (let i = 0; i < 3; i++) {
    const x = 220 + i * 150;
    o +=
      rect(x - 40, 70, 80, 54, 10, '#fff') +
      circle(x, 97, 10, [PALETTE.primary, s.accent, PALETTE.teal][i] ?? s.accent);
    o += line(`M${x} 124v46`, '#fff', 3) + path(`M${x - 8} 162l8 12 8-12Z`, '#fff');
    const cx = 260 + i * 130;
    o +=
      line(`M${cx} 206v40`, '#fff', 3) +
      rect(cx - 44, 250, 88, 50, 10, '#fff') +
      badge(cx, 275, 14, PALETTE.purple, 'bell');
  }
  return o;
};

/** Four integration patterns side by side: point to point, hub, bus and API. */
const patterns: Draw = (s) => {
  let o = '';
  const boxes: [number, number][] = [
    [180, 70],
    [400, 70],
    [180, 196],
    [400, 196],
  ];
  boxes.forEach(([x, y], i) => {
    o += card(x, y, 200, 110, 12);
    const dots: [number, number][] = [
      [x + 40, y + 32],
      [x + 160, y + 32],
      [x + 40, y + 84],
      [x + 160, y + 84],
    ];
    const cx = x + 100;
    const cy = y + 58;
    const links =
      i === 0
        ? dots.flatMap(([ax, ay], a) => dots.slice(a + 1).map(([bx, by]) => `M${ax} ${ay}L${bx} ${by}`)).join('')
        : i === 1
          ? dots.map(([dx, dy]) => `M${cx} ${cy}L${dx} ${dy}`).join('')
          : i === 2
            ? `M${x + 24} ${cy}h152` + dots.map(([dx, dy]) => `M${dx} ${dy}V${cy}`).join('')
            : dots.map(([dx, dy]) => `M${dx} ${dy}H${cx}V${cy}`).join('');
    o += line(links, PALETTE.mist, 2);
    for (const [dx, dy] of dots)
      o += circle(dx, dy, 9, [PALETTE.primary, s.accent, PALETTE.teal, PALETTE.purple][i] ?? s.accent);
    if (i === 1) o += circle(cx, cy, 13, s.accent);
    if (i === 3) o += rect(cx - 18, cy - 10, 36, 20, 5, PALETTE.navy);
  });
  return o;
};

/** Data quality rules: records through a funnel of checks, bad ones flagged for correction. */
const qualityRules: Draw = (s) => {
  let o = path('M200 80h200l-70 90v70l-60 30v-100Z', '#fff', ' fill-opacity="0.9"');
  o += line('M230 110h140M250 140h100', s.ink, 3, ' stroke-opacity="0.2"');
  for (let i = 0; i < 5; i++)
    o += rect(214 + i * 36, 50, 26, 20, 4, i === 3 ? RED : '#fff', i === 3 ? '' : ' fill-opacity="0.8"');
  o += card(430, 120, 180, 160, 12);
  for (let i = 0; i < 4; i++) {
    const y = 146 + i * 32;
    const bad = i === 2;
    o += circle(452, y + 4, 9, bad ? RED : PALETTE.teal) + textBar(470, y, 110, '#d6deec', 7);
    o += bad ? line(`M452 ${y - 1}v6`, '#fff', 2.5) : line(`M448 ${y + 4}l3 3 6-6`, '#fff', 2);
  }
  return o + line('M330 240C360 260 400 250 430 230', '#fff', 3, ' stroke-dasharray="5 6"');
};

/** A method in five steps: the staircase, someone halfway up. */
const fiveSteps: Draw = (s) => staircase(s, 5) + person(398, 153, 9, PALETTE.teal);

/** A component library: reusable blocks on a shelf, one pulled into several apps. */
const components: Draw = (s) => {
  let o = card(176, 70, 180, 230, 14) + textBar(194, 88, 80, PALETTE.ink, 7);
  const colors = [PALETTE.primary, s.accent, PALETTE.teal, PALETTE.purple];
  for (let i = 0; i < 9; i++) {
    const x = 194 + (i % 3) * 52;
    const y = 112 + Math.floor(i / 3) * 58;
    o += rect(x, y, 42, 46, 8, '#f4f7fd') + rect(x + 10, y + 10, 22, 22, 5, colors[i % 4] ?? s.accent);
  }
  for (let i = 0; i < 3; i++) {
    const y = 80 + i * 76;
    o +=
      card(430, y, 170, 62, 10) +
      rect(444, y + 14, 34, 34, 7, s.accent) +
      textBar(490, y + 18, 90, '#c9d5ea', 6) +
      textBar(490, y + 34, 60, '#e3e9f5', 6);
    o += line(`M360 184C390 184 400 ${y + 31} 430 ${y + 31}`, '#fff', 2.5, ' stroke-dasharray="5 6"');
  }
  return o;
};

/** DevOps for low-code: branches merged, built, tested and released through environments. */
const delivery: Draw = (s) => {
  let o = line(
    'M180 110H300M180 170C240 170 240 110 300 110M180 230C260 230 260 110 300 110',
    '#fff',
    3,
    ' stroke-opacity="0.8"',
  );
  for (const [y, c] of [
    [110, PALETTE.primary],
    [170, s.accent],
    [230, PALETTE.teal],
  ] as const)
    o += circle(180, y, 10, c, ' stroke="#fff" stroke-width="3"');
  const steps = [
    ['gear', PALETTE.primary],
    ['check', PALETTE.teal],
    ['rocket', s.accent],
  ] as const;
  steps.forEach(([id, c], i) => {
    const x = 340 + i * 100;
    o += badge(x, 110, 28, c, id);
    if (i < 2) o += line(`M${x + 34} 110h32`, '#fff', 3) + path(`M${x + 62} 102l10 8-10 8Z`, '#fff');
  });
  o += card(320, 180, 290, 110, 12);
  for (let i = 0; i < 3; i++) {
    const x = 340 + i * 92;
    o +=
      rect(x, 200, 76, 70, 8, '#f4f7fd') +
      textBar(x + 10, 212, 40, PALETTE.ink, 6) +
      rect(x + 10, 232, 56, 12, 6, i < 2 ? PALETTE.teal : s.accent, ' fill-opacity="0.35"');
  }
  return o;
};

// ── webinars, alliances, rankings ───────────────────────────────────────────────────────────────

/** A live stream on the phone: the host, hearts floating up, comments scrolling. */
const liveStream: Draw = (s) => {
  let o = rect(300, 40, 170, 290, 26, '#0f1c3f') + rect(308, 50, 154, 270, 20, '#dbe6ff');
  o += person(385, 130, 26, PALETTE.primary) + rect(318, 62, 40, 18, 9, RED);
  for (let i = 0; i < 3; i++) o += rect(318, 240 + i * 24, 100 - i * 20, 18, 9, '#fff', ' fill-opacity="0.85"');
  for (let i = 0; i < 4; i++) {
    const x = 500 + (i % 2) * 40;
    const y = 260 - i * 50;
    o += path(
      `M${x} ${y + 10}l-12-12a7 7 0 0 1 12-8 7 7 0 0 1 12 8Z`,
      i % 2 ? s.accent : RED,
      ` fill-opacity="${(1 - i * 0.18).toFixed(2)}"`,
    );
  }
  return o + badge(230, 120, 30, s.accent, 'chat') + badge(236, 236, 24, PALETTE.teal, 'users');
};

/** An online round table: four speakers in a video grid, the shared slide beside them. */
const roundTable: Draw = (s) => {
  let o = card(176, 64, 290, 230, 14) + rect(176, 64, 290, 30, 14, '#eef3fc') + rect(176, 80, 290, 14, 0, '#eef3fc');
  const shirts = [PALETTE.primary, s.accent, PALETTE.teal, PALETTE.purple];
  for (let i = 0; i < 4; i++) {
    const x = 190 + (i % 2) * 136;
    const y = 104 + Math.floor(i / 2) * 90;
    o += rect(x, y, 126, 80, 8, '#dbe6ff') + person(x + 63, y + 30, 13, shirts[i] ?? s.accent);
    o += rect(x + 6, y + 62, 46, 12, 6, '#fff', ' fill-opacity="0.85"');
  }
  o += card(486, 110, 124, 150, 12);
  let bars = '';
  for (let i = 0; i < 4; i++) bars += `M${510 + i * 24} 240v-${30 + i * 18}`;
  return o + line(bars, s.accent, 14, ' stroke-linecap="butt"') + textBar(504, 126, 70, PALETTE.ink, 7);
};

/** An alliance: two firms' buildings joined by a bridge of fitting pieces. */
const alliance: Draw = (s) => {
  const tower = (x: number, c: string): string => {
    let win = '';
    for (let r = 0; r < 5; r++) for (let k = 0; k < 2; k++) win += `M${x + 14 + k * 30} ${132 + r * 30}h18v16h-18Z`;
    return (
      groundShadow(x + 38, 304, 60) +
      rect(x, 116, 76, 188, 4, '#fff') +
      path(win, s.ink, ' fill-opacity="0.22"') +
      rect(x, 104, 76, 14, 3, c)
    );
  };
  let o = tower(176, s.accent) + tower(528, PALETTE.teal);
  const piece = 'M0 0h26a8 8 0 1 1 16 0h26v26a8 8 0 1 1 0 16v26H0Z';
  o += `<path d="${piece}" transform="translate(270 176)" fill="${s.accent}" stroke="#fff" stroke-width="2"/>`;
  o += `<path d="${piece}" transform="translate(344 176)" fill="#fff"/>`;
  o += `<path d="${piece}" transform="translate(418 176)" fill="${PALETTE.teal}" stroke="#fff" stroke-width="2"/>`;
  return o + line('M252 210h18M486 210h42', '#fff', 4) + badge(390, 110, 30, PALETTE.primary, 'handshake');
};

/** The app market: a storefront of app tiles, one taken down into a company's workspace. */
const marketplace: Draw = (s) => {
  let o = path('M176 96h300l20 34H156Z', s.accent) + rect(176, 130, 300, 170, 6, '#fff', ' fill-opacity="0.92"');
  let stripes = '';
  for (let x = 176; x < 476; x += 40) stripes += `M${x + 20} 96l-4 34h24l4-34Z`;
  o += path(stripes, '#fff', ' fill-opacity="0.45"');
  const colors = [PALETTE.primary, s.accent, PALETTE.teal, PALETTE.purple];
  for (let i = 0; i < 8; i++) {
    const x = 194 + (i % 4) * 70;
    const y = 146 + Math.floor(i / 4) * 74;
    o += rect(x, y, 56, 56, 14, colors[(i + Math.floor(i / 4)) % 4] ?? s.accent, i === 5 ? ' fill-opacity="0.35"' : '');
    o += rect(x + 16, y + 16, 24, 24, 6, '#fff', ' fill-opacity="0.85"');
  }
  o += line('M360 248C420 270 470 250 500 220', '#fff', 3, ' stroke-dasharray="5 6"');
  o +=
    card(500, 150, 110, 110, 14) +
    rect(524, 174, 62, 62, 16, colors[2] ?? s.accent) +
    rect(541, 191, 28, 28, 7, '#fff', ' fill-opacity="0.85"');
  return o + badge(590, 96, 22, GOLD, 'award');
};

/** A ranking: the podium, the company on it, stars round the medal. */
const ranking: Draw = (s) => {
  let o = groundShadow(390, 306, 200);
  for (const [x, h, c] of [
    [230, 90, '#fff'],
    [330, 150, s.accent],
    [430, 70, '#fff'],
  ] as const)
    o += rect(x, 300 - h, 96, h, 6, c, c === '#fff' ? ' fill-opacity="0.75"' : '');
  o +=
    circle(378, 108, 34, GOLD, ' stroke="#fff" stroke-width="4"') +
    path('M378 88l6 13 14 2-10 10 2 14-12-7-12 7 2-14-10-10 14-2Z', '#fff');
  for (const [x, y] of [
    [300, 90],
    [460, 110],
    [520, 70],
  ] as const)
    o += path(`M${x} ${y - 10}l3 7 8 1-6 5 2 8-7-4-7 4 2-8-6-5 8-1Z`, '#fff', ' fill-opacity="0.8"');
  return o + card(540, 150, 80, 110, 10) + textBar(552, 168, 50, PALETTE.ink, 6) + textBar(552, 184, 40, '#d6deec', 6);
};

/** News motifs by the title's words (either language), most specific first. */
const NEWS_MOTIFS: readonly Motif[] = [
  [/报名|registration/i, 'registration', registration],
  [/落幕|closes|wrap/i, 'closing', closing],
  [/论坛|分享|forum/i, 'forum', forum],
  [/亮相|展会|exhibit|booth/i, 'booth', booth],
  [/大会|峰会|summit|conference/i, 'keynote', keynote],
  [/数字员工|digital employee/i, 'launch-employee', employee],
  [/智能体编排|orchestrat/i, 'launch-agents', agents],
  [/大模型|自然语言|LLM|natural language/i, 'generate', generate],
  [/客户成功|customer success/i, 'launch-success', success],
  [/防线|API 安全|API security/i, 'defences', defences],
  [/数据库|database/i, 'db-move', dbMove],
  [/事件驱动|event-driven/i, 'event-bus', eventBus],
  [/模式|选型|pattern/i, 'patterns', patterns],
  [/数据质量|data quality/i, 'quality-rules', qualityRules],
  [/五步法|five steps/i, 'five-steps', fiveSteps],
  [/组件|复用|component/i, 'components', components],
  [/DevOps/i, 'delivery', delivery],
  [/应用市场|app market|marketplace/i, 'marketplace', marketplace],
  [/达成合作|共建|alliance/i, 'alliance', alliance],
  [/再获|入选.*集成|ranked/i, 'ranking', ranking],
  [/直播|live stream/i, 'live', liveStream],
  [/研讨会|webinar/i, 'round-table', roundTable],
  ...NEWS_BASE,
];

/** A launch shows the product it launches, by the first product the title names. */
const LAUNCHED: readonly [RegExp, string][] = [
  [/DeHoop|数据中台|data platform/i, 'dehoop'],
  [/主数据|MDM|master data/i, 'mdm'],
  [/门户|portal/i, 'portal'],
  [/iPaaS|集成|integration/i, 'ipaas'],
  [/aPaaS|低代码|low-code/i, 'apaas'],
];

/** The news motif for a title (a press release when none fits): a launch draws the product it launches. */
export function newsMotif(title: string): { key: string; draw: Draw } {
  const hit = NEWS_MOTIFS.find(([re]) => re.test(title)) ?? PRESS_RELEASE;
  if (hit[1] !== 'launch') return { key: hit[1], draw: hit[2] };
  let product: string | undefined;
  let at = Infinity;
  for (const [re, key] of LAUNCHED) {
    const i = title.search(re);
    if (i >= 0 && i < at) [product, at] = [key, i];
  }
  return product ? { key: `launch-${product}`, draw: launchOf(product) } : { key: 'launch', draw: hit[2] };
}
