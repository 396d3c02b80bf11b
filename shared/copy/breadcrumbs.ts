// The names of the breadcrumb steps, one for each section page: the visible breadcrumbs of both
// apps and the BreadcrumbList of the structured data say the same.
export const CRUMB = {
  home: '首页',
  news: '新闻动态',
  cases: '客户案例',
  tags: '内容关键词',
} as const;

export const CRUMB_HOME_EN = 'Home';

/** What the desktop's trail is called (the phone's: ./mobile/breadcrumbs.ts). */
export const CRUMBS_LABEL = '当前位置';
