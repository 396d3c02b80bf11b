// The preview cards (og:image), with the words each carries in its language. A card is named by
// the first path segment of its pages (shared/seo/brand-files.ts). Every page type has one, drawn
// at build time (pageTypeCards). Each product and solution page gets a card of its own, titled as
// its page heading is in the live content source: those are drawn by the server when first asked
// for (pageCard, ./page-cards.ts), since the build cannot reach a vendor CMS. cardFallback says
// which card stands in for a name without one.
import type { Lang } from '../../shared/site-types.ts';
import {
  CARD_BRAND_PREFIXES,
  CARD_KIND_LABEL as KIND_LABEL,
  PAGE_TYPE_CARDS as GENERIC,
} from '../../shared/copy/brand.ts';
import { anyOf } from '../../shared/format/any-of.ts';

export interface OgCard {
  /** The file is og-{name}-{lang}.jpg. */
  name: string;
  lang: Lang;
  /** The small label above the title: the page's section. */
  eyebrow: string;
  title: string;
}

/** Pages whose segment shares another page type's card. */
const ALIAS: Record<string, string> = { evaluate: 'form', 'complex-scene': 'application' };

/** The card for a name that has none: its alias, its kind's (product_x, solution_x) or home. */
export function cardFallback(name: string): string {
  return ALIAS[name] ?? /^(product|solution)_/.exec(name)?.[1] ?? 'home';
}

/** The cards of the page types, drawn at build time. */
export function pageTypeCards(): OgCard[] {
  const cards: OgCard[] = [];
  for (const [name, words] of Object.entries(GENERIC)) {
    for (const lang of ['zh', 'en'] as const) {
      const w = words[lang];
      if (w) cards.push({ name, lang, eyebrow: w[0], title: w[1] });
    }
  }
  return cards;
}

/** The name of a product or solution page's own card: its path segment, as the route table's
 *  template pages take it (/product_{slug}, /solution_{slug}). */
export const PAGE_CARD_NAME = /^(product|solution)_[a-z0-9-]{1,40}$/;

/** A page heading without the brand in front (the card shows the brand above it). */
const BRAND_FIRST = new RegExp(String.raw`^${anyOf(CARD_BRAND_PREFIXES)}\s*`);
const withoutBrand = (h1: string) => h1.replace(BRAND_FIRST, '');

/** The card of a product or solution page (`name` matches PAGE_CARD_NAME) with its heading. */
export function pageCard(name: string, lang: Lang, heading: string): OgCard | undefined {
  const kind = /^(product|solution)_/.exec(name)?.[1] as keyof typeof KIND_LABEL | undefined;
  const title = withoutBrand(heading.trim());
  return kind && title ? { name, lang, eyebrow: KIND_LABEL[kind][lang], title } : undefined;
}
