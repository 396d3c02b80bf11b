// Conversions across several servers (issues 25 and 36): servers with their own DATA_DIR on one
// Redis (a real redis-server) each store the conversion of a lead's ad click with the lead; a
// click stored by two of them (two leads of one visit through a round-robin balancer) is claimed
// in Redis by the first forwarder to send it and reaches Baidu (a real HTTP fake) once, however
// long Baidu fails for; one Baidu refuses is recorded with why and shown in the staff inbox. The
// upload endpoint of older pages still honours the tickets any server signed with the key in
// Redis. The sites run in this process with the delivery's timing shortened;
// conversion-cluster.test.ts and conversion-processes.test.ts run the built server.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { pino } from 'pino';
import { createClient } from 'redis';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { createConversionSender, startConversionForwarder } from '../../server/leads/conversion-forwarder.ts';
import { createConversionTickets } from '../../server/leads/conversion-ticket.ts';
import { openLeadStore } from '../../server/leads/lead-store.ts';
import { SHARED_TICKET_KEY } from '../../server/leads/ticket-keys.ts';
import { connectRedis, type RedisLink } from '../../server/coordination/redis-link.ts';
import { OCPC_TOKEN, startFakeBaidu, type FakeBaidu } from '../helpers/baidu.ts';
import type { Answer } from '../helpers/fake-upstream.ts';
import { startRedis, type TestRedis } from '../helpers/redis.ts';
import { SAMPLE_LEAD } from '../helpers/sample-lead.ts';
import { startSite, tempDir, type TestSite } from '../helpers/site.ts';

const PREFIX = 'conv-test:';
const ADMIN = { login_name: 'ops-staff', password: 'correct horse battery staple' };
const UPLOAD = '/ocpcapi/api/uploadConvertData';
/** Attempts 100 ms, 300 ms, … apart (5 s, 15 s, … in production), looked for every 50 ms. */
const FAST = { intervalMs: 50, backoffBaseMs: 100, backoffMaxMs: 400 };
/** Baidu's time to answer: the scenario (uploads overlap), not a wait. */
const slowAnswer = (ms: number) => new Promise((r) => setTimeout(r, ms));

let redis: TestRedis;
let baidu: FakeBaidu;
/** How Baidu answers each click's next uploads (then: accepted). */
const script = new Map<string, Answer[]>();
/** How long Baidu takes to answer. */
let answerAfterMs = 0;
const uploadsOf = (bdVid: string) => baidu.uploadsOf(bdVid);

beforeAll(async () => {
  redis = await startRedis();
  baidu = await startFakeBaidu();
  baidu.answer(async (_req, click) => {
    const next = script.get(click)?.shift();
    if (next) return next;
    await slowAnswer(answerAfterMs);
    return undefined;
  });
});
afterAll(async () => {
  await baidu?.close();
  await redis?.stop();
});
afterEach(() => {
  script.clear();
  answerAfterMs = 0;
});

interface Server extends TestSite {
  shared: RedisLink | undefined;
  logs: string[];
  /** Resolves once every conversion this server took is delivered, refused or given up. */
  settled(): Promise<void>;
}
const servers: Server[] = [];
afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
});

/** A server with its own DATA_DIR on `redisUrl` (none: without Redis), delivering to the fake oCPC. */
async function startServer(
  env: Record<string, string> = {},
  redisUrl: string | undefined = redis.url,
): Promise<Server> {
  const logs: string[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void logs.push(line) });
  const shared = redisUrl ? connectRedis({ url: redisUrl, prefix: PREFIX, logger }) : undefined;
  const site = await startSite(
    {
      OCPC_API_URL: baidu.uploadUrl,
      OCPC_TOKEN,
      LEAD_RATE_LIMIT: '1000',
      // Baidu not answering in this long is a failed attempt (the default is 5 s). Not shorter: a
      // late answer to a busy machine would be sent again, which is for a Baidu that did not answer.
      UPSTREAM_TIMEOUT_MS: '1500',
      ...env,
    },
    { logger, deps: { redis: shared, conversionDelivery: FAST } },
  );
  const server: Server = {
    ...site,
    shared,
    logs,
    settled: () => vi.waitFor(() => expect(site.leads.conversions.counts().pending).toBe(0), { timeout: 10_000 }),
    close: async () => {
      await site.close();
      await shared?.close();
    },
  };
  servers.push(server);
  return server;
}

