// Award cards, 240x320: an emblem that says what kind of honour it is (a trophy for a best-product
// award, a certificate for an accreditation, a quadrant for an analyst report, a podium for a
// ranking, stars for a users' choice, a glass award for a benchmark case, a shield for a rated
// provider, a medal for a prize), the award title, the year on a ribbon and the issuing body.
// The honours themselves are demo content (content-store/seed/honours.ts, with their English
// words); the English card (?lang=en) gets its year line from english.ts.
import { ACCENTS, PALETTE, escapeXml, linearGradient, pick, svgDocument } from '../svg/kit.ts';
import { EMBLEMS, type HonourKind } from './honour-shapes.ts';
import type { Lang } from '../../shared/site-types.ts';
import { HONOURS, type Honour } from '../content-store/seed/honours.ts';
import { honourYear } from './english.ts';
import { balancedWrap, textBlock, wrapText } from '../svg/text-wrap.ts';

const W = 240;
const H = 320;
const MX = 120;

/** Which emblems fit a title, best first: the words of the award decide. */
const MEANINGS: readonly [RegExp, readonly HonourKind[]][] = [
  [/象限|报告|quadrant|report/i, ['quadrant', 'certificate']],
  [/认定|高新|资质|accredit/i, ['certificate', 'shield']],
  [/百强|榜|排名|TOP|ranking/i, ['podium', 'stars']],
  [/欢迎|口碑|choice/i, ['stars', 'podium']],
  [/标杆|案例|benchmark/i, ['crystal', 'trophy']],
  [/伙伴|生态|合作|partner/i, ['certificate', 'shield']],
  [/奖|prize|award/i, ['medal', 'crystal']],
  [/最佳|最具|best/i, ['trophy', 'crystal', 'medal']],
  [/优秀|服务商|excellent/i, ['shield', 'medal']],
  [/信赖|品牌|trust/i, ['shield', 'stars']],
];

/** Metals for the second and third trophy, medal… of the wall, so repeats still differ. */
const METALS = [
  ['#f6d27a', '#c98a1c'],
  ['#eef2f7', '#9aa8bb'],
  ['#f3c29b', '#b8733d'],
] as const;

/**
 * The emblem of each honour, in wall order: of the kinds that fit its title, the one used least so
 * far that differs from its left neighbour, so the wall mixes its emblems and two cards side by
 * side never look alike. `nth` counts earlier honours with the same emblem (it picks the metal).
 */
export function honourKinds(honours: readonly Honour[]): { kind: HonourKind; nth: number }[] {
  const used = new Map<HonourKind, number>();
  const out: { kind: HonourKind; nth: number }[] = [];
  honours.forEach((h, i) => {
    const fits = MEANINGS.find(([re]) => re.test(h.title))?.[1] ?? ['medal', 'trophy'];
    const prev = out[i - 1]?.kind;
    const ranked = [...fits].sort((a, b) => (used.get(a) ?? 0) - (used.get(b) ?? 0));
    const kind = ranked.find((k) => k !== prev) ?? ranked[0] ?? 'medal';
    out.push({ kind, nth: used.get(kind) ?? 0 });
    used.set(kind, (used.get(kind) ?? 0) + 1);
  });
  return out;
}

const KINDS = honourKinds(HONOURS);

export function renderHonour(index: number, honour: Honour, lang: Lang = 'zh'): string {
  const accent = pick(ACCENTS, index - 1);
  const id = `hn${index}`;
  // the emblem belongs to the award, not to the words: the English card keeps the Chinese card's
  const { kind, nth } = KINDS[index - 1] ?? honourKinds([honour])[0] ?? { kind: 'medal', nth: 0 };
  const metal = METALS[nth % METALS.length] ?? METALS[0];
  const paint = { gold: `${id}m`, glass: `${id}g`, accent };
  const defs =
    linearGradient(
      `${id}t`,
      [
        [0, '#eaf1ff'],
        [1, '#ffffff'],
      ],
      [0, 0, 0, 1],
    ) +
    linearGradient(paint.gold, [
      [0, metal[0]],
      [1, metal[1]],
    ]) +
    linearGradient(paint.glass, [
      [0, '#e0ecff'],
      [1, '#9cc1ff', 0.7],
    ]);

  let body = `<rect x="1" y="1" width="${W - 2}" height="${H - 2}" rx="16" fill="#fff"/>`;
  body += `<path d="M1 17a16 16 0 0 1 16-16h${W - 34}a16 16 0 0 1 16 16v147H1Z" fill="url(#${id}t)"/>`;
  body += `<rect x="1" y="1" width="${W - 2}" height="${H - 2}" rx="16" fill="none" stroke="${PALETTE.line}" stroke-width="2"/>`;
  // The wall shows a card 120 to 130 px wide (half its size): the emblem is drawn smaller and the
  // words large (25 px here), so that none of them reads under 12 px on the page.
  body += `<g transform="translate(${MX} 6) scale(0.7) translate(-${MX} 0)">${EMBLEMS[kind](paint)}</g>`;
  const english = /[A-Za-z]{4}/.test(honour.title);
  const lines = (english ? wrapText : balancedWrap)(honour.title, 216 / 25, 4);
  const lh = 27;
  const top = 178 - ((lines.length - 1) * lh) / 2 + 8;
  body += textBlock(lines, MX, top, lh, `font-size="25" font-weight="700" fill="${PALETTE.ink}" text-anchor="middle"`);
  // the year on a ribbon, the issuer under it
  body += `<path d="M56 232h128l-8 14 8 14H56l8-14Z" fill="${accent}"/>`;
  body += `<text x="${MX}" y="255" font-size="25" font-weight="700" fill="#fff" text-anchor="middle">${honourYear(honour.year, lang)}</text>`;
  const issuer = balancedWrap(honour.issuer, 224 / 25, 2);
  body += textBlock(
    issuer,
    MX,
    issuer.length > 1 ? 284 : 296,
    26,
    `font-size="25" fill="${PALETTE.slate}" text-anchor="middle"`,
  );
  return svgDocument(W, H, body, defs);
}
