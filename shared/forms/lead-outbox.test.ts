import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  newLeadKey,
  OUTBOX_KEY,
  OUTBOX_LIFETIME_MS,
  OUTBOX_MAX_ENTRIES,
  removeLead,
  saveLead,
  savedLeads,
  updateLead,
  type SavedLead,
} from './lead-outbox.ts';

const VALUES = {
  client_name: '韩立',
  corp_name: '华岳生物医药',
  phone: '13700001111',
  corp_email: '',
  demand: '评估低代码平台',
};
const NOW = 1_750_000_000_000;
const lead = (key: string, at = NOW): SavedLead => ({
  key,
  form: 'consult',
  lang: 'zh',
  values: VALUES,
  at,
  attempts: 1,
  due: at + 5_000,
});

/** A localStorage holding at most `quota` characters of values, like a browser's full one. */
function memoryStorage(quota = Infinity): Storage {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => {
      if (v.length > quota) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      items.set(k, v);
    },
    removeItem: (k: string) => void items.delete(k),
  } as Storage;
}

describe('the lead outbox', () => {
  let storage: Storage;
  beforeEach(() => {
    storage = memoryStorage();
    vi.stubGlobal('localStorage', storage);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('keeps leads oldest first, replaces one saved again under its key and forgets a removed one', () => {
    expect(saveLead(lead('lead-aaaa'), NOW)).toBe(true);
    expect(saveLead(lead('lead-bbbb', NOW + 1), NOW)).toBe(true);
    expect(saveLead({ ...lead('lead-aaaa', NOW + 2), lang: 'en' }, NOW)).toBe(true);
    expect(savedLeads(NOW).map((l) => [l.key, l.lang])).toEqual([
      ['lead-bbbb', 'zh'],
      ['lead-aaaa', 'en'],
    ]);

    expect(removeLead('lead-bbbb', NOW)).toBe(true);
    expect(removeLead('lead-bbbb', NOW)).toBe(false);
    expect(removeLead('lead-aaaa', NOW)).toBe(true);
    expect(storage.getItem(OUTBOX_KEY)).toBeNull();
  });

  it(`holds at most ${OUTBOX_MAX_ENTRIES} leads, dropping the oldest`, () => {
    for (let i = 0; i < OUTBOX_MAX_ENTRIES + 2; i++) saveLead(lead(`lead-${i}xxxx`, NOW + i), NOW);
    expect(savedLeads(NOW).map((l) => l.key)).toEqual([
      'lead-2xxxx',
      'lead-3xxxx',
      'lead-4xxxx',
      'lead-5xxxx',
      'lead-6xxxx',
    ]);
  });

  it('leaves out leads older than their lifetime and entries that are no leads', () => {
    storage.setItem(
      OUTBOX_KEY,
      JSON.stringify([
        lead('lead-old1', NOW - OUTBOX_LIFETIME_MS),
        lead('lead-new1', NOW - 60_000),
        { key: 7 },
        null,
        'x',
      ]),
    );
    expect(savedLeads(NOW).map((l) => l.key)).toEqual(['lead-new1']);
    storage.setItem(OUTBOX_KEY, '{not json');
    expect(savedLeads(NOW)).toEqual([]);
  });

  it('reads a lead saved before leads kept a schedule as due now, after no failed attempt', () => {
    const { attempts: _a, due: _d, ...unscheduled } = lead('lead-old-format');
    storage.setItem(OUTBOX_KEY, JSON.stringify([unscheduled, { ...lead('lead-odd'), attempts: -3, due: 'soon' }]));
    expect(savedLeads(NOW)).toEqual([
      { ...lead('lead-old-format'), attempts: 0, due: 0 },
      { ...lead('lead-odd'), attempts: 0, due: 0 },
    ]);
  });

  it("records a kept lead's new schedule, and puts back none that another tab took out", () => {
    saveLead(lead('lead-aaaa'), NOW);
    saveLead(lead('lead-bbbb'), NOW);
    expect(updateLead({ ...lead('lead-aaaa'), attempts: 2, due: NOW + 15_000 }, NOW)).toBe(true);
    expect(savedLeads(NOW).map((l) => [l.key, l.attempts, l.due])).toEqual([
      ['lead-aaaa', 2, NOW + 15_000],
      ['lead-bbbb', 1, NOW + 5_000],
    ]);
    removeLead('lead-aaaa', NOW);
    expect(updateLead({ ...lead('lead-aaaa'), attempts: 3, due: NOW + 45_000 }, NOW)).toBe(false);
    expect(savedLeads(NOW).map((l) => l.key)).toEqual(['lead-bbbb']);
  });

  it('makes room in a full storage by dropping the oldest leads, the new one last of all', () => {
    const one = JSON.stringify([lead('lead-aaaa')]).length;
    vi.stubGlobal('localStorage', memoryStorage(one * 2 + 10));
    expect(saveLead(lead('lead-aaaa'), NOW)).toBe(true);
    expect(saveLead(lead('lead-bbbb'), NOW)).toBe(true);
    expect(saveLead(lead('lead-cccc'), NOW)).toBe(true);
    expect(savedLeads(NOW).map((l) => l.key)).toEqual(['lead-bbbb', 'lead-cccc']);

    vi.stubGlobal('localStorage', memoryStorage(10));
    expect(saveLead(lead('lead-dddd'), NOW)).toBe(false);
  });

  it('answers calmly when the browser gives no storage at all', () => {
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    try {
      expect(saveLead(lead('lead-aaaa'), NOW)).toBe(false);
      expect(savedLeads(NOW)).toEqual([]);
      expect(removeLead('lead-aaaa', NOW)).toBe(false);
    } finally {
      delete (globalThis as { localStorage?: Storage }).localStorage;
    }
  });

  it('makes keys the server takes as Idempotency-Key, with or without randomUUID', () => {
    const KEY = /^[A-Za-z0-9_-]{8,128}$/;
    expect(newLeadKey()).toMatch(KEY);
    const { getRandomValues } = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: getRandomValues.bind(globalThis.crypto) });
    const fallback = newLeadKey();
    vi.unstubAllGlobals();
    expect(fallback).toMatch(KEY);
    expect(fallback).not.toBe(newLeadKey());
  });
});
