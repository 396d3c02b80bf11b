// What router-internals.ts relies on in react-router, each checked against react-router itself:
// the ErrorResponse its hydration makes is the one a loader's thrown data() becomes, a hand-built
// static handler context renders like the one its query() returns, and a render that throws leaves
// the deepest error boundary it rendered on the context. A react-router upgrade that changes any of
// them fails here.
import { createElement, Fragment } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  data,
  isRouteErrorResponse,
  Outlet,
  StaticRouterProvider,
  useLoaderData,
  useRouteError,
  type RouteObject,
  type StaticHandlerContext,
} from 'react-router';
import { describe, expect, it } from 'vitest';
import { routeErrorOf } from './route-error.ts';
import { deepestRenderedBoundary, routeErrorResponses, staticHandlerContext } from './router-internals.ts';

/** Shows the route's error as the site's boundaries read it (route-error.ts). */
function Boundary() {
  const error = useRouteError();
  return createElement('p', null, `${isRouteErrorResponse(error)} ${JSON.stringify(routeErrorOf(error))}`);
}

/** A root with a page under it, both with error boundaries; `throwIn` names the component that
 *  throws as it renders ('layout' before the page's outlet, 'footer' after it). */
function routes(throwIn?: 'layout' | 'footer' | 'page'): RouteObject[] {
  const fail = (where: string) => {
    if (throwIn === where) throw new Error(`${where} broke`);
    return null;
  };
  // A component of its own, so that it renders after the outlet's page.
  const Footer = () => createElement('footer', null, fail('footer'));
  return [
    {
      id: 'root',
      path: '/',
      loader: () => ({ menu: 'menu' }),
      ErrorBoundary: Boundary,
      Component: () =>
        createElement(
          Fragment,
          null,
          fail('layout'),
          createElement('header', null, (useLoaderData() as { menu: string }).menu),
          createElement(Outlet),
          createElement(Footer),
        ),
      children: [
        {
          id: 'news',
          path: 'news/:id',
          loader: ({ params }) => {
            if (params.id === 'missing') throw data('文章不存在', { status: 404, statusText: 'Not Found' });
            return { title: `article ${params.id}` };
          },
          ErrorBoundary: Boundary,
          Component: () => createElement('main', null, fail('page'), (useLoaderData() as { title: string }).title),
        },
      ],
    },
  ];
}

async function query(r: RouteObject[], path: string) {
  const handler = createStaticHandler(r);
  const context = await handler.query(new Request(`http://site.internal${path}`));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status}`);
  return { handler, context };
}

const render = (r: RouteObject[], context: StaticHandlerContext) =>
  renderToString(
    createElement(StaticRouterProvider, { router: createStaticRouter(r, context), context, hydrate: false }),
  );

/** The context's state as a render thread gets it: through JSON, errors as the payload holds them. */
function renderState(context: StaticHandlerContext) {
  const errors = context.errors
    ? Object.fromEntries(Object.entries(context.errors).map(([id, e]) => [id, routeErrorOf(e)]))
    : null;
  return {
    location: context.location,
    matches: context.matches,
    loaderData: JSON.parse(JSON.stringify(context.loaderData)) as Record<string, unknown>,
    errors: JSON.parse(JSON.stringify(errors)) as typeof errors,
    statusCode: context.statusCode,
  };
}

describe('routeErrorResponses', () => {
  it("makes of hydration data the very ErrorResponse a loader's thrown data() becomes", async () => {
    const { context } = await query(routes(), '/news/missing');
    const theirs = context.errors!.news;
    const ours = routeErrorResponses({ news: routeErrorOf(theirs) })!.news;
    expect(isRouteErrorResponse(ours)).toBe(true);
    // Same class, same fields (toStrictEqual compares both).
    expect(ours).toStrictEqual(theirs);
    expect(routeErrorOf(ours)).toEqual({ status: 404, statusText: 'Not Found', data: '文章不存在' });
    expect(routeErrorResponses(null)).toBeNull();
  });
});

describe('staticHandlerContext', () => {
  it('renders a page and an error page as the context query() returns does', async () => {
    for (const path of ['/news/7', '/news/missing']) {
      const { handler, context } = await query(routes(), path);
      const rebuilt = staticHandlerContext(renderState(context));
      const html = render(handler.dataRoutes, rebuilt);
      expect(html).toBe(render(handler.dataRoutes, context));
      expect(html).toContain(path === '/news/7' ? '<main>article 7</main>' : 'true {&quot;status&quot;:404');
    }
  });
});

describe('deepestRenderedBoundary', () => {
  it.each([
    ['the page throws', 'page', 'news'],
    ['the root layout throws after the page rendered', 'footer', 'news'],
    ['the root layout throws before its outlet', 'layout', 'root'],
  ] as const)('names the boundary react-router rendered last when %s', async (_name, throwIn, boundary) => {
    const { handler, context } = await query(routes(throwIn), '/news/7');
    const rebuilt = staticHandlerContext(renderState(context));
    expect(() => render(handler.dataRoutes, rebuilt)).toThrow(/broke/);
    expect(deepestRenderedBoundary(rebuilt)).toBe(boundary);
  });

  it('is undefined when no route with a boundary rendered', async () => {
    const bare: RouteObject[] = routes('layout').map(({ ErrorBoundary: _, children: __, ...r }) => r as RouteObject);
    const { handler, context } = await query(bare, '/');
    expect(() => render(handler.dataRoutes, context)).toThrow(/broke/);
    expect(deepestRenderedBoundary(context)).toBeUndefined();
  });
});
