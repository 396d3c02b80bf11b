// A picture whose words are too small at the width the page gives it (an application window in a
// tab or beside a featured case) opens alone at full size, where they read at 12 px and more.
// A plain link: it works without scripts, and the browser's own viewer zooms.
import type { ReactNode } from 'react';

export function ZoomLink({ href, title, children }: { href: string; title: string; children: ReactNode }) {
  return (
    <a className="zoom-link" href={href} target="_blank" rel="noopener" title={title}>
      {children}
    </a>
  );
}
