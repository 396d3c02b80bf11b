// Static Chinese words of the phone pages: the connect and consult blocks and the small labels
// of the list and detail pages. The frame's words are in mobile-frame-zh.ts, so that only pages
// that show these carry them; the long fixed sections of the company pages live in
// mobile-about-zh.ts, mobile-partner-zh.ts and mobile-whitepaper-zh.ts.

export const MOBILE_CONNECT = {
  title: '获取您的专属数字化方案',
  summary: '500+ 大型企业的共同选择。留下需求，解决方案顾问 1 个工作日内与您联系。',
  primary: '免费试用',
  secondary: '电话咨询',
} as const;

/** The consultation form after the connect block, which already carries the form's own title. */
export const MOBILE_CONSULT = {
  title: '预约方案咨询',
  subtitle: '留下需求，顾问为您量身定制数字化方案',
} as const;

export const MOBILE_NEWS = {
  title: '新闻动态',
  summary: '得帆产品发布、客户实践与行业活动',
  more: '加载更多',
  loading: '加载中…',
  failed: '加载失败，请点击重试',
  all: (n: number) => `已显示全部 ${n} 条`,
  shown: (shown: number, total: number) => `已显示 ${shown} / ${total} 条`,
} as const;

export const MOBILE_ARTICLE = {
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

export const MOBILE_CASES = {
  title: '客户案例',
  summary: '汽车、医药、装备制造、金融、房地产等行业 500+ 大型企业的数字化实践',
  listTitle: '客户案例',
  products: '使用产品',
  recommends: '客户成功故事',
  hotNews: '热门资讯',
  hotTags: '热门标签',
  back: '返回案例列表',
} as const;

export const MOBILE_COMPLEX = {
  title: '复杂场景解决方案',
  summary: '多组织、多系统、高并发与信创环境下的低代码与集成实践',
  button: '立即使用',
  listTitle: '场景实践',
} as const;

export const MOBILE_TEMPLATE = {
  practice: '实践指南',
  featuredPoints: '项目成效',
  viewLarge: '查看大图',
} as const;
