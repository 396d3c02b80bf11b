// Releases side by side (issue 24): every build is a directory of its own under releases/, and
// `dist` is a symbolic link to the live one, switched atomically. A build never writes into the
// release that runs; rolling back is switching the link back and reloading.
//
//   releases/<id>/          one build: server/, client/, release.json (and, made by
//                           `npm run release`, its own node_modules of hard links)
//   releases/assets/        the asset pool: the hashed client files of every release kept, served
//                           by nginx and by the site, so HTML that outlives its release (page
//                           caches, nginx's stale copies, a CDN, open tabs) keeps its assets
//   releases/history.json   which release was built and switched to when
//   dist -> releases/<id>   the live release (pm2 runs dist/server/index.js; Node resolves the
//                           link when a process starts, so each worker keeps the release it
//                           started with)
//
// A release directory is kept while it is live, one of the KEEP_NEWEST newest, or was live within
// ASSET_DAYS; the pool holds exactly the files of the releases kept.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Newest releases always kept (rollback targets), whatever their age. */
export const KEEP_NEWEST = 5;
/** Days a replaced release's assets stay served: far beyond the longest life of its HTML (the page
 *  caches' minutes, nginx's inactive=1h, a CDN's s-maxage and stale window). An older open tab
 *  reloads once when a page chunk is missing (shared/app/chunk-reload.ts). */
export const ASSET_DAYS = 7;
const DAY_MS = 86_400_000;

export interface Layout {
  /** The checkout: releases/ and the dist link live here. */
  root: string;
  releases: string;
  pool: string;
  history: string;
  /** The link to the live release. */
  live: string;
}

export function layout(root = ROOT): Layout {
  const releases = path.join(root, 'releases');
  return {
    root,
    releases,
    pool: path.join(releases, 'assets'),
    history: path.join(releases, 'history.json'),
    live: path.join(root, 'dist'),
  };
}

/** What a release says about itself (releases/<id>/release.json; the server reports it in /readyz). */
export interface ReleaseInfo {
  id: string;
  commit: string | null;
  builtAt: string;
}

interface History {
  builds: ReleaseInfo[];
  /** Switches of the live link, oldest first. */
  switches: { id: string; at: string }[];
}

const RELEASE_ID = /^\d{8}-\d{6}(?:-[0-9a-f]{7,12})?(?:-\d+)?$/;

function isReleaseId(id: string): boolean {
  return RELEASE_ID.test(id);
}

function readHistory(l: Layout): History {
  try {
    const h = JSON.parse(fs.readFileSync(l.history, 'utf8')) as History;
    return { builds: h.builds ?? [], switches: h.switches ?? [] };
  } catch {
    return { builds: [], switches: [] };
  }
}

/** Written beside and renamed over, so a reader never sees half a file. */
function writeAtomically(file: string, text: string): void {
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, text);
  fs.renameSync(tmp, file);
}

function writeHistory(l: Layout, h: History): void {
  writeAtomically(l.history, `${JSON.stringify(h, null, 2)}\n`);
}

