// Article covers, 640x360. The title is never printed (it stands next to the cover on every card);
// instead each category has its own kind of picture: an industry scene for cases, a press motif
// for news, an app for the application market, a portrait for interviews, partner motifs and a
// system topology for complex scenes. Ground colours, placement and details vary with the id, so a
// grid of nine covers does not repeat itself, and the same article always gets the same bytes.
import { CATEGORY, type CategoryId } from '../../shared/api/types.ts';
import { PALETTE, escapeXml, linearGradient, mix, num, pick, radialGlow, seeded, svgDocument } from '../svg/kit.ts';
import { complexTopology, marketApp } from './cover-apps.ts';
import { businessScene, industryScene } from './cover-industries.ts';
import type { CoverTheme, Scene } from './cover-kit.ts';
import { screen, screenKind } from './cover-screens.ts';
import { NEWS_MOTIFS, PARTNER_MOTIFS, partnerNetwork, pressRelease } from './cover-motifs.ts';
import { interviewCover } from './cover-portraits.ts';
import type { Lang } from '../../shared/site-types.ts';
import { COVER_EN } from './english.ts';

export interface CoverArticle {
  title: string;
  category: CategoryId;
  tags?: readonly { name: string; slug: string }[];
}

const THEMES: Record<CategoryId, CoverTheme> = {
  [CATEGORY.news]: {
    label: '新闻动态',
    accent: PALETTE.orange,
    grounds: [
      ['#1442c4', '#3b7bff'],
      ['#0f3aa8', '#2f86ff'],
      ['#1f3fb8', '#5a6cff'],
    ],
  },
  [CATEGORY.cases]: {
    label: '客户案例',
    accent: '#ffb547',
    grounds: [
      ['#0b5f78', '#14a895'],
      ['#0a4f7a', '#1596b5'],
      ['#0d6a6a', '#25b08a'],
    ],
  },
  [CATEGORY.market]: {
    label: '应用市场',
    accent: '#38bdf8',
    grounds: [
      ['#4a2fc9', '#7c5cff'],
      ['#3a36c4', '#6f7bff'],
      ['#5b2fc0', '#9a6bff'],
    ],
  },
  [CATEGORY.interviews]: {
    label: '大咖访谈',
    accent: '#fde68a',
    grounds: [
      ['#c2410c', '#ff7a45'],
      ['#b4350f', '#f59e42'],
      ['#c03a2b', '#ff8a5b'],
    ],
  },
  [CATEGORY.complexScene]: {
    label: '复杂场景',
    accent: PALETTE.orange,
    grounds: [
      ['#0b2361', '#1f5eff'],
      ['#0a1f52', '#2a4fd6'],
      ['#10286b', '#3a6bff'],
    ],
  },
  [CATEGORY.partner]: {
    label: '伙伴计划',
    accent: '#5eead4',
    grounds: [
      ['#155e75', '#6d5cff'],
      ['#134e6f', '#4f6bff'],
      ['#1b5a7a', '#7c5cff'],
    ],
  },
};

const W = 640;
const H = 360;

/**
 * Industry scenes face either way, so two cases of one industry differ; the topic panels they ask
 * for are drawn afterwards, unmirrored, at the mirrored place.
 */
function facing(id: number, s: Scene, draw: (s: Scene) => string): string {
  const flip = seeded(`facing:${id}`)() < 0.5;
  const boxes: [number, number, number, number][] = [];
  const art = draw({ ...s, panel: (x, y, w, h) => (boxes.push([flip ? 780 - x - w : x, y, w, h]), '') });
  const panels = boxes.map(([x, y, w, h]) => s.panel(Math.min(Math.max(x, 16), 624 - w), y, w, h)).join('');
  return (flip ? `<g transform="matrix(-1 0 0 1 780 0)">${art}</g>` : art) + panels;
}

