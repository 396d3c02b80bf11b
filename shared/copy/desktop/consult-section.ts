// Words of the desktop's consultation section (client-desktop/components/templates/consult-section.tsx):
// why talk to us, beside the form.

export const CONSULT_REASONS = {
  zh: {
    title: '为什么选择得帆',
    items: [
      '服务 500+ 大型企业的复杂业务实践',
      '低代码、集成与主数据一体化平台',
      '私有化、信创与混合云灵活部署',
      '原厂顾问 1 个工作日内响应',
    ],
    hotline: '咨询热线',
  },
  en: {
    title: 'Why Defan',
    items: [
      'Proven in complex business at 500+ large enterprises',
      'Low-code, integration, master data and data platform in one',
      'Private, domestic-stack and hybrid cloud deployment',
      'A consultant replies within one business day',
    ],
    hotline: 'Hotline',
  },
} as const;
