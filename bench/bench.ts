// npm run bench: one server process on loopback, autocannon from this process.
// For `/` desktop, `/` mobile, a news article and /news: cold renders (page cache off), warm
// (page cache on), p99, and the same response bytes from a bare node:http server (this
// machine's limit), then memory under a minute of load. Prints a table; `--quick` shortens runs.
// Cold renders run twice: as the server runs by default (render threads, one per core) and with
// RENDER_THREADS=0 (everything on the main thread: what one core renders).
// This machine's speed drifts from one minute to the next, and loopback transfers of
// the same bytes sometimes settle into a slow mode for a whole run, for the bare server too.
// So every figure is measured in several runs: cold figures are the median of ROUNDS runs; warm
// and bare runs alternate WARM_ROUNDS times, and each is its best run, so the ratio compares the
// two at their best in the same minutes. (In slow runs, `ss` shows some of autocannon's
// connections with a receive window smaller than the response, and p99 latencies near the 40 ms
// delayed-ACK timer; which connections get there is settled as they open. Five turns give both
// servers the same chances.)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import {
  CASES,
  CONNECTIONS,
  IPHONE,
  load as loadCase,
  start,
  startSite as startBuiltSite,
  stop,
} from './site-process.ts';

const root = path.resolve(import.meta.dirname, '..');
const quick = process.argv.includes('--quick');
const DURATION = quick ? 2 : 5;
const ROUNDS = 3;
const WARM_ROUNDS = 5;
const MEMORY_SECONDS = quick ? 12 : 60;
const PORT = 4310;
const BARE_PORT = 4311;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const RENDER_THREADS = os.availableParallelism();

function startSite(cache: boolean, renderThreads = RENDER_THREADS) {
  return startBuiltSite(path.join(root, 'dist'), PORT, {
    PAGE_CACHE_TTL_MS: cache ? '600000' : '0',
    RENDER_THREADS: String(renderThreads),
  });
}

const load = (port: number, c: (typeof CASES)[number], seconds = DURATION) => loadCase(port, c, seconds);

type Run = Awaited<ReturnType<typeof load>>;
const byRps = (a: Run, b: Run) => a.rps - b.rps;
const median = (runs: Run[]) => [...runs].sort(byRps)[runs.length >> 1]!;
const best = (runs: Run[]) => [...runs].sort(byRps).at(-1)!;

/** ROUNDS runs of a case after a second of warm-up (the JIT); warns about failed requests. */
async function rounds(port: number, c: (typeof CASES)[number], label: string): Promise<Run[]> {
  await load(port, c, 1);
  const runs: Run[] = [];
  for (let i = 0; i < ROUNDS; i++) runs.push(await load(port, c));
  const errors = runs.reduce((n, r) => n + r.errors, 0);
  if (errors) console.warn(`${c.name} ${label}: ${errors} errors`);
  return runs;
}

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024;
}

if (!fs.existsSync(path.join(root, 'dist/server/index.js'))) {
  console.error('Build first: npm run build');
  process.exit(1);
}
const results: Record<
  string,
  { cold?: number; coldP99?: number; coldMain?: number; warm?: number; warmP99?: number; bare?: number; bytes?: number }
> = {};
for (const c of CASES) results[c.name] = {};

// Cold: every request renders (loaders + React).
let site = await startSite(false);
for (const c of CASES) {
  const r = median(await rounds(PORT, c, 'cold'));
  Object.assign(results[c.name]!, { cold: r.rps, coldP99: r.p99 });
}
await stop(site);

// Cold on the main thread alone.
site = await startSite(false, 0);
for (const c of CASES) results[c.name]!.coldMain = median(await rounds(PORT, c, 'cold (main thread)')).rps;
await stop(site);

