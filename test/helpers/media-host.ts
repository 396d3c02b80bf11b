// A real HTTP server standing in for the vendor's media host (object storage, a CDN): raster
// photos made with sharp (gradients with noise, so they do not compress to nothing), an SVG, a
// text file, a PNG whose header claims 2.5 gigapixels, redirects (within the host, to another, into
// an API) and a 404. It counts requests
// and records each address asked. Hostile and slow sources, made on first request:
//   /uploads/huge.svg      a 15 MB SVG          } their first 16 KB, then the rest 300 ms later,
//   /uploads/40mp.png      an 8000 x 5000 PNG   } so a reader that stops at the header is seen
//   /uploads/20mb.jpg      a 20 MB, 24-megapixel JPEG (6000 x 4000 of noise)
//   /burst/<name>.jpg      a 6-megapixel JPEG (3000 x 2000), the same for every name
//   /hold/<name>           never answered until release() (each held request is kept in `held`)
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import sharp, { type Sharp } from 'sharp';

export interface MediaHost {
  url: string;
  /** Requests received, by path. */
  hits: Map<string, number>;
  /** Every request's address (path and query), in order. */
  requests: string[];
  /** Paced answers (huge.svg, 40mp.png) the client hung up on before they were sent whole. */
  cutOff: Set<string>;
  /** Requests under /hold/ not answered yet; `closed` once the client has hung up. */
  held: { path: string; closed: boolean; res: http.ServerResponse }[];
  /** Answers every held request (or those of one path) with a 404. */
  release(path?: string): void;
  /** Where /away redirects (another origin). */
  redirectTarget: string;
  close(): Promise<void>;
}

/** A width x height picture: a diagonal gradient with noise, optionally with transparency. */
export function photo(width: number, height: number, channels: 3 | 4 = 3): Sharp {
  const pixels = Buffer.alloc(width * height * channels);
  const noise = randomBytes(pixels.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * channels;
      pixels[i] = ((x * 255) / width + (noise[i]! & 15)) & 255;
      pixels[i + 1] = ((y * 255) / height + (noise[i + 1]! & 15)) & 255;
      pixels[i + 2] = (((x + y) * 128) / (width + height) + (noise[i + 2]! & 15)) & 255;
      if (channels === 4) pixels[i + 3] = x < width / 2 ? 255 : 96;
    }
  }
  return sharp(pixels, { raw: { width, height, channels } });
}

