// More industry scenes, so that the cases of one industry shown side by side (a solution page's
// three cases, a tag's list) each show their own project: a dealer showroom and a quality gate
// beside the assembly line, a lift being serviced or installed beside one being monitored, a
// securities data centre and a leased machine beside the bank, a sales office and a mall beside
// the building site, and so on. cover-industries.ts says which article gets which.
import { PALETTE, num } from '../svg/kit.ts';
import { ICONS } from './art-icon-set.ts';
import { iconGlyph } from './art-icons.ts';
import { card, circle, groundShadow, line, path, rect, textBar, type Scene } from './cover-kit.ts';

type Draw = (s: Scene) => string;

const DARK = '#14213d';
const GOLD = '#f6c453';
export const wheel = (cx: number, cy: number, r: number): string =>
  circle(cx, cy, r, DARK) + circle(cx, cy, r * 0.4, '#cbd5e1');

/** A line icon in a round badge. */
export const badge = (cx: number, cy: number, r: number, fill: string, id: string): string => {
  const icon = ICONS.find((i) => i.id === id) ?? ICONS[0]!;
  const k = (r * 1.2) / 64;
  return (
    circle(cx, cy, r, fill, ' stroke="#fff" stroke-width="3"') +
    `<g transform="translate(${num(cx - r * 0.6)} ${num(cy - r * 0.6)}) scale(${Math.round(k * 100) / 100})">${iconGlyph(icon, '#fff', '#fff', 4)}</g>`
  );
};

/** The side view of a car, its rear wheel's foot at (x, y). */
const carSide = (x: number, y: number, k: number, s: Scene): string =>
  `<g transform="translate(${num(x - 236 * k)} ${num(y - 262 * k)}) scale(${k})">` +
  path('M236 262l4-26q4-10 16-12l44-4 30-24q8-6 20-6h60q14 0 24 10l24 22 24 6q12 4 12 18v16Z', '#fff') +
  path('M338 200l-26 20h60v-20ZM382 200v20h64l-20-18q-6-2-14-2Z', s.ink, ' fill-opacity="0.3"') +
  wheel(300, 264, 20) +
  wheel(432, 264, 20) +
  '</g>';

/** A card of rows, each a bar with a round status mark; `done` rows are ticked. */
const checklist = (x: number, y: number, w: number, rows: number, done: number, s: Scene): string => {
  let o = card(x, y, w, 34 + rows * 26, 12) + textBar(x + 16, y + 14, w * 0.45, PALETTE.ink, 7);
  for (let i = 0; i < rows; i++) {
    const ry = y + 42 + i * 26;
    const ok = i < done;
    o += circle(x + 24, ry, 8, ok ? PALETTE.teal : '#fff', ok ? '' : ` stroke="${s.accent}" stroke-width="2"`);
    if (ok) o += line(`M${x + 20} ${ry}l3 3 6-6`, '#fff', 2);
    o += textBar(x + 40, ry - 3, w - 60 - (i % 2) * 18, ok ? '#d6deec' : '#9aa8c0', 6);
  }
  return o;
};

// ── automotive ──────────────────────────────────────────────────────────────────────────────────

/** A dealer's showroom: a car behind the glass, the dealer portal beside it. */
export const autoDealer: Draw = (s) => {
  let o = groundShadow(350, 304, 190);
  o += rect(186, 96, 312, 206, 8, '#fff', ' fill-opacity="0.14" stroke="#fff" stroke-opacity="0.6" stroke-width="2"');
  o += rect(186, 96, 312, 38, 8, '#fff') + textBar(206, 111, 96, s.ink, 8) + circle(474, 115, 9, s.accent);
  o += line('M264 134V302M342 134V302M420 134V302', '#fff', 2, ' stroke-opacity="0.4"');
  o += carSide(206, 292, 0.9, s) + rect(196, 294, 292, 8, 4, '#fff', ' fill-opacity="0.85"');
  o += line('M186 96l-16-30M498 96l16-30', '#fff', 2) + path('M170 66l18 4-10 12ZM514 66l-18 4 10 12Z', s.accent);
  return o + s.panel(512, 150, 112, 104);
};

