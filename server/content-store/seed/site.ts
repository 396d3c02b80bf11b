// Site-wide demo data: menus (zh/en), project config, customer reviews, default hot lists and the
// markdown documents behind /doc/md_{name}. Every reviewer and company named here is fictional.
import type { ChoicenessItem, MenuEntry, Menus } from '../../../shared/api/types.ts';
import type { SeedSite } from './seed-types.ts';

const COMMUNITY_URL = 'https://community.definesys.cn';
const INTEGRATION_COMMUNITY_URL = 'https://community.definesys.cn/integration';
const PUBLIC_CLOUD_URL = 'https://cloud.definesys.cn';
const CAREERS_URL = 'https://community.definesys.cn/careers';

/** A menu entry whose hover title repeats its name, as most entries do. */
const entry = (link: string, name: string, extra: Partial<MenuEntry> = {}): MenuEntry => ({
  link,
  name,
  aTitle: extra.aTitle ?? name,
  ...extra,
});

const external = (link: string, name: string, desc?: string): MenuEntry =>
  entry(link, name, { external: true, ...(desc ? { desc } : {}) });

const featured = (link: string, icon: string, title: string, brief: string): ChoicenessItem => ({
  link,
  icon: `/media/art/icon-${icon}.svg`,
  title,
  brief,
  aTitle: title,
});

// ---------------------------------------------------------------------------------------------
// Chinese menus.

const zhProducts: MenuEntry[] = [
  entry('/product_apaas', '得帆云 aPaaS 低代码平台', { desc: '可视化建模与流程引擎，支撑复杂核心业务应用' }),
  entry('/product_ipaas', '得帆云 iPaaS 集成平台', { desc: '300+ 连接器与 API 管理，打通企业异构系统' }),
  entry('/product_mdm', '得帆云 MDM 主数据管理平台', { desc: '一物一码、一户一档，建立统一可信的主数据' }),
  entry('/product_dehoop', '得帆云 DeHoop 数据中台', { desc: '数据集成、开发、治理与服务一站完成' }),
  entry('/product_portal', '得帆云 Portal 企业门户', { desc: '统一身份、单点登录与待办聚合的数字化工作台' }),
  entry('/marketing-automation', '私域营销自动化', { desc: '基于企业微信的客户运营与自动化营销旅程' }),
];

const zhIndustry: MenuEntry[] = [
  entry('/solution_automobile', '汽车', { aTitle: '汽车行业解决方案', desc: '供应商协同、PPAP 与售后索赔' }),
  entry('/solution_medicine', '医药', { aTitle: '医药行业解决方案', desc: 'GSP 合规、批号追溯与审计追踪' }),
  entry('/solution_equipment', '装备制造', { aTitle: '装备制造行业解决方案', desc: '按单设计、工程变更与安装调试' }),
  entry('/solution_finance', '金融', { aTitle: '金融行业解决方案', desc: '信创替代、授信审批与监管报送' }),
  entry('/solution_iiot', '工业互联网', { aTitle: '工业互联网解决方案', desc: '设备联网、OEE 与工业 APP' }),
  entry('/solution_elevator', '电梯', { aTitle: '电梯行业解决方案', desc: '安装项目、维保工单与困人救援' }),
  entry('/solution_property', '房地产', { aTitle: '房地产行业解决方案', desc: '主项计划、动态成本与交付服务' }),
];

const zhScene: MenuEntry[] = [
  entry('/solution_hr', '人力资源', { aTitle: '人力资源解决方案', desc: '入转调离与 HR 共享服务' }),
  entry('/solution_procurement', '采购', { aTitle: '采购管理解决方案', desc: '寻源招标、供应商与对账协同' }),
  entry('/solution_lab', '实验室', { aTitle: '实验室解决方案', desc: '样品流转、仪器采集与检测报告' }),
  entry('/solution_project', '项目管理', { aTitle: '项目管理解决方案', desc: '多项目计划、成本与质量管控' }),
  entry('/solution_smartpark', '智慧园区', { aTitle: '智慧园区解决方案', desc: '访客、能耗、物业与企业服务' }),
  entry('/solution_aftersale', '售后服务', { aTitle: '售后服务解决方案', desc: '报修派单、现场服务与备件管理' }),
];

