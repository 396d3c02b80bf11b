// The edge follows a revalidation (issue 25): two servers sharing Redis, each a two-worker cluster
// behind its own nginx (the shipped config), each configured with EDGE_REFRESH_URL. After a
// revalidation sent to server one, both nginx caches answer the changed page, as a desktop and as
// a phone, from their caches (X-Cache-Status HIT) within two seconds, instead of keeping the old
// copy for its s-maxage (ten minutes here); each nginx was asked exactly once per device class, by
// one worker of its server. A visitor's X-Edge-Refresh with a wrong token is an ordinary request.
// And the worker that answers nginx's refresh request first applies what it has not read yet, so
// nginx never stores the old page from a worker one journal read behind.
import fs from 'node:fs';
import https from 'node:https';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSite } from '../../server/site.ts';
import { loadConfig } from '../../server/config.ts';
import { createContentStore } from '../../server/content-store/content-store.ts';
import { openContentDb } from '../../server/content-store/db.ts';
import { openLeadStore } from '../../server/leads/lead-store.ts';
import { openRevalidationJournal } from '../../server/coordination/journal.ts';
import { startCluster, type Cluster } from '../helpers/cluster.ts';
import { planEdge, visit, type Device } from '../helpers/edge.ts';
import { startRedis, type TestRedis } from '../helpers/redis.ts';
import { CLIENT_DIR, retitled, startVendorOverEmbedded, tempDir } from '../helpers/site.ts';
import { waitUntil } from '../helpers/wait.ts';

const TOKEN = 'edge-revalidate-token-0123456789abcdef';
/** As long as `openssl rand -hex 32` makes one. */
const EDGE_TOKEN = 'edge-refresh-0123456789abcdef0123456789abcdef0123456789abcdef01';
const PAGE = '/news/1040';

interface Server {
  cluster: Cluster;
  nginx: ChildProcess;
  edge: string;
  accessLog: string;
}

describe('the edge after a revalidation, two servers each behind its nginx', () => {
  let redis: TestRedis;
  let vendor: Awaited<ReturnType<typeof startVendorOverEmbedded>>;
  let servers: Server[] = [];
  let title: string | undefined;

  async function startServer(name: string, env: Record<string, string>): Promise<Server> {
    const dir = tempDir(`edge-${name}-`);
    const edge = await planEdge(dir, EDGE_TOKEN);
    const cluster = await startCluster({ ...env, ...edge.siteEnv, DATA_DIR: path.join(dir, 'data') });
    const nginx = await edge.start([cluster.port]);
    return { cluster, nginx, edge: edge.url, accessLog: edge.accessLog };
  }

  beforeAll(async () => {
    redis = await startRedis();
    vendor = await startVendorOverEmbedded(retitled(1040, () => title));
    const env = {
      RENDER_THREADS: '0',
      API_BASE_LOCAL: vendor.url,
      REVALIDATE_TOKEN: TOKEN,
      REDIS_URL: redis.url,
      TRUST_DEVICE_HEADER: 'true',
      // Far longer than the test: the site's own caches and nginx's (s-maxage) keep the page.
      PAGE_CACHE_TTL_MS: '600000',
      UPSTREAM_CACHE_TTL_MS: '600000',
    };
    servers = await Promise.all([startServer('one', env), startServer('two', env)]);
  }, 120_000);
  afterAll(async () => {
    for (const s of servers) s.nginx.kill('SIGTERM');
    await Promise.all(servers.map((s) => s.cluster.stop()));
    await vendor?.close();
    await redis?.stop();
  });

  it(
    'has every nginx store the changed page within two seconds, one refresh per server',
    { timeout: 120_000 },
    async () => {
      const devices: Device[] = ['desktop', 'mobile'];
      // Each nginx caches the page for both device classes.
      for (const { edge } of servers)
        for (const device of devices)
          await waitUntil(
            `${edge} caches ${PAGE} for ${device}`,
            async () => (await visit(edge, PAGE, device)).cache === 'HIT',
          );

      // The vendor publishes: without a revalidation every nginx keeps its copy.
      title = 'Published: the edge follows';
      for (const { edge } of servers)
        for (const device of devices) {
          const r = await visit(edge, PAGE, device);
          expect(r).toMatchObject({ status: 200, cache: 'HIT', headers: { 'x-device-class': device } });
          expect(r.text).not.toContain(title);
          // A wrong token is an ordinary request: answered from the cache.
          const guessed = await visit(edge, PAGE, device, { 'x-edge-refresh': EDGE_TOKEN.replace('0', '1') });
          expect(guessed.cache).toBe('HIT');
          expect(guessed.text).not.toContain(title);
        }

      const accepted = await fetchRevalidate(servers[0]!.edge, [PAGE]);
      expect(accepted).toBe(202);
      const postedAt = Date.now();

      // Every nginx answers the changed page from its cache, for both device classes.
      const pending = new Set(servers.flatMap(({ edge }) => devices.map((device) => `${edge} ${device}`)));
      const seen: string[] = [];
      while (pending.size) {
        expect(Date.now() - postedAt, `nginx still old: ${[...pending].join(', ')}; ${seen.join(', ')}`).toBeLessThan(
          2000,
        );
        for (const entry of [...pending]) {
          const [edge, device] = entry.split(' ') as [string, Device];
          const r = await visit(edge, PAGE, device);
          seen.push(`${Date.now() - postedAt}ms ${r.cache} ${r.text.includes(title) ? 'new' : 'old'}`);
          if (r.cache === 'HIT' && r.text.includes(title)) {
            expect(r.headers['x-device-class']).toBe(device);
            pending.delete(entry);
          }
        }
        // Polled as fast as answers come: the two seconds are what is measured.
      }
      const took = Date.now() - postedAt;
      console.log(`both nginx caches answer the changed page ${took} ms after the revalidation`);

      // Exactly one refresh per server and device class, whichever worker did it: counted once
      // every worker of both servers has applied the revalidation (a second refresh would have
      // been sent by then).
      for (const { cluster } of servers) await everyWorkerServes(cluster.port, title);
      for (const { accessLog } of servers) {
        const refreshes = fs
          .readFileSync(accessLog, 'utf8')
          .split('\n')
          .filter((line) => line.includes('defan-site-edge-refresh'));
        expect(refreshes, accessLog).toHaveLength(2);
        for (const line of refreshes) {
          expect(line).toContain(`"GET ${PAGE} HTTP/1.1" 200`);
          expect(line).toContain('cache=BYPASS');
        }
      }
    },
  );
});

