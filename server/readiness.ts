// GET /readyz: whether this process can serve (the content store answers, the lead store reads,
// DATA_DIR takes writes), with what is reported but never fails it: the release, Redis (its round
// trip, and whether it is slow), the vendor APIs, the conversions for Baidu (by state, the oldest
// pending, the last refusal), the pages and pictures made and the memory in use. A load balancer takes a
// process that answers 503 out of rotation. It is for operators and balancers, not the public.
import { getHeapStatistics } from 'node:v8';
import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import type { ContentSources } from './content/content-sources.ts';
import type { ContentStore } from './content-store/content-store.ts';
import { dataDirProblem } from './data-dir.ts';
import type { Forwarder } from './leads/forwarder.ts';
import type { LeadStore } from './leads/lead-store.ts';
import type { ImageHandler } from './images/image-route.ts';
import type { PageService } from './pages/page-service.ts';
import type { RedisLink } from './coordination/redis-link.ts';
import type { RunningRelease } from './running-release.ts';

export interface ReadinessDeps {
  dataDir: string;
  store: Pick<ContentStore, 'handle'>;
  leads: Pick<LeadStore, 'count'> & { conversions: Pick<LeadStore['conversions'], 'health'> };
  /** Present when OCPC_TOKEN is set: conversions are sent to Baidu (else only recorded). */
  conversions?: Forwarder;
  release?: Pick<RunningRelease, 'id'>;
  redis?: Pick<RedisLink, 'health'>;
  sources: Pick<ContentSources, 'health'>;
  pages: Pick<PageService, 'stats'>;
  /** /_img: the pictures being made. */
  images?: Pick<ImageHandler, 'load'>;
}

/** What GET /readyz answers: 200 when ready, else 503, each with the same body. */
export function readiness(deps: ReadinessDeps, log: Logger): { status: 200 | 503; body: Record<string, unknown> } {
  const checks = { content: true, leads: true, dataDir: true };
  try {
    deps.store.handle({ method: 'GET', path: '/ds_projects/jiayi/config/index.json', shape: 'projectConfig' });
  } catch (err) {
    log.error({ err }, 'content store not ready');
    checks.content = false;
  }
  try {
    deps.leads.count();
  } catch (err) {
    log.error({ err }, 'lead store not ready');
    checks.leads = false;
  }
  // A full or read-only DATA_DIR would lose what visitors send: not ready until it takes writes.
  const dataDir = dataDirProblem(deps.dataDir);
  if (dataDir) {
    log.error({ dataDir: deps.dataDir, problem: dataDir }, 'data folder cannot take writes');
    checks.dataDir = false;
  }
  const ready = checks.content && checks.leads && checks.dataDir;
  return {
    status: ready ? 200 : 503,
    body: {
      status: ready ? 'ready' : 'not_ready',
      release: deps.release?.id ?? null,
      checks,
      ...(dataDir ? { problems: { dataDir } } : {}),
      // Reported, never failing the check: without Redis each server serves on its own state.
      redis: deps.redis?.health() ?? null,
      upstream: deps.sources.health(),
      // Reported, never failing the check: the site serves while Baidu refuses or is away.
      conversions: checks.leads ? conversionHealth(deps, log) : null,
      // Pages this process made since start, and requests that waited for another's render.
      pages: deps.pages.stats(),
      // Pictures /_img is making now (downloads, resizes), and of those, waiting for a turn.
      images: deps.images?.load() ?? null,
      memory: memoryMb(),
      // Which worker answered (each answers for itself), and since when.
      pid: process.pid,
      uptimeS: Math.round(process.uptime()),
    },
  };
}

function conversionHealth(deps: ReadinessDeps, log: Logger) {
  try {
    const { counts, oldestPendingAt, lastRefusal } = deps.leads.conversions.health();
    return {
      delivering: deps.conversions !== undefined,
      counts,
      oldestPendingAt,
      oldestPendingAgeS: oldestPendingAt
        ? Math.max(0, Math.round((Date.now() - Date.parse(oldestPendingAt)) / 1000))
        : null,
      lastRefusal: lastRefusal && { ...lastRefusal, reason: lastRefusal.reason.slice(0, 200) },
    };
  } catch (err) {
    log.error({ err }, 'conversions not readable');
    return null;
  }
}

/** The main thread's memory in MB (render threads have their own heaps); external holds the
 *  cached pages. */
function memoryMb() {
  const { rss, heapUsed, heapTotal, external } = process.memoryUsage();
  const mb = (n: number) => Math.round(n / 2 ** 20);
  return {
    rssMb: mb(rss),
    heapUsedMb: mb(heapUsed),
    heapTotalMb: mb(heapTotal),
    heapLimitMb: mb(getHeapStatistics().heap_size_limit),
    externalMb: mb(external),
  };
}

export function readinessRoute(deps: ReadinessDeps): RequestHandler {
  return (req, res) => {
    const { status, body } = readiness(deps, req.log);
    res.status(status).json(body);
  };
}
