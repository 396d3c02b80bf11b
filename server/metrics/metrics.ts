// The site's Prometheus metrics (docs/monitoring.md, "Metrics and alerts"), in one registry of
// this process; metrics-server.ts serves every worker's together on METRICS_PORT. Call sites
// count with one line each; label values come from fixed sets (route kinds, status classes,
// endpoint names, states), never from a visitor's address or query. Counters and histograms are
// bound to their labels once (no label lookup on the hot path); what is state rather than an
// event (outboxes, Redis, the release, the disk) is read when Prometheus scrapes.
import fs from 'node:fs';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { matchApiRoute } from '../../shared/api/api-routes.ts';
import type { ApiRequest, Transport } from '../../shared/api/transport.ts';
import { IMG_PATH } from '../../shared/images/responsive-image.ts';
import type { Device } from '../../shared/site-types.ts';
import { cacheStateOf } from '../access-log.ts';
import type { ContentSources } from '../content/content-sources.ts';
import type { LeadStore } from '../leads/lead-store.ts';
import type { RedisLink } from '../coordination/redis-link.ts';
import type { RunningRelease } from '../running-release.ts';
import { isFormPost, isPageRequest, sitePathOf } from '../site-paths.ts';

export const registry = new Registry();
const registers = [registry];

/** Request and vendor latencies: from a cached page's fraction of a millisecond to a timeout. */
const SECONDS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

// --- Requests ---------------------------------------------------------------------------------

/** What a request asked for: a page, a lead form posted to a page, or one of the site's own paths
 *  (site-paths.ts; /_img apart from the other files). */
const KINDS = ['page', 'form', 'asset', 'file', 'image', 'api', 'admin', 'internal', 'other'] as const;
type Kind = (typeof KINDS)[number];
/** A response never completed (the client left first) is `aborted`. */
const STATUS = ['aborted', '1xx', '2xx', '3xx', '4xx', '5xx'] as const;
const DEVICES = ['desktop', 'mobile', 'none'] as const;

// Every request is counted and timed in plain arrays (no label lookup, no allocation), which
// prom-client reads when scraped.
const CACHE_STATES = ['HIT', 'STALE', 'MISS', 'WAIT', 'BYPASS'] as const;
const requestCounts = new Float64Array(KINDS.length * STATUS.length * DEVICES.length);
const cacheCounts = new Float64Array(CACHE_STATES.length);
/** Per kind: observations in each bucket of SECONDS (not cumulative), then those above them all. */
const latencyBuckets = new Float64Array(KINDS.length * (SECONDS.length + 1));
const latencySums = new Float64Array(KINDS.length);

new Counter({
  name: 'defan_http_requests_total',
  help: 'Requests answered by the site, by route kind, status class and device (none: no page context).',
  labelNames: ['kind', 'status', 'device'] as const,
  registers,
  collect() {
    this.reset();
    requestCounts.forEach((n, i) => {
      const d = i % DEVICES.length;
      const s = Math.floor(i / DEVICES.length) % STATUS.length;
      const k = Math.floor(i / (DEVICES.length * STATUS.length));
      if (n > 0) this.inc({ kind: KINDS[k]!, status: STATUS[s]!, device: DEVICES[d]! }, n);
    });
  },
});
new Counter({
  name: 'defan_page_cache_requests_total',
  help: 'Page requests by how the page cache answered: hit, stale (answered, refreshed behind), miss (rendered and kept), wait (waited for another request’s render), bypass (rendered, not kept).',
  labelNames: ['result'] as const,
  registers,
  collect() {
    this.reset();
    cacheCounts.forEach((n, i) => {
      if (n > 0) this.inc({ result: CACHE_STATES[i]!.toLowerCase() }, n);
    });
  },
});

