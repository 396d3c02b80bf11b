// What a product hero draws on its right (x 1400–1880 of the 1920x440 hero, the part no width
// crops and the title's veil leaves clear): the product at work, without words (the page's title
// stands beside it). The low-code builder drags a field onto a form, the integration platform runs
// flows between systems, master data merges duplicates into one golden record, the portal is one
// workspace of apps and to-dos, the data platform moves sources through warehouse layers to a
// dashboard. A hero name picks its drawing by the name parts each lists, as icons do.
import { PALETTE, num } from '../svg/kit.ts';
import { BAR, INK, SOFT, appWindow, badge, bar, circle, color, glyph, panel, rect, stroke } from './art-hero-kit.ts';

type Rand = () => number;
type Draw = (rand: Rand) => string;

/** aPaaS: a form builder; a field is dragged from the palette onto the form, a phone previews it. */
const builder: Draw = (rand) => {
  let o = appWindow(1420, 60, 450, 310);
  // palette of components
  o += rect(1420, 90, 96, 280, 0, '#f6f8fd') + rect(1420, 356, 96, 14, 0, '#f6f8fd');
  for (let i = 0; i < 6; i++) {
    const y = 108 + i * 40;
    o += rect(1434, y, 68, 28, 7, '#fff', ` stroke="${SOFT}"`) + rect(1442, y + 8, 12, 12, 3, color(i));
    o += bar(1460, y + 10, 34 - (i % 2) * 10);
  }
  // the form on the canvas
  o += bar(1536, 108, 120, PALETTE.ink, 10);
  for (let i = 0; i < 4; i++) {
    const y = 136 + i * 48;
    const on = i === 2;
    o += bar(1536, y, 56 + (i % 2) * 20, '#9aa8c0', 7);
    o += rect(
      1536,
      y + 13,
      190,
      24,
      6,
      on ? '#eef4ff' : '#fff',
      ` stroke="${on ? PALETTE.primary : SOFT}" stroke-width="${on ? 2 : 1.5}"${on ? ' stroke-dasharray="6 4"' : ''}`,
    );
  }
  o += rect(1646, 330, 80, 26, 7, PALETTE.primary) + bar(1662, 339, 48, '#fff', 8);
  // properties
  o += rect(1746, 90, 124, 280, 0, '#f9fbff') + rect(1746, 356, 124, 14, 0, '#f9fbff');
  for (let i = 0; i < 4; i++) {
    const y = 112 + i * 44;
    const on = rand() < 0.6 || i === 0;
    o += bar(1762, y, 60, '#9aa8c0', 7) + rect(1762, y + 14, 70, 14, 7, '#fff', ` stroke="${SOFT}"`);
    o += rect(1838, y + 14, 24, 14, 7, on ? PALETTE.teal : '#d6deec') + circle(on ? 1855 : 1845, y + 21, 5, '#fff');
  }
  // the dragged component and its path
  o += stroke('M1488 190C1520 190 1520 244 1560 244', PALETTE.primary, 2, ' stroke-dasharray="4 6"');
  o +=
    rect(1560, 226, 88, 30, 8, '#fff', ` stroke="${PALETTE.primary}" stroke-width="2"`) +
    rect(1570, 235, 12, 12, 3, color(2));
  o += bar(1590, 237, 44, PALETTE.primary, 8);
  o += `<path d="M1636 248l0 26 7-7 6 12 5-2-6-12 10 0Z" fill="${INK}" stroke="#fff" stroke-width="2" stroke-linejoin="round"/>`;
  // the same form on a phone
  o += rect(1375, 200, 104, 190, 18, INK) + rect(1382, 212, 90, 166, 10, '#fff');
  for (let i = 0; i < 4; i++)
    o += rect(
      1390,
      226 + i * 30,
      74,
      18,
      5,
      '#fff',
      ` stroke="${i === 2 ? PALETTE.primary : SOFT}" stroke-width="1.5"`,
    );
  return o + rect(1390, 350, 74, 18, 6, PALETTE.primary);
};

