// The built server's own limits, as `npm run serve` starts it: a client that trickles its body is
// cut off after REQUEST_TIMEOUT_MS, past MAX_CONNECTIONS a new connection is closed at once while
// the connections already open keep being served, and one address that opens more connections
// than the whole cap keeps only its share (MAX_CONNECTIONS_PER_ADDRESS) while others get in.
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { tempDir } from '../helpers/site.ts';
import { freePort } from '../helpers/free-port.ts';
import { untilServing } from '../helpers/wait.ts';

/** The client's rhythm: the scenario, not a wait. */
const pace = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Opens a socket (from `localAddress`, any of 127/8) and resolves once it is connected. */
function connect(port: number, localAddress?: string): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const s = net.connect({ port, host: '127.0.0.1', localAddress }, () => resolve(s));
    s.once('error', reject);
  });
}

/** Starts the built server with `env` and resolves once it answers /healthz. */
async function startServer(port: number, env: Record<string, string>): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['--max-old-space-size=384', path.resolve('dist/server/index.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: tempDir('limits-'),
      LOG_LEVEL: 'silent',
      RENDER_THREADS: '0',
      ...env,
    },
    stdio: 'ignore',
  });
  try {
    await untilServing(`http://127.0.0.1:${port}/healthz`);
  } catch (e) {
    server.kill('SIGKILL');
    throw e;
  }
  return server;
}

/** One GET /healthz on a new connection from `localAddress`: its status line, or '' if closed unanswered. */
async function healthFrom(port: number, localAddress: string): Promise<string> {
  const socket = await connect(port, localAddress);
  socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
  const { data } = await readUntilClosed(socket, 3000);
  socket.destroy();
  return data.split('\r\n')[0]!;
}

/** What the server sends on a socket until it closes it (or `ms` pass), and when it closed. */
function readUntilClosed(socket: net.Socket, ms: number): Promise<{ data: string; closedAfterMs: number | undefined }> {
  const t0 = performance.now();
  return new Promise((resolve) => {
    let data = '';
    socket.setEncoding('utf8');
    socket.on('data', (c: string) => (data += c));
    const timer = setTimeout(() => resolve({ data, closedAfterMs: undefined }), ms);
    socket.once('close', () => {
      clearTimeout(timer);
      resolve({ data, closedAfterMs: performance.now() - t0 });
    });
    socket.on('error', () => undefined);
  });
}

/** Sends a keep-alive GET /healthz on `socket` and resolves with the whole answer (headers and
 *  Content-Length bytes of body), leaving the connection open. */
function healthOn(socket: net.Socket): Promise<string> {
  return new Promise((resolve) => {
    let data = '';
    const onData = (c: Buffer) => {
      data += c.toString('latin1');
      const end = data.indexOf('\r\n\r\n');
      const length = Number(/content-length: (\d+)/i.exec(data)?.[1] ?? NaN);
      if (end >= 0 && data.length >= end + 4 + length) {
        socket.off('data', onData);
        resolve(data);
      }
    };
    socket.on('data', onData);
    socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
  });
}

describe('the server limits slow clients and connection floods', () => {
  let server: ChildProcess;
  let port: number;
  const sockets: net.Socket[] = [];

  beforeAll(async () => {
    port = await freePort();
    server = await startServer(port, { REQUEST_TIMEOUT_MS: '1500', MAX_CONNECTIONS: '6' });
  });
  afterAll(() => {
    for (const s of sockets) s.destroy();
    server.kill('SIGKILL');
  });

  it('cuts off a body that trickles in, after the request timeout', async () => {
    const socket = await connect(port);
    sockets.push(socket);
    socket.write(
      'POST /api/v1/client_demands/ HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
    );
    // One byte a quarter second: the body would take four minutes to arrive.
    const drip = setInterval(() => socket.writable && socket.write(' '), 250);
    const result = await readUntilClosed(socket, 8000);
    clearInterval(drip);
    expect(result.closedAfterMs, 'the connection was still open after 8 s').toBeDefined();
    expect(result.closedAfterMs!).toBeGreaterThan(1000);
    expect(result.data).toMatch(/^HTTP\/1\.1 408/);
  });

  it('closes connections past the cap at once and keeps serving the open ones', async () => {
    const held: net.Socket[] = [];
    for (let i = 0; i < 6; i++) held.push(await connect(port));
    sockets.push(...held);
    // Each of the six is served, so the server holds them all.
    for (const s of held) expect(await healthOn(s)).toMatch(/^HTTP\/1\.1 200/);
    const extra = await connect(port);
    sockets.push(extra);
    extra.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    const refused = await readUntilClosed(extra, 3000);
    expect(refused.closedAfterMs, 'the seventh connection was served').toBeDefined();
    expect(refused.data).toBe('');
    // One of the six open connections still gets its answer.
    held[0]!.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
    const served = await readUntilClosed(held[0]!, 3000);
    expect(served.data).toMatch(/^HTTP\/1\.1 200/);
    for (const s of held) s.destroy();
  });
});

describe('one address cannot take every connection', () => {
  let server: ChildProcess;
  let port: number;
  const sockets: net.Socket[] = [];

  beforeAll(async () => {
    port = await freePort();
    // The site faces the internet directly (no proxy trusted): the defaults, 2 048 connections in
    // all and 256 per address.
    server = await startServer(port, { TRUST_PROXY: 'false' });
  });
  afterAll(() => {
    for (const s of sockets) s.destroy();
    server.kill('SIGKILL');
  });

  it('leaves others served while one address holds 2 100 idle connections', async () => {
    // 127.0.0.2 opens more idle connections than the whole process accepts, 100 at a time.
    for (let i = 0; i < 2100; i += 100) {
      const batch = await Promise.all(
        Array.from({ length: 100 }, () => connect(port, '127.0.0.2').catch(() => undefined)),
      );
      for (const s of batch) if (s) sockets.push(s.on('error', () => undefined));
    }
    // The connections past its share close as the server gets to them.
    await vi.waitFor(() => expect(sockets.filter((s) => !s.destroyed && s.readyState === 'open')).toHaveLength(256), {
      timeout: 10_000,
      interval: 50,
    });
    // Another address is served at once, again and again, while the idle ones stay open.
    for (let i = 0; i < 5; i++) {
      const t0 = performance.now();
      expect(await healthFrom(port, '127.0.0.3')).toBe('HTTP/1.1 200 OK');
      expect(performance.now() - t0).toBeLessThan(1000);
      // Spread over a second: pacing, not waiting for anything.
      await pace(200);
    }
    // The flooding address gets no more than its share.
    expect(await healthFrom(port, '127.0.0.2')).toBe('');
    // Once it lets go of its connections, it is served again.
    for (const s of sockets.splice(0)) s.destroy();
    // Served once the server has counted its connections down (refused until then).
    await vi.waitFor(async () => expect(await healthFrom(port, '127.0.0.2')).toBe('HTTP/1.1 200 OK'), {
      timeout: 10_000,
      interval: 50,
    });
  });
});
