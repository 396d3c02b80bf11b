// node bench/revalidation-stream.ts [wait|poll]: how the servers read the revalidation stream
// (server/coordination/revalidation-stream.ts), measured on a real redis-server with real journals:
// (1) how long a revalidation taken by server one takes to be applied by server two (one worker
// each, pollMs 250 as in production; 40 revalidations at random moments), and (2) the Redis
// commands per second and connections while four workers (two servers of two) are idle for 20 s.
// `wait` (default): each worker waits for new entries with XREAD BLOCK on a connection of its own;
// `poll`: it reads the stream every pollMs instead (waitMs 0; how it was read before).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { createClient, type RedisClientType } from 'redis';
import { connectRedis } from '../server/coordination/redis-link.ts';
import { openRevalidationJournal } from '../server/coordination/journal.ts';
import { openRevalidationStream } from '../server/coordination/revalidation-stream.ts';
import { createRevalidator } from '../server/revalidate/revalidator.ts';
import { startRedis } from '../test/helpers/redis.ts';

const mode = process.argv[2] === 'poll' ? 'poll' : 'wait';
const logger = pino({ level: 'silent' });
const redis = await startRedis();
const prefix = 'bench:';
const applied = new Map<string, number[]>();
const stops: (() => Promise<void>)[] = [];

function worker(server: string, dir: string, name: string) {
  const link = connectRedis({ url: redis.url, prefix, logger });
  const journal = openRevalidationJournal(dir);
  const stream = openRevalidationStream({
    redis: link,
    startedAt: Date.now(),
    waitMs: mode === 'poll' ? 0 : undefined,
  });
  const revalidator = createRevalidator({
    sources: { forget: () => 0 },
    sitemaps: {
      clear() {
        (applied.get(name) ?? applied.set(name, []).get(name)!).push(performance.now());
        return new Set();
      },
    },
    reach: { to: 'servers', journal, stream, server },
    logger,
    pollMs: 250,
  });
  stops.push(async () => {
    revalidator.stop();
    await link.close();
    journal.close();
  });
  return { link, revalidator };
}
const connected = async (ws: ReturnType<typeof worker>[]) => {
  while (!ws.every((w) => w.link.health().state === 'connected')) await new Promise((r) => setTimeout(r, 20));
  await Promise.all(ws.map((w) => w.revalidator.catchUp()));
};

const dirs = [1, 2].map((i) => fs.mkdtempSync(path.join(os.tmpdir(), `bench-${i}-`)));
const one = worker('one', dirs[0]!, 'one1');
const two = worker('two', dirs[1]!, 'two1');
await connected([one, two]);

const lat: number[] = [];
for (let i = 0; i < 40; i++) {
  await new Promise((r) => setTimeout(r, 100 + Math.random() * 250));
  const before = applied.get('two1')?.length ?? 0;
  const t0 = performance.now();
  one.revalidator.revalidate({ paths: ['/news'], keys: [] });
  while ((applied.get('two1')?.length ?? 0) === before) await new Promise((r) => setImmediate(r));
  lat.push(applied.get('two1')!.at(-1)! - t0);
}
lat.sort((a, b) => a - b);
const q = (p: number) => lat[Math.min(lat.length - 1, Math.floor(p * lat.length))]!.toFixed(1);

await connected([worker('one', dirs[0]!, 'one2'), worker('two', dirs[1]!, 'two2')]);
const probe = createClient({ url: redis.url }) as RedisClientType;
await probe.connect();
await probe.configResetStat();
await new Promise((r) => setTimeout(r, 1000));
const total = async () => Number(/total_commands_processed:(\d+)/.exec(await probe.info('stats'))![1]);
const c0 = await total();
const t0 = performance.now();
await new Promise((r) => setTimeout(r, 20_000));
const c1 = await total();
const secs = (performance.now() - t0) / 1000;
const clients = /connected_clients:(\d+)/.exec(await probe.info('clients'))![1];
await probe.quit();
console.log(
  `${mode}: to the other server, ms: median ${q(0.5)} p90 ${q(0.9)} max ${q(0.999)}; idle, 4 workers: ${((c1 - c0 - 1) / secs).toFixed(1)} commands/s, ${Number(clients) - 1} connections`,
);
for (const s of stops) await s();
await redis.stop();
process.exit(0);
