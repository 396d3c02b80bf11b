// The Prometheus metrics (METRICS_PORT), scraped from the built server as production runs it: one
// process (`npm run serve`, Docker) on a real Redis with a fake Baidu oCPC that refuses every
// conversion, and a cluster of two workers (as pm2 runs it) whose one scrape sums both. The
// alert rules and the dashboard in deploy/ are checked against what the server exports.
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startCluster, type Cluster } from '../helpers/cluster.ts';
import { startFakeUpstream, type FakeUpstream } from '../helpers/fake-upstream.ts';
import { freePort } from '../helpers/free-port.ts';
import { parseMetrics, scrape, workerMetrics, type Scrape } from '../helpers/metrics.ts';
import { startRedis, type TestRedis } from '../helpers/redis.ts';
import { tempDir } from '../helpers/site.ts';
import { SAMPLE_LEAD } from '../helpers/sample-lead.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

const get = (port: number, address: string, headers: Record<string, string> = {}) =>
  fetch(`http://127.0.0.1:${port}${address}`, { headers: { connection: 'close', ...headers }, redirect: 'manual' });

const postLead = async (port: number, body: object) => {
  const res = await fetch(`http://127.0.0.1:${port}/api/v1/client_demands/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', connection: 'close' },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: number; adClick?: string };
};

describe('one server process', () => {
  let redis: TestRedis;
  let ocpc: FakeUpstream;
  let server: ChildProcess;
  let port: number;
  let metricsPort: number;
  const output: string[] = [];

  beforeAll(async () => {
    redis = await startRedis();
    ocpc = await startFakeUpstream();
    // A wrong token: Baidu refuses every conversion.
    ocpc.answer(() => ({ status: 200, json: { header: { status: 4, desc: 'token is invalid' } } }));
    [port, metricsPort] = [await freePort(), await freePort()];
    server = spawn(process.execPath, ['--max-old-space-size=384', path.join(ROOT, 'dist/server/index.js')], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        METRICS_PORT: String(metricsPort),
        DATA_DIR: tempDir('metrics-'),
        LOG_LEVEL: 'info',
        RENDER_THREADS: '1',
        REDIS_URL: redis.url,
        OCPC_API_URL: `${ocpc.url}/upload`,
        OCPC_TOKEN: 'wrong-ocpc-token-0001',
        LEAD_RATE_LIMIT: '1000',
        LEAD_FORWARD_INTERVAL_MS: '1000',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    server.stdout!.on('data', (d: Buffer) => output.push(d.toString()));
    await vi.waitFor(() => expect(output.join('')).toMatch(/"msg":"metrics at http:\/\/127\.0\.0\.1:\d+\/metrics"/), {
      timeout: 25_000,
      interval: 100,
    });
    await vi.waitFor(async () => expect((await scrape(metricsPort)).value('defan_redis_connected')).toBe(1), {
      timeout: 10_000,
      interval: 100,
    });
  }, 60_000);
  afterAll(async () => {
    server?.kill('SIGKILL');
    await ocpc?.close();
    await redis?.stop();
  });

  it('a page MISS then HIT moves the page cache and request counters, labelled by kind and device', async () => {
    const before = await scrape(metricsPort);
    const delta = (s: Scrape, name: string, labels?: Record<string, string>) =>
      s.value(name, labels) - before.value(name, labels);
    /** The scrape once `check` holds: a response's count lands as it ends, a moment after the client has it. */
    const once = (check: (s: Scrape) => void) =>
      vi.waitFor(
        async () => {
          const s = await scrape(metricsPort);
          check(s);
          return s;
        },
        { timeout: 5_000, interval: 50 },
      );
    const first = await get(port, '/news?utm_source=visitor-query-7391');
    expect(first.status).toBe(200);
    expect(first.headers.get('x-cache')).toBeNull();
    const afterMiss = await once((s) =>
      expect(delta(s, 'defan_page_cache_requests_total', { result: 'miss' })).toBe(1),
    );
    expect(delta(afterMiss, 'defan_page_cache_requests_total', { result: 'hit' })).toBe(0);
    expect(delta(afterMiss, 'defan_page_render_seconds_count', { phase: 'render' })).toBe(1);

    const second = await get(port, '/news');
    expect(second.headers.get('x-cache')).toBe('HIT');
    const afterHit = await once((s) => expect(delta(s, 'defan_page_cache_requests_total', { result: 'hit' })).toBe(1));
    expect(delta(afterHit, 'defan_page_cache_requests_total', { result: 'miss' })).toBe(1);
    const pages = { kind: 'page', status: '2xx', device: 'desktop' };
    expect(delta(afterHit, 'defan_http_requests_total', pages)).toBe(2);
    expect(delta(afterHit, 'defan_http_request_duration_seconds_count', { kind: 'page' })).toBe(2);
    // A histogram as Prometheus reads it: cumulative buckets up to +Inf, which is the count.
    const buckets = afterHit.samples.filter(
      (x) => x.name === 'defan_http_request_duration_seconds_bucket' && x.labels.kind === 'page',
    );
    expect(buckets.length).toBeGreaterThan(5);
    expect(buckets.at(-1)!.labels.le).toBe('+Inf');
    expect(buckets.every((b, i) => i === 0 || b.value >= buckets[i - 1]!.value)).toBe(true);
    expect(buckets.at(-1)!.value).toBe(afterHit.value('defan_http_request_duration_seconds_count', { kind: 'page' }));
    expect(afterHit.value('defan_http_request_duration_seconds_sum', { kind: 'page' })).toBeGreaterThan(0);

    await get(port, '/news', { 'user-agent': IPHONE });
    // An address that is no page is redirected home (302); a missing bundle is a 404.
    await get(port, '/no-such-page-here');
    await get(port, '/assets/no-such-bundle.js');
    const later = await once((s) => expect(delta(s, 'defan_http_requests_total', { kind: 'asset' })).toBe(1));
    expect(delta(later, 'defan_http_requests_total', { ...pages, device: 'mobile' })).toBe(1);
    expect(delta(later, 'defan_http_requests_total', { kind: 'page', status: '3xx' })).toBe(1);
    expect(delta(later, 'defan_http_requests_total', { kind: 'asset', status: '4xx' })).toBe(1);
    // Label values are fixed sets: no visitor's address or query ever reaches them.
    expect(later.text).not.toContain('visitor-query-7391');
    expect(later.text).not.toContain('no-such');
  });

  it('a lead accepted shows in the counters and in the lead store’s figures', async () => {
    const before = await scrape(metricsPort);
    await postLead(port, SAMPLE_LEAD);
    const after = await vi.waitFor(
      async () => {
        const s = await scrape(metricsPort);
        expect(s.value('defan_http_requests_total', { kind: 'api' })).toBeGreaterThan(
          before.value('defan_http_requests_total', { kind: 'api' }),
        );
        return s;
      },
      { timeout: 5_000, interval: 50 },
    );
    expect(after.value('defan_leads_received_total', { outcome: 'stored' })).toBe(
      before.value('defan_leads_received_total', { outcome: 'stored' }) + 1,
    );
    // Embedded mode: the lead waits in the staff inbox.
    expect(after.value('defan_leads', { state: 'inbox' })).toBe(before.value('defan_leads', { state: 'inbox' }) + 1);
    expect(after.value('defan_http_requests_total', { kind: 'api', status: '2xx' })).toBeGreaterThan(0);
    // The lead's rate limit went through Redis, timed.
    expect(
      after.value('defan_redis_command_duration_seconds_count', { command: 'rate limit increment' }),
    ).toBeGreaterThan(0);
  });

  it('a conversion Baidu refuses shows as refused', async () => {
    expect((await scrape(metricsPort)).value('defan_conversion_deliveries_total', { outcome: 'refused' })).toBe(0);
    expect(await postLead(port, { ...SAMPLE_LEAD, phone: '021-50004321', bd_vid: 'metricsRefused1' })).toMatchObject({
      adClick: 'converted',
    });
    await vi.waitFor(
      async () => {
        const s = await scrape(metricsPort);
        expect(s.value('defan_conversion_deliveries_total', { outcome: 'refused' })).toBe(1);
        expect(s.value('defan_conversions', { state: 'refused' })).toBe(1);
        expect(s.value('defan_conversions', { state: 'pending' })).toBe(0);
        expect(s.value('defan_conversions_oldest_pending_age_seconds')).toBe(0);
      },
      { timeout: 10_000, interval: 200 },
    );
    const s = await scrape(metricsPort);
    // Baidu answered (HTTP 200): the call itself was fine, the conversion was not.
    expect(s.value('defan_vendor_requests_total', { endpoint: 'uploadConvertData', outcome: 'ok' })).toBe(1);
    expect(s.value('defan_vendor_request_duration_seconds_count', { endpoint: 'uploadConvertData' })).toBe(1);
    expect(s.value('defan_redis_command_duration_seconds_count', { command: 'conversion claim' })).toBe(1);
    expect(ocpc.requests.length).toBe(1);
  });

  it('Redis stopped shows as disconnected, and connected again once it is back', async () => {
    const prefix = { prefix: 'defan:' };
    expect((await scrape(metricsPort)).value('defan_redis_connected', prefix)).toBe(1);
    await redis.stop();
    await vi.waitFor(async () => expect((await scrape(metricsPort)).value('defan_redis_connected', prefix)).toBe(0), {
      timeout: 10_000,
      interval: 100,
    });
    const down = await scrape(metricsPort);
    expect(down.has('defan_redis_connected', prefix)).toBe(true);
    await redis.start();
    await vi.waitFor(async () => expect((await scrape(metricsPort)).value('defan_redis_connected', prefix)).toBe(1), {
      timeout: 10_000,
      interval: 100,
    });
  });

  it('carries the process, the release and the disk, and is not served on the site’s port', async () => {
    const s = await scrape(metricsPort);
    expect(s.value('defan_metrics_workers')).toBe(1);
    expect(s.value('process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(s.value('nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    // The build is a release in releases/, dist its live link: the server runs the live release.
    const { id } = JSON.parse(fs.readFileSync(path.join(ROOT, 'dist/release.json'), 'utf8')) as { id: string };
    expect(s.samples.filter((x) => x.name === 'defan_release_info')).toEqual([
      { name: 'defan_release_info', labels: { release: id }, value: 1 },
    ]);
    expect(s.samples.filter((x) => x.name === 'defan_release_live')).toEqual([
      { name: 'defan_release_live', labels: { release: id }, value: 1 },
    ]);
    expect(s.value('defan_data_dir_free_bytes')).toBeGreaterThan(0);
    expect(s.value('defan_data_dir_size_bytes')).toBeGreaterThanOrEqual(s.value('defan_data_dir_free_bytes'));

    // On the site's port /metrics is an address like any other that is no page: sent home.
    const site = await get(port, '/metrics');
    expect(site.status).toBe(302);
    expect(await site.text()).not.toContain('defan_');
    expect((await get(metricsPort, '/')).status).toBe(404);
  });

  // The rules and the dashboard name only what the server exports, so neither can go quietly
  // blind after a rename.
  it('the alert rules and the Grafana dashboard use only metrics the server exports', async () => {
    const exported = new Set((await scrape(metricsPort)).types.keys());
    // Names a histogram's samples add, and the target health Prometheus adds itself.
    const known = (name: string) =>
      name === 'up' || exported.has(name) || exported.has(name.replace(/_(bucket|sum|count)$/, ''));
    const dashboard = JSON.parse(fs.readFileSync(path.join(ROOT, 'deploy/grafana/defan-site.json'), 'utf8')) as {
      panels: { title: string; targets?: { expr: string }[] }[];
      templating: { list: { query?: unknown }[] };
    };
    const dashboardExprs = [
      ...dashboard.panels.flatMap((p) => (p.targets ?? []).map((t) => t.expr)),
      ...dashboard.templating.list.flatMap((v) =>
        typeof v.query === 'object' && v.query ? [(v.query as { query: string }).query] : [],
      ),
    ];
    const rules = fs.readFileSync(path.join(ROOT, 'deploy/prometheus/alerts.yml'), 'utf8');
    const ruleExprs = [...rules.matchAll(/expr: (?:\|\n((?: {10}.*\n)+)|(.*))/g)].map((m) => m[1] ?? m[2]!);
    expect(dashboardExprs.length).toBeGreaterThan(30);
    expect(ruleExprs.length).toBeGreaterThan(15);
    const used = new Set([...dashboardExprs, ...ruleExprs].flatMap(metricNames));
    expect(used.size).toBeGreaterThan(25);
    expect([...used].filter((name) => !known(name))).toEqual([]);
  });

  // Debian's prometheus package (.ci/run installs it).
  it.skipIf(!hasPromtool())(
    'promtool accepts the rules and the scrape example, and the rules fire when they should',
    () => {
      const dir = path.join(ROOT, 'deploy/prometheus');
      expect(execFileSync('promtool', ['check', 'rules', path.join(dir, 'alerts.yml')], { encoding: 'utf8' })).toMatch(
        /SUCCESS: \d+ rules found/,
      );
      for (const args of [
        ['check', 'config', path.join(dir, 'prometheus.yml')],
        // deploy/prometheus/alerts.test.yml: made-up series, and when each alert must fire or not.
        ['test', 'rules', path.join(dir, 'alerts.test.yml')],
      ]) {
        const run = spawnSync('promtool', args, { encoding: 'utf8' });
        expect(run.status, `promtool ${args.join(' ')}: ${run.stdout}${run.stderr}`).toBe(0);
      }
    },
  );
});

describe('a cluster of two workers', () => {
  let cluster: Cluster;
  let metricsPort: number;
  let runDir: string;

  beforeAll(async () => {
    metricsPort = await freePort();
    const dataDir = tempDir('metrics-cluster-');
    runDir = path.join(dataDir, 'run', `metrics-${metricsPort}`);
    cluster = await startCluster({ DATA_DIR: dataDir, METRICS_PORT: String(metricsPort), RENDER_THREADS: '0' }, 2);
  }, 60_000);
  afterAll(() => cluster?.stop());

  const sockets = () => fs.readdirSync(runDir).filter((f) => f.endsWith('.sock'));
  /** A worker's own count of answered page requests, from its socket. */
  const pagesOf = async (socket: string) =>
    (await workerMetrics(path.join(runDir, socket)))
      .find((m) => m.name === 'defan_http_requests_total')!
      .values.filter((v) => v.labels.kind === 'page')
      .reduce((sum, v) => sum + v.value, 0);

  it('one scrape sums both workers', async () => {
    expect(sockets()).toHaveLength(2);
    // New connections go to the workers in turn: ask until both have answered some.
    let sent = 0;
    await vi.waitFor(
      async () => {
        for (let i = 0; i < 4; i++, sent++) expect((await get(cluster.port, '/')).status).toBe(200);
        const each = await Promise.all(sockets().map(pagesOf));
        expect(each.every((n) => n > 0)).toBe(true);
      },
      { timeout: 15_000, interval: 50 },
    );
    await vi.waitFor(
      async () => expect((await Promise.all(sockets().map(pagesOf))).reduce((a, b) => a + b)).toBe(sent),
      {
        timeout: 5_000,
        interval: 50,
      },
    );
    // Whichever worker a scrape reaches, it holds both workers' figures.
    for (let i = 0; i < 4; i++) {
      const s = await scrape(metricsPort);
      expect(s.value('defan_metrics_workers')).toBe(2);
      expect(s.value('defan_http_requests_total', { kind: 'page' })).toBe(sent);
      expect(s.value('defan_page_cache_requests_total')).toBe(sent);
      // Two workers' heaps, summed.
      expect(s.value('nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    }
  });

  it('a killed worker’s socket does not break the scrape: it is dropped', async () => {
    const [victim] = sockets();
    const pid = Number(/-(\d+)\.sock$/.exec(victim!)![1]);
    process.kill(pid, 'SIGKILL');
    await vi.waitFor(() => expect(() => process.kill(pid, 0)).toThrow(), { timeout: 5_000, interval: 50 });
    // The killed worker could not remove its socket.
    expect(sockets()).toContain(victim);
    const s = await scrape(metricsPort);
    expect(s.value('defan_metrics_workers')).toBe(1);
    expect(s.value('defan_metrics_workers_unanswered')).toBe(0);
    expect(s.value('defan_http_requests_total', { kind: 'page' })).toBeGreaterThan(0);
    expect(sockets()).not.toContain(victim);
    expect(sockets()).toHaveLength(1);
  });
});

/** Metric names in a PromQL expression: what is left once strings, label matchers, ranges,
 *  grouping clauses, functions, keywords and numbers are taken out. */
function metricNames(expr: string): string[] {
  const bare = expr
    // Grafana's label_values(metric, label): the metric only.
    .replace(/label_values\(([^,)]+)[^)]*\)/g, ' $1 ')
    .replace(/"(?:[^"\\]|\\.)*"/g, '""')
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/\[[^\]]*\]/g, ' ')
    .replace(/\b(by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, ' ');
  const keywords = new Set(['and', 'or', 'unless', 'bool', 'offset']);
  return [...bare.matchAll(/(?<![\w$])([a-zA-Z_:][\w:]*)\b(?!\s*\()/g)]
    .map((m) => m[1]!)
    .filter((name) => !keywords.has(name));
}

function hasPromtool(): boolean {
  return spawnSync('promtool', ['--version']).status === 0;
}

// parseMetrics is also how a scrape is read in the other tests; keep it honest here.
it('the scrape parser reads labels with escaped quotes', () => {
  const s = parseMetrics('# TYPE a counter\na{x="1",y="q\\"r"} 3\na{x="2"} 4\n');
  expect(s.value('a')).toBe(7);
  expect(s.value('a', { x: '1' })).toBe(3);
  expect(s.types.get('a')).toBe('counter');
});
