// The gold partners of the Chinese partner page, for both apps (the desktop carousel and the phone
// cards show the same five). Partner companies are fictional demo content.

export interface GoldPartner {
  name: string;
  /** The character on the card's mark. */
  initial: string;
  city: string;
  /** The kind of partnership (implementation, application, channel). */
  type: '实施伙伴' | '应用伙伴' | '渠道伙伴';
  summary: string;
  /** One figure the phone card shows large, and what it counts. */
  figure: string;
  figureLabel: string;
}

export const GOLD_PARTNERS: readonly GoldPartner[] = [
  {
    name: '领航数科',
    initial: '领',
    city: '上海',
    type: '实施伙伴',
    summary: '交付低代码项目 100 余个，总结“三阶九步”交付法，项目按期交付率 95%。',
    figure: '100+',
    figureLabel: '交付项目',
  },
  {
    name: '澜图信息科技',
    initial: '澜',
    city: '成都',
    type: '实施伙伴',
    summary: '专注装备制造行业，两年交付 60 个低代码项目，两套行业模板上架应用市场。',
    figure: '60+',
    figureLabel: '交付项目',
  },
  {
    name: '衡川数字科技',
    initial: '衡',
    city: '武汉',
    type: '应用伙伴',
    summary: '基于 aPaaS 打造工程项目管理套件，服务 30 余家建筑与设计企业。',
    figure: '30+',
    figureLabel: '建筑与设计企业',
  },
  {
    name: '北辰云桥信息',
    initial: '北',
    city: '北京',
    type: '渠道伙伴',
    summary: '深耕金融与能源行业信创市场，覆盖华北地区 40 余家大型客户。',
    figure: '40+',
    figureLabel: '大型客户',
  },
  {
    name: '南粤数智科技',
    initial: '粤',
    city: '广州',
    type: '实施伙伴',
    summary: '聚焦华南制造与地产客户，主数据与集成项目交付经验丰富。',
    figure: '20+',
    figureLabel: '主数据与集成项目',
  },
];
