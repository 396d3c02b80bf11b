// `npm run dev` (build/dev.ts) in a copy of the checkout, for the tests and tools that edit its
// sources: a process group of its own (ended as a whole, whatever state it is in), a temporary
// DATA_DIR, a free port, and the live-reload event stream as an open page hears it.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { within } from '../../server/concurrency/within.ts';
import { copyCheckout } from './checkout.ts';
import { freePort } from './free-port.ts';

interface DevEvent {
  event: string;
  data: string;
}

export interface DevLoop {
  url: string;
  /** The copy of the checkout it runs in. */
  dir: string;
  /** Every event the stream sent so far, oldest first. */
  events: DevEvent[];
  /** The first event named `name` at index `from` of `events` or later (pass `events.length`
   *  taken before the change that should cause it). */
  event(name: string, from: number): Promise<DevEvent>;
  /** Polls `path` until its status is `status` (and its body includes `text`); returns the body. */
  answer(path: string, status: number, text?: string): Promise<string>;
  /** Rewrites a source file of the copy. */
  edit(file: string, change: (text: string) => string): void;
  /** What build/dev.ts printed so far. */
  output(): string;
  /** The site server's process id, while one runs. */
  sitePid(): number | undefined;
  stop(): Promise<void>;
}

const POLL_MS = 50;

async function until<T>(what: () => string, deadline: number, look: () => Promise<T | undefined> | T | undefined) {
  for (;;) {
    const found = await look();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what()}`);
    await delay(POLL_MS);
  }
}

function get(url: string): Promise<{ status: number; body: string } | undefined> {
  return new Promise((resolve) => {
    http
      .get(url, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, body: Buffer.concat(chunks).toString() }));
        res.on('error', () => resolve(undefined));
      })
      .on('error', () => resolve(undefined));
  });
}

/** Starts build/dev.ts in a fresh copy of the checkout; `timeoutMs` bounds every wait. */
export async function startDevLoop(timeoutMs: number): Promise<DevLoop> {
  const dir = copyCheckout('defan-dev-');
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'defan-dev-data-'));
  let printed = '';
  const child = spawn(process.execPath, ['build/dev.ts'], {
    cwd: dir,
    // Its own process group: the site server it starts is ended with it.
    detached: true,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, FORCE_COLOR: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (c: Buffer) => (printed += c.toString()));
  child.stderr.on('data', (c: Buffer) => (printed += c.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const killGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal);
    } catch {
      // The group is gone already.
    }
  };

  const events: DevEvent[] = [];
  let stream: http.ClientRequest | undefined;
  const listen = () =>
    new Promise<boolean>((resolve) => {
      stream = http.get(`${url}/__dev/events`, (res) => {
        resolve(true);
        let buffer = '';
        res.setEncoding('utf8');
        res.on('data', (text: string) => {
          buffer += text;
          let end;
          while ((end = buffer.indexOf('\n\n')) !== -1) {
            const lines = buffer.slice(0, end).split('\n');
            buffer = buffer.slice(end + 2);
            const field = (name: string) =>
              lines.filter((l) => l.startsWith(`${name}: `)).map((l) => l.slice(name.length + 2));
            events.push({ event: field('event')[0] ?? 'message', data: field('data').join('\n') });
          }
        });
      });
      stream.on('error', () => resolve(false));
    });

  const loop: DevLoop = {
    url,
    dir,
    events,
    event: (name, from) =>
      until(
        () => `the ${name} event (dev printed:\n${printed})`,
        Date.now() + timeoutMs,
        () => events.slice(from).find((e) => e.event === name),
      ),
    answer: (p, status, text = '') =>
      until(
        () => `${p} to answer ${status} ${text} (dev printed:\n${printed})`,
        Date.now() + timeoutMs,
        async () => {
          const got = await get(url + p);
          return got?.status === status && got.body.includes(text) ? got.body : undefined;
        },
      ),
    edit(file, change) {
      const target = path.join(dir, file);
      fs.writeFileSync(target, change(fs.readFileSync(target, 'utf8')));
    },
    output: () => printed,
    sitePid() {
      const script = path.join(dir, 'dist-dev', 'server', 'index.js');
      const pid = fs.readdirSync('/proc').find((p) => {
        try {
          return /^\d+$/.test(p) && fs.readFileSync(`/proc/${p}/cmdline`, 'utf8').split('\0').includes(script);
        } catch {
          return false; // ended meanwhile
        }
      });
      return pid === undefined ? undefined : Number(pid);
    },
    async stop() {
      stream?.destroy();
      killGroup('SIGTERM');
      await within(10_000, exited);
      // Whatever is left of the group (a server that would not stop, or the tool itself).
      killGroup('SIGKILL');
      await exited;
      for (const made of [dir, dataDir]) fs.rmSync(made, { recursive: true, force: true });
    },
  };
  try {
    await until(
      () => `the event stream (dev printed:\n${printed})`,
      Date.now() + timeoutMs,
      async () => ((await listen()) ? true : undefined),
    );
  } catch (err) {
    await loop.stop();
    throw err;
  }
  return loop;
}
