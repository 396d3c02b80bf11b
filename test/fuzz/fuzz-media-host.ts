// The media host of the fuzzer's picture scenarios: a real HTTP server serving ordinary photos,
// the pictures an attacker would plant on a listed media host (a 15 MB SVG, a 40-megapixel PNG,
// a 20 MB JPEG, a gzip bomb, a source that drips one byte at a time, an HTML page) and redirects
// to a cloud metadata address and to the site's own home page. It records every request.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { photo } from '../helpers/media-host.ts';

export interface FuzzMediaHost {
  url: string;
  /** Every request target received, in order. */
  requests: string[];
  close(): Promise<void>;
}

/** An SVG of about `bytes` bytes: many small shapes, cheap to send, costly to parse and draw. */
function bigSvg(bytes: number): Buffer {
  const shape = '<rect x="1" y="1" width="3" height="3" fill="#1a6dff" transform="rotate(7 2 2)"/>\n';
  const count = Math.ceil(bytes / shape.length);
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="20000" height="20000">\n${shape.repeat(count)}</svg>\n`,
  );
}

/** A valid JPEG with trailing bytes after its end marker up to `bytes` (decoders ignore them). */
async function paddedJpeg(bytes: number): Promise<Buffer> {
  const jpeg = await sharp({
    create: {
      width: 6000,
      height: 4000,
      channels: 3,
      background: '#7f8c9a',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 80 })
    .toBuffer();
  return jpeg.length >= bytes ? jpeg : Buffer.concat([jpeg, Buffer.alloc(bytes - jpeg.length, 0x20)]);
}

/** The pictures, made once per process (a few seconds of sharp) and shared by both modes' hosts. */
let made:
  Promise<{ files: Map<string, [type: string, body: Buffer]>; burstJpeg: Buffer; gzipBomb: Buffer }> | undefined;
function pictures() {
  made ??= (async () => {
    const photoJpeg = await photo(1600, 1000).jpeg({ quality: 85 }).toBuffer();
    const files = new Map<string, [type: string, body: Buffer]>([
      ['/uploads/photo.jpg', ['image/jpeg', photoJpeg]],
      ['/uploads/huge.svg', ['image/svg+xml', bigSvg(15 * 2 ** 20)]],
      [
        '/uploads/forty-mp.png',
        [
          'image/png',
          await sharp({ create: { width: 8000, height: 5000, channels: 3, background: '#20406a' } })
            .png()
            .toBuffer(),
        ],
      ],
      ['/uploads/twenty-mb.jpg', ['image/jpeg', await paddedJpeg(20 * 2 ** 20 - 4096)]],
      ['/uploads/page.jpg', ['text/html', Buffer.from('<!doctype html><title>not a picture</title><p>hello</p>')]],
    ]);
    return {
      files,
      // The burst's source: a 6-megapixel photograph, as in the attack the issue describes.
      burstJpeg: await photo(3000, 2000).jpeg({ quality: 90 }).toBuffer(),
      // 128 MB of zeros in about 130 KB: a source that only grows once it is unpacked.
      gzipBomb: zlib.gzipSync(Buffer.alloc(128 * 2 ** 20), { level: 9 }),
    };
  })();
  return made;
}

export async function startFuzzMediaHost(siteUrl: () => string | undefined): Promise<FuzzMediaHost> {
  const { files, burstJpeg, gzipBomb } = await pictures();
  const photoJpeg = files.get('/uploads/photo.jpg')![1];
  const requests: string[] = [];
  const drips = new Set<NodeJS.Timeout>();

  const server = http.createServer((req, res) => {
    const target = req.url ?? '/';
    requests.push(target);
    const path = target.split('?')[0]!;
    if (/^\/uploads\/burst\/\d+\.jpg$/.test(path)) {
      res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': burstJpeg.length }).end(burstJpeg);
      return;
    }
    if (path === '/uploads/gzip-bomb.jpg') {
      res.writeHead(200, { 'content-type': 'image/jpeg', 'content-encoding': 'gzip' }).end(gzipBomb);
      return;
    }
    if (path === '/uploads/drip.jpg') {
      // A JPEG's first bytes, then one more byte every quarter second, for as long as it is read.
      res.writeHead(200, { 'content-type': 'image/jpeg' });
      res.write(photoJpeg.subarray(0, 64));
      let i = 64;
      const timer = setInterval(() => res.write(photoJpeg.subarray(i, ++i)), 250);
      drips.add(timer);
      res.on('close', () => {
        clearInterval(timer);
        drips.delete(timer);
      });
      return;
    }
    if (path === '/uploads/to-metadata.jpg') {
      res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
      return;
    }
    if (path === '/uploads/to-site-page.jpg') {
      res.writeHead(302, { location: `${siteUrl() ?? 'http://127.0.0.1:9'}/` }).end();
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
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const t of drips) clearInterval(t);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
