// Entity shapes of the vendor content API (spec §3). The embedded content store serves exactly
// these shapes, and the upstream client validates what the vendor sends against the zod schemas
// in ./schemas.ts, which are kept in step with these types by a type-level check there.

/** The vendor's article category ids the site asks for (spec §7). */
export const CATEGORY = {
  partner: 3,
  news: 4,
  interviews: 5,
  market: 6,
  cases: 7,
  complexScene: 8,
} as const;
export type CategoryId = (typeof CATEGORY)[keyof typeof CATEGORY];
export const CATEGORY_IDS: readonly CategoryId[] = Object.values(CATEGORY);

/** Site keys: general hosts use defan, the WeCom and marketing-automation hosts wx and yx. */
export type SiteKey = 'defan' | 'wx' | 'yx';
export const SITE_KEYS: readonly SiteKey[] = ['defan', 'wx', 'yx'];

export interface Tag {
  name: string;
  slug: string;
}

/** A tag with the number of published articles carrying it (tag detail). */
export interface TagDetail extends Tag {
  index_group: string;
  article_count: number;
}

export interface HotNewsItem {
  url: string;
  title: string;
}

/** An article as it appears in lists and as `recommends` of another article. */
export interface ArticleSummary {
  id: number;
  category: CategoryId;
  title: string;
  author: string;
  brief: string;
  customer_brief: string;
  published_at: string;
  cover_image: string;
  url: string;
  tags: Tag[];
  categories: { name: string }[];
  time: string;
}

/** An article with everything the detail pages show. */
export interface Article extends ArticleSummary {
  seo_title: string;
  seo_h1: string;
  seo_description: string;
  meta_title: string;
  meta_description: string;
  meta_keywords: string;
  /** HTML from the CMS: sanitize before rendering. */
  content: string;
  recommends: ArticleSummary[];
  hot_news: HotNewsItem[];
  hot_tags: Tag[];
  /** When the CMS last changed the article, if it says (ISO 8601); JSON-LD's dateModified. */
  updated_at?: string;
}

export interface Paged<T> {
  count: number;
  results: T[];
}

export interface IndexGroup {
  /** A letter A–Z, or '#' for tags that start with a digit or symbol. */
  name: string;
  top_n_tags: Tag[];
  /** How many tags the group holds in all. */
  count: number;
}

export interface Comment {
  avatar: string;
  nickname: string;
  /** Job title and company, shown under the nickname. */
  title: string;
  content: string;
}

export interface LinkButton {
  text: string;
  link: string;
}

/** One item of a page section (spec §3 'Section item'). */
export interface SectionItem {
  icon?: string;
  icon_title?: string;
  title?: string;
  subtitle?: string;
  summary?: string;
  bg?: string;
  items?: string[];
  logos?: { icon: string; name?: string }[];
  pic?: string;
  background?: string;
  height?: number;
  link?: string;
  /** When a news item happened (ISO 8601). */
  date?: string;
}

/** Case item of a cases block (spec §3 'Case item'). */
export interface CaseItem {
  id: number;
  link: string;
  cover: string;
  tags: string[];
  summary: string;
  title: string;
}

/** A section p1…p8 of a template-driven page. Which fields a section uses depends on its slot. */
export interface PageSection {
  title?: string;
  /** Hero titles in parts: the part at `highlight` is shown in the accent colour. */
  titleParts?: string[];
  highlight?: number;
  subtitle?: string;
  summary?: string;
  bg?: string;
  background?: string;
  pic?: string;
  height?: number;
  button?: LinkButton;
  secondaryButton?: LinkButton;
  items?: SectionItem[];
  /** Bullet list (featured case). */
  points?: string[];
  logos?: { icon: string; name?: string }[];
  cases?: CaseItem[];
}

export type PageConfig = Partial<Record<'p1' | 'p2' | 'p3' | 'p4' | 'p5' | 'p6' | 'p7' | 'p8', PageSection>>;

export interface PracticeItem {
  link: string;
  a_title: string;
  title: string;
  desc: string;
}

export interface PageDetail {
  route: string;
  site: SiteKey;
  meta_title: string;
  meta_description: string;
  meta_keywords: string;
  seo_h1: string;
  updated_at: string;
  ext: {
    /** Which template renders the page: absent for pages with a fixed design. */
    template?: 'solution' | 'config';
    pageConfig?: PageConfig;
    practice?: PracticeItem[];
    /** A product or solution page's route in the other language, when the content has that page
     *  too. Set by the site (server/content/language-twins.ts), never by the vendor. */
    twin?: string;
  };
}

