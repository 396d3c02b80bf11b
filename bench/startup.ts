// npm run bench:startup: how long a worker takes to start, on an idle machine and on a busy one
// (a CPU hog per core), as pm2 starts it in a reload (pm2.config.cjs's node_args and environment,
// the stores already made). Each run starts the built server (dist/server/index.js) on a spare
// port and times, from the spawn, the 'listening on' line and the first page answered (/news, a
// render); the server's own line also says where the time went (readyMs, startupMs). Prints each
// run and the medians. `--runs=<n>` (5), `--no-compile-cache` (without pm2.config.cjs's
// NODE_COMPILE_CACHE), `--busy-only`, `--idle-only`, `--dist=<folder>` (another build, e.g. an
// earlier release's, to compare).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadCpus } from '../test/helpers/cpu-load.ts';
import { freePort } from '../test/helpers/free-port.ts';

const root = path.resolve(import.meta.dirname, '..');
const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const RUNS = Number(arg('runs') ?? 5);
const compileCache = !process.argv.includes('--no-compile-cache');
const dist = path.resolve(arg('dist') ?? path.join(root, 'dist'));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-startup-'));
const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-startup-cache-'));

interface Start {
  listenMs: number;
  /** CPU time the process had used (all its threads) when it listened: its work, whatever the load. */
  cpuMs: number;
  pageMs: number;
  /** CPU time when the first page was answered (the render thread's loading counted either way). */
  pageCpuMs: number;
  readyMs?: number;
  startupMs?: Record<string, number>;
}

async function startOnce(): Promise<Start> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ['--max-old-space-size=384', path.join(dist, 'server/index.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      RENDER_THREADS: '1',
      MALLOC_ARENA_MAX: '2',
      MALLOC_MMAP_THRESHOLD_: '1048576',
      ...(compileCache ? { NODE_COMPILE_CACHE: cacheDir } : {}),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const listening = new Promise<{ at: number; cpuMs: number; line: Record<string, unknown> }>((resolve) => {
      let out = '';
      child.stdout!.on('data', (d: Buffer) => {
        out += d.toString();
        const line = out.split('\n').find((l) => l.includes('"listening on'));
        if (line) resolve({ at: performance.now(), cpuMs: cpuMsOf(child.pid!), line: JSON.parse(line) });
      });
    });
    let pageAt = 0;
    let pageCpuMs = 0;
    for (;;) {
      const ok = await fetch(`http://127.0.0.1:${port}/news`).then(
        async (r) => (await r.arrayBuffer(), r.status === 200),
        () => false,
      );
      if (ok) {
        pageAt = performance.now();
        pageCpuMs = cpuMsOf(child.pid!);
        break;
      }
      if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
      await new Promise((r) => setTimeout(r, 25));
    }
    const { at, cpuMs, line } = await listening;
    return {
      listenMs: Math.round(at - started),
      cpuMs,
      pageMs: Math.round(pageAt - started),
      pageCpuMs,
      readyMs: line.readyMs as number | undefined,
      startupMs: line.startupMs as Record<string, number> | undefined,
    };
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

/** User and system time of a process, from /proc (clock ticks of 10 ms). */
function cpuMsOf(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function series(name: string): Promise<void> {
  const runs: Start[] = [];
  for (let i = 0; i < RUNS; i++) {
    const run = await startOnce();
    runs.push(run);
    console.log(
      `${name} ${i + 1}: listening ${run.listenMs} ms (CPU ${run.cpuMs} ms), ` +
        `first page ${run.pageMs} ms (CPU ${run.pageCpuMs} ms)`,
      run.startupMs ?? '',
    );
  }
  const phases = Object.keys(runs[0]!.startupMs ?? {});
  const medians = Object.fromEntries(phases.map((p) => [p, median(runs.map((r) => r.startupMs![p]!))]));
  console.log(
    `${name}, median of ${RUNS}: listening ${median(runs.map((r) => r.listenMs))} ms ` +
      `(CPU ${median(runs.map((r) => r.cpuMs))} ms), ` +
      `first page ${median(runs.map((r) => r.pageMs))} ms (CPU ${median(runs.map((r) => r.pageCpuMs))} ms)`,
    phases.length ? medians : '',
  );
}

try {
  // The stores made and seeded once, as on a server being reloaded (and the compile cache filled).
  await startOnce();
  if (!process.argv.includes('--busy-only')) await series('idle');
  if (!process.argv.includes('--idle-only')) {
    const load = loadCpus();
    try {
      await series(`busy (${load.hogs} CPU hogs)`);
    } finally {
      load.stop();
    }
  }
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(cacheDir, { recursive: true, force: true });
}
