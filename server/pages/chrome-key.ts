// Identifies the root content a page's chrome shows (menus, site config, year) for the markup
// cache (shared/app/cached-markup.tsx), without reading it: the content caches hand every request
// the same answer objects until an answer changes or is fetched again, so their identities do.
import type { RootData } from '../../shared/routes/route-table.ts';

const ids = new WeakMap<object, number>();
let nextId = 1;

function idOf(answer: object): number {
  let id = ids.get(answer);
  if (id === undefined) {
    id = nextId++;
    ids.set(answer, id);
  }
  return id;
}

/** The root content's key; '' (nothing cached) for a page without root data. */
export function chromeKeyOf(root: RootData | null | undefined): string {
  if (!root) return '';
  return `${idOf(root.menus)}.${idOf(root.config)}.${root.year}`;
}
