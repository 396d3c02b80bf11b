// Words of the article page on the desktop (client-desktop/pages/article.tsx) and its news carousel.

export const ARTICLE_PAGE = {
  /** Before the author's name. */
  author: '作者：',
  tags: '标签',
  youMayLike: '猜你喜欢',
  recommends: '推荐文章',
} as const;

/** The news carousel's arrows: a group of four articles at a time. */
export const NEWS_CAROUSEL = { prev: '上一组', next: '下一组' } as const;
