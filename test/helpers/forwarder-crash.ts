// A conversion forwarder that dies the way a killed worker does, between claiming a click in
// Redis and sending it: `node test/helpers/forwarder-crash.ts <dataDir> <redisUrl> <prefix>
// <leaseMs>` opens the lead store, waits for Redis, takes the due conversion, claims its click, and
// is killed (SIGKILL, no clean-up of any kind) at the moment it would send it to Baidu.
import { pino } from 'pino';
import { startConversionForwarder } from '../../server/leads/conversion-forwarder.ts';
import { openLeadStore } from '../../server/leads/lead-store.ts';
import { connectRedis } from '../../server/coordination/redis-link.ts';

const [dataDir, redisUrl, prefix, leaseMs] = process.argv.slice(2);
const logger = pino({ level: 'silent' });
const leads = openLeadStore(dataDir!);
const redis = connectRedis({ url: redisUrl!, prefix: prefix!, logger });
await new Promise<void>((resolve) => redis.onReady(resolve));
const forwarder = startConversionForwarder({
  leads,
  redis,
  logger,
  intervalMs: 3_600_000,
  leaseMs: Number(leaseMs),
  send: () => {
    process.kill(process.pid, 'SIGKILL');
    return new Promise(() => {});
  },
});
await forwarder.drain();
// Nothing was due: say so, and end.
console.error('forwarder-crash: no conversion was due');
process.exit(3);
