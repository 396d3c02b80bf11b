// Whether the site can still write to DATA_DIR, where leads, conversions and the revalidation
// journal are committed. A full disk or a file system gone read-only used to stay invisible:
// /readyz kept answering ready while every lead got a 500. Now /readyz reports it (a balancer takes
// the server out), and a lead the store cannot write is answered 503, which the browser's outbox
// keeps and sends again; both recover by themselves once there is room, with no restart.
import fs from 'node:fs';
import path from 'node:path';

/** Less free space than this and the server says it is not ready: a lead needs little, but
 *  SQLite's journal and the picture cache need room to work. */
const MIN_FREE_BYTES = 16 * 2 ** 20;

/** Why DATA_DIR cannot take writes now, or undefined when it can: free space, then a real write. */
export function dataDirProblem(dir: string, minFreeBytes = MIN_FREE_BYTES): string | undefined {
  try {
    const { bavail, bsize } = fs.statfsSync(dir);
    const free = bavail * bsize;
    if (free < minFreeBytes)
      return `${Math.floor(free / 2 ** 20)} MB free, less than ${Math.round(minFreeBytes / 2 ** 20)} MB`;
    // Free space is not enough (a read-only remount, a quota): write, flush and remove a small file.
    const probe = path.join(dir, `.write-probe-${process.pid}`);
    const fd = fs.openSync(probe, 'w');
    try {
      fs.writeSync(fd, Buffer.alloc(4096));
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
      fs.rmSync(probe, { force: true });
    }
    return undefined;
  } catch (err) {
    return `cannot write (${(err as NodeJS.ErrnoException).code ?? String(err)})`;
  }
}

// SQLite's result codes for a store that cannot be written: BUSY past its timeout, READONLY,
// IOERR, FULL, CANTOPEN.
const SQLITE_STORAGE = new Set([5, 8, 10, 13, 14]);
const FS_STORAGE = new Set(['ENOSPC', 'EROFS', 'EDQUOT', 'EIO', 'EACCES']);

/** Whether `err` says the disk or the store refused a write (not that the data was wrong). */
export function isStorageFailure(err: unknown): boolean {
  const e = err as { code?: string; errcode?: number };
  if (e?.code === 'ERR_SQLITE_ERROR') return SQLITE_STORAGE.has((e.errcode ?? 0) & 0xff);
  return typeof e?.code === 'string' && FS_STORAGE.has(e.code);
}
