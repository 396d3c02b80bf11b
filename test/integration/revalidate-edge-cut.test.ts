// The edge is refreshed only by a server that knows (issue 37): one nginx (the shipped config)
// before two servers, round robin, both configured to refresh it; server two is cut from Redis.
// A revalidation sent to server one is refreshed through nginx, and nginx's round robin hands part
// of the refresh requests to server two, which has not heard of it and still holds the old page:
// it refuses them (503, not stored), server one answers the retries, and nginx ends with the new
// page for both device classes and never serves the old one once it has the new (before the fix,
// server two's old page was stored as fresh for as long as the cut lasted). Once Redis is back,
// server two serves the new page too, and nginx still does.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCluster, type Cluster } from '../helpers/cluster.ts';
import { AGENTS, planEdge, startTcpCut, visit, type Device, type TcpCut } from '../helpers/edge.ts';
import { startRedis, type TestRedis } from '../helpers/redis.ts';
import { retitled, startVendorOverEmbedded, tempDir } from '../helpers/site.ts';
import { waitUntil as until } from '../helpers/wait.ts';

const TOKEN = 'edge-cut-revalidate-token-0123456789abcdef';
const EDGE_TOKEN = 'edge-cut-refresh-0123456789abcdef0123456789abcdef0123456789abcd';
const PAGE = '/news/1040';
const DEVICES: Device[] = ['desktop', 'mobile'];

/** A request straight to one server (its cluster's port). */
function direct(
  port: number,
  target: string,
  opts: { device?: Device; method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; cache: string; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: target,
        method: opts.method ?? 'GET',
        agent: false,
        headers: { connection: 'close', 'user-agent': AGENTS[opts.device ?? 'desktop'], ...opts.headers },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, cache: String(res.headers['x-cache'] ?? 'MISS'), text }),
        );
      },
    );
    req.on('error', reject);
    req.end(opts.body);
  });
}

describe('the edge refresh through one nginx before two servers, one of them cut from Redis', () => {
  let redis: TestRedis;
  let relay: TcpCut;
  let vendor: Awaited<ReturnType<typeof startVendorOverEmbedded>>;
  let one: Cluster | undefined;
  let two: Cluster | undefined;
  let nginx: ChildProcess | undefined;
  let edge: string;
  let accessLog: string;
  let title: string | undefined;

  beforeAll(async () => {
    redis = await startRedis({ persist: true });
    relay = await startTcpCut(redis.port);
    vendor = await startVendorOverEmbedded(retitled(1040, () => title));
    const dir = tempDir('edge-cut-');
    const plan = await planEdge(dir, EDGE_TOKEN);
    edge = plan.url;
    const env = {
      RENDER_THREADS: '0',
      API_BASE_LOCAL: vendor.url,
      REVALIDATE_TOKEN: TOKEN,
      TRUST_DEVICE_HEADER: 'true',
      ...plan.siteEnv,
      // Far longer than the test: only a revalidation brings a change.
      PAGE_CACHE_TTL_MS: '600000',
      UPSTREAM_CACHE_TTL_MS: '600000',
    };
    [one, two] = await Promise.all([
      startCluster({ ...env, REDIS_URL: redis.url, DATA_DIR: path.join(dir, 'one') }, 1),
      startCluster({ ...env, REDIS_URL: relay.url, DATA_DIR: path.join(dir, 'two') }, 1),
    ]);
    nginx = await plan.start([one.port, two.port]);
    accessLog = plan.accessLog;
  }, 120_000);
  afterAll(async () => {
    nginx?.kill('SIGTERM');
    await Promise.all([one?.stop(), two?.stop()]);
    await relay?.close();
    await vendor?.close();
    await redis?.stop();
  });

  it(
    'leaves nginx with the new page, never the old one from the server that had not heard',
    { timeout: 120_000 },
    async () => {
      // Both servers and nginx hold the page, for both device classes.
      for (const port of [one!.port, two!.port])
        for (const device of DEVICES)
          await until(
            `${port} caches ${PAGE} for ${device}`,
            async () => (await direct(port, PAGE, { device })).cache === 'HIT',
          );
      for (const device of DEVICES)
        await until(
          `nginx caches ${PAGE} for ${device}`,
          async () => (await visit(edge, PAGE, device)).cache === 'HIT',
        );

      relay.cut();
      await until('server two sees Redis gone', async () => {
        const r = await direct(two!.port, '/readyz');
        return (JSON.parse(r.text) as { redis: { state: string } }).redis.state === 'unreachable';
      });

      title = 'Published while server two is cut off';
      const accepted = await direct(one!.port, '/_revalidate', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${TOKEN}` },
        body: JSON.stringify({ paths: [PAGE] }),
      });
      expect(accepted.status).toBe(202);
      const postedAt = Date.now();

      // nginx gets the new page for both device classes; once it has it, never the old one again.
      const seen: string[] = [];
      const fresh = new Set<Device>();
      while (Date.now() - postedAt < 8_000 || fresh.size < DEVICES.length) {
        expect(Date.now() - postedAt, `nginx never got the new page: ${seen.slice(-8).join(', ')}`).toBeLessThan(
          30_000,
        );
        for (const device of DEVICES) {
          const r = await visit(edge, PAGE, device);
          const isNew = r.text.includes(title);
          seen.push(`${Date.now() - postedAt}ms ${device} ${r.cache} ${isNew ? 'new' : 'old'}`);
          expect(r.status).toBe(200);
          if (fresh.has(device)) expect(isNew, `old after new: ${seen.slice(-8).join(', ')}`).toBe(true);
          if (isNew && r.cache === 'HIT') fresh.add(device);
        }
      }
      console.log(`nginx: ${seen.find((s) => s.includes('new'))} first new; ${seen.length} answers seen`);

      // Server two still had the old page all along: it refused the refreshes it was handed.
      const fromTwo = await direct(two!.port, PAGE);
      expect(fromTwo.cache).toBe('HIT');
      expect(fromTwo.text).not.toContain(title);
      const refreshes = fs
        .readFileSync(accessLog, 'utf8')
        .split('\n')
        .filter((line) => line.includes('defan-site-edge-refresh'));
      const refused = refreshes.filter((line) => line.includes(`"GET ${PAGE} HTTP/1.1" 503`));
      expect(refused.length, refreshes.join('\n')).toBeGreaterThanOrEqual(1);
      expect(refreshes.filter((line) => line.includes(`"GET ${PAGE} HTTP/1.1" 200`)).length).toBeGreaterThanOrEqual(2);

      // Redis back: server two applies the revalidation (and refreshes nginx again itself).
      relay.restore();
      await until('server two serves the new page', async () => (await direct(two!.port, PAGE)).text.includes(title!));
      for (const device of DEVICES) {
        const r = await visit(edge, PAGE, device);
        expect(r.text).toContain(title);
      }
    },
  );
});
