// Award cards, 240x320: a medal with laurels, the award title, a generic issuing body and the
// year. Titles and issuers are invented for the demo; no real award or organisation is named.
// The English card (?lang=en) gets its words from english.ts.
import { ACCENTS, PALETTE, escapeXml, linearGradient, num, pick, svgDocument } from './svg-kit.ts';
import type { Lang } from '../../../shared/app/payload.ts';
import { honourYear } from './english.ts';
import { balancedWrap, textBlock, wrapText } from './text-wrap.ts';

export interface Honour {
  title: string;
  issuer: string;
  year: number;
}

export const HONOURS: readonly Honour[] = [
  { title: '年度最具创新力低代码平台', issuer: '中国软件行业年度评选', year: 2021 },
  { title: '中国数字化转型优秀服务商', issuer: '企业数字化发展论坛', year: 2020 },
  { title: '低代码领域领导者象限', issuer: '某权威咨询机构报告', year: 2022 },
  { title: '年度最佳企业集成平台（iPaaS）', issuer: '行业技术峰会组委会', year: 2021 },
  { title: '主数据管理优秀解决方案', issuer: '中国信息化年度评选', year: 2019 },
  { title: '国家高新技术企业', issuer: '科技主管部门认定', year: 2017 },
  { title: '年度最受用户欢迎企业门户产品', issuer: '企业服务用户口碑榜', year: 2020 },
  { title: '信创生态优秀合作产品', issuer: '信创产业生态联盟', year: 2022 },
  { title: '最佳数据中台解决方案', issuer: '数据智能产业大会', year: 2021 },
  { title: '制造业数字化标杆案例', issuer: '智能制造创新大会', year: 2023 },
  { title: '年度值得信赖企业服务品牌', issuer: '企业服务年度榜单', year: 2018 },
  { title: '中国 SaaS 百强企业', issuer: '云计算产业年度评选', year: 2019 },
  { title: '年度最佳低代码开发平台', issuer: '开发者技术大会', year: 2017 },
  { title: '优秀软件产品奖', issuer: '软件行业协会年度评选', year: 2016 },
  { title: '汽车行业数字化最佳合作伙伴', issuer: '汽车产业数字化论坛', year: 2022 },
  { title: '年度技术创新奖', issuer: '中国软件行业年度评选', year: 2023 },
];

const W = 240;
const H = 320;
const MX = 120;
const MY = 84;

/** Laurel branch: leaves along an arc on one side of the medal (side = -1 left, 1 right). */
function laurel(side: number): string {
  let out = '';
  for (let i = 0; i < 6; i++) {
    const deg = 128 + i * 22; // from below the medal round to its upper side
    const a = (deg * Math.PI) / 180;
    const xl = MX + Math.cos(a) * 46;
    const x = side < 0 ? xl : 2 * MX - xl;
    const y = MY + Math.sin(a) * 46;
    const rot = side < 0 ? deg + 25 : -(deg + 25);
    const r = i === 5 ? 3.5 : 4.5;
    out += `<ellipse cx="${num(x)}" cy="${num(y)}" rx="${r}" ry="${num(r * 2.1)}" transform="rotate(${num(rot)} ${num(x)} ${num(y)})"/>`;
  }
  return `<g fill="${PALETTE.gold}" fill-opacity="0.85">${out}</g>`;
}

export function renderHonour(index: number, honour: Honour, lang: Lang = 'zh'): string {
  const accent = pick(ACCENTS, index - 1);
  const id = `hn${index}`;
  const defs =
    linearGradient(`${id}t`, [
      [0, '#eaf1ff'],
      [1, '#ffffff'],
    ], [0, 0, 0, 1]) +
    linearGradient(`${id}m`, [
      [0, '#f6d27a'],
      [1, '#c98a1c'],
    ]);

  let body = `<rect x="1" y="1" width="${W - 2}" height="${H - 2}" rx="16" fill="#fff" stroke="${PALETTE.line}" stroke-width="2"/>`;
  body += `<path d="M1 17a16 16 0 0 1 16-16h${W - 34}a16 16 0 0 1 16 16v143H1Z" fill="url(#${id}t)"/>`;
  body += `<rect x="1" y="1" width="${W - 2}" height="${H - 2}" rx="16" fill="none" stroke="${PALETTE.line}" stroke-width="2"/>`;
  body += `<rect x="16" y="16" width="${W - 32}" height="${H - 32}" rx="10" fill="none" stroke="${PALETTE.gold}" stroke-opacity="0.45" stroke-dasharray="2 4"/>`;
  body += laurel(-1) + laurel(1);
  // ribbons
  body += `<path d="M${MX - 18} ${MY + 18}l-12 36 13-6 7 12 10-34Z" fill="${accent}"/>`;
  body += `<path d="M${MX + 18} ${MY + 18}l12 36-13-6-7 12-10-34Z" fill="${accent}" fill-opacity="0.8"/>`;
  // medal
  body += `<circle cx="${MX}" cy="${MY}" r="30" fill="url(#${id}m)"/>`;
  body += `<circle cx="${MX}" cy="${MY}" r="23" fill="none" stroke="#fff" stroke-opacity="0.8" stroke-width="1.5"/>`;
  const star: string[] = [];
  for (let i = 0; i < 10; i++) {
    const r = i % 2 === 0 ? 13 : 5.5;
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    star.push(`${num(MX + r * Math.cos(a))},${num(MY + r * Math.sin(a))}`);
  }
  body += `<polygon points="${star.join(' ')}" fill="#fff"/>`;

  const lines = balancedWrap(honour.title, 190 / 17, 3);
  const lh = 25;
  const top = 188 - ((lines.length - 1) * lh) / 2;
  body += textBlock(lines, MX, top, lh, `font-size="17" font-weight="700" fill="${PALETTE.ink}" text-anchor="middle"`);
  body += `<path d="M${MX - 50} 250h100" stroke="${PALETTE.line}" stroke-width="1.5"/>`;
  const issuer = wrapText(honour.issuer, 180 / 12, 1)[0] ?? '';
  body += `<text x="${MX}" y="272" font-size="12" fill="${PALETTE.slate}" text-anchor="middle">${escapeXml(issuer)}</text>`;
  body += `<text x="${MX}" y="294" font-size="13" font-weight="700" fill="${accent}" text-anchor="middle" letter-spacing="1">${honourYear(honour.year, lang)}</text>`;
  return svgDocument(W, H, body, defs);
}
