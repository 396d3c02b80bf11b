// Data views of the stylised application window (art-window.ts): a KPI dashboard with charts
// and a data table with filters, status pills and pagination.
import { PALETTE, num } from '../svg/kit.ts';
import { bar, card, label, type Box, type Rand, type Words } from './art-view-parts.ts';

export function dashboardView(b: Box, rand: Rand, accent: string, t: Words): string {
  let out = '';
  const kpis = ['本月流程数', '集成调用量', '活跃应用', '数据质量分'];
  const gap = 16;
  const kw = (b.w - gap * 3) / 4;
  kpis.forEach((k, i) => {
    const x = b.x + i * (kw + gap);
    out += card(x, b.y, kw, 88);
    out += label(x + 16, b.y + 28, t(k), 13, PALETTE.slate);
    const value =
      i === 3
        ? `${90 + Math.floor(rand() * 9)}.${Math.floor(rand() * 10)}`
        : (1000 + Math.floor(rand() * 90000)).toLocaleString('en-US');
    out += label(x + 16, b.y + 64, value, 26, PALETTE.ink, ' font-weight="700"');
    const up = rand() < 0.75;
    out += bar(x + kw - 70, b.y + 50, 54, 20, up ? PALETTE.teal : PALETTE.orange, 0.15);
    out += label(
      x + kw - 43,
      b.y + 64,
      `${up ? '↑' : '↓'}${(1 + rand() * 20).toFixed(1)}%`,
      12,
      up ? '#0f8f80' : '#d9541e',
      ' text-anchor="middle"',
    );
  });
  // line chart
  const cy = b.y + 88 + gap;
  const ch = b.h - 88 - gap;
  const lw = b.w * 0.62;
  out += card(b.x, cy, lw, ch);
  out += label(b.x + 16, cy + 28, t('趋势分析'), 14, PALETTE.ink, ' font-weight="600"');
  const px = b.x + 24;
  const pw = lw - 48;
  const py = cy + 52;
  const ph = ch - 76;
  let grid = '';
  for (let i = 0; i <= 4; i++) grid += `M${num(px)} ${num(py + (ph * i) / 4)}h${num(pw)}`;
  out += `<path d="${grid}" stroke="${PALETTE.line}" stroke-dasharray="3 4"/>`;
  for (const [k, color] of [
    [0, PALETTE.primary],
    [1, accent],
  ] as const) {
    const pts: string[] = [];
    let v = 0.3 + rand() * 0.4;
    for (let i = 0; i <= 10; i++) {
      v = Math.min(0.95, Math.max(0.08, v + (rand() - 0.45) * 0.25));
      pts.push(`${num(px + (pw * i) / 10)} ${num(py + ph * (1 - v * (k === 0 ? 1 : 0.7)))}`);
    }
    if (k === 0)
      out += `<path d="M${pts.join('L')}L${num(px + pw)} ${num(py + ph)}H${num(px)}Z" fill="${color}" fill-opacity="0.08"/>`;
    out += `<path d="M${pts.join('L')}" fill="none" stroke="${color}" stroke-width="2.5" stroke-linejoin="round"/>`;
  }
  // donut + bars
  const rx = b.x + lw + gap;
  const rw = b.w - lw - gap;
  out += card(rx, cy, rw, ch);
  out += label(rx + 16, cy + 28, t('应用分布'), 14, PALETTE.ink, ' font-weight="600"');
  const dcx = rx + rw / 2;
  const dcy = cy + 44 + (ch - 44) * 0.42;
  const r = Math.min(rw, ch) * 0.24;
  const circ = 2 * Math.PI * r;
  let offset = 0;
  const parts = [0.4 + rand() * 0.15, 0.2 + rand() * 0.1, 0.12 + rand() * 0.08];
  const colors = [PALETTE.primary, accent, accent === PALETTE.purple ? PALETTE.teal : PALETTE.purple, PALETTE.line];
  parts.push(1 - parts.reduce((s, p) => s + p, 0));
  parts.forEach((p, i) => {
    out += `<circle cx="${num(dcx)}" cy="${num(dcy)}" r="${num(r)}" fill="none" stroke="${colors[i]}" stroke-width="${num(r * 0.42)}" stroke-dasharray="${num(p * circ)} ${num(circ)}" stroke-dashoffset="${num(-offset)}" transform="rotate(-90 ${num(dcx)} ${num(dcy)})"/>`;
    offset += p * circ;
  });
  out += label(
    dcx,
    dcy + 7,
    `${Math.round((parts[0] ?? 0) * 100)}%`,
    18,
    PALETTE.ink,
    ' font-weight="700" text-anchor="middle"',
  );
  ['流程', '集成', '数据'].forEach((word, i) => {
    const lx = rx + 20 + i * ((rw - 40) / 3);
    out += `<circle cx="${num(lx + 5)}" cy="${num(cy + ch - 24)}" r="5" fill="${colors[i]}"/>`;
    out += label(lx + 15, cy + ch - 20, t(word), 12, PALETTE.slate);
  });
  return out;
}

