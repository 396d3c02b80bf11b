// Starts the site: parse config, open the stores, listen, and shut down gracefully.
import http from 'node:http';
import { flushCompileCache } from 'node:module';
import { getHeapStatistics } from 'node:v8';
import path from 'node:path';
import { pino } from 'pino';
import { createSite } from './site.ts';
import { capConnectionsPerAddress } from './connection-cap.ts';
import { ConfigError, loadConfig } from './config.ts';
import { createContentStore } from './content-store/content-store.ts';
import { openContentDb } from './content-store/db.ts';
import { watchContentStore } from './content-store/content-watch.ts';
import { useContentDir } from './content-store/seed/load-content.ts';
import { openLeadStore } from './leads/lead-store.ts';
import { createLeadDeliverer } from './leads/deliver.ts';
import { startForwarder } from './leads/forwarder.ts';
import { gracefulShutdown } from './graceful-shutdown.ts';
import { RenderPool } from './pages/render-pool.ts';
import { openRevalidationJournal } from './coordination/journal.ts';
import { runningRelease } from './running-release.ts';
import { connectRedis } from './coordination/redis-link.ts';
import { READY_METRIC, startupTimer } from './startup-timer.ts';
import { connectionsRefused } from './metrics/metrics.ts';
import { startMetricsServer } from './metrics/metrics-server.ts';

/** The small fixed caches: header and footer markup (4 MB) and sanitized CMS HTML (16 MB). */
const FIXED_CACHES_MB = 20;

// The bundle and its packages are loaded by now: the first step.
const startup = startupTimer();
startup.step('modules');

let config;
try {
  config = loadConfig();
} catch (e) {
  if (e instanceof ConfigError) {
    console.error(e.message);
    process.exit(1);
  }
  throw e;
}

const logger = pino({ level: config.logLevel });
startup.step('config');
// The caches' budgets must fit the heap this process was started with, with room for the work
// itself: otherwise a flood of distinct requests would end in an out-of-memory crash instead of
// evictions. Pages are kept outside the heap (buffers) but in the same process, so they count.
const heapLimitMb = getHeapStatistics().heap_size_limit / 2 ** 20;
const cacheBudgetMb = (config.upstream.cacheMaxBytes + config.pageCache.maxBytes) / 2 ** 20 + FIXED_CACHES_MB;
if (cacheBudgetMb > heapLimitMb * 0.75) {
  logger.fatal(
    { heapLimitMb: Math.round(heapLimitMb), cacheBudgetMb: Math.round(cacheBudgetMb) },
    'UPSTREAM_CACHE_MAX_MB + PAGE_CACHE_MAX_MB do not fit the heap limit (--max-old-space-size): lower them or raise the limit',
  );
  process.exit(1);
}
// Render threads first: each loads React and the apps (the slowest part of a start on a busy
// machine) while this thread opens the stores.
const renderPool =
  config.renderThreads > 0
    ? new RenderPool(path.join(import.meta.dirname, 'render-worker.js'), config.renderThreads, logger)
    : undefined;
useContentDir(config.contentDir);
// Seeds it when content/ changed since (reading and checking content/); else only looks.
const contentDb = openContentDb(config.dataDir);
const store = createContentStore(contentDb);
startup.step('contentStore');
const leads = openLeadStore(config.dataDir);
startup.step('leadStore');
const clientDir = path.resolve(import.meta.dirname, '../client');
const release = runningRelease(import.meta.dirname);
// Several servers: what they must agree on goes through Redis (optional; each falls back to its
// own state while Redis is away, so a worker does not wait for it to serve).
const redis = config.redis.url
  ? connectRedis({ url: config.redis.url, prefix: config.redis.prefix, logger })
  : undefined;
let redisConnected = false;
redis?.onReady(() => {
  if (redisConnected) return;
  redisConnected = true;
  logger.info({ sinceStartMs: startup.totalMs() }, 'redis connected at start');
});
// Upstream mode: leads wait in the outbox until the vendor API has them (every worker drains it).
const upstreamConfigured = Object.values(config.apiBase).some(Boolean);
const forwarder = upstreamConfigured
  ? startForwarder({ leads, deliver: createLeadDeliverer(config), logger, intervalMs: config.leads.forwardIntervalMs })
  : undefined;
