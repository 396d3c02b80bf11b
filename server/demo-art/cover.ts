// Article covers, 640x360, without words (the title stands next to the cover on every card, and a
// cover is shown from 112 px wide, where no word would be legible); the category is a badge. Each
// category has its own kind of picture: an industry scene for cases (one per kind of project, so a
// page's three automotive cases are three pictures), a press motif for news, an app for the
// application market, a portrait for interviews, partner motifs and, for complex scenes, the
// scenario itself. Each drawing has a key (coverMotif), which the tests compare across every list
// the site shows; ground colours and placement vary with the id, and the same article always gets
// the same bytes.
import { CATEGORY, type CategoryId } from '../../shared/api/types.ts';
import { PALETTE, linearGradient, mix, num, pick, radialGlow, seeded, svgDocument } from '../svg/kit.ts';
import { marketApp } from './cover-apps.ts';
import { complexScene } from './cover-scenes.ts';
import { businessScene, industryScene } from './cover-industries.ts';
import { screen, screenKind } from './cover-screens.ts';
import { PARTNER_MOTIFS, PARTNER_NETWORK, type Motif } from './cover-motifs.ts';
import { newsMotif } from './cover-news.ts';
import { interviewCover } from './cover-portraits.ts';
import { ICONS } from './art-icon-set.ts';
import { iconGlyph } from './art-icons.ts';
import { circle, type CoverTheme, type Scene } from './cover-kit.ts';

export interface CoverArticle {
  title: string;
  category: CategoryId;
  tags?: readonly { name: string; slug: string }[];
}

const THEMES: Record<CategoryId, CoverTheme> = {
  [CATEGORY.news]: {
    icon: 'megaphone',
    accent: PALETTE.orange,
    grounds: [
      ['#1442c4', '#3b7bff'],
      ['#0f3aa8', '#2f86ff'],
      ['#1f3fb8', '#5a6cff'],
    ],
  },
  [CATEGORY.cases]: {
    icon: 'award',
    accent: '#ffb547',
    grounds: [
      ['#0b5f78', '#14a895'],
      ['#0a4f7a', '#1596b5'],
      ['#0d6a6a', '#25b08a'],
    ],
  },
  [CATEGORY.market]: {
    icon: 'layout',
    accent: '#38bdf8',
    grounds: [
      ['#4a2fc9', '#7c5cff'],
      ['#3a36c4', '#6f7bff'],
      ['#5b2fc0', '#9a6bff'],
    ],
  },
  [CATEGORY.interviews]: {
    icon: 'chat',
    accent: '#fde68a',
    grounds: [
      ['#c2410c', '#ff7a45'],
      ['#b4350f', '#f59e42'],
      ['#c03a2b', '#ff8a5b'],
    ],
  },
  [CATEGORY.complexScene]: {
    icon: 'layers',
    accent: PALETTE.orange,
    grounds: [
      ['#0b2361', '#1f5eff'],
      ['#0a1f52', '#2a4fd6'],
      ['#10286b', '#3a6bff'],
    ],
  },
  [CATEGORY.partner]: {
    icon: 'handshake',
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

/** A cover's drawing and the key that names it (what a test compares across a page's covers). */
interface Drawing {
  key: string;
  svg: string;
}

function composition(id: number, a: CoverArticle, s: Scene): Drawing {
  const tags = a.tags ?? [];
  const byTitle = (motifs: readonly Motif[], fallback: Motif): Drawing => {
    const [, key, draw] = motifs.find(([re]) => re.test(a.title)) ?? fallback;
    return { key, svg: draw(s, a.title) };
  };
  // (scenes used to face either way so that two cases of one industry differed; each now has its own)
  const scene = (hit: { key: string; draw: (s: Scene) => string }): Drawing => ({ key: hit.key, svg: hit.draw(s) });
  switch (a.category) {
    case CATEGORY.cases:
      return scene(industryScene(tags, a.title) ?? { key: 'business', draw: businessScene });
    case CATEGORY.news: {
      // News of a customer (going live, or tagged as a customer story) shows the customer's industry.
      const customer =
        (/上线|go(es)? live|launched at/i.test(a.title) && !/发布/.test(a.title)) ||
        tags.some((t) => t.slug === 'kehuanli');
      const live = customer ? industryScene(tags, a.title) : undefined;
      if (live) return scene(live);
      const motif = newsMotif(a.title);
      return { key: motif.key, svg: motif.draw(s, a.title) };
    }
    case CATEGORY.market:
      return marketApp(s, a.title, id);
    case CATEGORY.interviews:
      return interviewCover(s, id, tags);
    case CATEGORY.partner:
      return byTitle(PARTNER_MOTIFS, PARTNER_NETWORK);
    case CATEGORY.complexScene:
      return complexScene(s, a.title, tags);
    default:
      return { key: 'business', svg: businessScene(s) };
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

/** The key of the drawing a cover shows: its industry scene, motif or topology. */
export const coverMotif = (id: number, article: CoverArticle): string => drawCover(id, article).key;

/** The cover of an article; the English site's covers are the same pictures (they carry no words),
 *  drawn from the article's English title. */
export function renderCover(id: number, article: CoverArticle): string {
  return drawCover(id, article).svg;
}

function drawCover(id: number, article: CoverArticle): Drawing {
  const t = THEMES[article.category] ?? THEMES[CATEGORY.news];
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
  const drawing = composition(id, article, scene);
  let body = bg.body + drawing.svg;
  // The category as a badge: covers carry no words, as they are shown from 112 px wide up.
  body += circle(52, 50, 22, '#fff', ' fill-opacity="0.2" stroke="#fff" stroke-opacity="0.55" stroke-width="1.5"');
  body += `<g transform="translate(38 36) scale(0.44)">${iconGlyph(ICONS.find((i) => i.id === t.icon) ?? ICONS[0]!, '#fff', '#fff', 4.5)}</g>`;
  return { key: drawing.key, svg: svgDocument(W, H, body, bg.defs) };
}