const zhMenus: Menus = {
  products: zhProducts,
  productLinks: [
    external(PUBLIC_CLOUD_URL, '公有云', '注册即用的得帆云公有云服务'),
    external(INTEGRATION_COMMUNITY_URL, '集成社区', '连接器、集成模板与开发者问答'),
  ],
  industrySolutions: zhIndustry,
  sceneSolutions: zhScene,
  about: [
    entry('/about', '公司简介'),
    entry('/evaluate', '客户之声'),
    entry('/news', '新闻动态'),
    external(CAREERS_URL, '加入我们'),
    entry('/doc/md_support', '技术支持'),
    external(COMMUNITY_URL, '得帆社区'),
  ],
  choiceness: [
    featured('/solution_automobile', 'automobile', '汽车行业解决方案', '从供应商协同到售后索赔，连接主机厂、供应商与经销商。'),
    featured('/solution_medicine', 'medicine', '医药行业解决方案', '以批号为主线的追溯与质量管理，从容应对飞行检查。'),
    featured('/cases/2001', 'rocket', '瑞程精密机械：三个月上线 40 个应用', '需求平均交付周期从 45 天缩短到 9 天。'),
    featured('/cases/2018', 'xinchuang', '泓远证券：信创迁移 60 个办公应用', '三个月完成迁移，成本比重新开发降低 60%。'),
  ],
  footer: [
    {
      title: '产品中心',
      entries: [
        entry('/product_apaas', 'aPaaS 低代码平台'),
        entry('/product_ipaas', 'iPaaS 集成平台'),
        entry('/product_mdm', 'MDM 主数据管理平台'),
        entry('/product_dehoop', 'DeHoop 数据中台'),
        entry('/product_portal', 'Portal 企业门户'),
        entry('/marketing-automation', '私域营销自动化'),
      ],
    },
    {
      title: '解决方案',
      entries: [
        entry('/solution_automobile', '汽车行业'),
        entry('/solution_medicine', '医药行业'),
        entry('/solution_equipment', '装备制造'),
        entry('/solution_finance', '金融行业'),
        entry('/solution_procurement', '采购管理'),
        entry('/complex-scene', '复杂场景解决方案'),
      ],
    },
    {
      title: '资源与服务',
      entries: [
        entry('/cases', '客户案例'),
        entry('/application', '应用市场'),
        entry('/whitepaper', '白皮书'),
        entry('/doc/md_support', '技术支持'),
        external(COMMUNITY_URL, '得帆社区'),
      ],
    },
    {
      title: '关于得帆',
      entries: [
        entry('/about', '公司简介'),
        entry('/news', '新闻动态'),
        entry('/cooperative', '合作伙伴计划'),
        external(CAREERS_URL, '加入我们'),
      ],
    },
  ],
};

// ---------------------------------------------------------------------------------------------
// English menus: only what the English site has.

