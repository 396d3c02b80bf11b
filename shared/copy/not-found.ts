// The 404 messages the error view shows under "page not found" (spec §8 gives the Chinese ones):
// the loaders' (shared/routes/loaders.ts), and the embedded content store's, which says what the
// vendor's API says.

export const ARTICLE_MISSING = '文章不存在';
export const TAG_MISSING = '标签不存在';
/** Of pages and documents both sites have. */
export const PAGE_MISSING = { zh: '页面不存在', en: 'This page does not exist.' } as const;
export const DOC_MISSING = { zh: '文档不存在', en: 'This document does not exist.' } as const;
