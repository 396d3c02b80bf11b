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
    const first = a.append({ paths: ['/news/1040'], keys: [] }, { rid: 'r1' });
    const second = b.append({ all: true });
    expect(second).toBe(first + 1);
    const at = expect.any(Number);
    expect(b.after(0)).toEqual([
      { id: first, rid: 'r1', at, revalidation: { paths: ['/news/1040'], keys: [] } },
      { id: second, rid: expect.stringMatching(/^[0-9a-f-]{36}$/), at, revalidation: { all: true } },
    ]);
    expect(a.after(first)).toEqual([{ id: second, rid: b.after(first)[0]!.rid, at, revalidation: { all: true } }]);
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

  it('keeps an entry due for the other servers until one worker has sent it, one worker at a time', () => {
    const dir = tempDir();
    let now = 1_000_000;
    const a = openJournal(dir, () => now);
    const b = openJournal(dir, () => now);
    a.append({ paths: ['/a'], keys: [] }, { rid: 'local-only' });
    const due = a.append({ paths: ['/b'], keys: [] }, { rid: 'r-b', publish: true });
    expect(b.claimUnpublished().map((e) => e.rid)).toEqual(['r-b']);
    // Claimed by b: a gets nothing until the claim runs out or b gives it back.
    expect(a.claimUnpublished()).toEqual([]);
    b.unpublished(due);
    expect(a.claimUnpublished().map((e) => e.id)).toEqual([due]);
    // a stops (it never says sent): the entry is due again once the claim runs out.
    now += 11_000;
    expect(b.claimUnpublished().map((e) => e.id)).toEqual([due]);
    b.published(due);
    now += 60_000;
    expect(a.claimUnpublished()).toEqual([]);
  });

  it('gives the edge refresh of a revalidation to the first worker that asks', () => {
    const dir = tempDir();
    const [a, b] = [openJournal(dir), openJournal(dir)];
    expect(a.claimEdgeRefresh('r1')).toBe(true);
    expect(b.claimEdgeRefresh('r1')).toBe(false);
    expect(a.claimEdgeRefresh('r1')).toBe(false);
    expect(b.claimEdgeRefresh('r2')).toBe(true);
  });

  it('opens a journal the first version made, adding its new columns once', () => {
    const dir = tempDir();
    const raw = new DatabaseSync(path.join(dir, 'revalidate.sqlite'));
    raw.exec(
      'CREATE TABLE revalidations (id INTEGER PRIMARY KEY AUTOINCREMENT, at INTEGER NOT NULL, body TEXT NOT NULL)',
    );
    raw.prepare('INSERT INTO revalidations (at, body) VALUES (?, ?)').run(Date.now(), '{"paths":["/x"],"keys":[]}');
    raw.close();
    const [a, b] = [openJournal(dir), openJournal(dir)];
    expect(a.after(0)).toEqual([
      { id: 1, rid: undefined, at: expect.any(Number), revalidation: { paths: ['/x'], keys: [] } },
    ]);
    expect(b.append({ all: true }, { publish: true })).toBe(2);
    expect(a.claimUnpublished().map((e) => e.id)).toEqual([2]);
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