const enMenus: Menus = {
  products: [
    entry('/en/product_apaas', 'Defan aPaaS Low-Code Platform', { desc: 'Visual modelling and workflows for complex core business apps' }),
    entry('/en/product_ipaas', 'Defan iPaaS Integration Platform', { desc: '300+ connectors and API management for heterogeneous systems' }),
  ],
  productLinks: [
    external(PUBLIC_CLOUD_URL, 'Public cloud', 'Sign up and start on the Defan public cloud'),
    external(INTEGRATION_COMMUNITY_URL, 'Integration community', 'Connectors, integration templates and developer Q&A'),
  ],
  industrySolutions: [
    entry('/en/solution_automobile', 'Automotive', { aTitle: 'Automotive solution' }),
    entry('/en/solution_medicine', 'Pharmaceutical', { aTitle: 'Pharmaceutical solution' }),
    entry('/en/solution_equipment', 'Equipment manufacturing', { aTitle: 'Equipment manufacturing solution' }),
    entry('/en/solution_finance', 'Financial services', { aTitle: 'Financial services solution' }),
    entry('/en/solution_iiot', 'Industrial IoT', { aTitle: 'Industrial IoT solution' }),
    entry('/en/solution_elevator', 'Elevator', { aTitle: 'Elevator industry solution' }),
    entry('/en/solution_property', 'Real estate', { aTitle: 'Real estate solution' }),
  ],
  sceneSolutions: [],
  about: [
    entry('/en/about', 'About Defan'),
    entry('/en/cooperative', 'Partner program'),
    entry('/en/doc/md_support', 'Technical support'),
    external(COMMUNITY_URL, 'Defan community'),
  ],
  choiceness: [
    featured('/en/solution_automobile', 'automobile', 'Automotive solution', 'From supplier collaboration to warranty claims, OEMs, suppliers and dealers connected.'),
    featured('/en/solution_medicine', 'medicine', 'Pharmaceutical solution', 'Batch-centred traceability and quality management, ready for any inspection.'),
    featured('/en/solution_iiot', 'iiot', 'Industrial IoT solution', 'Connect machines and build industrial apps on low-code.'),
  ],
  footer: [
    {
      title: 'Products',
      entries: [
        entry('/en/product_apaas', 'aPaaS Low-Code Platform'),
        entry('/en/product_ipaas', 'iPaaS Integration Platform'),
        external(PUBLIC_CLOUD_URL, 'Public cloud'),
      ],
    },
    {
      title: 'Solutions',
      entries: [
        entry('/en/solution_automobile', 'Automotive'),
        entry('/en/solution_medicine', 'Pharmaceutical'),
        entry('/en/solution_equipment', 'Equipment manufacturing'),
        entry('/en/solution_finance', 'Financial services'),
        entry('/en/solution_property', 'Real estate'),
      ],
    },
    {
      title: 'Company',
      entries: [
        entry('/en/about', 'About Defan'),
        entry('/en/cooperative', 'Partner program'),
        entry('/en/doc/md_support', 'Technical support'),
        entry('/en/doc/md_privacy', 'Privacy policy'),
        entry('/en/doc/md_disclaimer', 'Disclaimer'),
      ],
    },
  ],
};

// ---------------------------------------------------------------------------------------------
// Markdown documents (/doc/md_{name} and /en/doc/md_{name}).

const zhPrivacy = `# 隐私政策

上海得帆信息技术有限公司（以下简称“得帆”）重视您的个人信息保护。本政策说明您访问得帆官网、提交咨询或试用申请时，我们如何收集、使用和保护您的信息。

## 一、我们收集的信息

- **您主动提交的信息**：姓名、手机号码、企业名称、企业邮箱及需求描述；
- **访问信息**：浏览器类型、访问时间、访问页面与来源链接，用于统计分析与安全防护；
- **广告转化信息**：如您通过搜索推广链接访问，我们会在本地保存点击标识，最长 3 天，用于统计推广效果。

## 二、我们如何使用信息

1. 安排顾问与您联系，提供产品演示、方案咨询与试用开通；
2. 向您发送您订阅的活动通知与产品资讯，您可随时退订；
3. 改进网站内容与服务体验，排查故障与防范攻击。

我们不会将您的个人信息出售给任何第三方。仅在为您提供服务所必需时，我们才会与签署保密协议的授权合作伙伴（例如负责您所在区域的实施伙伴）共享必要信息，或依据法律法规要求向主管部门提供。

## 三、信息的存储与保护

您的信息存储于中华人民共和国境内的服务器，我们采用访问控制、传输加密和操作审计等措施保护数据安全。咨询信息自最后一次联系起保存 3 年，期满后删除或匿名化处理。

## 四、您的权利

您可以通过 business@definesys.cn 申请查询、更正或删除您的个人信息，或撤回您的同意，我们将在 15 个工作日内答复。

## 五、政策更新

本政策如有重大变更，我们将在官网显著位置公示。提交表单即表示您已阅读并同意本政策。
`;

