// Cluster workers starting together on a new DATA_DIR: one seeds the content store while the others
// wait for it. On a loaded machine seeding outlasted the old 5 s wait and a worker died at start
// with 'database is locked' (seen in CI: the cluster then never became ready).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { openContentDb } from './db.ts';

const holdLock = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('openContentDb', () => {
  it('waits for another process that holds the store longer than 5 s, instead of failing', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-db-'));
    openContentDb(dataDir).close();
    // Another worker is seeding (the stored fingerprint is stale, so this one wants to seed too).
    const other = new DatabaseSync(path.join(dataDir, 'content.sqlite'));
    other.exec(`UPDATE meta SET value = 'stale' WHERE key = 'seed'`);
    other.exec('BEGIN IMMEDIATE');
    const opener = spawn(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `const { openContentDb } = await import(${JSON.stringify(path.resolve(import.meta.dirname, 'db.ts'))});
         openContentDb(${JSON.stringify(dataDir)}).close(); console.log('opened');`,
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let out = '';
    opener.stdout.on('data', (d: Buffer) => (out += d));
    opener.stderr.on('data', (d: Buffer) => (out += d));
    const exited = new Promise<number | null>((resolve) => opener.once('exit', resolve));
    // Holds the lock past the 5 s an opener waits for it once: the scenario, not a wait.
    await holdLock(7000);
    other.exec('COMMIT');
    other.close();
    expect(await exited, out).toBe(0);
    expect(out).toContain('opened');
  }, 30_000);
});
