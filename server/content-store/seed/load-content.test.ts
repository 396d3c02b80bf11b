// A malformed content file stops seeding with a message naming the file and the field, and any
// change under content/ changes the seed fingerprint (so existing stores reseed).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it } from 'vitest';
import { seedContent, seedFingerprint } from '../seed.ts';
import { ContentFiles } from './content-files.ts';
import { loadContent, readContent } from './load-content.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

/** A copy of content/ with `change` applied to one file's text. */
function contentWith(rel: string, change: (text: string) => string): ContentFiles {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-test-'));
  dirs.push(dir);
  fs.cpSync(new ContentFiles().dir, dir, { recursive: true });
  const file = path.join(dir, rel);
  fs.writeFileSync(file, change(fs.readFileSync(file, 'utf8')));
  return new ContentFiles(dir);
}

const editJson = (rel: string, edit: (data: any) => void) =>
  contentWith(rel, (text) => {
    const data = JSON.parse(text);
    edit(data);
    return JSON.stringify(data);
  });

describe('content files', () => {
  it('load as they are in the repository', () => {
    const content = loadContent();
    expect(content.articles).toHaveLength(105);
    expect(content.tags).toHaveLength(300);
  });

  it('refuse a field of the wrong type, naming file and field', () => {
    const files = editJson('articles/news/index.json', (list) => (list[2].title = 42));
    expect(() => readContent(files)).toThrow(/content\/articles\/news\/index\.json is malformed: 2\.title: .*string/);
  });

  it('refuse a misspelt field', () => {
    const files = editJson('pages/solutions/solution_hr.json', (page) => (page.heroo = page.hero));
    expect(() => readContent(files)).toThrow(/content\/pages\/solutions\/solution_hr\.json is malformed: .*heroo/);
  });

  it('refuse a vendor-shaped file that breaks the site schema', () => {
    const files = editJson('site/menus.json', (menus) => delete menus.zh.footer);
    expect(() => readContent(files)).toThrow(/content\/site\/menus\.json is malformed: zh\.footer/);
  });

  it('refuse text that is not JSON, and a missing article body', () => {
    expect(() => readContent(contentWith('tags.json', (t) => t.slice(1)))).toThrow(
      /content\/tags\.json is not valid JSON/,
    );
    const files = editJson('articles/cases/index.json', (list) => (list[0].id = 2999));
    expect(() => readContent(files)).toThrow(/content\/articles\/cases\/2999\.md is missing/);
  });

  it('refuse a case item of a case without copy, naming the page file', () => {
    const files = editJson('pages/config/product_mdm.json', (page) => page.cases.items.push(2999));
    const db = new DatabaseSync(':memory:');
    expect(() => seedContent(db, readContent(files))).toThrow(
      /content\/pages\/config\/product_mdm\.json shows case 2999/,
    );
  });

  it('change the seed fingerprint when any file changes', () => {
    const changed = readContent(contentWith('documents/zh/privacy.md', (t) => `${t}\n更新。\n`));
    expect(seedFingerprint(changed)).not.toBe(seedFingerprint());
  });
});
