// What a solution's hero draws on its right: its industry at work, without words, in the light
// style of the product heroes (art-hero-products.ts). A car on the assembly line under a robot
// arm, a lift in its shaft, a machine tool, a bank, a connected factory, medicines, towers under a
// crane, a service van, an org chart, lab glassware, a lorry at the warehouse, a project plan, a
// park with its gate, and for the home's stories wind turbines and a packing line. Each drawing's
// main object stands in x 1480–1880 (clear of the title's veil at every width), a status card may
// reach left to 1420. A hero name picks its drawing by the name parts each lists, as products do;
// a home story (hero-story-{customer}) by the words of its industry (story-art.ts).
import { PALETTE, num } from '../svg/kit.ts';
import { BAR, INK, SOFT, badge, bar, circle, color, panel, rect, stroke } from './art-hero-kit.ts';
import { gearShape } from './cover-industry-variants.ts';

type Rand = () => number;
type Draw = (rand: Rand) => string;

const DARK = '#14213d';
const GLASS = '#eef4ff';

const wheel = (cx: number, cy: number, r: number): string =>
  circle(cx, cy, r, DARK) + circle(cx, cy, r * 0.45, '#cbd5e1') + circle(cx, cy, r * 0.15, DARK);

/** A small white card: a badge with a line icon, two bars of text and a coloured figure. */
const statusCard = (x: number, y: number, id: string, c: string, rand: Rand): string =>
  panel(x, y, 168, 74, 12) +
  badge(x + 32, y + 37, 20, c, id) +
  bar(x + 62, y + 24, 56 + Math.round(rand() * 30), INK, 8) +
  bar(x + 62, y + 42, 44) +
  rect(x + 124, y + 40, 30, 12, 6, c, ' fill-opacity="0.85"');

/** A floor shadow under an object. */
const floor = (cx: number, cy: number, rx: number): string =>
  `<ellipse cx="${num(cx)}" cy="${num(cy)}" rx="${num(rx)}" ry="${num(rx * 0.12)}" fill="${INK}" fill-opacity="0.08"/>`;

/** Automotive: a car body on the line, a robot arm welding it, the line's status. */
const automobile: Draw = (rand) => {
  let o = floor(1680, 330, 220) + rect(1470, 300, 400, 16, 8, BAR);
  for (let x = 1486; x < 1860; x += 30) o += circle(x, 308, 4, '#fff');
  o += `<path d="M1520 292l8-30q4-10 18-12l46-4 40-34q10-8 24-8h70q16 0 28 10l34 30 30 6q14 4 14 20v22Z" fill="#fff" stroke="${SOFT}" stroke-width="2"/>`;
  o += `<path d="M1640 220l-30 26h56v-26ZM1680 220v26h62l-26-22q-6-4-14-4Z" fill="${GLASS}" stroke="${SOFT}"/>`;
  o += stroke('M1534 268H1816', PALETTE.primary, 4);
  o += wheel(1580, 292, 24) + wheel(1770, 292, 24);
  // the robot arm, its tip at the body
  o += rect(1826, 270, 44, 30, 6, INK);
  o += stroke('M1848 270L1826 170', INK, 18) + stroke('M1826 170L1760 150', INK, 12);
  o += circle(1826, 170, 12, PALETTE.primary) + circle(1848, 270, 10, PALETTE.primary);
  o += stroke('M1760 150l-10 26M1760 150l14 22', INK, 5);
  o += circle(1752, 196, 7, PALETTE.orange) + circle(1752, 196, 16, PALETTE.orange, ' fill-opacity="0.25"');
  return o + statusCard(1440, 80, 'check', PALETTE.teal, rand);
};