// POST /_revalidate reaches one worker; the journal in DATA_DIR carries it to all of them (and,
// with Redis, is this server's outbox to the others and where its workers agree on the edge refresh).
const journal = config.revalidateToken || redis ? openRevalidationJournal(config.dataDir) : undefined;
startup.step('journal');
const { listener, revalidator, dropEmbeddedContent, onClientError, conversions } = createSite({
  serverDir: import.meta.dirname,
  config,
  logger,
  store,
  leads,
  clientDir,
  release,
  redis,
  forwarder,
  renderer: renderPool?.render,
  journal,
});
// Prometheus metrics of every worker on METRICS_PORT (server/metrics/metrics-server.ts). A port
// taken by something else costs the metrics only, never the site.
const metrics = config.metrics.port
  ? startMetricsServer({ ...config.metrics, port: config.metrics.port, dataDir: config.dataDir, logger }).catch(
      (err: unknown) => {
        logger.error({ err, port: config.metrics.port }, 'metrics not served: METRICS_PORT could not be listened on');
        return undefined;
      },
    )
  : undefined;
// Content seeded anew while this process runs (npm run content:reload) is served within a second.
const contentWatch = watchContentStore(contentDb, {
  logger,
  onChange: (generation) => {
    const dropped = dropEmbeddedContent();
    logger.info({ generation, dropped }, 'content store seeded anew: cached pages and content answers dropped');
  },
});
startup.step('site');

// A client has REQUEST_TIMEOUT_MS to send a whole request, headers within 20 s of it (a slow body
// holds a connection no longer); the check runs every second, not Node's default 30.
const server = http.createServer(
  {
    requestTimeout: config.server.requestTimeoutMs,
    headersTimeout: Math.min(config.server.requestTimeoutMs, 20_000),
    connectionsCheckingInterval: 1000,
  },
  (req, res) => {
    // While shutting down, keep-alive clients move to the other workers after this request.
    if (shutdown.stopping) res.setHeader('Connection', 'close');
    listener(req, res);
  },
);
// Node's own answers to broken requests (400, 408, 431) carry the site's security headers too.
server.on('clientError', onClientError);
server.keepAliveTimeout = 65_000;
// One process holds at most this many connections, one client address at most its share; past
// either, new ones are closed at once.
server.maxConnections = config.server.maxConnections;
server.on('drop', () => connectionsRefused.inc({ reason: 'total' }));
capConnectionsPerAddress(server, {
  maxPerAddress: config.server.maxConnectionsPerAddress,
  trustProxy: config.trustProxy,
  onRefuse: (address, open) =>
    logger.warn({ ip: address, open }, 'connection refused: this address holds its share of connections'),
});

const shutdown = gracefulShutdown(server, {
  forceAfterMs: 10_000,
  onForce: () => logger.warn('shutdown timed out; closing remaining connections'),
  onClosed: () => {
    void renderPool?.close();
    revalidator.stop();
    contentWatch.stop();
    journal?.close();
    void redis?.close();
    void metrics?.then((m) => m?.close());
    contentDb.close();
    leads.close();
    logger.info('stopped');
  },
});
function stop(signal: string): void {
  if (shutdown.stopping) return;
  logger.info({ signal }, 'shutting down: finishing in-flight requests');
  forwarder?.stop();
  conversions?.stop();
  shutdown.begin();
}
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));

// Listen only once a page can be rendered: in pm2's cluster a worker that listens is handed
// connections at once, and the pages asked of it would wait for its render threads.
await renderPool?.ready;
startup.step('renderThreads');
await new Promise<void>((resolve) => server.listen(config.port, config.host, resolve));
startup.step('listen');
const modes = Object.entries(config.apiBase).map(([env, base]) => `${env}=${base ?? 'embedded'}`);
const readyMs = startup.totalMs();
logger.info(
  { port: config.port, content: modes.join(' '), release: release.id, readyMs, startupMs: startup.steps },
  `listening on http://localhost:${config.port}`,
);
// Under pm2, the worker's own record of its start (pm2's metrics channel: `pm2 show` lists it,
// `pm2 jlist` has it in axm_monitor); `npm run release` reads it to check each new worker.
process.send?.({ type: 'axm:monitor', data: { [READY_METRIC]: { value: readyMs, unit: 'ms' } } });
// pm2 (wait_ready) takes this worker as started only now, and only then stops the worker it
// replaces (listen_timeout in pm2.config.cjs must be longer than the slowest start).
process.send?.('ready');
// The code compiled so far goes to NODE_COMPILE_CACHE now, not at exit: the next worker of this
// reload (and of the next one) starts from it. Without the variable this does nothing.
flushCompileCache();
forwarder?.kick();
conversions?.kick();
