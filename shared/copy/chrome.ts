// Words of the site's frame (header, footer, errors, offline notice) in both languages.
import type { Lang } from '../site-types.ts';

const CHROME = {
  brand: '得帆云',
  brandTagline: '企业级低代码与集成平台',
  home: '首页',
  mainNav: '主导航',
  menuOpen: '打开菜单',
  menuClose: '关闭菜单',
  products: '产品中心',
  solutions: '解决方案',
  industrySolutions: '行业解决方案',
  sceneSolutions: '场景解决方案',
  complexScene: '复杂场景解决方案',
  market: '应用市场',
  cases: '客户案例',
  partner: '伙伴计划',
  about: '关于我们',
  consult: '方案咨询',
  login: '登录',
  register: '免费注册',
  chinaSite: '中国站',
  englishSite: 'English',
  hotline: '咨询热线',
  workingHours: '工作时间',
  headOffice: '总部',
  branches: '分支机构',
  businessEmail: '商务咨询',
  cooperationEmail: '活动合作',
  followUs: '扫码添加企业微信客服',
  privacy: '隐私政策',
  disclaimer: '免责声明',
  rights: '版权所有',
  offline: '网络连接已断开，恢复后将自动继续。',
  notFoundTitle: '页面未找到',
  notFound: 'This page could not be found',
  backHome: '返回首页',
  errorTitle: '出错了',
  loading: '页面加载中',
} as const;

const CHROME_EN = {
  brand: 'Defan Cloud',
  brandTagline: 'Enterprise low-code and integration platforms',
  home: 'Home',
  mainNav: 'Main navigation',
  menuOpen: 'Open menu',
  menuClose: 'Close menu',
  products: 'Products',
  solutions: 'Solutions',
  industrySolutions: 'Industry solutions',
  sceneSolutions: 'Scenario solutions',
  complexScene: 'Complex scenarios',
  market: 'App market',
  cases: 'Customers',
  partner: 'Partners',
  about: 'About us',
  consult: 'Talk to us',
  login: 'Log in',
  register: 'Sign up free',
  chinaSite: '中国站',
  englishSite: 'English',
  hotline: 'Hotline',
  workingHours: 'Hours',
  headOffice: 'Head office',
  branches: 'Offices',
  businessEmail: 'Sales',
  cooperationEmail: 'Events and partnerships',
  followUs: 'Scan to chat with our service team on WeCom',
  privacy: 'Privacy policy',
  disclaimer: 'Disclaimer',
  rights: 'All rights reserved',
  offline: 'You are offline. The page will carry on when the connection is back.',
  notFoundTitle: 'Page not found',
  notFound: 'This page could not be found',
  backHome: 'Back to the home page',
  errorTitle: 'Something went wrong',
  loading: 'Loading the page',
} as const;

/** Between the branch cities of the footer. */
export const LIST_SEPARATOR = '、';

export type ChromeCopy = typeof CHROME | typeof CHROME_EN;

export function chromeCopy(lang: Lang): ChromeCopy {
  // The phone app is Chinese only (the English site is the desktop app on every device): its
  // bundle (build/build.ts defines process.env.BUNDLE) leaves the English words out.
  if (process.env.BUNDLE !== 'mobile' && lang === 'en') return CHROME_EN;
  return CHROME;
}
