// What the site knows about a route besides its path and loader: its `handle` in the route table
// (route-table.ts, which imports this module, never the reverse), stated here per route id so that
// a new page states all of it in one place and the type check asks for it: the header's
// highlight, the header's variants, its twin in the other language, its breadcrumb, whether it
// is a fixed page of the sitemap and whether caches may keep it.
import type { Article, Menus, PageDetail } from '../api/types.ts';
import type { Lang } from '../site-types.ts';
import { CRUMB, CRUMB_HOME_EN } from '../copy/breadcrumbs.ts';
import { withoutEnglishPrefix } from './path-language.ts';

export interface Crumb {
  name: string;
  path: string;
}

/** A rendered page: its address and its loader data. */
export interface PageInput {
  pathname: string;
  data: unknown;
}

/** What a breadcrumb is made from: the page's address, language and loader data. */
export interface CrumbInput extends PageInput {
  lang: Lang;
}

/** A page's Chinese and English addresses. */
export interface Twins {
  zh: string;
  en: string;
}

export interface RouteFacts {
  /** The header's highlighted entry, fixed per page (spec §2); a function when it depends on the host type. */
  nav?: number | ((hostType: string) => number | undefined);
  /** No fixed entry: the header highlights the entry whose menu (content/site/menus.json) lists
   *  this page, so the content decides (a document the about menu lists, 技术支持
   *  /doc/md_support, highlights 关于我们; the privacy policy, in no menu, nothing). */
  navFromMenu?: true;
  /** The header shows no login link. */
  hideLogin?: true;
  /** The header stays at the top while the page scrolls. */
  fixedHeader?: true;
  /** A home page (the header's home variant). */
  home?: true;
  /** The page's Chinese and English addresses, when it exists in both languages. */
  twin?: (page: PageInput) => Twins | undefined;
  /** The BreadcrumbList of its structured data. */
  breadcrumb?: (page: CrumbInput) => Crumb[] | undefined;
  /** A fixed page the sitemap lists (its path). */
  inSitemap?: true;
  /** Never kept by the page cache or an edge, even when it answers 200. */
  uncacheable?: true;
}

/** A twin for exactly these Chinese paths (and their /en counterparts), pages the route table has
 *  in both languages: `zh` is the Chinese path pattern; the English address is /en followed by the
 *  same path (/en alone for the home page). */
function twinOf(zh: RegExp): (page: PageInput) => Twins | undefined {
  return ({ pathname }) => {
    const zhPath = withoutEnglishPrefix(pathname);
    if (!zh.test(zhPath)) return undefined;
    return { zh: zhPath, en: zhPath === '/' ? '/en' : `/en${zhPath}` };
  };
}

/** A product or solution page's twin is the content's to say: its page detail names the other
 *  language's page when the content has it (ext.twin, set by server/content/language-twins.ts),
 *  so a page config added in one language links both ways without a code change. */
function contentTwin({ pathname, data }: PageInput): Twins | undefined {
  const twin = (data as { page?: PageDetail | null } | null)?.page?.ext.twin;
  // Only at the address the twin mirrors (/x and /en/x), not one the route matches loosely.
  if (twin === `/en${pathname}`) return { zh: pathname, en: twin };
  if (twin !== undefined && `/en${twin}` === pathname) return { zh: twin, en: pathname };
  return undefined;
}

const home = (lang: Lang): Crumb => ({
  name: lang === 'en' ? CRUMB_HOME_EN : CRUMB.home,
  path: lang === 'en' ? '/en' : '/',
});

/** Home, a listing, then the page itself (named by its title). */
function detailCrumbs(listing: Crumb): (page: CrumbInput) => Crumb[] | undefined {
  return ({ pathname, lang, data }) => {
    const article = (data as { article?: Article } | null)?.article;
    return article && [home(lang), listing, { name: article.title, path: pathname }];
  };
}

const crumbs = {
  news: ({ lang }: CrumbInput): Crumb[] => [home(lang), { name: CRUMB.news, path: '/news' }],
  tag: ({ pathname, lang, data }: CrumbInput): Crumb[] | undefined => {
    const tag = (data as { tag?: { name: string } } | null)?.tag;
    return tag ? [home(lang), { name: CRUMB.tags, path: '/tags' }, { name: tag.name, path: pathname }] : undefined;
  },
  tagIndex: ({ pathname, lang }: CrumbInput): Crumb[] => [
    home(lang),
    { name: CRUMB.tags, path: '/tags' },
    { name: pathname.split('/').pop()!.replace(/^0-/, '#-'), path: pathname },
  ],
  doc: ({ pathname, lang, data }: CrumbInput): Crumb[] | undefined => {
    const doc = (data as { doc?: { title: string } } | null)?.doc;
    return doc ? [home(lang), { name: doc.title, path: pathname }] : undefined;
  },
};

