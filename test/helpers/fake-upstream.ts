// A real HTTP server standing in for the vendor API (or Baidu's oCPC API) whose answers each test
// scripts, and which records every request it receives.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export type Answer = { status: number; json?: unknown; text?: string } | 'hang';

export interface FakeUpstream {
  url: string;
  requests: ReceivedRequest[];
  /** Sets how the server answers from now on (called per request; may vary by request). */
  answer(fn: (req: ReceivedRequest, n: number) => Answer | Promise<Answer>): void;
  close(): Promise<void>;
}

export async function startFakeUpstream(): Promise<FakeUpstream> {
  const requests: ReceivedRequest[] = [];
  let respond: (req: ReceivedRequest, n: number) => Answer | Promise<Answer> = () => ({ status: 404, json: {} });
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const received = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString(),
      };
      requests.push(received);
      const a = await respond(received, requests.length);
      if (a === 'hang') {
        hanging.add(res);
        return;
      }
      res.writeHead(a.status, { 'content-type': a.text !== undefined ? 'text/plain' : 'application/json' });
      res.end(a.text ?? JSON.stringify(a.json ?? {}));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    answer(fn) {
      respond = fn;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** An answer that passes the request on to a real site (the embedded store) unchanged. */
export async function passThrough(base: string, req: ReceivedRequest): Promise<Answer> {
  const res = await fetch(`${base}${req.url}`, {
    method: req.method,
    headers: req.method === 'POST' ? { 'content-type': 'application/json' } : undefined,
    body: req.method === 'POST' ? req.body : undefined,
  });
  return { status: res.status, json: await res.json() };
}
