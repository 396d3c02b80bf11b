// zod schemas of the files under content/ that only the seed reads (the vendor answers' own
// schemas, shared/api/schemas.ts, check what the seed builds from them). Objects are strict, so
// a misspelt field is refused instead of silently ignored.
import { z } from 'zod';

const slug = z.string().regex(/^[a-z0-9]+$/, 'a slug is lowercase ASCII letters and digits');
const beijingTime = z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, "Beijing time as 'YYYY-MM-DD HH:mm:ss'");
const lang = z.enum(['zh', 'en']);

/** One entry of content/articles/{category}/index.json; its body is {id}.md beside it. */
export const articleEntry = z.strictObject({
  id: z.number().int().positive(),
  title: z.string().min(1),
  author: z.string(),
  brief: z.string(),
  customer_brief: z.string().optional(),
  published_at: beijingTime,
  tags: z.array(slug),
  products: z.array(z.string()).optional(),
  cover: z.string().optional(),
  seo: z
    .strictObject({
      seo_title: z.string().optional(),
      seo_h1: z.string().optional(),
      seo_description: z.string().optional(),
      meta_title: z.string().optional(),
      meta_description: z.string().optional(),
      meta_keywords: z.string().optional(),
    })
    .optional(),
});

export const tagList = z.array(z.strictObject({ name: z.string().min(1), slug }));

export const brand = z.strictObject({
  name: z.string().min(1),
  short: z.string().min(1),
  industry: z.string().min(1),
  en: z.strictObject({ name: z.string().min(1), short: z.string().min(1) }),
});

const caseCopyOf = z.record(
  z.string().regex(/^\d+$/, 'a case id'),
  z.strictObject({ title: z.string().min(1), tags: z.array(z.string()), summary: z.string() }),
);
export const caseCopy = z.strictObject({ zh: caseCopyOf, en: caseCopyOf });

export const documentIndex = z.array(
  z.strictObject({ name: z.string().regex(/^[a-z0-9-]+$/), lang, title: z.string(), description: z.string() }),
);

export const slugList = z.array(slug);

const meta = z.strictObject({ title: z.string(), description: z.string(), keywords: z.string(), h1: z.string() });
/** [icon name, title, summary]: one card of a grid, list or value section. */
const row = z.tuple([z.string(), z.string(), z.string()]);
const button = z.strictObject({ text: z.string(), link: z.string() });
const caseRef = z.union([z.number().int(), z.strictObject({ id: z.number().int(), summary: z.string() })]);

/** content/pages/fixed.json: the fixed-design pages' meta, and a cases block where a page has one. */
export const fixedPages = z.array(
  z.strictObject({
    route: z.string().startsWith('/'),
    meta,
    cases: z.strictObject({ title: z.string(), summary: z.string(), items: z.array(caseRef), button }).optional(),
  }),
);

/** content/pages/solutions/*.json: the solution template's copy (p1 hero … p8 cases). */
export const solutionCopy = z.strictObject({
  route: z.string().startsWith('/'),
  lang,
  meta,
  hero: z.strictObject({
    parts: z.array(z.string()),
    highlight: z.number().int(),
    subtitle: z.string(),
    bg: z.string(),
  }),
  overview: z.strictObject({ title: z.string(), summary: z.string() }).optional(),
  challenges: z.strictObject({ title: z.string(), rows: z.array(row) }),
  architecture: z.strictObject({ title: z.string(), summary: z.string().optional(), pic: z.string() }),
  scenarios: z.strictObject({ title: z.string(), summary: z.string().optional(), rows: z.array(row) }),
  values: z.strictObject({ title: z.string(), rows: z.array(row) }),
  featured: z.strictObject({
    caseId: z.number().int(),
    title: z.string(),
    summary: z.string(),
    points: z.array(z.string()),
    logos: z.array(z.number().int().positive()),
    pic: z.string(),
  }),
  cases: z.strictObject({ title: z.string(), ids: z.array(z.number().int()) }),
  practice: z
    .array(z.strictObject({ link: z.string(), a_title: z.string(), title: z.string(), desc: z.string() }))
    .optional(),
});

const showcaseDiagram = z.union([
  z.strictObject({
    kind: z.enum(['steps', 'cycle', 'layers']),
    items: z.array(z.string()),
    center: z.string().optional(),
  }),
  z.strictObject({ kind: z.literal('hub'), center: z.string(), items: z.array(z.string()) }),
  /** A portal workbench as one employee sees it: rows are `text|source|time`. */
  z.strictObject({
    kind: z.literal('workbench'),
    user: z.string(),
    search: z.string(),
    todos: z.strictObject({ title: z.string(), rows: z.array(z.string()) }),
    apps: z.strictObject({ title: z.string(), items: z.array(z.string()) }),
    news: z.strictObject({ title: z.string(), rows: z.array(z.string()) }),
  }),
]);

/** content/pages/config/*.json: the configurable template's copy (products, partners, marketing). */
export const configCopy = z.strictObject({
  route: z.string().startsWith('/'),
  site: z.enum(['defan', 'wx', 'yx']).optional(),
  meta,
  hero: z.strictObject({
    title: z.string(),
    titleParts: z.array(z.string()).optional(),
    highlight: z.number().int().optional(),
    subtitle: z.string(),
    bg: z.string(),
    button,
    secondaryButton: button.optional(),
  }),
  features: z.strictObject({ title: z.string(), rows: z.array(row) }),
  /** `diagram` says how to draw the showcase picture from the page's own words. */
  showcase: z.strictObject({ title: z.string(), summary: z.string(), pic: z.string(), diagram: showcaseDiagram }),
  /** Tabs are [title, summary, picture name]. */
  tabs: z.strictObject({ title: z.string(), items: z.array(z.tuple([z.string(), z.string(), z.string()])) }),
  cases: z.strictObject({ title: z.string(), items: z.array(caseRef) }),
  /** [date (Beijing time), title, summary, card art name, link]: p6 news items. */
  news: z.array(z.tuple([beijingTime, z.string(), z.string(), z.string(), z.string()])).optional(),
});

export type ArticleEntry = z.infer<typeof articleEntry>;
export type Brand = z.infer<typeof brand>;
export type CaseCopy = z.infer<typeof caseCopy>;
export type FixedPageCopy = z.infer<typeof fixedPages>[number];
export type SolutionCopy = z.infer<typeof solutionCopy>;
export type ConfigCopy = z.infer<typeof configCopy>;
export type CaseRef = z.infer<typeof caseRef>;

/** content/site/config.json: the site config without the logo lists, which seeding derives from
 *  brands.json and the honours (the assembled config is checked against the vendor's schema). */
export const siteConfig = z.record(z.string(), z.unknown());

/** Article ids are unique across all categories (they share one URL space). */
export const uniqueIds = z.array(z.object({ id: z.number() })).superRefine((list, ctx) => {
  const seen = new Set<number>();
  list.forEach((a, i) => {
    if (seen.has(a.id)) ctx.addIssue({ code: 'custom', path: [i, 'id'], message: `article id ${a.id} is used twice` });
    seen.add(a.id);
  });
});