/** Quality planning for a new part: the part under the magnifier, the APQP gates ticked off. */
export const autoQuality: Draw = (s) => {
  let o =
    groundShadow(300, 300, 120) +
    circle(300, 188, 92, '#fff') +
    circle(300, 188, 92, 'none', ` stroke="${s.ink}" stroke-opacity="0.15" stroke-width="10"`);
  o +=
    circle(300, 188, 34, '#dbe6ff') +
    circle(300, 188, 12, '#fff', ` stroke="${s.ink}" stroke-opacity="0.3" stroke-width="2"`);
  for (let i = 0; i < 5; i++) {
    const a = (i * Math.PI * 2) / 5 - Math.PI / 2;
    o += circle(300 + Math.cos(a) * 22, 188 + Math.sin(a) * 22, 4, s.ink, ' fill-opacity="0.4"');
  }
  let slots = '';
  for (let i = 0; i < 12; i++) {
    const a = (i * Math.PI * 2) / 12;
    slots += `M${num(300 + Math.cos(a) * 52)} ${num(188 + Math.sin(a) * 52)}L${num(300 + Math.cos(a) * 80)} ${num(188 + Math.sin(a) * 80)}`;
  }
  o += line(slots, s.ink, 5, ' stroke-opacity="0.16"');
  o += path('M344 106a96 96 0 0 1 46 54l-30 10a64 64 0 0 0-32-36Z', s.accent);
  o +=
    circle(388, 262, 36, '#fff', ' fill-opacity="0.25" stroke="#fff" stroke-width="8"') +
    line('M414 288l30 30', '#fff', 12);
  return o + checklist(452, 70, 160, 5, 3, s);
};

// ── lifts ───────────────────────────────────────────────────────────────────────────────────────

/** A service call: the lift's doors, a warning sign, the engineer and the work order on time. */
export const liftService: Draw = (s) => {
  let o = groundShadow(360, 306, 170) + rect(290, 64, 176, 242, 6, '#fff', ' fill-opacity="0.92"');
  o += rect(350, 72, 56, 18, 4, DARK) + path('M370 86l8-10 8 10Z', s.accent);
  o += rect(306, 100, 70, 206, 2, '#dbe6ff') + rect(380, 100, 70, 206, 2, '#dbe6ff');
  o += line('M376 100v206M380 100v206', s.ink, 1.5, ' stroke-opacity="0.4"');
  o +=
    path('M200 304l34-100 34 100Z', GOLD, ' stroke="#fff" stroke-width="3"') + line('M234 236v30M234 280v2', DARK, 6);
  // the engineer: helmet, face, overalls, toolbox
  o += path('M522 132a30 30 0 0 1 60 0v6h-60Z', s.accent) + circle(552, 154, 20, '#f2c9a0');
  o +=
    path('M516 250v-52q0-22 22-22h28q22 0 22 22v52Z', PALETTE.primary) +
    rect(540, 186, 24, 30, 4, '#fff', ' fill-opacity="0.3"');
  o += rect(496, 262, 74, 40, 6, '#e11d48') + rect(522, 252, 22, 12, 4, 'none', ' stroke="#e11d48" stroke-width="4"');
  return o + badge(590, 260, 26, PALETTE.teal, 'clock') + s.panel(160, 60, 120, 96);
};

