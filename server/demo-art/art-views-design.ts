// Designer views of the stylised application window (art-window.ts): a flow designer with a
// property panel and a form designer with component palette and field properties.
import { PALETTE, mix, num } from '../svg/kit.ts';
import { bar, card, label, type Box, type Rand, type Words } from './art-view-parts.ts';

export function flowView(b: Box, rand: Rand, accent: string, t: Words): string {
  const panel = 230;
  const cw = b.w - panel - 16;
  let out = `<rect x="${num(b.x)}" y="${num(b.y)}" width="${num(cw)}" height="${num(b.h)}" rx="8" fill="url(#wdots)" stroke="${PALETTE.line}"/>`;
  const cx = b.x + cw / 2;
  const node = (x: number, y: number, text: string, color: string): string =>
    `<rect x="${num(x - 70)}" y="${num(y - 22)}" width="140" height="44" rx="8" fill="#fff" stroke="${color}" stroke-width="1.5"/>` +
    `<rect x="${num(x - 70)}" y="${num(y - 22)}" width="5" height="44" rx="2" fill="${color}"/>` +
    label(x + 2, y + 5, t(text), 14, PALETTE.ink, ' text-anchor="middle"');
  const step = (b.h - 68) / 4;
  const ys = [0, 1, 2, 3, 4].map((i) => b.y + 34 + i * step);
  const [y0, y1, y2, y3, y4] = ys as [number, number, number, number, number];
  const side = Math.min(190, cw / 2 - 90);
  // one path per connector: marker-end only marks the last vertex of a path
  const arrows = [
    `M${num(cx)} ${num(y0 + 16)}V${num(y1 - 22)}`,
    `M${num(cx)} ${num(y1 + 22)}V${num(y2 - 24)}`,
    `M${num(cx - 40)} ${num(y2)}H${num(cx - side)}V${num(y3 - 22)}`,
    `M${num(cx + 40)} ${num(y2)}H${num(cx + side)}V${num(y3 - 22)}`,
    `M${num(cx - side)} ${num(y3 + 22)}V${num(y4)}H${num(cx - 18)}`,
    `M${num(cx + side)} ${num(y3 + 22)}V${num(y4)}H${num(cx + 18)}`,
  ];
  for (const d of arrows) {
    out += `<path d="${d}" fill="none" stroke="${PALETTE.mist}" stroke-width="1.5" marker-end="url(#warrow)"/>`;
  }
  out +=
    `<circle cx="${num(cx)}" cy="${num(y0)}" r="16" fill="${PALETTE.teal}"/>` +
    label(cx, y0 + 5, t('始'), 13, '#fff', ' text-anchor="middle"');
  const names = ['提交申请', '部门审批', '采购立项', '合同评审'];
  out += node(cx, y1, names[Math.floor(rand() * names.length)] ?? '提交申请', PALETTE.primary);
  out += `<path d="M${num(cx)} ${num(y2 - 24)}L${num(cx + 40)} ${num(y2)}L${num(cx)} ${num(y2 + 24)}L${num(cx - 40)} ${num(y2)}Z" fill="#fff" stroke="${accent}" stroke-width="1.5"/>`;
  out += label(cx, y2 + 5, t('条件'), 13, PALETTE.ink, ' text-anchor="middle"');
  out += label(cx - side + 8, y2 - 8, t('金额 ≥ 5万'), 12, PALETTE.slate);
  out += label(cx + side - 8, y2 - 8, t('其他'), 12, PALETTE.slate, ' text-anchor="end"');
  out += node(cx - side, y3, '总监审批', PALETTE.purple) + node(cx + side, y3, '财务审核', PALETTE.primary);
  out +=
    `<circle cx="${num(cx)}" cy="${num(y4)}" r="16" fill="${PALETTE.orange}"/>` +
    label(cx, y4 + 5, t('终'), 13, '#fff', ' text-anchor="middle"');
  // property panel
  const px = b.x + cw + 16;
  out += card(px, b.y, panel, b.h);
  out += label(px + 18, b.y + 30, t('节点属性'), 14, PALETTE.ink, ' font-weight="600"');
  const fields = ['节点名称', '审批人', '审批方式', '超时处理'];
  fields.forEach((f, i) => {
    const fy = b.y + 60 + i * 70;
    out += label(px + 18, fy + 12, t(f), 12, PALETTE.slate);
    out += `<rect x="${num(px + 18)}" y="${num(fy + 22)}" width="${panel - 36}" height="32" rx="6" fill="#fff" stroke="${i === 1 ? PALETTE.primary : PALETTE.line}"/>`;
    out += bar(px + 30, fy + 34, 50 + rand() * 70, 8, PALETTE.ink, 0.45);
  });
  return out;
}

