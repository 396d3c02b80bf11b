// The one route table (spec §2): every path of the site and its loader; every other fact about a
// route is its `handle` (route-facts.ts, one entry per route id, which the type check demands).
// Both apps attach their own components to these ids; nothing else keeps a list of routes.
import { matchRoutes, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { loaders, MAX_PAGE, NEWS_MAX_PAGE, TAG_MAX_SIZE } from './loaders.ts';
import { withMiddleware } from './route-middleware.ts';
import { ROUTE_FACTS, type RouteFacts } from './route-facts.ts';

export const ROUTES = [
  { id: 'home', path: '/', loader: loaders.home },
  // The spec's route table also puts the English home at /en/product_ipaas; the site serves the
  // English iPaaS product page there instead (issue 39): a template page, as /en/product_apaas.
  { id: 'en-home', path: '/en', loader: loaders.enHome },
  { id: 'news', path: '/news', loader: loaders.news, query: { page: NEWS_MAX_PAGE } },
  // Article detail is highlighted as 3 on yx hosts only.
  { id: 'article', path: '/news/:id', loader: loaders.article },
  { id: 'tags', path: '/tags', loader: loaders.tags },
  { id: 'tag-index', path: '/tags/index/:indexPage', loader: loaders.tagIndex, query: { size: TAG_MAX_SIZE } },
  { id: 'tag', path: '/tags/:tag', loader: loaders.tag, query: { page: MAX_PAGE } },
  { id: 'whitepaper', path: '/whitepaper', loader: loaders.whitepaper },
  { id: 'form', path: '/form', loader: loaders.form },
  { id: 'complex-scene', path: '/complex-scene', loader: loaders.complexScene, query: { page: MAX_PAGE } },
  { id: 'application', path: '/application', loader: loaders.application, query: { page: MAX_PAGE } },
  { id: 'cases', path: '/cases', loader: loaders.cases, query: { page: MAX_PAGE } },
  { id: 'case-detail', path: '/cases/:id', loader: loaders.caseDetail },
  { id: 'cooperative', path: '/cooperative', loader: loaders.cooperative },
  { id: 'about', path: '/about', loader: loaders.about },
  { id: 'evaluate', path: '/evaluate', loader: loaders.evaluate },
  { id: 'en-cooperative', path: '/en/cooperative', loader: loaders.cooperative },
  { id: 'en-about', path: '/en/about', loader: loaders.about },
  { id: 'en-form', path: '/en/form', loader: loaders.form },
  { id: 'marketing', path: '/marketing-automation', loader: loaders.marketing },
  { id: 'doc', path: '/doc/:name', loader: loaders.doc },
  { id: 'en-doc', path: '/en/doc/:name', loader: loaders.doc },
  { id: 'bad-request', path: '/400', loader: withMiddleware(['no-index'], loaders.badRequest) },
  { id: 'sorry', path: '/sorry', loader: withMiddleware(['no-index'], loaders.sorry) },
  // product_{tag} and solution_{tag} (template pages); any other path goes to the home page of its
  // language (/en/... to /en).
  { id: 'template', path: '/:slug', loader: loaders.template },
  { id: 'en-template', path: '/en/:slug', loader: loaders.template },
  { id: 'fallback', path: '*', loader: loaders.fallback },
] as const satisfies readonly {
  id: string;
  path: string;
  loader: (args: LoaderFunctionArgs) => unknown;
  /** The query parameters the route reads, each a number from 1 to the given maximum (outside it
   *  the loader uses its default); every other parameter is ignored. */
  query?: Partial<Record<'page' | 'size', number>>;
}[];

type RouteEntry = (typeof ROUTES)[number];
export type RouteId = RouteEntry['id'];
/** Routes that render a page (the fallback only redirects). */
export type PageRouteId = Exclude<RouteId, 'fallback'>;
/** Routes of the English site, which always renders with the desktop app. */
export type EnglishRouteId = Extract<PageRouteId, `en-${string}`>;
export const ROOT_ID = 'root';

/** The route facts by route id: one entry per route, and none for an id no route has. */
const FACTS: Record<RouteId, RouteFacts> & Record<Exclude<keyof typeof ROUTE_FACTS, RouteId>, never> = ROUTE_FACTS;

type Unwrap<T> = T extends { data: infer D; init: unknown } ? D : T;
/** Each route's loader data, resolved once into a plain object type. */
type LoaderDataMap = { [E in RouteEntry as E['id']]: Unwrap<Awaited<ReturnType<E['loader']>>> };
// An indexed access (not a conditional type), so a page for 'doc' | 'en-doc' serves both routes.
export type LoaderData<Id extends RouteId> = LoaderDataMap[Id];
export type RootData = Awaited<ReturnType<typeof loaders.root>>;

/** The route an address renders (the fallback when none matches). */
export function routeIdOf(pathname: string): RouteId {
  return (matchRoutes(componentFreeRoutes, pathname)?.at(-1)?.route.id ?? 'fallback') as RouteId;
}

/** Stands for a page's error boundary until an app attaches its own (see createRouteObjects). */
const OWN_ERRORS = () => null;

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
        // Every page shows its own errors in both apps (the fallback only redirects), so its
        // loader errors are keyed by its own id in the hydration data, with components or without:
        // react-router finds a route's boundary by its ErrorBoundary, which each app replaces.
        const boundary = r.id === 'fallback' ? {} : { ErrorBoundary: OWN_ERRORS };
        return {
          id: r.id,
          ...base,
          loader: r.loader,
          handle: FACTS[r.id],
          ...boundary,
          ...extend(r.id),
        } as RouteObject;
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