const HOME: RouteFacts = { home: true, hideLogin: true, inSitemap: true, twin: twinOf(/^\/$/) };
const COOPERATIVE: RouteFacts = { nav: 4, inSitemap: true, twin: twinOf(/^\/cooperative$/) };
/** 关于我们 (spec §2: about 5). The pages its menu lists (content/site/menus.json: 客户之声 /evaluate,
 *  新闻动态 /news) and the news section's keyword pages (/tags...) highlight it too, so a page the
 *  header leads to never leaves the header unmarked (issue 39). */
const ABOUT_MENU = 5;
const ABOUT: RouteFacts = { nav: ABOUT_MENU, inSitemap: true, twin: twinOf(/^\/about$/) };
const FORM: RouteFacts = { hideLogin: true, fixedHeader: true, inSitemap: true, twin: twinOf(/^\/form$/) };
const DOC: RouteFacts = {
  twin: twinOf(/^\/doc\/md_[A-Za-z0-9_-]+$/),
  breadcrumb: crumbs.doc,
  // One route serves every document; the spec (§2) names no highlight for it.
  navFromMenu: true,
};

/** Each route's facts, by route id: a route missing here, or an id no route has, fails the type
 *  check in route-table.ts. Read by the root layouts, structured data, the sitemap and the page
 *  service, in the browser too (this module holds no loaders, so the phone bundle takes it
 *  without the route table). */
export const ROUTE_FACTS = {
  home: HOME,
  'en-home': HOME,
  news: { nav: ABOUT_MENU, inSitemap: true, breadcrumb: crumbs.news },
  // Article detail is highlighted as 3 on yx hosts only, and otherwise not at all: spec §2 names
  // its highlight ('article detail 3 when host type is yx, otherwise none').
  article: {
    nav: (hostType: string) => (hostType === 'yx' ? 3 : undefined),
    breadcrumb: detailCrumbs({ name: CRUMB.news, path: '/news' }),
  },
  tags: { nav: ABOUT_MENU, inSitemap: true },
  'tag-index': { nav: ABOUT_MENU, breadcrumb: crumbs.tagIndex },
  tag: { nav: ABOUT_MENU, breadcrumb: crumbs.tag },
  whitepaper: { inSitemap: true },
  form: FORM,
  // A scenario solution (the header lists it under 解决方案), not an app-market list: the spec
  // names no highlight for it, so none ('application market and lists 2' is /application's).
  'complex-scene': { inSitemap: true },
  application: { nav: 2, inSitemap: true },
  cases: { nav: 3, inSitemap: true },
  'case-detail': { nav: 3, breadcrumb: detailCrumbs({ name: CRUMB.cases, path: '/cases' }) },
  cooperative: COOPERATIVE,
  about: ABOUT,
  evaluate: { nav: ABOUT_MENU, inSitemap: true },
  'en-cooperative': COOPERATIVE,
  'en-about': ABOUT,
  'en-form': FORM,
  marketing: { inSitemap: true },
  doc: DOC,
  'en-doc': DOC,
  'bad-request': { uncacheable: true },
  sorry: { uncacheable: true },
  template: { twin: contentTwin },
  'en-template': { twin: contentTwin },
  fallback: {},
} satisfies Record<string, RouteFacts>;

/** The route ids, as this table names them; route-table.ts checks they are exactly its own. */
type FactsRouteId = keyof typeof ROUTE_FACTS;

export function routeFacts(id: FactsRouteId): RouteFacts {
  return ROUTE_FACTS[id];
}

/** The header entry each menu of the content hangs under (the indexes of spec §2). */
type HeaderMenu = 'products' | 'productLinks' | 'industrySolutions' | 'sceneSolutions' | 'about';
const MENU_NAV: readonly (readonly [HeaderMenu, number])[] = [
  ['products', 0],
  ['productLinks', 0],
  ['industrySolutions', 1],
  ['sceneSolutions', 1],
  ['about', ABOUT_MENU],
];

/** Header highlight index of a route: fixed per page, an article's only on yx hosts (spec §2);
 *  on a route that takes it from the menus, the entry whose menu links to this address. */
export function navIndexOf(
  id: FactsRouteId,
  hostType: string,
  page?: { pathname: string; menus: Menus },
): number | undefined {
  const { nav, navFromMenu } = routeFacts(id);
  if (typeof nav === 'function') return nav(hostType);
  if (nav !== undefined || !navFromMenu || !page) return nav;
  return MENU_NAV.find(([menu]) => page.menus[menu].some((entry) => entry.link === page.pathname))?.[1];
}
