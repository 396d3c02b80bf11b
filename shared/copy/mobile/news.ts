// Static Chinese words of the news list on the phone. One module per page kind, so that each
// page's chunk carries only its own words (frame.ts beside it has the frame's).

export const MOBILE_NEWS_PAGE = {
  title: '新闻动态',
  summary: '得帆产品发布、客户实践与行业活动',
  more: '加载更多',
  loading: '加载中…',
  failed: '加载失败，请点击重试',
  all: (n: number) => `已显示全部 ${n} 条`,
  shown: (shown: number, total: number) => `已显示 ${shown} / ${total} 条`,
} as const;