// A histogram as prom-client's Histogram.get() gives it (cumulative buckets, +Inf, sum, count),
// made from the arrays; kinds never asked for are left out, as prom-client leaves them.
const LATENCY = 'defan_http_request_duration_seconds';
const LATENCY_HELP = 'Time from a request to the end of its answer, by route kind.';
registry.registerMetric({
  name: LATENCY,
  help: LATENCY_HELP,
  type: 'histogram',
  aggregator: 'sum',
  get: async () => ({
    name: LATENCY,
    help: LATENCY_HELP,
    type: 'histogram',
    aggregator: 'sum',
    values: latencyValues(),
  }),
} as unknown as Parameters<Registry['registerMetric']>[0]);

function latencyValues() {
  const values: { labels: Record<string, string | number>; value: number; metricName: string }[] = [];
  KINDS.forEach((kind, k) => {
    const row = latencyBuckets.subarray(k * (SECONDS.length + 1), (k + 1) * (SECONDS.length + 1));
    const count = row.reduce((a, b) => a + b, 0);
    if (count === 0) return;
    let below = 0;
    SECONDS.forEach((le, b) => {
      below += row[b]!;
      values.push({ labels: { le, kind }, value: below, metricName: `${LATENCY}_bucket` });
    });
    values.push({ labels: { le: '+Inf', kind }, value: count, metricName: `${LATENCY}_bucket` });
    values.push({ labels: { kind }, value: latencySums[k]!, metricName: `${LATENCY}_sum` });
    values.push({ labels: { kind }, value: count, metricName: `${LATENCY}_count` });
  });
  return values;
}

function observeLatency(kind: number, seconds: number): void {
  let b = 0;
  while (b < SECONDS.length && seconds > SECONDS[b]!) b++;
  latencyBuckets[kind * (SECONDS.length + 1) + b]!++;
  latencySums[kind]! += seconds;
}

const STARTED = Symbol('metrics: request start');
const DEVICE = Symbol('metrics: device');
type Measured = ServerResponse & {
  [STARTED]?: number;
  [DEVICE]?: Device;
  locals?: { ctx?: { device?: Device } };
};

/** Tells the request metrics the device a page was made for (the app's requests carry theirs in
 *  res.locals.ctx). */
export function noteDevice(res: ServerResponse, device: Device): void {
  (res as Measured)[DEVICE] = device;
}

function kindOf(method: string, url: string): Kind {
  const q = url.indexOf('?');
  const path = q === -1 ? url : url.slice(0, q);
  if (isPageRequest(method, path)) return 'page';
  if (isFormPost(method, path)) return 'form';
  const entry = sitePathOf(path);
  if (!entry) return 'other';
  return entry.path === IMG_PATH ? 'image' : entry.kind;
}

/** Counts each request by kind, status class and device, and times it (METRICS_PORT set). */
export function withRequestMetrics(listener: RequestListener): RequestListener {
  return (req, res) => {
    (res as Measured)[STARTED] = performance.now();
    res.on('close', recordRequest);
    listener(req, res);
  };
}

function recordRequest(this: Measured): void {
  const req: IncomingMessage & { originalUrl?: string } = this.req;
  // Express's routers shorten req.url under their mount points; originalUrl is the address asked.
  const kind = KINDS.indexOf(kindOf(req.method ?? 'GET', req.originalUrl ?? req.url ?? '/'));
  const status = this.writableFinished ? Math.min(5, Math.max(1, Math.floor(this.statusCode / 100))) : 0;
  const device = DEVICES.indexOf(this[DEVICE] ?? this.locals?.ctx?.device ?? 'none');
  requestCounts[(kind * STATUS.length + status) * DEVICES.length + device]!++;
  observeLatency(kind, (performance.now() - this[STARTED]!) / 1000);
  const state = cacheStateOf(this);
  if (state) cacheCounts[CACHE_STATES.indexOf(state)]!++;
}

// --- Pages --------------------------------------------------------------------------------------

const pageSeconds = new Histogram({
  name: 'defan_page_render_seconds',
  help: 'Time a page took to make, by phase: its loaders (content) and its render (a render thread, its wait for one included).',
  labelNames: ['phase'] as const,
  buckets: SECONDS,
  registers,
});
export const loadersTime = pageSeconds.labels('loaders');
export const renderTime = pageSeconds.labels('render');

