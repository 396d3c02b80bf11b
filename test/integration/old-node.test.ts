// On a Node.js older than 24 (Debian's default is 20), the commands stop at once with one line
// saying what is needed: `npm install` through .npmrc's engine-strict (npm's own refusal, before
// anything is installed), build, serve, dev and test through build/check-node.cjs.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const CHECK = path.join(ROOT, 'build/check-node.cjs');

/** Runs the check on this Node, made to report `version` (a preload swaps process.version). */
function checkAs(version?: string) {
  const args = [CHECK];
  if (version) {
    const preload = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'old-node-')), 'as-old.cjs');
    fs.writeFileSync(
      preload,
      `Object.defineProperty(process, 'versions', { value: { ...process.versions, node: '${version}' } });\n` +
        `Object.defineProperty(process, 'version', { value: 'v${version}' });\n`,
    );
    args.unshift('--require', preload);
  }
  return spawnSync(process.execPath, args, { encoding: 'utf8' });
}

describe('an old Node.js', () => {
  it('stops the site’s commands with one line naming the version needed and how to get it', () => {
    const old = checkAs('20.20.2');
    expect(old.status).toBe(1);
    expect(old.stdout).toBe('');
    const lines = old.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('needs Node.js 24');
    expect(lines[0]).toContain('v20.20.2');
    expect(lines[0]).toContain('nvm install 24');
  });

  it('lets Node.js 24 through without a word', () => {
    const current = checkAs();
    expect(current.status).toBe(0);
    expect(current.stderr + current.stdout).toBe('');
  });

  it('runs the check before build, serve, dev and test, and npm install refuses an old engine', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
      engines: { node: string };
    };
    for (const script of ['build', 'serve', 'dev', 'test'])
      expect(pkg.scripts[`pre${script}`], `pre${script}`).toBe('node build/check-node.cjs');
    expect(pkg.engines.node).toBe('>=24');
    expect(fs.readFileSync(path.join(ROOT, '.npmrc'), 'utf8')).toMatch(/^engine-strict=true$/m);
  });
});
