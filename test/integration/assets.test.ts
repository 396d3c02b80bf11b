// Hashed assets go out as the brotli or gzip copy the build made, whichever the browser takes,
// with a year's immutable caching; a browser that takes neither gets the file as it is.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import http from 'node:http';
import os from 'node:os';
import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAssetsHandler } from '../../server/assets-route.ts';
import { CLIENT_DIR, startSite, type TestSite } from '../helpers/site.ts';

let site: TestSite;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site.close());

/** A GET whose body arrives as sent (fetch and supertest would decompress it). */
function get(
  target: string,
  acceptEncoding: string,
  base = site.url,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${target}`, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}
const manifest = JSON.parse(fs.readFileSync(path.join(CLIENT_DIR, 'manifest.json'), 'utf8')) as {
  desktop: { js: string; css: string[] };
};
const js = manifest.desktop.js;
const raw = fs.readFileSync(path.join(CLIENT_DIR, js));
describe('precompressed assets', () => {
  it('sends the brotli copy to a browser that takes br, smaller than gzip at level 9', async () => {
    const res = await get(js, 'gzip, deflate, br');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
    expect(zlib.brotliDecompressSync(res.body).equals(raw)).toBe(true);
    expect(res.body.length).toBeLessThan(zlib.gzipSync(raw, { level: 9 }).length);
  });

  it('sends the gzip copy when br is not taken (or refused with q=0)', async () => {
    for (const accept of ['gzip', 'br;q=0, gzip']) {
      const res = await get(js, accept);
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(zlib.gunzipSync(res.body).equals(raw)).toBe(true);
    }
  });

  it('sends the file as it is to a client that takes no compression', async () => {
    const res = await get(js, 'identity');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.equals(raw)).toBe(true);
    expect(res.headers['cache-control']).toMatch(/immutable/);
  });

  it('answers 404 for an asset that does not exist, and never serves the copies by their own names as text', async () => {
    expect((await get('/assets/nope-ABC.js', 'br')).status).toBe(404);
    const copy = await get(`${js}.br`, 'identity');
    expect(copy.headers['content-encoding']).toBeUndefined();
    expect(copy.headers['content-type']).not.toMatch(/javascript/);
  });

  it('answers a missing asset with a plain 404 nobody keeps, also one listed at start and deleted since', async () => {
    const missing = await get('/assets/nope-ABC.js', 'gzip, br');
    expect(missing.status).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
    expect(missing.headers['content-encoding']).toBeUndefined();
    expect(missing.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(missing.body.toString('utf8'))).toMatchObject({ error_code: 'not_found' });

    // A build replaced the assets under a running server: the copies it listed are gone.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'assets-'));
    fs.writeFileSync(path.join(dir, 'app-OLD.css'), 'body{color:red}');
    fs.writeFileSync(path.join(dir, 'app-OLD.css.gz'), zlib.gzipSync('body{color:red}'));
    const app = express().use('/assets', ...createAssetsHandler([dir]));
    fs.rmSync(path.join(dir, 'app-OLD.css'));
    fs.rmSync(path.join(dir, 'app-OLD.css.gz'));
    const gone = await request(app).get('/assets/app-OLD.css').set('Accept-Encoding', 'gzip');
    expect(gone.status).toBe(404);
    expect(gone.headers['cache-control']).toBe('no-store');
    expect(gone.headers['content-encoding']).toBeUndefined();
    expect(gone.headers['content-type']).toMatch(/^application\/json/);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe('the asset pool', () => {
  it('serves another release’s assets from the pool, compressed as built, and the release’s own first', async () => {
    const own = fs.mkdtempSync(path.join(os.tmpdir(), 'assets-own-'));
    const pool = fs.mkdtempSync(path.join(os.tmpdir(), 'assets-pool-'));
    const css = 'body{color:#123456}'.repeat(80);
    // The release before this one: its stylesheet is only in the pool.
    fs.writeFileSync(path.join(pool, 'desktop-OLD.css'), css);
    fs.writeFileSync(path.join(pool, 'desktop-OLD.css.br'), zlib.brotliCompressSync(css));
    fs.writeFileSync(path.join(pool, 'desktop-OLD.css.gz'), zlib.gzipSync(css));
    // A name both have is the same file by its hash; the own copy answers.
    fs.writeFileSync(path.join(own, 'mobile-SAME.js'), 'own()');
    fs.writeFileSync(path.join(pool, 'mobile-SAME.js'), 'pool()');
    const app = express().use('/assets', ...createAssetsHandler([own, pool]));
    const server = app.listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;

    const old = await get('/assets/desktop-OLD.css', 'br', base);
    server.close();
    expect(old.status).toBe(200);
    expect(old.headers['content-encoding']).toBe('br');
    expect(old.headers['content-type']).toMatch(/^text\/css/);
    expect(old.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(old.body).toString()).toBe(css);

    const plain = await request(app).get('/assets/desktop-OLD.css').set('Accept-Encoding', 'identity');
    expect(plain.status).toBe(200);
    expect(plain.text).toBe(css);

    const same = await request(app).get('/assets/mobile-SAME.js').set('Accept-Encoding', 'identity');
    expect(same.text).toBe('own()');

    // Gone from both: the clean 404.
    fs.rmSync(path.join(pool, 'desktop-OLD.css'));
    fs.rmSync(path.join(pool, 'desktop-OLD.css.br'));
    fs.rmSync(path.join(pool, 'desktop-OLD.css.gz'));
    const gone = await request(app).get('/assets/desktop-OLD.css').set('Accept-Encoding', 'br, gzip');
    expect(gone.status).toBe(404);
    expect(gone.headers['cache-control']).toBe('no-store');
    expect(gone.headers['content-encoding']).toBeUndefined();
    fs.rmSync(own, { recursive: true, force: true });
    fs.rmSync(pool, { recursive: true, force: true });
  });
});