// --- Vendor API and Baidu oCPC ------------------------------------------------------------------

const vendorRequests = new Counter({
  name: 'defan_vendor_requests_total',
  help: 'Calls to the vendor content API and Baidu oCPC (retries included in one call), by endpoint and outcome: ok, 4xx, 5xx, timeout, unreachable, bad_response.',
  labelNames: ['endpoint', 'outcome'] as const,
  registers,
});
const vendorSeconds = new Histogram({
  name: 'defan_vendor_request_duration_seconds',
  help: 'Time a call to the vendor API or Baidu oCPC took, retries included, by endpoint.',
  labelNames: ['endpoint'] as const,
  buckets: SECONDS,
  registers,
});

/** The API route's name (api-routes.ts), never the path itself. */
function endpointOf(req: ApiRequest): string {
  const match = matchApiRoute(req.method, req.path);
  return match.route?.name ?? 'other';
}

function vendorOutcome(err: unknown): string {
  const { status = 0, code = '' } = err as { status?: number; code?: string };
  if (code === 'timeout' || code === 'upstream_unavailable' || code === 'bad_response')
    return code === 'upstream_unavailable' ? 'unreachable' : code;
  if (status >= 500) return '5xx';
  if (status >= 400) return '4xx';
  return 'error';
}

/** The transport, counted and timed per call by endpoint and outcome. */
export function measuredTransport(transport: Transport): Transport {
  return async (req) => {
    const endpoint = endpointOf(req);
    const start = performance.now();
    let outcome = 'ok';
    try {
      return await transport(req);
    } catch (err) {
      outcome = vendorOutcome(err);
      throw err;
    } finally {
      vendorSeconds.labels(endpoint).observe((performance.now() - start) / 1000);
      vendorRequests.labels(endpoint, outcome).inc();
    }
  };
}

// --- Leads and conversions ----------------------------------------------------------------------

export const leadsReceived = new Counter({
  name: 'defan_leads_received_total',
  help: 'Leads this process answered, by outcome: stored, duplicate (sent again under its key), conflict (another lead under a used key).',
  labelNames: ['outcome'] as const,
  registers,
});
export const leadDeliveries = new Counter({
  name: 'defan_lead_deliveries_total',
  help: 'Attempts to deliver an outbox lead to the vendor API, by outcome: delivered, retry, failed (given up).',
  labelNames: ['outcome'] as const,
  registers,
});
export const conversionDeliveries = new Counter({
  name: 'defan_conversion_deliveries_total',
  help: 'Attempts to deliver a conversion to Baidu oCPC, by outcome: delivered, retry, refused (Baidu will not take it), failed (given up), duplicate (another server sends the click).',
  labelNames: ['outcome'] as const,
  registers,
});

// --- /_img and connections ----------------------------------------------------------------------

export const imageJobs = new Gauge({
  name: 'defan_image_jobs',
  help: 'Pictures /_img is making or waiting to make (download and resize).',
  registers,
});
export const imagesMade = new Counter({
  name: 'defan_images_made_total',
  help: 'Picture variants /_img made (downloaded, resized and stored).',
  registers,
});
const imageRefusals = new Counter({
  name: 'defan_image_refusals_total',
  help: '/_img requests refused, by reason: busy (503, the queue or the address’s share is full), limit (429, the address made too many), bad (4xx, a bad request or source), failed (500).',
  labelNames: ['reason'] as const,
  registers,
});

/** Counts an /_img request refused with this status. */
export function countImageRefusal(status: number): void {
  imageRefusals.inc({ reason: status === 503 ? 'busy' : status === 429 ? 'limit' : status < 500 ? 'bad' : 'failed' });
}

