// Diagrams drawn from a page's own content (seed/page-templates.ts records them as it builds the pages):
// a solution's architecture in four layers — the people who use it, its own business scenarios,
// the platform products it names and the systems it connects — with security and operations at
// the side. Showcases and application windows are drawn by art-flows.ts and art-window.ts.
import type { SeedDiagram } from '../content-store/seed/seed-types.ts';
import { ICONS } from './art-icon-set.ts';
import { iconForTitle } from './art-icons.ts';
import { renderShowcase } from './art-flows.ts';
import { renderPic } from './art-window.ts';
import { DH, DW, box, diagramGround, glyphAt, iconOf, label, panel, pillWidth, text } from './diagram-kit.ts';
import { PALETTE, svgDocument } from '../svg/kit.ts';
import { textWidthEm } from '../svg/text-wrap.ts';

type Architecture = Extract<SeedDiagram, { kind: 'architecture' }>;

const COPY = {
  zh: {
    layers: ['用户与渠道', '业务应用', '平台能力', '业务系统'],
    side: '安全与运维',
    ops: ['统一身份', '权限管控', '审计日志', '运维监控'],
    channels: ['PC 端', '移动端'],
  },
  en: {
    layers: ['Users', 'Business apps', 'Platform', 'Systems'],
    side: 'Security & ops',
    ops: ['Identity', 'Access control', 'Audit trail', 'Monitoring'],
    channels: ['Web', 'Mobile'],
  },
} as const;

const X0 = 176;
const X1 = 1020;
const ROWS = [
  { y: 28, h: 80 },
  { y: 124, h: 200 },
  { y: 340, h: 108 },
  { y: 464, h: 148 },
] as const;

/** Pills in a row, centred in the content area; each with an icon when one fits. */
function pills(all: readonly string[], y: number, h: number, size: number, style: 'light' | 'system'): string {
  const gap = 18;
  const widthOf = (t: string): number =>
    Math.min(pillWidth(t, size, style === 'system' ? 26 : 22) + (style === 'light' ? 30 : 0), 260);
  // as many as fit in the row, in order
  const items: string[] = [];
  let used = 0;
  for (const t of all) {
    if (used + widthOf(t) + (items.length ? gap : 0) > X1 - X0 - 24) break;
    used += widthOf(t) + (items.length ? gap : 0);
    items.push(t);
  }
  const widths = items.map(widthOf);
  let x = (X0 + X1) / 2 - (widths.reduce((a, b) => a + b, 0) + gap * (items.length - 1)) / 2;
  let out = '';
  items.forEach((t, i) => {
    const w = widths[i] ?? 120;
    if (style === 'light') {
      out += box(x, y, w, h, h / 2, '#fff', ` stroke="${PALETTE.line}"`);
      const icon = iconForTitle(t) ?? ICONS.find((c) => c.id === 'users')!;
      out += glyphAt(icon, x + 16, y + h / 2 - 14, 28);
      out += text(x + 52, y + h / 2 + size * 0.36, t, size, PALETTE.ink);
    } else {
      out += panel(x, y, w, h, 12) + box(x, y, 6, h, 3, PALETTE.teal);
      out += label(t, x + w / 2 + 3, y + h / 2, w - 24, size, PALETTE.ink, { weight: 700, lines: 1 });
    }
    x += w + gap;
  });
  return out;
}

function architecture(d: Architecture): string {
  const c = COPY[d.lang];
  const g = diagramGround();
  let body = g.body;
  // layer names on the left
  ROWS.forEach((r, i) => {
    body += box(32, r.y, 128, r.h, 14, i === 2 ? PALETTE.primary : PALETTE.navy);
    body += label(c.layers[i] ?? '', 96, r.y + r.h / 2, 112, 20, '#fff', { weight: 700 });
  });
  // users and channels
  const [u, a, p, s] = ROWS;
  body += box(X0, u.y, X1 - X0, u.h, 14, '#fff', ' fill-opacity="0.6"');
  body += pills([...c.channels, ...d.users], u.y + 14, u.h - 28, 20, 'light');
  // the solution's own scenarios
  body += box(
    X0,
    a.y,
    X1 - X0,
    a.h,
    16,
    PALETTE.primary,
    ' fill-opacity="0.06" stroke="#9cb8ff" stroke-dasharray="6 6"',
  );
  const n = Math.max(1, d.apps.length);
  const gap = 18;
  const w = (X1 - X0 - gap * (n + 1)) / n;
  d.apps.forEach((app, i) => {
    const x = X0 + gap + i * (w + gap);
    body += panel(x, a.y + 18, w, a.h - 36, 14) + box(x, a.y + 18, w, 6, 3, i % 2 ? PALETTE.teal : PALETTE.primary);
    body += glyphAt(iconOf(app), x + w / 2 - 26, a.y + 38, 52);
    body += label(app.title, x + w / 2, a.y + 136, w - 28, 22, PALETTE.ink, { weight: 700, lines: 3 });
  });
  // the platform products
  body += box(X0, p.y, X1 - X0, p.h, 16, 'url(#dgblue)');
  const m = Math.max(1, d.platforms.length);
  const pw = (X1 - X0 - 20 * (m + 1)) / m;
  // one size for all platform names, the largest at which the longest fits on its line
  const size = Math.max(16, Math.min(24, ...d.platforms.map((name) => Math.floor((pw - 28) / textWidthEm(name)))));
  d.platforms.forEach((name, i) => {
    const x = X0 + 20 + i * (pw + 20);
    body += box(x, p.y + 18, pw, p.h - 36, 12, '#fff', ' fill-opacity="0.14" stroke="#fff" stroke-opacity="0.45"');
    body += label(name, x + pw / 2, p.y + p.h / 2, pw - 24, size, '#fff', { weight: 700, lines: 1 });
  });
  // arrows between the layers and the systems under the platform
  const mid = (X0 + X1) / 2;
  body += `<path d="M${mid - 160} ${u.y + u.h + 2}v12M${mid + 160} ${u.y + u.h + 2}v12M${mid} ${a.y + a.h + 2}v12M${mid - 200} ${p.y + p.h + 2}v12M${mid + 200} ${p.y + p.h + 2}v12" stroke="${PALETTE.primary}" stroke-width="3" marker-end="url(#dga)"/>`;
  body += box(X0, s.y, X1 - X0, s.h, 16, '#fff', ' fill-opacity="0.6"');
  body += pills(d.systems.slice(0, 6), s.y + 40, 68, 22, 'system');
  // security and operations span the layers
  body += box(1040, a.y, 128, s.y + s.h - a.y, 16, PALETTE.navy);
  body += label(c.side, 1104, a.y + 44, 108, 20, '#fff', { weight: 700 });
  c.ops.forEach((o, i) => {
    const y = a.y + 96 + i * 98;
    body += box(1054, y, 100, 78, 12, '#fff', ' fill-opacity="0.1" stroke="#fff" stroke-opacity="0.25"');
    body += glyphAt(iconForTitle(o) ?? ICONS[0]!, 1092, y + 8, 26, '#9cc1ff', '#ffb547');
    body += label(o, 1104, y + 56, 92, 16, '#fff', { lines: 2 });
  });
  return svgDocument(DW, DH, body, g.defs);
}

/** The picture for a name the seed has a diagram for, else undefined. */
export function renderDiagram(name: string, diagrams: ReadonlyMap<string, SeedDiagram>): string | undefined {
  const d = diagrams.get(name);
  if (!d) return undefined;
  if (d.kind === 'architecture') return architecture(d);
  if (d.kind === 'screen') return renderPic(name, d.lang, d);
  return renderShowcase(d);
}
