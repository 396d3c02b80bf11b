// Every process serving from the embedded store watches its generation (db.ts). When another
// process seeded the store anew (npm run content:reload, or a worker of a new release starting
// beside the running ones), this one reads the content folder again for the images drawn from it
// (logos, diagrams) and `onChange` drops what it made from the old content. The generation moves
// in the seeding transaction itself, so no process can read the new content and miss the change.
// One small read every `pollMs`; nothing depends on pm2 or on REVALIDATE_TOKEN.
import type { DatabaseSync } from 'node:sqlite';
import type { Logger } from 'pino';
import { contentGeneration } from './db.ts';
import { reloadContent } from './seed/load-content.ts';

export interface ContentWatchOptions {
  logger: Logger;
  /** Drops this process's caches of the store's answers; called once per change seen. */
  onChange: (generation: number) => void;
  /** How often the generation is read (so how soon a change applies here). */
  pollMs?: number;
}

export function watchContentStore(db: DatabaseSync, opts: ContentWatchOptions): { stop(): void } {
  const { logger } = opts;
  let seen = contentGeneration(db);
  let failing = false;
  const timer = setInterval(() => {
    let generation: number;
    try {
      generation = contentGeneration(db);
      if (failing) logger.info('content store readable again');
      failing = false;
    } catch (err) {
      // Busy or unreadable for now: the change, if any, is seen at the next read.
      if (!failing) logger.warn({ err }, 'content store generation not readable; retrying');
      failing = true;
      return;
    }
    if (generation === seen) return;
    seen = generation;
    try {
      reloadContent();
    } catch (err) {
      // Broken again since it was seeded: the pictures keep the content read before.
      logger.warn({ err }, 'content folder not readable: logos and diagrams keep the content read before');
    }
    opts.onChange(generation);
  }, opts.pollMs ?? 500);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
