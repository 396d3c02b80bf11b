// A product or solution page's answer names the same page in the other language when the content
// has it (`ext.twin`): so its hreflang links, the language switch and the sitemap follow the
// content, in both modes. Neither content source lists its pages (the vendor API has no such
// call), so the site asks for the other language's page detail beside the page's own. The site
// asks, not the browser: a page without a twin would cost the browser a 404 on every client
// navigation to it, where the server's lookup is one more content answer it caches.
import { API_PATHS } from '../../shared/api/client.ts';
import type { PageDetail } from '../../shared/api/types.ts';
import type { ApiRequest, Transport } from '../../shared/api/transport.ts';
import { templateTwinRoute } from '../../shared/routes/template-pages.ts';

/** The twin's route where the request asks for a product or solution page, else undefined. */
function twinRouteOf(req: ApiRequest): string | undefined {
  if (req.method !== 'GET' || req.path !== API_PATHS.sitePages) return undefined;
  const route = req.query?.route;
  return typeof route === 'string' ? templateTwinRoute(route) : undefined;
}

// One answer with its twin per cached answer, so the page stays the same object between requests
// (the payload's JSON is kept per answer object: server/pages/serialize-payload.ts).
const withTwin = new WeakMap<object, PageDetail>();

function twinned(page: PageDetail, twin: string): PageDetail {
  let out = withTwin.get(page);
  if (out?.ext.twin !== twin) {
    out = { ...page, ext: { ...page.ext, twin } };
    withTwin.set(page, out);
  }
  return out;
}

/**
 * Wraps a transport so a product or solution page's detail carries `ext.twin` when the other
 * language's page detail exists (for the same site key). Both are asked at once; the twin's
 * answer comes through `inner` too, so a page render records it among its content answers and a
 * revalidation of the twin renders the page again. A twin the source cannot give (404, or any
 * failure) is no twin: the page itself still renders.
 */
export function languageTwinsTransport(inner: Transport): Transport {
  return async (req) => {
    const twin = twinRouteOf(req);
    if (twin === undefined) return inner(req);
    const [page, exists] = await Promise.all([
      inner(req),
      inner({ ...req, query: { ...req.query, route: twin } }).then(
        () => true,
        () => false,
      ),
    ]);
    return exists ? twinned(page as PageDetail, twin) : page;
  };
}
