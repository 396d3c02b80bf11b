import http from 'node:http';
import net from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { capConnectionsPerAddress } from './connection-cap.ts';

describe('capConnectionsPerAddress', () => {
  let server: http.Server | undefined;
  const sockets: net.Socket[] = [];
  afterEach(async () => {
    for (const s of sockets.splice(0)) s.destroy();
    await new Promise((r) => server?.close(r));
  });

  async function listen(trustProxy: string, refused: string[]) {
    server = http.createServer((_req, res) => res.end('ok'));
    const cap = capConnectionsPerAddress(server, { maxPerAddress: 3, trustProxy, onRefuse: (a) => refused.push(a) });
    // The server's side of each connection, seen after the cap has had its say on it.
    const accepted: net.Socket[] = [];
    server.on('connection', (s: net.Socket) => accepted.push(s));
    await new Promise<void>((r) => server!.listen(0, '127.0.0.1', r));
    return { cap, accepted, port: (server!.address() as net.AddressInfo).port };
  }
  /** The client's connect callback can come before the server has accepted: poll the count. */
  const counted = (cap: { open(a: string): number }, address: string, n: number) =>
    vi.waitFor(() => expect(cap.open(address)).toBe(n), { timeout: 10_000, interval: 5 });
  const open = (port: number, localAddress: string) =>
    new Promise<net.Socket>((resolve) => {
      const s = net.connect({ port, host: '127.0.0.1', localAddress }, () => resolve(s));
      sockets.push(s.on('error', () => undefined));
    });
  const closed = (s: net.Socket) =>
    new Promise<boolean>((r) => (s.destroyed ? r(true) : s.once('close', () => r(true))));

  it('closes an address’s connections past its share and counts them down as they close', async () => {
    const refused: string[] = [];
    const { cap, port } = await listen('false', refused);
    const mine = await Promise.all([1, 2, 3].map(() => open(port, '127.0.0.2')));
    await counted(cap, '127.0.0.2', 3);
    const fourth = await open(port, '127.0.0.2');
    expect(await closed(fourth)).toBe(true);
    expect(refused).toEqual(['127.0.0.2']);
    // Another address is not affected.
    await open(port, '127.0.0.3');
    await counted(cap, '127.0.0.3', 1);
    mine[0]!.destroy();
    await counted(cap, '127.0.0.2', 2);
  });

  it('never caps a trusted proxy', async () => {
    const { cap, accepted, port } = await listen('loopback', []);
    await Promise.all([1, 2, 3, 4, 5].map(() => open(port, '127.0.0.2')));
    await vi.waitFor(() => expect(accepted).toHaveLength(5), { timeout: 10_000, interval: 5 });
    expect(accepted.every((s) => !s.destroyed)).toBe(true);
    expect(cap.open('127.0.0.2')).toBe(0);
  });
});
