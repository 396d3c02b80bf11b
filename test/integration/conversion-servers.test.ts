// Conversions across several servers (issue 25): servers with their own DATA_DIR on one Redis
// (a real redis-server) honour each other's conversion tickets, take each ad click once between
// them, and the server that took a conversion delivers it to Baidu (a real HTTP fake) once,
// however long Baidu fails for, or records why Baidu refused it and shows it in the staff inbox.
// The sites run in this process with the delivery's timing shortened; conversion-cluster.test.ts
// runs the built server as two pm2-like clusters with the real timing.
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
import { connectShared, type Shared } from '../../server/redis/shared.ts';
import { startFakeUpstream, type Answer, type FakeUpstream } from '../helpers/fake-upstream.ts';
import { startRedis, type TestRedis } from '../helpers/redis.ts';
import { startSite, tempDir, type TestSite } from '../helpers/site.ts';

const TOKEN = 'company-ocpc-token-0042';
const PREFIX = 'conv-test:';
const ADMIN = { login_name: 'ops-staff', password: 'correct horse battery staple' };
const LEAD = {
  client_name: '陈思远',
  corp_name: '瑞程精密机械集团',
  phone: '13912345678',
  corp_email: 'chensy@ruicheng.example.cn',
  demand: '希望了解私有化部署方案。',
};
/** Attempts 100 ms, 300 ms, … apart (5 s, 15 s, … in production), looked for every 50 ms. */
const FAST = { intervalMs: 50, backoffBaseMs: 100, backoffMaxMs: 400 };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let redis: TestRedis;
let ocpc: FakeUpstream;
/** How Baidu answers each click's next uploads (then: accepted). */
const script = new Map<string, Answer[]>();
/** The clicks Baidu accepted, once per accepted upload. */
const accepted: string[] = [];
/** How long Baidu takes to answer. */
let answerAfterMs = 0;
const clickOf = (body: string) =>
  new URL(
    (JSON.parse(body) as { conversionTypes: { logidUrl: string }[] }).conversionTypes[0]!.logidUrl,
  ).searchParams.get('bd_vid')!;
const uploadsOf = (bdVid: string) => ocpc.requests.filter((r) => clickOf(r.body) === bdVid);

beforeAll(async () => {
  redis = await startRedis();
  ocpc = await startFakeUpstream();
  ocpc.answer(async (req) => {
    const click = clickOf(req.body);
    const next = script.get(click)?.shift();
    if (next) return next;
    await sleep(answerAfterMs);
    accepted.push(click);
    return { status: 200, json: { header: { status: 0, desc: 'success' } } };
  });
});
afterAll(async () => {
  await ocpc?.close();
  await redis?.stop();
});
afterEach(() => {
  script.clear();
  answerAfterMs = 0;
});

interface Server extends TestSite {
  shared: Shared | undefined;
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
  const shared = redisUrl ? connectShared({ url: redisUrl, prefix: PREFIX, logger }) : undefined;
  const site = await startSite(
    {
      OCPC_API_URL: `${ocpc.url}/upload`,
      OCPC_TOKEN: TOKEN,
      LEAD_RATE_LIMIT: '1000',
      // Baidu not answering in this long is a failed attempt (the default is 5 s). Not shorter: a
      // late answer to a busy machine would be sent again, which is for a Baidu that did not answer.
      UPSTREAM_TIMEOUT_MS: '1500',
      ...env,
    },
    { logger, deps: { shared, conversionDelivery: FAST } },
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
const post = (s: Server, path: string, body: object) =>
  fetch(`${s.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${++lastAddress % 250}` },
    body: JSON.stringify(body),
  });

/** A lead sent as our page sends it from a visit of the ad click `bdVid`, and its ticket. */
async function lead(s: Server, bdVid: string): Promise<{ id: number; ticket: string }> {
  const res = await post(s, '/api/v1/client_demands/', { ...LEAD, bd_vid: bdVid });
  expect(res.status).toBe(201);
  const body = (await res.json()) as { id: number; conversionTicket: string };
  return { id: body.id, ticket: body.conversionTicket };
}

