// What npm run bench and bench/ab.ts share: the agents and pages they load, a built server started
// as `npm run serve` starts it, and one autocannon run.
import { fork, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

export const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
export const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

export interface Case {
  name: string;
  path: string;
  ua: string;
}

export const CASES: Case[] = [
  { name: '/ desktop', path: '/', ua: DESKTOP },
  { name: '/ mobile', path: '/', ua: IPHONE },
  { name: 'article', path: '/news/1040', ua: DESKTOP },
  { name: '/news', path: '/news', ua: DESKTOP },
];

export const CONNECTIONS = 32;

/** Starts a script as a child process and waits for its first IPC message (ready). */
export async function start(
  script: string,
  args: string[],
  env: Record<string, string>,
  execArgv: string[] = [],
): Promise<ChildProcess> {
  const child = fork(script, args, {
    execArgv,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
  return child;
}

export async function stop(child: ChildProcess): Promise<void> {
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

/** A built site (`dist`) on `port`, with production settings and the given ones on top. */
export function startSite(dist: string, port: number, env: Record<string, string>): Promise<ChildProcess> {
  return start(
    path.join(dist, 'server/index.js'),
    [],
    {
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(os.tmpdir(), 'defan-bench-data'),
      LOG_LEVEL: 'silent',
      RENDER_THREADS: String(os.availableParallelism()),
      ...env,
    },
    // As `npm run serve` starts it (the same heap cap).
    ['--max-old-space-size=384'],
  );
}

/** One run of `seconds` against a page: requests per second, p99 latency, failed requests. */
export async function load(port: number, c: Case, seconds: number, headers: Record<string, string> = {}) {
  const r = await autocannon({
    url: `http://127.0.0.1:${port}${c.path}`,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { 'user-agent': c.ua, ...headers },
  });
  return { rps: r.requests.average, p99: r.latency.p99, errors: r.errors + r.non2xx };
}