/** Elevators: a shaft through six floors, the car between them, the call panel and a service badge. */
const elevator: Draw = (rand) => {
  let o = panel(1620, 40, 150, 350, 10);
  let lines = '';
  for (let f = 1; f < 6; f++) lines += `M1620 ${40 + f * 58}h150`;
  o += stroke(lines, SOFT, 2);
  o += rect(1672, 40, 46, 350, 0, GLASS);
  const car = 40 + (1 + Math.floor(rand() * 3)) * 58;
  o += stroke(`M1695 40V${car + 4}`, BAR, 2);
  o += rect(1674, car + 4, 42, 50, 4, PALETTE.primary) + stroke(`M1695 ${car + 10}v38`, '#fff', 2);
  for (let f = 0; f < 6; f++) {
    const y = 40 + f * 58;
    o += rect(1636, y + 18, 22, 24, 4, f === (car - 40) / 58 ? PALETTE.orange : SOFT);
    o += rect(1734, y + 18, 22, 24, 4, SOFT);
  }
  // the call panel with up and down
  o += panel(1510, 140, 80, 150, 14);
  o += circle(1550, 190, 20, PALETTE.primary) + `<path d="M1550 180l10 14h-20Z" fill="#fff"/>`;
  o += circle(1550, 246, 20, SOFT) + `<path d="M1550 256l10-14h-20Z" fill="${INK}"/>`;
  o += badge(1830, 120, 30, PALETTE.orange, 'wrench');
  o += panel(1790, 200, 90, 120, 12) + bar(1806, 222, 58, INK) + bar(1806, 242, 40);
  o += stroke('M1806 300l14-20 14 10 14-26 14 8', PALETTE.teal, 3);
  return o;
};

/** Equipment manufacturing: a machine tool with its spindle over the work, its screen, a gear. */
const equipment: Draw = (rand) => {
  let o = `<path d="${gearShape(1810, 110, 58, 46, 10)}" fill="${SOFT}"/>` + circle(1810, 110, 22, '#fff');
  o += floor(1670, 350, 200) + panel(1500, 140, 300, 200, 16);
  o += rect(1520, 164, 180, 150, 10, GLASS, ` stroke="${SOFT}" stroke-width="2"`);
  o += rect(1594, 164, 32, 56, 4, INK) + `<path d="M1602 220h16l-8 22Z" fill="${PALETTE.orange}"/>`;
  o += rect(1560, 270, 110, 26, 4, PALETTE.primary) + rect(1590, 252, 50, 18, 3, BAR);
  o += stroke('M1610 244l-6-8M1620 244l6-8', PALETTE.orange, 3);
  // control panel
  o += rect(1716, 164, 68, 50, 8, INK) + stroke('M1724 200l12-12 10 8 14-18 12 6', PALETTE.teal, 3);
  for (let i = 0; i < 6; i++) o += circle(1730 + (i % 3) * 20, 232 + Math.floor(i / 3) * 20, 6, color(i));
  o += rect(1516, 340, 268, 12, 4, BAR);
  return o + statusCard(1430, 60, 'gear', PALETTE.primary, rand);
};

/** Finance: a bank with its columns, coins and a rising chart. */
const finance: Draw = (rand) => {
  let o = floor(1640, 356, 190);
  o += `<path d="M1500 156L1640 86L1780 156Z" fill="#fff" stroke="${SOFT}" stroke-width="2"/>`;
  o += circle(1640, 130, 14, PALETTE.primary) + rect(1500, 156, 280, 16, 3, INK);
  for (let i = 0; i < 5; i++) o += rect(1518 + i * 56, 180, 26, 130, 4, '#fff', ` stroke="${SOFT}" stroke-width="2"`);
  o += rect(1490, 314, 300, 16, 3, INK) + rect(1476, 330, 328, 18, 3, PALETTE.primary);
  // coins
  for (let i = 0; i < 4; i++)
    o += `<ellipse cx="1830" cy="${340 - i * 16}" rx="34" ry="12" fill="#f6c453" stroke="#d9a441" stroke-width="2"/>`;
  o += panel(1780, 60, 100, 110, 12) + bar(1794, 78, 50, INK);
  o += stroke('M1794 150l18-16 16 8 18-24 20-12', PALETTE.teal, 3);
  return o + circle(1866, 106, 5, PALETTE.teal) + statusCard(1420, 200, 'shield', PALETTE.purple, rand);
};