/** Waits until several requests in a row, each on a new connection (spread over the cluster's
 *  workers), answer the page with `text`. */
async function everyWorkerServes(port: number, text: string): Promise<void> {
  let inARow = 0;
  await waitUntil(`every worker on ${port} serves the new page`, async () => {
    const res = await fetch(`http://127.0.0.1:${port}${PAGE}`, { headers: { connection: 'close' } });
    inARow = (await res.text()).includes(text) ? inARow + 1 : 0;
    return inARow >= 6;
  });
}

/** POST /_revalidate through nginx, as the CMS calls it; the status. */
function fetchRevalidate(edge: string, paths: string[]): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = https.request(
      `${edge}/_revalidate`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${TOKEN}` },
        rejectUnauthorized: false,
        agent: false,
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify({ paths }));
  });
}

describe("a worker answering the edge's refresh request", () => {
  it('applies the revalidations it has not read yet first', async () => {
    // Two workers of one server (one DATA_DIR, one journal), in this process.
    const dataDir = tempDir('edge-wait-');
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      RENDER_THREADS: '0',
      REVALIDATE_TOKEN: TOKEN,
      EDGE_REFRESH_TOKEN: EDGE_TOKEN,
      PAGE_CACHE_TTL_MS: '600000',
    });
    const opened: { close(): void }[] = [];
    const worker = () => {
      const contentDb = openContentDb(dataDir);
      const leads = openLeadStore(dataDir);
      const journal = openRevalidationJournal(dataDir);
      const site = createSite({
        config,
        logger: pino({ level: 'silent' }),
        store: createContentStore(contentDb),
        leads,
        clientDir: CLIENT_DIR,
        journal,
      });
      opened.push(contentDb, leads, { close: () => site.revalidator.stop() }, journal);
      return site;
    };
    const [a, b] = [worker(), worker()];
    try {
      await request(b.listener).get(PAGE);
      expect((await request(b.listener).get(PAGE)).headers['x-cache']).toBe('HIT');
      const accepted = await request(a.listener)
        .post('/_revalidate')
        .set('authorization', `Bearer ${TOKEN}`)
        .send({ paths: [PAGE] });
      expect(accepted.status).toBe(202);
      // At once, before b's next journal read: b drops its copy first and renders the page again.
      const refreshed = await request(b.listener).get(PAGE).set('x-edge-refresh', EDGE_TOKEN);
      expect(refreshed.status).toBe(200);
      // Rendered for this request (a cached answer says X-Cache: HIT).
      expect(refreshed.headers['x-cache']).toBeUndefined();
    } finally {
      for (const o of opened.reverse()) o.close();
    }
  });
});
