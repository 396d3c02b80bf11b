// Words of the case page on the desktop (client-desktop/pages/case-detail.tsx).

export const CASE_DETAIL = {
  customer: '客户简介',
  brief: '案例概述',
  products: '使用产品',
  cta: { label: '方案咨询', text: '想了解同行业客户的完整方案与实施路径？', button: '立即咨询' },
  stories: '客户成功故事',
} as const;