const zhDisclaimer = `# 免责声明

欢迎访问得帆官网。在使用本网站前，请仔细阅读以下条款。

## 内容说明

- 本网站发布的产品介绍、解决方案、客户案例与新闻资讯仅供参考，不构成任何形式的要约或承诺；
- 产品功能、性能指标与价格以双方签署的正式合同及产品文档为准；
- 案例中的数据来自特定客户在特定环境下的实践，实际效果因企业业务与实施条件不同而存在差异。

## 知识产权

本网站的文字、图片、图表、软件界面与商标等内容，除特别注明外，其知识产权归上海得帆信息技术有限公司所有。未经书面许可，任何单位或个人不得复制、转载或用于商业用途。

## 第三方链接

本网站可能包含指向第三方网站的链接，例如社区、公有云或合作伙伴站点。第三方网站的内容与隐私做法由其运营方负责，得帆不对其承担责任。

## 用户提交的内容

您在本网站表单中填写的信息应真实、准确，不得包含违法、侵权或他人未授权公开的内容。因提交信息不实导致无法及时联系或服务延误的，得帆不承担责任。

## 转载与引用

媒体或个人引用本网站新闻稿与观点文章时，请注明来源“得帆官网”并附原文链接，不得歪曲或篡改原意。涉及客户案例的内容，未经得帆与相关客户书面同意，不得用于商业宣传。

## 责任限制

因网络故障、系统维护或不可抗力导致的访问中断、数据延迟，得帆将尽力恢复，但不承担由此产生的间接损失。

如对本声明有任何疑问，请拨打 400-821-9696 与我们联系。
`;

const zhSupport = `# 技术支持与服务说明

得帆为客户提供覆盖上线前、上线中、上线后的全周期技术支持。本文说明支持渠道、响应时效与服务范围。

## 支持渠道

- **服务热线**：400-821-9696（工作日 09:00-18:30）
- **在线工单**：登录得帆云控制台，进入“服务中心”提交工单
- **企业微信客服**：扫描官网二维码添加专属客服
- **得帆社区**：在社区检索产品文档、最佳实践与常见问题

## 响应时效

| 问题级别 | 定义 | 响应时间 | 处理目标 |
| --- | --- | --- | --- |
| P1 紧急 | 生产环境不可用或核心业务中断 | 15 分钟 | 4 小时内恢复 |
| P2 高 | 主要功能异常，存在临时规避方案 | 1 小时 | 1 个工作日 |
| P3 中 | 非核心功能问题或性能下降 | 4 小时 | 3 个工作日 |
| P4 低 | 咨询、建议与文档问题 | 1 个工作日 | 按版本计划 |

签订 7×24 高级服务的客户，P1、P2 问题在非工作时间同样按上表响应。

## 服务范围

1. 产品安装部署、升级与补丁指导；
2. 平台使用、配置与开发问题解答；
3. 故障诊断、日志分析与性能调优建议；
4. 私有化部署环境的巡检与容量评估（按服务合同约定）。

## 提交工单前请准备

- 产品名称与版本号、部署方式（公有云或私有化）；
- 问题现象、发生时间与影响范围；
- 相关截图、报错信息或日志片段。
`;

const enPrivacy = `# Privacy Policy

Shanghai Definesys Information Technology Co., Ltd. ("Defan") respects your privacy. This policy explains what we collect when you visit our website or submit a form, and how we use it.

## What we collect

- **Information you give us**: name, phone number, company name, business e-mail and your request;
- **Visit data**: browser type, time of visit, pages viewed and referring links;
- **Ad conversion data**: if you arrive through a search ad, a click identifier is kept in your browser for up to 3 days.

## How we use it

1. To arrange a consultant to contact you for a demo, consultation or trial;
2. To send event invitations and product news you subscribed to;
3. To improve the website and protect it against abuse.

We never sell your personal information.

## Storage and security

Data is stored on servers in mainland China and protected by access control, encryption in transit and audit logs. Enquiries are kept for 3 years after our last contact, then deleted or anonymised.

## Your rights

Write to business@definesys.cn to access, correct or delete your data, or to withdraw consent. We reply within 15 working days.

Submitting a form means you have read and agreed to this policy.
`;

