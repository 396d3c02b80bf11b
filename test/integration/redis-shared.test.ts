// The Redis connection several servers share (server/redis/shared.ts): commands run while it is
// up; while it is down they answer "use your own state" at once instead of hanging or queueing,
// one warning a minute; and when it returns the connection comes back by itself and says so.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pino } from 'pino';
import { connectShared, type Shared } from '../../server/redis/shared.ts';
import { startRedis, type TestRedis } from '../helpers/redis.ts';

let redis: TestRedis;
let shared: Shared;
const warnings: string[] = [];
/** Polls the connection's own health (a loaded machine starts and restarts Redis slowly). */
const connected = () =>
  vi.waitFor(() => expect(shared.health().state).toBe('connected'), { timeout: 15_000, interval: 20 });
beforeAll(async () => {
  redis = await startRedis();
  const logger = pino({ level: 'warn' }, { write: (line: string) => void warnings.push(line) });
  shared = connectShared({ url: redis.url, prefix: 'test:', logger });
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
    expect(warnings.filter((w) => w.includes('redis')).length).toBe(1);

    await redis.start();
    await connected();
    expect(readyAgain).toBe(1);
    // A restarted in-memory Redis has lost the key; commands work again.
    expect(await shared.run('get', (c) => c.get('test:k'))).toBeNull();
  });
});
