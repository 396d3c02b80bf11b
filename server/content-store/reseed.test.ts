// Seeding the store anew while the site runs on it (npm run content:reload): one transaction that
// moves the generation every site process watches and says what changed, and that leaves the
// store as it was when the content cannot be seeded.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { describeChanges } from './content-diff.ts';
import { createContentStore } from './content-store.ts';
import { watchContentStore } from './content-watch.ts';
import { contentGeneration, openContentDb, reseedContentDb } from './db.ts';
import { ContentFiles } from './seed/content-files.ts';
import { readContent } from './seed/load-content.ts';

const dirs: string[] = [];
const closers: (() => void)[] = [];
afterEach(() => {
  for (const close of closers.splice(0)) close();
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-reseed-'));
  dirs.push(dir);
  return dir;
}

/** The repository's content with `edit` applied to the news index. */
function newsEdited(edit: (list: { id: number; title: string; tags: string[] }[]) => void) {
  const dir = tempDir();
  fs.cpSync(new ContentFiles().dir, dir, { recursive: true });
  const file = path.join(dir, 'articles/news/index.json');
  const list = JSON.parse(fs.readFileSync(file, 'utf8'));
  edit(list);
  fs.writeFileSync(file, JSON.stringify(list, null, 2));
  return readContent(new ContentFiles(dir));
}

/** A store in a new data folder, seeded from the repository's content as a site process opens it. */
function liveStore() {
  const dataDir = tempDir();
  const db = openContentDb(dataDir);
  closers.push(() => db.close());
  return { dataDir, db, store: createContentStore(db) };
}

const NEW_TITLE = 'Reloaded while the site runs';

describe('reseedContentDb', () => {
  it('seeds changed content in one go, moves the generation and says what changed', () => {
    const { dataDir, db, store } = liveStore();
    const before = contentGeneration(db);
    expect(before).toBe(1);
    const content = newsEdited((list) => (list[0]!.title = NEW_TITLE));

    const reseeded = reseedContentDb(dataDir, content);
    expect(reseeded?.generation).toBe(before + 1);
    // The running process's own connection sees the new content and the new generation.
    expect(contentGeneration(db)).toBe(before + 1);
    expect(store.articleLabel(1001)?.title).toBe(NEW_TITLE);
    expect(describeChanges(reseeded!.changes)).toEqual([
      `articles changed (1): /news/1001 ${NEW_TITLE}`,
      expect.stringMatching(/^\d+ other articles show the change in their recommendations or hot lists$/),
    ]);

    // The same content again changes nothing.
    expect(reseedContentDb(dataDir, content)).toBeUndefined();
    expect(contentGeneration(db)).toBe(before + 1);
  });

  it('leaves the store as it was when the content cannot be seeded, naming the file', () => {
    const { dataDir, db, store } = liveStore();
    const title = store.articleLabel(1001)?.title;
    // Read without complaint (a slug is well formed), refused while seeding, mid-transaction.
    const content = newsEdited((list) => {
      list[0]!.title = NEW_TITLE;
      list[3]!.tags.push('nosuchtag');
    });
    expect(() => reseedContentDb(dataDir, content)).toThrow(
      /article 1004 \(content\/articles\/news\/index\.json\) uses unknown tag 'nosuchtag'/,
    );
    expect(store.articleLabel(1001)?.title).toBe(title);
    expect(contentGeneration(db)).toBe(1);
    expect(db.prepare('SELECT COUNT(*) AS n FROM articles').get()).toEqual({ n: 105 });
  });
});

describe('watchContentStore', () => {
  it('tells this process once when another one seeds the store anew, and not otherwise', async () => {
    const { dataDir, db } = liveStore();
    const seen: number[] = [];
    // The watcher's clock is the test's: five polls are five steps of it, not 100 ms of waiting.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    closers.unshift(() => vi.useRealTimers());
    const watch = watchContentStore(db, {
      logger: pino({ level: 'silent' }),
      pollMs: 20,
      onChange: (g) => seen.push(g),
    });
    closers.unshift(() => watch.stop());

    // No change to tell: five polls tell nothing.
    vi.advanceTimersByTime(100);
    expect(seen).toEqual([]);
    const content = newsEdited((list) => (list[0]!.title = NEW_TITLE));
    reseedContentDb(dataDir, content);
    vi.advanceTimersByTime(20);
    expect(seen).toEqual([2]);
    reseedContentDb(dataDir, content);
    // The same content again: five more polls, nothing to tell.
    vi.advanceTimersByTime(100);
    expect(seen).toEqual([2]);
  });
});
