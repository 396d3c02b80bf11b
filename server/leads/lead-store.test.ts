// The lead store's add() with an ad click, on real SQLite files: the lead and its click's
// conversion are committed in one transaction (both or neither), only with a new lead, and only
// while the click has no conversion in the file.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { ClientDemand } from '../../shared/api/types.ts';
import { openLeadStore, type LeadConversion, type LeadStore } from './lead-store.ts';

const LEAD: ClientDemand = {
  client_name: '陈思远',
  corp_name: '瑞程精密机械集团',
  phone: '13912345678',
  corp_email: 'chensy@ruicheng.example.cn',
  demand: '希望了解私有化部署方案。',
};
const META = { form: 'consult', env: 'release', ip: '198.51.100.7', userAgent: 'test', state: 'inbox' } as const;

const dirs: string[] = [];
const stores: LeadStore[] = [];
afterEach(() => {
  for (const s of stores.splice(0)) s.close();
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

function open(dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lead-store-'))): { store: LeadStore; dir: string } {
  if (!dirs.includes(dir)) dirs.push(dir);
  const store = openLeadStore(dir);
  stores.push(store);
  return { store, dir };
}

const click = (bdVid: string, state: LeadConversion['state'] = 'pending'): LeadConversion => ({
  bdVid,
  types: [{ logidUrl: `https://www.definesys.cn/form?bd_vid=${bdVid}`, newType: 3 }],
  state,
});

const conversionRows = (store: LeadStore) =>
  store.db.prepare('SELECT bd_vid, lead_id, own_lead, state, conversion_types, ip FROM conversions ORDER BY id').all();

describe('a lead that names an ad click', () => {
  it('is committed with its conversion, which names the lead', () => {
    const { store } = open();
    const added = store.add(LEAD, { ...META, idempotencyKey: 'key-00000001', conversion: click('c1') });
    expect(added).toEqual({
      outcome: 'stored',
      id: 1,
      idempotencyKey: 'key-00000001',
      click: 'converted',
      conversionId: 1,
    });
    expect(conversionRows(store)).toEqual([
      {
        bd_vid: 'c1',
        lead_id: 1,
        own_lead: 1,
        state: 'pending',
        conversion_types: JSON.stringify([{ logidUrl: 'https://www.definesys.cn/form?bd_vid=c1', newType: 3 }]),
        ip: '198.51.100.7',
      },
    ]);
    // Recorded only (no oCPC token): kept, never taken for sending.
    store.add(LEAD, { ...META, conversion: click('c2', 'recorded') });
    expect(store.conversions.counts()).toMatchObject({ pending: 1, recorded: 1 });
  });

  it('is stored without one when the click has its conversion already (a second lead of the visit)', () => {
    const { store } = open();
    store.add(LEAD, { ...META, conversion: click('same') });
    const second = store.add({ ...LEAD, demand: '第二条' }, { ...META, conversion: click('same') });
    expect(second).toMatchObject({ outcome: 'stored', id: 2, click: 'already converted' });
    expect(second).not.toHaveProperty('conversionId');
    expect(store.count()).toBe(2);
    expect(conversionRows(store)).toEqual([expect.objectContaining({ bd_vid: 'same', lead_id: 1 })]);
  });

  it('sent again under its key adds no click the stored lead did not name, and says what it has', () => {
    const { store } = open();
    const key = 'key-replayed';
    store.add(LEAD, { ...META, idempotencyKey: key, conversion: click('first') });
    // The same attempt again: its click is converted, by this lead.
    expect(store.add(LEAD, { ...META, idempotencyKey: key, conversion: click('first') })).toEqual({
      outcome: 'duplicate',
      id: 1,
      idempotencyKey: key,
      click: 'converted',
    });
    // A newer click under the same key: not added, and not said to be converted.
    expect(store.add(LEAD, { ...META, idempotencyKey: key, conversion: click('newer') })).toEqual({
      outcome: 'duplicate',
      id: 1,
      idempotencyKey: key,
      click: undefined,
    });
    // A lead first stored without a click gains none either.
    store.add(LEAD, { ...META, idempotencyKey: 'key-no-click' });
    expect(store.add(LEAD, { ...META, idempotencyKey: 'key-no-click', conversion: click('late') })).toMatchObject({
      outcome: 'duplicate',
      click: undefined,
    });
    // One whose click another lead converted: said so, so the browser may forget the click.
    store.add(LEAD, { ...META, idempotencyKey: 'key-other', conversion: click('first') });
    expect(store.add(LEAD, { ...META, idempotencyKey: 'key-other', conversion: click('first') })).toMatchObject({
      outcome: 'duplicate',
      click: 'already converted',
    });
    expect(conversionRows(store)).toEqual([expect.objectContaining({ bd_vid: 'first', lead_id: 1 })]);
  });

  it('under a key already used for another lead stores nothing (a conflict)', () => {
    const { store } = open();
    store.add(LEAD, { ...META, idempotencyKey: 'key-conflict' });
    expect(
      store.add({ ...LEAD, demand: '别的需求' }, { ...META, idempotencyKey: 'key-conflict', conversion: click('c9') }),
    ).toEqual({ outcome: 'conflict', idempotencyKey: 'key-conflict' });
    expect(store.count()).toBe(1);
    expect(conversionRows(store)).toEqual([]);
  });

  it('is not stored when its conversion cannot be (a full disk on the second write): neither is', () => {
    const { store } = open();
    // The conversion's write fails as SQLite's does when the disk is full, after the lead's went in.
    store.db.function('disk_full', () => {
      throw Object.assign(new Error('database or disk is full'), { code: 'ERR_SQLITE_ERROR', errcode: 13 });
    });
    store.db.exec(
      'CREATE TEMP TRIGGER conversions_full BEFORE INSERT ON main.conversions BEGIN SELECT disk_full(); END',
    );
    expect(() => store.add(LEAD, { ...META, idempotencyKey: 'key-full', conversion: click('full1') })).toThrow(
      /disk is full/,
    );
    expect(store.count()).toBe(0);
    expect(conversionRows(store)).toEqual([]);
    expect(store.db.isTransaction).toBe(false);

    // With room again, the same lead under its key is stored once, with its conversion.
    store.db.exec('DROP TRIGGER temp.conversions_full');
    expect(store.add(LEAD, { ...META, idempotencyKey: 'key-full', conversion: click('full1') })).toMatchObject({
      outcome: 'stored',
      click: 'converted',
    });
    expect(store.count()).toBe(1);
    expect(conversionRows(store)).toHaveLength(1);
  });

  it('commits the lead and its conversion together, seen together by another process on the file', () => {
    const { store, dir } = open();
    const { store: other } = open(dir);
    const { id } = store.add(LEAD, { ...META, conversion: click('together') }) as { id: number };
    expect(other.list()).toEqual([expect.objectContaining({ id })]);
    expect(conversionRows(other)).toEqual([expect.objectContaining({ bd_vid: 'together', lead_id: id })]);
  });
});

describe('the store id', () => {
  it('is random per file and the same for every process that opens it', () => {
    const { store: a, dir } = open();
    const { store: b } = open(dir);
    const { store: c } = open();
    expect(a.storeId).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(b.storeId).toBe(a.storeId);
    expect(c.storeId).not.toBe(a.storeId);
  });
});

describe('a conversion another server delivers', () => {
  it('ends as duplicate, counted apart and not among the unsettled', () => {
    const { store } = open();
    store.add(LEAD, { ...META, conversion: click('dup1') });
    const c = store.conversions.claimDue(Date.now(), 60_000)!;
    store.conversions.markAttemptFailed(c.id, 'another server delivers this click', { state: 'duplicate' });
    expect(store.conversions.counts()).toMatchObject({ pending: 0, duplicate: 1 });
    expect(store.conversions.unsettled(50)).toEqual([]);
    expect(store.conversions.claimDue(Date.now() + 120_000, 60_000)).toBeUndefined();
  });
});

describe('refused and failed conversions put back in the outbox', () => {
  /** A stored conversion of `bdVid`, claimed once and ended in `state`. */
  function ended(store: LeadStore, bdVid: string, state: 'refused' | 'failed' | 'duplicate') {
    store.add(LEAD, { ...META, idempotencyKey: `key-${bdVid}`, conversion: click(bdVid) });
    const c = store.conversions.claimDue(Date.now(), 60_000)!;
    store.conversions.markAttemptFailed(c.id, `ended as ${state}`, { state });
    return c.id;
  }

  it('are pending again with no attempts, once: the same request again finds nothing more', () => {
    const { store } = open();
    const refused = ended(store, 'r1', 'refused');
    ended(store, 'f1', 'failed');
    ended(store, 'd1', 'duplicate');
    const shownAt = new Date().toISOString();
    expect(store.conversions.health()).toMatchObject({
      counts: { refused: 1, failed: 1, duplicate: 1, pending: 0 },
      oldestPendingAt: null,
      lastRefusal: { id: refused, reason: 'ended as refused' },
    });

    expect(store.conversions.requeue(['refused'], shownAt)).toBe(1);
    expect(store.conversions.requeue(['refused'], shownAt)).toBe(0);
    expect(store.conversions.counts()).toMatchObject({ refused: 0, failed: 1, duplicate: 1, pending: 1 });
    const again = store.conversions.claimDue(Date.now(), 60_000)!;
    expect(again).toMatchObject({ id: refused, bd_vid: 'r1', attempts: 1 });
    expect(store.conversions.health().oldestPendingAt).toEqual(expect.any(String));
    // A duplicate (another server sends its click) is never put back.
    expect(store.conversions.requeue(['failed'], shownAt)).toBe(1);
    expect(store.conversions.counts()).toMatchObject({ failed: 0, duplicate: 1, pending: 2 });
  });

  it('leave one that ended after the page the staff saw was made', () => {
    const { store } = open();
    const shownAt = new Date(Date.now() - 60_000).toISOString();
    ended(store, 'late1', 'refused');
    expect(store.conversions.requeue(['refused'], shownAt)).toBe(0);
    expect(store.conversions.counts().refused).toBe(1);
  });
});

describe('the retention of docs/operations.md', () => {
  it('deletes the leads and the conversions older than the period, in every state, and nothing newer', () => {
    const doc = fs.readFileSync(path.resolve(import.meta.dirname, '../../docs/operations.md'), 'utf8');
    const command = /sqlite3 data\/leads\.sqlite "(BEGIN; DELETE FROM conversions [^"]+)"/.exec(doc)?.[1];
    expect(command).toBeDefined();
    const { store } = open();
    for (const [i, state] of (['delivered', 'refused', 'failed', 'pending'] as const).entries()) {
      store.add(LEAD, { ...META, idempotencyKey: `old-${i}`, conversion: click(`old${i}`) });
      store.add(LEAD, { ...META, idempotencyKey: `new-${i}`, conversion: click(`new${i}`) });
      store.db.prepare(`UPDATE conversions SET state = ? WHERE bd_vid IN (?, ?)`).run(state, `old${i}`, `new${i}`);
    }
    const threeYearsAgo = new Date(Date.now() - 3 * 365 * 86_400_000).toISOString();
    store.db.prepare(`UPDATE conversions SET created_at = ? WHERE bd_vid LIKE 'old%'`).run(threeYearsAgo);
    store.db.prepare(`UPDATE leads SET created_at = ? WHERE idempotency_key LIKE 'old-%'`).run(threeYearsAgo);

    store.db.exec(command!);
    expect(store.count()).toBe(4);
    expect(conversionRows(store).map((r) => r.bd_vid)).toEqual(['new0', 'new1', 'new2', 'new3']);
    // The click of a deleted conversion may be converted again (it cannot come back in practice).
    store.add(LEAD, { ...META, idempotencyKey: 'again', conversion: click('old0') });
    expect(store.conversions.counts().pending).toBe(2);
  });
});
