// A copy of this checkout in a temporary folder, for tests that build and release as ops do
// (build/build.ts, build/release/release-command.ts) without touching this checkout's own
// releases: the files git tracks as they are now in the working tree, the brand-image cache (so the build need not draw
// them again), and node_modules as a link to this checkout's.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

export function copyCheckout(prefix = 'defan-checkout-'): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT }).toString().split('\0').filter(Boolean);
  for (const file of files) {
    const from = path.join(ROOT, file);
    if (!fs.existsSync(from)) continue; // deleted in the working tree
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.copyFileSync(from, path.join(dir, file));
  }
  const brandCache = path.join(ROOT, '.cache', 'brand');
  if (fs.existsSync(brandCache)) fs.cpSync(brandCache, path.join(dir, '.cache', 'brand'), { recursive: true });
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'));
  return dir;
}
