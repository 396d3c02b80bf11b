// For the edge tests (issues 25 and 37): nginx (the shipped config) before one or more servers that
// refresh it, a visitor's request to nginx over https, and a TCP relay between a server and Redis
// that can be cut, so one server loses Redis while the others keep it.
import https from 'node:https';
import net from 'node:net';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { ChildProcess } from 'node:child_process';
import { freePort } from './free-port.ts';
import { makeCertificate, startNginx } from './nginx.ts';

export interface Edge {
  /** nginx's https address. */
  url: string;
  /** What a server behind it needs to refresh it (nginx's certificate trusted). */
  siteEnv: Record<string, string>;
  accessLog: string;
  /** Starts nginx (one worker: its round robin alternates) before the servers on these ports. */
  start(ports: number[]): Promise<ChildProcess>;
}

/** An nginx in `dir` honouring refreshes with `token`; its address is known before it starts, so
 *  the servers behind it can be told it first. */
export async function planEdge(dir: string, token: string): Promise<Edge> {
  const { cert, key } = makeCertificate(dir);
  const [httpPort, httpsPort] = [await freePort(), await freePort()];
  const url = `https://127.0.0.1:${httpsPort}`;
  return {
    url,
    siteEnv: {
      EDGE_REFRESH_URL: url,
      EDGE_REFRESH_TOKEN: token,
      EDGE_REFRESH_HOSTS: '127.0.0.1',
      // nginx's certificate (self-signed, for 127.0.0.1) is the one the site trusts for it.
      NODE_EXTRA_CA_CERTS: cert,
    },
    accessLog: path.join(dir, 'nginx', 'access.log'),
    start: (ports) =>
      startNginx({
        dir: path.join(dir, 'nginx'),
        cert,
        key,
        httpPort,
        httpsPort,
        upstream: ports.map((p) => `127.0.0.1:${p}`).join(' '),
        workers: 1,
        edgeRefreshToken: token,
      }),
  };
}

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
