// Static copy of the Chinese home page (spec §2 'Chinese home page'): six banner slides, five
// headline figures, the product matrix, six customer stories (real demo cases), six industry
// tabs, four facts and the contact blocks.
import type { BrandLogoRef, HomeCopy } from './home-types.ts';

const logo = (id: number, name: string): BrandLogoRef => ({
  icon: `/media/logo/${id}.svg`,
  name,
  width: 150,
  height: 60,
});

// Apart from HOME, the parts the phone's browser bundle renders itself (the banner, the
// stories' and industries' headings and tab lists, the logo wall's heading): the rest of the
// phone home is static markup there (client-mobile/components/static-part.tsx), so its copy
// stays out of the phone's bundle.
export const HOME_STORY_TABS = {
  title: '客户成功故事',
  subtitle: '来自一线的数字化实践：看大型企业如何用得帆云解决真实业务难题',
  label: '选择客户',
  names: ['瑞程精密机械', '华岳生物医药', '远驰汽车零部件', '沧澜金控', '中曜能源装备', '青禾食品'],
} as const;
export const HOME_INDUSTRY_TABS = {
  title: '行业解决方案',
  subtitle: '深耕重点行业十年，把行业最佳实践沉淀为可复用的方案与应用模板',
  label: '选择行业',
  names: ['汽车', '装备制造', '医药', '金融', '房地产', '工业互联网'],
} as const;

export const HOME_BANNER: HomeCopy['banner'] = {
  label: '得帆云焦点',
  prev: '上一张',
  next: '下一张',
  pause: '暂停轮播',
  play: '继续轮播',
  slides: [
    {
      art: 'platform',
      eyebrow: '得帆云 · 企业级数字化平台',
      title: '一个平台，支撑大型企业核心业务数字化',
      subtitle: '低代码、集成、主数据、数据中台与企业门户一体化交付，让业务创新不再排队等开发。',
      points: ['私有化与信创部署', '原厂实施交付', '7×24 小时运维保障'],
      ctas: [
        { text: '立即使用', register: 'trial', primary: true },
        { text: '了解更多案例', link: '/cases' },
      ],
    },
    {
      art: 'customers',
      eyebrow: '客户信赖',
      title: '900+ 大型企业、2000+ 项目的共同选择',
      subtitle: '从汽车、医药到金融、地产，得帆陪伴客户从单点试点走向集团级全面推广。',
      points: ['覆盖 20+ 细分行业', '世界 500 强与中国 500 强客户', '90%+ 客户续约'],
      ctas: [
        { text: '了解更多案例', link: '/cases', primary: true },
        { text: '获取您的专属数字化方案', link: '/form' },
      ],
    },
    {
      art: 'apaas-lowcode',
      eyebrow: '得帆云 aPaaS 低代码平台',
      title: '复杂业务应用，也能拖拽搭建',
      subtitle: '可视化建模、流程引擎与开放扩展，需求平均交付周期缩短 60% 以上。',
      points: ['模型驱动 + 代码扩展', '百万级流程实例', '全链路 DevOps'],
      ctas: [
        { text: '立即使用', register: 'trial', primary: true },
        { text: '了解产品', link: '/product_apaas' },
      ],
    },
    {
      art: 'ipaas-integration',
      eyebrow: '得帆云 iPaaS 集成平台',
      title: '300+ 连接器，打通企业异构系统',
      subtitle: 'API 管理、数据同步与流程编排一站完成，告别点对点接口的“蜘蛛网”。',
      points: ['SAP / Oracle / 用友 / 金蝶', '可视化集成编排', '接口全链路监控'],
      ctas: [
        { text: '获取完整方案', link: '/form', primary: true },
        { text: '了解产品', link: '/product_ipaas' },
      ],
    },
    {
      art: 'mdm-data',
      eyebrow: '得帆云 MDM 主数据 · DeHoop 数据中台',
      title: '让数据可信、可用、可流动',
      subtitle: '从主数据标准到指标口径，建立集团统一的数据资产与治理体系。',
      points: ['一物一码、一户一档', '指标字典与血缘', '自助分析'],
      ctas: [
        { text: '获取完整方案', link: '/form', primary: true },
        { text: '了解主数据平台', link: '/product_mdm' },
      ],
    },
    {
      art: 'digital-employee',
      eyebrow: '新品发布',
      title: '得帆数字员工平台：智能体在权限与流程之内安全工作',
      subtitle: '把大模型能力接入审批、填报与查询场景，每一步操作都可授权、可审计、可追溯。',
      points: ['流程内嵌智能体', '细粒度权限控制', '操作全程留痕'],
      ctas: [
        { text: '查看发布详情', link: '/news/1040', primary: true },
        { text: '预约演示', link: '/form' },
      ],
    },
  ],
};