export interface MenuEntry {
  link: string;
  name: string;
  aTitle: string;
  /** Short description shown in dropdowns. */
  desc?: string;
  /** Opens another site. */
  external?: boolean;
}

/** Featured ('choiceness') entry of a menu. */
interface ChoicenessItem {
  link: string;
  icon: string;
  title: string;
  brief: string;
  aTitle: string;
}

export interface Menus {
  products: MenuEntry[];
  productLinks: MenuEntry[];
  industrySolutions: MenuEntry[];
  sceneSolutions: MenuEntry[];
  about: MenuEntry[];
  choiceness: ChoicenessItem[];
  footer: { title: string; entries: MenuEntry[] }[];
}

export interface ProjectConfig {
  companyName: string;
  hotline: string;
  workingHours: string;
  headOffice: string;
  branches: string[];
  businessEmail: string;
  cooperationEmail: string;
  icp: { text: string; link: string };
  privacyPolicyUrl: string;
  disclaimerUrl: string;
  submitFormUrl: string;
  registerUrl: string;
  loginUrl: string;
  publicCloudUrl: string;
  communityUrl: string;
  integrationCommunityUrl: string;
  wecomServiceUrl: string;
  serviceQrCode: string;
  /** The customer logo wall (114 logos). */
  brandWall: Logo[];
  /** Logos beside the trial form (20). */
  trialLogos: Logo[];
  /** The about page's honours wall (16). */
  honours: { image: string; title: string }[];
  /** The English site's versions of the lists that name things; absent, it shows the above. */
  en?: Pick<ProjectConfig, 'brandWall' | 'trialLogos' | 'honours'>;
}

export interface Logo {
  icon: string;
  name: string;
}

/** A consultation lead (spec §3 'client demand'). */
export interface ClientDemand {
  client_name: string;
  phone: string;
  corp_name: string;
  corp_email: string;
  demand: string;
}

/** The forms a lead can come from: the `form` our page sends with it, which tells the server
 *  whose rules apply (shared/forms/lead-rules.ts). */
export const FORM_KINDS = ['consult', 'consult-en', 'trial'] as const;
export type FormKind = (typeof FORM_KINDS)[number];

export interface ConversionType {
  logidUrl: string;
  newType: number;
}

/** Our server's answer to an accepted lead. */
export interface LeadAnswer {
  id?: number;
  message: string;
  /** `converted`: the ad click the lead was sent with has its conversion, stored with this lead
   *  (or with an earlier lead of the same click), so the browser may forget the click id. Absent
   *  when the lead came with no click, or when (sent again under its key) the stored lead did not
   *  have that click. */
  adClick?: 'converted';
}

/** Our server's answer to a conversion upload it took (any other answer is an error), from pages
 *  of earlier releases that uploaded a conversion after the lead: `accepted`, stored and on its
 *  way to Baidu; `recorded`, kept only (no oCPC token configured); `duplicate`, this click or lead
 *  already has its conversion on that server. Each means the browser may forget the click id.
 *  Written like Baidu's answer (header.status 0). */
export interface ConversionAnswer {
  header: { status: 0; desc: 'accepted' | 'recorded' | 'duplicate' };
}

/** What pages of earlier releases upload (and the browser's conversion outbox may still hold); the
 *  server adds the oCPC token when it forwards it to Baidu. */
export interface UploadConvertData {
  /** The conversion ticket of the lead this conversion follows. */
  ticket: string;
  conversionTypes: ConversionType[];
}

/** A markdown document of the content store. */
export interface ContentDocument {
  name: string;
  lang: 'zh' | 'en';
  title: string;
  description: string;
  body: string;
  updated_at: string;
  /** The body rendered to sanitized HTML; the site's server adds it to what it serves. */
  html?: string;
}

/** Query options of the markdown content store (spec §7 'content path'). */
export interface ContentQuery {
  where?: Partial<Pick<ContentDocument, 'name' | 'lang'>>;
  only?: (keyof ContentDocument)[];
  without?: (keyof ContentDocument)[];
  sort?: Partial<Record<'updated_at' | 'name' | 'title', 1 | -1>>;
  search?: string;
  limit?: number;
  skip?: number;
}

/** A help-centre article of the client-article API (`/api/client/article`). */
export interface ClientArticle {
  id: number;
  category: string;
  title: string;
  content: string;
  updated_at: string;
}

export interface ClientArticleMenuEntry {
  id: number;
  title: string;
}