/** iPaaS: systems on both sides, an integration flow in the middle that carries records between them. */
const flows: Draw = () => {
  const sources = [
    [1436, 110, 'database'],
    [1436, 210, 'cloud'],
    [1436, 310, 'cart'],
  ] as const;
  const targets = [
    [1846, 110, 'gear'],
    [1846, 210, 'users'],
    [1846, 310, 'box'],
  ] as const;
  let o = '';
  for (const [x, y] of sources)
    o += stroke(`M${x + 30} ${y}C1510 ${y} 1510 108 1540 108`, PALETTE.primary, 2.5, ' stroke-opacity="0.55"');
  for (const [x, y] of targets)
    o += stroke(`M1740 300C1776 300 1780 ${y} ${x - 30} ${y}`, PALETTE.teal, 2.5, ' stroke-opacity="0.55"');
  o += appWindow(1540, 60, 200, 300);
  // the flow: trigger, mapping, a branch into two steps, then one output
  const node = (x: number, y: number, c: string, id: string): string =>
    rect(x - 52, y - 17, 104, 34, 9, '#fff', ` stroke="${c}" stroke-width="2"`) +
    rect(x - 44, y - 10, 20, 20, 5, c) +
    glyph(id, x - 42, y - 8, 0.25, '#fff') +
    bar(x - 16, y - 4, 56);
  o += stroke(
    'M1640 131v24M1640 189v14M1640 203H1596v16M1640 203H1684v16M1596 253v18H1684V253M1640 271v12',
    PALETTE.mist,
    2,
  );
  o += node(1640, 114, PALETTE.primary, 'bell') + node(1640, 172, PALETTE.orange, 'swap');
  o += rect(1560, 219, 72, 34, 9, '#fff', ` stroke="${PALETTE.teal}" stroke-width="2"`) + bar(1574, 232, 44);
  o += rect(1648, 219, 72, 34, 9, '#fff', ` stroke="${PALETTE.purple}" stroke-width="2"`) + bar(1662, 232, 44);
  o += node(1640, 310, PALETTE.teal, 'send');
  // records moving along the links
  o += rect(1494, 150, 22, 16, 4, PALETTE.orange) + rect(1496, 252, 22, 16, 4, PALETTE.primary);
  o += rect(1772, 166, 22, 16, 4, PALETTE.teal) + rect(1778, 268, 22, 16, 4, PALETTE.orange);
  for (const [x, y, id] of sources)
    o +=
      circle(x, y, 30, '#fff', ` stroke="${SOFT}" stroke-width="2"`) +
      glyph(id, x - 16, y - 16, 0.5, PALETTE.primary, PALETTE.orange);
  for (const [x, y, id] of targets)
    o +=
      circle(x, y, 30, '#fff', ` stroke="${SOFT}" stroke-width="2"`) +
      glyph(id, x - 16, y - 16, 0.5, PALETTE.teal, PALETTE.orange);
  return o;
};

/** MDM: three source records of one material, merged into the golden record and sent out again. */
const records: Draw = () => {
  let o = '';
  const cards = [
    [1400, 84, -5],
    [1410, 176, 0],
    [1400, 268, 5],
  ] as const;
  cards.forEach(([x, y, deg], i) => {
    o += `<g transform="rotate(${deg} ${x + 80} ${y + 36})">${panel(x, y, 160, 72, 10)}`;
    o +=
      rect(x, y, 8, 72, 4, color(i)) +
      bar(x + 22, y + 16, 90, PALETTE.ink, 8) +
      bar(x + 22, y + 34, 116) +
      bar(x + 22, y + 50, 70);
    o += '</g>';
  });
  o += stroke(
    'M1568 118C1600 118 1600 214 1626 214M1578 212H1626M1568 306C1600 306 1600 214 1626 214',
    PALETTE.mist,
    2.5,
    ' stroke-dasharray="5 6"',
  );
  // the golden record
  o +=
    panel(1630, 110, 170, 210, 14) +
    rect(1630, 110, 170, 44, 14, PALETTE.primary) +
    rect(1630, 134, 170, 20, 0, PALETTE.primary);
  o += bar(1648, 126, 80, '#fff', 9);
  for (let i = 0; i < 5; i++) {
    o += bar(1648, 172 + i * 26, 44, '#9aa8c0', 7) + bar(1704, 172 + i * 26, 60 + (i % 3) * 10, PALETTE.ink, 7);
  }
  o += badge(1800, 112, 24, '#f6c453', 'check');
  // distribution
  o += stroke(
    'M1800 250H1836M1800 250C1820 250 1820 196 1850 196M1800 250C1820 250 1820 304 1850 304',
    PALETTE.teal,
    2.5,
  );
  for (const y of [196, 250, 304])
    o += circle(1862, y, 14, '#fff', ` stroke="${PALETTE.teal}" stroke-width="2.5"`) + circle(1862, y, 5, PALETTE.teal);
  return o;
};

