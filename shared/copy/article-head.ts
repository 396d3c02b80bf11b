// The end of an article's or a case's title when the CMS wrote no title of its own: its section and
// the site's name (shared/seo/article-head.ts, both apps and the structured data).

export const ARTICLE_TITLE_SUFFIX = { news: ' - 得帆云', case: ' - 客户案例 - 得帆云' } as const;
