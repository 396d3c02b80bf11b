// The vendor API (and Baidu's oCPC API) of upstream mode: a real HTTP server that records every
// request reaching it and answers like the vendor by passing the request on, byte for byte, to a
// second built site in embedded mode; pictures under /uploads/ it serves itself. Mirrors test/helpers/fake-upstream.ts, but forwards with node:http so the path
// arrives unchanged (fetch would resolve '..') and never throws on a strange request.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { photo } from '../helpers/media-host.ts';

export interface VendorRequest {
  method: string;
  /** The request target exactly as the site sent it. */
  url: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export interface RecordingVendor {
  url: string;
  requests: VendorRequest[];
  close(): Promise<void>;
}

const FORWARDED_HEADERS = ['content-type', 'idempotency-key', 'accept'];

/** A small photograph, as a vendor's picture under /uploads/. */
const VENDOR_PHOTO = await photo(480, 320).jpeg({ quality: 80 }).toBuffer();

/** `backingUrl` is asked per request, so the vendor can listen before its store is up. */
export async function startRecordingVendor(backingUrl: () => string | undefined): Promise<RecordingVendor> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });
  const requests: VendorRequest[] = [];

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const received: VendorRequest = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks),
      };
      requests.push(received);
      const headers: Record<string, string> = {};
      for (const name of FORWARDED_HEADERS) {
        const v = req.headers[name];
        if (typeof v === 'string') headers[name] = v;
      }
      // The vendor's pictures live on its origin too (under /uploads/, a media path /_img may read).
      if (received.method === 'GET' && /^\/uploads\/[\w-]+\.jpg$/.test(received.url)) {
        res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': VENDOR_PHOTO.length }).end(VENDOR_PHOTO);
        return;
      }
      // Baidu's part is played here: the store behind would judge the conversion as the site does.
      if (received.url.startsWith('/ocpcapi/')) {
        res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ header: { status: 0, desc: 'success' } }));
        return;
      }
      const fail = (message: string) => {
        if (res.headersSent) return res.destroy();
        res.writeHead(502, { 'content-type': 'application/json' }).end(JSON.stringify({ message }));
      };
      const base = backingUrl();
      if (!base) return fail('vendor stand-in has no store yet');
      const backing = new URL(base);
      try {
        const out = http.request(
          { host: backing.hostname, port: backing.port, method: received.method, path: received.url, headers, agent },
          (answer) => {
            res.writeHead(answer.statusCode ?? 502, {
              'content-type': answer.headers['content-type'] ?? 'application/json',
            });
            answer.pipe(res);
          },
        );
        out.on('error', (e) => fail(`vendor stand-in could not reach its store: ${e.message}`));
        out.end(received.body);
      } catch (e) {
        fail(`vendor stand-in could not forward: ${(e as Error).message}`);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
