// Static Chinese copy of the company pages: about, partner programme, trial application and the
// white paper. The figures (154/167/124/8 top-500 clients, 450+ staff, founded 2014) are the
// spec's. Partner companies are fictional demo content, as elsewhere in the seed.
import { GOLD_PARTNERS } from './partners.ts';

export interface Fact {
  value: string;
  label: string;
}

export interface TitledText {
  title: string;
  summary: string;
}

export interface AboutCopy {
  hero: { title: string; summary: string };
  profile: { title: string; paragraphs: string[]; facts: Fact[] };
  recognitions: { title: string; items: TitledText[] };
  top500: { title: string; subtitle: string; unit: string; items: { value: number; label: string }[] };
  honours: { title: string; subtitle: string };
  timeline: { title: string; subtitle: string; items: { year: number; events: string[] }[] };
  brands: { title: string; subtitle: string };
}

export interface PartnerCopy {
  hero: { title: string; summary: string; button: string };
  gold: {
    title: string;
    subtitle: string;
    label: string;
    prev: string;
    next: string;
    items: { name: string; initial: string; city: string; type: string; summary: string }[];
  };
  mechanism: { title: string; subtitle: string; items: (TitledText & { icon: string; benefits: string[] })[] };
  products: {
    title: string;
    subtitle: string;
    more: string;
    moreSeparator: string;
    items: (TitledText & { icon: string; name: string })[];
  };
  /** The process itself is the page's picture; beside it, what a firm needs to apply. */
  process: {
    title: string;
    summary: string;
    requirements: { title: string; items: TitledText[] };
    zoom: string;
    button: string;
  };
  supports: { title: string; subtitle: string; items: (TitledText & { icon: string })[] };
  stories: { title: string; subtitle: string; more: string };
}

export interface TrialCopy {
  title: string;
  subtitle: string;
  promises: string[];
  gartner: { badge: string; title: string; summary: string };
  logosTitle: string;
  phoneLabel: string;
  hoursLabel: string;
  /** Working hours; the Chinese page shows the site config's value instead. */
  hours?: string;
  qrCaption: string;
  /** The link beside the QR code on phones, which cannot scan their own screen. */
  chatLink: string;
}