/** An installation site: the shaft in a building under construction, a cab lifted in, the plan. */
export const liftInstall: Draw = (s) => {
  let o = rect(
    200,
    86,
    200,
    220,
    4,
    '#fff',
    ' fill-opacity="0.12" stroke="#fff" stroke-opacity="0.6" stroke-width="2" stroke-dasharray="8 6"',
  );
  o += rect(272, 86, 56, 220, 0, '#061a4a', ' fill-opacity="0.28"');
  let floors = '';
  for (let y = 130; y < 306; y += 44) floors += `M200 ${y}h72M328 ${y}h72`;
  o += line(floors, '#fff', 3, ' stroke-opacity="0.7"');
  let scaffold = 'M170 306V110M190 306V110';
  for (let y = 130; y < 306; y += 44) scaffold += `M170 ${y}h20M170 ${y}l20 44`;
  o += line(scaffold, GOLD, 3);
  o += line('M250 54H440M300 54v44', '#fff', 5) + line('M440 54v-14', '#fff', 5) + rect(280, 98, 40, 14, 3, s.accent);
  o +=
    line('M300 112v44', '#fff', 1.5) +
    rect(282, 156, 36, 34, 3, '#fff') +
    line('M300 160v26', s.ink, 1.5, ' stroke-opacity="0.4"');
  o += card(424, 108, 188, 150, 12) + textBar(440, 124, 70, PALETTE.ink, 7);
  const colors = [PALETTE.teal, PALETTE.teal, s.accent, PALETTE.primary, PALETTE.purple];
  for (let i = 0; i < 5; i++) {
    o += rect(440 + i * 22, 146 + i * 20, 56 + (i % 2) * 18, 12, 6, colors[i] ?? s.accent);
  }
  return o + path('M592 142l8 8-8 8-8-8Z', s.accent) + line('M592 158v86', s.accent, 1.5, ' stroke-dasharray="3 4"');
};

/** Remote monitoring: a lift reporting over the air, an alarm raised before anyone calls. */
export const liftSignal = (): string =>
  line('M420 46V26', '#fff', 3) +
  line('M404 20a22 22 0 0 1 32 0M394 10a36 36 0 0 1 52 0', '#fff', 3, ' stroke-opacity="0.8"') +
  badge(566, 92, 26, '#e11d48', 'bell');

// ── finance ─────────────────────────────────────────────────────────────────────────────────────

/** One employee portal: the bank's own building small, its systems as tiles behind one key. */
export const financePortal: Draw = (s) => {
  let o = path('M172 168L226 138L280 168Z', '#fff') + rect(172, 168, 108, 8, 2, '#fff');
  for (let i = 0; i < 4; i++) o += rect(180 + i * 26, 180, 12, 74, 2, '#fff', ' fill-opacity="0.85"');
  o += rect(166, 256, 120, 10, 2, '#fff') + groundShadow(226, 272, 70);
  o += card(310, 70, 300, 230, 14) + rect(310, 70, 300, 34, 14, '#eef3fc') + rect(310, 90, 300, 14, 0, '#eef3fc');
  o += circle(586, 87, 9, s.accent) + textBar(330, 84, 90, PALETTE.ink, 7);
  const colors = [PALETTE.primary, s.accent, PALETTE.teal, PALETTE.purple];
  for (let i = 0; i < 9; i++) {
    const x = 328 + (i % 3) * 92;
    const y = 118 + Math.floor(i / 3) * 58;
    o +=
      rect(x, y, 80, 48, 8, '#f4f7fd') +
      rect(x + 10, y + 10, 20, 20, 6, colors[i % 4] ?? s.accent) +
      textBar(x + 38, y + 17, 30, '#c9d5ea', 6);
  }
  return o + line('M280 210h30', '#fff', 3, ' stroke-dasharray="4 5"') + badge(310, 210, 22, s.accent, 'key');
};

/** A securities firm on a domestic stack: its racks on domestic chips, the market on screen. */
export const financeSecurities: Draw = (s) => {
  let o = groundShadow(264, 306, 90) + rect(200, 70, 130, 234, 8, '#0f1c3f', ' fill-opacity="0.9"');
  for (let i = 0; i < 6; i++) {
    const y = 84 + i * 36;
    o +=
      rect(212, y, 106, 26, 4, '#fff', ' fill-opacity="0.9"') + circle(226, y + 13, 4, i % 2 ? PALETTE.teal : s.accent);
    o += textBar(240, y + 10, 50, '#c9d5ea', 6);
  }
  o += badge(330, 78, 24, s.accent, 'chip');
  o += card(360, 96, 250, 190, 12) + textBar(378, 112, 80, PALETTE.ink, 7);
  let up = '';
  let down = '';
  let wick = '';
  let level = 230;
  for (let i = 0; i < 8; i++) {
    const x = 390 + i * 27;
    const next = level - 22 + s.rand() * 30;
    const top = Math.min(level, next);
    const h = Math.max(8, Math.abs(level - next));
    wick += `M${x} ${num(top - 10)}v${num(h + 20)}`;
    if (next < level) up += `M${x} ${num(top)}v${num(h)}`;
    else down += `M${x} ${num(top)}v${num(h)}`;
    level = next;
  }
  o +=
    line(wick, '#9aa8c0', 2) +
    line(up, PALETTE.teal, 12, ' stroke-linecap="butt"') +
    line(down, '#e11d48', 12, ' stroke-linecap="butt"');
  return o;
};

