// Rendered pages kept in memory, keyed by everything that changes the HTML (environment, host
// type, language, device, URL). Fresh for `ttlMs`; then served stale while one background
// re-render refreshes it; dropped when content it used changes or when the CMS asks
// (server/revalidate). Pages hold nothing personal.
import { gzip } from 'node:zlib';
import { promisify } from 'node:util';
import { LRUCache } from 'lru-cache';

const gzipAsync = promisify(gzip);

/** A page's gzipped copy, made on libuv's pool (off the calling thread). */
export function gzipPage(body: Buffer): Promise<Buffer> {
  return gzipAsync(body, { level: 6 });
}

/** Whether a request's Accept-Encoding takes gzip. */
export function acceptsGzip(acceptEncoding: string | string[] | undefined): boolean {
  return /\bgzip\b/.test(String(acceptEncoding ?? ''));
}

export interface CachedPage {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  /** Filled in shortly after the page is stored; until then the page is sent uncompressed. */
  gzip: Buffer | undefined;
  etag: string;
  storedAt: number;
  /** Content-API keys the render read. */
  deps: Set<string>;
}

export interface PageCacheOptions {
  ttlMs: number;
  /** How long past its TTL a page may still be served while it is re-rendered. */
  staleMs: number;
  maxBytes: number;
  now?: () => number;
}

export class PageCache {
  private readonly entries: LRUCache<string, CachedPage>;
  private readonly byDep = new Map<string, Set<string>>();
  private readonly refreshing = new Set<string>();
  private drops = 0;
  private readonly now: () => number;
  readonly ttlMs: number;
  readonly staleMs: number;

  constructor(opts: PageCacheOptions) {
    this.ttlMs = opts.ttlMs;
    this.staleMs = opts.staleMs;
    this.now = opts.now ?? Date.now;
    this.entries = new LRUCache<string, CachedPage>({
      maxSize: opts.maxBytes,
      // The gzipped copy (about a fifth of the body) is counted up front.
      sizeCalculation: (p) => Math.ceil(p.body.length * 1.25) + 512,
      dispose: (page, key) => this.unindex(key, page),
    });
  }

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  /** The cached page and whether it is still fresh; undefined when absent or too old. */
  lookup(key: string): { page: CachedPage; fresh: boolean } | undefined {
    const page = this.entries.get(key);
    if (!page) return undefined;
    const age = this.now() - page.storedAt;
    if (age <= this.ttlMs) return { page, fresh: true };
    if (age <= this.ttlMs + this.staleMs) return { page, fresh: false };
    this.entries.delete(key);
    return undefined;
  }

  /** Claims the one background refresh of a stale page; false when one is under way. */
  claimRefresh(key: string): boolean {
    if (this.refreshing.has(key)) return false;
    this.refreshing.add(key);
    setTimeout(() => this.refreshing.delete(key), 30_000).unref();
    return true;
  }

  /** Gives up a claimed refresh (it did not produce a page), so a later request may try again. */
  releaseRefresh(key: string): void {
    this.refreshing.delete(key);
  }

  /** Counts the drops so far; a render notes it before reading content (see store). */
  get generation(): number {
    return this.drops;
  }

  /** Stores a page at once (a second visit right after is a hit); its gzip copy follows unless
   *  it is given. A page whose render began before a drop (`generation` older than the cache's)
   *  is not stored: it may have been made from an answer that the drop was about. */
  store(
    key: string,
    page: Omit<CachedPage, 'gzip' | 'storedAt' | 'etag'>,
    opts: { gzipped?: Buffer; generation?: number } = {},
  ): Promise<void> {
    const { gzipped } = opts;
    if (opts.generation !== undefined && opts.generation !== this.drops) {
      this.refreshing.delete(key);
      return Promise.resolve();
    }
    const etag = `W/"${page.body.length.toString(16)}-${this.now().toString(36)}"`;
    const old = this.entries.get(key);
    if (old) this.unindex(key, old);
    const entry: CachedPage = { ...page, gzip: gzipped, etag, storedAt: this.now() };
    this.entries.set(key, entry);
    for (const dep of page.deps) {
      let keys = this.byDep.get(dep);
      if (!keys) this.byDep.set(dep, (keys = new Set()));
      keys.add(key);
    }
    this.refreshing.delete(key);
    if (gzipped) return Promise.resolve();
    return gzipPage(page.body).then((compressed) => {
      entry.gzip = compressed;
    });
  }

  /** Drops every page that used this content-API answer. */
  invalidateDep(dep: string): number {
    return this.drop([...(this.byDep.get(dep) ?? [])]).length;
  }

  /** Drops every page that used a content-API answer passing `test`; returns how many. */
  invalidateDeps(test: (dep: string) => boolean): number {
    const keys = new Set<string>();
    for (const [dep, pages] of this.byDep) if (test(dep)) for (const key of pages) keys.add(key);
    return this.drop(keys).length;
  }

  /** Drops the pages whose address (path and query) passes `test`, in every environment, host
   *  type, language and device; returns them. */
  invalidateUrls(test: (url: string) => boolean): CachedPage[] {
    return this.drop([...this.entries.keys()].filter((key) => test(urlOfKey(key))));
  }

  /** Drops every page; returns how many there were. */
  clear(): number {
    const count = this.entries.size;
    this.drops++;
    this.entries.clear();
    return count;
  }

  get size(): number {
    return this.entries.size;
  }

  private drop(keys: Iterable<string>): CachedPage[] {
    this.drops++;
    const dropped: CachedPage[] = [];
    for (const key of keys) {
      const page = this.entries.peek(key);
      if (page && this.entries.delete(key)) dropped.push(page);
    }
    return dropped;
  }

  private unindex(key: string, page: CachedPage): void {
    for (const dep of page.deps) {
      const keys = this.byDep.get(dep);
      keys?.delete(key);
      if (keys?.size === 0) this.byDep.delete(dep);
    }
  }
}

export function pageCacheKey(
  ctx: { env: string; hostType: string; lang: string; device: string },
  url: string,
): string {
  return `${ctx.env}|${ctx.hostType}|${ctx.lang}|${ctx.device}|${url}`;
}

/** The address part of a key (its first four fields never hold a '|'). */
function urlOfKey(key: string): string {
  let at = -1;
  for (let i = 0; i < 4; i++) at = key.indexOf('|', at + 1);
  return key.slice(at + 1);
}
