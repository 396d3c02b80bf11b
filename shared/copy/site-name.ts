// The site's name as visitors and crawlers read it: at the end of every page title, in Open Graph
// and the structured data, in the word mark; and the other names a title written elsewhere may end
// with for the site or the company (shared/seo/page-title.ts puts the site's name in their place).

export const SITE_NAME = { zh: '得帆云', en: 'Defan Cloud' } as const;

export const SITE_ENDINGS = [
  '得帆云',
  '得帆',
  '上海得帆信息技术有限公司',
  'Defan Cloud',
  'Defan',
  'Shanghai Definesys Information Technology Co., Ltd.',
  'Shanghai Definesys Information Technology',
  'Shanghai Definesys Co., Ltd.',
  'Shanghai Definesys',
  'Definesys Information Technology Co., Ltd.',
  'Definesys Information Technology',
  'Definesys Co., Ltd.',
  'Definesys',
] as const;

/** The company in the structured data of the English home page, and where it is. */
export const COMPANY_EN = 'Shanghai Definesys Information Technology Co., Ltd.';
export const COMPANY_CITY = { zh: '上海', en: 'Shanghai' } as const;
