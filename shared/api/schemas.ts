// zod schemas of the vendor API's answers, used by the server to validate what the upstream
// sends before anything renders it. Missing optional text becomes '' so pages never see null.
// Each schema `satisfies` the matching type, so types.ts and this file cannot drift apart.
import { z } from 'zod';
import type { Shape } from './transport.ts';
import type * as T from './types.ts';
import { CATEGORY_IDS } from './types.ts';

const text = z
  .string()
  .nullish()
  .transform((v) => v ?? '');
const list = <S extends z.ZodType>(item: S) =>
  z
    .array(item)
    .nullish()
    .transform((v) => v ?? []);

const categoryId = z.union(CATEGORY_IDS.map((id) => z.literal(id)));

const tag = z.object({ name: z.string(), slug: z.string() }) satisfies z.ZodType<T.Tag>;
const hotNewsItem = z.object({ url: z.string(), title: z.string() }) satisfies z.ZodType<T.HotNewsItem>;

const summaryFields = {
  id: z.number().int(),
  category: categoryId,
  title: z.string(),
  author: text,
  brief: text,
  customer_brief: text,
  published_at: text,
  cover_image: text,
  url: text,
  tags: list(tag),
  categories: list(z.object({ name: z.string() })),
  time: text,
};
const articleSummary = z.object(summaryFields) satisfies z.ZodType<T.ArticleSummary>;

const article = z.object({
  ...summaryFields,
  seo_title: text,
  seo_h1: text,
  seo_description: text,
  meta_title: text,
  meta_description: text,
  meta_keywords: text,
  content: text,
  recommends: list(articleSummary),
  hot_news: list(hotNewsItem),
  hot_tags: list(tag),
  updated_at: z
    .string()
    .nullish()
    .transform((v) => v || undefined),
}) satisfies z.ZodType<T.Article>;

const paged = <S extends z.ZodType>(item: S) =>
  z.object({ count: z.number().int().nonnegative(), results: z.array(item) });

const logo = z.object({ icon: z.string(), name: z.string().optional() });
const sectionItem = z.object({
  icon: z.string().optional(),
  icon_title: z.string().optional(),
  title: z.string().optional(),
  subtitle: z.string().optional(),
  summary: z.string().optional(),
  bg: z.string().optional(),
  items: z.array(z.string()).optional(),
  logos: z.array(logo).optional(),
  pic: z.string().optional(),
  background: z.string().optional(),
  height: z.number().optional(),
  link: z.string().optional(),
  date: z.string().optional(),
}) satisfies z.ZodType<T.SectionItem>;
const button = z.object({ text: z.string(), link: z.string() });
const caseItem = z.object({
  id: z.number(),
  link: z.string(),
  cover: z.string(),
  tags: z.array(z.string()),
  summary: z.string(),
  title: z.string(),
}) satisfies z.ZodType<T.CaseItem>;
const section = z.object({
  title: z.string().optional(),
  titleParts: z.array(z.string()).optional(),
  highlight: z.number().optional(),
  subtitle: z.string().optional(),
  summary: z.string().optional(),
  bg: z.string().optional(),
  background: z.string().optional(),
  pic: z.string().optional(),
  height: z.number().optional(),
  button: button.optional(),
  secondaryButton: button.optional(),
  items: z.array(sectionItem).optional(),
  points: z.array(z.string()).optional(),
  logos: z.array(logo).optional(),
  cases: z.array(caseItem).optional(),
}) satisfies z.ZodType<T.PageSection>;
const slots = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7', 'p8'] as const;

const pageDetail = z.object({
  route: z.string(),
  site: z.enum(['defan', 'wx', 'yx']),
  meta_title: text,
  meta_description: text,
  meta_keywords: text,
  seo_h1: text,
  updated_at: text,
  ext: z
    .object({
      template: z.enum(['solution', 'config']).optional(),
      pageConfig: z.partialRecord(z.enum(slots), section).optional(),
      practice: z
        .array(z.object({ link: z.string(), a_title: z.string(), title: z.string(), desc: z.string() }))
        .optional(),
    })
    .nullish()
    .transform((v) => v ?? {}),
}) satisfies z.ZodType<T.PageDetail>;

