// Sends an HTTP case with node:http rather than fetch: fetch resolves '..', turns '\' into '/'
// and re-encodes the path, so the server would never see what the case meant to send.
import http from 'node:http';
import type { HttpCase } from './case-types.ts';
import type { Answer } from './raw-client.ts';

export interface HttpOptions {
  port: number;
  agent: http.Agent;
  timeoutMs: number;
  /** Keep the answer's body (as text) in the answer. */
  readBody?: boolean;
}

export function sendHttp(c: HttpCase, opts: HttpOptions): Promise<Answer> {
  const started = performance.now();
  const ms = () => Math.round(performance.now() - started);
  return new Promise((resolve) => {
    let settled = false;
    const finish = (a: Omit<Answer, 'ms'>) => {
      if (settled) return;
      settled = true;
      resolve({ ...a, ms: ms() });
    };
    let status: number | undefined;
    let req: http.ClientRequest;
    try {
      req = http.request({
        host: '127.0.0.1',
        port: opts.port,
        method: c.method,
        path: c.path,
        agent: opts.agent,
        headers: { ...(c.body ? { 'content-length': String(c.body.length) } : {}), ...c.headers },
        timeout: opts.timeoutMs,
      });
    } catch (e) {
      // node:http refused the case itself: a generator bug, reported as such.
      finish({ error: `client refused the request: ${(e as Error).message}` });
      return;
    }
    req.on('response', (res) => {
      status = res.statusCode;
      const chunks: Buffer[] = [];
      // Drained either way, so the kept-alive connection can carry the next case.
      res.on('data', (chunk: Buffer) => opts.readBody && chunks.push(chunk));
      res.on('end', () =>
        finish({ status: res.statusCode, text: opts.readBody ? Buffer.concat(chunks).toString('utf8') : undefined }),
      );
      res.on('error', () => finish({ status: res.statusCode }));
    });
    req.on('timeout', () => {
      finish({ status, error: 'timeout' });
      req.destroy();
    });
    req.on('error', (err: NodeJS.ErrnoException) => finish({ error: err.code ?? err.message }));
    req.end(c.body);
  });
}
