// A real HTTP server standing in for the vendor's media host (object storage, a CDN): raster
// photos made with sharp (gradients with noise, so they do not compress to nothing), an SVG, a
// text file, a PNG whose header claims 2.5 gigapixels, redirects and a 404. It counts requests.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import sharp, { type Sharp } from 'sharp';

export interface MediaHost {
  url: string;
  /** Requests received, by path. */
  hits: Map<string, number>;
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
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    hits.set(path, (hits.get(path) ?? 0) + 1);
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
    redirectTarget,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
