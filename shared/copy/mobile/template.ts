// Static Chinese words of the solution and product templates on the phone. One module per page kind, so that each
// page's chunk carries only its own words (frame.ts beside it has the frame's).

export const MOBILE_TEMPLATE = {
  practice: '实践指南',
  featuredPoints: '项目成效',
  viewLarge: '查看大图',
} as const;