/** Industrial IoT: a factory whose machines send their signals up to the dashboard. */
const iiot: Draw = (rand) => {
  let o = floor(1660, 350, 210);
  o += `<path d="M1480 340V220l60-36v36l60-36v36l60-36v36h140v120Z" fill="#fff" stroke="${SOFT}" stroke-width="2"/>`;
  o += rect(1690, 150, 30, 70, 4, BAR) + rect(1682, 150, 46, 12, 3, BAR);
  for (let i = 0; i < 4; i++) o += rect(1500 + i * 70, 260, 46, 40, 6, i === 1 ? PALETTE.orange : GLASS);
  // sensors and their signals
  for (const [x, y] of [
    [1523, 252],
    [1663, 252],
  ] as const) {
    o += circle(x, y, 7, PALETTE.primary);
    o += stroke(
      `M${x - 14} ${y - 14}a20 20 0 0 1 28 0M${x - 24} ${y - 24}a34 34 0 0 1 48 0`,
      PALETTE.primary,
      3,
      ' stroke-opacity="0.6"',
    );
  }
  o += stroke(
    'M1523 214C1540 120 1620 90 1690 90M1663 214C1670 160 1690 120 1700 100',
    PALETTE.mist,
    2,
    ' stroke-dasharray="4 6"',
  );
  o += panel(1690, 50, 180, 80, 12) + bar(1706, 66, 60, INK);
  let bars = '';
  [18, 30, 24, 38, 44].forEach((h, i) => (bars += `M${1712 + i * 18} 118v-${h}`));
  o +=
    stroke(bars, '#b9cdfd', 10, ' stroke-linecap="butt"') +
    circle(1836, 96, 18, PALETTE.teal) +
    stroke('M1828 96l6 6 10-12', '#fff', 3);
  return o + statusCard(1712, 266, 'gauge', PALETTE.primary, rand);
};

/** Pharmaceuticals: a bottle of medicine, a capsule and a blister pack. */
const medicine: Draw = (rand) => {
  let o = floor(1680, 356, 200);
  o += rect(1610, 100, 100, 34, 8, PALETTE.primary) + panel(1596, 134, 128, 212, 18);
  o += rect(1596, 196, 128, 84, 0, GLASS) + stroke('M1660 212v52M1634 238h52', PALETTE.teal, 12);
  o += `<g transform="rotate(-30 1790 150)">${rect(1730, 124, 120, 52, 26, '#fff', ` stroke="${SOFT}" stroke-width="2"`)}<path d="M1790 124h34a26 26 0 0 1 0 52h-34Z" fill="${PALETTE.orange}"/></g>`;
  o += `<g transform="rotate(10 1800 300)">${panel(1740, 252, 136, 80, 12)}`;
  for (let i = 0; i < 8; i++)
    o += circle(
      1762 + (i % 4) * 31,
      274 + Math.floor(i / 4) * 34,
      10,
      i < 3 ? SOFT : '#fff',
      ` stroke="${SOFT}" stroke-width="2"`,
    );
  o += '</g>';
  return o + statusCard(1420, 90, 'pill', PALETTE.teal, rand);
};

/** Real estate: towers going up under a crane, a finished home beside them. */
const property: Draw = (rand) => {
  let o = floor(1680, 356, 210);
  const towers = [
    [1520, 170, 80],
    [1610, 110, 90],
    [1710, 200, 76],
  ] as const;
  towers.forEach(([x, top, w], i) => {
    o += rect(x, top, w, 350 - top, 6, i === 1 ? '#fff' : GLASS, ` stroke="${SOFT}" stroke-width="2"`);
    for (let y = top + 20; y < 330; y += 30)
      for (let c = 0; c < 3; c++)
        o += rect(x + 12 + c * ((w - 24) / 3), y, (w - 24) / 3 - 8, 14, 3, (y + c) % 4 === 0 ? '#f6c453' : SOFT);
  });
  // the crane over the middle tower
  o += stroke('M1810 350V70M1700 78H1870M1810 70L1760 78M1810 70L1860 78', INK, 6);
  o += stroke('M1730 78v60', INK, 2) + rect(1716, 138, 28, 18, 3, PALETTE.orange);
  return o + statusCard(1420, 60, 'home', PALETTE.orange, rand);
};

/** After-sales service: a service van on its way, a ticket with the customer's place. */
const aftersale: Draw = (rand) => {
  let o = floor(1670, 330, 200);
  o += `<path d="M1500 310V210q0-14 14-14h190l60 54 30 8q14 4 14 18v34Z" fill="#fff" stroke="${SOFT}" stroke-width="2"/>`;
  o += `<path d="M1714 208h-2v46h66Z" fill="${GLASS}" stroke="${SOFT}"/>`;
  o += rect(1500, 270, 308, 14, 0, PALETTE.primary) + badge(1600, 238, 26, PALETTE.orange, 'wrench');
  o += wheel(1560, 312, 24) + wheel(1750, 312, 24);
  // the ticket and the route to the customer
  o += panel(1700, 56, 180, 110, 12) + bar(1716, 74, 80, INK) + bar(1716, 92, 120) + bar(1716, 108, 90);
  o += rect(1716, 128, 60, 22, 11, PALETTE.teal) + bar(1726, 135, 40, '#fff', 8);
  o += stroke('M1520 170C1560 110 1620 150 1690 110', PALETTE.mist, 2.5, ' stroke-dasharray="5 6"');
  o +=
    `<path d="M1520 180c-14-16-20-26-20-36a20 20 0 0 1 40 0c0 10-6 20-20 36Z" fill="${PALETTE.primary}"/>` +
    circle(1520, 144, 7, '#fff');
  return o + statusCard(1440, 36, 'headset', PALETTE.purple, rand);
};

