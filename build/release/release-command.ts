// `npm run release`: the upgrade, in one command, for a checkout run by pm2 (docs/operations.md).
//   1. installs the dependencies when package-lock.json says other than node_modules has (npm ci);
//   2. builds a new release beside the live one (build/build.ts --no-switch);
//   3. gives it its own node_modules (hard links: a later npm ci cannot change a running release);
//   4. starts it on a spare port with a scratch DATA_DIR and checks /readyz, the home page of both
//      apps and every asset those pages reference;
//   5. switches dist to it and reloads pm2 (rolling; each new worker reads .env as it starts, and
//      the config's node_args apply; no --update-env, which would copy this shell's variables
//      into pm2 for good, where they outrank .env), then checks that every worker is a new one
//      that said it was ready (it reports its start's time to pm2);
//   6. prunes releases and pool files no longer in circulation (releases-folder.ts).
// A failure before step 5 leaves the live release serving as it was, and says why.
//
// `npm run release -- --rollback [id]` switches back to the release live before (or `id`) and
// reloads; `--list` shows the releases. `--no-reload` stops after the switch (no pm2: the Docker
// image, or a reload run by hand). `npm run reload` (--reload-only) is the runbook's reload after
// editing .env: it checks the configuration, reloads and checks the workers, as a release does.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { READY_METRIC } from '../../server/startup-timer.ts';
import { TIMED_OUT, within } from '../../server/concurrency/within.ts';
import {
  addToPool,
  layout,
  listReleases,
  liveId,
  newReleaseId,
  previousId,
  prune,
  releaseDir,
  switchTo,
  type Layout,
} from './releases-folder.ts';

const args = process.argv.slice(2);
const flag = (name: string) => args.includes(name);
const l = layout();
const rel = (p: string) => path.relative(l.root, p) || '.';
/** How the output names this command: npm run release, or npm run reload. */
const COMMAND = flag('--reload-only') ? 'reload' : 'release';

function say(line: string): void {
  console.log(`${COMMAND}: ${line}`);
}

class ReleaseError extends Error {}
/** A failure after the switch: the live link has moved. */
class SwitchedError extends ReleaseError {}

/** One release command at a time: a second one waits for nothing and stops at once. */
function lock(): () => void {
  fs.mkdirSync(l.releases, { recursive: true });
  const file = path.join(l.releases, '.lock');
  try {
    fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
  } catch {
    const holder = Number(fs.readFileSync(file, 'utf8'));
    let alive = false;
    try {
      process.kill(holder, 0);
      alive = true;
    } catch {
      // the holder is gone: a stale lock
    }
    if (alive) throw new ReleaseError(`another release (pid ${holder}) is running`);
    fs.writeFileSync(file, String(process.pid));
  }
  return () => fs.rmSync(file, { force: true });
}

/** True when node_modules holds exactly what package-lock.json lists (npm's own record of the
 *  installed tree, node_modules/.package-lock.json, against the lock). */
function installedMatchesLock(root: string): boolean {
  try {
    type Lock = { packages: Record<string, { version?: string; integrity?: string }> };
    const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as Lock;
    const installed = JSON.parse(
      fs.readFileSync(path.join(root, 'node_modules', '.package-lock.json'), 'utf8'),
    ) as Lock;
    const want = Object.entries(lock.packages).filter(([p]) => p !== '');
    return want.every(([p, info]) => {
      const got = installed.packages[p];
      // Optional packages for other platforms are in the lock but never installed.
      if (!got) return !fs.existsSync(path.join(root, p)) && 'optional' in info;
      return got.version === info.version && got.integrity === info.integrity;
    });
  } catch {
    return false;
  }
}

