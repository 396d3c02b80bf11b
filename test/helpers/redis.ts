// Debian's redis-server on a free loopback port, in memory by default (no dump, no append-only file):
// the shared state of several servers in tests (issue 25). `stop()` and `start()` again on the
// same port play a Redis restart or outage (its data lost, unless started with `persist`).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.ts';
import { ownProcessGroup } from './test-run.ts';
import { waitUntil } from './wait.ts';

const REDIS_BIN = process.env.REDIS_SERVER ?? 'redis-server';

export interface TestRedis {
  port: number;
  url: string;
  /** Stops the server (an outage); its data is gone unless it persists. */
  stop(): Promise<void>;
  /** Starts it again on the same port. */
  start(): Promise<void>;
}

function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.setTimeout(500);
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (d) => {
      socket.destroy();
      // A Redis with a password answers, too, that it wants one.
      resolve(/^(\+PONG|-NOAUTH)/.test(d.toString()));
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/** `persist`: an append-only file (fsync on every write) in a folder of its own, so the data
 *  survives stop() and start(), as a Redis run with persistence keeps it across an outage.
 *  `password`: clients must give it (requirepass); `url` carries it.
 *  `debug`: DEBUG commands allowed from loopback (`DEBUG SLEEP 5` pauses the server, as a
 *  Redis swapping or running a long command would). */
export async function startRedis(
  opts: { persist?: boolean; password?: string; debug?: boolean } = {},
): Promise<TestRedis> {
  const port = await freePort();
  const persistence = opts.persist
    ? ['--dir', fs.mkdtempSync(path.join(os.tmpdir(), 'redis-')), '--appendonly', 'yes', '--appendfsync', 'always']
    : ['--appendonly', 'no'];
  if (opts.password) persistence.push('--requirepass', opts.password);
  if (opts.debug) persistence.push('--enable-debug-command', 'local');
  let child: ChildProcess | undefined;
  const start = async () => {
    child = spawn(REDIS_BIN, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', ...persistence], {
      stdio: 'ignore',
      // redis-server overwrites its environment (the run's tag) with its title: a group of its own,
      // written down, is how the run's end finds it if a test never stopped it.
      detached: true,
    });
    ownProcessGroup(child);
    await waitUntil(`redis-server on ${port} (apt-get install -y redis-server)`, () => answersPing(port), 10_000);
  };
  const stop = async () => {
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child!.once('exit', r));
    child.kill('SIGKILL');
    await exited;
  };
  await start();
  const auth = opts.password ? `:${encodeURIComponent(opts.password)}@` : '';
  return { port, url: `redis://${auth}127.0.0.1:${port}`, stop, start };
}
