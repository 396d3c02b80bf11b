// Releases side by side: the live link moves atomically (a process starting at any moment finds a
// whole release), the pool gathers every kept release's assets, and pruning keeps what is live,
// recent, the rollback target, or was live within ASSET_DAYS — and the assets of exactly those.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import {
  ASSET_DAYS,
  complete,
  KEEP_NEWEST,
  layout,
  listReleases,
  liveId,
  previousId,
  prune,
  releaseDir,
  stagingDir,
  switchTo,
  type Layout,
} from './releases-folder.ts';

const DAY = 86_400_000;
const roots: string[] = [];
afterEach(() => {
  for (const r of roots.splice(0)) fs.rmSync(r, { recursive: true, force: true });
});

function tempLayout(): Layout {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'releases-'));
  roots.push(root);
  return layout(root);
}

/** A built release with one stylesheet and one script of its own and one shared with others. */
function fakeBuild(l: Layout, id: string, builtAt: Date): void {
  const staging = stagingDir(l, id);
  fs.mkdirSync(path.join(staging, 'server'), { recursive: true });
  fs.mkdirSync(path.join(staging, 'client', 'assets'), { recursive: true });
  fs.writeFileSync(path.join(staging, 'server', 'index.js'), `export const release = '${id}';\n`);
  for (const name of [`desktop-${id}.css`, `desktop-${id}.js`, 'vendor-SHARED.js'])
    fs.writeFileSync(path.join(staging, 'client', 'assets', name), name);
  complete(l, { id, commit: null, builtAt: builtAt.toISOString() });
}

const id = (n: number) => `20261101-0000${String(n).padStart(2, '0')}`;

