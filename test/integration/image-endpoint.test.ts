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
import { freePort } from '../helpers/free-port.ts';
import { startMediaHost, type MediaHost } from '../helpers/media-host.ts';
import { buildSite, startSite, tempDir, type TestSite } from '../helpers/site.ts';
import { loadConfig } from '../../server/config.ts';
import { createImageHandler, IMAGE_QUEUE } from '../../server/images/image-route.ts';

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

  it("refuses the site's own addresses without asking the site for them: pictures, nested /_img, pages, APIs", async () => {
    // The site on the port its config names, so a fetch of its own addresses would reach it.
    const port = await freePort();
    const own = buildSite({ PORT: String(port), HOST: '127.0.0.1', MEDIA_HOSTS: media.url });
    const asked: string[] = [];
    const server = http.createServer((req, res) => {
      asked.push(req.url ?? '');
      own.listener(req, res);
    });
    await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
    try {
      const nested = `/_img?url=${encodeURIComponent(`${media.url}/uploads/photo.jpg`)}&w=64`;
      // /media/nope answers a redirect to the home page; the demo's covers are SVGs.
      for (const url of [
        '/media/nope',
        '/media/cover/1.svg',
        nested,
        '/media/../_img?url=x&w=64',
        '/media/%2e%2e/_img',
        '/api/v1/articles/',
        '/news',
        '/admin/leads',
      ]) {
        const r = await get(`http://127.0.0.1:${port}`, url, 64, AVIF);
        expect(r.res.status, url).toBe(400);
        expect(JSON.parse(r.text()).message, url).toMatch(/media host.*the site's own pictures are SVGs/);
      }
      expect(asked.every((u) => u.startsWith('/_img?'))).toBe(true);
    } finally {
      server.closeAllConnections();
      server.close();
      own.dispose();
    }
  });

  it('refuses an SVG, a text file and a PNG claiming 2.5 gigapixels', async () => {
    const svg = await refused(`${media.url}/uploads/icon.svg`);
    expect(svg.status).toBe(400);
    expect(svg.message).toMatch(/^The source is an SVG: .*SVGs are shown as they are/);
    expect((await refused(`${media.url}/uploads/notes.txt`)).status).toBe(400);
    const bomb = await refused(`${media.url}/uploads/bomb.png`);
    expect(bomb).toEqual({ status: 400, message: 'The source image has more than 25 megapixels' });
  });

  it('stops reading a 15 MB SVG at its first bytes, and a 40-megapixel PNG at its header', async () => {
    for (const [path, message] of [
      ['/uploads/huge.svg', /^The source is an SVG/],
      ['/uploads/40mp.png', /^The source image has more than 25 megapixels$/],
    ] as const) {
      const r = await refused(`${media.url}${path}`);
      expect(r.status, path).toBe(400);
      expect(r.message, path).toMatch(message);
      // The host sends the first 16 KB, then the rest 300 ms later: the site had hung up by then.
      await expect.poll(() => media.cutOff.has(path), { message: path }).toBe(true);
    }
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

describe("GET /_img on a vendor API's origin", () => {
  let vendor: MediaHost;
  let upstream: TestSite;
  beforeAll(async () => {
    // A recording stand-in for the vendor, whose pictures live under /uploads/ on its API's origin.
    vendor = await startMediaHost();
    upstream = await startSite({ API_BASE_LOCAL: vendor.url, MEDIA_HOSTS: media.url });
  });
  afterAll(async () => {
    await upstream?.close();
    await vendor?.close();
  });

  it('fetches only media paths, never the API, dot segments or empty segments, and never the query', async () => {
    for (const url of [
      `${vendor.url}/api/v1/articles/?size=999&$where=1&junk=1`,
      `${vendor.url}/api/admin/users`,
      `${vendor.url}/API/v1/articles/`,
      `${vendor.url}/media/%2e%2e/api/admin/users`,
      `${vendor.url}/media/%2E./api/admin/users`,
      `${vendor.url}/media/.%2e/api/admin/users`,
      `${vendor.url}/media/..%2fapi/admin/users`,
      `${vendor.url}/media/%252e%252e/api/admin/users`,
      `${vendor.url}/media/%25252e%25252e/api/admin/users`,
      `${vendor.url}/uploads/../api/v1/articles/`,
      `${vendor.url}/uploads/./photo.jpg`,
      `${vendor.url}/uploads\\..\\api/v1/articles/`,
      `${vendor.url}/uploads/%5c..%5capi/v1/articles/`,
      `${vendor.url}//api/v1/articles/`,
      `${vendor.url}/uploads//photo.jpg`,
      `${vendor.url}/uploads/%2f/photo.jpg`,
      // Path parameters: Tomcat, Jetty and Spring read `..;` as `..` (issue 37).
      `${vendor.url}/media/..;/api/admin/users`,
      `${vendor.url}/media/%2e%2e;/api/admin/users`,
      `${vendor.url}/media/..%3b/api/admin/users`,
      `${vendor.url}/media/..%253b/api/admin/users`,
      `${vendor.url}/media/photo.jpg;jsessionid=1`,
      `${vendor.url}/media/a%2ejpg`,
      `${vendor.url}/media/a%2fb.jpg`,
      `${vendor.url}/ds_projects/jiayi/config/menus.json`,
      `${vendor.url}/ocpcapi/api/uploadConvertData`,
      `${vendor.url}/news`,
      `${vendor.url}/`,
      `${vendor.url}`,
      ` ${vendor.url}/uploads/photo.jpg`,
      `${vendor.url}/uploads/photo.jpg\t`,
    ]) {
      const r = await get(upstream.url, url, 256, WEBP);
      expect(r.res.status, url).toBe(400);
      expect(JSON.parse(r.text()).message, url).toBeTruthy();
    }
    expect(vendor.requests).toEqual([]);
    // A picture under a media path: fetched once, without the visitor's query, which makes no new variant.
    const first = await get(upstream.url, `${vendor.url}/uploads/photo.jpg?size=999&$where=1&junk=1`, 256, WEBP);
    expect(first.res.status).toBe(200);
    const second = await get(upstream.url, `${vendor.url}/uploads/photo.jpg?junk=2`, 256, WEBP);
    expect(second.res.headers.get('etag')).toBe(first.res.headers.get('etag'));
    expect(vendor.requests).toEqual(['/uploads/photo.jpg']);
  });

  it('follows no redirect from a media path into the API', async () => {
    for (const path of ['/uploads/to-api', '/uploads/to-api-plain']) {
      const r = await get(upstream.url, `${vendor.url}${path}`, 256, WEBP);
      expect(r.res.status, path).toBe(400);
      expect(JSON.parse(r.text()).message, path).toMatch(/^The media host redirected to/);
    }
    expect(vendor.requests.filter((u) => u.includes('api/'))).toEqual([]);
  });

  it("keeps a media host's own paths open and drops the query there too", async () => {
    // Not a media prefix, but MEDIA_HOSTS serve pictures wherever they keep them: asked, and absent.
    expect((await get(upstream.url, `${media.url}/2024/05/cover.jpg?x-oss-process=junk`, 256, WEBP)).res.status).toBe(
      404,
    );
    expect(media.requests).toContain('/2024/05/cover.jpg');
    expect(media.requests.filter((u) => u.includes('oss'))).toEqual([]);
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

describe('GET /_img when clients go away, and between client addresses', () => {
  let fair: TestSite;
  let host: MediaHost;
  beforeAll(async () => {
    host = await startMediaHost();
    // Downloads time out after 2 s: work for clients that had gone would reach the host again then.
    fair = await startSite({ MEDIA_HOSTS: host.url, UPSTREAM_TIMEOUT_MS: '2000' });
  });
  afterAll(async () => {
    host?.release();
    await fair?.close();
    await host?.close();
  });

  /** /_img of a held picture, from a client address (X-Forwarded-For, from loopback: trusted). */
  const ask = (name: string, from: string, signal?: AbortSignal) =>
    fetch(`${fair.url}/_img?url=${encodeURIComponent(`${host.url}/hold/${name}`)}&w=256`, {
      headers: { accept: WEBP, 'x-forwarded-for': from },
      signal,
    });
  const asked = (prefix: string) => host.requests.filter((u) => u.startsWith(`/hold/${prefix}`)).length;
  /** What /_img is making, as /readyz reports it: pictures being made or waiting, and waiting. */
  const load = async () =>
    ((await (await fetch(`${fair.url}/readyz`)).json()) as { images: { jobs: number; waiting: number } }).images;

  it('drops the queued work of clients that have gone and aborts their downloads', async () => {
    const gone = new AbortController();
    const answers = Array.from({ length: 10 }, (_, i) => ask(`gone-${i}`, '203.0.113.1', gone.signal).catch(() => 0));
    // A few downloads at once (three for one address, of four turns); the others wait for a turn.
    await expect.poll(() => asked('gone-')).toBeGreaterThanOrEqual(3);
    // All ten have joined: three with a turn, seven waiting for one.
    await expect.poll(load).toEqual({ jobs: 10, waiting: 7 });
    const started = asked('gone-');
    expect(started).toBe(3);
    gone.abort();
    await Promise.all(answers);
    // The downloads are aborted at once, not left to run to the media host's time limit...
    await expect.poll(() => host.held.filter((h) => h.path.startsWith('/hold/gone-') && !h.closed).length).toBe(0);
    // ... and those waiting are dropped: nothing is left to reach the host, now or later.
    await expect.poll(load).toEqual({ jobs: 0, waiting: 0 });
    expect(asked('gone-')).toBe(started);
    // The endpoint is free for the next visitor.
    const next = ask('next', '198.51.100.1');
    await expect.poll(() => asked('next')).toBe(1);
    host.release();
    expect((await next).status).toBe(404);
  });

  it('bounds what one address waits for (503 past it), and keeps turns for another address', async () => {
    const burst = new AbortController();
    const perClient = IMAGE_QUEUE.perClient;
    const answers = Array.from({ length: perClient + 4 }, (_, i) => ask(`burst-${i}`, '203.0.113.2', burst.signal));
    for (const a of answers) a.catch(() => {});
    // perClient pictures not yet made per address: 3 downloading, the rest waiting; 4 more refused at once.
    const refused = await Promise.all(answers.slice(perClient));
    for (const r of refused) {
      expect(r.status).toBe(503);
      expect(r.headers.get('retry-after')).toBe('5');
      expect(((await r.json()) as { message: string }).message).toMatch(
        new RegExp(`^Your address is waiting for ${perClient} pictures`),
      );
    }
    await expect.poll(() => asked('burst-')).toBe(3);
    // The fourth turn is free for another address at once...
    const first = ask('other-1', '198.51.100.2');
    await expect.poll(() => asked('other-')).toBe(1);
    // ... and when a turn ends it goes to the address served least recently, not to the longest line.
    const second = ask('other-2', '198.51.100.2');
    // It waits for a turn, behind the burst's pictures that wait for one.
    await expect.poll(async () => (await load()).waiting).toBe(perClient - 3 + 1);
    expect(asked('other-')).toBe(1);
    // One of the burst's downloads ends (which three got turns depends on the order they arrived in).
    host.release(host.held.find((h) => h.path.startsWith('/hold/burst-'))!.path);
    await expect.poll(() => host.requests.at(-1)).toBe('/hold/other-2');
    expect(asked('burst-')).toBe(3);
    host.release('/hold/other-1');
    host.release('/hold/other-2');
    expect((await first).status).toBe(404);
    expect((await second).status).toBe(404);
    burst.abort();
    await Promise.allSettled(answers);
  });
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
      // Each request from an address of its own, so only the process-wide bounds apply.
      const app = express()
        .set('trust proxy', 'loopback')
        .get('/_img', createImageHandler({ config, logger: pino({ level: 'silent' }), maxJobs: 2, maxWaiting: 3 }));
      const server = app.listen(0, '127.0.0.1');
      await new Promise((r) => server.once('listening', r));
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      try {
        const answers = Array.from({ length: 8 }, (_, i) =>
          fetch(`${base}/_img?url=${encodeURIComponent(`${origin}/p-${i}.jpg`)}&w=256`, {
            headers: { 'x-forwarded-for': `192.0.2.${i + 1}` },
          }),
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
