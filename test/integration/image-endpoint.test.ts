// GET /_img against a real media host on loopback: formats by Accept, widths, refusals (origins,
// widths, SVG, text, decompression bombs, redirects elsewhere, a dead host), the disk cache (a
// second site on the same DATA_DIR serves a variant without asking the media host), its budget,
// and two worker processes sharing DATA_DIR.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import express from 'express';
import { pino } from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCluster, type Cluster } from '../helpers/cluster.ts';
import { startMediaHost, type MediaHost } from '../helpers/media-host.ts';
import { startSite, tempDir, type TestSite } from '../helpers/site.ts';
import { loadConfig } from '../../server/config.ts';
import { createImageHandler } from '../../server/images/image-route.ts';

const AVIF = 'image/avif,image/webp,image/apng,*/*;q=0.8';
const WEBP = 'image/webp,*/*';
const PLAIN = 'image/png,image/jpeg,*/*;q=0.8';

let media: MediaHost;
let elsewhere: MediaHost;
let site: TestSite;

async function get(base: string, url: string, w: number | string, accept = PLAIN, extra = '') {
  const res = await fetch(`${base}/_img?url=${encodeURIComponent(url)}&w=${w}${extra}`, { headers: { accept } });
  const body = Buffer.from(await res.arrayBuffer());
  return { res, body, type: res.headers.get('content-type') ?? '', text: () => body.toString() };
}

beforeAll(async () => {
  elsewhere = await startMediaHost();
  media = await startMediaHost(`${elsewhere.url}/uploads/photo.jpg`);
  site = await startSite({ MEDIA_HOSTS: media.url });
});

afterAll(async () => {
  await site?.close();
  await media?.close();
  await elsewhere?.close();
});

describe('GET /_img formats and widths', () => {
  it('answers AVIF to a browser that accepts it, with immutable caching, Vary: Accept and an ETag', async () => {
    const { res, body, type } = await get(site.url, `${media.url}/uploads/photo.jpg`, 640, AVIF);
    expect(res.status).toBe(200);
    expect(type).toBe('image/avif');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('vary')).toMatch(/Accept/);
    expect(res.headers.get('etag')).toMatch(/^"[0-9a-f]{40}"$/);
    const meta = await sharp(body).metadata();
    expect([meta.format, meta.compression, meta.width, meta.height]).toEqual(['heif', 'av1', 640, 400]);
  });

  it('answers WebP without AVIF, and the source kind (JPEG, PNG) without either', async () => {
    const webp = await get(site.url, `${media.url}/uploads/photo.jpg`, 640, WEBP);
    expect(webp.type).toBe('image/webp');
    expect((await sharp(webp.body).metadata()).format).toBe('webp');
    const jpeg = await get(site.url, `${media.url}/uploads/photo.jpg`, 640, PLAIN);
    expect(jpeg.type).toBe('image/jpeg');
    expect((await sharp(jpeg.body).metadata()).width).toBe(640);
    const png = await get(site.url, `${media.url}/uploads/logo.png`, 384, PLAIN);
    expect(png.type).toBe('image/png');
    const meta = await sharp(png.body).metadata();
    expect([meta.format, meta.width, meta.height, meta.hasAlpha]).toEqual(['png', 384, 192, true]);
    // Smaller than the source, or resizing was pointless.
    expect(jpeg.body.length).toBeLessThan(webp.body.length * 4);
  });

  it('never enlarges a picture beyond its own width', async () => {
    const { res, body } = await get(site.url, `${media.url}/uploads/small.jpg`, 1920, WEBP);
    expect(res.status).toBe(200);
    expect((await sharp(body).metadata()).width).toBe(300);
  });

  it('sniffs the bytes, not the name: an extension-less JPEG is served', async () => {
    const { res, body } = await get(site.url, `${media.url}/uploads/cover`, 828, WEBP);
    expect(res.status).toBe(200);
    expect((await sharp(body).metadata()).width).toBe(828);
  });

  it('answers 304 to a browser that has the variant', async () => {
    const first = await get(site.url, `${media.url}/uploads/photo.jpg`, 640, AVIF);
    const res = await fetch(`${site.url}/_img?url=${encodeURIComponent(`${media.url}/uploads/photo.jpg`)}&w=640`, {
      headers: { accept: AVIF, 'if-none-match': first.res.headers.get('etag')! },
    });
    expect(res.status).toBe(304);
  });
});

