// The hashed client assets: sent as their precompressed brotli or gzip copy (made at build time,
// build/precompress.ts) when the browser takes it, else as they are; cached for a year, because
// a changed file gets a new name. A missing asset is a plain 404 that nobody may keep: no encoding,
// no type of the asset, `no-store`, even when its copy was listed at start and deleted since (a
// build replacing dist/ under a running server), so no cache holds on to the miss for a year.
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

export function createAssetsHandler(assetsDir: string): RequestHandler[] {
  // Listed once: the build does not change while the process runs.
  const copies = new Set(fs.existsSync(assetsDir) ? fs.readdirSync(assetsDir).filter((f) => /\.(br|gz)$/.test(f)) : []);
  const precompressed: RequestHandler = (req, res, next) => {
    const name = req.path.slice(1);
    const type = TYPES[path.extname(name)];
    if (!type || name.includes('/') || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    for (const encoding of wanted(req.get('accept-encoding'))) {
      const file = `${name}.${encoding === 'br' ? 'br' : 'gz'}`;
      if (!copies.has(file)) continue;
      res.set({
        'Content-Type': type,
        'Content-Encoding': encoding,
        'Cache-Control': 'public, max-age=31536000, immutable',
        Vary: 'Accept-Encoding',
      });
      res.sendFile(path.join(assetsDir, file), { cacheControl: false, lastModified: true, etag: true }, (err) => {
        if (!err || res.headersSent) return;
        // Gone since start: the file as it is may still be there; else the 404 below.
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
  return [precompressed, express.static(assetsDir, { immutable: true, maxAge: '1y', index: false }), missing];
}
