// The end of a test run kills what its tests started (test/helpers/test-run.ts), even when a test
// timed out before its clean-up: a vitest run of a test that starts a detached process and a
// redis-server (which hides the run's tag) and then times out exits, and neither is left running.
// The same run without the global set-up (the control) leaves both behind, so the check can fail.
// And `npm test`'s own runner (test/run.ts) stopped by a signal (Ctrl-C, a kill, a cancelled CI
// job) ends what its runners started, where the control, without the signal handling, does not.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { endRun } from '../helpers/test-run.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const HELPERS = path.join(ROOT, 'test/helpers');
const dirs: string[] = [];

afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** A vitest project (inside the checkout, so it finds vitest) whose one test leaves a detached
 *  node process and a Redis running and then never ends. */
function leakyProject(withTeardown: boolean): string {
  const dir = path.join(ROOT, 'test-results', `run-teardown-${randomBytes(4).toString('hex')}`);
  dirs.push(dir);
  fs.mkdirSync(dir, { recursive: true });
  const setup = withTeardown ? [path.join(HELPERS, 'vitest-run.ts')] : [];
  fs.writeFileSync(
    path.join(dir, 'vitest.config.ts'),
    `import { defineConfig } from 'vitest/config';
export default defineConfig({ test: { include: ['leaky.test.ts'], globalSetup: ${JSON.stringify(setup)}, testTimeout: 3000 } });
`,
  );
  fs.writeFileSync(
    path.join(dir, 'leaky.test.ts'),
    `import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { test } from 'vitest';
import { startRedis } from ${JSON.stringify(path.join(HELPERS, 'redis.ts'))};

test('starts processes and times out', async () => {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { detached: true, stdio: 'ignore' });
  child.unref();
  const redis = await startRedis();
  fs.writeFileSync('left.json', JSON.stringify({ pid: child.pid, redisPort: redis.port }));
  await new Promise(() => {});
});
`,
  );
  return dir;
}

/** The environment of a fresh runner, not one of this run's workers. */
function freshRunner(): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(process.env).filter(([k]) => !k.startsWith('VITEST') && k !== 'TEST_WORKER_INDEX'),
  );
}

/** Runs vitest in `dir` with `env` added; resolves when it has exited. */
function runVitest(dir: string, env: Record<string, string> = {}): Promise<{ code: number | null; output: string }> {
  const base = freshRunner();
  const child = spawn(path.join(ROOT, 'node_modules/.bin/vitest'), ['run', '--root', dir], {
    cwd: dir,
    env: { ...base, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, output })));
}

function running(pid: number): boolean {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** SIGKILL is sent at once but a process ends, and its port closes, when the kernel gets to it:
 *  on a loaded machine that can be after the kill returns. */
async function gone(left: { pid: number; redisPort: number }): Promise<void> {
  await expect.poll(() => running(left.pid), { timeout: 20_000 }).toBe(false);
  await expect.poll(() => listening(left.redisPort), { timeout: 20_000 }).toBe(false);
}

describe.skipIf(process.platform !== 'linux')('the end of a test run', () => {
  it('kills what a timed-out test started, detached or hiding its tag, and vitest exits', async () => {
    const dir = leakyProject(true);
    const { code, output } = await runVitest(dir);
    expect(output).toMatch(/timed out/i);
    expect(code).toBe(1);
    const left = JSON.parse(fs.readFileSync(path.join(dir, 'left.json'), 'utf8')) as { pid: number; redisPort: number };
    await gone(left);
  }, 90_000);

  it('(control) without it, both outlive the run; the run id still finds and kills them', async () => {
    const dir = leakyProject(false);
    const id = `control-${randomBytes(4).toString('hex')}`;
    const { code } = await runVitest(dir, {
      DEFAN_TEST_RUN: [process.env.DEFAN_TEST_RUN, id].filter(Boolean).join(','),
    });
    expect(code).toBe(1);
    const left = JSON.parse(fs.readFileSync(path.join(dir, 'left.json'), 'utf8')) as { pid: number; redisPort: number };
    try {
      expect(running(left.pid)).toBe(true);
      expect(await listening(left.redisPort)).toBe(true);
    } finally {
      expect((await endRun(id)).map((p) => Number(p.split(' ')[0]))).toContain(left.pid);
    }
    await gone(left);
  }, 90_000);

  it.each([
    ['a runner told to stop ends what it started', true],
    ['(control) without the signal handling, a stopped runner leaves it running', false],
  ])(
    '%s',
    async (_title, signals) => {
      const dir = path.join(ROOT, 'test-results', `run-signal-${randomBytes(4).toString('hex')}`);
      dirs.push(dir);
      fs.mkdirSync(dir, { recursive: true });
      // As test/run.ts: a runner that tags the run, waits in spawnSync for a runner of its own, and
      // whose run left a process below a process group of its own (as Playwright's webServer does).
      const script = path.join(dir, 'runner.ts');
      fs.writeFileSync(
        script,
        `import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { endRunOnExit, tagRun } from ${JSON.stringify(path.join(HELPERS, 'test-run.ts'))};
tagRun();
endRunOnExit({ signals: ${signals} });
const server = spawn('sh', ['-c', 'sleep 300; true'], { detached: true, stdio: 'ignore' });
server.unref();
fs.writeFileSync(${JSON.stringify(path.join(dir, 'started'))}, String(server.pid));
spawnSync('sleep', ['300']);
await new Promise((r) => setTimeout(r, 1000));
`,
      );
      const runner = spawn(process.execPath, [script], { detached: true, stdio: 'ignore', env: freshRunner() });
      const exited = new Promise<number | null>((resolve) =>
        runner.once('exit', (code, sig) => resolve(code ?? (sig ? -1 : null))),
      );
      // The left process is the sleep below the sh that was started.
      const sleeper = () => {
        if (!fs.existsSync(path.join(dir, 'started'))) return undefined;
        const sh = fs.readFileSync(path.join(dir, 'started'), 'utf8');
        return fs
          .readdirSync('/proc')
          .filter((n) => /^\d+$/.test(n))
          .find((n) => {
            try {
              const stat = fs.readFileSync(`/proc/${n}/stat`, 'utf8');
              return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1] === sh;
            } catch {
              return false;
            }
          });
      };
      let left: string | undefined;
      await expect.poll(() => (left = sleeper()), { timeout: 20_000 }).toBeDefined();
      // Stopped as a terminal or CI stops it: the signal to the whole process group.
      process.kill(-runner.pid!, 'SIGTERM');
      expect(await exited).toBe(signals ? 143 : -1);
      try {
        if (signals) await expect.poll(() => running(Number(left)), { timeout: 20_000 }).toBe(false);
        else expect(running(Number(left))).toBe(true);
      } finally {
        try {
          process.kill(Number(left), 'SIGKILL');
        } catch {
          // gone already
        }
      }
    },
    60_000,
  );
});
