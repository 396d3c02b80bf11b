// The embedded content store's database: one SQLite file in DATA_DIR, created and seeded from the
// demo content in content/ on first start, and seeded again whenever that content changes.
import fs from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { seedContent, seedFingerprint } from './seed.ts';

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

export function openContentDb(dataDir: string): DatabaseSync {
  fs.mkdirSync(dataDir, { recursive: true });
  const db = new DatabaseSync(path.join(dataDir, 'content.sqlite'));
  // The timeout first: processes opening a new file at once wait for each other's switch to WAL
  // and for the one that seeds, instead of failing with 'database is locked'. Seeding takes
  // seconds on a loaded machine (a pm2 cluster starting beside a build): a worker that gave up
  // after 5 s died at start. Once open, reads and writes wait 5 s at most.
  db.exec('PRAGMA busy_timeout = 60000; PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON;');
  db.exec(SCHEMA);
  ensureSeeded(db);
  db.exec('PRAGMA busy_timeout = 5000');
  return db;
}

/** Seeds in one transaction when the stored fingerprint differs from the demo content's. */
function ensureSeeded(db: DatabaseSync): void {
  const fingerprint = seedFingerprint();
  const row = db.prepare(`SELECT value FROM meta WHERE key = 'seed'`).get() as { value: string } | undefined;
  if (row?.value === fingerprint) return;
  // Several cluster workers may start together: the write lock makes one of them seed.
  db.exec('BEGIN IMMEDIATE');
  try {
    const again = db.prepare(`SELECT value FROM meta WHERE key = 'seed'`).get() as { value: string } | undefined;
    if (again?.value !== fingerprint) {
      for (const t of CONTENT_TABLES) db.exec(`DELETE FROM ${t}`);
      seedContent(db);
      db.prepare(`INSERT OR REPLACE INTO meta (key, value) VALUES ('seed', ?)`).run(fingerprint);
    }
    db.exec('COMMIT');
  } catch (e) {
    db.exec('ROLLBACK');
    throw e;
  }
}