describe('GET /_img refusals', () => {
  const refused = async (url: string, w: number | string = 640, extra = '') => {
    const r = await get(site.url, url, w, AVIF, extra);
    return { status: r.res.status, message: String((JSON.parse(r.text()) as { message: string }).message) };
  };

  it('refuses a width or a quality outside the set, naming the allowed ones', async () => {
    for (const w of [500, 0, -1, 'abc', '640.0', '0640', 4000]) {
      const r = await refused(`${media.url}/uploads/photo.jpg`, w);
      expect(r.status, String(w)).toBe(400);
      expect(r.message).toContain('64, 128, 256');
    }
    expect((await refused(`${media.url}/uploads/photo.jpg`, 640, '&q=42')).status).toBe(400);
    expect((await get(site.url, `${media.url}/uploads/photo.jpg`, 640, AVIF, '&q=90')).res.status).toBe(200);
  });

  it('refuses origins not listed, other ports, credentials, other schemes, and no url at all', async () => {
    const port = new URL(media.url).port;
    for (const url of [
      `${elsewhere.url}/uploads/photo.jpg`,
      `http://localhost:${port}/uploads/photo.jpg`,
      `http://127.0.0.1:${Number(port) + 1}/uploads/photo.jpg`,
      `http://user:pw@127.0.0.1:${port}/uploads/photo.jpg`,
      `https://127.0.0.1:${port}/uploads/photo.jpg`,
      'file:///etc/passwd',
      `//127.0.0.1:${port}/uploads/photo.jpg`,
      'javascript:alert(1)',
    ]) {
      expect((await refused(url)).status, url).toBe(400);
    }
    expect((await fetch(`${site.url}/_img?w=640`)).status).toBe(400);
    expect(elsewhere.hits.size).toBe(0);
  });

  it("refuses the site's own addresses other than its pictures: no nested /_img, pages or APIs", async () => {
    const nested = `/_img?url=${encodeURIComponent(`${media.url}/uploads/photo.jpg`)}&w=64`;
    for (const url of [
      nested,
      '/media/../_img?url=x&w=64',
      '/media/%2e%2e/_img',
      '/api/v1/articles/',
      '/news',
      '/admin/leads',
    ]) {
      const r = await refused(url);
      expect(r.status, url).toBe(400);
      expect(r.message).toContain('/media/');
    }
  });

  it('refuses an SVG, a text file and a PNG claiming 2.5 gigapixels', async () => {
    const svg = await refused(`${media.url}/uploads/icon.svg`);
    expect(svg).toMatchObject({ status: 400 });
    expect(svg.message).toContain('svg');
    expect((await refused(`${media.url}/uploads/notes.txt`)).status).toBe(400);
    const bomb = await refused(`${media.url}/uploads/bomb.png`);
    expect(bomb).toEqual({ status: 400, message: 'The source image has too many pixels' });
  });

  it('follows a redirect on the same media host, and refuses one to another host without fetching it', async () => {
    expect((await get(site.url, `${media.url}/moved`, 384, WEBP)).res.status).toBe(200);
    const away = await refused(`${media.url}/away`);
    expect(away.status).toBe(400);
    expect(away.message).toContain('redirected');
    expect(elsewhere.hits.size).toBe(0);
  });

  it('asks once more on a new connection when the media host drops one before answering, and only once', async () => {
    const once = await get(site.url, `${media.url}/uploads/dropped-once.jpg`, 256, WEBP);
    expect(once.res.status).toBe(200);
    expect((await sharp(once.body).metadata()).width).toBe(256);
    expect(media.hits.get('/uploads/dropped-once.jpg')).toBe(2);
    const always = await get(site.url, `${media.url}/uploads/dropped.jpg`, 256, WEBP);
    expect(always.res.status).toBe(502);
    expect(JSON.parse(always.text()).message).toMatch(/unreachable \(ECONNRESET\)/);
    expect(media.hits.get('/uploads/dropped.jpg')).toBe(2);
  });

  it('answers 404 for a picture the media host lacks and 502 when the host is down, and keeps serving', async () => {
    expect((await refused(`${media.url}/uploads/gone.jpg`)).status).toBe(404);
    const down = await startSite({ MEDIA_HOSTS: 'http://127.0.0.1:9' });
    try {
      const r = await get(down.url, 'http://127.0.0.1:9/uploads/photo.jpg', 640);
      expect(r.res.status).toBe(502);
      expect(r.res.headers.get('cache-control')).toBe('no-store');
      expect((await fetch(`${down.url}/healthz`)).status).toBe(200);
    } finally {
      await down.close();
    }
  });
});