function composition(id: number, a: CoverArticle, s: Scene): string {
  const tags = a.tags ?? [];
  const byTitle = (motifs: readonly [RegExp, (s: Scene, title: string) => string][]) =>
    motifs.find(([re]) => re.test(a.title))?.[1];
  switch (a.category) {
    case CATEGORY.cases:
      return facing(id, s, industryScene(tags) ?? businessScene);
    case CATEGORY.news: {
      // News of a customer going live shows the customer's industry.
      const scene =
        /上线|go(es)? live|launched at/i.test(a.title) && !/发布/.test(a.title) ? industryScene(tags) : undefined;
      return scene ? facing(id, s, scene) : (byTitle(NEWS_MOTIFS) ?? pressRelease)(s, a.title);
    }
    case CATEGORY.market:
      return marketApp(s, a.title, id);
    case CATEGORY.interviews:
      return interviewCover(s, id, tags);
    case CATEGORY.partner:
      return (byTitle(PARTNER_MOTIFS) ?? partnerNetwork)(s, a.title);
    case CATEGORY.complexScene:
      return complexTopology(s, a.title, id);
    default:
      return businessScene(s);
  }
}

/** Background: the ground gradient, a faint grid or dot pattern, a glow and a ring. */
function ground(
  uid: string,
  from: string,
  to: string,
  accent: string,
  rand: () => number,
): { defs: string; body: string } {
  const dots = rand() < 0.5;
  const defs =
    linearGradient(`${uid}b`, [
      [0, from],
      [1, to],
    ]) +
    radialGlow(`${uid}g`, accent, 0.4) +
    (dots
      ? `<pattern id="${uid}p" width="24" height="24" patternUnits="userSpaceOnUse"><circle cx="12" cy="12" r="1.4" fill="#fff" fill-opacity="0.18"/></pattern>`
      : `<pattern id="${uid}p" width="40" height="40" patternUnits="userSpaceOnUse"><path d="M40 0H0V40" fill="none" stroke="#fff" stroke-opacity="0.08"/></pattern>`);
  const gx = 420 + rand() * 180;
  const gy = 40 + rand() * 100;
  let body = `<rect width="${W}" height="${H}" fill="url(#${uid}b)"/><rect width="${W}" height="${H}" fill="url(#${uid}p)"/>`;
  body += `<circle cx="${num(gx)}" cy="${num(gy)}" r="220" fill="url(#${uid}g)"/>`;
  body += `<circle cx="${num(60 + rand() * 80)}" cy="${num(300 + rand() * 40)}" r="${num(70 + rand() * 40)}" fill="none" stroke="#fff" stroke-opacity="0.14" stroke-width="1.5"/>`;
  return { defs, body };
}

export function renderCover(id: number, article: CoverArticle, lang: Lang = 'zh'): string {
  const t = THEMES[article.category] ?? THEMES[CATEGORY.news];
  // The English site's covers carry English words (english.ts); the scene itself has none.
  const label = lang === 'en' ? (COVER_EN.labels[article.category] ?? COVER_EN.labels[CATEGORY.news]) : t.label;
  const rand = seeded(`cover:${id}`);
  const uid = `cv${id}`;
  const [from, to] = pick(t.grounds, rand() * t.grounds.length);
  const bg = ground(uid, from, to, t.accent, rand);
  const topic = `${article.title} ${(article.tags ?? []).map((x) => x.name).join(' ')}`;
  const scene: Scene = {
    rand,
    accent: t.accent,
    ink: mix(from, '#000000', 0.25),
    uid,
    panel: (x, y, w, h) => screen(x, y, w, h, scene, screenKind(topic, scene)),
  };
  let body = bg.body + composition(id, article, scene);
  const pillW = lang === 'en' ? Math.ceil(label.length * 8.5) + 28 : 4 * 15 + 28;
  body += `<rect x="32" y="28" width="${pillW}" height="30" rx="15" fill="#fff" fill-opacity="0.18" stroke="#fff" stroke-opacity="0.45"/>`;
  body += `<text x="${32 + pillW / 2}" y="48" font-size="15" fill="#fff" text-anchor="middle" letter-spacing="1">${escapeXml(label)}</text>`;
  body += `<text x="${W - 32}" y="${H - 24}" font-size="13" fill="#fff" fill-opacity="0.7" text-anchor="end" font-weight="600" letter-spacing="2">${lang === 'en' ? COVER_EN.mark : '得帆 DEFAN'}</text>`;
  return svgDocument(W, H, body, bg.defs);
}