/** Waits until the server signs tickets with the key the servers share through Redis. */
const usesSharedKey = (s: Server) =>
  vi.waitFor(() => expect(logged(s, 'signing with the key shared through Redis')).toBe(true), { timeout: 5000 });
/** Whether the server logged a line with this message and these words. */
const logged = (s: Server, msg: string, ...words: string[]) =>
  s.logs.some(
    (line) => (JSON.parse(line) as { msg: string }).msg.includes(msg) && words.every((w) => line.includes(w)),
  );

/** The ticket key the servers share, as Redis holds it. */
async function sharedKey(redisUrl = redis.url): Promise<Buffer> {
  const client = await createClient({ url: redisUrl }).connect();
  try {
    return Buffer.from((await client.get(`${PREFIX}${SHARED_TICKET_KEY}`))!, 'base64url');
  } finally {
    client.destroy();
  }
}

let lastAddress = 0;
const post = (s: Server, path: string, body: object, headers: Record<string, string> = {}) =>
  fetch(`${s.url}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `198.51.100.${++lastAddress % 250}`,
      ...headers,
    },
    body: JSON.stringify(body),
  });

/** A lead sent as our page sends it from a visit of the ad click `bdVid`; its id. */
async function lead(s: Server, bdVid: string): Promise<number> {
  const res = await post(s, '/api/v1/client_demands/', {
    ...SAMPLE_LEAD,
    bd_vid: bdVid,
    page_url: 'https://www.definesys.cn/form',
  });
  expect(res.status).toBe(201);
  const body = (await res.json()) as { id: number; adClick?: string };
  expect(body.adClick).toBe('converted');
  return body.id;
}

/** A lead a server of the release before took (stored without a conversion) and the ticket its
 *  answer gave, signed with `key` (the key in Redis, as that server signed it). */
async function olderLead(s: Server, bdVid: string, key: Uint8Array): Promise<{ id: number; ticket: string }> {
  const res = await post(s, '/api/v1/client_demands/', SAMPLE_LEAD);
  expect(res.status).toBe(201);
  const { id } = (await res.json()) as { id: number };
  return { id, ticket: createConversionTickets(key).issue(id, bdVid) };
}

/** The conversion an older page uploads after that lead. */
async function convert(s: Server, ticket: string, bdVid: string): Promise<{ status: number; body: unknown }> {
  const res = await post(s, UPLOAD, {
    ticket,
    conversionTypes: [{ logidUrl: `https://www.definesys.cn/form?bd_vid=${bdVid}`, newType: 3 }],
  });
  return { status: res.status, body: await res.json() };
}

const conversionsOf = (s: Server, bdVid: string) =>
  s.leads.db.prepare('SELECT lead_id, state, attempts, last_error FROM conversions WHERE bd_vid = ?').all(bdVid) as {
    lead_id: number;
    state: string;
    attempts: number;
    last_error: string | null;
  }[];
/** The states a click's conversion has on each of `servers`, in order. */
const statesOf = (bdVid: string, ...on: Server[]) => on.map((s) => conversionsOf(s, bdVid).map((c) => c.state));

/** Who holds a click's claim in Redis. */
async function claimOf(bdVid: string, redisUrl = redis.url): Promise<string | null> {
  const client = await createClient({ url: redisUrl }).connect();
  try {
    return await client.get(`${PREFIX}conversion:${bdVid}`);
  } finally {
    client.destroy();
  }
}

const ACCEPTED = { header: { status: 0, desc: 'accepted' } };