/** A leasing deal: the leased excavator, the contract and its approval stamp. */
export const financeLeasing: Draw = (s) => {
  let o = groundShadow(300, 300, 130) + rect(196, 262, 196, 30, 15, DARK);
  for (let x = 212; x < 392; x += 28) o += circle(x, 277, 7, '#cbd5e1');
  o += rect(226, 190, 112, 72, 8, GOLD) + rect(286, 200, 42, 34, 4, '#fff', ' fill-opacity="0.85"');
  o += line('M334 222L410 140', GOLD, 16) + line('M410 140L452 214', GOLD, 12);
  o += path('M440 206l26 4-4 30-30-8Z', DARK) + circle(410, 140, 8, DARK);
  o += card(470, 64, 140, 176, 10);
  for (let i = 0; i < 5; i++)
    o += textBar(488, 84 + i * 18, i === 0 ? 80 : 100 - (i % 2) * 24, i === 0 ? PALETTE.ink : '#d6deec', 6);
  o +=
    circle(566, 196, 28, 'none', ` stroke="${s.accent}" stroke-width="4"`) + line('M552 196l10 10 18-20', s.accent, 4);
  return o + line('M488 196h44', '#c9d5ea', 2);
};

// ── real estate ─────────────────────────────────────────────────────────────────────────────────

/** A sales office: the show home, its sign, the spend and the signed contract. */
export const estateSales: Draw = (s) => {
  let o = groundShadow(320, 304, 150) + path('M206 176L318 104L430 176Z', '#fff');
  o +=
    rect(226, 176, 184, 128, 4, '#fff', ' fill-opacity="0.9"') +
    rect(298, 236, 40, 68, 3, s.ink, ' fill-opacity="0.3"');
  o +=
    rect(244, 196, 38, 30, 3, s.ink, ' fill-opacity="0.22"') + rect(354, 196, 38, 30, 3, s.ink, ' fill-opacity="0.22"');
  o += line('M450 304v-86', '#fff', 4) + rect(430, 196, 80, 44, 6, s.accent) + textBar(442, 214, 54, '#fff', 7);
  for (let i = 0; i < 4; i++)
    o += `<ellipse cx="566" cy="${296 - i * 12}" rx="30" ry="9" fill="${GOLD}" stroke="#d9a441" stroke-width="2"/>`;
  o += card(480, 60, 130, 110, 10);
  for (let i = 0; i < 3; i++) o += textBar(496, 80 + i * 18, 96 - i * 14, '#d6deec', 6);
  return o + line('M496 148c10-14 18 8 28-4s14 6 24-2', s.ink, 2.5);
};

/** A shopping mall: two floors of shops under striped awnings, the leasing contract beside. */
export const estateMall: Draw = (s) => {
  let o =
    groundShadow(350, 306, 200) +
    rect(170, 92, 360, 22, 4, '#fff') +
    rect(180, 114, 340, 192, 2, '#fff', ' fill-opacity="0.9"');
  o += rect(300, 96, 100, 14, 4, s.accent);
  const colors = [s.accent, PALETTE.primary, PALETTE.teal, PALETTE.purple];
  for (let floor = 0; floor < 2; floor++) {
    for (let i = 0; i < 4; i++) {
      const x = 192 + i * 82;
      const y = 130 + floor * 88;
      o += rect(x, y + 18, 70, 58, 3, s.ink, ' fill-opacity="0.2"');
      let scallop = `M${x} ${y}h70v14`;
      for (let k = 0; k < 5; k++) scallop += `a7 7 0 0 1-14 0`;
      o += path(`${scallop}Z`, colors[(i + floor) % 4] ?? s.accent);
    }
  }
  o += line('M190 306h320', '#fff', 4) + card(540, 140, 80, 110, 10);
  for (let i = 0; i < 3; i++) o += textBar(552, 158 + i * 16, 56 - i * 10, '#d6deec', 6);
  return o + circle(580, 226, 14, PALETTE.teal) + line('M573 226l5 5 9-10', '#fff', 2.5);
};

