// A page chunk that fails to load (spec §4, §8). Usually a deploy replaced it: the document loads
// the page afresh at the address the visitor was going to, once per 60 s. Within that window
// (something else is wrong) the page shows an error with a retry link instead of reloading in
// a loop; and when the network is the cause, the visitor is told so rather than sent to the
// browser's own error page.
import { CHUNK_RELOAD_WINDOW_MS } from '../constants.ts';

const KEY = 'chunk-reload-at';

/** Why a chunk could not be had: no connection, or not there (replaced by a deploy, or worse). */
export type ChunkFailure = 'offline' | 'missing';

export type ChunkOutcome<T> = { ok: true; module: T } | { ok: false; failure: ChunkFailure };

/** True when the site cannot be reached: the browser says it is offline, or a tiny request
 *  fails (a failed import looks the same whether the file is gone or the network is). */
async function siteUnreachable(win: Window = window): Promise<boolean> {
  if (win.navigator.onLine === false) return true;
  try {
    await win.fetch('/healthz', { cache: 'no-store' });
    return false;
  } catch {
    return true;
  }
}

/** Records a reload now, unless one was recorded within the window (then false). */
function claimReload(win: Window): boolean {
  let last = 0;
  try {
    last = Number(win.sessionStorage.getItem(KEY) ?? 0);
  } catch {
    // Storage may be unavailable (private mode): reload anyway, guarded by nothing.
  }
  if (Date.now() - last < CHUNK_RELOAD_WINDOW_MS) return false;
  try {
    win.sessionStorage.setItem(KEY, String(Date.now()));
  } catch {
    // ignore
  }
  return true;
}

/**
 * Loads a page chunk. On failure: offline → `{ failure: 'offline' }`; within the window of the
 * last reload → `{ failure: 'missing' }`; otherwise a full load of `target()` (the address being
 * navigated to, so the click is not lost) and a promise that never settles, so nothing renders
 * half-loaded meanwhile.
 */
export async function loadPageChunk<T>(
  load: () => Promise<T>,
  target: () => string,
  browser?: Window,
): Promise<ChunkOutcome<T>> {
  try {
    return { ok: true, module: await load() };
  } catch {
    // Only a browser gets here (the server's modules are on disk).
    const win = browser ?? window;
    if (await siteUnreachable(win)) return { ok: false, failure: 'offline' };
    if (!claimReload(win)) return { ok: false, failure: 'missing' };
    const href = target();
    if (href === win.location.href) win.location.reload();
    else win.location.assign(href);
    return new Promise<never>(() => {});
  }
}
