// Opening a SQLite file that several processes open at the same moment (the workers of a pm2
// cluster starting together): the busy timeout, then the switch to write-ahead logging.
import type { DatabaseSync } from 'node:sqlite';

const SQLITE_BUSY = 5;

/** Blocks this thread for `ms` (opening a store is synchronous, before the server listens). */
const pause = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * Sets the busy timeout and switches the file to WAL. The switch needs the file to itself, and
 * while another process holds a write lock on it (another worker creating the schema) SQLite
 * answers 'database is locked' at once instead of waiting out the busy timeout: a worker died at
 * start that way. So the switch is tried again, a few milliseconds apart, until the timeout.
 */
export function switchToWal(db: DatabaseSync, busyTimeoutMs: number): void {
  db.exec(`PRAGMA busy_timeout = ${busyTimeoutMs}`);
  const until = Date.now() + busyTimeoutMs;
  for (let wait = 5; ; wait = Math.min(wait * 2, 100)) {
    try {
      db.exec('PRAGMA journal_mode = WAL');
      return;
    } catch (err) {
      const busy = ((err as { errcode?: number }).errcode ?? 0) % 256 === SQLITE_BUSY;
      if (!busy || Date.now() >= until) throw err;
      pause(wait);
    }
  }
}
