// The preview cards (og:image), with the words each carries in its language. A card is named by
// the first path segment of its pages (shared/seo/brand-files.ts). Every page type has one, drawn
// at build time (pageTypeCards). Each product and solution page gets a card of its own, titled as
// its page heading is in the live content source: those are drawn by the server when first asked
// for (pageCard, ./page-cards.ts), since the build cannot reach a vendor CMS. cardFallback says
// which card stands in for a name without one.
import type { Lang } from '../../shared/site-types.ts';

export interface OgCard {
  /** The file is og-{name}-{lang}.jpg. */
  name: string;
  lang: Lang;
  /** The small label above the title: the page's section. */
  eyebrow: string;
  title: string;
}

type Words = [eyebrow: string, title: string];

const GENERIC: Record<string, { zh: Words; en?: Words }> = {
  home: {
    zh: ['企业级低代码与集成平台', '一个平台，支撑大型企业核心业务数字化'],
    en: ['Low-code and integration platforms', 'One platform for the core business of large enterprises'],
  },
  news: { zh: ['新闻动态', '得帆新闻与行业洞察'] },
  cases: { zh: ['客户案例', '900+ 大型企业的数字化实践'] },
  product: { zh: ['产品', '得帆云产品矩阵'], en: ['Products', 'Defan Cloud platform products'] },
  solution: { zh: ['行业解决方案', '得帆行业数字化解决方案'], en: ['Solutions', 'Defan industry solutions'] },
  cooperative: { zh: ['合作伙伴', '得帆合作伙伴计划'], en: ['Partners', 'Defan Partner Program'] },
  about: { zh: ['关于我们', '上海得帆信息技术有限公司'], en: ['About us', 'Shanghai Defan Information Technology'] },
  form: { zh: ['免费试用', '申请试用得帆云'], en: ['Free trial', 'Request a Defan Cloud trial'] },
  whitepaper: { zh: ['白皮书', '得帆白皮书与行业报告'] },
  tags: { zh: ['内容标签', '得帆内容关键词'] },
  application: { zh: ['应用市场', '得帆应用市场与复杂场景方案'] },
  'marketing-automation': { zh: ['营销自动化', '得帆营销自动化解决方案'] },
  doc: { zh: ['产品文档', '得帆云产品文档'], en: ['Documentation', 'Defan Cloud documentation'] },
};

/** Pages whose segment shares another page type's card. */
const ALIAS: Record<string, string> = { evaluate: 'form', 'complex-scene': 'application' };

/** The card for a name that has none: its alias, its kind's (product_x, solution_x) or home. */
export function cardFallback(name: string): string {
  return ALIAS[name] ?? /^(product|solution)_/.exec(name)?.[1] ?? 'home';
}

const KIND_LABEL = {
  product: { zh: '产品', en: 'Product' },
  solution: { zh: '行业解决方案', en: 'Industry solution' },
};

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
const withoutBrand = (h1: string) => h1.replace(/^(得帆云|得帆|Defan Cloud|Defan)\s*/, '');

/** The card of a product or solution page (`name` matches PAGE_CARD_NAME) with its heading. */
export function pageCard(name: string, lang: Lang, heading: string): OgCard | undefined {
  const kind = /^(product|solution)_/.exec(name)?.[1] as keyof typeof KIND_LABEL | undefined;
  const title = withoutBrand(heading.trim());
  return kind && title ? { name, lang, eyebrow: KIND_LABEL[kind][lang], title } : undefined;
}