function run(cmd: string, argv: string[]): void {
  const r = spawnSync(cmd, argv, { cwd: l.root, stdio: 'inherit' });
  if (r.status !== 0) throw new ReleaseError(`${cmd} ${argv.join(' ')} failed (${r.status ?? r.signal})`);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

/** The desktop and phone browsers the check asks as. */
const CLIENTS = {
  desktop: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36',
  phone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
};

const ASSET_TYPES: Record<string, RegExp> = { '.js': /javascript/, '.css': /^text\/css/ };

/**
 * Starts the release on a spare loopback port with the live configuration (.env and the shell)
 * but a scratch DATA_DIR, and checks it serves: /readyz, both apps' home pages, and every asset
 * they reference with its type. Resolves with a line of what was checked.
 */
async function checkRelease(dir: string, timeoutMs = 90_000): Promise<string> {
  const port = await freePort();
  const data = fs.mkdtempSync(path.join(os.tmpdir(), 'defan-release-check-'));
  const child = spawn(
    process.execPath,
    ['--env-file-if-exists=.env', '--max-old-space-size=384', path.join(dir, 'server', 'index.js')],
    {
      cwd: l.root,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: data,
        // pm2.config.cjs's: this start compiles the new release's code once, for the workers.
        NODE_COMPILE_CACHE: path.join(l.root, '.cache', 'node-compile-cache'),
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr!.on('data', (d: Buffer) => (stderr = (stderr + d.toString()).slice(-4000)));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const base = `http://127.0.0.1:${port}`;
  try {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const code = await within(300, exited);
      if (code !== TIMED_OUT) throw new ReleaseError(`the new release exited (${String(code)}) at start:\n${stderr}`);
      const ready = await fetch(`${base}/readyz`).catch(() => null);
      if (ready?.ok) {
        const body = (await ready.json()) as { release?: string };
        if (body.release !== path.basename(dir))
          throw new ReleaseError(`/readyz names release ${body.release}, expected ${path.basename(dir)}`);
        break;
      }
      if (Date.now() > deadline)
        throw new ReleaseError(`the new release was not ready within ${timeoutMs} ms:\n${stderr}`);
    }
    let assets = 0;
    for (const [client, ua] of Object.entries(CLIENTS)) {
      const page = await fetch(`${base}/`, { headers: { 'user-agent': ua } });
      const html = await page.text();
      if (page.status !== 200) throw new ReleaseError(`${client} home page answered ${page.status}`);
      const refs = [...new Set([...html.matchAll(/["'](\/assets\/[^"'?#]+)["']/g)].map((m) => m[1]!))];
      if (!refs.some((r) => r.endsWith('.css')) || !refs.some((r) => r.endsWith('.js')))
        throw new ReleaseError(`${client} home page references no stylesheet or no script`);
      for (const ref of refs) {
        const res = await fetch(`${base}${ref}`);
        const type = ASSET_TYPES[path.extname(ref)];
        if (res.status !== 200 || (type && !type.test(res.headers.get('content-type') ?? '')))
          throw new ReleaseError(`${client} asset ${ref}: ${res.status} ${res.headers.get('content-type')}`);
        await res.arrayBuffer();
        assets++;
      }
    }
    return `ready, both home pages 200, ${assets} assets 200`;
  } finally {
    child.kill('SIGTERM');
    await within(12_000, exited);
    if (child.exitCode === null) child.kill('SIGKILL');
    fs.rmSync(data, { recursive: true, force: true });
  }
}

/** pm2 from PATH, else the checkout's own. */
function pm2Bin(): string {
  const local = path.join(l.root, 'node_modules', '.bin', 'pm2');
  const onPath = spawnSync('pm2', ['--version'], { stdio: 'ignore' }).status === 0;
  if (onPath) return 'pm2';
  if (fs.existsSync(local)) return local;
  throw new ReleaseError('pm2 is not installed (npm install -g pm2), or use --no-reload');
}

/** The site's pm2 processes (app defan-site). */
interface Pm2Worker {
  pid: number;
  pm_id: number;
  pm2_env: { status: string; restart_time: number; axm_monitor?: Record<string, { value?: unknown }> };
}
const APP = 'defan-site';

function workers(): Pm2Worker[] {
  const list = JSON.parse(execFileSync(pm2Bin(), ['jlist'], { cwd: l.root, encoding: 'utf8' })) as (Pm2Worker & {
    name: string;
  })[];
  return list.filter((p) => p.name === APP);
}

/** How long the worker took to be ready, as it told pm2 (server/index.ts), or undefined before. */
function readyMs(w: Pm2Worker): number | undefined {
  const value = w.pm2_env.axm_monitor?.[READY_METRIC]?.value;
  return typeof value === 'number' ? value : undefined;
}

/**
 * After a reload: every worker is a new process (none of `before`), online, and said it was
 * ready. pm2 stops an old worker once its replacement is ready, or after listen_timeout whatever
 * happened; a worker that is not ready by the time pm2 is done had failed to start (a crash, a
 * start slower than listen_timeout) and its old one is gone: that is reported, not hidden.
 */
async function checkWorkers(before: Set<number>, waitMs = 15_000): Promise<string> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const now = workers();
    const notReady = now.filter((w) => before.has(w.pid) || w.pm2_env.status !== 'online' || readyMs(w) === undefined);
    if (now.length && !notReady.length)
      return `${now.length} workers ready: ${now.map((w) => `${w.pm_id} in ${(readyMs(w)! / 1000).toFixed(1)} s`).join(', ')}`;
    if (Date.now() > deadline) {
      const what = now.length
        ? notReady
            .map((w) =>
              before.has(w.pid)
                ? `worker ${w.pm_id} was not replaced (pid ${w.pid})`
                : `worker ${w.pm_id} is ${w.pm2_env.status}, not ready (${w.pm2_env.restart_time} restarts)`,
            )
            .join('; ')
        : `no ${APP} workers`;
      throw new ReleaseError(`${what}: see \`pm2 logs ${APP} --err --lines 50\``);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** A rolling reload of the running app (or its first start), then each worker checked. */
async function reload(): Promise<void> {
  if (flag('--no-reload')) {
    say('switched; not reloading (--no-reload): run `pm2 startOrReload pm2.config.cjs`');
    return;
  }
  say('reloading pm2 (one worker at a time, each old one stopped once its new one is ready)');
  const bin = pm2Bin();
  const before = new Set(workers().map((w) => w.pid));
  try {
    execFileSync(bin, ['startOrReload', 'pm2.config.cjs'], { cwd: l.root, stdio: 'inherit' });
    say(await checkWorkers(before));
  } catch (e) {
    const why = e instanceof ReleaseError ? e.message : `the pm2 reload failed (${(e as Error).message})`;
    if (flag('--reload-only')) throw new ReleaseError(why);
    throw new SwitchedError(
      `dist now points at ${liveId(l)}, but ${why}; ` +
        'run `pm2 startOrReload pm2.config.cjs` once the cause is fixed, or roll back',
    );
  }
}

/** The runbook's reload after editing .env: the configuration checked first, as the workers will
 *  read it (a bad value would stop every new worker at start), then the reload and its check. */
async function reloadOnly(): Promise<void> {
  const check = spawnSync(process.execPath, ['--env-file-if-exists=.env', 'server/check-config.ts'], {
    cwd: l.root,
    stdio: 'inherit',
  });
  if (check.status !== 0) throw new ReleaseError('the configuration is invalid: nothing was reloaded');
  await reload();
}

function list(layoutNow: Layout): void {
  const rows = listReleases(layoutNow);
  if (!rows.length) return say('no releases yet (npm run build or npm run release makes one)');
  for (const r of rows) {
    const state = r.live ? 'live' : r.replacedAt ? `replaced ${r.replacedAt}` : 'never live';
    console.log(`${r.live ? '*' : ' '} ${r.id}  ${r.commit ?? '-'}  built ${r.builtAt || '?'}  ${state}`);
  }
}

async function release(): Promise<void> {
  const started = Date.now();
  const was = liveId(l);
  if (!flag('--skip-install') && !installedMatchesLock(l.root)) {
    say('dependencies changed: npm ci');
    run('npm', ['ci', '--no-audit', '--no-fund']);
  } else say('dependencies as locked');
  const info = newReleaseId(l);
  say(`building ${info.id}`);
  run(process.execPath, [path.join(l.root, 'build', 'build.ts'), '--no-switch', `--release-id=${info.id}`]);
  const dir = releaseDir(l, info.id);
  // Its own dependencies, linked file by file: npm ci replaces node_modules' files, never
  // rewrites them, so the links keep this release's copies whatever a later install does.
  const modules = fs.realpathSync(path.join(l.root, 'node_modules'));
  const cp = spawnSync('cp', ['-al', modules, path.join(dir, 'node_modules')], { stdio: 'inherit' });
  if (cp.status !== 0) fs.cpSync(modules, path.join(dir, 'node_modules'), { recursive: true });
  say(`checking ${info.id} on a spare port`);
  say(await checkRelease(dir));
  switchTo(l, info.id);
  say(`dist -> ${rel(dir)} (was ${was ?? 'none'})`);
  await reload();
  const pruned = prune(l);
  say(
    `${info.id} is live in ${Math.round((Date.now() - started) / 1000)} s` +
      (pruned.releases.length ? `; pruned ${pruned.releases.join(', ')} and ${pruned.assets} pool files` : ''),
  );
}

async function rollback(): Promise<void> {
  const named = args[args.indexOf('--rollback') + 1];
  const target = named && !named.startsWith('--') ? named : previousId(l);
  if (!target) throw new ReleaseError('no earlier release to go back to');
  if (!fs.existsSync(path.join(releaseDir(l, target), 'server', 'index.js')))
    throw new ReleaseError(`no release ${target} (npm run release -- --list)`);
  const was = liveId(l);
  if (target === was) throw new ReleaseError(`${target} is already live`);
  addToPool(l, target);
  switchTo(l, target);
  say(`rolled back: dist -> ${rel(releaseDir(l, target))} (was ${was ?? 'none'})`);
  await reload();
}

async function main(): Promise<void> {
  if (flag('--list')) return list(l);
  const unlock = lock();
  try {
    if (flag('--reload-only')) await reloadOnly();
    else if (flag('--rollback')) await rollback();
    else await release();
  } finally {
    unlock();
  }
}

try {
  await main();
} catch (e) {
  if (!(e instanceof ReleaseError)) throw e;
  console.error(`${COMMAND}: ${e.message}`);
  if (!(e instanceof SwitchedError) && !flag('--reload-only'))
    console.error(`release: the live release is unchanged (${liveId(l) ?? 'none'})`);
  process.exit(1);
}
