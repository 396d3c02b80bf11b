// One scrape for the whole server (METRICS_PORT). pm2 runs the workers as a node:cluster whose
// primary is pm2's own daemon, so prom-client's cluster aggregator (which asks the workers through
// the primary) cannot run there. Instead each worker serves its own metrics as JSON on a Unix
// socket of its own in DATA_DIR/run/metrics-<port>/ (a folder only this user can enter), and every
// worker listens on METRICS_PORT too (the cluster shares the port, as it shares PORT): whichever
// worker a scrape reaches reads every socket in the folder and merges the answers with
// prom-client's AggregatorRegistry.aggregate (counters and histograms summed, each state gauge as
// it declares). A socket nobody answers on is a dead worker's: it is removed and skipped. A single
// process (Docker, `npm run serve`) is the same with one socket.
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { ListenOptions } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Logger } from 'pino';
import { AggregatorRegistry } from 'prom-client';
import { collectProcessMetrics, registry } from './metrics.ts';

/** How long a scrape waits for one worker's figures (a busy worker answers late, not never). */
const WORKER_TIMEOUT_MS = 3_000;
/** Longest Unix socket path Linux takes (108 bytes with its terminating zero), with room. */
const MAX_SOCKET_PATH = 100;

/** One worker's registry as registry.getMetricsAsJSON() gives it. */
type WorkerMetrics = object[];

interface MetricsServer {
  /** The folder of the workers' sockets. */
  dir: string;
  close(): Promise<void>;
}

/** The workers' folder for this port: under DATA_DIR, or, when that path is too long for a
 *  socket, a folder of the system's temporary one named after it. */
function metricsRunDir(dataDir: string, port: number): string {
  const dir = path.resolve(dataDir, 'run', `metrics-${port}`);
  if (path.join(dir, `${os.hostname()}-4194304.sock`).length <= MAX_SOCKET_PATH) return dir;
  const hash = crypto.createHash('sha256').update(dir).digest('hex').slice(0, 16);
  return path.join(os.tmpdir(), `defan-metrics-${hash}`);
}

export async function startMetricsServer(opts: {
  port: number;
  host: string;
  dataDir: string;
  logger: Logger;
}): Promise<MetricsServer> {
  collectProcessMetrics();
  const dir = metricsRunDir(opts.dataDir, opts.port);
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  fs.chmodSync(dir, 0o700);
  // The host's name too: containers sharing a DATA_DIR volume may all be pid 1.
  const socket = path.join(dir, `${os.hostname()}-${process.pid}.sock`);
  fs.rmSync(socket, { force: true });

  const own = http.createServer((_req, res) => {
    registry.getMetricsAsJSON().then(
      (metrics) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(metrics));
      },
      (err: unknown) => {
        opts.logger.error({ err }, 'metrics not collected');
        res.writeHead(500).end();
      },
    );
  });
  // Exclusive: this worker's own socket, never one its cluster's primary (pm2's daemon) holds.
  await listen(own, { path: socket, exclusive: true });

  const scrape = http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?', 1)[0];
    if (path !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found: metrics are at /metrics\n');
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain' }).end('Method not allowed\n');
      return;
    }
    gather(dir, socket, opts.logger).then(
      ({ text, contentType }) => {
        res.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' });
        res.end(req.method === 'HEAD' ? undefined : text);
      },
      (err: unknown) => {
        opts.logger.error({ err }, 'metrics scrape failed');
        res.writeHead(500, { 'content-type': 'text/plain' }).end('Metrics could not be gathered\n');
      },
    );
  });
  // A scraper's slow connection must not hold the worker's shutdown.
  scrape.keepAliveTimeout = 5_000;
  // Shared: the cluster's primary holds the port, as it holds PORT, and hands scrapes to the workers.
  await listen(scrape, { port: opts.port, host: opts.host });
  opts.logger.info({ port: opts.port, host: opts.host }, `metrics at http://${opts.host}:${opts.port}/metrics`);

  return {
    dir,
    async close() {
      scrape.closeAllConnections();
      own.closeAllConnections();
      await Promise.all([close(scrape), close(own)]);
      fs.rmSync(socket, { force: true });
    },
  };
}

function listen(server: http.Server, where: ListenOptions): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(where, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

function close(server: http.Server): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()));
}

/** Every live worker's figures merged, with how many answered and how many did not. */
async function gather(dir: string, ownSocket: string, logger: Logger): Promise<{ text: string; contentType: string }> {
  const sockets = fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.sock'))
    .map((name) => path.join(dir, name));
  if (!sockets.includes(ownSocket)) sockets.push(ownSocket);
  const answers = await Promise.all(
    sockets.map((socket) =>
      socket === ownSocket ? registry.getMetricsAsJSON() : fromWorker(socket, logger).catch(() => undefined),
    ),
  );
  const live = answers.filter((a): a is WorkerMetrics => Array.isArray(a));
  const workers = [
    {
      name: 'defan_metrics_workers',
      help: 'Worker processes whose figures this scrape holds.',
      type: 'gauge',
      values: [{ value: live.length, labels: {} }],
      aggregator: 'sum',
    },
    {
      name: 'defan_metrics_workers_unanswered',
      help: 'Workers that did not answer this scrape in time (busy or stuck): their figures are missing from it.',
      type: 'gauge',
      values: [{ value: answers.filter((a) => a === undefined).length, labels: {} }],
      aggregator: 'sum',
    },
  ];
  const merged = AggregatorRegistry.aggregate([...live, workers]);
  return { text: await merged.metrics(), contentType: merged.contentType };
}

/** One worker's figures from its socket; 'gone' (and the socket removed) when no process
 *  listens on it. */
function fromWorker(socket: string, logger: Logger): Promise<WorkerMetrics | 'gone'> {
  return new Promise((resolve, reject) => {
    const req = http.get({ socketPath: socket, path: '/', timeout: WORKER_TIMEOUT_MS }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        try {
          if (res.statusCode !== 200) throw new Error(`worker answered ${res.statusCode}`);
          resolve(JSON.parse(Buffer.concat(chunks).toString()) as WorkerMetrics);
        } catch (err) {
          reject(err as Error);
        }
      });
      res.on('error', reject);
    });
    req.on('timeout', () => {
      logger.warn({ socket }, 'a worker did not answer the metrics scrape in time');
      req.destroy(new Error('timed out'));
    });
    req.on('error', (err: NodeJS.ErrnoException) => {
      // Nobody listens: the worker is gone (killed before it could remove its socket).
      if (err.code !== 'ECONNREFUSED' && err.code !== 'ENOENT') return reject(err);
      fs.rmSync(socket, { force: true });
      resolve('gone');
    });
  });
}
