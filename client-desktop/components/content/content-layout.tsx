// The article frame: breadcrumb on top, the page's main column and the sidebar beside it.
import type { ReactNode } from 'react';
import { Breadcrumb, type NavEntry } from './breadcrumb.tsx';

export function ContentLayout({ navs, aside, children }: { navs: NavEntry[]; aside?: ReactNode; children: ReactNode }) {
  return (
    <div className="container content-frame">
      <Breadcrumb navs={navs} />
      <div className={`content-frame__grid${aside ? '' : ' content-frame__grid--single'}`}>
        <div className="content-frame__main">{children}</div>
        {aside}
      </div>
    </div>
  );
}
