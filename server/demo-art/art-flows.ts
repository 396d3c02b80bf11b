// Showcase pictures of the product and partner pages, drawn from the words the page itself uses:
// steps in a row (a partner's way in), a cycle around a centre (an app's lifecycle, governance,
// a growth loop), data layers from source to application, an integration hub with the systems it
// connects, and a portal workbench as an employee sees it (the page's to-dos, apps and notices).
import type { SeedDiagram } from '../content-store/seed/seed-types.ts';
import {
  DH,
  DW,
  box,
  diagramGround,
  distinctIcons,
  glyphAt,
  iconOf,
  label,
  panel,
  pillWidth,
  text,
} from './diagram-kit.ts';
import { PALETTE, num, svgDocument } from '../svg/kit.ts';
import { textWidthEm, wrapText } from '../svg/text-wrap.ts';

type Showcase = Exclude<SeedDiagram, { kind: 'architecture' | 'screen' | 'workbench' }>;
type Workbench = Extract<SeedDiagram, { kind: 'workbench' }>;

function steps(d: Showcase): string {
  const n = d.items.length;
  const step = (DW - 160) / n;
  const cy = 250;
  const icons = distinctIcons(d.items, ['flag', 'award', 'handshake', 'rocket', 'check']);
  let o = box(80 + step / 2, cy - 8, step * (n - 1), 16, 8, PALETTE.primary, ' fill-opacity="0.15"');
  d.items.forEach((item, i) => {
    const cx = 80 + step * (i + 0.5);
    if (i < n - 1)
      o += `<path d="M${num(cx + 96)} ${cy}h${num(step - 200)}" stroke="${PALETTE.primary}" stroke-width="4" stroke-dasharray="2 10" stroke-linecap="round" marker-end="url(#dga)"/>`;
    o += `<circle cx="${num(cx)}" cy="${cy + 8}" r="82" fill="${PALETTE.navy}" fill-opacity="0.06"/><circle cx="${num(cx)}" cy="${cy}" r="80" fill="#fff" stroke="${PALETTE.line}"/>`;
    o += glyphAt(icons[i]!, cx - 36, cy - 36, 72);
    o += `<circle cx="${num(cx - 58)}" cy="${cy - 58}" r="24" fill="${i === n - 1 ? PALETTE.orange : PALETTE.primary}"/>`;
    o += `<text x="${num(cx - 58)}" y="${cy - 50}" font-size="22" font-weight="800" fill="#fff" text-anchor="middle">${i + 1}</text>`;
    const accent = i === n - 1 ? PALETTE.orange : PALETTE.primary;
    const [when, what] = item.notes ?? [];
    if (!when) {
      o += label(item.title, cx, cy + 140, step - 40, 28, PALETTE.ink, { weight: 700 });
      o += box(cx - 40, cy + 196, 80, 8, 4, accent, ' fill-opacity="0.35"');
      return;
    }
    // the step's time and what the visitor gets there, under its title
    o += label(item.title, cx, cy + 128, step - 40, 28, PALETTE.ink, { weight: 700, lines: 1 });
    const pw = pillWidth(when, 20, 28);
    o += box(cx - pw / 2, cy + 156, pw, 36, 18, accent, ' fill-opacity="0.12"');
    o += label(when, cx, cy + 174, pw, 20, accent, { weight: 700, lines: 1 });
    if (what) o += label(what, cx, cy + 238, step - 48, 20, PALETTE.slate, { lines: 2 });
  });
  return o;
}

function cycle(d: Showcase): string {
  const n = d.items.length;
  const cx = DW / 2;
  const cy = DH / 2;
  const rx = 350;
  const ry = 200;
  let o = `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="none" stroke="${PALETTE.primary}" stroke-opacity="0.25" stroke-width="3" stroke-dasharray="4 10"/>`;
  // arrows along the ring, between neighbouring items
  for (let i = 0; i < n; i++) {
    const a0 = -Math.PI / 2 + ((i + 0.3) * 2 * Math.PI) / n;
    const a1 = -Math.PI / 2 + ((i + 0.7) * 2 * Math.PI) / n;
    o += `<path d="M${num(cx + rx * Math.cos(a0))} ${num(cy + ry * Math.sin(a0))}A${rx} ${ry} 0 0 1 ${num(cx + rx * Math.cos(a1))} ${num(cy + ry * Math.sin(a1))}" fill="none" stroke="${PALETTE.primary}" stroke-width="4" marker-end="url(#dga)"/>`;
  }
  o += `<circle cx="${cx}" cy="${cy}" r="124" fill="${PALETTE.primary}" fill-opacity="0.1"/><circle cx="${cx}" cy="${cy}" r="100" fill="url(#dgblue)"/>`;
  o += label('center' in d ? (d.center ?? '') : '', cx, cy, 170, 34, '#fff', { weight: 800 });
  const icons = distinctIcons(d.items, ['loop', 'rocket', 'chart', 'gear', 'check']);
  d.items.forEach((item, i) => {
    const a = -Math.PI / 2 + (i * 2 * Math.PI) / n;
    const x = cx + rx * Math.cos(a);
    const y = cy + ry * Math.sin(a);
    o += panel(x - 130, y - 54, 260, 108, 18);
    o +=
      `<circle cx="${num(x - 76)}" cy="${num(y)}" r="34" fill="${PALETTE.primary}" fill-opacity="0.1"/>` +
      glyphAt(icons[i]!, x - 100, y - 24, 48);
    o += label(item.title, x + 28, y, 148, 26, PALETTE.ink, { weight: 700 });
  });
  return o;
}

