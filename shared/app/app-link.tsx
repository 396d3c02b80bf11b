// One link component for shared code. The phone app's links are full page loads of fast
// server-rendered pages; the desktop app turns internal ones into client navigations.
import type { AnchorHTMLAttributes, ReactNode } from 'react';

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  children?: ReactNode;
  /** A client navigation keeps the scroll position (e.g. 'load more'); full page loads ignore it. */
  preventScrollReset?: boolean;
}

/** A path on this site ('/x'), not a protocol-relative address ('//host/x') or another scheme. */
export const isInternalPath = (to: string) => to.startsWith('/') && !to.startsWith('//');

/** Internal paths are plain anchors in both apps: the desktop app makes them client navigations
 *  with one delegated click handler (client-desktop/components/delegated-navigation.tsx), so a
 *  link costs the server no more than an anchor (a page has a hundred). http(s) addresses open
 *  in a new tab; others (mailto:, tel:) as they are. */
export function AppLink({ to, children, preventScrollReset, ...rest }: AppLinkProps) {
  if (!isInternalPath(to)) {
    const external = /^https?:/.test(to);
    return (
      <a href={to} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <a href={to} data-keep-scroll={preventScrollReset ? '' : undefined} {...rest}>
      {children}
    </a>
  );
}
