// Nothing acknowledged is ever lost: (a) a lead survives kill -9 right after its 2xx, and so does
// the conversion of the ad click it came with, committed with it; (b) with the
// vendor down (503, then hanging, then up) every lead is delivered exactly once by idempotency
// key; (c) two workers draining one outbox deliver each lead once; (d) when the vendor is another
// instance of the site, whose answer is lost, the forwarder's retry (the same body under the same
// key) is that lead again, not a reused key.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import request from 'supertest';
import { loadConfig } from '../../server/config.ts';
import { createLeadDeliverer } from '../../server/leads/deliver.ts';
import { startForwarder } from '../../server/leads/forwarder.ts';
import { openLeadStore } from '../../server/leads/lead-store.ts';
import { startFakeUpstream, type FakeUpstream } from '../helpers/fake-upstream.ts';
import { buildSite, startSite, tempDir } from '../helpers/site.ts';
import { freePort } from '../helpers/free-port.ts';
import { waitUntil } from '../helpers/wait.ts';
import { SAMPLE_LEAD } from '../helpers/sample-lead.ts';

const silent = pino({ level: 'silent' });
/** The fake vendor's time to answer: the scenario (two workers' requests overlap), not a wait. */
const slowAnswer = (ms: number) => new Promise((r) => setTimeout(r, ms));

function startServer(dataDir: string, port: number, env: Record<string, string> = {}): ChildProcess {
  return spawn(process.execPath, [path.resolve('dist/server/index.js')], {
    env: {
      ...process.env,
      ...env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      ADMIN_LOGIN: 'ops-staff',
      ADMIN_PASSWORD: 'correct horse battery staple',
    },
    stdio: 'ignore',
  });
}

async function waitReady(port: number): Promise<void> {
  await waitUntil(
    'the server is ready',
    () =>
      fetch(`http://127.0.0.1:${port}/readyz`).then(
        (r) => r.ok,
        () => false,
      ),
    15_000,
    100,
  );
}

describe('(a) a crash right after the answer', () => {
  it('keeps the lead: after kill -9 and a restart it is in the inbox', async () => {
    const dataDir = tempDir('durability-');
    const port = await freePort();
    let server = startServer(dataDir, port);
    try {
      await waitReady(port);
      const res = await fetch(`http://127.0.0.1:${port}/api/v1/client_demands/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...SAMPLE_LEAD, client_name: '断电前的线索' }),
      });
      expect(res.status).toBe(201);
      server.kill('SIGKILL');
      await new Promise((r) => server.once('exit', r));

      server = startServer(dataDir, port);
      await waitReady(port);
      const login = await fetch(`http://127.0.0.1:${port}/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ login_name: 'ops-staff', password: 'correct horse battery staple' }),
      });
      const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
      const csv = await (await fetch(`http://127.0.0.1:${port}/admin/leads.csv`, { headers: { cookie } })).text();
      expect(csv).toContain('断电前的线索');
    } finally {
      server.kill('SIGKILL');
    }
  }, 30_000);
});

