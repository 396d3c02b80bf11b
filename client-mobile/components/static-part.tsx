// A static part of a phone page: markup with no state or handlers (copy, cards, lists of links).
// The browser never renders a phone page, only its islands (shared/app/island.tsx); a static
// part inside an island (a tab's panel, a carousel's slide) is markup the island's code neither
// carries nor renders: the server renders it as usual, and in the browser the island renders the
// same element with dangerouslySetInnerHTML set to the server's markup, which `keepStaticParts`
// reads before hydration starts. React does not compare that content on hydration, and a render
// from scratch (a hydration error) shows it too. A part's content is passed as a function or an
// element the island's JSON props leave out (island.tsx). Outside islands the wrapper only marks
// the part. It is `display: contents` (frame.css): it adds no box to the layout.
import type { ReactNode } from 'react';

const kept = new Map<string, string>();

/** Before hydration: the server's markup of every static part of an island in `root`, by its key. */
export function keepStaticParts(root: ParentNode): void {
  for (const el of root.querySelectorAll<HTMLElement>('[data-island] [data-static]'))
    kept.set(el.dataset.static ?? '', el.innerHTML);
}

/** `k`: the part's key, unique on the page. `children`: the part, on the server only. */
export function StaticPart({ k, children }: { k: string; children: ReactNode }) {
  return process.env.BUNDLE === 'mobile' ? (
    <div data-static={k} dangerouslySetInnerHTML={{ __html: kept.get(k) ?? '' }} />
  ) : (
    <div data-static={k}>{children}</div>
  );
}
