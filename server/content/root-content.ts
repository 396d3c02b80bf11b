// The root content (menus and site config) draws every page's header and footer, the error pages'
// included. So that /sorry, /400 and the 404 page never depend on the vendor, each vendor answer
// of it is kept on disk as the last known good copy, and while the vendor cannot give it (down,
// hanging, or not yet reached since a cold start) the site uses that copy, or failing that the
// embedded store's. The vendor is still asked every time; its answer wins whenever it comes.
import fs from 'node:fs';
import path from 'node:path';
import type { Logger } from 'pino';
import { API_PATHS } from '../../shared/api/client.ts';
import type { ApiRequest, Transport } from '../../shared/api/transport.ts';
import { TIMED_OUT, within } from '../concurrency/within.ts';

const ROOT_PATHS: Record<string, string> = {
  [API_PATHS.menus]: 'menus',
  [API_PATHS.projectConfig]: 'config',
};

export interface RootContentOptions {
  /** Where the last good copies live (DATA_DIR/last-good). */
  dir: string;
  /** The environment whose vendor this is (one file per environment and kind). */
  env: string;
  /** The embedded store's answers: the copy of last resort. */
  embedded: Transport;
  /** How long to wait for the vendor before answering from a copy (the vendor keeps going). */
  patienceMs: number;
  logger?: Logger;
}

export function rootContentFallback(inner: Transport, opts: RootContentOptions): Transport {
  const copies = new Map<string, { value: unknown; source: 'disk' }>();
  const written = new Map<string, unknown>();
  const warned = new Set<string>();
  // After the vendor failed or was late, pages stop waiting for it for a while: a cached answer
  // still wins (it comes back within microtasks), a slow one is not waited for again.
  let doubtfulUntil = 0;
  const DOUBT_MS = 30_000;
  const file = (kind: string) => path.join(opts.dir, `${opts.env}-${kind}.json`);

  function remember(kind: string, value: unknown): void {
    // The cache hands out the same object while the content is the same: write only on change.
    if (written.get(kind) === value) return;
    written.set(kind, value);
    const target = file(kind);
    const tmp = `${target}.${process.pid}.tmp`;
    fs.promises
      .mkdir(opts.dir, { recursive: true })
      .then(() => fs.promises.writeFile(tmp, JSON.stringify(value)))
      .then(() => fs.promises.rename(tmp, target))
      .catch((err: unknown) => opts.logger?.warn({ err, kind }, 'could not keep the last good root content'));
  }

  async function copy(kind: string, req: ApiRequest): Promise<unknown> {
    const kept = copies.get(kind);
    if (kept) return kept.value;
    try {
      // Parsed once and kept: the same object every time keeps identity-keyed caches warm.
      const value = Object.freeze(JSON.parse(await fs.promises.readFile(file(kind), 'utf8')) as unknown);
      copies.set(kind, { value, source: 'disk' });
      return value;
    } catch {
      return opts.embedded(req);
    }
  }

  return async (req) => {
    const kind = req.method === 'GET' ? ROOT_PATHS[req.path] : undefined;
    if (!kind) return inner(req);
    const fromVendor = inner(req).then((value) => {
      remember(kind, value);
      warned.delete(kind);
      doubtfulUntil = 0;
      return value;
    });
    const patience = Date.now() < doubtfulUntil ? 0 : opts.patienceMs;
    try {
      const first = await within(patience, fromVendor);
      if (first !== TIMED_OUT) return first;
    } catch (err) {
      doubtfulUntil = Date.now() + DOUBT_MS;
      if (!warned.has(kind)) {
        warned.add(kind);
        opts.logger?.warn(
          { env: opts.env, kind, err: (err as Error).message },
          'vendor root content unavailable: using the last good copy',
        );
      }
      return copy(kind, req);
    }
    // The vendor is slow: answer from the copy now; its answer fills the cache when it comes.
    doubtfulUntil = Date.now() + DOUBT_MS;
    fromVendor.catch(() => undefined);
    return copy(kind, req);
  };
}