describe('(a) a crash right after the answer to a lead from an ad click', () => {
  it('keeps the lead and its conversion: after kill -9 the file holds both, one naming the other', async () => {
    const dataDir = tempDir('durability-click-');
    const port = await freePort();
    // Baidu is nowhere to be reached: the conversion waits for it, as after a crash it would.
    const server = startServer(dataDir, port, {
      OCPC_TOKEN: 'company-ocpc-token-0042',
      OCPC_API_URL: `http://127.0.0.1:${await freePort()}/upload`,
    });
    try {
      await waitReady(port);
      const res = await fetch(`http://127.0.0.1:${port}/api/v1/client_demands/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          ...SAMPLE_LEAD,
          client_name: '断电前的广告线索',
          bd_vid: 'crash_click-1',
          page_url: `http://localhost:${port}/form?from=ad`,
        }),
      });
      expect(res.status).toBe(201);
      const { id, adClick } = (await res.json()) as { id: number; adClick?: string };
      expect(adClick).toBe('converted');
      server.kill('SIGKILL');
      await new Promise((r) => server.once('exit', r));

      const db = new DatabaseSync(path.join(dataDir, 'leads.sqlite'), { readOnly: true });
      try {
        expect(db.prepare('SELECT id, client_name FROM leads').all()).toEqual([
          { id, client_name: '断电前的广告线索' },
        ]);
        expect(db.prepare('SELECT lead_id, bd_vid, state, conversion_types FROM conversions').all()).toEqual([
          {
            lead_id: id,
            bd_vid: 'crash_click-1',
            state: 'pending',
            conversion_types: JSON.stringify([
              { logidUrl: `http://localhost:${port}/form?from=ad&bd_vid=crash_click-1`, newType: 3 },
            ]),
          },
        ]);
      } finally {
        db.close();
      }
    } finally {
      server.kill('SIGKILL');
    }
  }, 30_000);
});

