// Every click once, across two servers (issue 36), as production runs them: two processes of the
// built server, each with its own DATA_DIR, on one redis-server, with a fake Baidu oCPC (a real
// HTTP server counting uploads per bd_vid). Redis is down when server A starts (before this issue
// A then signed conversion tickets with a key of its own, and B refused them: conversions were
// dropped) and comes up before server B starts. Leads with distinct ad clicks, and leads that
// bring the same click again (several leads of one visit), go round robin to A and B: every click
// reaches Baidu exactly once — none lost, none twice — and every lead is stored.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { OCPC_TOKEN, startFakeBaidu, type FakeBaidu } from '../helpers/baidu.ts';
import { freePort } from '../helpers/free-port.ts';
import { startRedis, type TestRedis } from '../helpers/redis.ts';
import { postLeadFromClick } from '../helpers/sample-lead.ts';
import { tempDir } from '../helpers/site.ts';

const SERVER = path.resolve(import.meta.dirname, '../../dist/server/index.js');

interface Server {
  name: string;
  port: number;
  dataDir: string;
  process: ChildProcess;
  /** The server's log lines (JSON), for the failure message. */
  logs: string[];
}

let redis: TestRedis;
let baidu: FakeBaidu;
const servers: Server[] = [];

beforeAll(async () => {
  baidu = await startFakeBaidu();
  redis = await startRedis();
});
// Every process this file started, however the tests ended (a timeout included).
afterAll(async () => {
  for (const s of servers) if (s.process.exitCode === null && s.process.signalCode === null) s.process.kill('SIGKILL');
  await baidu?.close();
  await redis?.stop();
});

/** The built server as one process, its conversions forwarded to the fake oCPC. */
async function startServer(name: string): Promise<Server> {
  const port = await freePort();
  const dataDir = tempDir(`conversion-${name}-`);
  const child = spawn(process.execPath, [SERVER], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      RENDER_THREADS: '0',
      REDIS_URL: redis.url,
      REDIS_PREFIX: 'processes:',
      OCPC_API_URL: baidu.uploadUrl,
      OCPC_TOKEN,
      LEAD_RATE_LIMIT: '1000',
      // Due conversions are looked for every 200 ms (5 s by default); new ones are sent at once.
      LEAD_FORWARD_INTERVAL_MS: '200',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const server: Server = { name, port, dataDir, process: child, logs: [] };
  servers.push(server);
  child.stdout!.on('data', (d: Buffer) => server.logs.push(...d.toString().split('\n').filter(Boolean)));
  await vi.waitFor(async () => expect((await readiness(server)).status).toBe('ready'), {
    timeout: 15_000,
    interval: 100,
  });
  return server;
}

/** /readyz: ready or not, and the state of the server's Redis connection. */
async function readiness(s: Server): Promise<{ status: string; redis: string | undefined }> {
  const res = await fetch(`http://127.0.0.1:${s.port}/readyz`);
  const body = (await res.json()) as { status?: string; redis?: { state: string } | null };
  return { status: res.ok ? 'ready' : `not ready (${res.status})`, redis: body.redis?.state };
}
const redisState = async (s: Server) => (await readiness(s)).redis;

/** A lead from the ad click `bdVid`, as our page sends it (its page address and the click). */
async function lead(s: Server, bdVid: string): Promise<void> {
  const res = await postLeadFromClick(`http://127.0.0.1:${s.port}`, bdVid);
  expect(res.status, `${s.name} ${bdVid}`).toBe(201);
  expect(res.body).toMatchObject({ adClick: 'converted' });
}

/** Each server's file, read as another process reads it. */
function fileOf(s: Server): { leads: number; states: { bd_vid: string; state: string }[] } {
  const db = new DatabaseSync(path.join(s.dataDir, 'leads.sqlite'), { readOnly: true });
  try {
    return {
      leads: (db.prepare('SELECT COUNT(*) AS n FROM leads').get() as { n: number }).n,
      states: db.prepare('SELECT bd_vid, state FROM conversions').all() as { bd_vid: string; state: string }[],
    };
  } finally {
    db.close();
  }
}

const uploadsPerClick = () => {
  const counts = new Map<string, number>();
  for (const r of baidu.requests) {
    const { conversionTypes } = JSON.parse(r.body) as { conversionTypes: { logidUrl: string }[] };
    const click = new URL(conversionTypes[0]!.logidUrl).searchParams.get('bd_vid')!;
    counts.set(click, (counts.get(click) ?? 0) + 1);
  }
  return counts;
};

describe('two servers, one started while Redis was down', () => {
  it('deliver every click of leads sent round robin to both exactly once: none lost, none doubled', async () => {
    await redis.stop();
    const a = await startServer('a');
    expect(await redisState(a)).toBe('unreachable');
    await redis.start();
    // A reconnects by itself; B starts with Redis up.
    await vi.waitFor(async () => expect(await redisState(a)).toBe('connected'), { timeout: 10_000, interval: 100 });
    const b = await startServer('b');
    await vi.waitFor(async () => expect(await redisState(b)).toBe('connected'), { timeout: 10_000, interval: 100 });

    // 24 clicks of one lead each, and 6 clicks of 4 leads each (two on each server, sent at once).
    const distinct = Array.from({ length: 24 }, (_, i) => `distinct${i}`);
    const repeated = Array.from({ length: 6 }, (_, i) => `repeated${i}`);
    const sends = [...distinct, ...repeated.flatMap((c) => [c, c, c, c])];
    await Promise.all(sends.map((click, i) => lead(i % 2 ? b : a, click)));

    const clicks = [...distinct, ...repeated];
    const settled = () => {
      const states = [a, b].flatMap((s) => fileOf(s).states);
      return states.length > 0 && states.every((c) => c.state === 'delivered' || c.state === 'duplicate');
    };
    // Every click delivered, and every conversion row in a final state: nothing more can be sent.
    await vi.waitFor(
      () => {
        expect([...uploadsPerClick().keys()].sort()).toEqual([...clicks].sort());
        expect(settled()).toBe(true);
      },
      { timeout: 20_000, interval: 100 },
    );
    const counts = uploadsPerClick();
    expect(
      clicks.filter((c) => counts.get(c) !== 1),
      'clicks not delivered exactly once',
    ).toEqual([]);
    expect(baidu.requests).toHaveLength(clicks.length);

    // Every lead stored; each server stored each click it got once, and delivered it or left it
    // to the other (a repeated click went to both).
    const files = [fileOf(a), fileOf(b)];
    expect(files[0]!.leads + files[1]!.leads).toBe(sends.length);
    for (const click of repeated) {
      const states = files.map((f) => f.states.filter((c) => c.bd_vid === click).map((c) => c.state));
      expect(states.flat().sort(), click).toEqual(['delivered', 'duplicate']);
    }
    for (const click of distinct) {
      expect(
        files.flatMap((f) => f.states.filter((c) => c.bd_vid === click).map((c) => c.state)),
        click,
      ).toEqual(['delivered']);
    }
  }, 90_000);
});
