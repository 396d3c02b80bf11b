import { describe, expect, it } from 'vitest';
import { captureAdClickId, clearAdClickId, storedAdClickId } from './ad-click.ts';

function memoryStore() {
  const m = new Map<string, string>();
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
    size: () => m.size,
  };
}

describe('ad-click id', () => {
  it('is stored from the landing URL for exactly 259 200 000 ms', () => {
    const store = memoryStore();
    expect(captureAdClickId('https://www.definesys.cn/?bd_vid=abc_123&x=1', store, 1000)).toBe('abc_123');
    expect(store.getItem('bd_vid_expires')).toBe(String(1000 + 259_200_000));
    expect(storedAdClickId(store, 1000 + 259_199_999)).toBe('abc_123');
    expect(storedAdClickId(store, 1000 + 259_200_000)).toBeUndefined();
  });

  it('drops an expired id (and one without a readable expiry) on the next page load, and keeps a live one', () => {
    const store = memoryStore();
    captureAdClickId('https://www.definesys.cn/?bd_vid=old_click', store, 1000);
    captureAdClickId('https://www.definesys.cn/news', store, 1000 + 259_199_999);
    expect(store.getItem('bd_vid')).toBe('old_click');
    captureAdClickId('https://www.definesys.cn/news', store, 1000 + 259_200_000);
    expect(store.size()).toBe(0);
    store.setItem('bd_vid', 'no_expiry');
    captureAdClickId('https://www.definesys.cn/', store, 0);
    expect(store.size()).toBe(0);
    store.setItem('bd_vid_expires', 'soon');
    captureAdClickId('https://www.definesys.cn/', store, 0);
    expect(store.size()).toBe(0);
    // A new landing replaces an expired id with a fresh one.
    captureAdClickId('https://www.definesys.cn/?bd_vid=old_click', store, 0);
    expect(captureAdClickId('https://www.definesys.cn/?bd_vid=new_click', store, 259_200_000)).toBe('new_click');
    expect(storedAdClickId(store, 259_200_001)).toBe('new_click');
  });

  it('ignores landings without a usable id', () => {
    const store = memoryStore();
    expect(captureAdClickId('https://www.definesys.cn/news', store, 0)).toBeUndefined();
    expect(captureAdClickId('https://www.definesys.cn/?bd_vid=%3Cscript%3E', store, 0)).toBeUndefined();
    expect(store.size()).toBe(0);
  });

  it('is cleared with its expiry', () => {
    const store = memoryStore();
    captureAdClickId('https://x.cn/?bd_vid=v1', store, 0);
    clearAdClickId(store);
    expect(store.size()).toBe(0);
  });
});
