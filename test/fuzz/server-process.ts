// Runs the built server (dist/server/index.js) as a child process the way `npm run serve` does,
// so the fuzzer tests what ships: its own port, a temporary DATA_DIR, one render thread. It runs
// from a copy of dist/ taken when the run starts, because a build elsewhere in the checkout
// deletes dist/ first and would pull the files from under a running server.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const ROOT = path.resolve(import.meta.dirname, '../..');
const DIST = path.join(ROOT, 'dist');
// Written last by build/build.ts: with it present, the build is complete.
const BUILD_FILES = ['server/index.js', 'server/render-worker.js', 'client/manifest.json', 'client/metafile.json'];

export interface BuildSnapshot {
  /** The copied dist/server/index.js. */
  entry: string;
  remove(): void;
}

/**
 * Copies a complete build (dist/, or another build directory) beside the project's node_modules,
 * waiting up to a minute for a build in progress.
 */
export async function snapshotBuild(dist = DIST): Promise<BuildSnapshot> {
  const complete = (dir: string) => BUILD_FILES.every((f) => fs.existsSync(path.join(dir, f)));
  for (let attempt = 0; attempt < 60; attempt++) {
    if (!complete(dist)) {
      await sleep(1000);
      continue;
    }
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fuzz-build-'));
    const remove = () => fs.rmSync(dir, { recursive: true, force: true });
    try {
      fs.cpSync(dist, path.join(dir, 'dist'), { recursive: true, dereference: true });
    } catch {
      remove(); // dist/ changed while it was copied: try again
      continue;
    }
    if (!complete(path.join(dir, 'dist'))) {
      remove();
      continue;
    }
    // The bundle leaves packages external and is an ES module: it needs both beside it, and the
    // demo content the embedded store seeds from.
    fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
    fs.symlinkSync(path.join(ROOT, 'content'), path.join(dir, 'content'), 'dir');
    fs.writeFileSync(path.join(dir, 'package.json'), '{ "type": "module" }\n');
    return { entry: path.join(dir, 'dist/server/index.js'), remove };
  }
  throw new Error(
    `${path.join(dist, 'server/index.js')} is missing (or the build is incomplete): build the site first (npm run build)`,
  );
}

export interface ServerProcess {
  name: string;
  url: string;
  port: number;
  pid: number;
  /** Set once the process has exited (by itself or by stop()). */
  exit: { code: number | null; signal: NodeJS.Signals | null } | undefined;
  /** Resident memory of the process (all its threads), in MB; undefined once it is gone. */
  rssMb(): number | undefined;
  /** The last lines it wrote to stdout and stderr (pino JSON at LOG_LEVEL=warn). */
  logLines(): string[];
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

function readRssMb(pid: number): number | undefined {
  try {
    const m = /^VmRSS:\s+(\d+) kB/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Math.round(Number(m[1]) / 1024) : undefined;
  } catch {
    return undefined;
  }
}

/** Starts the built server with `env` on top of the fuzzer's defaults and waits for /healthz. */
export async function startBuiltServer(
  build: BuildSnapshot,
  name: string,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `fuzz-${name}-`));
  // Only what the server needs: a variable of the caller's shell (an API_BASE_*, say) must not
  // change the mode under test.
  const childEnv = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? os.tmpdir(),
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    RENDER_THREADS: '1',
    // As npm run serve, pm2 and Docker start it: glibc gives back what libvips frees.
    MALLOC_ARENA_MAX: '2',
    MALLOC_MMAP_THRESHOLD_: '1048576',
    ...env,
  };
  const child: ChildProcess = spawn(
    process.execPath,
    ['--max-old-space-size=384', '--enable-source-maps', build.entry],
    {
      cwd: ROOT,
      env: childEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const lines: string[] = [];
  const collect = (chunk: Buffer) => {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    if (lines.length > 5000) lines.splice(0, lines.length - 5000);
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);

  const proc: ServerProcess = {
    name,
    url: `http://127.0.0.1:${port}`,
    port,
    pid: child.pid!,
    exit: undefined,
    rssMb: () => (proc.exit ? undefined : readRssMb(child.pid!)),
    logLines: () => lines,
    async stop() {
      if (!proc.exit) {
        child.kill('SIGTERM');
        const ended = await Promise.race([exited.then(() => true), sleep(12_000).then(() => false)]);
        if (!ended) child.kill('SIGKILL');
        await exited;
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      proc.exit = { code, signal };
      resolve();
    }),
  );

  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline && !proc.exit) {
    if (await healthy(proc.url)) return proc;
    await sleep(100);
  }
  await proc.stop();
  throw new Error(`${name} server did not come up:\n${lines.slice(-20).join('\n')}`);
}

/** Whether /healthz answers 200 within two seconds. */
export async function healthy(url: string): Promise<boolean> {
  try {
    const res = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2000) });
    await res.arrayBuffer();
    return res.status === 200;
  } catch {
    return false;
  }
}
