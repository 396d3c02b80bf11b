// White-paper cards, 520x288 (/media/art/card-whitepaper-{name}.svg, the phone white-paper list):
// the report itself, a cover standing on a soft desk light with pages fanned out behind it, and on
// the cover the publisher, the title, the 2026 edition, a motif of the report's subject and the
// company line, as a printed report cover reads. The title comes from the paper the phone page
// lists under that card name.
import { MOBILE_WHITEPAPER } from '../../shared/copy/mobile/whitepaper.ts';
import { ACCENTS, PALETTE, escapeXml, fnv1a, linearGradient, num, pick, radialGlow, svgDocument } from '../svg/kit.ts';
import { balancedWrap, textBlock } from '../svg/text-wrap.ts';

const W = 520;
const H = 288;
/** The edition every paper on offer carries. */
const REPORT_EDITION = '2026 版';

/** The subject's motif in the cover's lower part, inside x 0–150, y 0–60 of the group. */
const MOTIFS: Record<string, (accent: string) => string> = {
  lowcode: (a) =>
    `<rect x="0" y="8" width="46" height="34" rx="5" fill="none" stroke="#fff" stroke-opacity="0.6" stroke-width="2"/><rect x="56" y="8" width="46" height="16" rx="4" fill="#fff" fill-opacity="0.25"/><rect x="56" y="28" width="46" height="14" rx="4" fill="${a}"/><rect x="112" y="8" width="38" height="34" rx="5" fill="#fff" fill-opacity="0.15"/><path d="M8 52h134" stroke="#fff" stroke-opacity="0.35" stroke-width="2"/>`,
  integration: (a) =>
    `<circle cx="75" cy="28" r="15" fill="${a}"/><g stroke="#fff" stroke-opacity="0.55" stroke-width="2"><path d="M60 28H18M90 28h42M75 13V2M75 43v12"/></g><g fill="#fff" fill-opacity="0.8"><circle cx="12" cy="28" r="6"/><circle cx="138" cy="28" r="6"/><circle cx="75" cy="0" r="4"/><circle cx="75" cy="58" r="4"/></g>`,
  mdm: (a) =>
    `<rect x="55" y="0" width="40" height="14" rx="4" fill="${a}"/><g stroke="#fff" stroke-opacity="0.55" stroke-width="2" fill="none"><path d="M75 14v10M20 24h110M20 24v10M75 24v10M130 24v10"/></g><g fill="#fff" fill-opacity="0.3"><rect x="4" y="36" width="32" height="14" rx="4"/><rect x="59" y="36" width="32" height="14" rx="4"/><rect x="114" y="36" width="32" height="14" rx="4"/></g>`,
  xinchuang: (a) =>
    `<rect x="52" y="4" width="46" height="46" rx="8" fill="none" stroke="#fff" stroke-opacity="0.6" stroke-width="2"/><rect x="64" y="16" width="22" height="22" rx="4" fill="${a}"/><g stroke="#fff" stroke-opacity="0.5" stroke-width="2"><path d="M60 4V-4M75 4V-4M90 4V-4M60 50v8M75 50v8M90 50v8M52 15h-8M52 27h-8M52 39h-8M98 15h8M98 27h8M98 39h8"/></g>`,
};

/** The card of the white paper `name` (lowcode, integration…), or undefined for another name. */
export function renderReportCard(name: string): string | undefined {
  const paper = MOBILE_WHITEPAPER.papers.find((p) => p.card === `whitepaper-${name}`);
  const motif = MOTIFS[name];
  if (!paper || !motif) return undefined;
  const accent = pick(ACCENTS.slice(1), fnv1a(`report:${name}`));
  const defs =
    linearGradient('rb', [
      [0, '#eef3ff'],
      [1, '#dbe6ff'],
    ]) +
    linearGradient(
      'rc',
      [
        [0, '#1f5eff'],
        [1, '#0b2361'],
      ],
      [0, 0, 0.6, 1],
    ) +
    radialGlow('rg', PALETTE.primary, 0.28);
  // the cover: 176x236, standing left of centre with a spine and a page edge
  const x = 172;
  const y = 26;
  const w = 176;
  const h = 236;
  let body = `<rect width="${W}" height="${H}" fill="url(#rb)"/><ellipse cx="260" cy="150" rx="240" ry="150" fill="url(#rg)"/>`;
  body += `<ellipse cx="${x + w / 2 + 8}" cy="${y + h + 6}" rx="${w / 2 + 18}" ry="9" fill="${PALETTE.navy}" fill-opacity="0.14"/>`;
  // pages fanned behind, on the right: the report is a document, not a screen
  body += `<g transform="rotate(8 ${x + w + 40} ${y + 40})"><rect x="${x + w - 40}" y="${y + 30}" width="150" height="160" rx="4" fill="#fff" stroke="${PALETTE.line}"/>`;
  for (let i = 0; i < 7; i++)
    body += `<rect x="${x + w + 22}" y="${y + 52 + i * 16}" width="${[70, 56, 66, 48, 70, 60, 42][i]}" height="5" rx="2.5" fill="${i === 0 ? PALETTE.primary : '#dbe3f0'}"/>`;
  body += `</g>`;
  body += `<rect x="${x + 6}" y="${y + 4}" width="${w}" height="${h}" rx="4" fill="#fff" stroke="${PALETTE.line}"/>`;
  body += `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="4" fill="url(#rc)"/>`;
  body += `<rect x="${x}" y="${y}" width="10" height="${h}" rx="2" fill="#000" fill-opacity="0.22"/>`;
  body += `<text x="${x + 26}" y="${y + 30}" font-size="13" fill="#fff" fill-opacity="0.8" letter-spacing="1">得帆研究院 · 白皮书</text>`;
  body += `<rect x="${x + 26}" y="${y + 42}" width="28" height="3" rx="1.5" fill="${accent}"/>`;
  const lines = balancedWrap(paper.title, (w - 40) / 19, 3);
  body += textBlock(lines, x + 26, y + 76, 26, `font-size="19" font-weight="700" fill="#fff"`);
  const editionY = y + 76 + lines.length * 26 + 4;
  body += `<rect x="${x + 26}" y="${num(editionY - 15)}" width="66" height="22" rx="11" fill="#fff" fill-opacity="0.16"/>`;
  body += `<text x="${x + 59}" y="${num(editionY + 1)}" font-size="13" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(REPORT_EDITION)}</text>`;
  body += `<g transform="translate(${x + 14} ${num(Math.max(y + 160, editionY + 24))}) scale(0.98)">${motif(accent)}</g>`;
  body += `<text x="${x + 26}" y="${y + h - 14}" font-size="11" fill="#fff" fill-opacity="0.7">上海得帆信息技术有限公司</text>`;
  return svgDocument(W, H, body, defs);
}
