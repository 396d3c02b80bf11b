// The hashed client assets: sent as their precompressed brotli or gzip copy (made at build time,
// build/precompress.ts) when the browser takes it, else as they are; cached for a year, because
// a changed file gets a new name.
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
      res.sendFile(path.join(assetsDir, file), { cacheControl: false, lastModified: true, etag: true });
      return;
    }
    res.vary('Accept-Encoding');
    next();
  };
  return [
    precompressed,
    express.static(assetsDir, { immutable: true, maxAge: '1y', index: false, fallthrough: false }),
  ];
}
