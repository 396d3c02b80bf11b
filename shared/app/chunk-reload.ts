// A page chunk that fails to load (usually a deploy replaced it) reloads the page once; the
// guard stops a reload loop when the failure is something else.
import { CHUNK_RELOAD_WINDOW_MS } from '../constants.ts';

const KEY = 'chunk-reload-at';

export function reloadOnceForChunkError(error: unknown, win: Window = window): void {
  let last = 0;
  try {
    last = Number(win.sessionStorage.getItem(KEY) ?? 0);
  } catch {
    // Storage may be unavailable (private mode); reload anyway, guarded by nothing.
  }
  if (Date.now() - last < CHUNK_RELOAD_WINDOW_MS) throw error;
  try {
    win.sessionStorage.setItem(KEY, String(Date.now()));
  } catch {
    // ignore
  }
  win.location.reload();
}

/** Wraps a dynamic import: on failure, reload once within the window, else rethrow. */
export function withChunkReload<T>(load: () => Promise<T>): () => Promise<T> {
  return () =>
    load().catch((error: unknown) => {
      reloadOnceForChunkError(error);
      // The reload is under way; never resolve, so nothing renders half-loaded meanwhile.
      return new Promise<T>(() => {});
    });
}
