// Static Chinese words of the article page and its subscribe sheet on the phone. One module per page kind, so that each
// page's chunk carries only its own words (frame.ts beside it has the frame's).

export const MOBILE_ARTICLE_PAGE = {
  readsLabel: '阅读',
  author: '作者',
  subscribe: '订阅',
  subscribeTitle: '订阅得帆资讯',
  subscribeText: '扫码添加得帆企业微信客服，第一时间获取产品发布、客户实践与活动邀请。',
  subscribeLink: '在企业微信中打开',
  subscribeQrAlt: '得帆企业微信客服二维码',
  close: '关闭',
  tags: '相关标签',
  youMayLike: '猜你喜欢',
  hotPicks: '热门推荐',
  hotTags: '热门标签',
} as const;
