// The hashed client assets: sent as their precompressed brotli or gzip copy (made at build time,
// build/precompress.ts) when the browser takes it, else as they are; cached for a year, because
// a changed file gets a new name. They are looked for in the release's own folder, then in the
// asset pool (build/release/releases-folder.ts), which keeps the files of earlier and later
// releases: HTML of the release before (in a page cache, at the edge, in an open tab) and of the
// release after (during a rolling reload, its pages reach workers of this one) finds what it
// references. A missing asset
// is a plain 404 that nobody may keep: no encoding, no type of the asset, `no-store`, even when a
// copy vanished between the look and the send, so no cache holds on to the miss for a year.
import fs from 'node:fs';
import path from 'node:path';
import express, { type RequestHandler } from 'express';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
};

/** The encodings a request takes, best first, among the ones we keep copies in. */
function wanted(acceptEncoding: string | undefined): ('br' | 'gzip')[] {
  const header = acceptEncoding ?? '';
  const takes = (name: string) =>
    new RegExp(`(?:^|,)\\s*${name}\\s*(?:;\\s*q=(?!0(?:\\.0*)?\\s*(?:,|$))[\\d.]+)?\\s*(?:,|$)`).test(header);
  return [...(takes('br') ? (['br'] as const) : []), ...(takes('gzip') ? (['gzip'] as const) : [])];
}

const isFile = (file: string) => fs.statSync(file, { throwIfNoEntry: false })?.isFile() === true;

/** Serves /assets from `dirs`, the first that has a file winning (the release's own, then the pool). */
export function createAssetsHandler(dirs: string[]): RequestHandler[] {
  const precompressed: RequestHandler = (req, res, next) => {
    const name = req.path.slice(1);
    const type = TYPES[path.extname(name)];
    if (!type || name.includes('/') || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    const home = dirs.find((dir) => isFile(path.join(dir, name)));
    for (const encoding of home ? wanted(req.get('accept-encoding')) : []) {
      const file = `${name}.${encoding === 'br' ? 'br' : 'gz'}`;
      if (!isFile(path.join(home!, file))) continue;
      res.set({
        'Content-Type': type,
        'Content-Encoding': encoding,
        'Cache-Control': 'public, max-age=31536000, immutable',
        Vary: 'Accept-Encoding',
      });
      res.sendFile(path.join(home!, file), { cacheControl: false, lastModified: true, etag: true }, (err) => {
        if (!err || res.headersSent) return;
        // Gone between the look and the send: the file as it is may still be there; else the 404.
        for (const name of ['Content-Type', 'Content-Encoding', 'Cache-Control', 'ETag', 'Last-Modified'])
          res.removeHeader(name);
        next();
      });
      return;
    }
    res.vary('Accept-Encoding');
    next();
  };
  const missing: RequestHandler = (_req, res) => {
    res.status(404).set('Cache-Control', 'no-store').json({ error_code: 'not_found', message: 'No such asset' });
  };
  const files = dirs.map((dir) => express.static(dir, { immutable: true, maxAge: '1y', index: false }));
  return [precompressed, ...files, missing];
}
