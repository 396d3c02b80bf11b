// The desktop app's links are plain anchors (shared/app/app-link.tsx), made into client
// navigations by one delegated click handler. Internal paths of the same language navigate with
// the router; a link into the other language reloads the document, since the two sites differ
// in <html lang> and frame, and so does a link marked data-full-load (an error view's retry).
// The target page's chunk is fetched on hover or focus, unless on 2g or with data saver on.
import { useEffect } from 'react';
import { matchRoutes, useNavigate, type RouteObject } from 'react-router';
import { isInternalPath } from '../../shared/app/app-link.tsx';
import { prefetchAllowed } from '../../shared/app/connection.ts';
import type { Lang } from '../../shared/site-types.ts';
import { createRouteObjects, type PageRouteId } from '../../shared/routes/route-table.ts';
import { isEnglishPath } from '../../shared/routes/path-language.ts';
import { desktopPages } from '../pages.ts';

let plainRoutes: RouteObject[] | undefined;
const prefetched = new Set<string>();

function prefetch(to: string): void {
  if (!prefetchAllowed()) return;
  plainRoutes ??= createRouteObjects();
  const id = matchRoutes(plainRoutes, to)?.at(-1)?.route.id as PageRouteId | undefined;
  if (!id || id === ('root' as string) || prefetched.has(id) || !(id in desktopPages)) return;
  prefetched.add(id);
  desktopPages[id]().catch(() => prefetched.delete(id));
}

/** The internal, same-language target of a click, or undefined when the browser should handle it. */
function routedTarget(event: MouseEvent, lang: Lang): HTMLAnchorElement | undefined {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return undefined;
  const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
  if (
    !anchor ||
    anchor.hasAttribute('download') ||
    anchor.hasAttribute('data-full-load') ||
    (anchor.target && anchor.target !== '_self')
  )
    return undefined;
  const href = anchor.getAttribute('href')!;
  if (!isInternalPath(href)) return undefined;
  const { pathname } = new URL(href, window.location.origin);
  return isEnglishPath(pathname) === (lang === 'en') ? anchor : undefined;
}

/** Installs the delegated click and prefetch handlers for the whole document. */
export function useDelegatedNavigation(lang: Lang): void {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = routedTarget(event, lang);
      if (!anchor) return;
      event.preventDefault();
      void navigate(anchor.getAttribute('href')!, { preventScrollReset: anchor.hasAttribute('data-keep-scroll') });
    };
    const onIntent = (event: Event) => {
      const anchor = (event.target as Element | null)?.closest?.('a[href^="/"]');
      const href = anchor?.getAttribute('href');
      if (href && isInternalPath(href)) prefetch(href);
    };
    document.addEventListener('click', onClick);
    document.addEventListener('mouseover', onIntent, { passive: true });
    document.addEventListener('focusin', onIntent);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('mouseover', onIntent);
      document.removeEventListener('focusin', onIntent);
    };
  }, [navigate, lang]);
}
