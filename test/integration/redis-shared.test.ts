// The Redis connection several servers share (server/coordination/redis-link.ts): commands run while it is
// up; while it is down they answer "use your own state" at once instead of hanging or queueing,
// one warning a minute; and when it returns the connection comes back by itself and says so. A
// Redis that is up but paused (DEBUG SLEEP) is reported slow by the PING probe while the probe
// waits, commands fall back at once meanwhile, and it clears when Redis answers again.
import { pino } from 'pino';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { connectRedis, type RedisLink } from '../../server/coordination/redis-link.ts';
import { startRedis, type TestRedis } from '../helpers/redis.ts';

let redis: TestRedis;
let shared: RedisLink;
const warnings: string[] = [];
/** Polls the connection's own health (a loaded machine starts and restarts Redis slowly). */
const connected = () =>
  vi.waitFor(() => expect(shared.health().state).toBe('connected'), { timeout: 15_000, interval: 20 });
beforeAll(async () => {
  redis = await startRedis({ debug: true });
  const logger = pino({ level: 'info' }, { write: (line: string) => void warnings.push(line) });
  // Probed every 200 ms (2 s in production), slow past 300 ms (500 ms).
  shared = connectRedis({ url: redis.url, prefix: 'test:', logger, probeEveryMs: 200, slowAfterMs: 300 });
  await connected();
});
afterAll(async () => {
  await shared?.close();
  await redis?.stop();
});

describe('the shared Redis connection', () => {
  it('runs commands under the prefix, falls back at once while Redis is down, and comes back by itself', async () => {
    expect(await shared.run('set', (c) => c.set(shared.key('k'), 'v'))).toBe('OK');
    expect(await shared.run('get', (c) => c.get('test:k'))).toBe('v');

    let readyAgain = 0;
    shared.onReady(() => readyAgain++);
    await redis.stop();
    await vi.waitFor(() => expect(shared.health().state).toBe('unreachable'), { timeout: 10_000, interval: 20 });
    const started = Date.now();
    const results = await Promise.all(Array.from({ length: 20 }, () => shared.run('get', (c) => c.get('test:k'))));
    expect(results.every((r) => r === undefined)).toBe(true);
    expect(Date.now() - started).toBeLessThan(200);
    expect(shared.client()).toBeUndefined();
    // One warning for the whole outage so far, however many commands fell back.
    expect(warnings.filter((w) => w.includes('redis unreachable')).length).toBe(1);
    expect(shared.health()).toMatchObject({ state: 'unreachable', slow: false, latencyMs: null });

    await redis.start();
    await connected();
    expect(readyAgain).toBe(1);
    // A restarted in-memory Redis has lost the key; commands work again.
    expect(await shared.run('get', (c) => c.get('test:k'))).toBeNull();
  });
});

describe('a paused Redis (DEBUG SLEEP 3)', () => {
  it('is reported slow while the probe waits, is not waited on, and is quick again after', async () => {
    await vi.waitFor(() => expect(shared.health()).toMatchObject({ state: 'connected', slow: false }), {
      timeout: 5000,
    });
    await vi.waitFor(() => expect(shared.health().latencyMs).not.toBeNull());
    expect(shared.health().latencyMs).toBeLessThan(300);

    const admin = await createClient({ url: redis.url }).connect();
    try {
      const pause = admin.sendCommand(['DEBUG', 'SLEEP', '3']);
      // Rejected if the test ends first (the client is destroyed): the assertion says why.
      pause.catch(() => undefined);
      const pausedAt = Date.now();
      await vi.waitFor(() => expect(shared.health().slow).toBe(true), { timeout: 2000, interval: 20 });
      expect(Date.now() - pausedAt).toBeLessThan(2000);
      expect(shared.health()).toMatchObject({ state: 'connected', slow: true });
      expect(shared.health().latencyMs).toBeGreaterThan(300);
      // Commands fall back at once instead of waiting out the pause (or the 1 s limit).
      const started = Date.now();
      expect(await shared.run('get', (c) => c.get('test:k'))).toBeUndefined();
      expect(Date.now() - started).toBeLessThan(100);
      // Logged once, at the probe's next turn.
      await vi.waitFor(() => expect(warnings.filter((w) => w.includes('redis slow'))).toHaveLength(1));

      await pause;
      await vi.waitFor(() => expect(shared.health()).toMatchObject({ state: 'connected', slow: false }), {
        timeout: 2000,
        interval: 20,
      });
      expect(shared.health().latencyMs).toBeLessThan(300);
      expect(warnings.some((w) => w.includes('redis answers quickly again'))).toBe(true);
      expect(await shared.run('set', (c) => c.set(shared.key('k'), 'again'))).toBe('OK');
    } finally {
      admin.destroy();
    }
  });
});
