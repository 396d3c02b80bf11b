// One page of every page type the site serves, with an address that exists in the embedded demo
// content: what the browser suite's touch-target and overflow checks, the screenshots and
// `npm run lighthouse` go over. `en` pages are served by the desktop app on every device.
export interface PageType {
  /** A short name for tables and test titles. */
  name: string;
  path: string;
  /** English pages: the desktop app on every device. */
  en?: boolean;
}

export const PAGE_TYPES: readonly PageType[] = [
  { name: 'home', path: '/' },
  { name: 'product', path: '/product_apaas' },
  { name: 'solution', path: '/solution_automobile' },
  { name: 'news', path: '/news' },
  { name: 'article', path: '/news/1040' },
  { name: 'tags', path: '/tags' },
  { name: 'tag index', path: '/tags/index/A-1' },
  { name: 'tag', path: '/tags/apaas' },
  { name: 'cases', path: '/cases' },
  { name: 'case', path: '/cases/2001' },
  { name: 'cooperative', path: '/cooperative' },
  { name: 'about', path: '/about' },
  { name: 'evaluate', path: '/evaluate' },
  { name: 'application', path: '/application' },
  { name: 'complex scene', path: '/complex-scene' },
  { name: 'whitepaper', path: '/whitepaper' },
  { name: 'form', path: '/form' },
  { name: 'marketing', path: '/marketing-automation' },
  { name: 'doc', path: '/doc/md_privacy' },
  { name: 'en home', path: '/en', en: true },
  { name: 'en product', path: '/en/product_apaas', en: true },
  { name: 'en about', path: '/en/about', en: true },
];

/** Every English page served, one of each kind: the English site on a phone (the desktop app's
 *  narrow layout) is checked on all of them. */
export const EN_ROUTES: readonly string[] = [
  '/en',
  '/en/product_ipaas',
  '/en/product_apaas',
  '/en/solution_automobile',
  '/en/solution_medicine',
  '/en/solution_equipment',
  '/en/solution_finance',
  '/en/solution_iiot',
  '/en/solution_elevator',
  '/en/solution_property',
  '/en/cooperative',
  '/en/about',
  '/en/form',
  '/en/doc/md_privacy',
];
