// The build and the release command as ops run them, on a copy of this checkout: a build that
// fails leaves the live release untouched; `npm run release` builds beside the live release,
// checks it on a spare port, switches and records it; a release that does not start is never
// switched to; `--rollback` switches back; `npm run reload` reloads pm2 and checks that every worker
// is a new one that said it was ready, and reloads nothing when .env is invalid. (Reloading pm2
// under load through nginx is the production rehearsal's test/production/upgrade.spec.ts.)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES } from '../../server/config.ts';
import { copyCheckout } from '../helpers/checkout.ts';
import { freePort } from '../helpers/free-port.ts';
import { untilServing } from '../helpers/wait.ts';

let checkout: string;
beforeAll(() => {
  checkout = copyCheckout('release-command-');
});
afterAll(() => fs.rmSync(checkout, { recursive: true, force: true }));

function run(script: string, ...args: string[]): { status: number | null; out: string } {
  const r = spawnSync(process.execPath, [path.join(checkout, script), ...args], {
    cwd: checkout,
    env: { ...process.env, LOG_LEVEL: 'warn', RENDER_THREADS: '0' },
    encoding: 'utf8',
    timeout: 240_000,
  });
  return { status: r.status, out: `${r.stdout}${r.stderr}` };
}

const live = () => fs.readlinkSync(path.join(checkout, 'dist'));
const releases = () =>
  fs
    .readdirSync(path.join(checkout, 'releases'))
    .filter((n) => /^\d{8}-\d{6}/.test(n))
    .sort();

describe('building and releasing', { timeout: 300_000 }, () => {
  it('builds a release and makes it live; a failed build leaves it live and leaves nothing behind', () => {
    const first = run('build/build.ts');
    expect(first.status, first.out).toBe(0);
    const a = live();
    expect(a).toMatch(/^releases\/\d{8}-\d{6}$/);
    const entry = path.join(checkout, 'client-desktop', 'entry.tsx');
    const source = fs.readFileSync(entry, 'utf8');
    fs.writeFileSync(entry, `${source}\nexport const broken = ;\n`);
    // Without the brand images' cache (a fresh clone) their drawing outlasts the failed bundle:
    // it must not write into the build's folder after the build removed it.
    fs.rmSync(path.join(checkout, '.cache'), { recursive: true, force: true });
    const failed = run('build/build.ts');
    fs.writeFileSync(entry, source);
    expect(failed.status).toBe(1);
    expect(failed.out).toContain('build failed, the live release is untouched');
    expect(live()).toBe(a);
    expect(fs.existsSync(path.join(checkout, 'dist', 'server', 'index.js'))).toBe(true);
    expect(fs.readdirSync(path.join(checkout, 'releases')).filter((n) => n.startsWith('.building-'))).toEqual([]);
  });

  it('releases: builds beside, checks on a spare port, switches; --rollback switches back', () => {
    const a = live();
    const out = run('build/release/release-command.ts', '--no-reload');
    expect(out.status, out.out).toBe(0);
    expect(out.out).toContain('dependencies as locked');
    expect(out.out).toMatch(/ready, both home pages 200, \d+ assets 200/);
    const b = live();
    expect(b).not.toBe(a);
    // Its own dependencies, linked: a later npm ci in the checkout cannot change it.
    const own = path.join(checkout, b, 'node_modules', 'react', 'package.json');
    expect(fs.lstatSync(path.join(checkout, b, 'node_modules')).isSymbolicLink()).toBe(false);
    expect(fs.statSync(own).nlink).toBeGreaterThan(1);
    // The release says what it is.
    expect(JSON.parse(fs.readFileSync(path.join(checkout, b, 'release.json'), 'utf8'))).toMatchObject({
      id: path.basename(b),
    });
    // Both releases' entry scripts are in the pool.
    const pool = fs.readdirSync(path.join(checkout, 'releases', 'assets'));
    for (const r of [a, b]) {
      const manifest = JSON.parse(fs.readFileSync(path.join(checkout, r, 'client', 'manifest.json'), 'utf8')) as {
        desktop: { js: string; css: string[] };
      };
      expect(pool).toContain(path.basename(manifest.desktop.js));
      expect(pool).toContain(path.basename(manifest.desktop.css[0]!));
    }

    const back = run('build/release/release-command.ts', '--rollback', '--no-reload');
    expect(back.status, back.out).toBe(0);
    expect(live()).toBe(a);
    const list = run('build/release/release-command.ts', '--list');
    expect(list.out).toMatch(new RegExp(`\\* ${path.basename(a)} `));
    expect(list.out).toMatch(new RegExp(`  ${path.basename(b)} .* replaced `));
  });

  it('never switches to a release that does not start, and says why', () => {
    const before = live();
    const count = releases().length;
    const entry = path.join(checkout, 'server', 'index.ts');
    const source = fs.readFileSync(entry, 'utf8');
    // Builds fine, dies at start.
    fs.writeFileSync(entry, `throw new Error('this release cannot start');\n${source}`);
    const out = run('build/release/release-command.ts', '--no-reload');
    fs.writeFileSync(entry, source);
    expect(out.status).toBe(1);
    expect(out.out).toContain('the new release exited');
    expect(out.out).toContain('this release cannot start');
    expect(out.out).toContain(`the live release is unchanged (${path.basename(before)})`);
    expect(live()).toBe(before);
    // Built and kept for a look, never live.
    expect(releases().length).toBe(count + 1);
  });
});

