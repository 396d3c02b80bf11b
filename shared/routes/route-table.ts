// The one route table (spec §2): every path of the site, its loader, and in `handle` every other
// fact about it (route-facts.ts), e.g. the header's highlight index (spec: cases 3, partner 4,
// about 5, application market and card lists 2, none elsewhere). Both apps attach their own
// components to these ids; nothing else keeps a list of routes.
import { matchRoutes, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { loaders, MAX_PAGE, NEWS_MAX_PAGE, TAG_MAX_SIZE } from './loaders.ts';
import { withMiddleware } from './route-middleware.ts';
import { crumbs, detailCrumbs, twinOf, type RouteFacts } from './route-facts.ts';
import { CRUMB } from '../copy/breadcrumbs.ts';

const HOME: RouteFacts = { home: true, hideLogin: true, inSitemap: true, twin: twinOf(/^\/$/) };
const PRODUCTS_AND_SOLUTIONS = twinOf(/^\/(product_(apaas|ipaas)|solution_(automobile|medicine|equipment|finance|iiot|elevator|property))$/);
const COOPERATIVE: RouteFacts = { nav: 4, inSitemap: true, twin: twinOf(/^\/cooperative$/) };
const ABOUT: RouteFacts = { nav: 5, inSitemap: true, twin: twinOf(/^\/about$/) };
const FORM: RouteFacts = { hideLogin: true, fixedHeader: true, inSitemap: true, twin: twinOf(/^\/form$/) };
const DOC: RouteFacts = { twin: twinOf(/^\/doc\/md_[A-Za-z0-9_-]+$/), breadcrumb: crumbs.doc };

export const ROUTES = [
  { id: 'home', path: '/', loader: loaders.home, handle: HOME },
  { id: 'en-home', path: '/en', loader: loaders.enHome, handle: HOME },
  { id: 'en-product-ipaas', path: '/en/product_ipaas', loader: loaders.enHome, handle: { home: true, hideLogin: true, twin: PRODUCTS_AND_SOLUTIONS } },
  { id: 'news', path: '/news', loader: loaders.news, query: { page: NEWS_MAX_PAGE }, handle: { inSitemap: true, breadcrumb: crumbs.news } },
  // Article detail is highlighted as 3 on yx hosts only.
  { id: 'article', path: '/news/:id', loader: loaders.article, handle: { nav: (hostType) => (hostType === 'yx' ? 3 : undefined), breadcrumb: detailCrumbs({ name: CRUMB.news, path: '/news' }) } },
  { id: 'tags', path: '/tags', loader: loaders.tags, handle: { inSitemap: true } },
  { id: 'tag-index', path: '/tags/index/:indexPage', loader: loaders.tagIndex, query: { size: TAG_MAX_SIZE }, handle: { breadcrumb: crumbs.tagIndex } },
  { id: 'tag', path: '/tags/:tag', loader: loaders.tag, query: { page: MAX_PAGE }, handle: { breadcrumb: crumbs.tag } },
  { id: 'whitepaper', path: '/whitepaper', loader: loaders.whitepaper, handle: { inSitemap: true } },
  { id: 'form', path: '/form', loader: loaders.form, handle: FORM },
  { id: 'complex-scene', path: '/complex-scene', loader: loaders.complexScene, query: { page: MAX_PAGE }, handle: { nav: 2, inSitemap: true } },
  { id: 'application', path: '/application', loader: loaders.application, query: { page: MAX_PAGE }, handle: { nav: 2, inSitemap: true } },
  { id: 'cases', path: '/cases', loader: loaders.cases, query: { page: MAX_PAGE }, handle: { nav: 3, inSitemap: true } },
  { id: 'case-detail', path: '/cases/:id', loader: loaders.caseDetail, handle: { nav: 3, breadcrumb: detailCrumbs({ name: CRUMB.cases, path: '/cases' }) } },
  { id: 'cooperative', path: '/cooperative', loader: loaders.cooperative, handle: COOPERATIVE },
  { id: 'about', path: '/about', loader: loaders.about, handle: ABOUT },
  { id: 'evaluate', path: '/evaluate', loader: loaders.evaluate, handle: { inSitemap: true } },
  { id: 'en-cooperative', path: '/en/cooperative', loader: loaders.cooperative, handle: COOPERATIVE },
  { id: 'en-about', path: '/en/about', loader: loaders.about, handle: ABOUT },
  { id: 'en-form', path: '/en/form', loader: loaders.form, handle: FORM },
  { id: 'marketing', path: '/marketing-automation', loader: loaders.marketing, handle: { inSitemap: true } },
  { id: 'doc', path: '/doc/:name', loader: loaders.doc, handle: DOC },
  { id: 'en-doc', path: '/en/doc/:name', loader: loaders.doc, handle: DOC },
  { id: 'bad-request', path: '/400', loader: withMiddleware(['no-index'], loaders.badRequest), handle: { uncacheable: true } },
  { id: 'sorry', path: '/sorry', loader: withMiddleware(['no-index'], loaders.sorry), handle: { uncacheable: true } },
  // product_{tag} and solution_{tag} (template pages); any other path goes to the home page of its
  // language (/en/... to /en).
  { id: 'template', path: '/:slug', loader: loaders.template, handle: { twin: PRODUCTS_AND_SOLUTIONS } },
  { id: 'en-template', path: '/en/:slug', loader: loaders.template, handle: { twin: PRODUCTS_AND_SOLUTIONS } },
  { id: 'fallback', path: '*', loader: loaders.fallback, handle: {} },
] as const satisfies readonly {
  id: string;
  path: string;
  loader: (args: LoaderFunctionArgs) => unknown;
  /** The query parameters the route reads, each a number from 1 to the given maximum (outside it
   *  the loader uses its default); every other parameter is ignored. */
  query?: Partial<Record<'page' | 'size', number>>;
  /** Everything else the site knows about the route (route-facts.ts). */
  handle: RouteFacts;
}[];

export type RouteEntry = (typeof ROUTES)[number];
export type RouteId = RouteEntry['id'];
/** Routes that render a page (the fallback only redirects). */
export type PageRouteId = Exclude<RouteId, 'fallback'>;
/** Routes of the English site, which always renders with the desktop app. */
export type EnglishRouteId = Extract<PageRouteId, `en-${string}`>;
export const ROOT_ID = 'root';

type Unwrap<T> = T extends { data: infer D; init: unknown } ? D : T;
/** Each route's loader data, resolved once into a plain object type. */
type LoaderDataMap = { [E in RouteEntry as E['id']]: Unwrap<Awaited<ReturnType<E['loader']>>> };
// An indexed access (not a conditional type), so a page for 'doc' | 'en-doc' serves both routes.
export type LoaderData<Id extends RouteId> = LoaderDataMap[Id];
export type RootData = Awaited<ReturnType<typeof loaders.root>>;

/** What the route table says about a route besides its path and loader. */
export function routeFacts(id: RouteId): RouteFacts {
  return (ROUTES.find((r) => r.id === id)?.handle ?? {}) as RouteFacts;
}

/** Header highlight index of a route (spec §2). */
export function navIndexOf(id: RouteId, hostType: string): number | undefined {
  const { nav } = routeFacts(id);
  return typeof nav === 'function' ? nav(hostType) : nav;
}

/** The route an address renders (the fallback when none matches). */
export function routeIdOf(pathname: string): RouteId {
  return (matchRoutes(componentFreeRoutes, pathname)?.at(-1)?.route.id ?? 'fallback') as RouteId;
}

/**
 * The react-router route objects: a root route (menus, config) with every page under it.
 * `extend` lets an app attach its components (or lazy loaders) per route id.
 */
export function createRouteObjects(
  extend: (id: RouteId | typeof ROOT_ID) => Partial<RouteObject> = () => ({}),
): RouteObject[] {
  return [
    {
      id: ROOT_ID,
      path: '/',
      loader: loaders.root,
      // Menus and config do not change between navigations.
      shouldRevalidate: () => false,
      ...extend(ROOT_ID),
      children: ROUTES.map((r) => {
        const base = r.path === '/' ? { index: true as const } : { path: r.path.replace(/^\//, '') };
        return { id: r.id, ...base, loader: r.loader, handle: r.handle, ...extend(r.id) } as RouteObject;
      }),
    } as RouteObject,
  ];
}

const componentFreeRoutes = createRouteObjects();

/**
 * The page address as far as the page depends on it: the path, and of the query only the
 * parameters its route reads, with canonical number values. Tracking parameters (bd_vid, utm_*,
 * gclid, ...) and anything else fall away, so they neither make new cached copies nor change
 * what is rendered (the browser still reads bd_vid from its own location).
 */
export function pageUrl(pathname: string, search: string): string {
  if (search === '' || search === '?') return pathname;
  const leaf = routeIdOf(pathname);
  const declared = (ROUTES.find((r) => r.id === leaf) as { query?: Record<string, number> } | undefined)?.query;
  if (!declared) return pathname;
  const params = new URLSearchParams(search);
  const kept: string[] = [];
  for (const [name, max] of Object.entries(declared)) {
    const raw = params.get(name);
    // What the loaders read (queryInt): digits within range; anything else renders as if absent.
    if (raw === null || !/^\d{1,6}$/.test(raw)) continue;
    const n = Number(raw);
    if (n >= 1 && n <= max) kept.push(`${name}=${n}`);
  }
  return kept.length ? `${pathname}?${kept.join('&')}` : pathname;
}