/** Residents' service: the housing block, a repair request and its work order closed. */
export const estateService: Draw = (s) => {
  const id = `${s.uid}r`;
  let o = `<defs><pattern id="${id}" width="24" height="28" patternUnits="userSpaceOnUse"><rect x="6" y="8" width="12" height="14" fill="${s.ink}" fill-opacity="0.22"/></pattern></defs>`;
  o += groundShadow(290, 306, 110) + rect(220, 80, 140, 226, 4, '#fff') + rect(226, 90, 128, 200, 0, `url(#${id})`);
  o += rect(274, 270, 32, 36, 3, s.ink, ' fill-opacity="0.3"') + badge(356, 96, 26, s.accent, 'wrench');
  o += card(400, 110, 210, 160, 12) + textBar(418, 126, 90, PALETTE.ink, 7);
  for (let i = 0; i < 3; i++) {
    const y = 150 + i * 36;
    o +=
      circle(428, y + 8, 10, i < 2 ? PALETTE.teal : s.accent) +
      textBar(446, y + 2, 100, '#c9d5ea', 6) +
      textBar(446, y + 12, 60, '#e3e9f5', 5);
    o += rect(560, y, 36, 16, 8, i < 2 ? PALETTE.teal : s.accent, ' fill-opacity="0.25"');
  }
  return o;
};

// ── equipment ───────────────────────────────────────────────────────────────────────────────────

/** Material master data: a rack of labelled bins, codes merged from many to few. */
export const equipmentMaterials: Draw = (s) => {
  let o = groundShadow(320, 306, 150) + line('M190 306V80M450 306V80M190 150h260M190 228h260M190 304h260', '#fff', 5);
  for (let row = 0; row < 3; row++)
    for (let i = 0; i < 4; i++) {
      const x = 198 + i * 63;
      const y = 104 + row * 78;
      o += rect(x, y, 54, 44, 4, row === 1 && i === 2 ? s.accent : '#f6d8a8', ' stroke="#d9a441" stroke-width="1.5"');
      o +=
        rect(x + 12, y + 12, 30, 16, 2, '#fff') +
        line(`M${x + 16} ${y + 15}v10M${x + 21} ${y + 15}v10M${x + 27} ${y + 15}v10M${x + 33} ${y + 15}v10`, DARK, 1.5);
    }
  o += card(476, 90, 136, 170, 12);
  let many = '';
  for (let i = 0; i < 6; i++) many += `M494 ${112 + i * 14}h${50 + (i % 3) * 14}`;
  o += line(many, '#d6deec', 6) + path('M530 204l14 16 14-16Z', s.accent);
  return o + line('M494 238h100', PALETTE.teal, 8);
};

/** Quality data end to end: a welded beam under inspection, the issue closed in a loop. */
export const equipmentQuality: Draw = (s) => {
  let o = `<ellipse cx="330" cy="190" rx="150" ry="110" fill="none" stroke="#fff" stroke-opacity="0.5" stroke-width="3" stroke-dasharray="10 8"/>`;
  o += path('M470 166l10 24 16-20Z', '#fff') + path('M190 214l-10-24-16 20Z', '#fff');
  o += groundShadow(330, 262, 110) + path('M230 150h200v24h-84v48h84v24H230v-24h84v-48h-84Z', '#fff');
  o += line('M314 174v48M346 174v48', s.accent, 3, ' stroke-dasharray="3 4"');
  o +=
    circle(364, 204, 30, '#fff', ' fill-opacity="0.25" stroke="#fff" stroke-width="7"') +
    line('M386 226l24 24', '#fff', 10);
  const steps: [number, number, string, string][] = [
    [330, 80, '#e11d48', 'alert'],
    [480, 190, PALETTE.primary, 'search'],
    [330, 300, PALETTE.teal, 'check'],
    [180, 190, s.accent, 'wrench'],
  ];
  for (const [x, y, c, id] of steps) o += badge(x, y, 22, c, id);
  return o + s.panel(508, 60, 116, 90);
};

