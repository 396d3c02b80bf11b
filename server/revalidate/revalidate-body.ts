// What the vendor CMS may ask POST /_revalidate to drop: site paths (every cached variant of
// each page at that address), content-API keys (the answers as pages record them in their deps,
// server/content/content-deps.ts), or everything. Validated strictly: the body comes from outside,
// and what passes is written to the journal every worker reads.
import { z } from 'zod';

export const MAX_ITEMS = 200;
const MAX_PATH_LENGTH = 1024;
const MAX_KEY_LENGTH = 2048;

/** A revalidation as the journal carries it: `all`, or paths and keys (either may be empty). */
export type Revalidation = { all: true } | { all?: undefined; paths: string[]; keys: string[] };

const INTERNAL_ORIGIN = 'http://site.internal';

/** A path of this site, as the page cache keys it (percent-encoded, dot segments resolved). */
const sitePath = z
  .string()
  .max(MAX_PATH_LENGTH, `must be at most ${MAX_PATH_LENGTH} characters`)
  .transform((text, c) => {
    // '//host/x' starts with '/' too, but names another host.
    if (!text.startsWith('/') || text.startsWith('//') || /[\s\\?#]/.test(text)) {
      c.addIssue({
        code: 'custom',
        message: 'must be a path of this site, like /news/1040: no scheme, host, query or spaces',
      });
      return z.NEVER;
    }
    return new URL(text, INTERNAL_ORIGIN).pathname;
  });

/** A GET request key (shared/api/transport.ts requestKey); without a query it means every query. */
const contentKey = z
  .string()
  .max(MAX_KEY_LENGTH, `must be at most ${MAX_KEY_LENGTH} characters`)
  .regex(/^(api|ocpc) GET \/\S*$/, 'must be a content key as pages record it, like "api GET /api/v1/articles/1040/"');

const list = <T extends z.ZodType<string, string>>(item: T) =>
  z.array(item).max(MAX_ITEMS, `must hold at most ${MAX_ITEMS} items`).optional();

const schema = z
  .strictObject({
    all: z.literal(true, { error: 'must be true when given' }).optional(),
    paths: list(sitePath),
    keys: list(contentKey),
  })
  .transform((body, c): Revalidation => {
    const paths = [...new Set(body.paths ?? [])];
    const keys = [...new Set(body.keys ?? [])];
    if (body.all) {
      if (paths.length || keys.length)
        c.addIssue({ code: 'custom', message: 'all: true drops everything; send it without paths or keys' });
      return { all: true };
    }
    if (!paths.length && !keys.length)
      c.addIssue({ code: 'custom', message: 'name paths, keys, or send { "all": true }' });
    return { paths, keys };
  });

/** The body's revalidation, or the first problem with it as one line ('paths.3: must be …'). */
export function parseRevalidation(body: unknown): { ok: true; value: Revalidation } | { ok: false; message: string } {
  const parsed = schema.safeParse(body);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0]!;
  return { ok: false, message: `${issue.path.join('.') || 'body'}: ${issue.message}` };
}

/** A revalidation as another process wrote it (the journal, the Redis stream): one this version
 *  cannot read (a newer version's, during a rolling reload) drops everything, which is never
 *  wrong, only slower. */
export function readRevalidation(text: string): Revalidation {
  try {
    const parsed = parseRevalidation(JSON.parse(text));
    if (parsed.ok) return parsed.value;
  } catch {
    // Not JSON: as unreadable as a body of another shape.
  }
  return { all: true };
}

/** Whether a cached address (path and query) is at `path`, with or without a query. */
export function atPath(url: string, path: string): boolean {
  return url === path || (url.startsWith(path) && url[path.length] === '?');
}