export const ABOUT: AboutCopy = {
  hero: {
    title: '关于得帆',
    summary:
      '得帆专注服务大型企业的数字化建设，以低代码、集成、主数据、数据中台与企业门户产品，帮助企业把复杂业务快速、稳妥地搬到线上。',
  },
  profile: {
    title: '公司简介',
    paragraphs: [
      '上海得帆信息技术有限公司成立于 2014 年，总部位于上海，在北京、广州、深圳、成都、武汉、杭州、南京设有分支机构。公司从大型企业的系统集成与应用实施起步，深知核心业务系统的复杂与严谨。',
      '基于十年的大型项目实践，得帆打造了 aPaaS 低代码平台、iPaaS 集成平台、MDM 主数据管理平台、DeHoop 数据中台与 Portal 企业门户五大产品，覆盖应用开发、系统连接与数据治理的完整链路，服务汽车、医药、装备制造、金融、房地产等行业的 500+ 大型企业。',
    ],
    facts: [
      { value: '2014', label: '成立于上海' },
      { value: '450+', label: '员工' },
      { value: '500+', label: '大型企业客户' },
      { value: '8', label: '城市设有分支机构' },
    ],
  },
  recognitions: {
    title: '行业认可',
    items: [
      {
        title: '入选 Gartner 低代码相关研究报告',
        summary: '作为中国市场代表厂商之一，被列入国际研究机构的低代码平台研究。',
      },
      {
        title: '入选 Gartner 集成平台相关研究报告',
        summary: '凭借面向复杂企业环境的集成能力，被列入 iPaaS 市场相关研究。',
      },
      {
        title: '国内研究机构低代码市场代表厂商',
        summary: '多次被国内行业研究机构列为低代码与企业集成领域的代表厂商。',
      },
      { title: '国家高新技术企业', summary: '自主研发五大平台产品，拥有多项软件著作权与信创适配认证。' },
    ],
  },
  top500: {
    title: '服务众多 500 强企业',
    subtitle: '大型企业在核心业务上选择得帆，是对平台稳定性与交付能力的长期信任',
    unit: '家',
    items: [
      { value: 154, label: '中国企业 500 强客户' },
      { value: 167, label: '中国制造业企业 500 强客户' },
      { value: 124, label: '中国民营企业 500 强客户' },
      { value: 8, label: '世界 500 强客户' },
    ],
  },
  honours: { title: '荣誉资质', subtitle: '产品与服务持续获得行业与客户的认可' },
  timeline: {
    title: '发展历程',
    subtitle: '从一家集成服务公司，成长为大型企业数字化平台厂商',
    items: [
      { year: 2014, events: ['得帆在上海成立，从大型企业 ERP 外围系统与系统集成实施起步'] },
      { year: 2015, events: ['服务首批汽车与装备制造行业客户，沉淀集成与流程项目交付方法'] },
      { year: 2016, events: ['北京分公司成立', '启动自研集成中间件，交付首个集团级接口平台项目'] },
      { year: 2017, events: ['发布得帆 aPaaS 低代码平台 1.0', '获评国家高新技术企业'] },
      { year: 2018, events: ['发布 iPaaS 集成平台，预置连接器覆盖主流 ERP 与 CRM', '广州、成都分支机构成立'] },
      { year: 2019, events: ['发布 MDM 主数据管理平台', '大型企业客户突破 100 家'] },
      { year: 2020, events: ['发布 Portal 企业门户', '低代码平台完成主流国产芯片、操作系统与数据库适配'] },
      { year: 2021, events: ['发布 DeHoop 数据中台，形成五大产品矩阵', '员工规模突破 300 人'] },
      { year: 2022, events: ['汽车、医药、装备制造等行业解决方案相继发布', '深圳、武汉、杭州、南京分支机构成立'] },
      { year: 2023, events: ['服务大型企业客户超过 500 家', '员工规模超过 450 人，研发人员占比过半'] },
    ],
  },
  brands: { title: '标杆客户', subtitle: '500+ 大型企业的共同选择，覆盖汽车、医药、制造、金融、地产等行业' },
};