// Warm: cached pages answered by the fast path. Each response is kept to replay it bare.
site = await startSite(true);
const fixtures = [];
for (const c of CASES) {
  // The cached answer (the second request), uncompressed as autocannon asks for it (fetch would
  // ask for gzip and unpack it silently), so the bare server sends the very same bytes.
  const get = () =>
    fetch(`http://127.0.0.1:${PORT}${c.path}`, { headers: { 'user-agent': c.ua, 'accept-encoding': 'identity' } });
  await (await get()).arrayBuffer();
  const res = await get();
  if (res.headers.get('x-cache') !== 'HIT')
    throw new Error(`${c.name}: the page cache did not answer the second request`);
  const body = Buffer.from(await res.arrayBuffer());
  const headers: Record<string, string> = {};
  res.headers.forEach((v, k) => {
    if (!['content-length', 'connection', 'keep-alive', 'date', 'transfer-encoding'].includes(k)) headers[k] = v;
  });
  fixtures.push({
    key: `${c.path}|${c.ua === IPHONE ? 'mobile' : 'desktop'}`,
    status: res.status,
    headers,
    body: body.toString('base64'),
  });
  results[c.name]!.bytes = body.length;
}
// The limit: the same bytes from a bare node:http server, measured in turns with the site.
const fixtureFile = path.join(os.tmpdir(), 'defan-bench-fixtures.json');
fs.writeFileSync(fixtureFile, JSON.stringify(fixtures));
const bare = await start(path.join(root, 'bench/bare-server.ts'), [fixtureFile, String(BARE_PORT)], {});
for (const c of CASES) {
  await load(PORT, c, 1);
  await load(BARE_PORT, c, 1);
  const warm: Run[] = [];
  const limit: Run[] = [];
  for (let i = 0; i < WARM_ROUNDS; i++) {
    warm.push(await load(PORT, c));
    limit.push(await load(BARE_PORT, c));
  }
  if (warm.some((r) => r.errors)) console.warn(`${c.name} warm: errors`);
  const w = best(warm);
  Object.assign(results[c.name]!, { warm: w.rps, warmP99: w.p99, bare: best(limit).rps });
}
await stop(site);
await stop(bare);

// Memory: a minute of cold rendering over all cases; RSS at 10 s and at the end.
site = await startSite(false);
const mixed = autocannon({
  url: `http://127.0.0.1:${PORT}`,
  connections: CONNECTIONS,
  duration: MEMORY_SECONDS,
  requests: CASES.map((c) => ({ method: 'GET', path: c.path, headers: { 'user-agent': c.ua } })),
});
await sleep(10_000);
const rss10 = rssMb(site.pid!);
await mixed;
const rssEnd = rssMb(site.pid!);
await stop(site);

const fmt = (n: number | undefined, digits = 0) => (n === undefined ? '-' : n.toFixed(digits));
console.log(
  `\nbench: one process, ${os.cpus().length} cores, ${RENDER_THREADS} render threads, ${CONNECTIONS} connections, ${DURATION} s runs (cold: median of ${ROUNDS}; warm and bare: best of ${WARM_ROUNDS}, in turns), node ${process.version}\n`,
);
console.log(
  '| page | cold req/s | cold p99 ms | cold req/s, main thread only | warm req/s | warm p99 ms | bare node:http req/s | warm / bare | bytes |',
);
console.log('|---|---|---|---|---|---|---|---|---|');
for (const [name, r] of Object.entries(results)) {
  console.log(
    `| ${name} | ${fmt(r.cold)} | ${fmt(r.coldP99)} | ${fmt(r.coldMain)} | ${fmt(r.warm)} | ${fmt(r.warmP99)} | ${fmt(r.bare)} | ${fmt((r.warm ?? 0) / (r.bare ?? 1), 2)} | ${r.bytes} |`,
  );
}
console.log(
  `\nmemory under ${MEMORY_SECONDS} s of cold load: RSS ${rssEnd.toFixed(0)} MB at the end vs ${rss10.toFixed(0)} MB after 10 s (${(((rssEnd - rss10) / rss10) * 100).toFixed(1)} %)`,
);
