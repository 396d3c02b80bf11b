// For the edge tests (issue 37): a visitor's request to nginx over https, and a TCP relay between a
// server and Redis that can be cut, so one server loses Redis while the others keep it.
import https from 'node:https';
import net from 'node:net';
import type { AddressInfo } from 'node:net';

export const AGENTS = {
  desktop: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36',
  mobile:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
};
export type Device = keyof typeof AGENTS;

export interface EdgeAnswer {
  status: number;
  /** nginx's X-Cache-Status. */
  cache: string;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/** A request to nginx over https (its certificate is self-signed), as a visitor of that device. */
export function visit(
  edge: string,
  target: string,
  device: Device,
  headers: Record<string, string> = {},
): Promise<EdgeAnswer> {
  return new Promise((resolve, reject) => {
    const req = https.request(
      `${edge}${target}`,
      { headers: { 'user-agent': AGENTS[device], ...headers }, rejectUnauthorized: false, agent: false },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            cache: String(res.headers['x-cache-status']),
            headers: res.headers,
            text,
          }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

export interface TcpCut {
  /** redis://127.0.0.1:<relay port> */
  url: string;
  /** Drops every connection and refuses new ones until `restore`. */
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

/** A relay to the TCP port `to` on loopback. */
export async function startTcpCut(to: number): Promise<TcpCut> {
  const sockets = new Set<net.Socket>();
  let open = true;
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const server = net.createServer((client) => {
    track(client);
    if (!open) return client.destroy();
    const upstream = net.connect(to, '127.0.0.1');
    track(upstream);
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `redis://127.0.0.1:${port}`,
    cut() {
      open = false;
      for (const s of sockets) s.destroy();
    },
    restore() {
      open = true;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