/** The conversion our page uploads after that lead. */
async function convert(s: Server, ticket: string, bdVid: string): Promise<{ status: number; body: unknown }> {
  const res = await post(s, '/ocpcapi/api/uploadConvertData', {
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

const ACCEPTED = { header: { status: 0, desc: 'accepted' } };
const DUPLICATE = { header: { status: 0, desc: 'duplicate' } };

describe('two servers on one Redis', () => {
  let one: Server;
  let two: Server;
  beforeAll(async () => {
    [one, two] = await Promise.all([startServer(), startServer()]);
    await Promise.all([usesSharedKey(one), usesSharedKey(two)]);
  });

  it('sign with the key in Redis: a lead answered by one converts on the other, and Baidu gets it once', async () => {
    expect(one.dataDir).not.toBe(two.dataDir);
    const { id, ticket } = await lead(one, 'cross1');
    expect(createConversionTickets(await sharedKey()).verify(ticket, 'cross1')).toEqual({ ok: true, leadId: id });

    expect(await convert(two, ticket, 'cross1')).toEqual({ status: 200, body: ACCEPTED });
    await two.settled();
    expect(conversionsOf(two, 'cross1')).toEqual([{ lead_id: id, state: 'delivered', attempts: 1, last_error: null }]);
    expect(conversionsOf(one, 'cross1')).toEqual([]);
    await sleep(300); // several forwarder passes of both servers
    expect(uploadsOf('cross1')).toHaveLength(1);
    expect(JSON.parse(uploadsOf('cross1')[0]!.body)).toEqual({
      token: TOKEN,
      conversionTypes: [{ logidUrl: 'https://www.definesys.cn/form?bd_vid=cross1', newType: 3 }],
    });
  });

  it('take a click once between them: the same conversion posted to both at once is accepted by one', async () => {
    const { ticket } = await lead(one, 'both1');
    const answers = await Promise.all([convert(one, ticket, 'both1'), convert(two, ticket, 'both1')]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers.map((a) => a.body)).toEqual(expect.arrayContaining([ACCEPTED, DUPLICATE]));
    // The browser sending it again, to either: a duplicate, which tells it to forget the click.
    expect((await convert(one, ticket, 'both1')).body).toEqual(DUPLICATE);
    expect((await convert(two, ticket, 'both1')).body).toEqual(DUPLICATE);
    await Promise.all([one.settled(), two.settled()]);
    expect([...conversionsOf(one, 'both1'), ...conversionsOf(two, 'both1')]).toHaveLength(1);
    await sleep(300);
    expect(uploadsOf('both1')).toHaveLength(1);
    expect(accepted.filter((c) => c === 'both1')).toHaveLength(1);
  });

  it('take a later lead’s ticket for a converted click as a duplicate on the other server', async () => {
    const first = await lead(one, 'later1');
    const second = await lead(two, 'later1');
    expect((await convert(one, first.ticket, 'later1')).body).toEqual(ACCEPTED);
    expect((await convert(two, second.ticket, 'later1')).body).toEqual(DUPLICATE);
    await Promise.all([one.settled(), two.settled()]);
    expect(uploadsOf('later1')).toHaveLength(1);
  });

  it('keep on delivering when Baidu fails for a while (500, then no answer): it arrives once, after', async () => {
    script.set('outage1', [
      { status: 500, json: { message: 'busy' } },
      'hang',
      { status: 503, text: 'Service Unavailable' },
    ]);
    const { ticket } = await lead(one, 'outage1');
    const started = Date.now();
    expect(await convert(two, ticket, 'outage1')).toEqual({ status: 200, body: ACCEPTED });
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
    await sleep(300);
    expect(uploadsOf('outage1')).toHaveLength(4);
    expect(accepted.filter((c) => c === 'outage1')).toHaveLength(1);
    expect(logged(two, 'conversion delivery failed; will retry', 'HTTP 500')).toBe(true);
    expect(logged(two, 'conversion delivery failed; will retry', 'HTTP 504', 'did not answer in time')).toBe(true);
    expect(logged(two, 'conversion delivered to oCPC', '"attempts":4')).toBe(true);
  });

  it('take a ticket signed with a key set in Redis after they read theirs (rotated), and still the old key’s', async () => {
    const before = await lead(one, 'rotate-old');
    // Staff delete the key to rotate it; a server starting then sets a new one.
    const admin = await createClient({ url: redis.url }).connect();
    try {
      await admin.del(`${PREFIX}${SHARED_TICKET_KEY}`);
    } finally {
      admin.destroy();
    }
    const three = await startServer();
    await usesSharedKey(three);
    const after = await lead(three, 'rotate-new');
    expect(createConversionTickets(await sharedKey()).verify(after.ticket, 'rotate-new').ok).toBe(true);
    // Server two still signs with the old key: a ticket it cannot verify makes it read the key again.
    expect(await convert(two, after.ticket, 'rotate-new')).toEqual({ status: 200, body: ACCEPTED });
    // The old key still verifies the tickets it signed.
    expect(await convert(two, before.ticket, 'rotate-old')).toEqual({ status: 200, body: ACCEPTED });
    // And two signs with the new one from then on.
    const since = await lead(two, 'rotate-since');
    expect(await convert(three, since.ticket, 'rotate-since')).toEqual({ status: 200, body: ACCEPTED });
    await Promise.all([two.settled(), three.settled()]);
    expect(accepted.filter((c) => c.startsWith('rotate-')).sort()).toEqual([
      'rotate-new',
      'rotate-old',
      'rotate-since',
    ]);
  });
});

describe('lead ids, which each server counts on its own', () => {
  it('do not stop a conversion: lead 1 of each server converts on the same server', async () => {
    const [a, b] = await Promise.all([startServer(), startServer()]);
    await Promise.all([usesSharedKey(a), usesSharedKey(b)]);
    const fromA = await lead(a, 'ids-a');
    const fromB = await lead(b, 'ids-b');
    expect([fromA.id, fromB.id]).toEqual([1, 1]);
    expect(await convert(b, fromA.ticket, 'ids-a')).toEqual({ status: 200, body: ACCEPTED });
    expect(await convert(b, fromB.ticket, 'ids-b')).toEqual({ status: 200, body: ACCEPTED });
    await b.settled();
    expect(accepted.filter((c) => c.startsWith('ids-')).sort()).toEqual(['ids-a', 'ids-b']);
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
    for (const click of ['refused1', 'refused2', 'system1', 'waiting1']) {
      expect(await convert(s, (await lead(s, click)).ticket, click)).toEqual({ status: 200, body: ACCEPTED });
    }
    await vi.waitFor(() => {
      expect(conversionsOf(s, 'refused1')[0]?.state).toBe('refused');
      expect(conversionsOf(s, 'refused2')[0]?.state).toBe('refused');
      expect(conversionsOf(s, 'system1')[0]?.state).toBe('delivered');
      expect(conversionsOf(s, 'waiting1')[0]?.attempts).toBeGreaterThanOrEqual(2);
    });
    expect(conversionsOf(s, 'refused1')).toEqual([
      expect.objectContaining({ attempts: 1, last_error: 'oCPC header.status 2 failure: 1040 logidUrl 无效' }),
    ]);
    expect(conversionsOf(s, 'refused2')[0]!.last_error).toMatch(/^HTTP 400/);
    await sleep(300);
    expect(uploadsOf('refused1')).toHaveLength(1);
    expect(uploadsOf('refused2')).toHaveLength(1);
    expect(uploadsOf('system1')).toHaveLength(2);
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
    // Delivered ones are only counted.
    expect(row('system1')).toBeUndefined();
    expect(inbox).toMatch(/已回传 1/);
  });
});

describe('several workers of one server, on one DATA_DIR', () => {
  it('deliver each conversion once while Baidu takes its time', async () => {
    const first = await startServer();
    const second = await startServer({ DATA_DIR: first.dataDir });
    await Promise.all([usesSharedKey(first), usesSharedKey(second)]);
    const clicks = Array.from({ length: 12 }, (_, i) => `workers${i}`);
    answerAfterMs = 30;
    await Promise.all(
      clicks.map(async (click, i) => {
        const worker = i % 2 ? first : second;
        expect((await convert(worker, (await lead(worker, click)).ticket, click)).body).toEqual(ACCEPTED);
      }),
    );
    await Promise.all([first.settled(), second.settled()]);
    await sleep(300);
    for (const click of clicks) expect(uploadsOf(click), click).toHaveLength(1);
    // Both took part.
    expect(logged(first, 'conversion delivered to oCPC')).toBe(true);
    expect(logged(second, 'conversion delivered to oCPC')).toBe(true);
  });
});

describe('with Redis away', () => {
  it('a server starting without it signs with its own key, takes the shared one when Redis comes, and honours both', async () => {
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
      const early = await lead(alone, 'away-early');
      const duringOutage = await lead(alone, 'away-local');
      // Once per click still holds on this server, by its own store.
      expect(await convert(alone, duringOutage.ticket, 'away-local')).toEqual({ status: 200, body: ACCEPTED });
      expect(await convert(alone, duringOutage.ticket, 'away-local')).toEqual({ status: 200, body: DUPLICATE });

      await later.start();
      running = true;
      await usesSharedKey(alone);
      // Signed with its own key before Redis came: still good here for the ticket's lifetime.
      expect(await convert(alone, early.ticket, 'away-early')).toEqual({ status: 200, body: ACCEPTED });
      // Signed since with the shared key: good on another server too.
      other = await startServer({}, later.url);
      await usesSharedKey(other);
      const shared = await lead(alone, 'away-shared');
      expect(await convert(other, shared.ticket, 'away-shared')).toEqual({ status: 200, body: ACCEPTED });
      await Promise.all([alone.settled(), other.settled()]);
      expect(accepted.filter((c) => c.startsWith('away-')).sort()).toEqual(['away-early', 'away-local', 'away-shared']);

      // Redis gone again: conversions are still taken and delivered, each click once per server.
      await stop();
      await vi.waitFor(() => expect(other!.shared?.health().state).toBe('unreachable'));
      const during = await lead(other, 'away-again');
      expect(await convert(other, during.ticket, 'away-again')).toEqual({ status: 200, body: ACCEPTED });
      expect(await convert(other, during.ticket, 'away-again')).toEqual({ status: 200, body: DUPLICATE });
      await other.settled();
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
  it('wins over the key in Redis', async () => {
    const TICKET_SECRET = randomBytes(32).toString('hex');
    const s = await startServer({ TICKET_SECRET });
    await vi.waitFor(() => expect(logged(s, 'redis connected')).toBe(true));
    const { id, ticket } = await lead(s, 'configured1');
    expect(createConversionTickets(Buffer.from(TICKET_SECRET)).verify(ticket, 'configured1')).toEqual({
      ok: true,
      leadId: id,
    });
    expect(logged(s, 'signing with the key shared through Redis')).toBe(false);
    expect(await convert(s, ticket, 'configured1')).toEqual({ status: 200, body: ACCEPTED });
    await s.settled();
  });
});

describe('the conversion forwarder', () => {
  it('waits 5 s, 15 s, 45 s, 135 s, then 5 minutes between attempts, and gives up (failed) after the last', async () => {
    const dir = tempDir();
    const leads = openLeadStore(dir);
    let clock = Date.UTC(2026, 0, 5, 9);
    const forwarder = startConversionForwarder({
      leads,
      send: createConversionSender(loadConfig({ OCPC_API_URL: `${ocpc.url}/upload`, DATA_DIR: dir }), TOKEN),
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
      expect(waits).toEqual([5_000, 15_000, 45_000, 135_000, 300_000, 300_000]);
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
