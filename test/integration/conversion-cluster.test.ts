// Conversions across two servers as production runs them (issue 25): the built server, two
// clusters of two workers (as pm2 runs it), each with its own DATA_DIR, on one redis-server, with
// a fake Baidu oCPC, the delivery's real timing (5 s, 15 s, … between attempts). A lead answered by
// one server and its conversion sent to the other reach Baidu exactly once; so does a conversion
// posted to both; and one Baidu fails for a while arrives after it recovers, once.
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SHARED_TICKET_KEY } from '../../server/leads/ticket-keys.ts';
import { startCluster, type Cluster } from '../helpers/cluster.ts';
import { startFakeUpstream, type FakeUpstream } from '../helpers/fake-upstream.ts';
import { startRedis, type TestRedis } from '../helpers/redis.ts';
import { tempDir } from '../helpers/site.ts';

const LEAD = {
  client_name: '周明',
  corp_name: '沪东电梯股份',
  phone: '021-50001234',
  corp_email: 'zhouming@hudong.example.cn',
  demand: '希望评估集成平台对接 SAP 与售后服务系统。',
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let redis: TestRedis;
let ocpc: FakeUpstream;
let one: Cluster;
let two: Cluster;
const logs: string[] = [];
/** Baidu answers 500 to these clicks until the time given. */
const downUntil = new Map<string, number>();
/** The clicks Baidu took, once per upload it took. */
const accepted: string[] = [];
const clickOf = (body: string) =>
  new URL(
    (JSON.parse(body) as { conversionTypes: { logidUrl: string }[] }).conversionTypes[0]!.logidUrl,
  ).searchParams.get('bd_vid')!;
const uploadsOf = (bdVid: string) => ocpc.requests.filter((r) => clickOf(r.body) === bdVid);

beforeAll(async () => {
  redis = await startRedis();
  ocpc = await startFakeUpstream();
  ocpc.answer((req) => {
    const click = clickOf(req.body);
    if (Date.now() < (downUntil.get(click) ?? 0)) return { status: 500, json: { message: 'busy' } };
    accepted.push(click);
    return { status: 200, json: { header: { status: 0, desc: 'success' } } };
  });
  const env = () => ({
    DATA_DIR: tempDir('conversion-cluster-'),
    REDIS_URL: redis.url,
    OCPC_API_URL: `${ocpc.url}/upload`,
    OCPC_TOKEN: 'company-ocpc-token-0042',
    LEAD_RATE_LIMIT: '1000',
    LOG_LEVEL: 'info',
    REDIS_PREFIX: 'defan:',
    // Due conversions are looked for every second (5 s by default).
    LEAD_FORWARD_INTERVAL_MS: '1000',
  });
  [one, two] = await Promise.all([startCluster(env(), 2), startCluster(env(), 2)]);
  for (const c of [one, two]) c.primary.stdout!.on('data', (d: Buffer) => logs.push(...d.toString().split('\n')));
  // The servers agreed on a ticket key (each worker reads it when it connects, as it starts).
  const client = await createClient({ url: redis.url }).connect();
  try {
    await vi.waitFor(async () => expect(await client.exists(`defan:${SHARED_TICKET_KEY}`)).toBe(1));
  } finally {
    client.destroy();
  }
  await sleep(500);
}, 60_000);
afterAll(async () => {
  one?.stop();
  two?.stop();
  await ocpc?.close();
  await redis?.stop();
});

/** A request on a new connection, so each cluster spreads them over its workers. */
async function post(c: Cluster, path: string, body: object): Promise<{ status: number; body: unknown }> {
  const res = await fetch(`http://127.0.0.1:${c.port}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', connection: 'close' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}
const lead = async (c: Cluster, bdVid: string) => {
  const res = await post(c, '/api/v1/client_demands/', { ...LEAD, bd_vid: bdVid });
  expect(res.status).toBe(201);
  return (res.body as { conversionTicket: string }).conversionTicket;
};
const convert = (c: Cluster, ticket: string, bdVid: string) =>
  post(c, '/ocpcapi/api/uploadConvertData', {
    ticket,
    conversionTypes: [{ logidUrl: `https://www.definesys.cn/form?bd_vid=${bdVid}`, newType: 3 }],
  });
const ACCEPTED = { status: 200, body: { header: { status: 0, desc: 'accepted' } } };
const DUPLICATE = { status: 200, body: { header: { status: 0, desc: 'duplicate' } } };

describe('two servers of two workers each, on one Redis', () => {
  it('a lead answered by one and its conversion sent to the other reach Baidu exactly once', async () => {
    const ticket = await lead(one, 'clusterCross');
    const answer = await convert(two, ticket, 'clusterCross');
    expect(answer).toEqual(ACCEPTED);
    await vi.waitFor(() => expect(accepted).toContain('clusterCross'), { timeout: 10_000 });
    // Every worker of both servers looks for due conversions twice more meanwhile.
    await sleep(2500);
    expect(uploadsOf('clusterCross')).toHaveLength(1);
  });

  it('a conversion posted to both servers, twice each, is accepted once and reaches Baidu once', async () => {
    const ticket = await lead(two, 'clusterBoth');
    const answers = await Promise.all([one, two, one, two].map((c) => convert(c, ticket, 'clusterBoth')));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(4);
    expect(answers.map((a) => a.body)).toEqual(
      expect.arrayContaining([ACCEPTED.body, DUPLICATE.body, DUPLICATE.body, DUPLICATE.body]),
    );
    expect(answers.filter((a) => JSON.stringify(a) === JSON.stringify(ACCEPTED))).toHaveLength(1);
    await vi.waitFor(() => expect(accepted).toContain('clusterBoth'), { timeout: 10_000 });
    await sleep(2500);
    expect(uploadsOf('clusterBoth')).toHaveLength(1);
  });

  it('a conversion Baidu fails (500) for a while arrives after it recovers, once', { timeout: 60_000 }, async () => {
    const ticket = await lead(one, 'clusterOutage');
    const started = Date.now();
    // Down for the first attempt and the one 5 s later; the next, 15 s after that, gets through.
    downUntil.set('clusterOutage', started + 7_000);
    expect(await convert(two, ticket, 'clusterOutage')).toEqual(ACCEPTED);
    expect(Date.now() - started).toBeLessThan(1_000);
    await vi.waitFor(() => expect(accepted).toContain('clusterOutage'), { timeout: 40_000, interval: 200 });
    const arrived = Date.now() - started;
    expect(uploadsOf('clusterOutage')).toHaveLength(3);
    expect(arrived).toBeGreaterThan(19_000);
    expect(arrived).toBeLessThan(30_000);
    await sleep(2500);
    expect(uploadsOf('clusterOutage')).toHaveLength(3);
    expect(accepted.filter((c) => c === 'clusterOutage')).toHaveLength(1);
    expect(logs.filter((l) => l.includes('conversion delivery failed; will retry'))).toHaveLength(2);
  });
});
