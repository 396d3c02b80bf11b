// CJK-aware text measuring and wrapping for SVG, which has no automatic line breaking. Widths
// are estimates in em (no font metrics are available on the server), kept a little generous.
import { escapeXml, num } from './kit.ts';

const NO_LINE_START = new Set('，。、；：！？）》」』】〕,.;:!?)]}…%');

/** Estimated advance of one character in em: CJK and full-width ≈ 1, ASCII ≈ 0.55, space 0.3. */
function charWidthEm(ch: string): number {
  const c = ch.codePointAt(0) ?? 0;
  if (c === 0x20) return 0.3;
  if (c < 0x80) {
    // ASCII ≈ 0.55 em on average: capitals and digits run wider, lower case narrower
    if (c >= 0x41 && c <= 0x5a) return c === 0x4d || c === 0x57 ? 0.85 : 0.65;
    if (c >= 0x30 && c <= 0x39) return 0.58;
    if (c >= 0x61 && c <= 0x7a) return c === 0x6d || c === 0x77 ? 0.8 : c === 0x69 || c === 0x6c ? 0.26 : 0.53;
    return 0.45;
  }
  if (c < 0x2e80) return 0.6; // Latin extensions, Greek, general punctuation and symbols
  return 1;
}

export function textWidthEm(text: string): number {
  let w = 0;
  for (const ch of text) w += charWidthEm(ch);
  return w;
}

/** Splits text into wrap units: one unit per CJK character, ASCII words kept together. */
function tokens(text: string): string[] {
  return text.match(/[\x21-\x7e]+|\s+|[^\s]/gu) ?? [];
}

function truncateToFit(line: string, maxEm: number): string {
  const chars = [...line.trimEnd()];
  while (chars.length > 0 && textWidthEm(chars.join('')) + 1 > maxEm) chars.pop();
  return `${chars.join('').trimEnd()}…`;
}

/**
 * Wraps text into at most maxLines lines of at most maxEm em each. CJK text breaks between any
 * two characters (closing punctuation never starts a line), ASCII words break at spaces and are
 * split only when longer than a line. Text that does not fit ends with an ellipsis.
 */
export function wrapText(text: string, maxEm: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  let overflow = false;
  const push = (): void => {
    lines.push(line.trimEnd());
    line = '';
  };
  for (const raw of tokens(text.replace(/\s+/g, ' ').trim())) {
    const tok = /^\s+$/.test(raw) ? ' ' : raw;
    if (tok === ' ' && line === '') continue;
    if (textWidthEm(line + tok) <= maxEm) {
      line += tok;
      continue;
    }
    if (NO_LINE_START.has(tok) && line !== '') {
      line += tok; // hang closing punctuation rather than start a line with it
      continue;
    }
    if (tok === ' ') {
      push();
      continue;
    }
    if (line !== '' && textWidthEm(tok) <= maxEm) {
      push();
      line = tok;
      continue;
    }
    for (const ch of tok) {
      if (textWidthEm(line + ch) > maxEm && line !== '') push();
      line += ch;
    }
  }
  if (line.trim() !== '') push();
  if (lines.length > maxLines) {
    overflow = true;
    lines.length = maxLines;
  }
  if (overflow) {
    const last = lines[maxLines - 1] ?? '';
    lines[maxLines - 1] = truncateToFit(last, maxEm);
  }
  return lines;
}

/**
 * Chinese words that a line must not break inside (供应商门 / 户与协同 reads as nonsense), in the
 * demo's pictures and the preview cards' page titles alike: Chinese has no spaces, so the wrapper
 * is told the words it meets most. A dictionary for line breaking, not copy.
 */
const WORDS = [
  '供应商',
  '门户',
  '协同',
  '低代码',
  '数字化',
  '解决方案',
  '方案',
  '服务商',
  '企业',
  '平台',
  '管理',
  '产品',
  '行业',
  '创新力',
  '创新',
  '技术',
  '集成',
  '数据',
  '中台',
  '主数据',
  '标杆',
  '案例',
  '伙伴',
  '品牌',
  '合作',
  '评选',
  '论坛',
  '大会',
  '联盟',
  '信创',
  '生态',
  '年度',
  '最具',
  '最佳',
  '最受',
  '用户',
  '欢迎',
  '优秀',
  '百强',
  '软件',
  '信赖',
  '服务',
  '制造业',
  '制造',
  '汽车',
  '国家',
  '高新',
  '领导者',
  '象限',
  '领域',
  '咨询',
  '机构',
  '报告',
  '索赔',
  '旧件',
  '项目',
  '质量',
  '闭环',
  '售后',
  '经销商',
  '门店',
  '审批',
  '流程',
  '开发',
  '应用',
  '移动',
  '客户',
  '设备',
  '维保',
  '电梯',
  '工单',
  '实验室',
  '样品',
  '仪器',
  '采购',
  '寻源',
  '合同',
  '招商',
  '租赁',
  '园区',
  '访客',
  '能耗',
  '人力',
  '资源',
  '招聘',
  '入职',
  '考勤',
  '绩效',
  '医药',
  '药品',
  '追溯',
  '工业',
  '互联网',
  '物联',
  '监控',
  '预警',
  '分析',
  '看板',
  '统一',
  '身份',
  '权限',
  '审计',
  '日志',
  '运维',
  '白皮书',
  '建设',
  '大型',
  '实践',
  '指南',
  '方法论',
  '实施',
  '环境',
  '迁移',
  '手册',
  '中国',
  '科技',
  '信息化',
  '口碑',
  '认定',
  '主管',
  '部门',
  '组委会',
  '峰会',
  '开发者',
  '智能',
  '产业',
];

/** Whether a wrap cuts one of WORDS in two (the lines' characters, spaces aside, are the text's). */
function splitsWord(text: string, lines: readonly string[]): boolean {
  const flat = text.replace(/\s+/g, '');
  const breaks: number[] = [];
  let at = 0;
  for (const line of lines.slice(0, -1)) {
    at += line.replace(/\s+/g, '').length;
    breaks.push(at);
  }
  return WORDS.some((word) => {
    for (let i = flat.indexOf(word); i >= 0; i = flat.indexOf(word, i + 1)) {
      if (breaks.some((b) => b > i && b < i + word.length)) return true;
    }
    return false;
  });
}

/**
 * Like wrapText, but evens out line lengths (no single orphan character on the last line), and
 * of the even wraps takes the first that breaks no known Chinese word.
 */
export function balancedWrap(text: string, maxEm: number, maxLines: number): string[] {
  const lines = wrapText(text, maxEm, maxLines);
  if (lines.length < 2 || lines[lines.length - 1]?.endsWith('…')) return lines;
  const target = textWidthEm(text) / lines.length;
  let even: string[] | undefined;
  for (let w = Math.ceil(target * 2) / 2; w <= maxEm; w += 0.5) {
    const tryLines = wrapText(text, w, maxLines);
    if (tryLines.length !== lines.length || tryLines[tryLines.length - 1]?.endsWith('…')) continue;
    even ??= tryLines;
    if (!splitsWord(text, tryLines)) return tryLines;
  }
  if (!splitsWord(text, lines)) return lines;
  return even ?? lines;
}

/** Renders pre-wrapped lines as one <text> with a <tspan> per line. */
export function textBlock(lines: readonly string[], x: number, y: number, lineHeight: number, attrs: string): string {
  const spans = lines
    .map((l, i) => `<tspan x="${num(x)}" y="${num(y + i * lineHeight)}">${escapeXml(l)}</tspan>`)
    .join('');
  return `<text ${attrs}>${spans}</text>`;
}
