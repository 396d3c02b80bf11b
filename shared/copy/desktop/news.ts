// Words of the news list on the desktop (client-desktop/pages/news.tsx). A sentence with figures in
// it is a function giving its parts, which the page renders as separate text (as it always has).

export const NEWS_PAGE = {
  title: '新闻动态',
  summary: '得帆产品发布、客户实践、行业峰会与技术观点，记录企业数字化一线的每一次进展。',
  shown: (shown: number, total: number) => ['已显示 ', shown, ' / ', total, ' 条资讯'],
  more: '加载更多',
  end: '已经到底了，全部资讯都在这里',
} as const;