export const HOME_BRANDS: HomeCopy['brands'] = {
  title: '500+大型企业的共同选择',
  subtitle: '覆盖汽车、医药、装备制造、金融、房地产、能源、消费品等行业',
  more: '查看全部客户',
  less: '收起',
};

// Built in a call marked pure, so a bundle that uses only the exports above (the phone's) can
// leave it out: esbuild keeps an unused object literal that reads other constants or calls `logo`.
export const HOME: HomeCopy = /* @__PURE__ */ (() => ({
  lang: 'zh',
  head: {
    title: '得帆云_企业级低代码平台_集成平台_主数据管理_数据中台 - 得帆',
    description:
      '得帆为大型企业提供 aPaaS 低代码、iPaaS 集成、MDM 主数据、DeHoop 数据中台与企业门户产品及行业解决方案，服务 500+ 大型企业。',
    keywords: '得帆,得帆云,低代码平台,aPaaS,iPaaS,主数据管理,数据中台,企业门户,数字化转型',
  },
  h1: '得帆云：大型企业数字化转型的低代码与集成平台',
  banner: HOME_BANNER,
  figures: {
    title: '得帆云核心数据',
    items: [
      { value: '500', unit: '+', label: '大型企业用户' },
      { value: '1000', unit: '+', label: '落地项目' },
      { value: '500W', unit: '+', label: '日均流程实例' },
      { value: '75%', unit: '+', label: 'IT 效率提升' },
      { value: '90%', unit: '+', label: '客户续约率' },
    ],
  },
  products: {
    title: '产品矩阵',
    subtitle: '五大平台产品同一底座、开箱互通，按需组合，支撑企业从应用建设到数据治理的全过程',
    linkText: '了解详情',
    items: [
      {
        code: 'aPaaS',
        name: '低代码平台',
        summary: '面向大型企业复杂核心业务的低代码开发平台，业务与 IT 共创应用。',
        points: ['可视化数据建模与表单设计', '高性能流程引擎', '代码级扩展与私有化部署'],
        icon: '/media/art/icon-lowcode.svg',
        // inside the product's link, shown about half size: the window's words drawn as bars
        pic: '/media/art/sketch-apaas-lowcode-form.svg',
        link: '/product_apaas',
      },
      {
        code: 'iPaaS',
        name: '集成平台',
        summary: '300+ 预置连接器与 API 全生命周期管理，打通企业内外系统。',
        points: ['可视化集成编排', 'API 网关与开放平台', '实时监控与告警'],
        icon: '/media/art/icon-integration.svg',
        link: '/product_ipaas',
      },
      {
        code: 'MDM',
        name: '主数据管理平台',
        summary: '建立统一、可信的物料、客户、供应商等主数据。',
        points: ['数据标准与编码规则', '清洗、查重与合并', '多系统分发'],
        icon: '/media/art/icon-mdm.svg',
        link: '/product_mdm',
      },
      {
        code: 'DeHoop',
        name: '数据中台',
        summary: '数据集成、开发、治理与服务一站完成，经营分析提速。',
        points: ['离线与实时开发', '指标体系与数据资产', '数据服务 API'],
        icon: '/media/art/icon-analytics.svg',
        link: '/product_dehoop',
      },
      {
        code: 'Portal',
        name: '企业门户',
        summary: '统一身份、单点登录与待办聚合的员工数字化工作台。',
        points: ['统一认证与单点登录', '待办与消息聚合', '千人千面门户'],
        icon: '/media/art/icon-portal.svg',
        link: '/product_portal',
      },
    ],
  },
  stories: {
    title: HOME_STORY_TABS.title,
    subtitle: HOME_STORY_TABS.subtitle,
    tabsLabel: HOME_STORY_TABS.label,
    linkText: '查看完整案例',
    items: [
      {
        customer: HOME_STORY_TABS.names[0],
        industry: '装备制造',
        title: '用低代码三个月上线 40 个业务应用',
        summary:
          '瑞程信息部 12 人的团队以 aPaaS 低代码平台为集团统一应用底座，联合 iPaaS 打通 SAP、MES 与企业微信，业务骨干也能动手搭建应用。',
        bg: '/media/art/hero-story-ruicheng.svg',
        metrics: [
          { value: '40 个', label: '三个月上线业务应用' },
          { value: '45→9 天', label: '需求平均交付周期' },
          { value: '620 万元', label: '首年节省外包费用' },
        ],
        link: '/cases/2001',
      },
      {
        customer: HOME_STORY_TABS.names[1],
        industry: '医药',
        title: '低代码重构实验室管理，检测报告出具提速 60%',
        summary:
          '在低代码平台上搭建覆盖样品、仪器、试剂与报告的实验室应用，电子签名与全字段审计追踪满足 GMP 数据完整性要求。',
        bg: '/media/art/hero-story-huayue.svg',
        metrics: [
          { value: '60%', label: '检测报告出具提速' },
          { value: '85%', label: '仪器数据自动采集率' },
          { value: '42 万页', label: '每年减少纸质记录' },
        ],
        link: '/cases/2002',
      },
      {
        customer: HOME_STORY_TABS.names[2],
        industry: '汽车',
        title: '一个集成平台连起 23 套系统，接口交付效率提升 3 倍',
        summary:
          '以 iPaaS 集成平台替代点对点接口，统一连接 SAP、MES、WMS 与主机厂 EDI，要货计划分钟级同步到 9 个生产基地。',
        bg: '/media/art/hero-story-yuanchi.svg',
        metrics: [
          { value: '312 条', label: '接口迁移到集成平台' },
          { value: '15→5 天', label: '新接口交付周期' },
          { value: '10 分钟', label: '要货计划同步到工厂' },
        ],
        link: '/cases/2004',
      },
      {
        customer: HOME_STORY_TABS.names[3],
        industry: '金融',
        title: '统一员工门户聚合 35 个系统，一次登录办完所有事',
        summary: '在信创环境下用 Portal 企业门户与低代码平台建成集团统一工作门户，统一身份、统一待办、按岗位千人千面。',
        bg: '/media/art/hero-story-canglan.svg',
        metrics: [
          { value: '35 个', label: '业务系统单点登录' },
          { value: '80%', label: '日均切换系统次数减少' },
          { value: '3.2→1.1 天', label: '跨子公司审批时长' },
        ],
        link: '/cases/2005',
      },
      {
        customer: HOME_STORY_TABS.names[4],
        industry: '能源装备',
        title: '主数据统一治理，42 万条物料编码瘦身到 18 万',
        summary: '借助 MDM 主数据平台与集成平台建立集团级主数据标准与管控体系，11 家子公司共用一套编码与审批规则。',
        bg: '/media/art/hero-story-zhongyao.svg',
        metrics: [
          { value: '18 万条', label: '清洗后的有效物料编码' },
          { value: '3 天→2 小时', label: '编码申请时长' },
          { value: '23 个百分点', label: '采购集中度提升' },
        ],
        link: '/cases/2010',
      },
      {
        customer: HOME_STORY_TABS.names[5],
        industry: '消费品',
        title: 'DeHoop 数据中台让经营日报从 T+3 变为 T+1',
        summary:
          '统一 12 家工厂与 5 万个终端的数据口径，建设 18 个经营主题和 200 余个指标，管理层每天早上 8 点收到经营日报。',
        bg: '/media/art/hero-story-qinghe.svg',
        metrics: [
          { value: 'T+1', label: '经营日报时效' },
          { value: '200+', label: '统一口径核心指标' },
          { value: '65%', label: '报表开发需求减少' },
        ],
        link: '/cases/2011',
      },
    ],
  },
  industries: {
    title: HOME_INDUSTRY_TABS.title,
    subtitle: HOME_INDUSTRY_TABS.subtitle,
    tabsLabel: HOME_INDUSTRY_TABS.label,
    linkText: '了解行业方案',
    logosLabel: '典型客户',
    items: [
      {
        name: HOME_INDUSTRY_TABS.names[0],
        icon: '/media/art/icon-automotive.svg',
        cover: '/media/art/card-automobile-flow.svg',
        title: '汽车行业解决方案',
        summary: '连接主机厂、供应商与经销商，覆盖供应商协同、PPAP、质量追溯与售后索赔，支撑多基地、多品牌的敏捷协同。',
        points: ['供应商协同门户', 'PPAP 与质量追溯', '售后索赔闭环'],
        logos: [logo(1, '澜舟汽车'), logo(2, '骁驰汽车'), logo(3, '恒岳汽零'), logo(5, '星岚智驾')],
        link: '/solution_automobile',
      },
      {
        name: HOME_INDUSTRY_TABS.names[1],
        icon: '/media/art/icon-manufacturing.svg',
        cover: '/media/art/card-equipment-table.svg',
        title: '装备制造行业解决方案',
        summary: '围绕按单设计、工程变更、安装调试与服务备件，打通研发、制造与服务数据链，让每台设备全生命周期可追溯。',
        points: ['按单设计与 BOM 协同', '工程变更闭环', '安装调试与服务'],
        logos: [logo(21, '瑞程精机'), logo(22, '巨衡重工'), logo(23, '远拓数控'), logo(26, '擎川智装')],
        link: '/solution_equipment',
      },
      {
        name: HOME_INDUSTRY_TABS.names[2],
        icon: '/media/art/icon-pharma.svg',
        cover: '/media/art/card-medicine-form.svg',
        title: '医药行业解决方案',
        summary: '以批号为主线的追溯与质量管理，内置 GSP / GMP 合规设计与审计追踪，从容应对飞行检查。',
        points: ['GSP 合规与首营审核', '批号全程追溯', '审计追踪与电子签名'],
        logos: [logo(11, '康岚生物'), logo(12, '济沅制药'), logo(13, '和煦医疗'), logo(16, '华澄医药')],
        link: '/solution_medicine',
      },
      {
        name: HOME_INDUSTRY_TABS.names[3],
        icon: '/media/art/icon-bank.svg',
        cover: '/media/art/card-finance-portal.svg',
        title: '金融行业解决方案',
        summary: '信创环境下的应用替代与新建，覆盖授信审批、合规内控与监管报送，安全可控、敏捷迭代。',
        points: ['信创全栈适配', '授信与合规流程', '监管报送数据治理'],
        logos: [logo(31, '汇澄银行'), logo(32, '融岳证券'), logo(33, '信岚保险'), logo(35, '泓舟基金')],
        link: '/solution_finance',
      },
      {
        name: HOME_INDUSTRY_TABS.names[4],
        icon: '/media/art/icon-estate.svg',
        cover: '/media/art/card-property-dashboard.svg',
        title: '房地产行业解决方案',
        summary: '主项计划、动态成本、营销费用与交付服务一体化管控，集团、城市、项目三级数据一屏掌握。',
        points: ['主项计划与节点预警', '动态成本管控', '交付与客服一体化'],
        logos: [logo(40, '锦澜置业'), logo(41, '君屹地产'), logo(42, '熙岸城发'), logo(43, '悦栖物业')],
        link: '/solution_property',
      },
      {
        name: HOME_INDUSTRY_TABS.names[5],
        icon: '/media/art/icon-iot.svg',
        cover: '/media/art/card-iiot-data.svg',
        title: '工业互联网解决方案',
        summary: '设备联网、数据汇聚与工业 APP 快速构建，帮助平台运营商和制造企业把数据变成看得见的效益。',
        points: ['设备接入与 OEE 分析', '工业 APP 低代码构建', '能耗与质量看板'],
        logos: [logo(74, '智岭物联'), logo(72, '星衍传感'), logo(28, '拓岑机器人'), logo(50, '澜电新能')],
        link: '/solution_iiot',
      },
    ],
  },
  facts: {
    title: '为什么选择得帆',
    subtitle: '十年专注大型企业数字化，我们交付的不只是产品，更是可持续的数字化能力',
    items: [
      {
        icon: '/media/art/icon-factory.svg',
        title: '专注大型企业',
        summary: '服务 500+ 大型企业，深谙多组织、多系统、高并发的复杂场景，方案经过集团级规模验证。',
      },
      {
        icon: '/media/art/icon-platform.svg',
        title: '一体化产品底座',
        summary: '低代码、集成、主数据、数据中台与门户同源设计，统一身份、模型与运维，避免“烟囱式”建设。',
      },
      {
        icon: '/media/art/icon-security.svg',
        title: '安全可控，全面信创',
        summary: '支持私有化与混合云部署，适配国产芯片、操作系统与数据库，通过等保三级与多项安全认证。',
      },
      {
        icon: '/media/art/icon-team.svg',
        title: '原厂交付与长期陪伴',
        summary: '450+ 专业团队与 7 地分支机构，原厂顾问驻场交付，7×24 小时运维响应，客户续约率 90%+。',
      },
    ],
  },
  news: {
    title: '最新动态',
    subtitle: '产品发布、客户实践与行业活动，了解得帆的最新进展',
    moreText: '查看全部动态',
    moreLink: '/news',
    featuredLabel: '头条',
    dateFormat: 'yyyy-MM-dd HH:mm:ss',
  },
  brands: HOME_BRANDS,
  connect: {
    title: '让数字化建设少走弯路',
    subtitle: '与得帆解决方案顾问聊聊您的业务场景，获取同行业的落地实践与建设路线图',
    hotlineLabel: '咨询热线',
    hours: '工作日 09:00-18:30',
    ctas: [
      { text: '方案咨询', link: '/form', primary: true },
      { text: '免费试用', register: 'trial' },
    ],
  },
  consult: {
    title: '获取您的专属数字化方案',
    subtitle: '留下联系方式，解决方案顾问将在 1 个工作日内与您联系',
    asideTitle: '咨询得帆，您将获得',
    points: [
      { title: '1 对 1 顾问沟通', summary: '行业顾问梳理您的业务现状与建设目标' },
      { title: '同行业落地案例', summary: '分享同规模企业的实践经验与效果数据' },
      { title: '专属演示环境', summary: '基于您的场景搭建演示，所见即所得' },
    ],
  },
}))();
