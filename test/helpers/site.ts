// Starts a real site instance (createSite over real SQLite files in a temporary DATA_DIR) on an
// ephemeral loopback port, as production would run it, minus the process.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { pino, type Logger } from 'pino';
import { createSite, type SiteDeps } from '../../server/site.ts';
import { loadConfig, type Config } from '../../server/config.ts';
import { createContentStore, type ContentStore } from '../../server/content-store/content-store.ts';
import { openContentDb } from '../../server/content-store/db.ts';
import { openLeadStore, type LeadStore } from '../../server/leads/lead-store.ts';
import type { ContentSources } from '../../server/content/content-sources.ts';
import { RenderPool } from '../../server/pages/render-pool.ts';
import { passThrough, startFakeUpstream, type Answer, type ReceivedRequest } from './fake-upstream.ts';

/** The client build the tests serve (npm test builds before running them). */
export const CLIENT_DIR = path.resolve(import.meta.dirname, '../../dist/client');
/** The built render threads' entry (render threads run built code, as in production). */
const RENDER_WORKER = path.resolve(import.meta.dirname, '../../dist/server/render-worker.js');

export interface TestSite {
  url: string;
  /** The Express app behind the fast path, for tests that look at its mounts; requests go to
   *  `listener`, as visitors' do. */
  app: ReturnType<typeof createSite>['app'];
  listener: http.RequestListener;
  pageCache: ReturnType<typeof createSite>['pageCache'];
  config: Readonly<Config>;
  store: ContentStore;
  leads: LeadStore;
  sources: ContentSources;
  dataDir: string;
  close(): Promise<void>;
}

export function tempDir(prefix = 'site-test-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/** Builds the site without listening (supertest takes its listener). */
export function buildSite(
  env: Record<string, string> = {},
  opts: {
    retryBaseMs?: number;
    sitemapMaxUrls?: number;
    renderThreads?: number;
    logger?: Logger;
    /** More of the site's dependencies (Redis, timings). */
    deps?: Partial<SiteDeps>;
  } = {},
) {
  const dataDir = env.DATA_DIR ?? tempDir();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env, DATA_DIR: dataDir });
  const logger = opts.logger ?? pino({ level: config.logLevel });
  const contentDb = openContentDb(config.dataDir);
  const store = createContentStore(contentDb);
  const leads = openLeadStore(config.dataDir);
  const renderPool = opts.renderThreads ? new RenderPool(RENDER_WORKER, opts.renderThreads, logger) : undefined;
  const { app, listener, pageCache, sources, onClientError, conversions } = createSite({
    config,
    logger,
    store,
    leads,
    clientDir: CLIENT_DIR,
    retryBaseMs: opts.retryBaseMs ?? 10,
    sitemapMaxUrls: opts.sitemapMaxUrls,
    renderer: renderPool?.render,
    ...opts.deps,
  });
  const dispose = () => {
    conversions?.stop();
    void renderPool?.close();
    contentDb.close();
    leads.close();
  };
  return {
    app,
    listener,
    onClientError,
    pageCache,
    config,
    store,
    leads,
    sources,
    dataDir,
    renderPool,
    conversions,
    dispose,
  };
}

/** Builds the app and listens on 127.0.0.1 on a free port, as server/index.ts serves it (Node's
 *  own answers to requests it cannot read through the site's clientError listener). */
export async function startSite(
  env: Record<string, string> = {},
  opts: Parameters<typeof buildSite>[1] = {},
): Promise<TestSite> {
  const site = buildSite(env, opts);
  const server: Server = await new Promise((resolve) => {
    const s = http
      .createServer(site.listener)
      .on('clientError', site.onClientError)
      .listen(0, '127.0.0.1', () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  return {
    ...site,
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          site.dispose();
          resolve();
        });
      }),
  };
}

/** The vendor API as a real HTTP fake passing each request on to an embedded site; `edit` may
 *  change an answer on its way. close() stops both. */
export async function startVendorOverEmbedded(
  edit: (req: ReceivedRequest, answer: Answer) => Answer = (_req, answer) => answer,
): Promise<{ url: string; requests: ReceivedRequest[]; close(): Promise<void> }> {
  const embedded = await startSite();
  const fake = await startFakeUpstream();
  fake.answer(async (req) => edit(req, await passThrough(embedded.url, req)));
  return {
    url: fake.url,
    requests: fake.requests,
    close: async () => {
      await fake.close();
      await embedded.close();
    },
  };
}

/** An edit for startVendorOverEmbedded: article `id` titled `title()` once that is set. */
export function retitled(id: number, title: () => string | undefined) {
  return (req: ReceivedRequest, answer: Answer): Answer => {
    const t = title();
    if (t && req.url.startsWith(`/api/v1/articles/${id}/`) && typeof answer === 'object' && 'json' in answer)
      return { ...answer, json: { ...(answer.json as object), title: t } };
    return answer;
  };
}

/** A site in upstream mode whose vendor API is a real HTTP fake passing each request on to an
 *  embedded site; `edit` may change an answer on its way. close() stops all three. */
export async function startSiteOverEmbedded(
  env: Record<string, string>,
  edit?: (req: ReceivedRequest, answer: Answer) => Answer,
): Promise<TestSite> {
  const vendor = await startVendorOverEmbedded(edit);
  const site = await startSite({ ...env, API_BASE_LOCAL: vendor.url });
  return {
    ...site,
    close: async () => {
      await site.close();
      await vendor.close();
    },
  };
}