export function tableView(b: Box, rand: Rand, accent: string, t: Words): string {
  let out = card(b.x, b.y, b.w, b.h);
  // filter bar
  for (let i = 0; i < 3; i++) {
    out += `<rect x="${num(b.x + 20 + i * 170)}" y="${num(b.y + 18)}" width="154" height="32" rx="6" fill="#fff" stroke="${PALETTE.line}"/>`;
    out += bar(b.x + 32 + i * 170, b.y + 31, 60 + rand() * 40, 7, PALETTE.mist, 0.6);
  }
  out += `<rect x="${num(b.x + 530)}" y="${num(b.y + 18)}" width="72" height="32" rx="6" fill="${PALETTE.primary}"/>`;
  out += label(b.x + 566, b.y + 39, t('查询'), 13, '#fff', ' text-anchor="middle"');
  const cols = [0.06, 0.3, 0.2, 0.18, 0.14, 0.12].map((f) => f * (b.w - 40));
  const headers = ['', '单据名称', '所属部门', '负责人', '状态', '操作'];
  const top = b.y + 68;
  out += `<rect x="${num(b.x + 20)}" y="${num(top)}" width="${num(b.w - 40)}" height="40" fill="#f1f5fb"/>`;
  let cx = b.x + 20;
  headers.forEach((h, i) => {
    if (h) out += label(cx + 12, top + 25, t(h), 13, PALETTE.slate, ' font-weight="600"');
    cx += cols[i] ?? 0;
  });
  const statuses = [
    ['已完成', PALETTE.teal],
    ['审批中', PALETTE.primary],
    ['待处理', PALETTE.orange],
  ] as const;
  const rows = Math.floor((b.h - 68 - 40 - 56) / 44);
  for (let r = 0; r < rows; r++) {
    const y = top + 40 + r * 44;
    out += `<path d="M${num(b.x + 20)} ${num(y + 44)}h${num(b.w - 40)}" stroke="${PALETTE.line}"/>`;
    let x = b.x + 20;
    out += `<rect x="${num(x + 14)}" y="${num(y + 15)}" width="14" height="14" rx="3" fill="${r === 1 ? PALETTE.primary : '#fff'}" stroke="${r === 1 ? PALETTE.primary : PALETTE.mist}"/>`;
    x += cols[0] ?? 0;
    for (let c = 1; c <= 3; c++) {
      out += bar(
        x + 12,
        y + 18,
        (cols[c] ?? 0) * (0.35 + rand() * 0.4),
        8,
        c === 1 ? PALETTE.ink : PALETTE.mist,
        c === 1 ? 0.7 : 0.7,
      );
      x += cols[c] ?? 0;
    }
    const [st, color] = statuses[Math.floor(rand() * 3)] ?? statuses[0];
    out += bar(x + 12, y + 11, 62, 22, color, 0.12);
    out += label(x + 43, y + 27, t(st), 12, color, ' text-anchor="middle"');
    x += cols[4] ?? 0;
    out += label(x + 12, y + 27, t('查看'), 13, PALETTE.primary);
    out += label(x + 52, y + 27, t('编辑'), 13, accent);
  }
  // pagination
  for (let i = 0; i < 5; i++) {
    const px = b.x + b.w - 20 - (5 - i) * 38;
    out += `<rect x="${num(px)}" y="${num(b.y + b.h - 46)}" width="30" height="30" rx="6" fill="${i === 1 ? PALETTE.primary : '#fff'}" stroke="${i === 1 ? PALETTE.primary : PALETTE.line}"/>`;
    out += label(px + 15, b.y + b.h - 26, String(i + 1), 13, i === 1 ? '#fff' : PALETTE.slate, ' text-anchor="middle"');
  }
  return out;
}
