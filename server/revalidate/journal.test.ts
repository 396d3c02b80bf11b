import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it } from 'vitest';
import { openRevalidationJournal, type RevalidationJournal } from './journal.ts';

const open: RevalidationJournal[] = [];
const openJournal = (dir: string, now?: () => number) => {
  const journal = openRevalidationJournal(dir, { now });
  open.push(journal);
  return journal;
};
afterEach(() => {
  for (const journal of open.splice(0)) journal.close();
});
const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'journal-'));

describe('the revalidation journal', () => {
  it('gives every process sharing DATA_DIR the entries appended after a given id, in order', () => {
    const dir = tempDir();
    const a = openJournal(dir);
    const b = openJournal(dir);
    expect(b.lastId()).toBe(0);
    const first = a.append({ paths: ['/news/1040'], keys: [] });
    const second = b.append({ all: true });
    expect(second).toBe(first + 1);
    expect(b.after(0)).toEqual([
      { id: first, revalidation: { paths: ['/news/1040'], keys: [] } },
      { id: second, revalidation: { all: true } },
    ]);
    expect(a.after(first)).toEqual([{ id: second, revalidation: { all: true } }]);
    expect(a.after(second)).toEqual([]);
    expect(a.lastId()).toBe(second);
  });

  it('prunes entries older than an hour, and never gives a pruned id to a new entry', () => {
    const dir = tempDir();
    let now = 1_000_000;
    const journal = openJournal(dir, () => now);
    journal.append({ paths: ['/a'], keys: [] });
    const old = journal.append({ paths: ['/b'], keys: [] });
    now += 61 * 60_000;
    const fresh = journal.append({ paths: ['/c'], keys: [] });
    expect(fresh).toBe(old + 1);
    expect(journal.after(0).map((e) => e.id)).toEqual([fresh]);
    expect(journal.lastId()).toBe(fresh);
  });

  it('reads an entry it cannot understand (another version wrote it) as dropping everything', () => {
    const dir = tempDir();
    const journal = openJournal(dir);
    const raw = new DatabaseSync(path.join(dir, 'revalidate.sqlite'));
    raw.prepare('INSERT INTO revalidations (at, body) VALUES (?, ?)').run(Date.now(), '{"tags":["x"]}');
    raw.prepare('INSERT INTO revalidations (at, body) VALUES (?, ?)').run(Date.now(), 'not json');
    raw.close();
    expect(journal.after(0).map((e) => e.revalidation)).toEqual([{ all: true }, { all: true }]);
  });
});
