// Static Chinese words of the connect block before a page's form on the phone. One module per page kind, so that each
// page's chunk carries only its own words (frame.ts beside it has the frame's).

export const MOBILE_CONNECT = {
  title: '获取您的专属数字化方案',
  summary: '500+ 大型企业的共同选择。留下需求，解决方案顾问 1 个工作日内与您联系。',
  primary: '免费试用',
  secondary: '电话咨询',
} as const;
