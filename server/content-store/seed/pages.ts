// The demo site's page details, built by the page templates from content/pages/: the fixed-design
// pages (meta only), then the solution pages, then the configurable product, partner and marketing
// pages. Every customer named there is fictional; case items point at the seeded cases 2001–2028.
import { loadContent } from './load-content.ts';
import { PageTemplates } from './page-templates.ts';
import type { SeedContent, SeedDiagram, SeedPage } from './seed-types.ts';

export interface SeedPages {
  pages: SeedPage[];
  /** The pictures drawn from the pages' own content, by picture name (see SeedDiagram). */
  diagrams: ReadonlyMap<string, SeedDiagram>;
}

export function buildPages(content: SeedContent): SeedPages {
  const t = new PageTemplates(content);
  const pages = [
    ...content.fixedPages.map((p) => t.fixed(p, 'content/pages/fixed.json')),
    ...content.solutions.map(({ file, copy }) => t.solution(copy, file)),
    ...content.configPages.map(({ file, copy }) => t.config(copy, file)),
  ];
  return { pages, diagrams: t.diagrams };
}

let built: { from: SeedContent; pages: SeedPages } | undefined;

/** The pages of this process's content folder, built on first use and again once it is read anew. */
export function seedPages(): SeedPages {
  const content = loadContent();
  if (built?.from !== content) built = { from: content, pages: buildPages(content) };
  return built.pages;
}
