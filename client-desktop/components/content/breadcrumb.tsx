// Where a content page sits in the site (spec 'article frame'): a trail built from navs, each
// entry a link except the last, which is the page itself.
import { AppLink } from '../../../shared/app/app-link.tsx';
import { CRUMBS_LABEL } from '../../../shared/copy/breadcrumbs.ts';

export interface NavEntry {
  name: string;
  link?: string;
}

export function Breadcrumb({ navs, label = CRUMBS_LABEL }: { navs: NavEntry[]; label?: string }) {
  return (
    <nav className="breadcrumb" aria-label={label}>
      <ol className="breadcrumb__list">
        {navs.map((nav, i) => {
          const last = i === navs.length - 1;
          return (
            <li key={`${i}-${nav.name}`} className="breadcrumb__item">
              {last || !nav.link ? (
                <span className="breadcrumb__current" aria-current={last ? 'page' : undefined}>
                  {nav.name}
                </span>
              ) : (
                <AppLink className="breadcrumb__link" to={nav.link}>
                  {nav.name}
                </AppLink>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
