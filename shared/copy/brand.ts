// Words of the brand files (server/brand/): the preview cards (og:image) each page type and each
// product or solution page shows in chat apps and search results, and the web manifest.

/** A card's words: the small section label above, then the title. */
export type CardWords = [eyebrow: string, title: string];

/** The cards of the page types, by name: the section label above, then the title (spec: every page has one). */
export const PAGE_TYPE_CARDS: Record<string, { zh: CardWords; en?: CardWords }> = {
  home: {
    zh: ['企业级低代码与集成平台', '一个平台，支撑大型企业核心业务数字化'],
    en: ['Low-code and integration platforms', 'One platform for the core business of large enterprises'],
  },
  news: { zh: ['新闻动态', '得帆新闻与行业洞察'] },
  cases: { zh: ['客户案例', '900+ 大型企业的数字化实践'] },
  product: { zh: ['产品', '得帆云产品矩阵'], en: ['Products', 'Defan Cloud platform products'] },
  solution: { zh: ['行业解决方案', '得帆行业数字化解决方案'], en: ['Solutions', 'Defan industry solutions'] },
  cooperative: { zh: ['合作伙伴', '得帆合作伙伴计划'], en: ['Partners', 'Defan Partner Program'] },
  about: {
    zh: ['关于我们', '上海得帆信息技术有限公司'],
    en: ['About us', 'Shanghai Definesys Information Technology'],
  },
  form: { zh: ['免费试用', '申请试用得帆云'], en: ['Free trial', 'Request a Defan Cloud trial'] },
  whitepaper: { zh: ['白皮书', '得帆白皮书与行业报告'] },
  tags: { zh: ['内容标签', '得帆内容关键词'] },
  application: { zh: ['应用市场', '得帆应用市场与复杂场景方案'] },
  'marketing-automation': { zh: ['营销自动化', '得帆营销自动化解决方案'] },
  doc: { zh: ['产品文档', '得帆云产品文档'], en: ['Documentation', 'Defan Cloud documentation'] },
};

/** The label of a product or solution page's own card, above its heading. */
export const CARD_KIND_LABEL = {
  product: { zh: '产品', en: 'Product' },
  solution: { zh: '行业解决方案', en: 'Industry solution' },
} as const;

/** What a page heading may start with that the card already shows above it (the brand). */
export const CARD_BRAND_PREFIXES = ['得帆云', '得帆', 'Defan Cloud', 'Defan'];

/** The product line at the foot of every card. */
export const CARD_FOOTER = {
  zh: '低代码 · 集成 · 主数据 · 数据中台 · 企业门户',
  en: 'Low-code · Integration · Master data · Data platform · Portal',
} as const;

/** The web manifest's names (its start_url is the language's home). */
export const WEB_MANIFEST_WORDS = {
  zh: { name: '得帆云 - 企业级低代码与集成平台', short_name: '得帆云' },
  en: { name: 'Defan Cloud - Low-code and integration platforms', short_name: 'Defan Cloud' },
} as const;
