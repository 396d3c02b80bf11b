// Product pictures: a stylised application window (title bar, dark sidebar, page header and one of
// four content views) on a soft background. art/pic-* is 1200x640; art/sketch-* is the same
// picture with its words drawn as bars, for places that show it small; art/card-* (520x288) shows
// a smaller window on a coloured card, sketched too. The view follows a keyword in the name, else its hash. A
// window the seed describes (a tab, a featured case) lists the page's own entries in its menu and
// shows the view that fits the highlighted entry. The English image (?lang=en) draws the window
// with English labels (english.ts); the English pages describe their own windows in English.
import {
  ACCENTS,
  PALETTE,
  escapeXml,
  fnv1a,
  linearGradient,
  mix,
  num,
  pick,
  radialGlow,
  seeded,
  svgDocument,
} from '../svg/kit.ts';
import { textWidthEm, wrapText } from '../svg/text-wrap.ts';
import type { Lang } from '../../shared/site-types.ts';
import type { Box, Rand, Words } from './art-view-parts.ts';
import { artWords } from './english.ts';
import { dashboardView, tableView } from './art-views-data.ts';
import { flowView, formView } from './art-views-design.ts';
import { integrationView } from './art-views-integration.ts';

/** A view drawn in a box; `entry` is the menu entry it illustrates, `words` what the page says about it. */
type View = (b: Box, rand: Rand, accent: string, t: Words, entry?: string, words?: string) => string;

// `active` lists the menu entries that the view can stand for (one is highlighted).
const VIEWS: readonly {
  keywords: readonly string[];
  view: View;
  title: string;
  menu: readonly string[];
  active: readonly number[];
}[] = [
  {
    keywords: ['dashboard', 'data', 'bi', 'report', 'chart', 'analytics', 'datahub'],
    view: dashboardView,
    title: '数据驾驶舱',
    menu: ['工作台', '数据概览', '指标管理', '报表中心', '数据源', '权限设置'],
    active: [1, 3],
  },
  {
    keywords: ['table', 'list', 'mdm', 'master', 'portal', 'crm'],
    view: tableView,
    title: '主数据管理',
    menu: ['工作台', '物料主数据', '客户主数据', '供应商', '数据标准', '审计日志'],
    active: [1, 2, 3],
  },
  {
    keywords: ['flow', 'workflow', 'process', 'bpm', 'approval'],
    view: flowView,
    title: '流程设计器',
    menu: ['工作台', '流程设计', '表单设计', '集成编排', '应用发布', '运维监控'],
    active: [1, 3],
  },
  {
    keywords: ['form', 'lowcode', 'apaas', 'app', 'designer', 'low'],
    view: formView,
    title: '表单设计器',
    menu: ['工作台', '应用管理', '表单设计', '页面设计', '数据模型', '应用发布'],
    active: [2],
  },
  {
    keywords: ['integration', 'ipaas', 'erp', 'esb', 'sync'],
    view: integrationView,
    title: '集成平台',
    menu: ['工作台', '集成流', '连接器', 'API 管理', '运行日志', '告警规则'],
    active: [1],
  },
];

/** A window drawn from a page's entries: its title, menu and highlighted entry. */
export interface WindowSpec {
  title: string;
  menu: readonly string[];
  active: number;
  /** What the page says about the highlighted entry (a tab's summary). */
  summary?: string;
}

/** Words that say which view fits a menu entry (the earliest in the entry wins). */
const VIEW_WORDS: readonly [RegExp, number][] = [
  [/分析|驾驶舱|看板|报表|监控|能耗|OEE|绩效|数据|analy|cockpit|dashboard|report|monitor|data|KPI/i, 0],
  [
    /主数据|物料|客户|供应商|台账|档案|订单|对账|资产|经销商|门户|商品|master|material|customer|supplier|order|statement|asset|dealer|portal/i,
    1,
  ],
  [
    /流程|审批|审核|入转调离|招采|寻源|签约|旅程|调度|闭环|索赔|approv|workflow|flow|process|journey|sourcing|claim|loop/i,
    2,
  ],
  [/表单|申请|填报|移动|入职|招聘|报修|登记|form|apply|mobile|onboard|recruit|register/i, 3],
  // an integration is systems exchanging records, not an approval flow (the iPaaS page's ERP tab)
  [/集成|对接|同步|电商|开放 ?API|\bERP\b|integrat|sync|e-?commerce|open APIs?/i, 4],
];

function viewFor(entry: string): (typeof VIEWS)[number] | undefined {
  let best: { at: number; view: number } | undefined;
  for (const [re, view] of VIEW_WORDS) {
    const at = entry.search(re);
    if (at >= 0 && (!best || at < best.at)) best = { at, view };
  }
  return best ? VIEWS[best.view] : undefined;
}

