// The built server's own limits, as `npm run serve` starts it: a client that trickles its body is
// cut off after REQUEST_TIMEOUT_MS, and past MAX_CONNECTIONS a new connection is closed at once,
// while the connections already open keep being served.
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../helpers/site.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

/** Opens a socket and resolves once it is connected. */
function connect(port: number): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const s = net.connect(port, '127.0.0.1', () => resolve(s));
    s.once('error', reject);
  });
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

describe('the server limits slow clients and connection floods', () => {
  let server: ChildProcess;
  let port: number;
  const sockets: net.Socket[] = [];

  beforeAll(async () => {
    port = await freePort();
    server = spawn(process.execPath, ['--max-old-space-size=384', path.resolve('dist/server/index.js')], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: tempDir('limits-'),
        LOG_LEVEL: 'silent',
        RENDER_THREADS: '0',
        REQUEST_TIMEOUT_MS: '1500',
        MAX_CONNECTIONS: '6',
      },
      stdio: 'ignore',
    });
    for (let i = 0; i < 100; i++) {
      if (
        await fetch(`http://127.0.0.1:${port}/healthz`, { headers: { connection: 'close' } }).then(
          (r) => r.ok,
          () => false,
        )
      )
        return;
      await sleep(100);
    }
    throw new Error('server did not start');
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
    await sleep(200);
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