/** A person, head and shoulders, in a white disc. */
const person = (cx: number, cy: number, r: number, c: string): string =>
  circle(cx, cy, r, '#fff', ` stroke="${SOFT}" stroke-width="2"`) +
  circle(cx, cy - r * 0.18, r * 0.3, '#f2c9a0') +
  `<path d="M${num(cx - r * 0.55)} ${num(cy + r * 0.62)}a${num(r * 0.55)} ${num(r * 0.45)} 0 0 1 ${num(r * 1.1)} 0Z" fill="${c}"/>`;

/** Human resources: the organisation as a chart, one employee's card open beside it. */
const hr: Draw = (rand) => {
  let o = stroke('M1660 140v40M1540 180H1780M1540 180v30M1660 180v30M1780 180v30M1540 290v20H1600M1660 290v20', BAR, 3);
  o += person(1660, 100, 44, PALETTE.primary);
  o +=
    person(1540, 250, 38, PALETTE.teal) + person(1660, 250, 38, PALETTE.orange) + person(1780, 250, 38, PALETTE.purple);
  o += person(1600, 340, 28, PALETTE.primary) + person(1660, 340, 28, PALETTE.teal);
  o += panel(1790, 60, 90, 110, 12) + circle(1835, 92, 16, '#f2c9a0') + bar(1806, 120, 58, INK) + bar(1806, 138, 40);
  return o + statusCard(1420, 70, 'calendar', PALETTE.orange, rand);
};

/** Laboratory: flasks and a rack of test tubes, a sample's label. */
const lab: Draw = (rand) => {
  let o = floor(1680, 352, 200);
  o += `<path d="M1540 150h40v60l50 110q6 20-14 20h-112q-20 0-14-20l50-110Z" fill="#fff" stroke="${SOFT}" stroke-width="2"/>`;
  o += `<path d="M1512 290h96l14 30q4 14-12 14h-100q-16 0-12-14Z" fill="${PALETTE.teal}" fill-opacity="0.8"/>`;
  o += rect(1532, 140, 56, 14, 5, INK);
  o += circle(1560, 270, 6, '#fff', ' fill-opacity="0.8"') + circle(1584, 250, 4, PALETTE.teal);
  // the rack
  o += rect(1660, 220, 200, 20, 5, INK) + rect(1660, 330, 200, 16, 5, INK);
  ['#b9cdfd', PALETTE.orange, PALETTE.purple, PALETTE.teal].forEach((c, i) => {
    const x = 1684 + i * 46;
    o += rect(x, 160, 26, 170, 13, '#fff', ` stroke="${SOFT}" stroke-width="2"`);
    o += `<path d="M${x} ${250 + i * 8}h26v67a13 13 0 0 1-26 0Z" fill="${c}" fill-opacity="0.85"/>`;
  });
  return o + statusCard(1440, 54, 'barcode', PALETTE.primary, rand);
};

/** Procurement: a lorry at the warehouse's shelves, the supplier's order confirmed. */
const procurement: Draw = (rand) => {
  let o = floor(1660, 340, 220);
  // shelves
  o += stroke('M1720 340V110M1870 340V110M1720 190H1870M1720 270H1870', INK, 5);
  [
    [1730, 150],
    [1790, 150],
    [1740, 230],
    [1800, 230],
    [1760, 310],
  ].forEach(([x, y], i) => {
    o += rect(x!, y! - 36, 52, 36, 4, i % 2 ? '#f6c453' : '#e9b872') + stroke(`M${x! + 26} ${y! - 36}v12`, '#fff', 3);
  });
  // the lorry
  o +=
    rect(1470, 220, 170, 100, 8, '#fff', ` stroke="${SOFT}" stroke-width="2"`) +
    rect(1470, 300, 170, 20, 0, PALETTE.primary);
  o += `<path d="M1640 240h40l28 36v44h-68Z" fill="${PALETTE.primary}"/>` + rect(1652, 250, 26, 22, 4, GLASS);
  o += wheel(1510, 324, 20) + wheel(1600, 324, 20) + wheel(1676, 324, 20);
  o += rect(1494, 244, 50, 36, 4, '#e9b872') + rect(1556, 244, 50, 36, 4, '#f6c453');
  return o + statusCard(1450, 80, 'handshake', PALETTE.teal, rand);
};

