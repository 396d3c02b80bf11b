// Words of the article frame's sidebar on the desktop (client-desktop/components/content/article-sidebar.tsx).

export const ARTICLE_SIDEBAR = {
  label: '相关推荐',
  hotNews: '热门资讯',
  hotTags: '热门关键词',
  allTags: '全部关键词',
  /** The selected cases: of online education in the edu category, else of knowledge payment (spec). */
  cases: { edu: '在线教育案例精选', other: '知识付费案例精选' },
} as const;
