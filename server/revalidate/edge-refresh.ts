// The edge follows a revalidation (issue 25): nginx keeps a page for its s-maxage, so after a
// revalidation one worker of each server asks its nginx (EDGE_REFRESH_URL) again for each path the
// revalidation names, as a desktop and as a phone (nginx keys its copies on the device class), with
// the secret X-Edge-Refresh header. nginx's proxy_cache_bypass honours the header only with the
// right token (deploy/nginx/defan-site.conf.template), fetches the page from the site and stores
// the fresh answer in place of the old one. The worker answering such a request first applies
// every revalidation it has not read yet (edgeRefreshWait), so the copy nginx stores is never the
// old page from a worker that is a poll behind.
import http from 'node:http';
import https from 'node:https';
import type { IncomingMessage } from 'node:http';
import type { Logger } from 'pino';
import { sameText } from '../security/same-text.ts';
import type { Revalidation } from './revalidate-body.ts';

const EDGE_REFRESH_HEADER = 'x-edge-refresh';
/** User agents nginx's device-class.conf (and the site) read as a desktop and as a phone. */
const AGENTS = {
  desktop: 'Mozilla/5.0 (X11; Linux x86_64) defan-site-edge-refresh',
  mobile: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile defan-site-edge-refresh',
} as const;
/** Requests at once, so a revalidation of 200 paths does not ask nginx for 400 pages together. */
const CONCURRENCY = 4;
const TIMEOUT_MS = 15_000;
/** How long a refresh request waits for its worker to catch up before it is answered anyway. */
const CATCH_UP_LIMIT_MS = 2_000;

export interface EdgeRefreshOptions {
  /** nginx's address as this server reaches it, e.g. https://127.0.0.1:443. */
  url: string;
  token: string;
  /** The hosts whose copies are refreshed (nginx keys pages on the Host). */
  hosts: readonly string[];
  logger: Logger;
}

export interface EdgeRefresher {
  /** Asks the edge again for the pages the revalidation names; resolves when done, never rejects. */
  refresh(rid: string, revalidation: Revalidation): Promise<void>;
}

/** The address and device class of each page to ask for: both classes, but only desktop on the
 *  English site, which has no phone layout (device-class.conf sends /en as desktop). */
function targetsOf(paths: readonly string[]): { path: string; device: keyof typeof AGENTS }[] {
  return paths.flatMap((path) =>
    path === '/en' || path.startsWith('/en/')
      ? [{ path, device: 'desktop' as const }]
      : [
          { path, device: 'desktop' as const },
          { path, device: 'mobile' as const },
        ],
  );
}

export function createEdgeRefresher(opts: EdgeRefreshOptions): EdgeRefresher {
  const base = new URL(opts.url);
  const client = base.protocol === 'https:' ? https : http;
  const prefix = base.pathname.replace(/\/+$/, '');
  const agent = new client.Agent({ keepAlive: true, maxSockets: CONCURRENCY });

  /** One page's refresh: its status, or the error's message. */
  function ask(host: string, path: string, device: keyof typeof AGENTS): Promise<number | string> {
    return new Promise((resolve) => {
      // The Host header also names the TLS server (SNI) and the certificate's expected name.
      const req = client.request(
        {
          protocol: base.protocol,
          hostname: base.hostname,
          port: base.port,
          path: `${prefix}${path}`,
          method: 'GET',
          agent,
          timeout: TIMEOUT_MS,
          headers: {
            host,
            'user-agent': AGENTS[device],
            'accept-encoding': 'gzip',
            [EDGE_REFRESH_HEADER]: opts.token,
          },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
          res.on('error', (err) => resolve(err.message));
        },
      );
      req.on('timeout', () => req.destroy(new Error(`no answer within ${TIMEOUT_MS} ms`)));
      req.on('error', (err) => resolve(err.message));
      req.end();
    });
  }

  return {
    async refresh(rid, revalidation) {
      if (revalidation.all || !revalidation.paths.length) {
        opts.logger.info(
          { rid },
          'edge not refreshed: the revalidation names no paths (nginx keeps its copies until their s-maxage)',
        );
        return;
      }
      const started = Date.now();
      const queue = opts.hosts.flatMap((host) => targetsOf(revalidation.paths).map((t) => ({ host, ...t })));
      const requests = queue.length;
      const failures: string[] = [];
      let gone = 0;
      const worker = async () => {
        for (let next = queue.shift(); next; next = queue.shift()) {
          const result = await ask(next.host, next.path, next.device);
          if (typeof result === 'string' || result >= 500)
            failures.push(`${next.host}${next.path} (${next.device}): ${result}`);
          // A page that is gone now: nginx does not store the 404 over its old copy, which stays
          // until its s-maxage (or a purge).
          else if (result === 404) gone++;
        }
      };
      await Promise.all(Array.from({ length: Math.min(CONCURRENCY, requests) }, worker));
      const summary = { rid, requests, failed: failures.length, gone, ms: Date.now() - started };
      if (failures.length)
        opts.logger.warn({ ...summary, failures: failures.slice(0, 5) }, 'edge refresh: some pages not refreshed');
      else opts.logger.info(summary, 'edge refreshed');
    },
  };
}

/** For the fast path: a request carrying the right X-Edge-Refresh token waits (at most a couple
 *  of seconds) until this worker has applied every revalidation it has not read yet; any other
 *  request goes on at once. */
export function edgeRefreshWait(
  token: string,
  catchUp: () => Promise<void>,
): (req: IncomingMessage) => Promise<void> | undefined {
  return (req) => {
    const given = req.headers[EDGE_REFRESH_HEADER];
    if (typeof given !== 'string' || !sameText(given, token)) return undefined;
    let timer: NodeJS.Timeout | undefined;
    return Promise.race([
      catchUp(),
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, CATCH_UP_LIMIT_MS);
      }),
    ]).finally(() => clearTimeout(timer));
  };
}
