// The chunk guard with a stand-in window: where a failed page chunk sends the browser, and when
// it gives up and lets the page say what went wrong instead.
import { describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_WINDOW_MS } from '../constants.ts';
import { loadPageChunk } from './chunk-reload.ts';

function fakeWindow({
  onLine = true,
  reachable = true,
  lastReload,
}: { onLine?: boolean; reachable?: boolean; lastReload?: number } = {}) {
  const storage = new Map<string, string>(lastReload === undefined ? [] : [['chunk-reload-at', String(lastReload)]]);
  const calls: string[] = [];
  const win = {
    navigator: { onLine },
    fetch: async (url: string) => {
      calls.push(`fetch ${url}`);
      if (!reachable) throw new TypeError('Failed to fetch');
      return new Response('{"status":"ok"}');
    },
    sessionStorage: {
      getItem: (k: string) => storage.get(k) ?? null,
      setItem: (k: string, v: string) => void storage.set(k, v),
    },
    location: {
      href: 'https://site.test/news',
      reload: () => calls.push('reload'),
      assign: (href: string) => calls.push(`assign ${href}`),
    },
  };
  return { win: win as unknown as Window, calls, storage };
}

const missing = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
/** The promise's value if it has settled once everything already queued has run, else 'pending'
 *  (the module's work is promises only: no timer could settle it later). */
const settledNow = <T>(p: Promise<T>) =>
  Promise.race([p, new Promise<'pending'>((r) => setImmediate(() => r('pending')))]);

describe('loadPageChunk', () => {
  it('hands over the module when the chunk loads', async () => {
    const { win, calls } = fakeWindow();
    expect(
      await loadPageChunk(
        async () => 'page',
        () => 'https://site.test/cases',
        win,
      ),
    ).toEqual({ ok: true, module: 'page' });
    expect(calls).toEqual([]);
  });

  it('loads the navigation target as a new document when a chunk is missing, and never settles', async () => {
    const { win, calls, storage } = fakeWindow();
    const outcome = loadPageChunk(missing, () => 'https://site.test/news/1040', win);
    await vi.waitFor(() => expect(calls).toEqual(['fetch /healthz', 'assign https://site.test/news/1040']));
    expect(await settledNow(outcome)).toBe('pending');
    expect(Number(storage.get('chunk-reload-at'))).toBeGreaterThan(Date.now() - 1000);
  });

  it('reloads when the target is the page already shown (hydration, back and forward)', async () => {
    const { win, calls } = fakeWindow();
    void loadPageChunk(missing, () => 'https://site.test/news', win);
    await vi.waitFor(() => expect(calls).toEqual(['fetch /healthz', 'reload']));
  });

  it('reports a missing chunk instead of reloading again within the guard window', async () => {
    const { win, calls } = fakeWindow({ lastReload: Date.now() - CHUNK_RELOAD_WINDOW_MS + 5000 });
    expect(await loadPageChunk(missing, () => 'https://site.test/cases', win)).toEqual({
      ok: false,
      failure: 'missing',
    });
    expect(calls).toEqual(['fetch /healthz']);
  });

  it('reloads again once the guard window has passed', async () => {
    const { win, calls } = fakeWindow({ lastReload: Date.now() - CHUNK_RELOAD_WINDOW_MS - 1 });
    void loadPageChunk(missing, () => 'https://site.test/cases', win);
    await vi.waitFor(() => expect(calls).toEqual(['fetch /healthz', 'assign https://site.test/cases']));
  });

  it('reports offline, without any navigation, when the browser is offline', async () => {
    const { win, calls, storage } = fakeWindow({ onLine: false });
    expect(await loadPageChunk(missing, () => 'https://site.test/cases', win)).toEqual({
      ok: false,
      failure: 'offline',
    });
    expect(calls).toEqual([]);
    expect(storage.size).toBe(0);
  });

  it('reports offline when the browser thinks it is online but the site cannot be reached', async () => {
    const { win, calls } = fakeWindow({ reachable: false });
    expect(await loadPageChunk(missing, () => 'https://site.test/cases', win)).toEqual({
      ok: false,
      failure: 'offline',
    });
    expect(calls).toEqual(['fetch /healthz']);
  });
});
