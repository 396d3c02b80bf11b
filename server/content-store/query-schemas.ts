// What the content API accepts: query and body schemas shared by the embedded store's handlers.
// Anything else is a 400 with a message naming the parameter.
import { z } from 'zod';
import { ApiError } from '../../shared/api/errors.ts';
import { CATEGORY_IDS, SITE_KEYS } from '../../shared/api/types.ts';

const MAX_PAGE = 10_000;
const MAX_SIZE = 999;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const DOCUMENT_NAME = /^[A-Za-z0-9_-]+$/;

const int = (min: number, max: number) => z.coerce.number().int().min(min).max(max);
const page = int(1, MAX_PAGE).default(1);
const site = z.enum(SITE_KEYS).default('defan');
const slug = z.string().max(64).regex(SLUG, 'must be a tag slug (lowercase letters, digits, hyphens)');

export const articleListQuery = z.object({
  site,
  category_id: z.coerce
    .number()
    .refine((n) => (CATEGORY_IDS as readonly number[]).includes(n), {
      message: `must be one of ${CATEGORY_IDS.join(', ')}`,
    })
    .optional(),
  tag: slug.optional(),
  page,
  size: int(1, MAX_SIZE).default(10),
});

export const articleIdParam = int(1, 2 ** 31 - 1);

export const articleDetailQuery = z.object({
  category: z.coerce
    .number()
    .refine((n) => (CATEGORY_IDS as readonly number[]).includes(n), {
      message: `must be one of ${CATEGORY_IDS.join(', ')}`,
    })
    .optional(),
});

export const tagSlugParam = slug;

export const tagListQuery = z.object({
  // A letter, or 0 for '#' as in the site's URLs ('#' itself is accepted too).
  index_group: z
    .string()
    .regex(/^([A-Za-z0#])$/, 'must be a letter A-Z, or 0 for #')
    .transform((g) => (g === '0' || g === '#' ? '#' : g.toUpperCase()))
    .optional(),
  page,
  size: int(1, 360).default(90),
});

export const sitePageQuery = z.object({
  route: z
    .string()
    .max(200)
    .regex(/^\/[A-Za-z0-9/_-]*$/, 'must be a site path such as /product_apaas'),
  site,
});

export const clientArticleQuery = z.object({
  category: z
    .string()
    .regex(/^[a-z0-9_-]{1,32}$/, 'must be a category key')
    .default('jiayi'),
  pages: int(1, MAX_PAGE).default(1),
});

const documentKey = z.enum(['name', 'lang', 'title', 'description', 'body', 'updated_at']);

export const contentQueryBody = z.strictObject({
  where: z
    .strictObject({
      name: z.string().max(100).regex(DOCUMENT_NAME, 'must be letters, digits, _ or -').optional(),
      lang: z.enum(['zh', 'en']).optional(),
    })
    .optional(),
  only: z.array(documentKey).max(6).optional(),
  without: z.array(documentKey).max(6).optional(),
  sort: z.partialRecord(z.enum(['updated_at', 'name', 'title']), z.union([z.literal(1), z.literal(-1)])).optional(),
  search: z.string().max(100).optional(),
  limit: int(1, 100).default(100),
  skip: int(0, MAX_PAGE).default(0),
});

/** Parses or throws a 400 ApiError whose message names the offending parameter. */
export function parseOr400<S extends z.ZodType>(schema: S, value: unknown, what: string): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const where = issue.path.length ? issue.path.join('.') : what;
  throw new ApiError(400, 'bad_request', `${where}: ${issue.message}`);
}
