// Static Chinese copy of the phone white-paper page: the papers the form can request.

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