function layers(d: Showcase): string {
  // bottom (the sources) to top (the applications), each a slab narrower than the one below
  const n = d.items.length;
  const h = 84;
  const gap = 18;
  const top = (DH - n * h - (n - 1) * gap) / 2;
  let o = `<path d="M140 ${num(top + n * (h + gap) - gap)}V${num(top + 10)}" stroke="${PALETTE.primary}" stroke-width="4" marker-end="url(#dga)"/>`;
  for (let i = 0; i < n; i++) {
    const item = d.items[n - 1 - i]!;
    const y = top + i * (h + gap);
    const inset = (n - 1 - i) * 40;
    const x = 220 + inset;
    const w = 880 - inset * 2;
    const fill = i === 0 ? 'url(#dgblue)' : '#fff';
    o +=
      box(x + 4, y + 8, w, h, 16, PALETTE.navy, ' fill-opacity="0.08"') +
      box(x, y, w, h, 16, fill, i === 0 ? '' : ` stroke="${PALETTE.line}"`);
    o += glyphAt(
      iconOf(item, i === n - 1 ? 'database' : 'layers'),
      x + 28,
      y + h / 2 - 22,
      44,
      i === 0 ? '#fff' : PALETTE.primary,
      i === 0 ? '#ffd28a' : PALETTE.orange,
    );
    o += label(item.title, x + w / 2, y + h / 2, w - 160, 28, i === 0 ? '#fff' : PALETTE.ink, {
      weight: 700,
      lines: 1,
    });
  }
  return o;
}

function hub(d: Extract<Showcase, { kind: 'hub' }>): string {
  const n = d.items.length;
  const cx = DW / 2;
  const cy = DH / 2;
  let o = `<ellipse cx="${cx}" cy="${cy}" rx="420" ry="230" fill="none" stroke="${PALETTE.primary}" stroke-opacity="0.2" stroke-width="2"/>`;
  const at = d.items.map((_, i) => {
    const a = -Math.PI / 2 + (i * 2 * Math.PI) / n;
    return [cx + 420 * Math.cos(a), cy + 230 * Math.sin(a)] as const;
  });
  o += `<path d="${at.map(([x, y]) => `M${cx} ${cy}L${num(x)} ${num(y)}`).join('')}" stroke="${PALETTE.primary}" stroke-opacity="0.5" stroke-width="3" stroke-dasharray="3 9" stroke-linecap="round"/>`;
  at.forEach(([x, y], i) => {
    const t = 0.45 + (i % 3) * 0.1;
    o += `<circle cx="${num(cx + (x - cx) * t)}" cy="${num(cy + (y - cy) * t)}" r="7" fill="${PALETTE.orange}"/>`;
  });
  o += `<circle cx="${cx}" cy="${cy}" r="118" fill="${PALETTE.primary}" fill-opacity="0.1"/><circle cx="${cx}" cy="${cy}" r="92" fill="url(#dgblue)"/>`;
  o += label(d.center, cx, cy, 160, 40, '#fff', { weight: 800, lines: 1 });
  d.items.forEach((item, i) => {
    const [x, y] = at[i]!;
    const w = Math.max(150, pillWidth(item.title, 24, 30) + 40);
    o +=
      panel(x - w / 2, y - 34, w, 68, 34) +
      `<circle cx="${num(x - w / 2 + 34)}" cy="${num(y)}" r="9" fill="${i % 2 ? PALETTE.teal : PALETTE.primary}"/>`;
    o += label(item.title, x + 14, y, w - 70, 24, PALETTE.ink, { weight: 700, lines: 1 });
  });
  return o;
}

/** One line cut to fit `width` px at a font size (an ellipsis marks the cut). */
const fit = (t: string, width: number, size: number): string => wrapText(t, width / size, 1)[0] ?? t;

/**
 * A portal workbench as one employee sees it on a Monday morning: their greeting and the search
 * box in the bar, the to-dos gathered from the systems they come from (each with its system and
 * time), the apps they use most and the latest notices. What the page's capability cards name
 * in the abstract, the picture shows at work; none of their titles is repeated here.
 */
