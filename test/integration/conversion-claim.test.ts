// Once per click across servers, claimed on delivery (issue 36): the conversion forwarder claims a
// click in Redis (a real redis-server) before its first send, naming its own file's conversion;
// it sends under its own claim, also one left by a worker killed between the claim and the send
// (a real process, SIGKILL), and not under another server's, which makes the conversion
// `duplicate`. Without Redis, or while it cannot be reached (down, or refusing our password), it
// sends on its file's unique index alone. Conversions only recorded (no oCPC token) are never
// claimed. The fake oCPC is a real HTTP server.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { pino } from 'pino';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { createConversionSender, startConversionForwarder } from '../../server/leads/conversion-forwarder.ts';
import type { Forwarder } from '../../server/leads/forwarder.ts';
import { openLeadStore, type LeadStore } from '../../server/leads/lead-store.ts';
import { connectRedis, type RedisLink } from '../../server/coordination/redis-link.ts';
import { startFakeUpstream, type FakeUpstream } from '../helpers/fake-upstream.ts';
import { startRedis, type TestRedis } from '../helpers/redis.ts';
import { tempDir } from '../helpers/site.ts';
import { SAMPLE_LEAD } from '../helpers/sample-lead.ts';

const TOKEN = 'company-ocpc-token-0042';
const PREFIX = 'claim-test:';
const CRASHING_FORWARDER = path.resolve(import.meta.dirname, '../helpers/forwarder-crash.ts');
const silent = pino({ level: 'silent' });

let redis: TestRedis;
let ocpc: FakeUpstream;
let shared: RedisLink;
const stores: LeadStore[] = [];
const forwarders: Forwarder[] = [];
const connections: RedisLink[] = [];
const children: ChildProcess[] = [];

beforeAll(async () => {
  redis = await startRedis();
  ocpc = await startFakeUpstream();
  ocpc.answer(() => ({ status: 200, json: { header: { status: 0, desc: 'success' } } }));
  shared = await connect(redis.url);
});
afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const f of forwarders) f.stop();
  for (const s of stores) s.close();
  await Promise.all(connections.map((c) => c.close()));
  await ocpc?.close();
  await redis?.stop();
});

/** A connection to `url` as a server makes it; resolves once connected, unless `connected` is false. */
async function connect(url: string, connected = true): Promise<RedisLink> {
  const s = connectRedis({ url, prefix: PREFIX, logger: silent });
  connections.push(s);
  if (connected) await vi.waitFor(() => expect(s.health().state).toBe('connected'), { timeout: 5000 });
  return s;
}

/** A server's lead store (its own DATA_DIR), or another process's on `dir`. */
function store(dir = tempDir('claim-')): LeadStore {
  const s = openLeadStore(dir);
  stores.push(s);
  return s;
}

/** A lead from the ad click `bdVid`, stored with its conversion (pending: OCPC_TOKEN set). */
function leadWithClick(s: LeadStore, bdVid: string, state: 'pending' | 'recorded' = 'pending') {
  const added = s.add(SAMPLE_LEAD, {
    form: 'consult',
    env: 'release',
    ip: '198.51.100.9',
    userAgent: 'test',
    state: 'inbox',
    conversion: {
      bdVid,
      types: [{ logidUrl: `https://www.definesys.cn/form?bd_vid=${bdVid}`, newType: 3 }],
      state,
    },
  });
  expect(added).toMatchObject({ outcome: 'stored', click: 'converted' });
  return (added as { conversionId: number }).conversionId;
}

/** The conversion forwarder of the process holding `leads`, claiming on `withShared` (none: no Redis). */
function forwarder(leads: LeadStore, withShared: RedisLink | 'no redis' = shared): Forwarder {
  const f = startConversionForwarder({
    leads,
    send: createConversionSender(
      loadConfig({ OCPC_API_URL: `${ocpc.url}/upload`, DATA_DIR: leads.db.location()! }),
      TOKEN,
    ),
    logger: silent,
    intervalMs: 3_600_000,
    redis: withShared === 'no redis' ? undefined : withShared,
  });
  forwarders.push(f);
  return f;
}

const stateOf = (s: LeadStore, bdVid: string) =>
  (s.db.prepare('SELECT state, attempts, last_error FROM conversions WHERE bd_vid = ?').get(bdVid) ?? null) as {
    state: string;
    attempts: number;
    last_error: string | null;
  } | null;
const uploadsOf = (bdVid: string) => ocpc.requests.filter((r) => r.body.includes(`bd_vid=${bdVid}`));
const claimKey = (bdVid: string) => `${PREFIX}conversion:${bdVid}`;
async function redisDo<T>(fn: (client: ReturnType<typeof createClient>) => Promise<T>): Promise<T> {
  const client = await createClient({ url: redis.url }).connect();
  try {
    return await fn(client as ReturnType<typeof createClient>);
  } finally {
    client.destroy();
  }
}

