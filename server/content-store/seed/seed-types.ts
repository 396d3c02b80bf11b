// Shapes of the demo content kept in the repository. The content store turns these into rows on
// first start (see ../seed.ts); everything here is fixed data, so seeding is deterministic.
import type {
  CategoryId,
  Comment,
  ContentDocument,
  HotNewsItem,
  Menus,
  PageDetail,
  ProjectConfig,
  Tag,
} from '../../../shared/api/types.ts';

export interface SeedArticle {
  id: number;
  category: CategoryId;
  title: string;
  author: string;
  /** One or two sentences shown in lists. */
  brief: string;
  /** Cases only: who the customer is, one or two sentences. */
  customer_brief?: string;
  /** Real HTML body: <h2>, <p>, <ul>/<ol>, <blockquote>, <strong>, <table> as needed. */
  content: string;
  /** Beijing time, 'YYYY-MM-DD HH:mm:ss'. */
  published_at: string;
  /** Tag slugs; every slug must exist in tags.ts. */
  tags: string[];
  /** Cases only: names of the products the customer uses (shown as 'used products'). */
  products?: string[];
  /** Cover image URL; defaults to the generated cover `/media/cover/{id}.svg`. */
  cover?: string;
  seo?: Partial<
    Record<
      'seo_title' | 'seo_h1' | 'seo_description' | 'meta_title' | 'meta_description' | 'meta_keywords',
      string
    >
  >;
}

export type SeedTag = Tag;

/** Page details without the fields the store fills in (site defaults to defan, updated_at). */
export type SeedPage = Omit<PageDetail, 'site' | 'updated_at'> & { site?: PageDetail['site'] };

export interface SeedSite {
  menus: { zh: Menus; en: Menus };
  /** The site config without the logo lists (both languages), which seeding derives from
   *  brands.ts and the honours. */
  config: Omit<ProjectConfig, 'brandWall' | 'trialLogos' | 'honours' | 'en'>;
  comments: Comment[];
  defaultHotNews: HotNewsItem[];
  /** Slugs from tags.ts. */
  defaultHotTags: string[];
  documents: Omit<ContentDocument, 'updated_at'>[];
}

/** One box of a generated diagram: a label and the icon name that goes with it. */
export interface DiagramItem {
  title: string;
  icon?: string;
}

/**
 * A picture drawn from a page's own content (media/art-diagrams.ts), keyed by its picture name:
 * a solution's architecture from its scenarios and the products and systems it names, a product
 * page's showcase (steps, a cycle, data layers, an integration hub, a portal workbench) and the
 * application windows of featured cases and tabs, whose menu lists the page's own entries.
 */
export type SeedDiagram =
  | { kind: 'architecture'; lang: 'zh' | 'en'; apps: DiagramItem[]; users: string[]; platforms: string[]; systems: string[] }
  | { kind: 'steps' | 'cycle' | 'layers'; lang: 'zh' | 'en'; items: DiagramItem[]; center?: string }
  | { kind: 'hub'; lang: 'zh' | 'en'; center: string; items: DiagramItem[] }
  | { kind: 'workbench'; lang: 'zh' | 'en'; items: DiagramItem[] }
  | { kind: 'screen'; lang: 'zh' | 'en'; title: string; menu: string[]; active: number };
