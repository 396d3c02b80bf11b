// The addresses of the product and solution pages (the template route, /:slug and /en/:slug):
// which slugs it renders, and where the same page would be in the other language. Whether that
// page exists is the content's to say (server/content/language-twins.ts asks, route-facts.ts reads
// the answer).
import { isEnglishPath, withoutEnglishPrefix } from './path-language.ts';

/** A product or solution page's slug: product_{tag} or solution_{tag}. */
export const TEMPLATE_SLUG = /^(product|solution)_[a-z0-9-]{1,40}$/;

/** The route of the same product or solution page in the other language (/x ↔ /en/x), for
 *  exactly these addresses; undefined for any other path. */
export function templateTwinRoute(path: string): string | undefined {
  const slug = /^\/([^/]+)$/.exec(withoutEnglishPrefix(path))?.[1];
  if (!slug || !TEMPLATE_SLUG.test(slug)) return undefined;
  return isEnglishPath(path) ? `/${slug}` : `/en/${slug}`;
}
