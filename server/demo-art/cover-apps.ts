// Cover motifs for the application market and for complex-scene articles. An application shows
// an app tile whose icon follows the title's meaning and a phone running the app (a list, a form,
// a calendar or a chart, varied per article). A complex scene shows the systems it connects
// (named in the title, else typical ones) around the platform hub.
import { ICONS } from './art-icon-set.ts';
import { iconForTitle, iconGlyph } from './art-icons.ts';
import { PALETTE, num } from '../svg/kit.ts';
import { card, chartCard, circle, line, rect, textBar, type Scene } from './cover-kit.ts';

/** The phone's screen content, drawn inside x 384–500, y 100–300. */
const PHONE_VIEWS: readonly ((s: Scene) => string)[] = [
  (s) => {
    let o = '';
    for (let i = 0; i < 5; i++) {
      const y = 106 + i * 38;
      o +=
        circle(400, y + 12, 9, i === 1 ? s.accent : '#dbe6ff') +
        textBar(416, y + 4, 60 + (i % 2) * 16, PALETTE.ink, 6) +
        textBar(416, y + 15, 46, '#d6deec', 5);
      o += line(`M392 ${y + 32}h100`, '#eef2f8', 1.5);
    }
    return o;
  },
  (s) => {
    let o = '';
    for (let i = 0; i < 4; i++) {
      const y = 108 + i * 40;
      o +=
        textBar(394, y, 36, '#9aa8c0', 5) +
        rect(394, y + 10, 96, 20, 5, '#fff', ` stroke="${i === 2 ? s.accent : '#d6deec'}" stroke-width="1.5"`);
    }
    return o + rect(394, 270, 96, 24, 12, s.accent);
  },
  (s) => {
    let o = textBar(394, 106, 50, PALETTE.ink, 7);
    for (let i = 0; i < 30; i++) {
      const x = 394 + (i % 6) * 16;
      const y = 124 + Math.floor(i / 6) * 18;
      const on = s.rand() < 0.22;
      o += rect(x, y, 12, 12, 3, on ? s.accent : '#eef2f8');
    }
    return o + rect(394, 226, 96, 30, 6, s.accent, ' fill-opacity="0.12"') + textBar(402, 238, 60, s.accent, 6);
  },
  (s) => {
    let o = textBar(394, 106, 56, PALETTE.ink, 7);
    let bars = '';
    for (let i = 0; i < 6; i++) bars += `M${400 + i * 16} 230v-${num(30 + s.rand() * 80)}`;
    o += line(bars, s.accent, 10, ' stroke-linecap="butt"') + line('M392 232h104', '#d6deec', 1.5);
    return o + textBar(394, 250, 96, '#eef2f8', 18) + textBar(394, 276, 70, '#eef2f8', 18);
  },
];

/** The phone screen an app's name asks for, in PHONE_VIEWS order: a list, a form, a calendar, a chart. */
const VIEW_WORDS: readonly RegExp[] = [
  /知识|访客|目录|list|directory/i,
  /报销|合同|招聘|申请|claim|contract|recruit/i,
  /预订|排期|工时|日程|booking|schedule|hours/i,
  /追溯|点检|巡检|资产|报表|trace|inspection|asset/i,
];

/** An app's cover: its icon and its phone's screen follow the app's name (the title's head). */
export function marketApp(s: Scene, title: string, id: number): { key: string; svg: string } {
  const head = title.split(/[：:]/)[0] ?? title;
  const icon = iconForTitle(head) ?? iconForTitle(title) ?? ICONS.find((i) => i.id === 'code')!;
  const named = VIEW_WORDS.findIndex((re) => re.test(head));
  const view = named >= 0 ? named : id % PHONE_VIEWS.length;
  let o = chartCard(468, 118, 142, 150, s);
  o +=
    card(196, 92, 150, 150, 36) +
    `<g transform="translate(223 119) scale(1.5)">${iconGlyph(icon, PALETTE.primary, s.accent, 3)}</g>`;
  o += rect(221, 262, 100, 30, 15, '#fff', ' fill-opacity="0.95"') + textBar(246, 274, 50, s.accent, 6);
  o += rect(372, 48, 140, 270, 24, '#0f1c3f') + rect(380, 56, 124, 254, 18, '#fff');
  o += rect(380, 56, 124, 36, 18, s.accent) + rect(380, 74, 124, 18, 0, s.accent) + textBar(394, 70, 50, '#ffffff', 6);
  return { key: `app-${icon.id}-${view}`, svg: o + (PHONE_VIEWS[view] ?? PHONE_VIEWS[0]!)(s) };
}

const SYSTEMS = ['ERP', 'MES', 'WMS', 'PLM', 'CRM', 'SRM', 'OA', 'HR', 'BI', 'QMS', 'DMS', 'IoT'] as const;