function gitCommit(root: string): string | null {
  try {
    return execFileSync('git', ['rev-parse', '--short=7', 'HEAD'], { cwd: root, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return null;
  }
}

/** A new release id: UTC time and the checkout's commit, e.g. 20261126-101500-6b61f6e. */
export function newReleaseId(l: Layout = layout(), now = new Date()): ReleaseInfo {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  const commit = gitCommit(l.root);
  const base = commit ? `${stamp}-${commit}` : stamp;
  let id = base;
  for (let n = 2; fs.existsSync(path.join(l.releases, id)); n++) id = `${base}-${n}`;
  return { id, commit, builtAt: now.toISOString() };
}

/** The directory a build writes into until it is complete (then `complete` renames it). */
export function stagingDir(l: Layout, id: string): string {
  return path.join(l.releases, `.building-${id}`);
}

export function releaseDir(l: Layout, id: string): string {
  return path.join(l.releases, id);
}

/**
 * A finished build becomes a release: its release.json and package.json (ESM, and the stop for
 * Node's package lookups) are written, the directory gets its final name, its assets join the
 * pool and the build is recorded. The live link is not touched.
 */
export function complete(l: Layout, info: ReleaseInfo): string {
  const staging = stagingDir(l, info.id);
  fs.writeFileSync(path.join(staging, 'release.json'), `${JSON.stringify(info, null, 2)}\n`);
  fs.writeFileSync(
    path.join(staging, 'package.json'),
    `${JSON.stringify({ name: 'defan-site-release', private: true, type: 'module' }, null, 2)}\n`,
  );
  const dir = releaseDir(l, info.id);
  fs.renameSync(staging, dir);
  addToPool(l, info.id);
  const h = readHistory(l);
  h.builds = [...h.builds.filter((b) => b.id !== info.id), info];
  writeHistory(l, h);
  return dir;
}

/** Links (or copies, across file systems) a release's hashed assets into the pool. Names carry
 *  their content's hash, so a name already there is the same file. */
export function addToPool(l: Layout, id: string): number {
  const from = path.join(releaseDir(l, id), 'client', 'assets');
  fs.mkdirSync(l.pool, { recursive: true });
  let added = 0;
  for (const name of fs.readdirSync(from)) {
    const target = path.join(l.pool, name);
    if (fs.existsSync(target)) continue;
    try {
      fs.linkSync(path.join(from, name), target);
    } catch {
      fs.copyFileSync(path.join(from, name), target);
    }
    added++;
  }
  return added;
}

/** The id of the live release, or null (no build yet, or dist/ is a plain folder). */
export function liveId(l: Layout = layout()): string | null {
  try {
    const target = fs.readlinkSync(l.live);
    const id = path.basename(target);
    return isReleaseId(id) ? id : null;
  } catch {
    return null;
  }
}

/**
 * Points the live link at a release: a new link made beside it is renamed over the old one, so
 * every process starting at any moment finds either release, never none. (A dist/ that is still
 * a plain folder, from before releases, is moved into releases/ first.)
 */
export function switchTo(l: Layout, id: string, now = new Date()): void {
  const dir = releaseDir(l, id);
  if (!fs.existsSync(path.join(dir, 'server', 'index.js'))) throw new Error(`No release ${id} in ${l.releases}`);
  addToPool(l, id);
  const stat = fs.lstatSync(l.live, { throwIfNoEntry: false });
  if (stat && !stat.isSymbolicLink()) {
    fs.renameSync(l.live, path.join(l.releases, `.unreleased-${now.getTime()}`));
  }
  const tmp = `${l.live}.${process.pid}.link`;
  fs.rmSync(tmp, { force: true });
  fs.symlinkSync(path.relative(path.dirname(l.live), dir), tmp);
  fs.renameSync(tmp, l.live);
  const h = readHistory(l);
  h.switches.push({ id, at: now.toISOString() });
  writeHistory(l, h);
}

export interface ReleaseRow extends ReleaseInfo {
  live: boolean;
  /** When it was last switched away from (null: live, or never live). */
  replacedAt: string | null;
  lastLiveFrom: string | null;
}

/** The releases on disk, newest first, with when each was live. */
export function listReleases(l: Layout = layout()): ReleaseRow[] {
  const h = readHistory(l);
  const current = liveId(l);
  const onDisk = fs.existsSync(l.releases) ? fs.readdirSync(l.releases).filter(isReleaseId) : [];
  return onDisk
    .map((id): ReleaseRow => {
      const info = h.builds.find((b) => b.id === id) ?? { id, commit: null, builtAt: '' };
      let lastLiveFrom: string | null = null;
      let replacedAt: string | null = null;
      h.switches.forEach((s, i) => {
        if (s.id !== id) return;
        lastLiveFrom = s.at;
        replacedAt = h.switches[i + 1]?.at ?? null;
      });
      return { ...info, live: id === current, lastLiveFrom, replacedAt: id === current ? null : replacedAt };
    })
    .sort((a, b) => (a.id < b.id ? 1 : -1));
}

/** The release live before the current one (the rollback target), if it is still on disk. */
export function previousId(l: Layout = layout()): string | null {
  const h = readHistory(l);
  const current = liveId(l);
  for (let i = h.switches.length - 1; i >= 0; i--) {
    const id = h.switches[i]!.id;
    if (id !== current && fs.existsSync(path.join(releaseDir(l, id), 'server', 'index.js'))) return id;
  }
  return null;
}

export interface Pruned {
  releases: string[];
  assets: number;
}

/**
 * Removes the releases no longer kept (not live, not among the newest KEEP_NEWEST, not live within
 * ASSET_DAYS, nor the rollback target) and every pool file no kept release has; also leftovers of
 * builds that failed or were interrupted, once they are a day old.
 */
export function prune(l: Layout = layout(), now = new Date()): Pruned {
  const rows = listReleases(l);
  const cutoff = now.getTime() - ASSET_DAYS * DAY_MS;
  const rollback = previousId(l);
  const kept = rows.filter(
    (r, i) =>
      r.live || i < KEEP_NEWEST || r.id === rollback || (r.replacedAt !== null && Date.parse(r.replacedAt) > cutoff),
  );
  const removed = rows.filter((r) => !kept.includes(r)).map((r) => r.id);
  for (const id of removed) fs.rmSync(releaseDir(l, id), { recursive: true, force: true });
  for (const name of fs.existsSync(l.releases) ? fs.readdirSync(l.releases) : []) {
    if (!/^\.(building|unreleased)-/.test(name)) continue;
    const dir = path.join(l.releases, name);
    if (now.getTime() - fs.statSync(dir).mtimeMs > DAY_MS) fs.rmSync(dir, { recursive: true, force: true });
  }
  const wanted = new Set<string>();
  for (const r of kept) {
    const assets = path.join(releaseDir(l, r.id), 'client', 'assets');
    if (fs.existsSync(assets)) for (const name of fs.readdirSync(assets)) wanted.add(name);
  }
  let assets = 0;
  if (fs.existsSync(l.pool)) {
    for (const name of fs.readdirSync(l.pool)) {
      if (wanted.has(name)) continue;
      fs.rmSync(path.join(l.pool, name), { force: true });
      assets++;
    }
  }
  if (removed.length) {
    const h = readHistory(l);
    h.builds = h.builds.filter((b) => !removed.includes(b.id));
    writeHistory(l, h);
  }
  return { releases: removed, assets };
}