/** Portal: one workspace of app tiles, to-dos and a notice, opened with a single sign-on key. */
const workspace: Draw = (rand) => {
  let o = appWindow(1400, 56, 470, 320);
  o += circle(1842, 74, 9, PALETTE.purple) + rect(1620, 66, 150, 16, 8, '#fff', ` stroke="${SOFT}"`);
  const apps = ['workflow', 'chart', 'users', 'document', 'cart', 'calendar'];
  apps.forEach((id, i) => {
    const x = 1420 + (i % 3) * 86;
    const y = 104 + Math.floor(i / 3) * 96;
    o +=
      rect(x, y, 74, 82, 12, '#f6f8fd') +
      rect(x + 17, y + 12, 40, 40, 11, color(i)) +
      glyph(id, x + 23, y + 18, 0.44, '#fff');
    o += bar(x + 14, y + 62, 46);
  });
  // to-do list
  o += rect(1686, 104, 166, 178, 12, '#f6f8fd') + bar(1700, 118, 70, PALETTE.ink, 8);
  for (let i = 0; i < 4; i++) {
    const y = 142 + i * 34;
    const done = i < 1 + Math.floor(rand() * 2);
    o += rect(1700, y, 18, 18, 5, done ? PALETTE.teal : '#fff', done ? '' : ` stroke="${BAR}" stroke-width="2"`);
    if (done) o += stroke(`M1704 ${y + 9}l4 4 7-8`, '#fff', 2.5);
    o += bar(1728, y + 5, 70 + (i % 2) * 20, done ? '#d6deec' : PALETTE.ink, 8);
    if (!done) o += rect(1822, y + 2, 20, 14, 7, PALETTE.orange, ' fill-opacity="0.85"');
  }
  // notice strip
  o += rect(1420, 300, 432, 56, 12, '#eef4ff') + glyph('bell', 1434, 312, 0.5, PALETTE.primary, PALETTE.orange);
  o += bar(1474, 316, 220, PALETTE.ink, 8) + bar(1474, 334, 150);
  return o + badge(1400, 230, 30, PALETTE.orange, 'key');
};

/** Data platform: sources flow through the warehouse's layers into a dashboard. */
const pipeline: Draw = () => {
  let o = '';
  const db = (cx: number, top: number, c: string): string =>
    `<path d="M${cx - 30} ${top}v44a30 10 0 0 0 60 0v-44Z" fill="#fff" stroke="${SOFT}" stroke-width="2"/>` +
    `<ellipse cx="${cx}" cy="${top}" rx="30" ry="10" fill="${c}"/>` +
    stroke(`M${cx - 30} ${top + 22}a30 10 0 0 0 60 0`, SOFT, 2);
  o += db(1430, 86, PALETTE.primary) + db(1430, 186, PALETTE.teal) + db(1430, 286, PALETTE.orange);
  o += stroke(
    'M1462 108C1500 108 1500 190 1532 190M1462 208H1532M1462 308C1500 308 1500 226 1532 226',
    PALETTE.mist,
    2.5,
    ' stroke-dasharray="5 6"',
  );
  // four warehouse layers, stacked in perspective
  for (let i = 0; i < 4; i++) {
    const y = 272 - i * 52;
    const c = color(i);
    o += `<path d="M1536 ${y}l74-26 74 26-74 26Z" fill="${c}" fill-opacity="${(0.3 + i * 0.15).toFixed(2)}" stroke="#fff" stroke-width="2"/>`;
    o += `<path d="M1536 ${y}v12l74 26 74-26v-12l-74 26Z" fill="${c}" fill-opacity="0.75"/>`;
  }
  o += stroke('M1690 196H1724', PALETTE.primary, 3) + `<path d="M1722 188l12 8-12 8Z" fill="${PALETTE.primary}"/>`;
  // the dashboard
  o += appWindow(1740, 80, 140, 250);
  o += rect(1752, 122, 54, 40, 8, '#eef4ff') + rect(1814, 122, 54, 40, 8, '#eefaf7');
  o +=
    bar(1760, 134, 30, PALETTE.primary, 8) +
    bar(1822, 134, 30, PALETTE.teal, 8) +
    bar(1760, 148, 20) +
    bar(1822, 148, 20);
  let bars = '';
  [40, 62, 50, 78, 92].forEach((h, i) => (bars += `M${1764 + i * 22} 312v-${h}`));
  o +=
    stroke(bars, '#b9cdfd', 12, ' stroke-linecap="butt"') +
    stroke('M1758 256L1786 236L1808 246L1830 214L1856 198', PALETTE.orange, 3);
  return o + circle(1856, 198, 5, PALETTE.orange, ' stroke="#fff" stroke-width="2"');
};