describe('two servers on one Redis', () => {
  let one: Server;
  let two: Server;
  beforeAll(async () => {
    [one, two] = await Promise.all([startServer(), startServer()]);
    await Promise.all([usesSharedKey(one), usesSharedKey(two)]);
  });

  it('a lead’s click is delivered once by the server that stored it, under its own claim in Redis', async () => {
    expect(one.dataDir).not.toBe(two.dataDir);
    const id = await lead(one, 'cross1');
    await one.settled();
    expect(conversionsOf(one, 'cross1')).toEqual([{ lead_id: id, state: 'delivered', attempts: 1, last_error: null }]);
    expect(conversionsOf(two, 'cross1')).toEqual([]);
    expect(await claimOf('cross1')).toBe(`${one.leads.storeId}:1`);
    expect(uploadsOf('cross1')).toHaveLength(1);
    expect(JSON.parse(uploadsOf('cross1')[0]!.body)).toEqual({
      token: OCPC_TOKEN,
      conversionTypes: [{ logidUrl: 'https://www.definesys.cn/form?bd_vid=cross1', newType: 3 }],
    });
  });

  it('a click two leads brought to both servers is stored on both and reaches Baidu once', async () => {
    // At once, and then one more lead on each: every server stores the click once.
    await Promise.all([lead(one, 'both1'), lead(two, 'both1')]);
    await Promise.all([lead(one, 'both1'), lead(two, 'both1')]);
    await Promise.all([one.settled(), two.settled()]);
    // Each row is final (one sent, the other left to it): nothing more can be sent.
    expect(statesOf('both1', one, two).flat().sort()).toEqual(['delivered', 'duplicate']);
    const [sender, other] = conversionsOf(one, 'both1')[0]!.state === 'delivered' ? [one, two] : [two, one];
    expect(await claimOf('both1')).toMatch(new RegExp(`^${sender.leads.storeId}:\\d+$`));
    expect(conversionsOf(other, 'both1')[0]).toMatchObject({
      state: 'duplicate',
      last_error: expect.stringMatching(/^another server delivers this click/),
    });
    expect(logged(other, 'conversion not sent: another server delivers this click', 'both1')).toBe(true);
    expect(uploadsOf('both1')).toHaveLength(1);
    expect(baidu.accepted.filter((c) => c === 'both1')).toHaveLength(1);
  });

  it('a click a server of the release before claimed (during an upgrade) is not sent again', async () => {
    // Such a server claimed a click in its conversion endpoint, naming its host and lead.
    const client = await createClient({ url: redis.url }).connect();
    try {
      await client.set(`${PREFIX}conversion:upgrade1`, 'old-host lead 7', { expiration: { type: 'EX', value: 60 } });
    } finally {
      client.destroy();
    }
    await lead(two, 'upgrade1');
    await two.settled();
    expect(statesOf('upgrade1', two)).toEqual([['duplicate']]);
    expect(uploadsOf('upgrade1')).toHaveLength(0);
  });

  it('keep on delivering when Baidu fails for a while (500, then no answer): it arrives once, after', async () => {
    script.set('outage1', [
      { status: 500, json: { message: 'busy' } },
      'hang',
      { status: 503, text: 'Service Unavailable' },
    ]);
    const started = Date.now();
    await lead(two, 'outage1');
    // The browser is answered at once, not after Baidu.
    expect(Date.now() - started).toBeLessThan(250);
    // Kept, with the reason of the failure, while Baidu fails.
    await vi.waitFor(() =>
      expect(conversionsOf(two, 'outage1')[0]).toMatchObject({
        state: 'pending',
        last_error: expect.stringMatching(/HTTP 50/),
      }),
    );
    await two.settled();
    expect(conversionsOf(two, 'outage1')).toEqual([
      expect.objectContaining({ state: 'delivered', attempts: 4, last_error: null }),
    ]);
    expect(uploadsOf('outage1')).toHaveLength(4);
    expect(baidu.accepted.filter((c) => c === 'outage1')).toHaveLength(1);
    expect(logged(two, 'conversion delivery failed; will retry', 'HTTP 500')).toBe(true);
    expect(logged(two, 'conversion delivery failed; will retry', 'HTTP 504', 'did not answer in time')).toBe(true);
    expect(logged(two, 'conversion delivered to oCPC', '"attempts":4')).toBe(true);
  });

  it('take an older page’s upload with a ticket signed with the key in Redis, on either server', async () => {
    const key = await sharedKey();
    const { id, ticket } = await olderLead(one, 'older1', key);
    expect(createConversionTickets(key).verify(ticket, 'older1')).toEqual({ ok: true, leadId: id });
    expect(await convert(two, ticket, 'older1')).toEqual({ status: 200, body: ACCEPTED });
    await two.settled();
    expect(conversionsOf(two, 'older1')).toEqual([expect.objectContaining({ lead_id: id, state: 'delivered' })]);
    expect(conversionsOf(one, 'older1')).toEqual([]);
    expect(uploadsOf('older1')).toHaveLength(1);
  });

  it('take an older page’s upload posted to both at once: each records it, Baidu gets it once', async () => {
    const { ticket } = await olderLead(one, 'olderBoth1', await sharedKey());
    const answers = await Promise.all([convert(one, ticket, 'olderBoth1'), convert(two, ticket, 'olderBoth1')]);
    expect(answers).toEqual([
      { status: 200, body: ACCEPTED },
      { status: 200, body: ACCEPTED },
    ]);
    // The browser sending it again, to either: a duplicate, which tells it to forget the click.
    for (const s of [one, two]) {
      expect((await convert(s, ticket, 'olderBoth1')).body).toEqual({ header: { status: 0, desc: 'duplicate' } });
    }
    await Promise.all([one.settled(), two.settled()]);
    expect(statesOf('olderBoth1', one, two).flat().sort()).toEqual(['delivered', 'duplicate']);
    expect(uploadsOf('olderBoth1')).toHaveLength(1);
  });

  it('take a ticket signed with a key set in Redis after they read theirs (rotated), and still the old key’s', async () => {
    const before = await olderLead(one, 'rotate-old', await sharedKey());
    // Staff delete the key to rotate it; a server starting then sets a new one.
    const admin = await createClient({ url: redis.url }).connect();
    try {
      await admin.del(`${PREFIX}${SHARED_TICKET_KEY}`);
    } finally {
      admin.destroy();
    }
    const three = await startServer();
    await usesSharedKey(three);
    const after = await olderLead(three, 'rotate-new', await sharedKey());
    // Server two still holds the old key: a ticket it cannot verify makes it read the key again.
    expect(await convert(two, after.ticket, 'rotate-new')).toEqual({ status: 200, body: ACCEPTED });
    // The old key still verifies the tickets it signed.
    expect(await convert(two, before.ticket, 'rotate-old')).toEqual({ status: 200, body: ACCEPTED });
    await two.settled();
    expect(baidu.accepted.filter((c) => c.startsWith('rotate-')).sort()).toEqual(['rotate-new', 'rotate-old']);
  });
});