function chooseView(name: string): (typeof VIEWS)[number] {
  for (const part of name.split('-')) {
    const hit = VIEWS.find((v) => v.keywords.includes(part));
    if (hit) return hit;
  }
  return pick(VIEWS, fnv1a(name));
}

/** The whole window at (0, 0), w x h; defs it needs are returned separately. */
function appWindow(name: string, w: number, h: number, t: Words, spec?: WindowSpec): { defs: string; body: string } {
  const rand = seeded(`window:${name}`);
  const chosen = chooseView(name);
  const v = spec
    ? {
        ...(viewFor(spec.menu[spec.active] ?? spec.title) ?? chosen),
        title: spec.title,
        menu: spec.menu.slice(0, 6).map((m) => wrapText(m, 128 / 14, 1)[0] ?? m),
        active: [Math.min(spec.active, 5)],
      }
    : chosen;
  const accent = pick(ACCENTS.slice(1), fnv1a(`accent:${name}`));
  const defs =
    `<pattern id="wdots" width="20" height="20" patternUnits="userSpaceOnUse"><rect width="20" height="20" fill="#fbfcff"/><circle cx="10" cy="10" r="1.2" fill="${PALETTE.line}"/></pattern>` +
    `<marker id="warrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="8" markerHeight="8" orient="auto-start-reverse"><path d="M0 0L10 5L0 10Z" fill="${PALETTE.mist}"/></marker>`;
  const side = 200;
  const bar = 44;
  let body = `<rect x="8" y="12" width="${w - 16}" height="${h}" rx="14" fill="${PALETTE.navy}" fill-opacity="0.05"/>`;
  body += `<rect x="3" y="5" width="${w - 6}" height="${h}" rx="14" fill="${PALETTE.navy}" fill-opacity="0.06"/>`;
  body += `<rect width="${w}" height="${h}" rx="14" fill="#f6f8fc" stroke="${PALETTE.line}"/>`;
  body += `<path d="M0 14a14 14 0 0 1 14-14h${w - 28}a14 14 0 0 1 14 14v${bar - 14}H0Z" fill="#fff"/>`;
  body += `<path d="M0 ${bar}h${w}" stroke="${PALETTE.line}"/>`;
  ['#ff7a45', '#f5b83d', '#14b8a6'].forEach((c, i) => {
    body += `<circle cx="${22 + i * 20}" cy="22" r="6" fill="${c}"/>`;
  });
  body += `<rect x="${num(w / 2 - 160)}" y="11" width="320" height="22" rx="11" fill="#f1f4fa"/>`;
  body += `<text x="${num(w / 2)}" y="27" font-size="12" fill="${PALETTE.slate}" text-anchor="middle">${escapeXml(`${t('得帆云')} · ${t(v.title)}`)}</text>`;
  // sidebar
  body += `<path d="M0 ${bar}H${side}V${h}H14a14 14 0 0 1-14-14Z" fill="${PALETTE.navy}"/>`;
  body += `<rect x="20" y="${bar + 20}" width="28" height="28" rx="7" fill="${PALETTE.primary}"/>`;
  body += `<path d="M27 ${bar + 41}L35 ${bar + 26}V${bar + 41}ZM37 ${bar + 30}L42 ${bar + 41}H37Z" fill="#fff"/>`;
  body += `<text x="58" y="${bar + 40}" font-size="15" font-weight="700" fill="#fff">${escapeXml(t('得帆云'))}</text>`;
  const active = pick(v.active, rand() * v.active.length);
  v.menu.forEach((m, i) => {
    const y = bar + 72 + i * 46;
    if (y + 40 > h) return;
    if (i === active)
      body += `<rect x="12" y="${y}" width="${side - 24}" height="38" rx="8" fill="${PALETTE.primary}"/>`;
    body += `<rect x="28" y="${y + 13}" width="12" height="12" rx="3" fill="none" stroke="#fff" stroke-opacity="${i === active ? 1 : 0.55}" stroke-width="1.5"/>`;
    body += `<text x="52" y="${y + 24}" font-size="14" fill="#fff" fill-opacity="${i === active ? 1 : 0.7}">${escapeXml(t(m))}</text>`;
  });
  // page header
  const cx = side + 24;
  const cw = w - side - 48;
  body += `<text x="${cx}" y="${bar + 38}" font-size="18" font-weight="700" fill="${PALETTE.ink}">${escapeXml(t(v.menu[active] ?? v.title))}</text>`;
  body += `<rect x="${num(cx + cw - 96)}" y="${bar + 16}" width="96" height="32" rx="6" fill="${PALETTE.primary}"/>`;
  body += `<text x="${num(cx + cw - 48)}" y="${bar + 37}" font-size="13" fill="#fff" text-anchor="middle">${escapeXml(t('+ 新建'))}</text>`;
  body += `<rect x="${num(cx + cw - 206)}" y="${bar + 16}" width="98" height="32" rx="6" fill="#fff" stroke="${PALETTE.line}"/>`;
  body += `<text x="${num(cx + cw - 157)}" y="${bar + 37}" font-size="13" fill="${PALETTE.slate}" text-anchor="middle">${escapeXml(t('导出'))}</text>`;
  const entry = spec ? (spec.menu[spec.active] ?? spec.title) : name;
  body += v.view({ x: cx, y: bar + 64, w: cw, h: h - bar - 64 - 24 }, rand, accent, t, entry, spec?.summary);
  return { defs, body };
}