export const connectionsRefused = new Counter({
  name: 'defan_connections_refused_total',
  help: 'Connections closed at once, by reason: address (the client address holds its share, MAX_CONNECTIONS_PER_ADDRESS), total (MAX_CONNECTIONS).',
  labelNames: ['reason'] as const,
  registers,
});

// --- Redis --------------------------------------------------------------------------------------

const redisSeconds = new Histogram({
  name: 'defan_redis_command_duration_seconds',
  help: 'Time a Redis command the site waits for took (its 1 s timeout included), by what it was for.',
  labelNames: ['command'] as const,
  buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1],
  registers,
});
const redisFailures = new Counter({
  name: 'defan_redis_command_failures_total',
  help: 'Redis commands that failed or timed out (the site used its own state instead), by what they were for.',
  labelNames: ['command'] as const,
  registers,
});

/** Times a Redis command begun at `startedMs` (performance.now()); `command` is a fixed name. */
export function observeRedis(command: string, startedMs: number, failed: boolean): void {
  redisSeconds.labels(command).observe((performance.now() - startedMs) / 1000);
  if (failed) redisFailures.labels(command).inc();
}

// --- State, read when scraped -------------------------------------------------------------------

/** What the state gauges read: the process's site (the last one made, in tests). */
interface ObservedSite {
  leads: Pick<LeadStore, 'db'>;
  redis?: Pick<RedisLink, 'health'>;
  redisPrefix?: string;
  sources: Pick<ContentSources, 'health'>;
  release?: RunningRelease;
  /** The server bundle's folder: in a release folder, its checkout's dist link names the live one. */
  serverDir?: string;
  dataDir: string;
}

let site: ObservedSite | undefined;

/** Points the state gauges at this process's site. */
export function observeSite(observed: ObservedSite): void {
  site = observed;
}

const OUTBOX_STATES = {
  leads: ['inbox', 'pending', 'delivered', 'failed'],
  conversions: ['recorded', 'pending', 'delivered', 'refused', 'failed', 'duplicate'],
} as const;

/** Rows per state and the oldest pending row's age, for one outbox table of the lead store. */
function outbox(table: 'leads' | 'conversions'): { counts: Map<string, number>; oldestS: number } | undefined {
  if (!site) return undefined;
  try {
    const { db } = site.leads;
    const rows = db.prepare(`SELECT state, COUNT(*) AS n FROM ${table} GROUP BY state`).all() as {
      state: string;
      n: number;
    }[];
    const oldest = db.prepare(`SELECT MIN(created_at) AS at FROM ${table} WHERE state = 'pending'`).get() as {
      at: string | null;
    };
    return {
      counts: new Map(rows.map((r) => [r.state, r.n])),
      oldestS: oldest.at ? Math.max(0, (Date.now() - Date.parse(oldest.at)) / 1000) : 0,
    };
  } catch {
    return undefined;
  }
}

for (const table of ['leads', 'conversions'] as const) {
  // Every worker reads the same file: the scrape keeps one worker's figure (max).
  let oldestS = 0;
  new Gauge({
    name: `defan_${table}`,
    help: `${table === 'leads' ? 'Leads' : 'Conversions'} in the lead store (DATA_DIR/leads.sqlite) by state: ${OUTBOX_STATES[table].join(', ')}.`,
    labelNames: ['state'] as const,
    aggregator: 'max',
    registers,
    collect() {
      const read = outbox(table);
      if (!read) return;
      for (const state of OUTBOX_STATES[table]) this.set({ state }, read.counts.get(state) ?? 0);
      oldestS = read.oldestS;
    },
  });
  // Registered after the counts, so it is read after them, in the same scrape.
  new Gauge({
    name: `defan_${table}_oldest_pending_age_seconds`,
    help: `Age of the oldest ${table === 'leads' ? 'lead waiting for the vendor API' : 'conversion waiting for Baidu oCPC'} (0: none waits).`,
    aggregator: 'max',
    registers,
    collect() {
      this.set(oldestS);
    },
  });
}

