// Static Chinese copy of the phone partner page: the fixed sections the CMS does not carry (the
// about and white-paper pages have theirs in about.ts and whitepaper.ts, so each page's chunk
// carries its own words only). Partner companies are fictional demo content.
import { GOLD_PARTNERS } from '../partners.ts';

/** The gold partner carousel's heading and cards: the part of the page the phone's bundle renders. */
export const MOBILE_PARTNER_GOLD = {
  title: '金牌合作伙伴',
  summary: '与得帆共同服务大型企业的核心伙伴',
  partners: GOLD_PARTNERS,
};

/** The partner page's other fixed sections (spec 'Partner programme'), static parts on the phone. */
export const MOBILE_PARTNER = {
  heroButton: '立即加入',
  mechanismTitle: '合作伙伴机制',
  mechanismSummary: '实施、应用、渠道三类伙伴，按您的优势选择合作方式',
  productsTitle: '三大核心产品',
  productsSummary: '伙伴基于得帆平台交付项目、开发应用、拓展市场',
  products: [
    {
      name: '低代码平台',
      en: 'aPaaS',
      icon: 'apaas',
      summary: '可视化建模、流程引擎与代码扩展，快速交付复杂业务应用。',
    },
    {
      name: '集成平台',
      en: 'iPaaS',
      icon: 'ipaas',
      summary: '300+ 连接器与 API 管理，打通 SAP、MES、CRM 等异构系统。',
    },
    { name: '主数据平台', en: 'MDM', icon: 'mdm', summary: '数据标准、清洗、审批与分发，建立统一可信的主数据。' },
  ],
  learnMore: '了解更多',
  learnMoreAbout: (product: string) => `了解更多：${product}`,
  /** Before a gold partner's type on its card. */
  goldBadge: '金牌 · ',
  processButton: '成为合作伙伴',
  supportTitle: '六大伙伴支持',
  supports: [
    { icon: 'training', title: '培训与认证', summary: '开发、实施与售前三类认证，线上课程与线下集训结合。' },
    { icon: 'presales', title: '售前支持', summary: '方案、演示环境与投标材料支持，重点项目原厂联合拜访。' },
    { icon: 'marketing', title: '市场支持', summary: '联合举办行业沙龙，共享市场物料与线上活动资源。' },
    { icon: 'headset', title: '技术支持', summary: '专属技术对接人与工单通道，疑难问题原厂研发介入。' },
    { icon: 'lead', title: '商机共享', summary: '按区域与行业分配商机，报备保护规则公开透明。' },
    { icon: 'incentive', title: '销售激励', summary: '分级折扣、年度返利与市场基金，随伙伴成长逐级升级。' },
  ],
  newsTitle: '伙伴动态',
} as const;