const menuEntry = z.object({
  link: z.string(),
  name: z.string(),
  aTitle: text,
  desc: z.string().optional(),
  external: z.boolean().optional(),
});
const menus = z.object({
  products: z.array(menuEntry),
  productLinks: z.array(menuEntry),
  industrySolutions: z.array(menuEntry),
  sceneSolutions: z.array(menuEntry),
  about: z.array(menuEntry),
  choiceness: z.array(
    z.object({ link: z.string(), icon: z.string(), title: z.string(), brief: z.string(), aTitle: text }),
  ),
  footer: z.array(z.object({ title: z.string(), entries: z.array(menuEntry) })),
}) satisfies z.ZodType<T.Menus>;

const projectConfig = z.object({
  companyName: z.string(),
  hotline: z.string(),
  workingHours: z.string(),
  headOffice: z.string(),
  branches: z.array(z.string()),
  businessEmail: z.string(),
  cooperationEmail: z.string(),
  icp: z.object({ text: z.string(), link: z.string() }),
  privacyPolicyUrl: z.string(),
  disclaimerUrl: z.string(),
  submitFormUrl: z.string(),
  registerUrl: z.string(),
  loginUrl: z.string(),
  publicCloudUrl: z.string(),
  communityUrl: z.string(),
  integrationCommunityUrl: z.string(),
  wecomServiceUrl: z.string(),
  serviceQrCode: z.string(),
  brandWall: z.array(z.object({ icon: z.string(), name: z.string() })),
  trialLogos: z.array(z.object({ icon: z.string(), name: z.string() })),
  honours: z.array(z.object({ image: z.string(), title: z.string() })),
  en: z
    .object({
      brandWall: z.array(z.object({ icon: z.string(), name: z.string() })),
      trialLogos: z.array(z.object({ icon: z.string(), name: z.string() })),
      honours: z.array(z.object({ image: z.string(), title: z.string() })),
    })
    .optional(),
}) satisfies z.ZodType<T.ProjectConfig>;

const document = z.object({
  name: z.string().optional(),
  lang: z.enum(['zh', 'en']).optional(),
  title: z.string().optional(),
  description: z.string().optional(),
  body: z.string().optional(),
  updated_at: z.string().optional(),
  html: z.string().optional(),
}) satisfies z.ZodType<Partial<T.ContentDocument>>;

const clientArticle = z.object({
  id: z.number(),
  category: z.string(),
  title: z.string(),
  content: text,
  updated_at: text,
}) satisfies z.ZodType<T.ClientArticle>;

export const schemas: Record<Shape, z.ZodType> = {
  articlePage: paged(articleSummary),
  article,
  tagPage: paged(tag),
  tagDetail: z.object({
    name: z.string(),
    slug: z.string(),
    index_group: z.string(),
    article_count: z.number().int().nonnegative(),
  }) satisfies z.ZodType<T.TagDetail>,
  indexGroups: z.array(
    z.object({ name: z.string(), top_n_tags: z.array(tag), count: z.number().int().nonnegative() }),
  ) satisfies z.ZodType<T.IndexGroup[]>,
  hotNews: z.array(hotNewsItem),
  tags: z.array(tag),
  comments: z.array(
    z.object({ avatar: text, nickname: z.string(), title: text, content: z.string() }),
  ) satisfies z.ZodType<T.Comment[]>,
  pageDetail,
  menus: z.object({ zh: menus, en: menus }),
  projectConfig,
  documents: z.array(document),
  clientArticle: z.object({ data: clientArticle }),
  clientArticleMenu: z.object({
    data: z.object({ data: z.array(z.object({ id: z.number(), title: z.string() })) }),
  }),
  any: z.unknown(),
};
