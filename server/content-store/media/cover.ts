// Article covers, 640x360: a gradient with soft geometric shapes whose palette follows the
// article's category, the category label as a pill and the title wrapped to at most three lines.
// The English cover (?lang=en) of an article with an English title has English words (english.ts).
import { CATEGORY, type CategoryId } from '../../../shared/api/types.ts';
import type { Lang } from '../../../shared/app/payload.ts';
import { COVER_EN } from './english.ts';
import {
  PALETTE,
  escapeXml,
  linearGradient,
  mix,
  num,
  radialGlow,
  seeded,
  svgDocument,
} from './svg-kit.ts';
import { textBlock, textWidthEm, wrapText } from './text-wrap.ts';

interface CoverTheme {
  label: string;
  from: string;
  to: string;
  accent: string;
}

const THEMES: Record<CategoryId, CoverTheme> = {
  [CATEGORY.news]: { label: '新闻动态', from: '#1442c4', to: '#3b7bff', accent: PALETTE.teal },
  [CATEGORY.cases]: { label: '客户案例', from: '#0b5f78', to: '#14a895', accent: '#7dd3fc' },
  [CATEGORY.market]: { label: '应用市场', from: '#4a2fc9', to: '#7c5cff', accent: '#38bdf8' },
  [CATEGORY.interviews]: { label: '大咖访谈', from: '#c2410c', to: '#ff7a45', accent: '#fde68a' },
  [CATEGORY.complexScene]: { label: '复杂场景', from: '#0b2361', to: '#1f5eff', accent: PALETTE.orange },
  [CATEGORY.partner]: { label: '伙伴计划', from: '#155e75', to: '#6d5cff', accent: '#5eead4' },
};

const W = 640;
const H = 360;

/** Decorative layer: a glow, concentric rings or a dot grid and a few outlined shapes. */
function decoration(rand: () => number, t: CoverTheme, id: string): { defs: string; body: string } {
  const cx = 430 + rand() * 170;
  const cy = 40 + rand() * 120;
  const r = 120 + rand() * 80;
  const defs = radialGlow(`${id}g`, t.accent, 0.45);
  let body = `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r * 1.6)}" fill="url(#${id}g)"/>`;
  const style = Math.floor(rand() * 3);
  if (style === 0) {
    for (let i = 0; i < 4; i++) {
      body += `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r * (0.45 + i * 0.22))}" fill="none" stroke="#fff" stroke-opacity="${(0.22 - i * 0.04).toFixed(2)}" stroke-width="1.5"/>`;
    }
  } else if (style === 1) {
    let dots = '';
    for (let gy = 0; gy < 6; gy++)
      for (let gx = 0; gx < 9; gx++)
        dots += `M${num(400 + gx * 24)} ${num(36 + gy * 24)}h0.1`;
    body += `<path d="${dots}" stroke="#fff" stroke-opacity="0.35" stroke-width="4" stroke-linecap="round"/>`;
  } else {
    const s = 90 + rand() * 40;
    body += `<rect x="${num(cx - s / 2)}" y="${num(cy - s / 2)}" width="${num(s)}" height="${num(s)}" rx="18" fill="#fff" fill-opacity="0.12" transform="rotate(${num(15 + rand() * 30)} ${num(cx)} ${num(cy)})"/>`;
    body += `<rect x="${num(cx - s / 2 + 30)}" y="${num(cy - s / 2 + 30)}" width="${num(s)}" height="${num(s)}" rx="18" fill="none" stroke="#fff" stroke-opacity="0.3" stroke-width="1.5" transform="rotate(${num(15 + rand() * 30)} ${num(cx)} ${num(cy)})"/>`;
  }
  // a diagonal band and a small accent shape
  const bx = 300 + rand() * 200;
  body += `<path d="M${num(bx)} ${H}L${num(bx + 260)} 0H${num(bx + 330)}L${num(bx + 70)} ${H}Z" fill="#fff" fill-opacity="0.06"/>`;
  const ax = 500 + rand() * 90;
  const ay = 100 + rand() * 40;
  body += `<circle cx="${num(ax)}" cy="${num(ay)}" r="${num(8 + rand() * 8)}" fill="${t.accent}" fill-opacity="0.9"/>`;
  body += `<circle cx="${num(ax - 40 - rand() * 40)}" cy="${num(ay + 26)}" r="4" fill="#fff" fill-opacity="0.7"/>`;
  return { defs, body };
}

export function renderCover(id: number, title: string, category: CategoryId, lang: Lang = 'zh'): string {
  const t = THEMES[category] ?? THEMES[CATEGORY.news];
  const label = lang === 'en' ? (COVER_EN.labels[category] ?? COVER_EN.labels[CATEGORY.news]) : t.label;
  const rand = seeded(`cover:${id}:${title}`);
  const gid = `cv${id}`;
  const deco = decoration(rand, t, gid);
  const defs =
    linearGradient(`${gid}b`, [
      [0, t.from],
      [1, t.to],
    ]) +
    linearGradient(
      `${gid}s`,
      [
        [0, '#000', 0],
        [1, '#000', 0.28],
      ],
      [0, 0, 0, 1],
    ) +
    deco.defs;

  // Title: 30px, at most three lines in 544px (≈18 em); shorter titles get a larger size.
  const maxWidth = W - 96;
  const size = textWidthEm(title) * 34 <= maxWidth * 2 ? 34 : 30;
  const lines = wrapText(title, (maxWidth * 0.96) / size, 3);
  const lh = Math.round(size * 1.38);
  const top = H - 56 - (lines.length - 1) * lh;

  const pillW = Math.ceil(textWidthEm(label) * 15) + 28;
  let body = `<rect width="${W}" height="${H}" fill="url(#${gid}b)"/>${deco.body}`;
  body += `<rect y="${H / 2}" width="${W}" height="${H / 2}" fill="url(#${gid}s)"/>`;
  body += `<rect x="48" y="40" width="${pillW}" height="30" rx="15" fill="#fff" fill-opacity="0.18" stroke="#fff" stroke-opacity="0.45"/>`;
  body += `<text x="${48 + pillW / 2}" y="60" font-size="15" fill="#fff" text-anchor="middle" letter-spacing="1">${escapeXml(label)}</text>`;
  body += `<rect x="48" y="${num(top - size - 22)}" width="36" height="4" rx="2" fill="${t.accent}"/>`;
  body += textBlock(lines, 48, top, lh, `font-size="${size}" font-weight="700" fill="#fff"`);
  body += `<text x="${W - 48}" y="60" font-size="14" fill="${mix(t.to, '#ffffff', 0.75)}" text-anchor="end" font-weight="600" letter-spacing="2">${lang === 'en' ? COVER_EN.mark : '得帆 DEFAN'}</text>`;
  return svgDocument(W, H, body, defs);
}
