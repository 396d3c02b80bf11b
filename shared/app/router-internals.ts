// The one place that touches react-router's internals: the server renders a page from what its
// loaders ended with (in a render thread, without running them again) and the desktop hydrates its
// router from the same hydration data, which react-router has no public API for. Its framework
// mode does both with the same internals (its deserializeErrors and getStaticContextFromError);
// router-internals.test.ts pins each one this module relies on, so an upgrade that changes them
// fails there rather than in a visitor's page.
import {
  UNSAFE_ErrorResponseImpl as ErrorResponseImpl,
  type DataRouteMatch,
  type ErrorResponse,
  type StaticHandlerContext,
} from 'react-router';
import type { SerializedRouteError } from './payload.ts';

/** The route errors of hydration data as react-router holds them: each an ErrorResponse (what a
 *  loader's thrown data() becomes), so useRouteError and isRouteErrorResponse see what they would
 *  have seen had the router run the loaders itself. */
export function routeErrorResponses(
  errors: Record<string, SerializedRouteError> | null,
): Record<string, ErrorResponse> | null {
  if (!errors) return null;
  return Object.fromEntries(
    Object.entries(errors).map(([id, e]) => [id, new ErrorResponseImpl(e.status, e.statusText, e.data)]),
  );
}

/** What a page's render starts from: the loaders' matches, data, errors and status. */
export interface RenderState {
  location: { pathname: string; search: string };
  matches: Pick<DataRouteMatch, 'params' | 'pathname' | 'pathnameBase' | 'route'>[];
  loaderData: Record<string, unknown>;
  errors: Record<string, SerializedRouteError> | null;
  statusCode: number;
}

/** The static handler's context for `state`, as its query() would have returned it, for
 *  createStaticRouter and StaticRouterProvider. It has no route matcher of its own (the private
 *  `_match`): a render matches nothing, it shows the matches the loaders ended with. */
export function staticHandlerContext(state: RenderState): StaticHandlerContext {
  const { pathname, search } = state.location;
  const context: Omit<StaticHandlerContext, '_match'> = {
    basename: '/',
    location: { pathname, search, hash: '', state: null, key: 'default' },
    matches: state.matches as DataRouteMatch[],
    loaderData: state.loaderData,
    actionData: null,
    errors: routeErrorResponses(state.errors),
    statusCode: state.statusCode,
    loaderHeaders: {},
    actionHeaders: {},
  };
  return context as StaticHandlerContext;
}

/** After a render of `context` threw: the id of the route whose error boundary is the deepest one
 *  it rendered, where react-router's server runtime renders the page again; undefined when it
 *  reached none (the server runtime takes the root then). */
export function deepestRenderedBoundary(context: StaticHandlerContext): string | undefined {
  // Set by react-router as it renders each route that has an error boundary.
  return context._deepestRenderedBoundaryId ?? undefined;
}
