// GET /readyz: whether this process can serve (the content store answers, the lead store reads,
// DATA_DIR takes writes), with what is reported but never fails it: the release, Redis, the
// vendor APIs, the pages made and the memory in use. A load balancer takes a process that answers
// 503 out of rotation.
import { getHeapStatistics } from 'node:v8';
import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import type { ContentSources } from './content/content-sources.ts';
import type { ContentStore } from './content-store/content-store.ts';
import { dataDirProblem } from './data-dir.ts';
import type { LeadStore } from './leads/lead-store.ts';
import type { PageService } from './pages/page-service.ts';
import type { Shared } from './redis/shared.ts';
import type { RunningRelease } from './release.ts';

export interface ReadinessDeps {
  dataDir: string;
  store: Pick<ContentStore, 'handle'>;
  leads: Pick<LeadStore, 'count'>;
  release?: Pick<RunningRelease, 'id'>;
  shared?: Pick<Shared, 'health'>;
  sources: Pick<ContentSources, 'health'>;
  pages: Pick<PageService, 'stats'>;
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
      redis: deps.shared?.health() ?? null,
      upstream: deps.sources.health(),
      // Pages this process made since start, and requests that waited for another's render.
      pages: deps.pages.stats(),
      memory: memoryMb(),
    },
  };
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
