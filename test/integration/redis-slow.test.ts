// A Redis that answers slowly is visible and costs visitors nothing (issue 37): the built server as
// one process on a real redis-server, which `DEBUG SLEEP` pauses as a Redis swapping or running a
// long command would. While it is paused, /readyz says `slow` (the PING probe still unanswered
// counts as its wait) within a few seconds and stays ready, and a lead is answered at once on this
// server's own count instead of waiting on Redis; after the pause `slow` clears by itself.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freePort } from '../helpers/free-port.ts';
import { startRedis, type TestRedis } from '../helpers/redis.ts';
import { tempDir } from '../helpers/site.ts';
import { SAMPLE_LEAD } from '../helpers/sample-lead.ts';

const SERVER = path.resolve(import.meta.dirname, '../../dist/server/index.js');

let redis: TestRedis;
let server: ChildProcess | undefined;
let base = '';
const logs: string[] = [];

beforeAll(async () => {
  redis = await startRedis({ debug: true });
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, [SERVER], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: tempDir('redis-slow-'),
      LOG_LEVEL: 'info',
      RENDER_THREADS: '0',
      REDIS_URL: redis.url,
      REDIS_PREFIX: 'slow:',
      LEAD_RATE_LIMIT: '1000',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  server.stdout!.on('data', (d: Buffer) => logs.push(...d.toString().split('\n').filter(Boolean)));
  await vi.waitFor(async () => expect((await readyz()).redis?.state).toBe('connected'), {
    timeout: 20_000,
    interval: 100,
  });
}, 30_000);
// Whatever happened: the server, and Redis (which a pause still in progress does not hold up).
afterAll(async () => {
  if (server && server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
  await redis?.stop();
});

interface Readyz {
  httpStatus: number;
  status: string;
  redis: { state: string; slow: boolean; latencyMs: number | null } | null;
}
async function readyz(): Promise<Readyz> {
  const res = await fetch(`${base}/readyz`);
  const body = (await res.json()) as Omit<Readyz, 'httpStatus'>;
  return { ...body, httpStatus: res.status };
}

/** How long a lead takes to be answered, and its status. */
async function timedLead(): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  const res = await fetch(`${base}/api/v1/client_demands/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(SAMPLE_LEAD),
  });
  await res.arrayBuffer();
  return { ms: performance.now() - started, status: res.status };
}

describe('Redis paused (DEBUG SLEEP)', () => {
  it('shows slow in /readyz within seconds while ready, answers leads at once, and clears after', async () => {
    // Connected and quick first: the probe has a round trip to report.
    await vi.waitFor(
      async () => {
        const r = (await readyz()).redis;
        expect(r).toMatchObject({ state: 'connected', slow: false });
        expect(r!.latencyMs).not.toBeNull();
      },
      { timeout: 10_000, interval: 100 },
    );
    expect((await timedLead()).status).toBe(201);

    const admin = await createClient({ url: redis.url }).connect();
    try {
      const pausedAt = Date.now();
      // Answered when the pause ends; the test goes on meanwhile.
      const pause = admin.sendCommand(['DEBUG', 'SLEEP', '8']);
      // Rejected if the test ends first (the client is destroyed): the assertion says why.
      pause.catch(() => undefined);
      let seen: Readyz | undefined;
      await vi.waitFor(
        async () => {
          seen = await readyz();
          expect(seen.redis?.slow).toBe(true);
        },
        { timeout: 6_000, interval: 100 },
      );
      const noticedAfterMs = Date.now() - pausedAt;
      // Still ready, still connected: slow is reported, never failing the check.
      expect(seen).toMatchObject({ httpStatus: 200, status: 'ready', redis: { state: 'connected', slow: true } });
      expect(seen!.redis!.latencyMs).toBeGreaterThan(500);
      expect(noticedAfterMs).toBeLessThan(6_000);

      // A lead while Redis is known to be slow: its rate limit is counted here, at once (it waited
      // out the 1 s command limit before).
      const during = await timedLead();
      expect(during.status).toBe(201);
      expect(during.ms, `a lead took ${Math.round(during.ms)} ms while Redis was paused`).toBeLessThan(900);
      const pausedFor = Date.now() - pausedAt;
      expect(pausedFor, 'the pause was over before the lead was sent').toBeLessThan(8_000);
      await vi.waitFor(() => expect(logs.some((l) => l.includes('redis slow'))).toBe(true), { timeout: 3_000 });

      await pause;
      await vi.waitFor(async () => expect((await readyz()).redis).toMatchObject({ state: 'connected', slow: false }), {
        timeout: 5_000,
        interval: 100,
      });
      await vi.waitFor(() => expect(logs.some((l) => l.includes('redis answers quickly again'))).toBe(true));
      expect((await timedLead()).status).toBe(201);
    } finally {
      admin.destroy();
    }
  }, 40_000);
});
