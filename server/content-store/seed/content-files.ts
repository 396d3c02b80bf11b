// Reading the demo content under the repository's content/ folder: where it is, its files in a
// fixed order, and JSON files checked against a zod schema with errors that name file and field.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';

/**
 * The content/ folder beside package.json. Found by walking up from this module, because it runs
 * from source (tests, the build) and bundled into dist/server/index.js (npm run serve, pm2,
 * Docker, where content/ is copied next to dist/).
 */
function findContentDir(): string {
  for (let dir = import.meta.dirname; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json')) && fs.existsSync(path.join(dir, 'content'))) {
      return path.join(dir, 'content');
    }
    if (path.dirname(dir) === dir) throw new Error(`Demo content: no content/ folder above ${import.meta.dirname}`);
  }
}

export class ContentFiles {
  readonly dir: string;

  constructor(dir = findContentDir()) {
    this.dir = dir;
  }

  /** The path shown in messages: relative to the repository, e.g. content/tags.json. */
  name(rel: string): string {
    return path.posix.join('content', rel);
  }

  /** Every file under the folder (or under `sub`), relative, sorted: reads never depend on the disk's order. */
  list(sub = ''): string[] {
    const root = path.join(this.dir, sub);
    if (!fs.existsSync(root)) return [];
    return fs
      .readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => path.relative(this.dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
      .sort();
  }

  text(rel: string): string {
    const file = path.join(this.dir, rel);
    if (!fs.existsSync(file)) throw new Error(`Demo content: ${this.name(rel)} is missing`);
    return fs.readFileSync(file, 'utf8');
  }

  /** The file's JSON, checked against `schema`. The data is returned as written (not the
   *  schema's output), so fields keep their order and no default is filled in. */
  json<S extends z.ZodType>(rel: string, schema: S): z.infer<S> {
    let data: unknown;
    try {
      data = JSON.parse(this.text(rel));
    } catch (e) {
      if ((e as Error).message.startsWith('Demo content:')) throw e;
      throw new Error(`Demo content: ${this.name(rel)} is not valid JSON: ${(e as Error).message}`);
    }
    return check(schema, data, this.name(rel));
  }

  /** Changes with any file's name or bytes, so a changed content/ reseeds existing stores. */
  fingerprint(): string {
    const hash = createHash('sha256');
    for (const rel of this.list())
      hash
        .update(`${rel}\0`)
        .update(fs.readFileSync(path.join(this.dir, rel)))
        .update('\0');
    return hash.digest('hex');
  }
}

/** Checks `data` against `schema`; the error names `where` and each field that failed. */
export function check<S extends z.ZodType>(schema: S, data: unknown, where: string): z.infer<S> {
  const result = schema.safeParse(data);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.length ? i.path.join('.') : '(top)'}: ${i.message}`);
    throw new Error(`Demo content: ${where} is malformed: ${problems.join('; ')}`);
  }
  return data as z.infer<S>;
}