const attr = (attrs: string, name: string): string | undefined =>
  new RegExp(`(?:^|\\s)${name}="([^"]*)"`).exec(attrs)?.[1];

/**
 * The window with its words drawn as rounded bars of their length and colour, for places that
 * show it too small to read (a card's thumbnail, a picture inside a link): there its words came
 * out at 4 to 7 px, text that looks like text but cannot be read.
 */
function sketch(body: string): string {
  return body.replace(/<text ([^>]*)>([^<]*)<\/text>/g, (_, attrs: string, words: string) => {
    const size = Number(attr(attrs, 'font-size') ?? 14);
    const plain = words.replace(/&(amp|lt|gt|quot|#39);/g, '&');
    const w = Math.max(size, textWidthEm(plain) * size * 0.9);
    const anchor = attr(attrs, 'text-anchor');
    const x = Number(attr(attrs, 'x') ?? 0) - (anchor === 'middle' ? w / 2 : anchor === 'end' ? w : 0);
    const h = Math.max(6, size * 0.5);
    const y = Number(attr(attrs, 'y') ?? 0) - size * 0.36 - h / 2;
    const fill = attr(attrs, 'fill') ?? PALETTE.ink;
    const opacity = Number(attr(attrs, 'fill-opacity') ?? 1) * (fill === '#fff' ? 0.6 : 0.35);
    return `<rect x="${num(x)}" y="${num(y)}" width="${num(w)}" height="${num(h)}" rx="${num(h / 2)}" fill="${fill}" fill-opacity="${num(opacity)}"/>`;
  });
}

/** The picture, or with `words: false` its sketch (see sketch()). */
export function renderPic(name: string, lang: Lang = 'zh', spec?: WindowSpec, words = true): string {
  const W = 1200;
  const H = 640;
  const drawn = appWindow(name, 1080, 560, artWords(lang), spec);
  const win = words ? drawn : { ...drawn, body: sketch(drawn.body) };
  const accent = pick(ACCENTS.slice(1), fnv1a(`accent:${name}`));
  const defs =
    linearGradient('pb', [
      [0, '#e8f0ff'],
      [1, mix(accent, '#ffffff', 0.85)],
    ]) +
    radialGlow('pg', PALETTE.primary, 0.18) +
    win.defs;
  let body = `<rect width="${W}" height="${H}" fill="url(#pb)"/>`;
  body += `<circle cx="1060" cy="80" r="300" fill="url(#pg)"/>`;
  body += `<g transform="translate(60 36)">${win.body}</g>`;
  return svgDocument(W, H, body, defs);
}

/** Card background end colour per accent, chosen to blend cleanly with the primary blue. */
const CARD_END: Record<string, string> = {
  [PALETTE.teal]: '#0fa3b5',
  [PALETTE.purple]: '#7c5cff',
  [PALETTE.orange]: '#4f6bff',
};

export function renderCard(name: string, lang: Lang = 'zh'): string {
  const W = 520;
  const H = 288;
  const accent = pick(ACCENTS.slice(1), fnv1a(`accent:${name}`));
  const rand = seeded(`card:${name}`);
  const win = appWindow(name, 1080, 560, artWords(lang));
  const defs =
    linearGradient('cb', [
      [0, PALETTE.primary],
      [1, CARD_END[accent] ?? PALETTE.purple],
    ]) +
    radialGlow('cg', '#ffffff', 0.35) +
    radialGlow('ca', accent, 0.55) +
    win.defs;
  let body = `<rect width="${W}" height="${H}" fill="url(#cb)"/>`;
  body += `<circle cx="${num(60 + rand() * 120)}" cy="${num(rand() * 60)}" r="180" fill="url(#cg)"/>`;
  body += `<circle cx="${num(420 + rand() * 80)}" cy="${num(20 + rand() * 40)}" r="120" fill="url(#ca)"/>`;
  body += `<circle cx="${num(20 + rand() * 40)}" cy="${num(230 + rand() * 40)}" r="60" fill="none" stroke="#fff" stroke-opacity="0.25" stroke-width="1.5"/>`;
  // the window is larger than the card and runs off its right and bottom edges; at half size
  // its words would be 6 to 8 px: drawn as bars
  body += `<g transform="translate(44 36) scale(0.52)">${sketch(win.body)}</g>`;
  return svgDocument(W, H, body, defs);
}
