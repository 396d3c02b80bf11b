// Words of the customer voice page (/evaluate, both apps: shared/pages/evaluate-page.tsx).

export const EVALUATE_PAGE = {
  title: '客户之声',
  summary: '听 CIO 与业务负责人讲述他们的数字化之路，看来自一线的真实评价。',
  /** The hero's figures: each label follows its figure after a space. */
  facts: [
    { value: '500+', label: ' 大型企业用户' },
    { value: '90%+', label: ' 客户续约率' },
  ],
  interviews: {
    title: '大咖访谈',
    subtitle: '与标杆企业的数字化负责人面对面，聊选型、落地与组织变革',
    loading: '加载中…',
    failed: '加载失败，请稍后重试',
    all: (n: number) => `已显示全部 ${n} 篇访谈`,
  },
  reviews: {
    title: '客户评价',
    subtitle: '来自制造、医药、金融、零售等行业客户的真实反馈',
  },
  more: '查看更多',
  cta: {
    title: '成为下一个数字化标杆',
    text: '告诉我们您的业务场景，解决方案顾问将在 1 个工作日内与您联系。',
    button: '预约方案咨询',
  },
} as const;