/** Design to manufacturing: the 3D model, the change sent on, the plant that builds it. */
export const equipmentChange: Draw = (s) => {
  let o = card(176, 90, 170, 180, 12) + textBar(192, 106, 70, PALETTE.ink, 7);
  o += path(
    'M260 140l50 24v56l-50 24-50-24v-56Z',
    '#dbe6ff',
    ` stroke="${s.ink}" stroke-opacity="0.4" stroke-width="2"`,
  );
  o += line('M210 164l50 24 50-24M260 188v56', s.ink, 2, ' stroke-opacity="0.4"');
  o += line('M360 180H440', '#fff', 3, ' stroke-dasharray="6 6"') + badge(400, 180, 24, s.accent, 'swap');
  o += groundShadow(530, 300, 90) + path('M458 296V208l34-20v20l34-20v20l34-20v-60h26v176Z', '#fff');
  o += path('M472 240h20v20h-20ZM508 240h20v20h-20ZM544 240h20v20h-20Z', s.ink, ' fill-opacity="0.25"');
  return (
    o + line('M573 116v-14', '#fff', 4, ' stroke-opacity="0.6"') + circle(573, 96, 8, '#fff', ' fill-opacity="0.5"')
  );
};

// ── pharma and labs ─────────────────────────────────────────────────────────────────────────────

/** A biopharma lab: the microscope, a rack of samples, the test report. */
export const pharmaLab: Draw = (s) => {
  let o = groundShadow(300, 304, 120) + rect(226, 288, 150, 14, 6, '#fff');
  o +=
    line('M300 288v-20M270 268h60', '#fff', 10) +
    line('M318 262L270 130', '#fff', 18) +
    rect(250, 112, 40, 26, 6, s.accent, ' transform="rotate(-20 270 125)"');
  o +=
    line('M290 200h48', '#fff', 8) +
    circle(338, 200, 8, '#fff') +
    line('M240 216a60 60 0 0 0 60 60', '#fff', 10, ' stroke-opacity="0.55"');
  o += rect(388, 240, 120, 14, 3, '#fff');
  const colors = [s.accent, PALETTE.teal, PALETTE.purple, '#f87171', PALETTE.primary];
  for (let i = 0; i < 5; i++) {
    const x = 396 + i * 22;
    o += rect(x, 182, 14, 62, 7, '#fff', ' fill-opacity="0.9"') + rect(x + 2, 212, 10, 30, 5, colors[i] ?? s.accent);
  }
  return o + s.panel(440, 56, 170, 110);
};

/** A chemical QC lab: flasks on the bench and the batch's certificate. */
export const pharmaChemical: Draw = (s) => {
  let o = groundShadow(320, 304, 160) + rect(190, 292, 270, 12, 5, '#fff');
  o += path('M226 170h40v34l44 80q4 8-6 8H188q-10 0-6-8l44-80Z', '#fff', ' fill-opacity="0.92"');
  o += path('M204 250h84l20 36q2 6-4 6H188q-6 0-4-6Z', s.accent, ' fill-opacity="0.85"');
  o += rect(220, 160, 52, 12, 4, '#fff');
  o += circle(380, 236, 50, '#fff', ' fill-opacity="0.92"') + rect(368, 130, 24, 66, 4, '#fff', ' fill-opacity="0.92"');
  o += path('M332 246a48 48 0 0 0 96 0Z', PALETTE.teal, ' fill-opacity="0.85"');
  o += circle(360, 222, 5, '#fff', ' fill-opacity="0.7"') + circle(392, 210, 7, '#fff', ' fill-opacity="0.6"');
  return o + checklist(462, 62, 150, 4, 4, s);
};

/** GMP quality: a deviation raised, the change made, CAPA closed, in a loop round the product. */
export const pharmaGmp: Draw = (s) => {
  let o = `<circle cx="330" cy="188" r="104" fill="none" stroke="#fff" stroke-opacity="0.55" stroke-width="4" stroke-dasharray="12 10"/>`;
  o += `<g transform="rotate(-30 330 188)">${path('M280 164H330V212H280A24 24 0 0 1 280 164Z', '#fff')}${path('M330 164H380A24 24 0 0 1 380 212H330Z', s.accent)}</g>`;
  o +=
    badge(330, 84, 26, '#e11d48', 'alert') +
    badge(420, 240, 26, PALETTE.primary, 'swap') +
    badge(240, 240, 26, PALETTE.teal, 'check');
  return o + s.panel(470, 70, 146, 110) + checklist(470, 196, 146, 2, 2, s);
};

