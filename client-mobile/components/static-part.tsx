// A static part of a phone page: markup with no state or handlers (copy, cards, lists of links).
// The server renders it as usual; the phone's browser bundle does not carry it, its copy or its
// components, and hydrates the markup the server wrote as it is: React does not compare
// dangerouslySetInnerHTML on hydration, and `keepStaticParts` reads that markup before hydration
// starts, so a render from scratch (a hydration error, a re-render) shows it too. A page passes
// the part as `{process.env.BUNDLE !== 'mobile' && <Part … />}`, which build/build.ts's define
// turns into `false` in the phone bundle, so esbuild drops the part's imports from the page chunk.
// The wrapper is `display: contents` (frame.css): it adds no box to the layout.
import type { ReactNode } from 'react';

const kept = new Map<string, string>();

/** Before hydration: the server's markup of every static part in `root`, by its key. */
export function keepStaticParts(root: ParentNode): void {
  for (const el of root.querySelectorAll<HTMLElement>('[data-static]')) kept.set(el.dataset.static ?? '', el.innerHTML);
}

/** `k`: the part's key, unique on the page. `children`: the part, on the server only. */
export function StaticPart({ k, children }: { k: string; children: ReactNode }) {
  return process.env.BUNDLE === 'mobile' ? (
    <div data-static={k} dangerouslySetInnerHTML={{ __html: kept.get(k) ?? '' }} />
  ) : (
    <div data-static={k}>{children}</div>
  );
}
