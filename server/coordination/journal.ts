// The revalidations every process of the site must apply, in their own SQLite file
// (DATA_DIR/revalidate.sqlite, WAL): a POST /_revalidate reaches one worker, which appends it
// here; each worker reads what is new every few hundred milliseconds and drops the same from its
// own caches. Nothing depends on pm2: any processes sharing DATA_DIR see the same journal.
// With Redis (several servers), the journal is also this server's outbox towards the others: an
// entry stays due for publishing until one worker has added it to the Redis stream
// (revalidation-stream.ts), so a revalidation taken while Redis is away reaches the other servers
// once it is back, even if the worker that took it has restarted since. And it is where this
// server's workers agree which of them refreshes the edge for a revalidation
// (revalidate/edge-refresh.ts), and where they keep the addresses they answered the edge with, by
// cache tag (revalidate/edge-index.ts). broadcast.ts reads and writes it for the revalidator.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { switchToWal } from '../sqlite-wal.ts';
import { readRevalidation, type Revalidation } from '../revalidate/revalidate-body.ts';

// AUTOINCREMENT: ids are never reused once old rows are pruned, so "after id N" stays true.
const SCHEMA = `
CREATE TABLE IF NOT EXISTS revalidations (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  at INTEGER NOT NULL,
  body TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS edge_refreshes (
  rid TEXT PRIMARY KEY,
  at INTEGER NOT NULL
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS edge_pages (
  address TEXT PRIMARY KEY,
  path TEXT NOT NULL,
  at INTEGER NOT NULL
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS edge_pages_path ON edge_pages (path);
CREATE INDEX IF NOT EXISTS edge_pages_at ON edge_pages (at);
CREATE TABLE IF NOT EXISTS edge_tags (
  tag TEXT NOT NULL,
  address TEXT NOT NULL,
  PRIMARY KEY (tag, address)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS edge_tags_address ON edge_tags (address);
`;
/** Columns added since the first version (a file it made gets them when opened). rid: the
 *  revalidation's id, the same on every server; publish_after: when the entry is next due for
 *  the Redis stream (NULL: nothing to send). */
const ADDED_COLUMNS = { rid: 'TEXT', publish_after: 'INTEGER' } as const;

/** How long an entry is kept: far longer than any worker takes to read it. */
const KEEP_MS = 60 * 60_000;
/** Entries one read returns at most; the rest come with the next. */
const READ_LIMIT = 1000;
/** How long a worker has to publish the entries it claimed before another may. */
const PUBLISH_LEASE_MS = 10_000;

interface JournalEntry {
  id: number;
  /** The revalidation's id (absent on entries an older version wrote). */
  rid: string | undefined;
  /** When it was taken (ms). */
  at: number;
  revalidation: Revalidation;
}

export interface EdgePage {
  address: string;
  path: string;
  tags: readonly string[];
}

export interface RevalidationJournal {
  /** Commits a revalidation (with a new id unless given) and prunes old ones; returns its entry
   *  number. `publish`: due for the Redis stream from now on. */
  append(revalidation: Revalidation, opts?: { rid?: string; publish?: boolean }): number;
  /** Entries after `id`, oldest first. */
  after(id: number): JournalEntry[];
  /** The id of the newest entry ever appended (0 before the first). */
  lastId(): number;
  /** Entries due for the Redis stream, oldest first, each claimed for a while so that no other
   *  worker sends it meanwhile; none (and no write) when nothing is due. */
  claimUnpublished(limit?: number): JournalEntry[];
  /** The entry is in the stream. */
  published(id: number): void;
  /** The entry could not be sent: due again at once. */
  unpublished(id: number): void;
  /** True for the first worker of this server to ask for this revalidation id. */
  claimEdgeRefresh(rid: string): boolean;
  /** Records pages answered (their edge address, path and cache tags) at `at`, in one transaction. */
  recordEdgePages(pages: readonly EdgePage[], at: number): void;
  /** Forgets the pages answered before `before`, and the oldest past the newest `max`. */
  pruneEdgePages(before: number, max: number): void;
  /** Addresses recorded, newest first, at most `limit`: every one (`all`), or those at one of
   *  `paths` (any query) or tagged with one of `tags`. */
  edgeAddresses(
    select: { all: true } | { all?: undefined; paths: readonly string[]; tags: readonly string[] },
    limit: number,
  ): string[];
  /** Forgets addresses (their page is gone). */
  forgetEdgePages(addresses: readonly string[]): void;
  close(): void;
}

