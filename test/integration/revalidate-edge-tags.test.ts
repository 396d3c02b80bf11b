// Cache tags and the edge index (issue 37): pages say which content they show (Cache-Tag), nginx
// passes the header on only to a CDN that asks for it, and a revalidation that names content keys
// only (no paths) refreshes at nginx every page this server served that showed them: a paged copy
// (/news?page=2, asked for with an ad-click parameter) and an article that is gone since, which
// nginx then answers as the 404 instead of the old page; `{"all": true}` refreshes every page it
// served. The purge hook gets the tags and URLs.
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCluster, type Cluster } from '../helpers/cluster.ts';
import { planEdge, visit, type Device } from '../helpers/edge.ts';
import { startFakeUpstream, type FakeUpstream } from '../helpers/fake-upstream.ts';
import { startVendorOverEmbedded, tempDir } from '../helpers/site.ts';
import { waitUntil as until } from '../helpers/wait.ts';

const TOKEN = 'edge-tags-revalidate-token-0123456789abcdef';
const EDGE_TOKEN = 'edge-tags-refresh-0123456789abcdef0123456789abcdef0123456789abc';
const HOOK_TOKEN = 'edge-tags-hook-token-0123456789';
const PAGED = '/news?page=2';
const GONE = '/news/1039';
const KEYS = ['api GET /api/v1/articles/', 'api GET /api/v1/articles/1039/'];
describe('a revalidation by content keys at the edge', () => {
  let vendor: Awaited<ReturnType<typeof startVendorOverEmbedded>>;
  let hook: FakeUpstream;
  let site: Cluster | undefined;
  let nginx: ChildProcess | undefined;
  let edge: string;
  let sitePort: number;
  /** Set: the first article of every article list is titled so. */
  let marker: string | undefined;
  let gone = false;

  beforeAll(async () => {
    vendor = await startVendorOverEmbedded((req, answer) => {
      if (gone && req.url.startsWith('/api/v1/articles/1039/')) return { status: 404, json: { detail: 'Not found.' } };
      if (marker && /^\/api\/v1\/articles\/(\?|$)/.test(req.url) && typeof answer === 'object' && 'json' in answer) {
        const list = answer.json as { results: { title: string }[] };
        return { ...answer, json: { ...list, results: list.results.map((a, i) => (i ? a : { ...a, title: marker })) } };
      }
      return answer;
    });
    hook = await startFakeUpstream();
    hook.answer(() => ({ status: 200, json: {} }));
    const dir = tempDir('edge-tags-');
    const plan = await planEdge(dir, EDGE_TOKEN);
    edge = plan.url;
    site = await startCluster({
      RENDER_THREADS: '0',
      API_BASE_LOCAL: vendor.url,
      REVALIDATE_TOKEN: TOKEN,
      TRUST_DEVICE_HEADER: 'true',
      ...plan.siteEnv,
      EDGE_PURGE_HOOK_URL: `${hook.url}/purge`,
      EDGE_PURGE_HOOK_TOKEN: HOOK_TOKEN,
      DATA_DIR: path.join(dir, 'data'),
      PAGE_CACHE_TTL_MS: '600000',
      UPSTREAM_CACHE_TTL_MS: '600000',
    });
    sitePort = site.port;
    nginx = await plan.start([site.port]);
  }, 120_000);
  afterAll(async () => {
    nginx?.kill('SIGTERM');
    await site?.stop();
    await hook?.close();
    await vendor?.close();
  });

  it('declares what each page shows in Cache-Tag, for a CDN only', async () => {
    const fromSite = await fetch(`http://127.0.0.1:${sitePort}${GONE}`, { headers: { 'user-agent': 'curl/8' } });
    expect(fromSite.status).toBe(200);
    const tags = fromSite.headers.get('cache-tag')!.split(',');
    expect(tags).toEqual(expect.arrayContaining(['defan-site', 'api/v1/articles/1039']));
    expect(tags.every((t) => /^[\w%./~-]{1,128}$/.test(t))).toBe(true);
    expect(fromSite.headers.get('cache-tag')!.length).toBeLessThanOrEqual(1024);

    for (let i = 0; (await visit(edge, GONE, 'desktop')).cache !== 'HIT'; i++) expect(i).toBeLessThan(100);
    // A visitor never gets the header; a CDN asking for it does, from nginx's copy too.
    const visitor = await visit(edge, GONE, 'desktop');
    expect(visitor.headers['cache-tag']).toBeUndefined();
    const cdn = await visit(edge, GONE, 'desktop', { 'x-cache-tags': '1' });
    expect(cdn.cache).toBe('HIT');
    expect(String(cdn.headers['cache-tag']).split(',')).toEqual(tags);
  });

  it(
    'refreshes a paged copy and a page gone since, at nginx, and calls the purge hook',
    { timeout: 120_000 },
    async () => {
      const devices: Device[] = ['desktop', 'mobile'];
      // nginx holds both, for both device classes (the paged copy asked for with an ad-click id).
      for (const device of devices)
        for (const target of [`${PAGED}&bd_vid=abc123`, GONE])
          await until(`nginx caches ${target}`, async () => (await visit(edge, target, device)).cache === 'HIT');
      const before = await visit(edge, PAGED, 'desktop');
      expect(before.cache).toBe('HIT');

      marker = 'Published: the list follows at the edge';
      gone = true;
      // Cached: without a revalidation nginx keeps both.
      expect((await visit(edge, PAGED, 'desktop')).text).not.toContain(marker);
      expect((await visit(edge, GONE, 'desktop')).status).toBe(200);

      const posted = await fetch(`http://127.0.0.1:${sitePort}/_revalidate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${TOKEN}` },
        body: JSON.stringify({ keys: KEYS }),
      });
      expect(posted.status).toBe(202);
      const { id } = (await posted.json()) as { id: string };

      const took = await until('nginx answers the new list and the 404', async () => {
        for (const device of devices) {
          const paged = await visit(edge, PAGED, device);
          if (paged.cache !== 'HIT' || !paged.text.includes(marker!)) return false;
          if ((await visit(edge, GONE, device)).status !== 404) return false;
        }
        return true;
      });
      console.log(`nginx follows a revalidation by keys ${took} ms after it`);
      // And keeps doing so: the old article page is not served again once nginx's copy of the 404
      // (s-maxage=1) has expired and nginx asked the site again.
      for (const device of devices)
        await until(`nginx asks again for ${GONE} as ${device}`, async () => {
          const r = await visit(edge, GONE, device);
          expect(r.status).toBe(404);
          return r.cache !== 'HIT';
        });
      for (const device of devices) expect((await visit(edge, GONE, device)).status).toBe(404);

      await until('the purge hook is called', async () => hook.requests.length > 0, 10_000);
      expect(hook.requests).toHaveLength(1);
      const [call] = hook.requests;
      expect(call!.url).toBe('/purge');
      expect(call!.headers.authorization).toBe(`Bearer ${HOOK_TOKEN}`);
      const body = JSON.parse(call!.body) as { id: string; all: boolean; tags: string[]; urls: string[] };
      expect(body).toMatchObject({ id, all: false });
      expect(body.tags).toEqual(
        expect.arrayContaining(['api/v1/articles', 'api/v1/articles/1039', 'api/v1/articles/~']),
      );
      expect(body.urls).toEqual(expect.arrayContaining([`https://127.0.0.1${PAGED}`, `https://127.0.0.1${GONE}`]));
    },
  );

  it('refreshes every page it served for { "all": true }, and has the CDN purge the site tag', async () => {
    const devices: Device[] = ['desktop', 'mobile'];
    for (const device of devices)
      await until(`nginx caches ${PAGED}`, async () => (await visit(edge, PAGED, device)).cache === 'HIT');
    marker = 'Published again: everything at once';
    const posted = await fetch(`http://127.0.0.1:${sitePort}/_revalidate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${TOKEN}` },
      body: JSON.stringify({ all: true }),
    });
    expect(posted.status).toBe(202);
    await until('nginx answers the new list', async () => {
      for (const device of devices) {
        const paged = await visit(edge, PAGED, device);
        if (paged.cache !== 'HIT' || !paged.text.includes(marker!)) return false;
      }
      return true;
    });
    await until('the purge hook is called again', async () => hook.requests.length > 1, 10_000);
    expect(JSON.parse(hook.requests[1]!.body)).toMatchObject({ all: true, tags: ['defan-site'], urls: [] });
  });
});
