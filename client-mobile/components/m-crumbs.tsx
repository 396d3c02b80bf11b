// The phone's breadcrumb on a detail page: home, the list the page belongs to, and the page
// itself, last, on one line cut short (the heading below says it whole), as on the desktop and in
// the page's BreadcrumbList.
import { CRUMB } from '../../shared/copy/breadcrumbs.ts';
import { MOBILE_CRUMBS_LABEL } from '../../shared/copy/mobile/breadcrumbs.ts';

export function MCrumbs({ list, current }: { list: 'news' | 'cases'; current: string }) {
  return (
    <nav className="m-crumbs" aria-label={MOBILE_CRUMBS_LABEL}>
      <a href="/">{CRUMB.home}</a>
      <span aria-hidden="true">/</span>
      <a href={`/${list}`}>{CRUMB[list]}</a>
      <span aria-hidden="true">/</span>
      <span aria-current="page">{current}</span>
    </nav>
  );
}
