// Downloads a source picture for /_img: one GET with a time limit and a byte limit, redirects
// followed only to allowed origins (a media host must not bounce us to an internal address). The
// only retry is the one browsers make too: a kept-alive connection the media host closed just as
// it was reused (ECONNRESET or EPIPE before any answer) is asked again once, on a new connection.
// Nothing else is retried (the browser asks again; a dead media host should not hold workers).
import http from 'node:http';
import https from 'node:https';
import got, { RequestError } from 'got';
import { ImageRequestError } from './image-request.ts';

export interface FetchLimits {
  timeoutMs: number;
  maxBytes: number;
  /** Where a redirect may lead (the allowed media origins, and the site's own for its paths). */
  origins: readonly string[];
}

const MAX_REDIRECTS = 3;

const agent = {
  http: new http.Agent({ keepAlive: true, maxSockets: 16 }),
  https: new https.Agent({ keepAlive: true, maxSockets: 16 }),
};

const client = got.extend({
  agent,
  retry: { limit: 0 },
  followRedirect: false,
  throwHttpErrors: false,
  decompress: true,
  headers: { accept: 'image/avif,image/webp,image/png,image/jpeg,image/gif;q=0.8', 'user-agent': 'defan-site' },
});

export async function fetchSource(url: URL, limits: FetchLimits): Promise<Buffer> {
  let current = url;
  for (let hop = 0; ; hop++) {
    const { status, location, body } = await download(current, limits).catch((err: unknown) => {
      if (err instanceof DroppedConnection) return download(current, limits);
      throw err;
    });
    if (status >= 300 && status < 400 && location) {
      let next: URL;
      try {
        next = new URL(location, current);
      } catch {
        throw new ImageRequestError(502, 'The media host redirected to an address that is not valid');
      }
      if (hop >= MAX_REDIRECTS) throw new ImageRequestError(502, 'The media host redirected too many times');
      if (!limits.origins.includes(next.origin) || next.username || next.password) {
        throw new ImageRequestError(400, `The media host redirected to ${next.origin}, which is not an allowed origin`);
      }
      current = next;
      continue;
    }
    // A private bucket (OSS, COS, S3) answers 403 for an object that is not there.
    if (status === 404 || status === 410 || status === 403)
      throw new ImageRequestError(404, `The media host has no such image (HTTP ${status})`);
    if (status !== 200) throw new ImageRequestError(502, `The media host answered HTTP ${status}`);
    return body;
  }
}

function download(url: URL, limits: FetchLimits): Promise<{ status: number; location?: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const stream = client.stream(url, { timeout: { request: limits.timeoutMs } });
    const chunks: Buffer[] = [];
    let size = 0;
    let status = 0;
    let location: string | undefined;
    const fail = (err: Error) => {
      stream.destroy();
      reject(err);
    };
    stream.on('response', (res: http.IncomingMessage) => {
      status = res.statusCode ?? 0;
      location = res.headers.location;
      if (Number(res.headers['content-length']) > limits.maxBytes) fail(tooLarge(limits));
      // Nothing of a redirect's or an error's body is needed.
      else if (status !== 200) {
        stream.destroy();
        resolve({ status, location, body: Buffer.alloc(0) });
      }
    });
    stream.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limits.maxBytes) fail(tooLarge(limits));
      else chunks.push(chunk);
    });
    stream.on('end', () => resolve({ status, location, body: Buffer.concat(chunks, size) }));
    stream.on('error', (err: Error) => {
      if (status && status !== 200) return;
      const code = (err as RequestError).code;
      if (!status && (code === 'ECONNRESET' || code === 'EPIPE')) return void reject(new DroppedConnection(code));
      const timeout = err instanceof RequestError && err.code === 'ETIMEDOUT';
      reject(
        new ImageRequestError(
          timeout ? 504 : 502,
          timeout
            ? 'The media host did not answer in time'
            : `The media host is unreachable (${(err as RequestError).code ?? err.message})`,
        ),
      );
    });
  });
}

/** The connection closed before any answer; asked again once, then the media host is unreachable. */
class DroppedConnection extends ImageRequestError {
  constructor(code: string) {
    super(502, `The media host is unreachable (${code})`);
  }
}

const tooLarge = (limits: FetchLimits) =>
  new ImageRequestError(400, `The source image is larger than ${Math.round(limits.maxBytes / 2 ** 20)} MB`);
