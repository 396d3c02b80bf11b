// The backgrounds of the home's customer stories (hero-story-{customer}, 1920x440): each draws its
// story's subject, the customer's industry at work (art-hero-industries.ts) with a card of the
// product the story is about. Both come from the story's own words in the home copy (its
// industry, title and summary: 装备制造 and aPaaS, 医药 and 低代码…), found by the address the
// copy gives the background, so the address stays the customer's name. The drawing stands in
// x 1495–1745: right of the text on the desktop and inside the strip the phone shows.
import { HOME } from '../../shared/copy/home.ts';
import { PALETTE, num } from '../svg/kit.ts';
import { INK, badge, bar, panel } from './art-hero-kit.ts';
import { industryByWords } from './art-hero-industries.ts';

type Rand = () => number;

/** A product by the words a story uses for it, with the glyph and colour of its card; a story
 *  about two is about the one it names first. */
const PRODUCTS: readonly [RegExp, string, string][] = [
  [/DeHoop|数据中台|data platform/i, 'chart', PALETTE.orange],
  [/MDM|主数据|master data/i, 'database', PALETTE.teal],
  [/Portal|门户/i, 'layout', PALETTE.purple],
  [/iPaaS|集成平台|integration/i, 'plug', PALETTE.primary],
  [/aPaaS|低代码|low-code/i, 'code', PALETTE.primary],
];

function productOf(words: string): readonly [RegExp, string, string] | undefined {
  return PRODUCTS.filter(([re]) => re.test(words)).sort((a, b) => words.search(a[0]) - words.search(b[0]))[0];
}

/** The story the background of this name belongs to. */
function story(name: string): { industry: string; title: string; summary: string } | undefined {
  return HOME.stories.items.find((s) => s.bg === `/media/art/hero-${name}.svg`);
}

/** The key of what a story's background draws (its industry and product), or undefined. */
export function storyMotif(name: string): string | undefined {
  const s = story(name);
  if (!s) return undefined;
  const industry = industryByWords(s.industry);
  const product = productOf(`${s.title} ${s.summary}`);
  return industry && `${industry.key}+${product?.[1] ?? 'none'}`;
}

/** The drawing of a story's background, or undefined for a name no story gives. */
export function storyArt(name: string, rand: Rand): string | undefined {
  const s = story(name);
  const industry = s && industryByWords(s.industry);
  if (!s || !industry) return undefined;
  // the industry's drawing (x 1420–1880, y 30–400) in x 1495–1745: right of the story's text on
  // the desktop from 1280 px (the picture shows from x 741 there), inside the strip the phone
  // shows (to x 1745 at 320 px wide, object-position 80%)
  const k = 0.54;
  let o = `<g transform="translate(${num(1495 - 1420 * k)} ${num(60 - 30 * k)}) scale(${k})">${industry.draw(rand)}</g>`;
  const product = productOf(`${s.title} ${s.summary}`);
  if (product) {
    const [, id, color] = product;
    o += panel(1560, 270, 150, 64, 12) + badge(1590, 302, 20, color, id);
    o += bar(1620, 290, 70, INK, 8) + bar(1620, 308, 48);
  }
  return o;
}
