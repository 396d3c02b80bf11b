// Named route middleware (spec §8): steps a route asks for by name, run before its loader on the
// server and on client navigations. A route naming a middleware that does not exist fails with
// 500 'Unknown middleware {name}' instead of silently skipping it.
import { createContext, data, type LoaderFunctionArgs } from 'react-router';

/** Set by 'no-index': the page must not be indexed (the server sends X-Robots-Tag); '' otherwise. */
export const robotsContext = createContext<string>('');

type Middleware = (args: LoaderFunctionArgs) => void;

const ROUTE_MIDDLEWARE: Record<string, Middleware> = {
  // Error destinations (/400, /sorry) stay out of search results.
  'no-index': ({ context }) => {
    context.set(robotsContext, 'noindex');
  },
};

/** The loader with the named middleware in front of it. */
export function withMiddleware<A extends LoaderFunctionArgs, R>(names: readonly string[], loader: (args: A) => R) {
  return (args: A): R => {
    for (const name of names) {
      const step = ROUTE_MIDDLEWARE[name];
      if (!step) throw data(`Unknown middleware ${name}`, { status: 500 });
      step(args);
    }
    return loader(args);
  };
}