// Built in a call marked pure: the gold partners are mapped, and esbuild would keep that in every
// bundle that uses this module, for the trial page too.
export const PARTNER: PartnerCopy = /* @__PURE__ */ (() => ({
  hero: {
    title: '携手得帆，共赢企业数字化',
    summary: '面向实施服务商、行业 ISV 与渠道伙伴开放产品、技术与商机，共同服务 500+ 大型企业客户',
    button: '立即加入',
  },
  gold: {
    title: '金牌合作伙伴',
    subtitle: '与得帆长期共建、交付能力经过大型项目检验的核心伙伴',
    label: '金牌合作伙伴轮播',
    prev: '上一组',
    next: '下一组',
    // The desktop card names the tier with the kind.
    items: GOLD_PARTNERS.map((p) => ({
      name: p.name,
      initial: p.initial,
      city: p.city,
      type: `金牌${p.type}`,
      summary: p.summary,
    })),
  },
  mechanism: {
    title: '合作伙伴机制',
    subtitle: '三类伙伴，各有侧重；分级权益，随成长升级',
    items: [
      {
        icon: 'gear',
        title: '实施伙伴',
        summary: '基于得帆平台为客户交付项目，承接部署、应用搭建与系统集成。',
        benefits: ['开发、实施认证培训', '原厂交付方法论与技术支持', '优先承接得帆项目分包'],
      },
      {
        icon: 'code',
        title: '应用伙伴',
        summary: '基于 aPaaS 开发行业或场景应用，上架得帆应用市场销售。',
        benefits: ['应用市场上架与推荐位', '收入分成向伙伴倾斜', '联合打磨行业解决方案'],
      },
      {
        icon: 'partner',
        title: '渠道伙伴',
        summary: '在区域与行业内销售得帆产品，共同拓展大型企业客户。',
        benefits: ['有竞争力的产品折扣', '商机报备与保护', '售前与投标支持'],
      },
    ],
  },
  products: {
    title: '三大核心产品',
    subtitle: '伙伴基于同一套平台交付，从应用开发、系统集成到数据治理',
    more: '了解更多',
    moreSeparator: '：',
    items: [
      {
        icon: 'code',
        name: 'aPaaS',
        title: '低代码平台',
        summary: '可视化表单、流程引擎与数据建模，配合代码扩展，承载复杂核心业务应用。',
      },
      {
        icon: 'integration',
        name: 'iPaaS',
        title: '集成平台',
        summary: '300+ 连接器与可视化集成流，统一管理企业内外的接口与 API。',
      },
      {
        icon: 'database',
        name: 'MDM',
        title: '主数据平台',
        summary: '物料、客户、供应商等主数据统一标准、统一申请、统一分发。',
      },
    ],
  },
  process: {
    title: '合作流程',
    summary: '最快两周完成签约，首个联合项目由得帆顾问全程陪跑。',
    requirements: {
      title: '申请条件',
      items: [
        { title: '企业资质', summary: '依法注册，有软件开发、实施或 IT 服务经验' },
        { title: '交付团队', summary: '至少 2 名可参加得帆认证的实施或售前人员' },
        { title: '客户基础', summary: '在所在区域或行业有稳定的大中型企业客户' },
        { title: '申请材料', summary: '营业执照、公司介绍与近两年的代表项目' },
      ],
    },
    zoom: '查看大图',
    button: '成为合作伙伴',
  },
  supports: {
    title: '六大伙伴支持',
    subtitle: '从能力建设到商机落地，得帆与伙伴一起成长',
    items: [
      { icon: 'training', title: '培训认证', summary: '线上课程与线下集训结合，提供开发、实施与售前三类认证。' },
      { icon: 'presales', title: '售前支持', summary: '方案、演示环境与投标材料支持，重点项目原厂联合拜访。' },
      { icon: 'marketing', title: '市场支持', summary: '联合举办行业沙龙，共享市场物料、案例与线上活动资源。' },
      { icon: 'headset', title: '技术支持', summary: '专属技术对接人与工单通道，疑难问题原厂研发介入。' },
      { icon: 'lead', title: '商机共享', summary: '按区域与行业分配商机，报备保护规则公开透明。' },
      { icon: 'incentive', title: '激励政策', summary: '按年度业绩与认证人数分级，享受返利、市场基金与荣誉表彰。' },
    ],
  },
  stories: { title: '伙伴动态', subtitle: '伙伴计划的最新进展与伙伴的成长故事', more: '阅读全文' },
}))();

export const TRIAL: TrialCopy = {
  title: '申请免费试用',
  subtitle: '填写以下信息，解决方案顾问将在 1 个工作日内与您联系，为您开通试用环境并安排产品演示。',
  promises: ['专属顾问一对一演示', '按您的业务场景搭建样例', '试用期间全程技术支持'],
  gartner: {
    badge: 'Gartner',
    title: '入选 Gartner 低代码相关研究报告',
    summary: '得帆作为中国市场代表厂商之一，入选国际研究机构 Gartner 的低代码与集成平台相关研究。',
  },
  logosTitle: '500+ 大型企业的共同选择',
  phoneLabel: '咨询热线',
  hoursLabel: '服务时间',
  qrCaption: '扫码添加客服企业微信',
  chatLink: '点击联系客服',
};