describe('GET /_img disk cache', () => {
  it('makes a variant once: concurrent requests share one download, and another site on the same DATA_DIR reads it from disk', async () => {
    const url = `${media.url}/uploads/photo.jpg`;
    const before = media.hits.get('/uploads/photo.jpg') ?? 0;
    const answers = await Promise.all(Array.from({ length: 6 }, () => get(site.url, url, 1080, WEBP)));
    expect(answers.map((a) => a.res.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(media.hits.get('/uploads/photo.jpg')).toBe(before + 1);
    const files = fs.readdirSync(path.join(site.dataDir, 'images'));
    expect(files.every((f) => f.endsWith('.img'))).toBe(true);

    const twin = await startSite({ MEDIA_HOSTS: media.url, DATA_DIR: site.dataDir });
    try {
      const again = await get(twin.url, url, 1080, WEBP);
      expect(again.res.status).toBe(200);
      expect(again.body.equals(answers[0]!.body)).toBe(true);
      expect(again.res.headers.get('etag')).toBe(answers[0]!.res.headers.get('etag'));
      expect(media.hits.get('/uploads/photo.jpg')).toBe(before + 1);
      // Another format is another variant.
      await get(twin.url, url, 1080, PLAIN);
      expect(media.hits.get('/uploads/photo.jpg')).toBe(before + 2);
    } finally {
      await twin.close();
    }
  });

  it('keeps the directory within IMAGE_CACHE_MAX_MB, dropping the least recently used', async () => {
    const small = await startSite({ MEDIA_HOSTS: media.url, IMAGE_CACHE_MAX_MB: '1' });
    const dir = path.join(small.dataDir, 'images');
    const size = () =>
      (fs.existsSync(dir) ? fs.readdirSync(dir) : []).reduce((sum, f) => sum + fs.statSync(path.join(dir, f)).size, 0);
    try {
      let made = 0;
      for (const w of [1200, 828, 640]) {
        for (let i = 0; i < 4; i++) {
          for (const accept of [WEBP, PLAIN]) {
            const r = await get(small.url, `${media.url}/uploads/many-${i}.jpg`, w, accept, '&q=90');
            expect(r.res.status).toBe(200);
            made += r.body.length;
            expect(size()).toBeLessThanOrEqual(1024 * 1024);
          }
        }
      }
      expect(made).toBeGreaterThan(2 * 1024 * 1024);
      expect(fs.readdirSync(dir).length).toBeGreaterThan(2);
    } finally {
      await small.close();
    }
  });
});

describe('GET /_img under two worker processes', () => {
  let cluster: Cluster | undefined;
  afterAll(() => cluster?.stop());

  it('serves whole pictures and leaves only whole files when both make the same variants at once', async () => {
    const dataDir = tempDir();
    cluster = await startCluster({
      DATA_DIR: dataDir,
      MEDIA_HOSTS: media.url,
      IMAGE_CACHE_MAX_MB: '1',
      RENDER_THREADS: '0',
    });
    const ask = (target: string, accept: string) =>
      new Promise<{ status: number; body: Buffer }>((resolve, reject) => {
        const req = http.get(
          {
            host: '127.0.0.1',
            port: cluster!.port,
            path: target,
            agent: false,
            headers: { accept, connection: 'close' },
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
          },
        );
        req.on('error', reject);
      });
    const targets: [string, string][] = [];
    for (let round = 0; round < 2; round++) {
      for (const w of [1200, 828, 640]) {
        for (let i = 0; i < 4; i++) {
          for (const accept of [WEBP, PLAIN])
            targets.push([`/_img?url=${encodeURIComponent(`${media.url}/uploads/many-${i}.jpg`)}&w=${w}`, accept]);
        }
      }
    }
    const answers = await Promise.all(targets.map(([t, a]) => ask(t, a)));
    for (const a of answers) {
      expect(a.status).toBe(200);
      expect((await sharp(a.body).metadata()).width).toBeGreaterThan(0);
    }
    const dir = path.join(dataDir, 'images');
    const files = fs.readdirSync(dir);
    expect(files.filter((f) => !f.endsWith('.img'))).toEqual([]);
    let total = 0;
    for (const f of files) {
      const body = fs.readFileSync(path.join(dir, f));
      total += body.length;
      const stats = await sharp(body).stats();
      expect(stats.channels.length, f).toBeGreaterThan(0);
    }
    // Each process sweeps after writing a tenth of the budget: n processes overshoot by n tenths at most.
    expect(total).toBeLessThanOrEqual(1.2 * 1024 * 1024);
  }, 150_000);
});

describe('GET /_img under a flood of distinct pictures', () => {
  it(
    'makes a bounded number at once and answers 503 with Retry-After past the waiting line',
    { timeout: 20_000 },
    async () => {
      // A media host that takes every request and answers none: each job holds its slot.
      const held: http.ServerResponse[] = [];
      const hanging = http.createServer((_req, res) => held.push(res));
      await new Promise<void>((r) => hanging.listen(0, '127.0.0.1', () => r()));
      const origin = `http://127.0.0.1:${(hanging.address() as AddressInfo).port}`;
      const config = loadConfig({ MEDIA_HOSTS: origin, DATA_DIR: tempDir('img-flood-'), UPSTREAM_TIMEOUT_MS: '3000' });
      const app = express().get(
        '/_img',
        createImageHandler({ config, logger: pino({ level: 'silent' }), maxJobs: 2, maxWaiting: 3 }),
      );
      const server = app.listen(0, '127.0.0.1');
      await new Promise((r) => server.once('listening', r));
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      try {
        const answers = Array.from({ length: 8 }, (_, i) =>
          fetch(`${base}/_img?url=${encodeURIComponent(`${origin}/p-${i}.jpg`)}&w=256`),
        );
        await expect.poll(() => held.length).toBe(2);
        const refused = await Promise.race(answers);
        expect(refused.status).toBe(503);
        expect(refused.headers.get('retry-after')).toBe('5');
        const statuses = (await Promise.all(answers)).map((r) => r.status).sort();
        // 2 made (and timed out at the silent host), 3 waited their turn, 3 turned away at once;
        // the host never saw more than 2 at a time, though 5 were asked of it in the end.
        expect(statuses).toEqual([503, 503, 503, 504, 504, 504, 504, 504]);
        expect(held.length).toBe(5);
      } finally {
        for (const res of held) res.destroy();
        server.close();
        hanging.close();
      }
    },
  );
});