new Gauge({
  name: 'defan_redis_connected',
  help: 'Whether this server’s connection to Redis is up (1) or not (0); absent without REDIS_URL. The minimum over the workers.',
  labelNames: ['prefix'] as const,
  aggregator: 'min',
  registers,
  collect() {
    this.reset();
    const health = site?.redis?.health();
    if (health) this.set({ prefix: site?.redisPrefix ?? '' }, health.state === 'connected' ? 1 : 0);
  },
});

new Gauge({
  name: 'defan_redis_ping_seconds',
  help: 'The last PING round trip to Redis (or how long the one in flight has waited), probed every 2 s; absent without REDIS_URL or before the first answer. The maximum over the workers.',
  labelNames: ['prefix'] as const,
  aggregator: 'max',
  registers,
  collect() {
    this.reset();
    const latencyMs = site?.redis?.health().latencyMs;
    if (latencyMs != null) this.set({ prefix: site?.redisPrefix ?? '' }, latencyMs / 1000);
  },
});

new Gauge({
  name: 'defan_redis_slow',
  help: 'Whether Redis answers PING slower than 500 ms (1): the site then uses each server’s own state. The maximum over the workers.',
  labelNames: ['prefix'] as const,
  aggregator: 'max',
  registers,
  collect() {
    this.reset();
    const health = site?.redis?.health();
    if (health) this.set({ prefix: site?.redisPrefix ?? '' }, health.slow ? 1 : 0);
  },
});

new Gauge({
  name: 'defan_vendor_up',
  help: 'Whether the vendor API of an environment answered its last call (1) or failed with a 5xx or no answer (0).',
  labelNames: ['env'] as const,
  aggregator: 'min',
  registers,
  collect() {
    this.reset();
    for (const u of site?.sources.health() ?? []) this.set({ env: u.env }, u.ok ? 1 : 0);
  },
});

new Gauge({
  name: 'defan_release_info',
  help: 'The release the workers run (1 per release id; two during a reload).',
  labelNames: ['release'] as const,
  aggregator: 'max',
  registers,
  collect() {
    this.reset();
    this.set({ release: site?.release?.id ?? 'none' }, 1);
  },
});

new Gauge({
  name: 'defan_release_live',
  help: 'Whether every worker runs the release the checkout’s dist link names (1), or some run another (0): a reload that did not happen or failed. Absent outside a releases/ folder.',
  aggregator: 'min',
  labelNames: ['release'] as const,
  registers,
  collect() {
    this.reset();
    const live = liveRelease(site?.serverDir);
    if (live !== undefined) this.set({ release: live }, live === site?.release?.id ? 1 : 0);
  },
});

/** The id the dist link of the checkout names, when this server runs from releases/<id>/server. */
function liveRelease(serverDir: string | undefined): string | undefined {
  if (!serverDir) return undefined;
  const releaseDir = path.dirname(path.resolve(serverDir));
  if (path.basename(path.dirname(releaseDir)) !== 'releases') return undefined;
  try {
    return path.basename(fs.readlinkSync(path.join(releaseDir, '../../dist')));
  } catch {
    return undefined;
  }
}

for (const [name, help, pick] of [
  [
    'defan_data_dir_free_bytes',
    'Bytes free for the site in DATA_DIR’s file system.',
    (s: fs.StatsFs) => s.bavail * s.bsize,
  ],
  ['defan_data_dir_size_bytes', 'Size of DATA_DIR’s file system.', (s: fs.StatsFs) => s.blocks * s.bsize],
] as const) {
  new Gauge({
    name,
    help,
    aggregator: 'min',
    registers,
    collect() {
      if (!site) return;
      try {
        this.set(pick(fs.statfsSync(site.dataDir)));
      } catch {
        // Not readable now: the last value stays.
      }
    },
  });
}

let defaults = false;
/** Node's own metrics (CPU, memory, event loop, GC, handles), collected once metrics are served. */
export function collectProcessMetrics(): void {
  if (defaults) return;
  defaults = true;
  collectDefaultMetrics({ register: registry });
}
