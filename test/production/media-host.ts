// Stands in for the vendor's object storage in the production rehearsal and in `npm run lighthouse
// -- --photos`: a host of its own serving photographs as JPEG and logos, QR codes and honours with
// transparency as PNG, made with sharp.
// `node test/production/media-host.ts <port> [<cert> <key>]`: https with them, plain http without.
//   GET /uploads/<kind>/<name>.<jpg|png>  a picture of the kind's size (the same bytes every time)
//   GET /requests                          how many times each path was fetched (JSON)
//   GET /ready
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import { photo } from '../helpers/media-host.ts';

/** Pixel size of each kind, about what a CMS editor uploads. */
const SIZES: Record<string, [number, number]> = {
  cover: [1600, 900],
  honour: [900, 1200],
  banner: [2400, 800],
  logo: [480, 200],
  qr: [430, 430],
};

const [port, certFile, keyFile] = process.argv.slice(2);
const made = new Map<string, Promise<Buffer>>();
const requests: Record<string, number> = {};

const handler: http.RequestListener = (req, res) => {
  const url = req.url ?? '/';
  if (url === '/ready') return void res.writeHead(200).end('ok');
  if (url === '/requests')
    return void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(requests));
  const m = /^\/uploads\/(\w+)\/[\w-]+\.(jpg|png)$/.exec(url);
  const size = m && SIZES[m[1]!];
  if (!m || !size) return void res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
  requests[url] = (requests[url] ?? 0) + 1;
  const jpeg = m[2] === 'jpg';
  if (!made.has(url))
    made.set(
      url,
      jpeg
        ? photo(...size)
            .jpeg({ quality: 85 })
            .toBuffer()
        : photo(...size, 4)
            .png()
            .toBuffer(),
    );
  made.get(url)!.then(
    (bytes) =>
      res
        .writeHead(200, {
          'content-type': jpeg ? 'image/jpeg' : 'image/png',
          'content-length': bytes.length,
          'cache-control': 'public, max-age=86400',
        })
        .end(bytes),
    () => res.writeHead(500).end(),
  );
};
(certFile && keyFile
  ? https.createServer({ cert: fs.readFileSync(certFile), key: fs.readFileSync(keyFile) }, handler)
  : http.createServer(handler)
).listen(Number(port), '127.0.0.1');
