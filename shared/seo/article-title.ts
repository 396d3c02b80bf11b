// The <title> of an article or a case, the same on both apps and in the Open Graph title: the
// CMS's meta_title, else its seo_title, else the article's own title with the section and site
// name (an article's fields, spec §3: meta_title is the one written for the title element).
import type { Article } from '../api/types.ts';

export type ArticleKind = 'news' | 'case';

const SUFFIX: Record<ArticleKind, string> = { news: ' - 得帆云', case: ' - 客户案例 - 得帆云' };

export function articleTitle(article: Pick<Article, 'meta_title' | 'seo_title' | 'title'>, kind: ArticleKind): string {
  return article.meta_title || article.seo_title || `${article.title}${SUFFIX[kind]}`;
}