/** The systems a complex scene connects: those its title names, filled up with typical ones. */
function systemsOf(title: string, s: Scene): string[] {
  const named = [...new Set(title.match(/\b[A-Z][A-Za-z]{1,4}\b/g) ?? [])].filter((w) => w.length <= 5).slice(0, 4);
  const rest = SYSTEMS.filter((x) => !named.includes(x));
  while (named.length < 6) {
    const i = Math.floor(s.rand() * rest.length);
    named.push(rest.splice(i, 1)[0] ?? 'API');
  }
  return named;
}

interface SystemNode {
  name: string;
  x: number;
  y: number;
}

/** Where the hub and the systems sit: around a ring, on both sides of a bus, or fanned out. */
const LAYOUTS: readonly ((
  n: number,
  s: Scene,
) => {
  hub: [number, number];
  nodes: [number, number][];
  links: (hub: [number, number], node: [number, number]) => string;
  frame: string;
})[] = [
  (n, s) => {
    const turn = s.rand() * Math.PI;
    const nodes = Array.from({ length: n }, (_, i): [number, number] => {
      const a = turn + (i * Math.PI * 2) / n;
      return [400 + Math.cos(a) * 180, 190 + Math.sin(a) * 102];
    });
    return {
      hub: [400, 190],
      nodes,
      links: ([hx, hy], [x, y]) => `M${hx} ${hy}L${num(x)} ${num(y)}`,
      frame: `<ellipse cx="400" cy="190" rx="180" ry="102" fill="none" stroke="#fff" stroke-opacity="0.25" stroke-width="1.5"/>`,
    };
  },
  (n) => {
    const per = Math.ceil(n / 2);
    const nodes = Array.from({ length: n }, (_, i): [number, number] => {
      const top = i < per;
      const k = top ? i : i - per;
      const count = top ? per : n - per;
      return [200 + ((k + 0.5) * 400) / count, top ? 100 : 284];
    });
    return {
      hub: [400, 192],
      nodes,
      links: (_h, [x, y]) => `M${num(x)} ${num(y)}V192`,
      frame: rect(170, 184, 460, 16, 8, '#fff', ' fill-opacity="0.35"'),
    };
  },
  (n) => {
    const nodes = Array.from({ length: n }, (_, i): [number, number] => {
      const t = n === 1 ? 0.5 : i / (n - 1);
      return [490 + Math.sin(t * Math.PI) * 70, 74 + t * 214];
    });
    return {
      hub: [250, 190],
      nodes,
      links: ([hx, hy], [x, y]) =>
        `M${hx} ${hy}C${num((hx + x) / 2)} ${hy} ${num((hx + x) / 2)} ${num(y)} ${num(x)} ${num(y)}`,
      frame: circle(
        250,
        190,
        78,
        'none',
        ' stroke="#fff" stroke-opacity="0.25" stroke-width="1.5" stroke-dasharray="3 6"',
      ),
    };
  },
];

export function complexTopology(s: Scene, title: string, id: number): string {
  const systems = systemsOf(title, s);
  const layout = (LAYOUTS[id % LAYOUTS.length] ?? LAYOUTS[0]!)(systems.length, s);
  const [hx, hy] = layout.hub;
  const nodes: SystemNode[] = systems.map((name, i) => ({
    name,
    x: layout.nodes[i]?.[0] ?? hx,
    y: layout.nodes[i]?.[1] ?? hy,
  }));
  let o = layout.frame;
  o += line(
    nodes.map((n) => layout.links(layout.hub, [n.x, n.y])).join(''),
    '#fff',
    2,
    ' stroke-dasharray="4 6" stroke-opacity="0.8"',
  );
  for (const n of nodes) {
    const t = 0.35 + s.rand() * 0.3;
    o += circle(hx + (n.x - hx) * t, hy + (n.y - hy) * t, 4.5, s.accent);
  }
  o += circle(hx, hy, 52, '#fff', ' fill-opacity="0.2"') + circle(hx, hy, 40, '#fff');
  o += `<g transform="translate(${hx - 22} ${hy - 22}) scale(0.7)">${iconGlyph(
    ICONS.find((i) => i.id === 'plug')!,
    PALETTE.primary,
    s.accent,
    4,
  )}</g>`;
  for (const n of nodes) {
    const w = 24 + n.name.length * 11;
    o += card(n.x - w / 2 - 14, n.y - 18, w + 28, 36, 18);
    o += circle(n.x - w / 2, n.y, 5, s.accent);
    // a bar, not the name: covers are shown too small for words
    o += textBar(n.x - w / 2 + 12, n.y - 3, w - 12, PALETTE.ink, 7);
  }
  return o;
}
