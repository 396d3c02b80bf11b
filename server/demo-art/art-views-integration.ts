// The integration view of the stylised application window (art-window.ts): one integration flow
// at work, a source system on the left, its trigger, mapping and routing in the middle, the target
// systems on the right, and the run log under them. The entry it illustrates picks the scenario
// (ERP, e-commerce or open APIs); system names the entry's words give (SAP, MES…) replace the
// scenario's own, so the ERP tab draws the systems its summary names.
import { PALETTE, num } from '../svg/kit.ts';
import { bar, card, label, type Box, type Rand, type Words } from './art-view-parts.ts';

interface Scenario {
  source: string;
  targets: readonly string[];
  records: readonly string[];
  steps: readonly string[];
}

const SCENARIOS: readonly [RegExp, Scenario][] = [
  [
    /电商|渠道|e-?commerce|marketplace|channel/i,
    {
      source: '电商平台',
      targets: ['OMS', 'WMS', 'ERP'],
      records: ['订单', '库存', '退款'],
      steps: ['订单创建', '格式转换', '库存扣减'],
    },
  ],
  [
    /开放|\bAPIs?\b|open/i,
    {
      source: 'API 网关',
      targets: ['经销商', '供应商', 'ERP'],
      records: ['查询', '下单', '对账'],
      steps: ['鉴权', '限流', '路由分发'],
    },
  ],
  [
    /./,
    {
      source: 'SAP',
      targets: ['MES', 'WMS', 'CRM'],
      records: ['订单', '物料', '凭证'],
      steps: ['单据变更', '字段映射', '路由分发'],
    },
  ],
];

/** Upper-case system names in the entry's words (SAP, MES…), without the generic ones. */
const systemsIn = (words: string): string[] => [
  ...new Set((words.match(/\b[A-Z]{2,5}\b/g) ?? []).filter((w) => !['API', 'APIS', 'ERP'].includes(w))),
];

export function integrationView(b: Box, rand: Rand, accent: string, t: Words, entry = '', words = ''): string {
  const base = (SCENARIOS.find(([re]) => re.test(entry)) ?? SCENARIOS[SCENARIOS.length - 1]!)[1];
  const named = systemsIn(`${words} ${entry}`);
  const source = named.length > 1 ? named[0]! : base.source;
  const targets = named.length > 1 ? [...named.slice(1), ...base.targets].slice(0, 3) : base.targets;
  const flowH = b.h - 132;
  let out = `<rect x="${num(b.x)}" y="${num(b.y)}" width="${num(b.w)}" height="${num(flowH)}" rx="8" fill="url(#wdots)" stroke="${PALETTE.line}"/>`;
  const midY = b.y + flowH / 2;
  // the source system
  const sx = b.x + 24;
  out += card(sx, midY - 62, 150, 124);
  out += `<rect x="${num(sx + 16)}" y="${num(midY - 46)}" width="36" height="36" rx="9" fill="${PALETTE.primary}"/>`;
  out += `<path d="M${num(sx + 24)} ${num(midY - 36)}h20M${num(sx + 24)} ${num(midY - 28)}h20M${num(sx + 24)} ${num(midY - 20)}h12" stroke="#fff" stroke-width="2.5" stroke-linecap="round"/>`;
  out += label(sx + 16, midY + 18, t(source), 18, PALETTE.ink, ' font-weight="700"');
  out += label(sx + 16, midY + 42, t('源系统'), 12, PALETTE.slate);
  // the flow's steps
  const fx = b.x + b.w / 2 - 110;
  const stepY = (i: number) => midY - 84 + i * 62;
  const colors = [PALETTE.primary, accent === PALETTE.teal ? PALETTE.purple : accent, PALETTE.teal];
  out += `<path d="M${num(sx + 150)} ${num(midY)}C${num(fx - 30)} ${num(midY)} ${num(fx - 40)} ${num(stepY(0) + 20)} ${num(fx)} ${num(stepY(0) + 20)}" fill="none" stroke="${PALETTE.mist}" stroke-width="1.5" marker-end="url(#warrow)"/>`;
  base.steps.forEach((s, i) => {
    const y = stepY(i);
    if (i > 0)
      out += `<path d="M${num(fx + 110)} ${num(y - 22)}V${num(y - 2)}" stroke="${PALETTE.mist}" stroke-width="1.5" marker-end="url(#warrow)"/>`;
    out += `<rect x="${num(fx)}" y="${num(y)}" width="220" height="40" rx="8" fill="#fff" stroke="${colors[i]}" stroke-width="1.5"/>`;
    out += `<rect x="${num(fx + 12)}" y="${num(y + 10)}" width="20" height="20" rx="5" fill="${colors[i]}"/>`;
    out += label(fx + 44, y + 25, t(s), 14, PALETTE.ink);
  });
  // the targets, each with what it received
  const tx = b.x + b.w - 194;
  const ms = targets.map(() => Math.round(60 + rand() * 140));
  const last = stepY(2) + 20;
  targets.forEach((name, i) => {
    const y = midY - 106 + i * 76;
    out += `<path d="M${num(fx + 220)} ${num(last)}C${num(tx - 40)} ${num(last)} ${num(tx - 50)} ${num(y + 30)} ${num(tx)} ${num(y + 30)}" fill="none" stroke="${PALETTE.mist}" stroke-width="1.5" marker-end="url(#warrow)"/>`;
    out += card(tx, y, 170, 60);
    out += label(tx + 16, y + 26, t(name), 16, PALETTE.ink, ' font-weight="700"');
    out += label(tx + 16, y + 47, `${t(base.records[i] ?? '订单')} · ${ms[i]} ms`, 12, PALETTE.slate);
    out += `<circle cx="${num(tx + 150)}" cy="${num(y + 20)}" r="6" fill="${PALETTE.teal}"/>`;
  });
  // the run log
  const ly = b.y + flowH + 16;
  out += card(b.x, ly, b.w, 116);
  out += label(b.x + 16, ly + 26, t('运行日志'), 14, PALETTE.ink, ' font-weight="600"');
  targets.forEach((name, i) => {
    const y = ly + 52 + i * 24;
    const time = `10:${String(12 + i * 3 + Math.floor(rand() * 3)).padStart(2, '0')}`;
    out += label(b.x + 16, y, time, 12, PALETTE.slate);
    out += label(b.x + 80, y, `${t(base.records[i] ?? '订单')}  ${t(source)} → ${t(name)}`, 12, PALETTE.ink);
    out += `<rect x="${num(b.x + b.w - 96)}" y="${num(y - 13)}" width="64" height="18" rx="9" fill="${PALETTE.teal}" fill-opacity="0.14"/>`;
    out += label(b.x + b.w - 64, y, t('成功'), 12, PALETTE.teal, ' text-anchor="middle"');
    out += bar(b.x + 420, y - 7, 60 + (ms[i] ?? 100), 6, PALETTE.primary, 0.25);
    out += label(b.x + 490 + (ms[i] ?? 100), y, `${ms[i]} ms`, 12, PALETTE.slate);
  });
  return out;
}
