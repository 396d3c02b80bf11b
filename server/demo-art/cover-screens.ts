// A small application window for covers, showing what the article is about: a form designer for
// low-code, a flow for integration, a table for master data, tiles for a portal, a chart for data
// and a chat with an assistant for AI. The kind follows the title; without a hint, the article's
// random source picks one.
import { PALETTE, num } from '../svg/kit.ts';
import { card, circle, line, rect, textBar, type Scene } from './cover-kit.ts';

export type ScreenKind = 'form' | 'flow' | 'table' | 'tiles' | 'chart' | 'chat';

const KINDS: readonly [RegExp, ScreenKind][] = [
  [/数字员工|智能体|大模型|AI|agent/i, 'chat'],
  [/主数据|MDM|master data/i, 'table'],
  [/门户|Portal/i, 'tiles'],
  [/iPaaS|集成|连接器|API|integration/i, 'flow'],
  [/数据中台|DeHoop|数据|data|report/i, 'chart'],
  [/aPaaS|低代码|表单|low-code|form/i, 'form'],
];

/** The kind named first in the text (a launch of 'aPaaS … with integration' shows a form). */
export function screenKind(text: string, s: Scene): ScreenKind {
  let best: { at: number; kind: ScreenKind } | undefined;
  for (const [re, kind] of KINDS) {
    const at = text.search(re);
    if (at >= 0 && (!best || at < best.at)) best = { at, kind };
  }
  return best?.kind ?? (['form', 'flow', 'chart', 'tiles'] as const)[Math.floor(s.rand() * 4)] ?? 'chart';
}

type Box = { x: number; y: number; w: number; h: number };

