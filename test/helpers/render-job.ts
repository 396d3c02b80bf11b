// A render job as the page producer makes it (server/pages/page-producer.ts), for tests that render
// a served page's hydration data again: the address's route matches and the status it answered.
import { matchRoutes } from 'react-router';
import type { RenderJob } from '../../server/pages/render-document.tsx';
import { createRouteObjects } from '../../shared/routes/route-table.ts';

const routes = createRouteObjects();

export function renderJobFor(url: string, payloadJson: string, chromeKey: string, statusCode = 200): RenderJob {
  const pathname = url.split('?', 1)[0]!;
  const matches = (matchRoutes(routes, pathname) ?? []).map((m) => ({
    id: m.route.id!,
    params: m.params,
    pathname: m.pathname,
    pathnameBase: m.pathnameBase,
  }));
  return { url, payloadJson, chromeKey, matches, statusCode };
}
