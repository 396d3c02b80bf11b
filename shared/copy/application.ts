// Words of the application market (/application, both apps: shared/pages/application-page.tsx
// and its tiles, app-tile.tsx), and the words its tiles read in the market's articles.

export const APPLICATION_PAGE = {
  title: '应用市场',
  summary: '汇集得帆原厂与合作伙伴基于 aPaaS 构建的行业与通用应用，一键安装到您的平台，再按业务需要灵活调整。',
  listTitle: '全部应用',
  count: (n: number) => `共 ${n} 个应用`,
  empty: '应用正在上架中，敬请期待。',
  action: '查看详情',
  partner: {
    title: '成为应用伙伴',
    summary: '基于 aPaaS 开发行业或场景应用并上架应用市场，得帆协助您推广与销售。',
    button: '了解伙伴计划',
  },
} as const;

/** The tag every market article carries: it names the market, not the app's category. */
export const MARKET_TAG_NAME = '应用市场';

/** A tile's icon when the app's name has no letters to show. */
export const APP_GLYPH = '应用';

/** What ends an app's name in a market article's title, before the line saying what it does. */
export const APP_NAME_ENDS = ['：', ':', '｜', '|', '——'];
