// Static Chinese words of the case list and case pages on the phone. One module per page kind, so that each
// page's chunk carries only its own words (frame.ts beside it has the frame's).

export const MOBILE_CASES_PAGE = {
  title: '客户案例',
  summary: '汽车、医药、装备制造、金融、房地产等行业 500+ 大型企业的数字化实践',
  listTitle: '客户案例',
  products: '使用产品',
  recommends: '客户成功故事',
  hotNews: '热门资讯',
  hotTags: '热门标签',
  back: '返回案例列表',
} as const;