/** A pharmaceutical plant's line: bottles on the conveyor passing a quality gate. */
export const pharmaPlant: Draw = (s) => {
  let o = rect(170, 262, 440, 14, 7, '#fff', ' fill-opacity="0.35"');
  for (let x = 186; x < 610; x += 30) o += circle(x, 269, 4, '#fff', ' fill-opacity="0.7"');
  for (let i = 0; i < 6; i++) {
    const x = 186 + i * 70;
    o += rect(x + 8, 206, 28, 12, 3, i === 3 ? PALETTE.teal : s.accent) + rect(x, 216, 44, 46, 8, '#fff');
    o += rect(x, 230, 44, 18, 0, s.ink, ' fill-opacity="0.16"');
  }
  o +=
    rect(380, 120, 70, 140, 10, '#fff', ' fill-opacity="0.2" stroke="#fff" stroke-width="3"') +
    badge(415, 120, 26, PALETTE.teal, 'shield');
  return o + s.panel(176, 56, 150, 110);
};

// ── parks, people ───────────────────────────────────────────────────────────────────────────────

/** Several parks run as one: their sites on a map, each request answered from one desk. */
export const parkNetwork: Draw = (s) => {
  let o = path('M170 260L300 210L470 236L610 190L610 310L170 310Z', '#fff', ' fill-opacity="0.14"');
  const sites: [number, number][] = [
    [220, 236],
    [330, 200],
    [440, 250],
    [560, 214],
  ];
  o += line(
    `M${sites.map(([x, y]) => `${x} ${y}`).join('L')}`,
    '#fff',
    2.5,
    ' stroke-dasharray="6 6" stroke-opacity="0.8"',
  );
  for (const [x, y] of sites) {
    o += rect(x - 26, y - 30, 20, 40, 2, '#fff') + rect(x - 2, y - 46, 24, 56, 2, '#fff', ' fill-opacity="0.85"');
    o +=
      path(`M${x + 10} ${y - 84}c-9 0-16 7-16 16 0 12 16 24 16 24s16-12 16-24c0-9-7-16-16-16Z`, s.accent) +
      circle(x + 10, y - 68, 5, '#fff');
  }
  return (
    o +
    card(230, 52, 230, 64, 12) +
    badge(262, 84, 20, PALETTE.teal, 'headset') +
    textBar(292, 72, 120, PALETTE.ink, 7) +
    textBar(292, 88, 80, '#c9d5ea', 6)
  );
};

/** Frontline shifts: the roster of the week, workers in hard hats, pay by the piece. */
export const peopleShifts: Draw = (s) => {
  let o = card(180, 70, 260, 220, 12) + textBar(198, 88, 90, PALETTE.ink, 7);
  const colors = [s.accent, PALETTE.teal, PALETTE.primary, '#e3e9f5'];
  for (let row = 0; row < 5; row++) {
    o += circle(206, 128 + row * 34, 10, '#e8efff');
    for (let d = 0; d < 7; d++) {
      const c = colors[Math.floor(s.rand() * colors.length)] ?? s.accent;
      o += rect(226 + d * 29, 118 + row * 34, 24, 20, 5, c);
    }
  }
  for (const [x, y, c] of [
    [500, 170, s.accent],
    [566, 190, PALETTE.primary],
  ] as const) {
    o += path(`M${x - 22} ${y}a22 22 0 0 1 44 0v4h-44Z`, GOLD) + circle(x, y + 22, 16, '#f2c9a0');
    o += path(`M${x - 28} ${y + 98}v-40q0-18 18-18h20q18 0 18 18v40Z`, c);
  }
  return o + badge(600, 110, 24, GOLD, 'coin');
};

// ── data, connected plants ──────────────────────────────────────────────────────────────────────

