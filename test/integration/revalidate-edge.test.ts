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
import { freePort } from '../helpers/free-port.ts';
import { passThrough, startFakeUpstream, type FakeUpstream } from '../helpers/fake-upstream.ts';
import { makeCertificate, startNginx } from '../helpers/nginx.ts';
import { startRedis, type TestRedis } from '../helpers/redis.ts';
import { CLIENT_DIR, startSite, tempDir, type TestSite } from '../helpers/site.ts';

const TOKEN = 'edge-revalidate-token-0123456789abcdef';
/** As long as `openssl rand -hex 32` makes one. */
const EDGE_TOKEN = 'edge-refresh-0123456789abcdef0123456789abcdef0123456789abcdef01';
const PAGE = '/news/1040';
const AGENTS = {
  desktop: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36',
  mobile:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
};
type Device = keyof typeof AGENTS;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Answer {
  status: number;
  cache: string;
  device: string;
  text: string;
}

/** A request to nginx over https (its certificate is self-signed), as a visitor. */
function visit(edge: string, target: string, device: Device, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = https.request(
      `${edge}${target}`,
      { headers: { 'user-agent': AGENTS[device], ...headers }, rejectUnauthorized: false, agent: false },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            cache: String(res.headers['x-cache-status']),
            device: String(res.headers['x-device-class']),
            text,
          }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

interface Server {
  cluster: Cluster;
  nginx: ChildProcess;
  edge: string;
  accessLog: string;
}

describe('the edge after a revalidation, two servers each behind its nginx', () => {
  let redis: TestRedis;
  let embedded: TestSite;
  let vendor: FakeUpstream;
  let servers: Server[] = [];
  let title: string | undefined;

  async function startServer(name: string, env: Record<string, string>): Promise<Server> {
    const dir = tempDir(`edge-${name}-`);
    const { cert, key } = makeCertificate(dir);
    const [httpPort, httpsPort] = [await freePort(), await freePort()];
    const edge = `https://127.0.0.1:${httpsPort}`;
    const cluster = await startCluster({
      ...env,
      DATA_DIR: path.join(dir, 'data'),
      EDGE_REFRESH_URL: edge,
      // nginx's certificate (self-signed, for 127.0.0.1) is the one the site trusts for it.
      NODE_EXTRA_CA_CERTS: cert,
    });
    const nginx = await startNginx({
      dir: path.join(dir, 'nginx'),
      cert,
      key,
      httpPort,
      httpsPort,
      upstream: `127.0.0.1:${cluster.port}`,
      workers: 1,
      edgeRefreshToken: EDGE_TOKEN,
    });
    return { cluster, nginx, edge, accessLog: path.join(dir, 'nginx', 'access.log') };
  }

  beforeAll(async () => {
    redis = await startRedis();
    embedded = await startSite();
    vendor = await startFakeUpstream();
    vendor.answer(async (req) => {
      const answer = await passThrough(embedded.url, req);
      if (title && req.url.startsWith('/api/v1/articles/1040/') && typeof answer === 'object' && 'json' in answer)
        return { ...answer, json: { ...(answer.json as object), title } };
      return answer;
    });
    const env = {
      RENDER_THREADS: '0',
      API_BASE_LOCAL: vendor.url,
      REVALIDATE_TOKEN: TOKEN,
      REDIS_URL: redis.url,
      TRUST_DEVICE_HEADER: 'true',
      EDGE_REFRESH_TOKEN: EDGE_TOKEN,
      EDGE_REFRESH_HOSTS: '127.0.0.1',
      // Far longer than the test: the site's own caches and nginx's (s-maxage) keep the page.
      PAGE_CACHE_TTL_MS: '600000',
      UPSTREAM_CACHE_TTL_MS: '600000',
    };
    servers = await Promise.all([startServer('one', env), startServer('two', env)]);
  }, 120_000);
  afterAll(async () => {
    for (const s of servers) {
      s.nginx.kill('SIGTERM');
      s.cluster.stop();
    }
    await vendor?.close();
    await embedded?.close();
    await redis?.stop();
  });

  it(
    'has every nginx store the changed page within two seconds, one refresh per server',
    { timeout: 120_000 },
    async () => {
      const devices: Device[] = ['desktop', 'mobile'];
      // Each nginx caches the page for both device classes.
      for (const { edge } of servers)
        for (const device of devices) {
          for (let i = 0; (await visit(edge, PAGE, device)).cache !== 'HIT'; i++) {
            expect(i, `${edge} caches ${PAGE} for ${device}`).toBeLessThan(100);
            await sleep(50);
          }
        }

      // The vendor publishes: without a revalidation every nginx keeps its copy.
      title = 'Published: the edge follows';
      await sleep(300);
      for (const { edge } of servers)
        for (const device of devices) {
          const r = await visit(edge, PAGE, device);
          expect(r).toMatchObject({ status: 200, cache: 'HIT', device });
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
            expect(r.device).toBe(device);
            pending.delete(entry);
          }
        }
        await sleep(20);
      }
      const took = Date.now() - postedAt;
      console.log(`both nginx caches answer the changed page ${took} ms after the revalidation`);

      // Exactly one refresh per server and device class, whichever worker did it.
      await sleep(1000);
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
