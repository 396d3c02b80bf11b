import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it } from 'vitest';
import { switchToWal } from './sqlite-wal.ts';

// Another process (a second worker) holds a write lock on a new file for `holdMs`.
const HOLDER = `
  const { DatabaseSync } = require('node:sqlite');
  const db = new DatabaseSync(process.argv[1]);
  db.exec('PRAGMA busy_timeout = 5000; BEGIN IMMEDIATE; CREATE TABLE IF NOT EXISTS t (a)');
  process.send('locked');
  setTimeout(() => { db.exec('COMMIT'); process.exit(0); }, Number(process.argv[2]));
`;

const dirs: string[] = [];
const holders: ChildProcess[] = [];
afterEach(() => {
  for (const holder of holders.splice(0)) holder.kill();
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

async function lockedFile(holdMs: number): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sqlite-wal-'));
  dirs.push(dir);
  const file = path.join(dir, 'store.sqlite');
  const holder = spawn(process.execPath, ['-e', HOLDER, file, String(holdMs)], {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  holders.push(holder);
  await new Promise((resolve, reject) => {
    holder.once('message', resolve);
    holder.once('error', reject);
  });
  return file;
}

describe('switchToWal', () => {
  it('waits for another process that holds the file, where a plain switch fails at once', async () => {
    const plain = new DatabaseSync(await lockedFile(400));
    expect(() => plain.exec('PRAGMA busy_timeout = 5000; PRAGMA journal_mode = WAL')).toThrow(/locked/);
    plain.close();

    const db = new DatabaseSync(await lockedFile(400));
    const started = Date.now();
    switchToWal(db, 5000);
    expect(Date.now() - started).toBeGreaterThanOrEqual(200);
    expect(db.prepare('PRAGMA journal_mode').get()).toEqual({ journal_mode: 'wal' });
    db.close();
  });

  it('gives up with the error once the busy timeout has passed', async () => {
    const db = new DatabaseSync(await lockedFile(3000));
    const started = Date.now();
    expect(() => switchToWal(db, 300)).toThrow(/locked/);
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    expect(Date.now() - started).toBeLessThan(2000);
    db.close();
  });
});