/** A PNG that is only a header claiming width x height pixels (a decompression bomb's shape). */
function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(typed) >>> 0);
    return Buffer.concat([len, typed, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(Buffer.alloc(1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A paced answer's pause between its parts: the scenario, not a wait. */
const slowAnswer = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Made once per test process, on first request. */
const once = <T>(make: () => Promise<T>) => {
  let made: Promise<T> | undefined;
  return () => (made ??= make());
};

const burstPhoto = once(() => photo(3000, 2000).jpeg({ quality: 90 }).toBuffer());

const jpeg20mb = once(() =>
  sharp(randomBytes(6000 * 4000 * 3), { raw: { width: 6000, height: 4000, channels: 3 } })
    .jpeg({ quality: 91 })
    .toBuffer(),
);

const PACED: Record<string, () => Promise<[string, Buffer]>> = {
  '/uploads/huge.svg': once(async () => {
    const rects: string[] = [];
    for (let i = 0, size = 0; size < 15 * 2 ** 20; i++) {
      const rect = `<rect x="${i % 4000}" y="${(i * 7) % 4000}" width="3" height="3" fill="#${(i % 4096).toString(16).padStart(3, '0')}"/>`;
      rects.push(rect);
      size += rect.length;
    }
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="4000" height="4000">${rects.join('')}</svg>`;
    return ['image/svg+xml', Buffer.from(svg)];
  }),
  '/uploads/40mp.png': once(async () => [
    'image/png',
    await sharp({ create: { width: 8000, height: 5000, channels: 3, background: '#4080c0' } })
      .png()
      .toBuffer(),
  ]),
};

export async function startMediaHost(redirectTarget = 'http://127.0.0.1:9/photo.jpg'): Promise<MediaHost> {
  const files = new Map<string, [string, Buffer]>([
    ['/uploads/photo.jpg', ['image/jpeg', await photo(1600, 1000).jpeg({ quality: 85 }).toBuffer()]],
    ['/uploads/logo.png', ['image/png', await photo(800, 400, 4).png().toBuffer()]],
    ['/uploads/small.jpg', ['image/jpeg', await photo(300, 200).jpeg().toBuffer()]],
    ['/uploads/dropped-once.jpg', ['image/jpeg', await photo(300, 200).jpeg().toBuffer()]],
    ['/uploads/cover', ['application/octet-stream', await photo(1200, 675).jpeg().toBuffer()]],
    [
      '/uploads/icon.svg',
      [
        'image/svg+xml',
        Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800"><rect width="800" height="800"/></svg>',
        ),
      ],
    ],
    ['/uploads/notes.txt', ['text/plain', Buffer.from('not a picture at all '.repeat(50))]],
    ['/uploads/bomb.png', ['image/png', pngClaiming(50_000, 50_000)]],
  ]);
  for (let i = 0; i < 4; i++)
    files.set(`/uploads/many-${i}.jpg`, ['image/jpeg', await photo(1300, 820).jpeg({ quality: 90 }).toBuffer()]);
  const hits = new Map<string, number>();
  const requests: string[] = [];
  const cutOff = new Set<string>();
  const held: MediaHost['held'] = [];
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    hits.set(path, (hits.get(path) ?? 0) + 1);
    requests.push(req.url ?? '/');
    if (path.startsWith('/hold/')) {
      const entry = { path, closed: false, res };
      held.push(entry);
      res.on('close', () => (entry.closed = true));
      return;
    }
    const paced = PACED[path];
    if (paced) {
      void paced().then(async ([type, body]) => {
        res.on('close', () => !res.writableFinished && cutOff.add(path));
        res.writeHead(200, { 'content-type': type, 'content-length': body.length });
        res.write(body.subarray(0, 16 * 1024));
        await slowAnswer(300);
        if (!res.destroyed) res.end(body.subarray(16 * 1024));
      });
      return;
    }
    const made = path.startsWith('/burst/') ? burstPhoto() : path === '/uploads/20mb.jpg' ? jpeg20mb() : undefined;
    if (made) {
      void made.then((body) =>
        res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': body.length }).end(body),
      );
      return;
    }
    if (path === '/away') {
      res.writeHead(302, { location: redirectTarget }).end();
      return;
    }
    // A kept-alive connection the host closes just as it is reused: the request meets a closed
    // socket and gets no answer. /uploads/dropped-once.jpg does that the first time it is asked,
    // /uploads/dropped.jpg every time.
    if (path === '/uploads/dropped.jpg' || (path === '/uploads/dropped-once.jpg' && hits.get(path) === 1)) {
      req.socket.destroy();
      return;
    }
    if (path === '/moved') {
      res.writeHead(301, { location: '/uploads/photo.jpg' }).end();
      return;
    }
    // A picture address that leads into an API (as a vendor's could).
    if (path === '/uploads/to-api') {
      res.writeHead(302, { location: '/uploads/%2e%2e/api/v1/articles/?size=999' }).end();
      return;
    }
    if (path === '/uploads/to-api-plain') {
      res.writeHead(302, { location: '/api/v1/articles/?size=999' }).end();
      return;
    }
    const file = files.get(path);
    if (!file) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    res.writeHead(200, { 'content-type': file[0], 'content-length': file[1].length }).end(file[1]);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    hits,
    requests,
    cutOff,
    held,
    release(path) {
      for (const h of held.filter((h) => !path || h.path === path)) {
        held.splice(held.indexOf(h), 1);
        if (!h.closed) h.res.writeHead(404).end();
      }
    },
    redirectTarget,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
