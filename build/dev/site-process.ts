// The site server of the development loop: one child process running the development build,
// started again after every change and after any exit. It tells it is ready the way it tells pm2
// (`process.send('ready')` once it listens, server/index.ts); its JSON log lines are printed
// through pino-pretty (an access line on one line of its own), anything else passes as it is.
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import readline from 'node:readline';
import { prettyFactory } from 'pino-pretty';

/** What the site is doing, as the proxy in front of it needs to know. */
type SiteState = { state: 'starting' } | Settled;
type Settled = { state: 'up'; port: number } | { state: 'down'; reason: string };

export interface SiteProcess {
  readonly state: SiteState;
  /** Resolves once the site is up or down, at once when it is either already. */
  settled(): Promise<Settled>;
  /** Stops the running server (if any) and starts a new one; resolves once it is up or down. */
  restart(): Promise<Settled>;
  stop(): Promise<void>;
}

/** How long a server may take to finish its requests and close its stores before it is killed. */
const STOP_TIMEOUT_MS = 5_000;

/** A loopback port free now, for the next server (each start takes a new one). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

/** The server's output for a terminal: pino's JSON lines made readable. */
function readableLogs(): (line: string) => string {
  const common = { ignore: 'pid,hostname', translateTime: 'SYS:HH:MM:ss.l' };
  const pretty = prettyFactory(common);
  const access = prettyFactory({
    ...common,
    hideObject: true,
    messageFormat: (log) => `${log.method} ${log.url} ${log.status} ${log.ms} ms ${log.cache}`,
  });
  return (line) => {
    let log: unknown;
    try {
      log = JSON.parse(line);
    } catch {
      return `${line}\n`;
    }
    if (typeof log !== 'object' || log === null) return `${line}\n`;
    return ('log' in log && log.log === 'access' ? access : pretty)(log);
  };
}

interface Server {
  process: ChildProcess;
  port: number;
  /** Made as it starts: waiting for the 'exit' event of a server that exited long before would
   *  wait forever (why `build.ts --watch` never started a server again after a crash at start). */
  exited: Promise<void>;
  /** Resolves with null once it listens, or with why it exited before. */
  ready: Promise<string | null>;
}

export function siteProcess(opts: { script: string; cwd: string; env: NodeJS.ProcessEnv }): SiteProcess {
  const readable = readableLogs();
  let state: SiteState = { state: 'down', reason: 'The site server has not started yet' };
  /** The server requests go to, and the one starting to replace it. */
  let current: Server | undefined;
  let starting: Server | undefined;
  /** Servers told to stop and not gone yet. */
  const stopping = new Set<Promise<void>>();
  let waiting: ((s: Settled) => void)[] = [];
  const settle = (next: Settled) => {
    state = next;
    for (const resolve of waiting) resolve(next);
    waiting = [];
  };

  const stopServer = (server: Server) => {
    server.process.kill('SIGTERM');
    const kill = setTimeout(() => server.process.kill('SIGKILL'), STOP_TIMEOUT_MS);
    const gone = server.exited.then(() => clearTimeout(kill));
    stopping.add(gone);
    void gone.then(() => stopping.delete(gone));
  };

  const launch = async (): Promise<Server> => {
    const port = await freePort();
    const proc = spawn(process.execPath, ['--enable-source-maps', opts.script], {
      cwd: opts.cwd,
      env: { ...opts.env, PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
    });
    readline.createInterface({ input: proc.stdout! }).on('line', (line) => process.stdout.write(readable(line)));
    let server: Server;
    const ready = new Promise<string | null>((resolve) => {
      proc.on('message', (message) => message === 'ready' && resolve(null));
      proc.once('exit', (code, signal) => {
        const reason = `The site server ${signal ? `was killed by ${signal}` : `exited with code ${code}`}`;
        resolve(reason);
        if (current !== server) return; // stopped on purpose, or never served
        current = undefined;
        console.error(`\n${reason}; it starts again once the code builds (save a file)\n`);
        settle({ state: 'down', reason });
      });
    });
    const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
    server = { process: proc, port, exited, ready };
    return server;
  };

  const settled = () =>
    state.state === 'starting' ? new Promise<Settled>((resolve) => waiting.push(resolve)) : Promise.resolve(state);

  return {
    get state() {
      return state;
    },
    settled,
    async restart() {
      // The server running now answers until the new one listens (both on the same DATA_DIR, as
      // pm2's workers are); without one, requests wait.
      const old = current;
      if (!old) state = { state: 'starting' };
      const next = (starting = await launch());
      const failed = await next.ready;
      starting = undefined;
      if (old) stopServer(old);
      if (failed) {
        console.error(`\n${failed} as it started; it starts again once the code builds (save a file)\n`);
        current = undefined;
        settle({ state: 'down', reason: failed });
      } else {
        current = next;
        settle({ state: 'up', port: next.port });
      }
      return state as Settled;
    },
    async stop() {
      for (const server of [current, starting]) if (server) stopServer(server);
      current = starting = undefined;
      await Promise.all(stopping);
    },
  };
}
