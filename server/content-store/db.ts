// The embedded content store's database: one SQLite file in DATA_DIR, created and seeded from the
// demo content in content/ on first start, and seeded again whenever that content changes: at a
// start, or while the site runs (npm run content:reload). Each seeding is one transaction that
// also moves the store's generation, which every process serving from it watches
// (content-watch.ts).
import fs from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { switchToWal } from '../sqlite-wal.ts';
import { compareStores, snapshotStore, type ContentChanges } from './content-diff.ts';
import { seedContent, seedFingerprint } from './seed.ts';
import { contentFingerprint, loadContent } from './seed/load-content.ts';
import type { SeedContent } from './seed/seed-types.ts';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS articles (
  id INTEGER PRIMARY KEY,
  category INTEGER NOT NULL,
  site TEXT NOT NULL,
  published_at TEXT NOT NULL,
  summary TEXT NOT NULL,
  detail TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS articles_by_category ON articles (site, category, published_at DESC, id DESC);
CREATE TABLE IF NOT EXISTS article_tags (
  article_id INTEGER NOT NULL REFERENCES articles (id) ON DELETE CASCADE,
  slug TEXT NOT NULL,
  PRIMARY KEY (article_id, slug)
);
CREATE INDEX IF NOT EXISTS article_tags_by_slug ON article_tags (slug);
CREATE TABLE IF NOT EXISTS tags (
  slug TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  index_group TEXT NOT NULL,
  position INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS tags_by_group ON tags (index_group, position);
CREATE TABLE IF NOT EXISTS pages (
  route TEXT NOT NULL,
  site TEXT NOT NULL,
  detail TEXT NOT NULL,
  PRIMARY KEY (route, site)
);
CREATE TABLE IF NOT EXISTS documents (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  lang TEXT NOT NULL,
  title TEXT NOT NULL,
  description TEXT NOT NULL,
  body TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (name, lang)
);
CREATE TABLE IF NOT EXISTS kv (key TEXT PRIMARY KEY, value TEXT NOT NULL);
`;

const CONTENT_TABLES = ['article_tags', 'articles', 'tags', 'pages', 'documents', 'kv'];

/** The store's file in a data folder. */
export function contentDbFile(dataDir: string): string {
  return path.join(dataDir, 'content.sqlite');
}

export function openContentDb(dataDir: string): DatabaseSync {
  const db = openFile(dataDir);
  // A store already seeded from this content (every start but the first after content/ changed)
  // needs only the files' fingerprint: reading and checking them took most of a start's time
  // outside loading the code. Whatever needs the content reads it on first use.
  if (metaValue(db, 'seed') !== seedFingerprint({ fingerprint: contentFingerprint() })) seedStore(db, loadContent());
  db.exec('PRAGMA busy_timeout = 5000');
  return db;
}

/** What seeding the store anew changed, and the store's generation after it. */
export interface Reseeded {
  generation: number;
  changes: ContentChanges;
}

/**
 * Seeds the store in `dataDir` from `content` while the site may be running on it: undefined when
 * the store already holds this content. A content error (an unknown tag, a page its template
 * cannot build) rolls the transaction back and is thrown: the store keeps what it held.
 */
export function reseedContentDb(dataDir: string, content: SeedContent): Reseeded | undefined {
  const db = openFile(dataDir);
  try {
    return seedStore(db, content);
  } finally {
    db.close();
  }
}

/** The store's generation: 0 before the first seeding, one more at each. Cheap enough to read
 *  every few hundred milliseconds. */
export function contentGeneration(db: DatabaseSync): number {
  return Number(metaValue(db, 'generation') ?? 0);
}

function openFile(dataDir: string): DatabaseSync {
  fs.mkdirSync(dataDir, { recursive: true });
  const db = new DatabaseSync(contentDbFile(dataDir));
  // Processes opening a new file at once wait for each other's switch to WAL and for the one
  // that seeds, instead of failing with 'database is locked'. Seeding takes seconds on a loaded
  // machine (a pm2 cluster starting beside a build): a worker that gave up after 5 s died at
  // start. Once open, reads and writes wait 5 s at most.
  switchToWal(db, 60000);
  db.exec('PRAGMA foreign_keys = ON;');
  db.exec(SCHEMA);
  return db;
}

function metaValue(db: DatabaseSync, key: string): string | undefined {
  return (db.prepare('SELECT value FROM meta WHERE key = ?').get(key) as { value: string } | undefined)?.value;
}

/**
 * Seeds `content` in one transaction when the stored fingerprint differs from its own, and moves
 * the generation in the same transaction: a reader sees the old content or the new, never a mix,
 * and never the new content without the new generation. Undefined when there was nothing to do.
 */
function seedStore(db: DatabaseSync, content: SeedContent): Reseeded | undefined {
  const fingerprint = seedFingerprint(content);
  if (metaValue(db, 'seed') === fingerprint) return undefined;
  // Several processes may seed at once (cluster workers starting together, npm run
  // content:reload beside them): the write lock makes them take turns, and each looks again
  // once it holds it.
  db.exec('BEGIN IMMEDIATE');
  try {
    if (metaValue(db, 'seed') === fingerprint) {
      db.exec('COMMIT');
      return undefined;
    }
    const before = snapshotStore(db);
    for (const t of CONTENT_TABLES) db.exec(`DELETE FROM ${t}`);
    seedContent(db, content);
    const generation = contentGeneration(db) + 1;
    const setMeta = db.prepare('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)');
    setMeta.run('seed', fingerprint);
    setMeta.run('generation', String(generation));
    const changes = compareStores(before, snapshotStore(db));
    db.exec('COMMIT');
    return { generation, changes };
  } catch (e) {
    db.exec('ROLLBACK');
    throw e;
  }
}
