// Limits shared by several servers (issue 25): with REDIS_URL, the leads an address may send, the
// admin logins it may try and the new pictures /_img makes for it are counted once across every
// worker of every server, so two servers behind one address do not double a client's allowance.
// With Redis gone each server counts on its own (nothing fails), and it counts in Redis again
// when Redis is back. Two real server processes (one worker each, own DATA_DIR) on one real Redis.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCluster, type Cluster } from '../helpers/cluster.ts';
import { startMediaHost, type MediaHost } from '../helpers/media-host.ts';
import { startRedis, type TestRedis } from '../helpers/redis.ts';
import { tempDir } from '../helpers/site.ts';
import { waitUntil } from '../helpers/wait.ts';

const LEAD = {
  client_name: '陈思远',
  corp_name: '瑞程精密机械集团',
  phone: '13912345678',
  corp_email: 'chensy@ruicheng.example.cn',
  demand: '计划用低代码平台重建供应商门户，希望了解私有化部署方案与实施周期。',
};
const ADMIN = { ADMIN_LOGIN: 'ops-staff', ADMIN_PASSWORD: 'correct horse battery staple' };

let redis: TestRedis;
let media: MediaHost;
let servers: Cluster[] = [];
const base = (n: number) => `http://127.0.0.1:${servers[n % 2]!.port}`;

async function redisState(n: number): Promise<string | undefined> {
  const r = await fetch(`${base(n)}/readyz`);
  const body = (await r.json()) as { redis: { state: string } | null };
  expect(r.status).toBe(200);
  return body.redis?.state;
}

async function waitForRedis(state: 'connected' | 'unreachable'): Promise<void> {
  await waitUntil(
    `servers ${state}`,
    async () => (await redisState(0)) === state && (await redisState(1)) === state,
    15_000,
    100,
  );
}

const sendLead = (n: number, ip: string) =>
  fetch(`${base(n)}/api/v1/client_demands/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify(LEAD),
  });

beforeAll(async () => {
  redis = await startRedis();
  media = await startMediaHost();
  const env = {
    REDIS_URL: redis.url,
    REDIS_PREFIX: 'limits-test:',
    TRUST_PROXY: 'loopback',
    LEAD_RATE_LIMIT: '3',
    IMG_MISSES_PER_10MIN: '3',
    MEDIA_HOSTS: media.url,
    RENDER_THREADS: '0',
    ...ADMIN,
  };
  servers = await Promise.all([
    startCluster({ ...env, DATA_DIR: tempDir('limits-a-') }, 1),
    startCluster({ ...env, DATA_DIR: tempDir('limits-b-') }, 1),
  ]);
  await waitForRedis('connected');
});
afterAll(async () => {
  for (const s of servers) s.stop();
  await media?.close();
  await redis?.stop();
});

describe('limits across two servers on one Redis', () => {
  it('counts an address’s leads once across both servers', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await sendLead(i, '198.51.100.7')).status);
    // Three allowed in all (not three per server): the fourth, on the second server, is refused.
    expect(statuses).toEqual([201, 201, 201, 429]);
    // Another address has its own allowance.
    expect((await sendLead(1, '198.51.100.8')).status).toBe(201);
  });

  it('counts an address’s admin logins once across both servers', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const r = await fetch(`${base(i)}/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.20' },
        body: JSON.stringify({ login_name: ADMIN.ADMIN_LOGIN, password: 'wrong password, again' }),
      });
      statuses.push(r.status);
    }
    // Ten wrong attempts per address per 15 minutes in all: five on each server, then refused.
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('counts the new pictures made for an address once across both servers', async () => {
    const picture = (n: number, name: string) =>
      fetch(`${base(n)}/_img?url=${encodeURIComponent(`${media.url}/burst/${name}.jpg`)}&w=640`, {
        headers: { 'x-forwarded-for': '198.51.100.30' },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const r = await picture(i, `limit-${i}`);
      await r.arrayBuffer();
      statuses.push(r.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    // A picture already made is not a new one: it still answers.
    const again = await picture(1, 'limit-1');
    expect(again.status).toBe(200);
    const refused = await picture(0, 'limit-9');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('keeps limiting on each server’s own count while Redis is down, and shares again when it is back', async () => {
    await redis.stop();
    await waitForRedis('unreachable');
    // Each server counts on its own now: three for this address on each, nothing fails.
    const down: number[] = [];
    for (let i = 0; i < 8; i++) down.push((await sendLead(i, '198.51.100.40')).status);
    expect(down).toEqual([201, 201, 201, 201, 201, 201, 429, 429]);

    await redis.start();
    await waitForRedis('connected');
    const back: number[] = [];
    for (let i = 0; i < 4; i++) back.push((await sendLead(i, '198.51.100.41')).status);
    expect(back).toEqual([201, 201, 201, 429]);
  });
});