function workbench(d: Workbench): string {
  const X = 60;
  const W = DW - 120;
  let o = panel(X, 28, W, DH - 56, 18) + box(X, 28, W, 72, 18, PALETTE.navy) + box(X, 82, W, 18, 0, PALETTE.navy);
  o += box(84, 46, 36, 36, 9, PALETTE.primary) + `<path d="M93 73l10-19v19ZM106 59l6 14h-6Z" fill="#fff"/>`;
  // the search box and the employee
  o += box(400, 44, 400, 40, 20, '#fff', ' fill-opacity="0.14"');
  o += `<circle cx="428" cy="63" r="9" fill="none" stroke="#fff" stroke-width="2.5"/><path d="M435 70l7 7" stroke="#fff" stroke-width="2.5" stroke-linecap="round"/>`;
  o += text(452, 70, fit(d.search, 330, 18), 18, '#fff', ' fill-opacity="0.75"');
  const user = fit(d.user, 290, 18);
  o += text(1076, 70, user, 18, '#fff', ' text-anchor="end"');
  o += `<circle cx="1104" cy="64" r="18" fill="#f2c9a0"/><circle cx="1104" cy="58" r="7" fill="#b7794a"/><path d="M1092 78a12 10 0 0 1 24 0Z" fill="#b7794a"/>`;

  // to-dos: a card per row with its system, its words and its time
  const tx = 84;
  const tw = 620;
  o += box(tx, 124, tw, 464, 14, '#fff', ` stroke="${PALETTE.line}"`);
  o += text(tx + 24, 166, d.todos.title, 24, PALETTE.ink, ' font-weight="700"');
  const count = String(d.todos.rows.length);
  o += box(tx + 36 + textWidthEm(d.todos.title) * 24, 146, 34, 26, 13, PALETTE.orange);
  o += text(
    tx + 53 + textWidthEm(d.todos.title) * 24,
    165,
    count,
    18,
    '#fff',
    ' font-weight="700" text-anchor="middle"',
  );
  const tones = [PALETTE.primary, PALETTE.teal, PALETTE.purple, PALETTE.orange];
  d.todos.rows.slice(0, 4).forEach((row, i) => {
    const y = 192 + i * 96;
    const [source = '', time = ''] = row.notes ?? [];
    const tone = tones[i % tones.length]!;
    o += box(tx + 20, y, tw - 40, 82, 12, '#f6f8fd', ` stroke="${PALETTE.line}"`);
    const sw = pillWidth(source, 16, 12);
    o += box(tx + 36, y + 14, sw, 26, 13, tone, ' fill-opacity="0.12"');
    o += text(tx + 36 + sw / 2, y + 33, source, 16, tone, ' font-weight="700" text-anchor="middle"');
    o += text(tw + tx - 36, y + 33, time, 16, PALETTE.slate, ' text-anchor="end"');
    o += text(tx + 36, y + 66, fit(row.title, tw - 200, 20), 20, PALETTE.ink, ' font-weight="600"');
    o += box(tw + tx - 116, y + 46, 80, 28, 14, PALETTE.primary);
    o += `<path d="M${tw + tx - 86} ${y + 54}l8 6-8 6" fill="none" stroke="#fff" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"/>`;
  });

  // the apps used most: a tile each, its icon over its name
  const ax = 728;
  const aw = 388;
  o += box(ax, 124, aw, 224, 14, '#fff', ` stroke="${PALETTE.line}"`);
  o += text(ax + 24, 162, d.apps.title, 22, PALETTE.ink, ' font-weight="700"');
  const apps = d.apps.items.slice(0, 6);
  const icons = distinctIcons(
    apps.map((title) => ({ title })),
    ['receipt', 'calendar', 'clock', 'document', 'cart', 'users'],
  );
  apps.forEach((app, i) => {
    const cx = ax + 68 + (i % 3) * 126;
    const cy = 208 + Math.floor(i / 3) * 74;
    o += `<circle cx="${cx}" cy="${cy - 8}" r="22" fill="${tones[i % tones.length]}" fill-opacity="0.12"/>`;
    o += glyphAt(icons[i]!, cx - 15, cy - 23, 30, tones[i % tones.length]);
    o += text(cx, cy + 34, fit(app, 116, 17), 17, PALETTE.ink, ' text-anchor="middle"');
  });

  // the latest notices: title, issuer and date
  o += box(ax, 364, aw, 224, 14, '#fff', ` stroke="${PALETTE.line}"`);
  o += text(ax + 24, 402, d.news.title, 22, PALETTE.ink, ' font-weight="700"');
  d.news.rows.slice(0, 3).forEach((row, i) => {
    const y = 440 + i * 50;
    const [from = '', date = ''] = row.notes ?? [];
    o += `<circle cx="${ax + 30}" cy="${y - 6}" r="4" fill="${PALETTE.primary}"/>`;
    o += text(ax + 44, y, fit(row.title, aw - 68, 18), 18, PALETTE.ink);
    o += text(ax + 44, y + 24, [from, date].filter(Boolean).join(' · '), 16, PALETTE.slate);
  });
  return o;
}

export function renderShowcase(d: Showcase | Workbench): string {
  const g = diagramGround();
  const body =
    d.kind === 'hub'
      ? hub(d)
      : d.kind === 'workbench'
        ? workbench(d)
        : d.kind === 'cycle'
          ? cycle(d)
          : d.kind === 'layers'
            ? layers(d)
            : steps(d);
  return svgDocument(DW, DH, g.body + body, g.defs);
}
