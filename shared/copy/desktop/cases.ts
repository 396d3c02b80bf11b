// Words of the customer cases page on the desktop (client-desktop/pages/cases.tsx).

export const CASES_PAGE = {
  title: '客户案例',
  heroTitle: '得帆客户案例',
  summary: '汽车、医药、装备制造、金融、地产等行业的 500+ 大型企业，正在用得帆的低代码、集成与数据平台推进数字化。',
  facts: [
    { value: '500+', label: '大型企业用户' },
    { value: '1000+', label: '落地项目' },
    { value: '90%+', label: '客户续约率' },
  ],
  primary: '获取同行业方案',
  secondary: '听听客户怎么说',
  listSubtitle: (n: number) => `共 ${n} 个案例，覆盖制造、医药、金融、地产、零售等行业`,
  pagerLabel: '案例分页',
} as const;