const CONTENT: Record<ScreenKind, (b: Box, s: Scene) => string> = {
  chart: (b, s) => {
    const pts: string[] = [];
    for (let i = 0; i <= 6; i++)
      pts.push(`${num(b.x + (b.w * i) / 6)} ${num(b.y + b.h - (0.15 + 0.6 * (i / 6) + s.rand() * 0.22) * b.h)}`);
    return (
      `<path d="M${pts.join('L')}L${num(b.x + b.w)} ${b.y + b.h}H${b.x}Z" fill="${s.accent}" fill-opacity="0.12"/>` +
      line(`M${pts.join('L')}`, s.accent, 3)
    );
  },
  flow: (b, s) => {
    const cx = b.x + b.w / 2;
    const nw = Math.min(60, b.w / 2.4);
    const node = (x: number, y: number, c: string): string =>
      rect(x - nw / 2, y - 10, nw, 20, 6, '#fff', ` stroke="${c}" stroke-width="2"`) +
      textBar(x - nw / 2 + 8, y - 3, nw - 16, '#c9d5ea', 6);
    if (b.h < 70) {
      // too low for branches: a chain of three steps
      const xs = [b.x + nw / 2, cx, b.x + b.w - nw / 2];
      const y = b.y + b.h / 2;
      return (
        line(`M${num(xs[0]!)} ${num(y)}H${num(xs[2]!)}`, PALETTE.mist, 2) +
        node(xs[0]!, y, PALETTE.primary) +
        node(cx, y, s.accent) +
        node(xs[2]!, y, PALETTE.teal)
      );
    }
    const y0 = b.y + 12;
    const y1 = b.y + b.h / 2;
    const y2 = b.y + b.h - 12;
    return (
      line(
        `M${cx} ${y0 + 11}V${y1 - 11}M${cx} ${y1}H${cx - b.w / 3}V${y2 - 11}M${cx} ${y1}H${cx + b.w / 3}V${y2 - 11}`,
        PALETTE.mist,
        2,
      ) +
      node(cx, y0, PALETTE.primary) +
      node(cx, y1, s.accent) +
      node(cx - b.w / 3, y2, PALETTE.teal) +
      node(cx + b.w / 3, y2, PALETTE.purple)
    );
  },
  form: (b, s) => {
    let o = '';
    const button = b.h >= 80;
    const rows = Math.max(1, Math.floor((b.h - (button ? 26 : 0)) / 30));
    for (let i = 0; i < rows; i++) {
      const y = b.y + i * 30;
      const on = i === Math.min(1, rows - 1);
      o +=
        textBar(b.x, y, 40, '#9aa8c0', 5) +
        rect(
          b.x,
          y + 9,
          b.w,
          16,
          4,
          '#fff',
          ` stroke="${on ? s.accent : '#d6deec'}" stroke-width="1.5"${on ? ' stroke-dasharray="4 3"' : ''}`,
        );
    }
    return button ? o + rect(b.x + b.w - 56, b.y + b.h - 20, 56, 20, 5, PALETTE.primary) : o;
  },
  table: (b, s) => {
    let o = rect(b.x, b.y, b.w, 18, 3, '#eef3fc');
    const rows = Math.floor((b.h - 22) / 22);
    for (let r = 0; r < rows; r++) {
      const y = b.y + 24 + r * 22;
      o +=
        textBar(b.x + 6, y + 4, b.w * 0.3, '#c9d5ea', 6) + textBar(b.x + b.w * 0.42, y + 4, b.w * 0.22, '#e0e7f3', 6);
      o += rect(
        b.x + b.w * 0.74,
        y + 1,
        b.w * 0.2,
        13,
        6.5,
        [PALETTE.teal, s.accent, PALETTE.primary][r % 3] ?? s.accent,
        ' fill-opacity="0.25"',
      );
      o += line(`M${b.x} ${y + 19}h${num(b.w)}`, '#eef2f8', 1.5);
    }
    return o;
  },
  tiles: (b, s) => {
    let o = '';
    const tw = (b.w - 16) / 3;
    const th = (b.h - 8) / 2;
    const colors = [PALETTE.primary, s.accent, PALETTE.teal, PALETTE.purple, '#f5b83d', PALETTE.primary];
    for (let i = 0; i < 6; i++) {
      const x = b.x + (i % 3) * (tw + 8);
      const y = b.y + Math.floor(i / 3) * (th + 8);
      const r = Math.min(8, th / 4);
      o +=
        rect(x, y, tw, th, 6, '#f4f7fd') +
        circle(x + r + 6, y + r + 5, r, colors[i] ?? s.accent) +
        textBar(x + 6, y + th - 10, tw * 0.6, '#c9d5ea', 5);
    }
    return o;
  },
  chat: (b, s) => {
    const bubble = (x: number, y: number, w: number, mine: boolean): string =>
      rect(x, y, w, 24, 10, mine ? s.accent : '#eef3fc') +
      textBar(x + 10, y + 9, w - 20, mine ? '#ffffff' : '#9aa8c0', 6);
    return (
      bubble(b.x + b.w - b.w * 0.55, b.y, b.w * 0.55, true) +
      circle(b.x + 10, b.y + 44, 10, PALETTE.purple) +
      line(`M${b.x + 6} ${b.y + 44}h8M${b.x + 10} ${b.y + 40}v8`, '#fff', 2) +
      bubble(b.x + 26, b.y + 32, b.w * 0.7, false) +
      bubble(b.x + 26, b.y + 62, b.w * 0.5, false)
    );
  },
};

/** An application window with title-bar dots and a dark sidebar, showing one kind of content. */
export function screen(x: number, y: number, w: number, h: number, s: Scene, kind: ScreenKind): string {
  let o = card(x, y, w, h, 10) + rect(x, y, w, 22, 10, '#eef3fc') + rect(x, y + 12, w, 10, 0, '#eef3fc');
  o +=
    circle(x + 14, y + 11, 4, PALETTE.orange) +
    circle(x + 27, y + 11, 4, '#f5b83d') +
    circle(x + 40, y + 11, 4, PALETTE.teal);
  const side = w * 0.22;
  o += rect(x, y + 22, side, h - 22, 0, PALETTE.navy, ' fill-opacity="0.9"');
  for (let i = 0; i < 4; i++) o += textBar(x + 10, y + 36 + i * 18, side - 22, i === 1 ? s.accent : '#ffffff', 6);
  const cx = x + side + 12;
  o += textBar(cx, y + 32, (w - side) * 0.35, PALETTE.ink, 6);
  // grouped, so a test can tell the window from the scene it stands in
  return `<g class="window">${o}${CONTENT[kind]({ x: cx, y: y + 46, w: w - side - 24, h: h - 56 }, s)}</g>`;
}
