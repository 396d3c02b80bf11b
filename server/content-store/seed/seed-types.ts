// Shapes of the demo content (content/, read by load-content.ts) once loaded. The content store
// turns these into rows (see ../seed.ts); everything here is fixed data, so seeding is deterministic.
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
import type { ArticleEntry, Brand, CaseCopy, ConfigCopy, FixedPageCopy, SolutionCopy } from './content-schemas.ts';

export type { Brand } from './content-schemas.ts';

/** An article of content/articles/: its index entry, its folder's category and its body. */
export interface SeedArticle extends ArticleEntry {
  category: CategoryId;
  /** Real HTML body: <h2>, <p>, <ul>/<ol>, <blockquote>, <strong>, <table> as needed. */
  content: string;
}

type SeedTag = Tag;

/** Page details without the fields the store fills in (site defaults to defan, updated_at). */
export type SeedPage = Omit<PageDetail, 'site' | 'updated_at'> & { site?: PageDetail['site'] };

export interface SeedSite {
  menus: { zh: Menus; en: Menus };
  /** The site config without the logo lists (both languages), which seeding derives from
   *  brands.json and the honours. */
  config: Omit<ProjectConfig, 'brandWall' | 'trialLogos' | 'honours' | 'en'>;
  comments: Comment[];
  defaultHotNews: HotNewsItem[];
  /** Slugs from tags.json. */
  defaultHotTags: string[];
  documents: Omit<ContentDocument, 'updated_at'>[];
}

export interface SeedContent {
  articles: SeedArticle[];
  /** All tags, in the order the tag index lists them. */
  tags: SeedTag[];
  /** The 1-based position of a brand is its logo id (/media/logo/{i}.svg). */
  brands: Brand[];
  /** Customer cases as case items show them, per language and case id. */
  cases: CaseCopy;
  site: SeedSite;
  fixedPages: FixedPageCopy[];
  /** The template pages' copy, each with the file it came from (for messages). */
  solutions: { file: string; copy: SolutionCopy }[];
  configPages: { file: string; copy: ConfigCopy }[];
  /** Hash of every file under content/. */
  fingerprint: string;
}

/** One box of a generated diagram: a label and the icon name that goes with it. */
export interface DiagramItem {
  title: string;
  icon?: string;
  /** Lines drawn under the title (a step's time and what it brings), written `title|note|note`. */
  notes?: string[];
}

/**
 * A picture drawn from a page's own content (server/demo-art/art-diagrams.ts), keyed by its
 * picture name: a solution's architecture from its scenarios and the products and systems it
 * names, a product page's showcase (steps, a cycle, data layers, an integration hub, a portal
 * workbench) and the application windows of featured cases and tabs, whose menu lists the page's
 * own entries.
 */
export type SeedDiagram =
  | {
      kind: 'architecture';
      lang: 'zh' | 'en';
      apps: DiagramItem[];
      users: string[];
      platforms: string[];
      systems: string[];
    }
  | { kind: 'steps' | 'cycle' | 'layers'; lang: 'zh' | 'en'; items: DiagramItem[]; center?: string }
  | { kind: 'hub'; lang: 'zh' | 'en'; center: string; items: DiagramItem[] }
  | {
      kind: 'workbench';
      lang: 'zh' | 'en';
      user: string;
      search: string;
      todos: { title: string; rows: DiagramItem[] };
      apps: { title: string; items: string[] };
      news: { title: string; rows: DiagramItem[] };
    }
  | { kind: 'screen'; lang: 'zh' | 'en'; title: string; menu: string[]; active: number; summary?: string };