describe('npm run reload', { timeout: 300_000 }, () => {
  it('replaces every pm2 worker and checks each is new and ready; an invalid .env reloads nothing', async () => {
    // pm2 of its own; the settings in .env only, as on a server.
    const env: NodeJS.ProcessEnv = { ...process.env, PM2_HOME: path.join(checkout, '.pm2') };
    for (const name of CONFIG_VARIABLES) delete env[name];
    const port = await freePort();
    const envFile = path.join(checkout, '.env');
    fs.writeFileSync(envFile, `PORT=${port}\nHOST=127.0.0.1\nLOG_LEVEL=warn\n`);
    const pm2 = (...args: string[]) =>
      spawnSync(path.join(checkout, 'node_modules/.bin/pm2'), args, { cwd: checkout, env, encoding: 'utf8' });
    const reload = () => {
      const r = spawnSync(process.execPath, ['build/release/release-command.ts', '--reload-only'], {
        cwd: checkout,
        env,
        encoding: 'utf8',
        timeout: 240_000,
      });
      return { status: r.status, out: `${r.stdout}${r.stderr}` };
    };
    const pids = () => (JSON.parse(pm2('jlist').stdout) as { pid: number }[]).map((p) => p.pid).sort();
    try {
      expect(pm2('start', 'pm2.config.cjs', '--instances', '2').status).toBe(0);
      await untilServing(`http://127.0.0.1:${port}/readyz`, 60_000).catch((e: Error) => {
        throw new Error(`${e.message}: the pm2 cluster did not come up: ${pm2('logs', '--nostream').stdout}`);
      });
      const before = pids();
      const done = reload();
      expect(done.status, done.out).toBe(0);
      expect(done.out).toContain('The configuration is valid.');
      expect(done.out).toMatch(/reload: 2 workers ready: \d+ in \d+\.\d s, \d+ in \d+\.\d s/);
      const after = pids();
      expect(after).toHaveLength(2);
      expect(after.filter((pid) => before.includes(pid))).toEqual([]);

      // A value no worker could start with: said, and the running workers left alone.
      fs.writeFileSync(envFile, `PORT=${port}\nHOST=127.0.0.1\nLOG_LEVEL=loud\n`);
      const refused = reload();
      expect(refused.status).toBe(1);
      expect(refused.out).toContain('LOG_LEVEL');
      expect(refused.out).toContain('the configuration is invalid: nothing was reloaded');
      expect(pids()).toEqual(after);
    } finally {
      pm2('kill');
      fs.rmSync(envFile, { force: true });
    }
  });
});