/** Parts master data: a wheel, a gear and a piston each become one clean record in the table. */
export const dataParts: Draw = (s) => {
  let o = wheel(220, 110, 30) + path(gearShape(220, 196, 30, 22, 10), '#fff') + circle(220, 196, 9, s.accent);
  o += rect(204, 250, 32, 40, 6, '#fff') + rect(198, 244, 44, 12, 4, '#cbd5e1') + line('M220 290v14', '#fff', 6);
  o += line(
    'M262 110C300 110 300 180 330 180M262 196H330M248 270C300 270 300 210 330 210',
    '#fff',
    2.5,
    ' stroke-dasharray="5 6"',
  );
  o += card(330, 80, 280, 210, 14) + rect(330, 80, 280, 36, 14, '#eef3fc') + rect(330, 100, 280, 16, 0, '#eef3fc');
  for (let i = 0; i < 5; i++) {
    const y = 132 + i * 30;
    o += textBar(348, y, 70, PALETTE.ink, 7) + textBar(432, y, 90, '#c9d5ea', 7);
    o += rect(540, y - 4, 52, 16, 8, i === 1 ? s.accent : PALETTE.teal, ' fill-opacity="0.3"');
  }
  return o;
};

/** Equipment effectiveness: a machine with its OEE gauge climbing, a maintenance check done. */
export const iiotOee: Draw = (s) => {
  let o =
    groundShadow(290, 304, 120) +
    rect(200, 170, 180, 130, 10, '#fff') +
    rect(216, 186, 96, 66, 6, s.ink, ' fill-opacity="0.2"');
  o += rect(326, 186, 40, 96, 6, '#e8efff') + circle(346, 206, 8, PALETTE.teal) + circle(346, 230, 8, s.accent);
  o +=
    path('M238 252h52l-8 18h-36Z', '#fff', ' fill-opacity="0.8"') +
    rect(190, 296, 200, 10, 4, '#fff', ' fill-opacity="0.85"');
  o += path('M420 250a90 90 0 0 1 180 0', 'none', ' stroke="#fff" stroke-opacity="0.3" stroke-width="22"');
  o += path('M420 250a90 90 0 0 1 160-56', 'none', ` stroke="${PALETTE.teal}" stroke-width="22"`);
  o += line('M510 250L566 196', '#fff', 7) + circle(510, 250, 12, '#fff');
  return o + badge(250, 120, 26, s.accent, 'wrench') + line('M276 120h40', '#fff', 2, ' stroke-dasharray="4 5"');
};

/** Traceability: battery cells, each coded, traced back along the line to where they were made. */
export const iiotTrace: Draw = (s) => {
  let o = '';
  for (let i = 0; i < 4; i++) {
    const x = 190 + i * 56;
    o += rect(x, 170, 40, 110, 8, '#fff') + rect(x + 12, 160, 16, 12, 3, '#cbd5e1');
    o +=
      rect(x + 6, 190, 28, 28, 3, s.ink, ' fill-opacity="0.85"') +
      rect(x + 11, 195, 8, 8, 1, '#fff') +
      rect(x + 22, 206, 7, 7, 1, '#fff');
    o += rect(x + 6, 236, 28, 34, 4, i === 2 ? s.accent : PALETTE.teal, ' fill-opacity="0.85"');
  }
  o += line('M322 150C322 100 420 120 440 90M440 90H600', '#fff', 3, ' stroke-dasharray="6 6"');
  for (const [x, id] of [
    [460, 'factory'],
    [520, 'box'],
    [580, 'truck'],
  ] as const)
    o += badge(x, 90, 22, PALETTE.primary, id);
  return o + badge(322, 150, 18, s.accent, 'search') + s.panel(430, 150, 180, 120);
};

export function gearShape(cx: number, cy: number, ro: number, ri: number, teeth: number): string {
  const pts: string[] = [];
  for (let i = 0; i < teeth * 4; i++) {
    const a = (i * Math.PI * 2) / (teeth * 4);
    const r = i % 4 < 2 ? ro : ri;
    pts.push(`${num(cx + r * Math.cos(a))} ${num(cy + r * Math.sin(a))}`);
  }
  return `M${pts.join('L')}Z`;
}