describe('delivery to the vendor', () => {
  let fake: FakeUpstream;
  beforeAll(async () => {
    fake = await startFakeUpstream();
  });
  afterAll(async () => {
    await fake.close();
  });

  afterEach(() => {
    fake.requests.length = 0;
  });

  /** A vendor that processes each idempotency key once and counts what it processed. */
  function vendor(processed: Map<string, number>, phase: () => 'down' | 'hang' | 'up') {
    fake.answer((req) => {
      if (!req.url.startsWith('/api/v1/client_demands/')) return { status: 404, json: {} };
      const key = String(req.headers['idempotency-key']);
      const p = phase();
      if (p === 'down') return { status: 503, json: { message: 'maintenance' } };
      if (!processed.has(key)) processed.set(key, 0);
      // A key seen before is acknowledged without being processed again.
      if (processed.get(key) === 0) processed.set(key, 1);
      return p === 'hang' ? 'hang' : { status: 201, json: {} };
    });
  }

  it('(b) delivers every lead exactly once through 503s, hangs and recovery', async () => {
    const site = buildSite({ API_BASE_LOCAL: fake.url, UPSTREAM_TIMEOUT_MS: '150', LEAD_RATE_LIMIT: '100' });
    const processed = new Map<string, number>();
    let phase: 'down' | 'hang' | 'up' = 'down';
    vendor(processed, () => phase);
    const forwarder = startForwarder({
      leads: site.leads,
      deliver: createLeadDeliverer(site.config),
      logger: silent,
      intervalMs: 60_000,
      backoffBaseMs: 10,
      backoffMaxMs: 40,
      maxAttempts: 1000,
    });
    try {
      for (let i = 0; i < 5; i++) {
        const res = await request(site.listener)
          .post('/api/v1/client_demands/')
          .set('Host', 'localhost')
          .send({ ...SAMPLE_LEAD, client_name: `客户${i}` });
        expect(res.status).toBe(201);
      }
      expect(site.leads.list().every((l) => l.state === 'pending')).toBe(true);
      const triedAtLeast = (n: number) =>
        vi.waitFor(
          async () => {
            await forwarder.drain();
            expect(site.leads.list().every((l) => l.attempts >= n)).toBe(true);
          },
          { timeout: 10_000, interval: 20 },
        );
      // Each lead is tried again once its backoff (40 ms at most) has passed.
      await triedAtLeast(2);
      phase = 'hang';
      await triedAtLeast(3);
      phase = 'up';
      await vi.waitFor(
        async () => {
          await forwarder.drain();
          expect(site.leads.list().map((l) => l.state)).toEqual(Array(5).fill('delivered'));
        },
        { timeout: 10_000, interval: 50 },
      );
      const leads = site.leads.list();
      expect(leads.map((l) => l.state)).toEqual(Array(5).fill('delivered'));
      expect(processed.size).toBe(5);
      expect([...processed.keys()].sort()).toEqual(leads.map((l) => l.idempotency_key).sort());
      expect([...processed.values()]).toEqual(Array(5).fill(1));
      expect(leads.every((l) => l.attempts >= 2)).toBe(true);
      // The vendor saw retries: more requests than leads, all carrying known keys.
      expect(fake.requests.length).toBeGreaterThan(5);
    } finally {
      forwarder.stop();
      site.dispose();
    }
  });

  it('(c) two workers draining one outbox deliver each lead once', async () => {
    const dataDir = tempDir('two-workers-');
    const config = loadConfig({ API_BASE_LOCAL: fake.url, DATA_DIR: dataDir, UPSTREAM_TIMEOUT_MS: '2000' });
    const workerA = openLeadStore(dataDir);
    const workerB = openLeadStore(dataDir);
    const received: string[] = [];
    fake.answer(async (req) => {
      received.push(String(req.headers['idempotency-key']));
      await slowAnswer(5);
      return { status: 201, json: {} };
    });
    for (let i = 0; i < 40; i++) {
      workerA.add(
        { ...SAMPLE_LEAD, client_name: `批量客户${i}` },
        { form: 'consult', env: 'local', ip: '127.0.0.1', userAgent: 'test', state: 'pending' },
      );
    }
    const make = (leads: typeof workerA) =>
      startForwarder({
        leads,
        deliver: createLeadDeliverer(config),
        logger: silent,
        intervalMs: 60_000,
        backoffBaseMs: 10,
      });
    const a = make(workerA);
    const b = make(workerB);
    try {
      const [byA, byB] = await Promise.all([a.drain(), b.drain()]);
      expect(byA + byB).toBe(40);
      expect(byA).toBeGreaterThan(0);
      expect(byB).toBeGreaterThan(0);
      expect(received).toHaveLength(40);
      expect(new Set(received).size).toBe(40);
      expect(workerB.list({ limit: 100 }).every((l) => l.state === 'delivered' && l.attempts === 1)).toBe(true);
    } finally {
      a.stop();
      b.stop();
      workerA.close();
      workerB.close();
    }
  });

  it('(d) retries to another instance of the site store the lead there once', async () => {
    const vendorSite = await startSite();
    const site = buildSite({ API_BASE_LOCAL: fake.url, UPSTREAM_TIMEOUT_MS: '300' });
    // The vendor instance takes every attempt; the first answer is lost on the way back.
    const answers: number[] = [];
    fake.answer(async (req) => {
      const res = await fetch(`${vendorSite.url}${req.url}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'idempotency-key': String(req.headers['idempotency-key']),
        },
        body: req.body,
      });
      answers.push(res.status);
      return answers.length === 1 ? 'hang' : { status: res.status, json: await res.json() };
    });
    const forwarder = startForwarder({
      leads: site.leads,
      deliver: createLeadDeliverer(site.config),
      logger: silent,
      intervalMs: 60_000,
      backoffBaseMs: 10,
    });
    try {
      const res = await request(site.listener)
        .post('/api/v1/client_demands/')
        .set('Host', 'localhost')
        .send({ ...SAMPLE_LEAD, form: 'trial' });
      expect(res.status).toBe(201);
      // The first answer is lost (a timeout); a drain once the backoff has passed delivers it.
      await forwarder.drain();
      await vi.waitFor(
        async () => {
          await forwarder.drain();
          expect(site.leads.list().map((l) => [l.state, l.attempts])).toEqual([['delivered', 2]]);
        },
        { timeout: 10_000, interval: 10 },
      );
      expect(answers).toEqual([201, 201]);
      expect(vendorSite.leads.count()).toBe(1);
      expect(vendorSite.leads.list()[0]).toMatchObject(SAMPLE_LEAD);
    } finally {
      forwarder.stop();
      site.dispose();
      await vendorSite.close();
    }
  });
});