export function formView(b: Box, rand: Rand, accent: string, t: Words): string {
  const pal = 170;
  const props = 210;
  let out = card(b.x, b.y, pal, b.h);
  out += label(b.x + 16, b.y + 28, t('组件库'), 14, PALETTE.ink, ' font-weight="600"');
  const comps = ['单行文本', '多行文本', '数字', '日期时间', '下拉选择', '人员选择', '附件上传', '子表单'];
  comps.forEach((c, i) => {
    const cx = b.x + 12 + (i % 2) * 74;
    const cy = b.y + 46 + Math.floor(i / 2) * 44;
    out += `<rect x="${num(cx)}" y="${num(cy)}" width="68" height="34" rx="6" fill="#f5f8ff" stroke="${PALETTE.line}"/>`;
    out += label(cx + 34, cy + 22, t(c), 12, PALETTE.ink, ' text-anchor="middle"');
  });
  const fx = b.x + pal + 16;
  const fw = b.w - pal - props - 32;
  out += card(fx, b.y, fw, b.h);
  out += label(fx + fw / 2, b.y + 36, t('采购申请单'), 17, PALETTE.ink, ' font-weight="700" text-anchor="middle"');
  const fields = ['申请人', '申请部门', '采购类别', '预算金额', '期望到货日期'];
  const sel = Math.floor(rand() * fields.length);
  fields.forEach((f, i) => {
    const y = b.y + 62 + i * 62;
    if (y + 56 > b.y + b.h - 56) return;
    if (i === sel) {
      out += `<rect x="${num(fx + 14)}" y="${num(y - 6)}" width="${num(fw - 28)}" height="58" rx="6" fill="${PALETTE.primary}" fill-opacity="0.05" stroke="${PALETTE.primary}" stroke-dasharray="4 3"/>`;
    }
    out += label(fx + 28, y + 12, t(f), 12, PALETTE.slate);
    out += `<rect x="${num(fx + 28)}" y="${num(y + 20)}" width="${num(fw - 56)}" height="26" rx="5" fill="#fff" stroke="${PALETTE.line}"/>`;
  });
  out += `<rect x="${num(fx + fw / 2 - 60)}" y="${num(b.y + b.h - 50)}" width="120" height="34" rx="6" fill="${PALETTE.primary}"/>`;
  out += label(fx + fw / 2, b.y + b.h - 28, t('提交'), 14, '#fff', ' text-anchor="middle"');
  const px = fx + fw + 16;
  out += card(px, b.y, props, b.h);
  out += label(px + 16, b.y + 28, t('字段属性'), 14, PALETTE.ink, ' font-weight="600"');
  ['标题', '占位提示', '默认值', '校验规则'].forEach((p, i) => {
    const y = b.y + 52 + i * 64;
    out += label(px + 16, y + 12, t(p), 12, PALETTE.slate);
    out += `<rect x="${num(px + 16)}" y="${num(y + 20)}" width="${props - 32}" height="28" rx="5" fill="#fff" stroke="${PALETTE.line}"/>`;
    out += bar(px + 26, y + 31, 40 + rand() * 60, 7, PALETTE.ink, 0.4);
  });
  const ty = b.y + 52 + 4 * 64;
  out += label(px + 16, ty + 12, t('必填'), 12, PALETTE.slate);
  out += `<rect x="${num(px + props - 60)}" y="${num(ty)}" width="40" height="22" rx="11" fill="${accent}"/><circle cx="${num(px + props - 31)}" cy="${num(ty + 11)}" r="8" fill="#fff"/>`;
  out += `<rect x="${num(px + 16)}" y="${num(ty + 30)}" width="${props - 32}" height="1" fill="${mix(PALETTE.line, '#ffffff', 0.3)}"/>`;
  return out;
}