describe('the conversion forwarder on a shared Redis', () => {
  it('claims a click before sending it, naming its file’s conversion, for 30 days', async () => {
    const s = store();
    const id = leadWithClick(s, 'claim1');
    expect(await forwarder(s).drain()).toBe(1);
    expect(stateOf(s, 'claim1')).toMatchObject({ state: 'delivered', attempts: 1 });
    expect(await redisDo((c) => c.get(claimKey('claim1')))).toBe(`${s.storeId}:${id}`);
    const ttl = await redisDo((c) => c.ttl(claimKey('claim1')));
    expect(ttl).toBeGreaterThan(29 * 86_400);
    expect(ttl).toBeLessThanOrEqual(30 * 86_400);
    expect(uploadsOf('claim1')).toHaveLength(1);
  });

  it('does not send a click another server claimed: that conversion is duplicate here', async () => {
    const a = store();
    const b = store();
    leadWithClick(a, 'claim2');
    leadWithClick(b, 'claim2');
    expect(await forwarder(a).drain()).toBe(1);
    expect(await forwarder(b).drain()).toBe(0);
    expect(stateOf(b, 'claim2')).toEqual({
      state: 'duplicate',
      attempts: 1,
      last_error: `another server delivers this click (Redis claim ${a.storeId}:1)`,
    });
    expect(b.conversions.counts()).toMatchObject({ pending: 0, duplicate: 1 });
    // Final: later passes send nothing either.
    expect(await forwarder(b).drain()).toBe(0);
    expect(uploadsOf('claim2')).toHaveLength(1);
  });

  it('sends under a claim of its own file, made by another worker of the same server', async () => {
    const s = store();
    const id = leadWithClick(s, 'claim3');
    await redisDo((c) => c.set(claimKey('claim3'), `${s.storeId}:${id}`));
    // Another process on the same file: the same store id.
    const worker = store(path.dirname(s.db.location()!));
    expect(worker.storeId).toBe(s.storeId);
    expect(await forwarder(worker).drain()).toBe(1);
    expect(stateOf(s, 'claim3')?.state).toBe('delivered');
    expect(uploadsOf('claim3')).toHaveLength(1);
  });

  it('never claims or sends a conversion only recorded (no oCPC token)', async () => {
    const s = store();
    leadWithClick(s, 'claim4', 'recorded');
    expect(await forwarder(s).drain()).toBe(0);
    expect(stateOf(s, 'claim4')).toMatchObject({ state: 'recorded', attempts: 0 });
    expect(await redisDo((c) => c.exists(claimKey('claim4')))).toBe(0);
    expect(uploadsOf('claim4')).toHaveLength(0);
  });
});

describe('without a Redis to claim in', () => {
  it('sends on its file’s unique index alone: Redis not configured, down, or refusing our password', async () => {
    const down = await startRedis();
    await down.stop();
    const guarded = await startRedis({ password: 'the-right-password' });
    try {
      const cases: [string, RedisLink | 'no redis'][] = [
        ['not configured', 'no redis'],
        ['down', await connect(down.url, false)],
        ['refusing our password', await connect(guarded.url.replace('the-right-password', 'a-wrong-one'), false)],
      ];
      for (const [i, [why, withShared]] of cases.entries()) {
        // Tried and failed (the connection keeps trying by itself).
        if (withShared !== 'no redis')
          await vi.waitFor(() =>
            expect(withShared.health(), why).toMatchObject({ state: 'unreachable', lastError: expect.any(String) }),
          );
        const s = store();
        leadWithClick(s, `unshared${i}`);
        expect(await forwarder(s, withShared).drain(), why).toBe(1);
        expect(stateOf(s, `unshared${i}`)?.state, why).toBe('delivered');
        expect(uploadsOf(`unshared${i}`), why).toHaveLength(1);
      }
      expect(await redisDo((c) => c.keys(`${PREFIX}conversion:unshared*`))).toEqual([]);
    } finally {
      await guarded.stop();
    }
  });
});

describe('a forwarder killed after claiming a click and before sending it', () => {
  it('sends it after the restart, under its own claim, and no other server does', async () => {
    const dir = tempDir('claim-crash-');
    const before = store(dir);
    const id = leadWithClick(before, 'crash1');
    // The lease the killed worker took lasts 300 ms here (a minute in production).
    const child = spawn(process.execPath, [CRASHING_FORWARDER, dir, redis.url, PREFIX, '300'], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    children.push(child);
    const exit = await new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
      child.once('exit', (code, signal) => resolve({ code, signal })),
    );
    expect(exit).toEqual({ code: null, signal: 'SIGKILL' });

    // What it left: its claim in Redis, the conversion leased with one attempt counted, nothing sent.
    expect(await redisDo((c) => c.get(claimKey('crash1')))).toBe(`${before.storeId}:${id}`);
    expect(stateOf(before, 'crash1')).toMatchObject({ state: 'pending', attempts: 1 });
    expect(uploadsOf('crash1')).toHaveLength(0);

    // Another server that stored the same click meanwhile leaves it to this one.
    const other = store();
    leadWithClick(other, 'crash1');
    expect(await forwarder(other).drain()).toBe(0);
    expect(stateOf(other, 'crash1')?.state).toBe('duplicate');

    // Restarted on the same file: once the lease is over, it finds its own claim and sends.
    const restarted = store(dir);
    const f = forwarder(restarted);
    await vi.waitFor(
      async () => {
        await f.drain();
        expect(stateOf(restarted, 'crash1')?.state).toBe('delivered');
      },
      { timeout: 5000, interval: 50 },
    );
    expect(stateOf(restarted, 'crash1')).toMatchObject({ attempts: 2, last_error: null });
    expect(uploadsOf('crash1')).toHaveLength(1);
  });
});
