// Static Chinese copy of the phone about page: the fixed sections the CMS does not carry.

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
  /** After each figure: so many companies. */
  top500Unit: '家',
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