export function openRevalidationJournal(dataDir: string, opts: { now?: () => number } = {}): RevalidationJournal {
  const now = opts.now ?? Date.now;
  fs.mkdirSync(dataDir, { recursive: true });
  const db = new DatabaseSync(path.join(dataDir, 'revalidate.sqlite'));
  // Workers opening the file at once wait for each other's switch to WAL. NORMAL: an entry lost
  // to a power cut only delays a page until its TTL, as before.
  switchToWal(db, 5000);
  db.exec('PRAGMA synchronous = NORMAL;');
  // In one write transaction, so workers opening an older file at once add each column once.
  db.exec('BEGIN IMMEDIATE');
  try {
    db.exec(SCHEMA);
    const columns = new Set(
      (db.prepare('SELECT name FROM pragma_table_info(?)').all('revalidations') as { name: string }[]).map(
        (c) => c.name,
      ),
    );
    for (const [name, type] of Object.entries(ADDED_COLUMNS))
      if (!columns.has(name)) db.exec(`ALTER TABLE revalidations ADD COLUMN ${name} ${type}`);
    db.exec(
      'CREATE INDEX IF NOT EXISTS revalidations_due ON revalidations (publish_after) WHERE publish_after IS NOT NULL',
    );
    db.exec('COMMIT');
  } catch (err) {
    db.exec('ROLLBACK');
    throw err;
  }
  const q = {
    insert: db.prepare('INSERT INTO revalidations (at, body, rid, publish_after) VALUES (?, ?, ?, ?)'),
    prune: db.prepare('DELETE FROM revalidations WHERE at < ?'),
    pruneEdge: db.prepare('DELETE FROM edge_refreshes WHERE at < ?'),
    after: db.prepare('SELECT id, rid, at, body FROM revalidations WHERE id > ? ORDER BY id LIMIT ?'),
    lastId: db.prepare(`SELECT seq FROM sqlite_sequence WHERE name = 'revalidations'`),
    due: db.prepare('SELECT 1 FROM revalidations WHERE publish_after <= ? LIMIT 1'),
    claim: db.prepare(
      `UPDATE revalidations SET publish_after = ?
       WHERE id IN (SELECT id FROM revalidations WHERE publish_after <= ? ORDER BY id LIMIT ?)
       RETURNING id, rid, at, body`,
    ),
    setPublishAfter: db.prepare('UPDATE revalidations SET publish_after = ? WHERE id = ?'),
    claimEdge: db.prepare('INSERT OR IGNORE INTO edge_refreshes (rid, at) VALUES (?, ?)'),
    pageUpsert: db.prepare(
      'INSERT INTO edge_pages (address, path, at) VALUES (?, ?, ?) ON CONFLICT (address) DO UPDATE SET at = excluded.at',
    ),
    tagsDrop: db.prepare('DELETE FROM edge_tags WHERE address = ?'),
    tagInsert: db.prepare('INSERT OR IGNORE INTO edge_tags (tag, address) VALUES (?, ?)'),
    pageDrop: db.prepare('DELETE FROM edge_pages WHERE address = ?'),
    pagesOld: db.prepare(
      `SELECT address FROM edge_pages WHERE at < ?
       UNION SELECT address FROM (SELECT address FROM edge_pages ORDER BY at DESC LIMIT -1 OFFSET ?)`,
    ),
    pagesAll: db.prepare('SELECT address FROM edge_pages ORDER BY at DESC LIMIT ?'),
    pagesAt: db.prepare('SELECT address, at FROM edge_pages WHERE path = ?'),
    pagesTagged: db.prepare(
      'SELECT p.address, p.at FROM edge_tags t JOIN edge_pages p ON p.address = t.address WHERE t.tag = ?',
    ),
  };
  /** Runs `fn` in one write transaction. */
  const write = (fn: () => void) => {
    db.exec('BEGIN IMMEDIATE');
    try {
      fn();
      db.exec('COMMIT');
    } catch (err) {
      db.exec('ROLLBACK');
      throw err;
    }
  };
  type Row = { id: number; rid: string | null; at: number; body: string };
  const entryOf = (row: Row): JournalEntry => ({
    id: row.id,
    rid: row.rid ?? undefined,
    at: row.at,
    revalidation: readRevalidation(row.body),
  });

  return {
    append(revalidation, { rid = randomUUID(), publish = false } = {}) {
      const at = now();
      const { lastInsertRowid } = q.insert.run(at, JSON.stringify(revalidation), rid, publish ? at : null);
      q.prune.run(at - KEEP_MS);
      q.pruneEdge.run(at - KEEP_MS);
      return Number(lastInsertRowid);
    },
    after(id) {
      return (q.after.all(id, READ_LIMIT) as Row[]).map(entryOf);
    },
    lastId() {
      return (q.lastId.get() as { seq: number } | undefined)?.seq ?? 0;
    },
    claimUnpublished(limit = 100) {
      const at = now();
      if (!q.due.get(at)) return [];
      return (q.claim.all(at + PUBLISH_LEASE_MS, at, limit) as Row[]).sort((a, b) => a.id - b.id).map(entryOf);
    },
    published(id) {
      q.setPublishAfter.run(null, id);
    },
    unpublished(id) {
      q.setPublishAfter.run(now(), id);
    },
    claimEdgeRefresh(rid) {
      return q.claimEdge.run(rid, now()).changes === 1;
    },
    recordEdgePages(pages, at) {
      write(() => {
        for (const page of pages) {
          q.pageUpsert.run(page.address, page.path, at);
          q.tagsDrop.run(page.address);
          for (const tag of page.tags) q.tagInsert.run(tag, page.address);
        }
      });
    },
    pruneEdgePages(before, max) {
      write(() => {
        for (const { address } of q.pagesOld.all(before, max) as { address: string }[]) {
          q.pageDrop.run(address);
          q.tagsDrop.run(address);
        }
      });
    },
    edgeAddresses(select, limit) {
      if (select.all) return (q.pagesAll.all(limit) as { address: string }[]).map((r) => r.address);
      const found = new Map<string, number>();
      const add = (rows: unknown[]) => {
        for (const { address, at } of rows as { address: string; at: number }[]) found.set(address, at);
      };
      for (const path of select.paths) add(q.pagesAt.all(path));
      for (const tag of select.tags) add(q.pagesTagged.all(tag));
      return [...found]
        .sort((a, b) => b[1] - a[1])
        .slice(0, limit)
        .map(([address]) => address);
    },
    forgetEdgePages(addresses) {
      write(() => {
        for (const address of addresses) {
          q.pageDrop.run(address);
          q.tagsDrop.run(address);
        }
      });
    },
    close() {
      db.close();
    },
  };
}
