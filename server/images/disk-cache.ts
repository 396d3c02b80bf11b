// Resized images on disk, under DATA_DIR/images, shared by every process of the site (pm2 runs
// several on one DATA_DIR); sources being downloaded wait there too, as temporary files. A file is written under a temporary name and renamed into place, so a
// reader sees a whole file or none. Each file's mtime is its last use; a sweep deletes the least
// recently used files until the directory is back to LOW_WATER of the budget. A process sweeps
// when its own count says the budget is crossed, and also after writing a tenth of the budget
// since its last sweep, so the writes of other processes are noticed too: with n processes the
// directory can overshoot the budget by at most n tenths of it, and only until the next sweep.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { LRUCache } from 'lru-cache';
import type { Logger } from 'pino';

const LOW_WATER = 0.8;
/** A reader's file is touched at most this often (a hit costs a read, not a write). */
const TOUCH_EVERY_MS = 10 * 60_000;
/** Temporary files older than this were left by a process that died mid-write. */
const ORPHAN_MS = 10 * 60_000;
const SUFFIX = '.img';

export class DiskImageCache {
  /** Bytes in the directory as far as this process knows; unknown until the first sweep. */
  private estimate = Number.POSITIVE_INFINITY;
  private writtenSinceSweep = 0;
  private sweeping: Promise<void> | undefined;
  private readonly touched = new LRUCache<string, true>({ max: 50_000, ttl: TOUCH_EVERY_MS });
  private ready: Promise<unknown> | undefined;

  private readonly dir: string;
  private readonly maxBytes: number;
  private readonly logger: Logger;

  constructor(dir: string, maxBytes: number, logger: Logger) {
    this.dir = dir;
    this.maxBytes = maxBytes;
    this.logger = logger;
  }

  private file(key: string): string {
    return path.join(this.dir, key + SUFFIX);
  }

  async get(key: string): Promise<Buffer | undefined> {
    let body: Buffer;
    try {
      body = await fs.readFile(this.file(key));
    } catch {
      return undefined;
    }
    if (!this.touched.has(key)) {
      this.touched.set(key, true);
      const now = new Date();
      fs.utimes(this.file(key), now, now).catch(() => {});
    }
    return body;
  }

  async put(key: string, body: Buffer): Promise<void> {
    // One picture bigger than a quarter of the budget would evict everything else: serve it, keep it not.
    if (body.length > this.maxBytes / 4) return;
    const temp = path.join(this.dir, `${key}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
    try {
      await this.folder();
      await fs.writeFile(temp, body);
      await fs.rename(temp, this.file(key));
    } catch (err) {
      this.logger.warn({ err, key }, 'image cache: could not store a resized image');
      await fs.rm(temp, { force: true });
      return;
    }
    this.touched.set(key, true);
    this.estimate += body.length;
    this.writtenSinceSweep += body.length;
    if (this.estimate > this.maxBytes || this.writtenSinceSweep > this.maxBytes / 10) {
      await this.sweep().catch((err: unknown) => this.logger.warn({ err }, 'image cache: could not delete old images'));
    }
  }

  /** A new file name in the directory for a source being downloaded; the caller deletes the file,
   *  and the sweep does if the process died first. */
  async scratchFile(): Promise<string> {
    await this.folder();
    return path.join(this.dir, `source.${process.pid}.${randomBytes(6).toString('hex')}.tmp`);
  }

  private folder(): Promise<unknown> {
    // A folder that could not be made (a volume not mounted yet) is tried again next time.
    this.ready ??= fs.mkdir(this.dir, { recursive: true }).then(
      () => undefined,
      (err: unknown) => {
        this.ready = undefined;
        throw err;
      },
    );
    return this.ready;
  }

  /** Deletes the least recently used files until the directory holds LOW_WATER of the budget. */
  sweep(): Promise<void> {
    this.sweeping ??= this.doSweep().finally(() => {
      this.sweeping = undefined;
    });
    return this.sweeping;
  }

  private async doSweep(): Promise<void> {
    this.writtenSinceSweep = 0;
    const files: { file: string; size: number; used: number }[] = [];
    const now = Date.now();
    for (const name of await fs.readdir(this.dir).catch(() => [] as string[])) {
      const file = path.join(this.dir, name);
      const stat = await fs.stat(file).catch(() => undefined);
      if (!stat?.isFile()) continue;
      if (name.endsWith('.tmp')) {
        if (now - stat.mtimeMs > ORPHAN_MS) await fs.rm(file, { force: true });
      } else if (name.endsWith(SUFFIX)) files.push({ file, size: stat.size, used: stat.mtimeMs });
    }
    let total = files.reduce((sum, f) => sum + f.size, 0);
    if (total > this.maxBytes) {
      const before = total;
      files.sort((a, b) => a.used - b.used);
      for (const f of files) {
        if (total <= this.maxBytes * LOW_WATER) break;
        // Another process may have deleted it already; either way it is gone.
        await fs.rm(f.file, { force: true });
        total -= f.size;
      }
      this.logger.info(
        { before, after: total, maxBytes: this.maxBytes },
        'image cache: least recently used images deleted',
      );
    }
    this.estimate = total;
  }
}
