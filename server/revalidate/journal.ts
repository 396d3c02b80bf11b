// The revalidations every process of the site must apply, in their own SQLite file
// (DATA_DIR/revalidate.sqlite, WAL): a POST /_revalidate reaches one worker, which appends it
// here; each worker reads what is new every few hundred milliseconds and drops the same from its
// own caches. Nothing depends on pm2: any processes sharing DATA_DIR see the same journal.
import fs from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { parseRevalidation, type Revalidation } from './revalidate-body.ts';

// AUTOINCREMENT: ids are never reused once old rows are pruned, so "after id N" stays true.
const SCHEMA = `
CREATE TABLE IF NOT EXISTS revalidations (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  at INTEGER NOT NULL,
  body TEXT NOT NULL
);
`;

/** How long an entry is kept: far longer than any worker takes to read it. */
const KEEP_MS = 60 * 60_000;
/** Entries one read returns at most; the rest come with the next. */
const READ_LIMIT = 1000;

export interface JournalEntry {
  id: number;
  revalidation: Revalidation;
}

export interface RevalidationJournal {
  /** Commits a revalidation and prunes old ones; returns its id. */
  append(revalidation: Revalidation): number;
  /** Entries after `id`, oldest first. */
  after(id: number): JournalEntry[];
  /** The id of the newest entry ever appended (0 before the first). */
  lastId(): number;
  close(): void;
}

export function openRevalidationJournal(dataDir: string, opts: { now?: () => number } = {}): RevalidationJournal {
  const now = opts.now ?? Date.now;
  fs.mkdirSync(dataDir, { recursive: true });
  const db = new DatabaseSync(path.join(dataDir, 'revalidate.sqlite'));
  // The busy timeout first, so workers opening a new file at once wait for each other's switch to
  // WAL. NORMAL: an entry lost to a power cut only delays a page until its TTL, as before.
  db.exec('PRAGMA busy_timeout = 5000; PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL;');
  db.exec(SCHEMA);
  const q = {
    insert: db.prepare('INSERT INTO revalidations (at, body) VALUES (?, ?)'),
    prune: db.prepare('DELETE FROM revalidations WHERE at < ?'),
    after: db.prepare('SELECT id, body FROM revalidations WHERE id > ? ORDER BY id LIMIT ?'),
    lastId: db.prepare(`SELECT seq FROM sqlite_sequence WHERE name = 'revalidations'`),
  };

  return {
    append(revalidation) {
      const at = now();
      const { lastInsertRowid } = q.insert.run(at, JSON.stringify(revalidation));
      q.prune.run(at - KEEP_MS);
      return Number(lastInsertRowid);
    },
    after(id) {
      const rows = q.after.all(id, READ_LIMIT) as { id: number; body: string }[];
      return rows.map((row) => ({ id: row.id, revalidation: readBody(row.body) }));
    },
    lastId() {
      return (q.lastId.get() as { seq: number } | undefined)?.seq ?? 0;
    },
    close() {
      db.close();
    },
  };
}

/** An entry as this version reads it; one it cannot read (a newer version's, during a rolling
 *  reload) drops everything, which is never wrong, only slower. */
function readBody(body: string): Revalidation {
  try {
    const parsed = parseRevalidation(JSON.parse(body));
    if (parsed.ok) return parsed.value;
  } catch {
    // Not JSON: as unreadable as a body of another shape.
  }
  return { all: true };
}
