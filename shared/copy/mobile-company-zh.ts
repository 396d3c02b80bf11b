// Static Chinese copy of the phone company pages (partner programme, about, white paper): the
// fixed sections the CMS does not carry. Partner companies are fictional demo content.
import { GOLD_PARTNERS_ZH } from './partners-zh.ts';

/** The partner page's fixed sections (spec 'Partner programme'). */
export const MOBILE_PARTNER = {
  heroButton: '立即加入',
  goldTitle: '金牌合作伙伴',
  goldSummary: '与得帆共同服务大型企业的核心伙伴',
  gold: GOLD_PARTNERS_ZH,
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

/** The about page's fixed sections (spec 'About'). */
export const MOBILE_ABOUT = {
  heroTitle: '关于得帆',
  heroSummary: '以低代码与集成平台，助力大型企业数字化转型',
  profileTitle: '公司简介',
  profile: [
    '上海得帆信息技术有限公司成立于 2014 年，总部位于上海，在北京、广州、深圳、成都、武汉、杭州、南京设有分支机构，现有员工 450 余人。',
    '得帆专注服务大型企业，提供 aPaaS 低代码、iPaaS 集成、MDM 主数据、DeHoop 数据中台与 Portal 企业门户等产品，以及汽车、医药、装备制造、金融、房地产等行业解决方案，已服务 500+ 大型企业客户。',
  ],
  facts: [
    { value: '2014', label: '成立于上海' },
    { value: '450+', label: '员工' },
    { value: '500+', label: '大型企业客户' },
    { value: '1000+', label: '落地项目' },
  ],
  recognitionsTitle: '权威认可',
  recognitions: [
    '入选 Gartner《中国低代码应用平台市场指南》代表厂商',
    '入选 IDC 中国低代码与零代码软件市场份额报告主要厂商',
    '入选 Forrester 中国低代码平台市场研究报告',
  ],
  top500Title: '服务的 500 强客户',
  top500: [
    { value: 154, label: '中国 500 强' },
    { value: 167, label: '民营企业 500 强' },
    { value: 124, label: '制造业 500 强' },
    { value: 8, label: '世界 500 强' },
  ],
  honoursTitle: '荣誉资质',
  timelineTitle: '发展历程',
  timeline: [
    { year: '2014', text: '得帆在上海成立，专注企业应用集成与中间件服务。' },
    { year: '2015', text: '为首批汽车与制造业客户交付 SOA 集成项目。' },
    { year: '2016', text: '启动平台化研发，发布集成平台第一个版本。' },
    { year: '2017', text: '发布得帆云 aPaaS 低代码平台，进入流程与业务应用领域。' },
    { year: '2018', text: '北京、广州分公司成立，服务客户突破 100 家。' },
    { year: '2019', text: '发布 MDM 主数据管理平台，完成 A 轮融资。' },
    { year: '2020', text: '发布 iPaaS 集成平台，完成全栈信创适配。' },
    { year: '2021', text: '完成 B 轮融资，发布 Portal 企业门户与合作伙伴计划。' },
    { year: '2022', text: '发布 DeHoop 数据中台，服务大型企业客户超过 300 家。' },
    { year: '2023', text: '员工超过 450 人，服务 500+ 大型企业，落地项目超过 1000 个。' },
  ],
  brandTitle: '标杆客户',
} as const;

/** The white-paper page: what can be requested through the form. */
export const MOBILE_WHITEPAPER = {
  title: '得帆白皮书',
  summary: '大型企业低代码、集成与主数据建设的方法论与实践总结',
  action: '免费获取',
  papers: [
    {
      card: 'whitepaper-lowcode',
      title: '大型企业低代码平台建设白皮书',
      summary: '平台选型、治理体系与 40 个落地场景，帮助 IT 部门规划低代码建设路径。',
      pages: 68,
    },
    {
      card: 'whitepaper-integration',
      title: '企业集成平台实践指南',
      summary: '从点对点接口到集成中台：架构演进、SAP 集成模式与 API 治理方法。',
      pages: 52,
    },
    {
      card: 'whitepaper-mdm',
      title: '主数据管理实施方法论',
      summary: '物料、客户、供应商主数据的标准制定、清洗与持续治理的完整步骤。',
      pages: 46,
    },
    {
      card: 'whitepaper-xinchuang',
      title: '信创环境下的应用迁移手册',
      summary: '存量系统评估、迁移策略与验证清单，附金融与能源行业迁移案例。',
      pages: 40,
    },
  ],
  pagesLabel: (n: number) => `${n} 页`,
} as const;