describe('lead ids, which each server counts on its own', () => {
  it('do not stop an older page’s conversion: lead 1 of each server converts on the same server', async () => {
    const [a, b] = await Promise.all([startServer(), startServer()]);
    await Promise.all([usesSharedKey(a), usesSharedKey(b)]);
    const key = await sharedKey();
    const fromA = await olderLead(a, 'ids-a', key);
    const fromB = await olderLead(b, 'ids-b', key);
    expect([fromA.id, fromB.id]).toEqual([1, 1]);
    expect(await convert(b, fromA.ticket, 'ids-a')).toEqual({ status: 200, body: ACCEPTED });
    expect(await convert(b, fromB.ticket, 'ids-b')).toEqual({ status: 200, body: ACCEPTED });
    await b.settled();
    expect(baidu.accepted.filter((c) => c.startsWith('ids-')).sort()).toEqual(['ids-a', 'ids-b']);
    expect(conversionsOf(b, 'ids-a')).toEqual([expect.objectContaining({ lead_id: 1 })]);
    expect(conversionsOf(b, 'ids-b')).toEqual([expect.objectContaining({ lead_id: 1 })]);
  });
});

describe('a conversion Baidu refuses for good', () => {
  it('is recorded with Baidu’s reason, not sent again, and shown in the staff inbox with those still pending', async () => {
    const s = await startServer({ ADMIN_LOGIN: ADMIN.login_name, ADMIN_PASSWORD: ADMIN.password });
    await usesSharedKey(s);
    script.set('refused1', [
      {
        status: 200,
        json: { header: { status: 2, desc: 'failure', failures: [{ code: 1040, message: 'logidUrl 无效' }] } },
      },
    ]);
    script.set('refused2', [{ status: 400, json: { message: 'bad request' } }]);
    // Baidu's system error (status 3) passes later: tried again.
    script.set('system1', [{ status: 200, json: { header: { status: 3, desc: 'system error' } } }]);
    // And one Baidu keeps failing: still pending, with its last error.
    script.set(
      'waiting1',
      Array.from({ length: 1000 }, () => ({ status: 502, json: { message: 'bad gateway' } })),
    );
    // And one another server claimed: counted as its, not sent from here.
    const client = await createClient({ url: redis.url }).connect();
    try {
      await client.set(`${PREFIX}conversion:elsewhere1`, 'another-store:1');
    } finally {
      client.destroy();
    }
    for (const click of ['refused1', 'refused2', 'system1', 'waiting1', 'elsewhere1']) await lead(s, click);
    await vi.waitFor(() => {
      expect(conversionsOf(s, 'refused1')[0]?.state).toBe('refused');
      expect(conversionsOf(s, 'refused2')[0]?.state).toBe('refused');
      expect(conversionsOf(s, 'system1')[0]?.state).toBe('delivered');
      expect(conversionsOf(s, 'elsewhere1')[0]?.state).toBe('duplicate');
      expect(conversionsOf(s, 'waiting1')[0]?.attempts).toBeGreaterThanOrEqual(2);
    });
    expect(conversionsOf(s, 'refused1')).toEqual([
      expect.objectContaining({ attempts: 1, last_error: 'oCPC header.status 2 failure: 1040 logidUrl 无效' }),
    ]);
    expect(conversionsOf(s, 'refused2')[0]!.last_error).toMatch(/^HTTP 400/);
    expect(uploadsOf('refused1')).toHaveLength(1);
    expect(uploadsOf('refused2')).toHaveLength(1);
    expect(uploadsOf('system1')).toHaveLength(2);
    expect(uploadsOf('elsewhere1')).toHaveLength(0);
    expect(logged(s, 'conversion refused by oCPC', 'logidUrl 无效')).toBe(true);

    const login = await fetch(`${s.url}/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    expect(login.status).toBe(200);
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
    const inbox = await (await fetch(`${s.url}/admin`, { headers: { cookie } })).text();
    expect(inbox).toContain('广告转化回传（百度 oCPC）');
    const row = (click: string) => inbox.match(new RegExp(`<tr>(?:(?!</tr>).)*?${click}(?:(?!</tr>).)*</tr>`))?.[0];
    expect(row('refused1')).toMatch(/百度拒收.*oCPC header.status 2 failure: 1040 logidUrl 无效/);
    expect(row('refused2')).toMatch(/百度拒收.*HTTP 400/);
    expect(row('waiting1')).toMatch(/待回传.*HTTP 502/);
    // Delivered ones, and those another server delivers, are only counted.
    expect(row('system1')).toBeUndefined();
    expect(row('elsewhere1')).toBeUndefined();
    expect(inbox).toMatch(/已回传 1/);
    expect(inbox).toMatch(/由其他服务器回传 1/);
  });
});

describe('several workers of one server, on one DATA_DIR', () => {
  it('deliver each conversion once while Baidu takes its time', async () => {
    const first = await startServer();
    const second = await startServer({ DATA_DIR: first.dataDir });
    await Promise.all([usesSharedKey(first), usesSharedKey(second)]);
    const clicks = Array.from({ length: 12 }, (_, i) => `workers${i}`);
    answerAfterMs = 30;
    await Promise.all(clicks.map((click, i) => lead(i % 2 ? first : second, click)));
    await Promise.all([first.settled(), second.settled()]);
    for (const click of clicks) {
      expect(uploadsOf(click), click).toHaveLength(1);
      expect(statesOf(click, first), click).toEqual([['delivered']]);
    }
    // Both took part.
    expect(logged(first, 'conversion delivered to oCPC')).toBe(true);
    expect(logged(second, 'conversion delivered to oCPC')).toBe(true);
  });
});

describe('with Redis away', () => {
  it('a server delivers on its own file while Redis is away, and claims each click once Redis is back', async () => {
    const later = await startRedis();
    let running = true;
    const stop = async () => {
      if (running) await later.stop();
      running = false;
    };
    await stop();
    const alone = await startServer({}, later.url);
    let other: Server | undefined;
    try {
      // Once per click still holds on this server, by its own store; delivered without a claim.
      await lead(alone, 'away-local');
      await lead(alone, 'away-local');
      await alone.settled();
      expect(statesOf('away-local', alone)).toEqual([['delivered']]);
      expect(uploadsOf('away-local')).toHaveLength(1);

      await later.start();
      running = true;
      await vi.waitFor(() => expect(alone.shared?.health().state).toBe('connected'), { timeout: 5000 });
      other = await startServer({}, later.url);
      await vi.waitFor(() => expect(other!.shared?.health().state).toBe('connected'), { timeout: 5000 });
      // Redis back: a click both servers store is claimed once and delivered once.
      await Promise.all([lead(alone, 'away-shared'), lead(other, 'away-shared')]);
      await Promise.all([alone.settled(), other.settled()]);
      expect(statesOf('away-shared', alone, other).flat().sort()).toEqual(['delivered', 'duplicate']);
      expect(uploadsOf('away-shared')).toHaveLength(1);

      // Redis gone again: conversions are still stored and delivered, each click once per server.
      await stop();
      await vi.waitFor(() => expect(other!.shared?.health().state).toBe('unreachable'));
      await lead(other, 'away-again');
      await lead(other, 'away-again');
      await other.settled();
      expect(statesOf('away-again', other)).toEqual([['delivered']]);
      expect(uploadsOf('away-again')).toHaveLength(1);
    } finally {
      // Closed with Redis up (a client closing while Redis is away waits for it).
      if (!running) await later.start();
      running = true;
      for (const s of [alone, other]) {
        if (!s) continue;
        await vi.waitFor(() => expect(s.shared?.health().state).toBe('connected'), { timeout: 5000 });
        servers.splice(servers.indexOf(s), 1);
        await s.close();
      }
      await stop();
    }
  });
});

describe('a configured TICKET_SECRET', () => {
  it('wins over the key in Redis for the tickets of older pages', async () => {
    const TICKET_SECRET = randomBytes(32).toString('hex');
    const s = await startServer({ TICKET_SECRET });
    await vi.waitFor(() => expect(logged(s, 'redis connected')).toBe(true));
    const { ticket } = await olderLead(s, 'configured1', Buffer.from(TICKET_SECRET));
    expect(logged(s, 'signing with the key shared through Redis')).toBe(false);
    expect(await convert(s, ticket, 'configured1')).toEqual({ status: 200, body: ACCEPTED });
    const shared = await olderLead(s, 'configured2', await sharedKey());
    expect((await convert(s, shared.ticket, 'configured2')).status).toBe(403);
    await s.settled();
  });
});

describe('the conversion forwarder', () => {
  it('waits 5 s, 15 s, 45 s, 135 s, then 5 minutes between attempts (each up to a fifth less, at random), and gives up (failed) after the last', async () => {
    const dir = tempDir();
    const leads = openLeadStore(dir);
    let clock = Date.UTC(2026, 0, 5, 9);
    const forwarder = startConversionForwarder({
      leads,
      send: createConversionSender(loadConfig({ OCPC_API_URL: baidu.uploadUrl, DATA_DIR: dir }), OCPC_TOKEN),
      logger: pino({ level: 'silent' }),
      intervalMs: 3_600_000,
      maxAttempts: 7,
      now: () => clock,
    });
    try {
      script.set(
        'day1',
        Array.from({ length: 7 }, () => ({ status: 503, text: 'Service Unavailable' })),
      );
      const types = [{ logidUrl: 'https://www.definesys.cn/?bd_vid=day1', newType: 3 }];
      leads.recordConversion({ types, bdVid: 'day1', leadId: 1, ip: '', state: 'pending' });
      const row = () =>
        leads.db.prepare(`SELECT state, attempts, next_attempt_at, last_error FROM conversions`).get() as {
          state: string;
          attempts: number;
          next_attempt_at: number;
          last_error: string;
        };
      const waits: number[] = [];
      for (let attempt = 1; attempt <= 7; attempt++) {
        expect(await forwarder.drain()).toBe(0);
        expect(row().attempts).toBe(attempt);
        if (row().state !== 'pending') break;
        waits.push(row().next_attempt_at - clock);
        // Not before it is due.
        clock = row().next_attempt_at - 1;
        await forwarder.drain();
        expect(row().attempts).toBe(attempt);
        clock += 1;
      }
      const schedule = [5_000, 15_000, 45_000, 135_000, 300_000, 300_000];
      expect(waits).toHaveLength(schedule.length);
      // Jitter: a crowd of conversions that failed together does not come back together.
      waits.forEach((wait, i) => {
        expect(wait).toBeLessThanOrEqual(schedule[i]!);
        expect(wait).toBeGreaterThanOrEqual(schedule[i]! * 0.8);
      });
      expect(row()).toMatchObject({ state: 'failed', attempts: 7, last_error: expect.stringMatching(/^HTTP 503/) });
      expect(uploadsOf('day1')).toHaveLength(7);
    } finally {
      forwarder.stop();
      leads.close();
    }
  });
});

describe('a lead store written by the release before', () => {
  it('opens with its conversions kept as recorded (not sent again), and tells its own leads from other servers’', () => {
    const dir = tempDir();
    const old = new DatabaseSync(path.join(dir, 'leads.sqlite'));
    old.exec(`CREATE TABLE conversions (id INTEGER PRIMARY KEY AUTOINCREMENT, created_at TEXT NOT NULL,
      conversion_types TEXT NOT NULL, ip TEXT NOT NULL, bd_vid TEXT, lead_id INTEGER);
      CREATE UNIQUE INDEX conversions_bd_vid ON conversions (bd_vid);
      CREATE UNIQUE INDEX conversions_lead_id ON conversions (lead_id);
      INSERT INTO conversions (created_at, conversion_types, ip, bd_vid, lead_id)
        VALUES ('2026-01-01T00:00:00.000Z', '[]', '1.2.3.4', 'before1', 7);`);
    old.close();
    const store = openLeadStore(dir);
    try {
      const types = [{ logidUrl: 'https://www.definesys.cn/?bd_vid=x', newType: 3 }];
      expect(store.conversions.counts()).toMatchObject({ recorded: 1, pending: 0 });
      expect(store.conversions.claimDue(Date.now(), 60_000)).toBeUndefined();
      // Lead 7 of this store converted already; lead 7 of another server has not.
      expect(store.recordConversion({ types, bdVid: 'after1', leadId: 7, ip: '', state: 'pending' })).toEqual({
        outcome: 'lead already converted',
      });
      expect(
        store.recordConversion({ types, bdVid: 'after2', leadId: 7, ip: '', ownLead: false, state: 'pending' }),
      ).toMatchObject({ outcome: 'recorded' });
      expect(store.recordConversion({ types, bdVid: 'before1', leadId: 8, ip: '', ownLead: false })).toEqual({
        outcome: 'duplicate',
      });
      expect(store.conversions.claimDue(Date.now(), 60_000)).toMatchObject({ bd_vid: 'after2', attempts: 1 });
    } finally {
      store.close();
    }
  });
});