/** Project management: a plan's bars on their weeks, today's line and the next milestone. */
const project: Draw = (rand) => {
  let o = panel(1480, 60, 390, 290, 16) + rect(1480, 60, 390, 44, 16, GLASS) + rect(1480, 88, 390, 16, 0, GLASS);
  let grid = '';
  for (let i = 1; i < 7; i++) grid += `M${1580 + i * 44} 104V350`;
  o += stroke(grid, '#edf1f8', 2);
  for (let i = 0; i < 6; i++) o += bar(1600 + i * 44, 78, 24, BAR, 7);
  const plan = [
    [0, 2, 0],
    [1, 3, 1],
    [2, 2.5, 2],
    [3, 3, 3],
    [4, 1.8, 0],
  ] as const;
  plan.forEach(([start, len, c], i) => {
    const y = 124 + i * 42;
    o += bar(1496, y + 6, 60 + (i % 2) * 16, BAR, 8);
    o += rect(1584 + start * 44, y, len * 44, 20, 6, color(c), ` fill-opacity="${i < 2 ? 0.55 : 0.9}"`);
  });
  o += stroke('M1738 104V350', PALETTE.orange, 2.5, ' stroke-dasharray="5 5"') + circle(1738, 104, 6, PALETTE.orange);
  // the milestone at the end of the last task
  o += `<path d="M1843 302l12-12 12 12-12 12Z" fill="${PALETTE.orange}" stroke="#fff" stroke-width="2"/>`;
  return o + statusCard(1420, 300, 'flag', PALETTE.primary, rand);
};

/** Smart parks: buildings among trees, the gate with its barrier and camera, a map pin. */
const smartpark: Draw = (rand) => {
  let o = floor(1680, 350, 220);
  o +=
    rect(1560, 120, 110, 220, 8, '#fff', ` stroke="${SOFT}" stroke-width="2"`) +
    rect(1680, 180, 120, 160, 8, GLASS, ` stroke="${SOFT}" stroke-width="2"`);
  for (let y = 140; y < 320; y += 30) o += rect(1576, y, 78, 12, 3, SOFT);
  for (let y = 200; y < 320; y += 30) o += rect(1696, y, 88, 12, 3, '#fff');
  for (const [x, r] of [
    [1516, 30],
    [1832, 26],
  ] as const)
    o += stroke(`M${x} 340v-${r + 10}`, '#8b6b4a', 5) + circle(x, 330 - r - 16, r, PALETTE.teal, ' fill-opacity="0.8"');
  // the gate
  o += rect(1470, 300, 20, 44, 4, INK) + stroke('M1480 306H1560', PALETTE.orange, 6, ' stroke-dasharray="14 8"');
  o += rect(1812, 96, 40, 22, 6, INK) + stroke('M1832 118v20', INK, 4) + circle(1812, 107, 5, PALETTE.teal);
  o +=
    `<path d="M1740 150c-16-18-22-28-22-40a22 22 0 0 1 44 0c0 12-6 22-22 40Z" fill="${PALETTE.primary}"/>` +
    circle(1740, 110, 8, '#fff');
  return o + statusCard(1440, 60, 'building', PALETTE.purple, rand);
};

/** Energy equipment: wind turbines and a field of solar panels, the output on a card. */
const energy: Draw = (rand) => {
  let o = floor(1680, 352, 210);
  const turbine = (x: number, top: number, k: number, turn: number): string => {
    let t = `<path d="M${x - 6 * k} 350L${x - 2 * k} ${top}h${4 * k}L${x + 6 * k} 350Z" fill="#fff" stroke="${SOFT}" stroke-width="2"/>`;
    for (let i = 0; i < 3; i++)
      t += `<path d="M${x} ${top}l${num(-6 * k)} ${num(-70 * k)}q${num(6 * k)} ${num(-10 * k)} ${num(12 * k)} 0Z" fill="${INK}" transform="rotate(${num(turn + i * 120)} ${x} ${top})"/>`;
    return t + circle(x, top, 8 * k, PALETTE.primary);
  };
  o += turbine(1560, 150, 1, 20) + turbine(1700, 190, 0.8, 70);
  for (let i = 0; i < 3; i++)
    o += `<path d="M${1740 + i * 44} 346l12-46h40l-12 46Z" fill="${PALETTE.primary}" fill-opacity="${0.6 + i * 0.15}" stroke="#fff" stroke-width="2"/>`;
  o += stroke('M1752 316h40M1796 316h40M1840 316h40', '#fff', 1.5, ' stroke-opacity="0.6"');
  return o + statusCard(1720, 80, 'energy', PALETTE.teal, rand);
};

