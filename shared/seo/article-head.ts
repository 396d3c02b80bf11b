// The head of an article or a case page, the same on both apps and in the Open Graph tags: the
// title is the CMS's meta_title, else its seo_title, else the article's own title with the
// section and site name (spec §3: meta_title is the one written for the title element); the
// description and keywords likewise take the CMS's fields first.
import type { Article } from '../api/types.ts';
import type { HeadFields } from './page-title.ts';
import { ARTICLE_TITLE_SUFFIX as SUFFIX } from '../copy/article-head.ts';

type ArticleKind = keyof typeof SUFFIX;

type HeadSource = Pick<
  Article,
  'meta_title' | 'seo_title' | 'title' | 'meta_description' | 'seo_description' | 'brief' | 'meta_keywords' | 'tags'
>;

export function articleTitle(article: Pick<Article, 'meta_title' | 'seo_title' | 'title'>, kind: ArticleKind): string {
  return article.meta_title || article.seo_title || `${article.title}${SUFFIX[kind]}`;
}

export function articleHead(article: HeadSource, kind: ArticleKind): Required<HeadFields> {
  return {
    title: articleTitle(article, kind),
    description: article.meta_description || article.seo_description || article.brief,
    keywords: article.meta_keywords || article.tags.map((t) => t.name).join(','),
  };
}