export interface WhitepaperCopy {
  hero: {
    eyebrow: string;
    title: string;
    summary: string;
    button: string;
    /** The second button, to the consultation form. */
    consult: string;
    edition: string;
    facts: Fact[];
  };
  /** The cover drawn in markup: the title as it prints it (without the book-title marks). */
  cover: { brand: string; title: string; publisher: string };
  intro: { title: string; paragraphs: string[] };
  chapters: { title: string; subtitle: string; items: TitledText[] };
  audience: { title: string; items: TitledText[] };
  takeaways: { title: string; items: string[] };
  download: { title: string; summary: string; note: string };
}

export const WHITEPAPER: WhitepaperCopy = {
  hero: {
    eyebrow: '得帆研究院 · 白皮书',
    title: '《大型企业低代码建设白皮书》',
    summary: '总结得帆在 500+ 大型企业的低代码实践：为什么建、建什么、怎么建、怎么管，以及如何衡量价值。',
    button: '免费领取白皮书',
    consult: '预约顾问解读',
    edition: '2026 版',
    facts: [
      { value: '6', label: '章节' },
      { value: '72', label: '页' },
      { value: '30+', label: '企业实践' },
    ],
  },
  cover: { brand: '得帆研究院', title: '大型企业低代码建设白皮书', publisher: '上海得帆信息技术有限公司' },
  intro: {
    title: '写给正在规划低代码的大型企业',
    paragraphs: [
      '低代码正在从“尝鲜”走向“规模化应用”。在大型企业中，它不再只是做几张表单的工具，而是承载核心业务、连接数十套系统、支撑上千名开发者的平台。',
      '这份白皮书汇集了汽车、医药、装备制造、金融、房地产等行业客户的建设经验，回答 CIO 与架构师最常问的问题：平台如何选型，组织如何分工，治理如何落地，价值如何衡量。',
    ],
  },
  chapters: {
    title: '白皮书目录',
    subtitle: '六个章节，覆盖从规划到运营的完整路径',
    items: [
      { title: '第一章　大型企业为什么需要低代码', summary: '需求积压、系统烟囱与信创替代下，IT 交付模式面临的挑战。' },
      {
        title: '第二章　低代码平台选型的十个关键问题',
        summary: '复杂业务承载力、集成能力、性能、安全与部署方式的评估要点。',
      },
      {
        title: '第三章　平台架构：低代码 + 集成 + 主数据',
        summary: '以统一平台承载应用、连接系统、统一数据的参考架构。',
      },
      {
        title: '第四章　组织与分工：专业开发与公民开发',
        summary: 'IT 与业务如何协同，卓越中心（CoE）的职责与运作方式。',
      },
      { title: '第五章　治理与运营：让上百个应用有序演进', summary: '应用生命周期、权限与审计、组件沉淀与版本管理。' },
      { title: '第六章　价值衡量与典型实践', summary: '交付周期、成本与业务指标的度量方法，以及行业案例拆解。' },
    ],
  },
  audience: {
    title: '适合谁读',
    items: [
      { title: 'CIO / IT 负责人', summary: '规划企业级低代码平台与数字化交付体系。' },
      { title: '企业架构师', summary: '设计应用、集成与数据一体化的技术架构。' },
      { title: '业务数字化负责人', summary: '推动业务部门自主搭建与持续优化应用。' },
      { title: '数字化项目经理', summary: '借鉴大型项目的交付方法与风险控制经验。' },
    ],
  },
  takeaways: {
    title: '您将获得',
    items: [
      '一套可直接使用的低代码平台选型评估清单',
      '低代码 + 集成 + 主数据的参考架构图',
      '卓越中心（CoE）组织设计与职责模板',
      '应用治理与运营的制度范本',
      '汽车、医药、制造等行业的 30+ 实践案例',
    ],
  },
  download: {
    title: '免费领取白皮书',
    summary: '留下您的联系方式，得帆顾问将在 1 个工作日内把白皮书发送给您。',
    note: '如需同时了解产品演示，可在“您的需求”中注明。',
  },
};
