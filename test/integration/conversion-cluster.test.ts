// Conversions across two servers as production runs them (issues 25 and 36): the built server, two
// clusters of two workers (as pm2 runs it), each with its own DATA_DIR, on one redis-server, with
// a fake Baidu oCPC, the delivery's real timing (5 s, 15 s, … between attempts). A lead's click
// reaches Baidu exactly once; so does a click leads brought to both servers; so does an older
// page's upload with a ticket a server of the release before signed; and one Baidu fails for a
// while arrives after it recovers, once.
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createConversionTickets } from '../../server/leads/conversion-ticket.ts';
import { SHARED_TICKET_KEY } from '../../server/leads/ticket-keys.ts';
import { convertingEnv, startFakeBaidu, type FakeBaidu } from '../helpers/baidu.ts';
import { startCluster, type Cluster } from '../helpers/cluster.ts';
import { startRedis, type TestRedis } from '../helpers/redis.ts';
import { postLeadFromClick, SAMPLE_LEAD } from '../helpers/sample-lead.ts';
import { tempDir } from '../helpers/site.ts';

let redis: TestRedis;
let baidu: FakeBaidu;
let one: Cluster;
let two: Cluster;
const dataDirs = new Map<Cluster, string>();
const logs: string[] = [];
/** Baidu answers 500 to these clicks until the time given. */
const downUntil = new Map<string, number>();

beforeAll(async () => {
  redis = await startRedis();
  baidu = await startFakeBaidu();
  baidu.answer((_req, click) =>
    Date.now() < (downUntil.get(click) ?? 0) ? { status: 500, json: { message: 'busy' } } : undefined,
  );
  const env = () => ({ ...convertingEnv(baidu, redis.url, 'defan:'), DATA_DIR: tempDir('conversion-cluster-') });
  const [envOne, envTwo] = [env(), env()];
  [one, two] = await Promise.all([startCluster(envOne, 2), startCluster(envTwo, 2)]);
  dataDirs.set(one, envOne.DATA_DIR).set(two, envTwo.DATA_DIR);
  for (const c of [one, two]) c.primary.stdout!.on('data', (d: Buffer) => logs.push(...d.toString().split('\n')));
  // The servers agreed on a ticket key (each worker reads it when it connects, as it starts).
  const client = await createClient({ url: redis.url }).connect();
  try {
    await vi.waitFor(async () => expect(await client.exists(`defan:${SHARED_TICKET_KEY}`)).toBe(1));
  } finally {
    client.destroy();
  }
}, 60_000);
afterAll(async () => {
  await Promise.all([one?.stop(), two?.stop()]);
  await baidu?.close();
  await redis?.stop();
});