const enDisclaimer = `# Disclaimer

Please read these terms before using the Defan website.

## Content

- Product descriptions, solutions, customer stories and news on this site are for information only and are not an offer or commitment;
- Features, performance figures and prices are governed by the signed contract and product documentation;
- Results in customer stories come from specific customers in specific conditions; your results may differ.

## Intellectual property

Unless stated otherwise, all text, images, diagrams, software screens and trademarks on this site belong to Shanghai Definesys Information Technology Co., Ltd. They may not be copied or used commercially without written permission.

## Third-party links

Links to third-party sites, such as the community or partner sites, are provided for convenience. Their operators are responsible for their content and privacy practices.

## Limitation of liability

We work to restore access quickly after network failures, maintenance or force majeure, but accept no liability for indirect losses caused by interruptions.
`;

const enSupport = `# Technical Support and Services

Defan supports customers before, during and after go-live. This page lists our support channels and response times.

## Channels

- **Hotline**: 400-821-9696 (weekdays 09:00-18:30, China time)
- **Tickets**: open the Service Center in the Defan console
- **WeCom**: scan the QR code on our website to reach a service agent
- **Community**: search documentation, best practices and FAQs

## Response times

| Severity | Meaning | First response |
| --- | --- | --- |
| P1 | Production down | 15 minutes |
| P2 | Major function broken | 1 hour |
| P3 | Minor issue | 4 hours |
| P4 | Questions and advice | 1 working day |

## Scope

1. Installation, upgrade and patch guidance;
2. Help with configuration and development;
3. Diagnosis, log analysis and performance tuning advice;
4. Health checks for private deployments, as agreed in the service contract.

Please include the product version, deployment type, symptoms and any error messages in your ticket.
`;

// ---------------------------------------------------------------------------------------------