describe('releases', () => {
  it('builds beside the live release and switches the link; rollback is a switch back', () => {
    const l = tempLayout();
    const t0 = new Date('2026-11-01T00:00:00Z');
    fakeBuild(l, id(1), t0);
    expect(liveId(l)).toBeNull();
    switchTo(l, id(1), t0);
    fakeBuild(l, id(2), t0);
    // Built, not live: the link still names the first.
    expect(liveId(l)).toBe(id(1));
    expect(fs.readFileSync(path.join(l.live, 'server', 'index.js'), 'utf8')).toContain(id(1));
    switchTo(l, id(2), new Date(t0.getTime() + 1000));
    expect(liveId(l)).toBe(id(2));
    expect(fs.realpathSync(l.live)).toBe(fs.realpathSync(releaseDir(l, id(2))));
    expect(previousId(l)).toBe(id(1));
    // The link is relative: the checkout may move.
    expect(fs.readlinkSync(l.live)).toBe(path.join('releases', id(2)));
    // Both releases' assets are in the pool.
    expect(fs.readdirSync(l.pool).sort()).toEqual(
      [
        `desktop-${id(1)}.css`,
        `desktop-${id(1)}.js`,
        `desktop-${id(2)}.css`,
        `desktop-${id(2)}.js`,
        'vendor-SHARED.js',
      ].sort(),
    );
    switchTo(l, id(1), new Date(t0.getTime() + 2000));
    expect(liveId(l)).toBe(id(1));
    expect(previousId(l)).toBe(id(2));
  });

  it('moves a dist/ folder from before releases aside on the first switch', () => {
    const l = tempLayout();
    fs.mkdirSync(path.join(l.live, 'server'), { recursive: true });
    fakeBuild(l, id(1), new Date());
    switchTo(l, id(1));
    expect(fs.lstatSync(l.live).isSymbolicLink()).toBe(true);
    expect(fs.readdirSync(l.releases).filter((n) => n.startsWith('.unreleased-'))).toHaveLength(1);
  });

  it('never leaves the live link missing or half made while it switches', async () => {
    const l = tempLayout();
    fakeBuild(l, id(1), new Date());
    fakeBuild(l, id(2), new Date());
    switchTo(l, id(1));
    // Another process reads the live release's server file as fast as it can, as a starting
    // worker would, and counts every time it is not there.
    const reader = spawn(
      process.execPath,
      [
        '-e',
        `const fs = require('fs'); let misses = 0, reads = 0, warm = false;
         const file = ${JSON.stringify(path.join(l.live, 'server', 'index.js'))};
         process.on('message', () => { process.send({ misses, reads }); process.exit(0); });
         process.on('disconnect', () => process.exit(0));
         (function loop() { for (let i = 0; i < 200; i++) { try { fs.readFileSync(file); reads++; } catch { misses++; } } if (!warm && reads >= 1000) { warm = true; process.send({ reads }); } setImmediate(loop); })();`,
      ],
      { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] },
    );
    onTestFinished(() => void reader.kill('SIGKILL'));
    // Switch once it reads at full speed (a thousand reads in).
    const warm = await new Promise<{ reads: number }>((resolve) =>
      reader.once('message', (m) => resolve(m as { reads: number })),
    );
    for (let i = 0; i < 400; i++) switchTo(l, id((i % 2) + 1));
    const result = await new Promise<{ misses: number; reads: number }>((resolve) => {
      reader.once('message', (m) => resolve(m as { misses: number; reads: number }));
      reader.send('done');
    });
    expect(result.reads).toBeGreaterThan(warm.reads);
    expect(result.misses).toBe(0);
  });

  it('prunes what is out of circulation, and the pool files only those releases had', () => {
    const l = tempLayout();
    const now = new Date('2026-11-26T12:00:00Z');
    const ago = (days: number) => new Date(now.getTime() - days * DAY);
    // Ten releases built a day apart; each was live until the next one.
    for (let n = 1; n <= 10; n++) {
      fakeBuild(l, id(n), ago(20 - n));
      switchTo(l, id(n), ago(20 - n));
    }
    // A build that never went live, older than all but two.
    fakeBuild(l, '20261101-000000', ago(30));
    // Leftovers of an interrupted build: two days old, and one of a build still running.
    fs.mkdirSync(stagingDir(l, '20261101-000099'), { recursive: true });
    fs.utimesSync(stagingDir(l, '20261101-000099'), ago(2), ago(2));
    fs.mkdirSync(stagingDir(l, '20261126-115959'), { recursive: true });

    const pruned = prune(l, now);
    const left = listReleases(l).map((r) => r.id);
    // Kept: the KEEP_NEWEST newest (6..10, 10 live); 4 and 5 were replaced within ASSET_DAYS.
    const keptById = (n: number) => n > 10 - KEEP_NEWEST || 20 - (n + 1) < ASSET_DAYS;
    const expected = Array.from({ length: 10 }, (_, i) => i + 1)
      .filter(keptById)
      .map(id);
    expect(left.sort()).toEqual(expected.sort());
    expect(pruned.releases.sort()).toEqual(
      [
        ...Array.from({ length: 10 }, (_, i) => i + 1)
          .filter((n) => !keptById(n))
          .map(id),
        '20261101-000000',
      ].sort(),
    );
    const pool = fs.readdirSync(l.pool);
    for (const n of Array.from({ length: 10 }, (_, i) => i + 1)) {
      expect(pool.includes(`desktop-${id(n)}.css`), `release ${n}`).toBe(keptById(n));
    }
    expect(pool).toContain('vendor-SHARED.js');
    expect(fs.existsSync(stagingDir(l, '20261101-000099'))).toBe(false);
    expect(fs.existsSync(stagingDir(l, '20261126-115959'))).toBe(true);
    expect(liveId(l)).toBe(id(10));
  });

  it('keeps the rollback target however old it is', () => {
    const l = tempLayout();
    const now = new Date('2026-11-26T12:00:00Z');
    for (let n = 1; n <= 8; n++) fakeBuild(l, id(n), new Date(now.getTime() - (40 - n) * DAY));
    switchTo(l, id(1), new Date(now.getTime() - 30 * DAY));
    // Builds 2..8 never went live; then 8 does, today.
    switchTo(l, id(8), now);
    prune(l, now);
    expect(previousId(l)).toBe(id(1));
    expect(fs.existsSync(releaseDir(l, id(1)))).toBe(true);
    expect(fs.existsSync(releaseDir(l, id(2)))).toBe(false);
    expect(fs.readdirSync(l.pool)).toContain(`desktop-${id(1)}.css`);
  });
});