/** A request on a new connection, so each cluster spreads them over its workers. */
async function post(c: Cluster, route: string, body: object): Promise<{ status: number; body: unknown }> {
  const res = await fetch(`http://127.0.0.1:${c.port}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', connection: 'close' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}
/** A lead from the ad click `bdVid`, as our page sends it. */
const lead = async (c: Cluster, bdVid: string) => {
  const res = await postLeadFromClick(`http://127.0.0.1:${c.port}`, bdVid);
  expect(res.status).toBe(201);
  expect(res.body).toMatchObject({ adClick: 'converted' });
};
/** A lead a server of the release before took and the ticket its answer gave, signed with the key
 *  in Redis as that server signed it. */
const olderLead = async (c: Cluster, bdVid: string) => {
  const res = await post(c, '/api/v1/client_demands/', SAMPLE_LEAD);
  expect(res.status).toBe(201);
  const client = await createClient({ url: redis.url }).connect();
  try {
    const key = Buffer.from((await client.get(`defan:${SHARED_TICKET_KEY}`))!, 'base64url');
    return createConversionTickets(key).issue((res.body as { id: number }).id, bdVid);
  } finally {
    client.destroy();
  }
};
const convert = (c: Cluster, ticket: string, bdVid: string) =>
  post(c, '/ocpcapi/api/uploadConvertData', {
    ticket,
    conversionTypes: [{ logidUrl: `https://www.definesys.cn/form?bd_vid=${bdVid}`, newType: 3 }],
  });
const ACCEPTED = { status: 200, body: { header: { status: 0, desc: 'accepted' } } };
const DUPLICATE = { status: 200, body: { header: { status: 0, desc: 'duplicate' } } };

/** A click's conversions on both servers, once none is pending (then nothing more can be sent). */
async function finalStates(bdVid: string): Promise<string[]> {
  const read = () =>
    [one, two].flatMap((c) => {
      const db = new DatabaseSync(path.join(dataDirs.get(c)!, 'leads.sqlite'), { readOnly: true });
      try {
        return (db.prepare('SELECT state FROM conversions WHERE bd_vid = ?').all(bdVid) as { state: string }[]).map(
          (r) => r.state,
        );
      } finally {
        db.close();
      }
    });
  await vi.waitFor(() => expect(read().every((s) => s === 'delivered' || s === 'duplicate')).toBe(true), {
    timeout: 10_000,
    interval: 100,
  });
  return read().sort();
}

describe('two servers of two workers each, on one Redis', () => {
  it('a lead’s click reaches Baidu exactly once', async () => {
    await lead(one, 'clusterOne');
    await vi.waitFor(() => expect(baidu.accepted).toContain('clusterOne'), { timeout: 10_000 });
    expect(await finalStates('clusterOne')).toEqual(['delivered']);
    expect(baidu.uploadsOf('clusterOne')).toHaveLength(1);
  });

  it('a click leads brought to both servers, twice each, reaches Baidu once', async () => {
    await Promise.all([one, two, one, two].map((c) => lead(c, 'clusterBoth')));
    await vi.waitFor(() => expect(baidu.accepted).toContain('clusterBoth'), { timeout: 10_000 });
    // Stored once on each server; one sends it, the other leaves it to it.
    expect(await finalStates('clusterBoth')).toEqual(['delivered', 'duplicate']);
    expect(baidu.uploadsOf('clusterBoth')).toHaveLength(1);
  });

  it('an older page’s upload, its lead answered by one server, reaches Baidu once through the other', async () => {
    const ticket = await olderLead(one, 'clusterOlder');
    // Twice to the other server (its two workers share its file), once back to the first.
    const answers = await Promise.all([two, one, two].map((c) => convert(c, ticket, 'clusterOlder')));
    expect(answers).toEqual(expect.arrayContaining([ACCEPTED, ACCEPTED, DUPLICATE]));
    expect(answers.filter((a) => JSON.stringify(a) === JSON.stringify(ACCEPTED))).toHaveLength(2);
    await vi.waitFor(() => expect(baidu.accepted).toContain('clusterOlder'), { timeout: 10_000 });
    expect(await finalStates('clusterOlder')).toEqual(['delivered', 'duplicate']);
    expect(baidu.uploadsOf('clusterOlder')).toHaveLength(1);
  });

  it('a conversion Baidu fails (500) for a while arrives after it recovers, once', { timeout: 60_000 }, async () => {
    const started = Date.now();
    // Down for the first attempt and the one 5 s later; the next, 15 s after that, gets through.
    downUntil.set('clusterOutage', started + 7_000);
    await lead(two, 'clusterOutage');
    expect(Date.now() - started).toBeLessThan(1_000);
    await vi.waitFor(() => expect(baidu.accepted).toContain('clusterOutage'), { timeout: 40_000, interval: 200 });
    const arrived = Date.now() - started;
    expect(baidu.uploadsOf('clusterOutage')).toHaveLength(3);
    // The waits are 5 s and 15 s at most; jitter shortens each by up to a fifth (16 s in all).
    expect(arrived).toBeGreaterThan(16_000);
    expect(arrived).toBeLessThan(30_000);
    expect(await finalStates('clusterOutage')).toEqual(['delivered']);
    expect(baidu.uploadsOf('clusterOutage')).toHaveLength(3);
    expect(baidu.accepted.filter((c) => c === 'clusterOutage')).toHaveLength(1);
    expect(logs.filter((l) => l.includes('conversion delivery failed; will retry'))).toHaveLength(2);
  });
});