/** Marketing automation: a journey from a lead through a message and a wait to a branch, and a funnel. */
const journey: Draw = () => {
  let o = appWindow(1400, 60, 330, 300);
  const step = (x: number, y: number, c: string, id: string): string =>
    circle(x, y, 24, c) + glyph(id, x - 14, y - 14, 0.44, '#fff');
  o += stroke('M1460 140H1540M1588 140H1640V210M1640 258V300H1590M1640 234H1690', PALETTE.mist, 2.5);
  o +=
    step(1450, 140, PALETTE.primary, 'users') +
    step(1564, 140, PALETTE.orange, 'send') +
    step(1640, 234, PALETTE.purple, 'clock');
  o += step(1566, 300, PALETTE.teal, 'gift') + step(1700, 234, PALETTE.primary, 'phone');
  o += bar(1420, 180, 60) + bar(1534, 180, 60) + bar(1536, 336, 60) + bar(1670, 270, 60);
  // the audience the journey starts from
  o +=
    rect(1420, 214, 150, 40, 10, '#f6f8fd') +
    circle(1442, 234, 10, PALETTE.purple) +
    circle(1462, 234, 10, PALETTE.teal);
  o += circle(1482, 234, 10, PALETTE.orange) + bar(1500, 230, 56);
  // funnel
  o += panel(1750, 90, 130, 240, 14);
  [108, 88, 66, 44].forEach((w, i) => {
    const y = 118 + i * 50;
    o += rect(1815 - w / 2, y, w, 36, 8, color(i), ` fill-opacity="${(0.95 - i * 0.12).toFixed(2)}"`);
  });
  return o;
};

/** Partner programme: partners joined around the platform, with a handshake at the centre. */
const partners: Draw = () => {
  const ring = [
    [1470, 110, 'building'],
    [1450, 300, 'factory'],
    [1640, 370, 'code'],
    [1820, 290, 'users'],
    [1820, 110, 'award'],
    [1640, 50, 'rocket'],
  ] as const;
  let o = `<ellipse cx="1640" cy="210" rx="190" ry="140" fill="none" stroke="${PALETTE.primary}" stroke-opacity="0.25" stroke-width="2" stroke-dasharray="4 8"/>`;
  o += stroke(ring.map(([x, y]) => `M1640 210L${x} ${y}`).join(''), PALETTE.primary, 2, ' stroke-opacity="0.35"');
  ring.forEach(([x, y, id], i) => {
    o +=
      circle(x, y, 34, '#fff', ` stroke="${SOFT}" stroke-width="2"`) +
      glyph(id, x - 18, y - 18, 0.56, color(i), PALETTE.orange);
  });
  return o + badge(1640, 210, 62, PALETTE.primary, 'handshake');
};

const PRODUCT_HEROES: readonly { names: readonly string[]; draw: Draw }[] = [
  { names: ['apaas', 'lowcode'], draw: builder },
  { names: ['ipaas', 'integration'], draw: flows },
  { names: ['mdm', 'masterdata'], draw: records },
  { names: ['portal'], draw: workspace },
  { names: ['dehoop', 'data', 'dataplatform'], draw: pipeline },
  { names: ['marketing', 'automation'], draw: journey },
  { names: ['cooperative', 'partner'], draw: partners },
];

/** A product's drawing placed in a box of a smaller picture (a news cover's stage): the drawing
 *  stays within x 1330–1880, y 50–400 of the hero. */
export function productArt(key: string, rand: Rand, x: number, y: number, w: number): string {
  const hit = PRODUCT_HEROES.find((p) => p.names[0] === key);
  if (!hit) return '';
  const k = w / 550;
  return `<g transform="translate(${num(x - 1330 * k)} ${num(y - 50 * k)}) scale(${Math.round(k * 1000) / 1000})">${hit.draw(rand)}</g>`;
}

/** The product a hero name stands for (by its parts), or undefined for a hero without one. */
export function productHero(name: string): { key: string; draw: Draw } | undefined {
  const parts = name.split('-');
  const hit = PRODUCT_HEROES.find((p) => p.names.some((n) => parts.includes(n)));
  return hit && { key: hit.names[0]!, draw: hit.draw };
}
