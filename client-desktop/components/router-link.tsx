// The desktop app's link: react-router navigation for internal paths, with the target page's
// chunk fetched on hover or focus (unless on 2g or data saver). A link into the other language
// reloads the document, since the two sites differ in <html lang> and frame.
import { Link, matchRoutes, type RouteObject } from 'react-router';
import type { AppLinkProps } from '../../shared/app/app-link.tsx';
import { prefetchAllowed } from '../../shared/app/connection.ts';
import { isEnglishPath, createRouteObjects, type PageRouteId } from '../../shared/routes/route-table.ts';
import { useSiteData } from '../../shared/app/site-data.tsx';
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

export function RouterLink({ to, children, onMouseEnter, onFocus, ...rest }: AppLinkProps) {
  const { lang } = useSiteData();
  const crossesLanguage = isEnglishPath(new URL(to, 'http://x').pathname) !== (lang === 'en');
  return (
    <Link
      to={to}
      reloadDocument={crossesLanguage}
      onMouseEnter={(e) => {
        prefetch(to);
        onMouseEnter?.(e);
      }}
      onFocus={(e) => {
        prefetch(to);
        onFocus?.(e);
      }}
      {...rest}
    >
      {children}
    </Link>
  );
}
