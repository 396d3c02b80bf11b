// The shape of the home pages' static copy (spec §3: story tab, industry tab, facts card), filled
// in Chinese by home.ts and in English by home-en.ts; one set of section components renders
// either.
import type { Lang } from '../site-types.ts';

/**
 * A call to action: an internal path or in-page #anchor, or the register host. `register: 'trial'`
 * adds ?isGet=1 (the free-trial entry), `'plain'` links the register page as it is.
 */
export interface HomeCta {
  text: string;
  link?: string;
  register?: 'trial' | 'plain';
  primary?: boolean;
}

interface BannerSlide {
  /** Name of the generated banner art (/media/art/banner-{art}.svg). */
  art: string;
  eyebrow: string;
  title: string;
  subtitle: string;
  points: string[];
  ctas: HomeCta[];
}

interface HeadlineFigure {
  value: string;
  unit: string;
  label: string;
}

export interface ProductCard {
  code: string;
  name: string;
  summary: string;
  points: string[];
  icon: string;
  link: string;
  /** A product picture; the first card shows it large. */
  pic?: string;
}

interface StoryTab {
  customer: string;
  industry: string;
  title: string;
  summary: string;
  bg: string;
  metrics: { value: string; label: string }[];
  link?: string;
  linkText?: string;
}

export interface BrandLogoRef {
  icon: string;
  name: string;
  width: number;
  height: number;
}

interface IndustryTab {
  name: string;
  icon: string;
  cover: string;
  title: string;
  summary: string;
  points: string[];
  logos: BrandLogoRef[];
  link?: string;
}

interface FactCard {
  icon: string;
  title: string;
  summary: string;
}

/** A news or event entry of the home news block. */
export interface HomeNewsItem {
  id: string;
  title: string;
  summary: string;
  /** ISO 8601 with offset. */
  date: string;
  link: string;
  cover: string;
  tag?: string;
}

interface SectionCopy {
  title: string;
  subtitle: string;
}

export interface HomeCopy {
  lang: Lang;
  head: { title: string; description: string; keywords: string };
  h1: string;
  banner: { label: string; prev: string; next: string; pause: string; play: string; slides: BannerSlide[] };
  figures: { title: string; items: HeadlineFigure[] };
  products: SectionCopy & { linkText: string; items: ProductCard[] };
  stories: SectionCopy & { tabsLabel: string; linkText: string; items: StoryTab[] };
  industries: SectionCopy & { tabsLabel: string; linkText: string; logosLabel: string; items: IndustryTab[] };
  facts: SectionCopy & { items: FactCard[] };
  news: SectionCopy & {
    moreText: string;
    moreLink: string;
    featuredLabel: string;
    dateFormat: string;
    events?: HomeNewsItem[];
  };
  brands: { title: string; subtitle: string; more: string; less: string };
  connect: { title: string; subtitle: string; hotlineLabel: string; hours: string; ctas: HomeCta[] };
  consult: { title: string; subtitle: string; asideTitle: string; points: { title: string; summary: string }[] };
}