/** Consumer goods: bottles and cartons on a packing line, the cartons stacked for shipping. */
const consumer: Draw = (rand) => {
  let o = floor(1670, 340, 220) + rect(1460, 300, 300, 16, 8, BAR);
  for (let x = 1476; x < 1760; x += 30) o += circle(x, 308, 4, '#fff');
  for (let i = 0; i < 4; i++) {
    const x = 1480 + i * 62;
    o +=
      rect(x + 12, 206, 16, 16, 4, color(i)) +
      `<path d="M${x + 8} 222h24l6 18v60h-36v-60Z" fill="#fff" stroke="${SOFT}" stroke-width="2"/>`;
    o += rect(x + 4, 250, 32, 28, 4, color(i), ' fill-opacity="0.85"');
  }
  // cartons stacked at the end of the line
  [
    [1770, 270],
    [1830, 270],
    [1800, 222],
  ].forEach(([x, y]) => {
    o += rect(x!, y!, 56, 46, 4, '#e9b872') + stroke(`M${x! + 28} ${y!}v14`, '#fff', 3);
  });
  o += panel(1770, 90, 110, 100, 12) + bar(1786, 108, 60, INK);
  o += stroke('M1788 172l20-18 18 8 20-26 18 0', PALETTE.orange, 3);
  return o + statusCard(1440, 80, 'cart', PALETTE.orange, rand);
};

const INDUSTRY_HEROES: readonly { names: readonly string[]; words: RegExp; draw: Draw }[] = [
  { names: ['automobile', 'auto', 'car'], words: /汽车|auto|vehicle/i, draw: automobile },
  { names: ['elevator', 'lift'], words: /电梯|elevator|lift/i, draw: elevator },
  { names: ['energy', 'power'], words: /能源|电力|energy|power/i, draw: energy },
  { names: ['equipment', 'machinery'], words: /装备|机械|制造|equipment|machinery|manufactur/i, draw: equipment },
  { names: ['finance', 'bank'], words: /金融|银行|证券|financ|bank/i, draw: finance },
  { names: ['iiot', 'iot'], words: /工业互联网|物联|IIoT|IoT/i, draw: iiot },
  { names: ['lab', 'laboratory'], words: /实验室|laborator/i, draw: lab },
  { names: ['medicine', 'pharma'], words: /医药|制药|pharma|medic/i, draw: medicine },
  { names: ['property', 'estate'], words: /地产|物业|real estate|propert/i, draw: property },
  { names: ['aftersale', 'service'], words: /售后|服务|after-?sales|service/i, draw: aftersale },
  { names: ['hr', 'people'], words: /人力|人事|\bHR\b|people/i, draw: hr },
  { names: ['procurement', 'purchase', 'supply'], words: /采购|供应链|procure|purchas|supply/i, draw: procurement },
  { names: ['project'], words: /项目|project/i, draw: project },
  { names: ['smartpark', 'park'], words: /园区|park/i, draw: smartpark },
  { names: ['consumer', 'food', 'retail'], words: /消费|食品|零售|consumer|food|retail/i, draw: consumer },
];

/** The industry a hero name stands for (by its parts), or undefined for a hero without one. */
export function industryHero(name: string): { key: string; draw: Draw } | undefined {
  const parts = name.split('-');
  const hit = INDUSTRY_HEROES.find((p) => p.names.some((n) => parts.includes(n)));
  return hit && { key: hit.names[0]!, draw: hit.draw };
}

/** The industry some words name (a home story's industry: 装备制造, 能源装备…). */
export function industryByWords(words: string): { key: string; draw: Draw } | undefined {
  const hit = INDUSTRY_HEROES.find((p) => p.words.test(words));
  return hit && { key: hit.names[0]!, draw: hit.draw };
}