export const site: SeedSite = {
  menus: { zh: zhMenus, en: enMenus },
  config: {
    companyName: '上海得帆信息技术有限公司',
    hotline: '400-821-9696',
    workingHours: '工作日 09:00-18:30',
    headOffice: '上海市普陀区云岭东路 89 号长风国际大厦 12 层',
    branches: ['北京', '广州', '深圳', '成都', '武汉', '杭州', '南京'],
    businessEmail: 'business@definesys.cn',
    cooperationEmail: 'marketing@definesys.cn',
    icp: { text: '沪ICP备15028562号-1', link: 'https://beian.miit.gov.cn/' },
    privacyPolicyUrl: '/doc/md_privacy',
    disclaimerUrl: '/doc/md_disclaimer',
    submitFormUrl: '/form',
    registerUrl: 'https://account.definesys.cn/jiayi/register',
    loginUrl: 'https://account.definesys.cn/jiayi/login',
    publicCloudUrl: PUBLIC_CLOUD_URL,
    communityUrl: COMMUNITY_URL,
    integrationCommunityUrl: INTEGRATION_COMMUNITY_URL,
    wecomServiceUrl: 'https://work.weixin.qq.com/kfid/kfc0d5d9b6a7c3e1f2a',
    serviceQrCode: '/media/qr/service.svg',
  },
  comments: [
    {
      avatar: '/media/avatar/1.svg',
      nickname: '孙经理',
      title: '信息部经理 · 瑞程精密机械集团',
      content: '以前一个小系统外包要排半年，现在信息部两周就能交付。平台的公共组件和 SAP 接口沉淀下来以后，工厂的业务骨干也能自己搭应用，IT 终于跑在了业务前面。',
    },
    {
      avatar: '/media/avatar/2.svg',
      nickname: '沈主任',
      title: 'QC 实验室主任 · 华岳生物医药',
      content: '仪器数据直接采集进系统，审计轨迹完整，去年 GMP 检查时检查员要看的记录几分钟就调出来了。得帆的实施顾问懂验证，文档准备省了我们很多力气。',
    },
    {
      avatar: '/media/avatar/3.svg',
      nickname: '周总监',
      title: 'IT 总监 · 远驰汽车零部件',
      content: '23 套系统的接口全部收拢到 iPaaS 上，主机厂要货计划十分钟内就能到工厂。最明显的变化是，接口出问题时我们能第一时间定位到是哪一笔报文。',
    },
    {
      avatar: '/media/avatar/4.svg',
      nickname: '陆经理',
      title: '服务运营经理 · 沪东电梯',
      content: '维保人员用手机签到、逐项打勾、客户电子签字，保养记录再也不用补填。困人救援从接警到到场全程可追踪，平均响应时间比过去快了将近一半。',
    },
    {
      avatar: '/media/avatar/5.svg',
      nickname: '何总',
      title: '首席信息官 · 泓远证券',
      content: '信创迁移原计划要一年半，得帆团队陪着我们三个月就把 60 个办公应用迁完，营业部业务没有中断一天。私有化部署和安全审计也完全符合监管要求。',
    },
    {
      avatar: '/media/avatar/6.svg',
      nickname: '林经理',
      title: '数据管理部经理 · 中曜能源装备',
      content: '主数据治理最难的是标准落地。得帆的查重规则和审核流程让 11 家子公司第一次用上同一套物料编码，新物料申请从三天变成两小时。',
    },
    {
      avatar: '/media/avatar/7.svg',
      nickname: '韩总监',
      title: '数字化中心总监 · 青禾食品',
      content: 'DeHoop 把 14 个系统的数据统一了口径，经营日报每天早上 8 点自动推送。现在开经营会不再花一个小时对数，大家直接讨论问题和措施。',
    },
    {
      avatar: '/media/avatar/8.svg',
      nickname: '赵经理',
      title: 'HR 共享中心经理 · 万澜零售',
      content: '门店员工多、流动快，以前入职手续要跑三天。现在在企业微信里扫码签约、上传证照，当天就能排班上岗，HR 同事终于可以把时间花在培训和留人上。',
    },
    {
      avatar: '/media/avatar/9.svg',
      nickname: '吴部长',
      title: '采购部部长 · 朔方新材料',
      content: '4000 多家供应商在门户上报价、签合同、对账，寻源过程全程留痕，审计再也不用翻邮件。线上竞价让我们一年省下的采购成本超出了预期。',
    },
    {
      avatar: '/media/avatar/10.svg',
      nickname: '郑总',
      title: '运营副总经理 · 星湾科创园',
      content: '园区 26 项服务都放进了企业微信，访客通行从十分钟缩短到半分钟，物业工单处理也快了近一半。入驻企业反馈最多的一句话是：办事终于不用跑前台了。',
    },
  ],
  defaultHotNews: [
    { url: '/news/1032', title: '得帆云 aPaaS V7.0 发布：智能体编排、声明式开发与多云部署' },
    { url: '/news/1040', title: '得帆数字员工平台正式发布：让智能体在权限与流程之内安全工作' },
    { url: '/news/1039', title: '2026 得帆数字化峰会圆满落幕：智能体走进企业核心业务' },
    { url: '/news/1027', title: '得帆主数据管理平台新版本发布：智能查重、模型可配置与多级分发全面增强' },
    { url: '/news/1015', title: '得帆 iPaaS 新版本发布：预置连接器突破三百个，新增 API 全生命周期管理' },
    { url: '/news/1025', title: '得帆再获国际研究机构认可，入选集成平台即服务市场研究代表厂商' },
  ],
  defaultHotTags: [
    'didaima',
    'didaimapingtai',
    'shuzihuazhuanxing',
    'ipaas',
    'zhushujuguanli',
    'shujuzhongtai',
    'xinchuang',
    'xitongjicheng',
    'zhinengzhizao',
    'qiyemenhu',
  ],
  documents: [
    { name: 'privacy', lang: 'zh', title: '隐私政策', description: '得帆官网如何收集、使用和保护您的个人信息。', body: zhPrivacy },
    { name: 'disclaimer', lang: 'zh', title: '免责声明', description: '得帆官网内容、知识产权与第三方链接的使用说明。', body: zhDisclaimer },
    { name: 'support', lang: 'zh', title: '技术支持与服务说明', description: '得帆技术支持渠道、响应时效与服务范围。', body: zhSupport },
    { name: 'privacy', lang: 'en', title: 'Privacy Policy', description: 'How the Defan website collects, uses and protects your personal information.', body: enPrivacy },
    { name: 'disclaimer', lang: 'en', title: 'Disclaimer', description: 'Terms on content, intellectual property and third-party links of the Defan website.', body: enDisclaimer },
    { name: 'support', lang: 'en', title: 'Technical Support and Services', description: 'Defan support channels, response times and scope of service.', body: enSupport },
  ],
};
