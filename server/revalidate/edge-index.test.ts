import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createEdgeIndex } from './edge-index.ts';
import { openRevalidationJournal, type RevalidationJournal } from '../coordination/journal.ts';

const open: RevalidationJournal[] = [];
afterEach(() => {
  for (const journal of open.splice(0)) journal.close();
});
const journalIn = (dir: string) => {
  const journal = openRevalidationJournal(dir);
  open.push(journal);
  return journal;
};

const ARTICLE = 'api GET /api/v1/articles/1040/';
const LIST = 'api GET /api/v1/articles/?category=news&page=2';
const MENUS = 'api GET /ds_projects/jiayi/config/menus.json';

describe('the edge index', () => {
  for (const shared of [true, false])
    it(`finds the addresses a revalidation concerns ${shared ? 'across the workers of a server' : 'in one process'}`, () => {
      let now = 1_000_000;
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'edge-index-'));
      const [a, b] = shared
        ? [journalIn(dir), journalIn(dir)].map((journal) =>
            createEdgeIndex({ journal, keepMs: 60_000, now: () => now }),
          )
        : [createEdgeIndex({ keepMs: 60_000, now: () => now })].flatMap((one) => [one, one]);
      a!.note('/news/1040', new Set([ARTICLE, MENUS]));
      b!.note('/news?page=2&bd_vid=x', new Set([LIST, MENUS]));
      b!.note('/news', new Set(['api GET /api/v1/articles/?category=news', MENUS]));
      b!.note('/en/about', new Set([MENUS.replace('menus', 'index')]));
      a!.flush();
      now += 10;
      b!.flush();

      // By key: every page that showed it, whichever worker answered it; a key without a query
      // stands for all of its queries.
      expect(a!.addresses({ paths: [], keys: [ARTICLE] })).toEqual(['/news/1040']);
      expect(new Set(a!.addresses({ paths: [], keys: ['api GET /api/v1/articles/'] }))).toEqual(
        new Set(['/news?page=2', '/news']),
      );
      expect(a!.addresses({ paths: [], keys: [MENUS] })).toHaveLength(3);
      // A key with a query names that answer only.
      expect(a!.addresses({ paths: [], keys: [LIST] })).toEqual(['/news?page=2']);
      // By path: the path and its paged copies; a path nobody served is asked for anyway.
      expect(new Set(a!.addresses({ paths: ['/news', '/cases'], keys: [] }))).toEqual(
        new Set(['/news', '/cases', '/news?page=2']),
      );
      expect(a!.addresses({ all: true })).toHaveLength(4);

      // A page gone is forgotten.
      b!.forget(['/news/1040']);
      expect(a!.addresses({ paths: [], keys: [ARTICLE] })).toEqual([]);
    });

  it('forgets addresses no longer answered once an edge can no longer hold them', () => {
    let now = 1_000_000;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'edge-index-'));
    const index = createEdgeIndex({ journal: journalIn(dir), keepMs: 120_000, now: () => now });
    const deps = new Set([ARTICLE]);
    index.note('/news/1040', deps);
    index.note('/news/1041', new Set(['api GET /api/v1/articles/1041/']));
    index.flush();
    // Answered again (the same cached page): noted again once a minute, so it is kept.
    now += 61_000;
    index.note('/news/1040', deps);
    index.flush();
    now += 61_000;
    index.flush();
    expect(index.addresses({ all: true })).toEqual(['/news/1040']);
  });
});
