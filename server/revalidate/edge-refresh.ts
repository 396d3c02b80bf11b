// The edge follows a revalidation (issues 25 and 37). nginx keeps a page for its s-maxage and has no
// purge, so after a revalidation one worker of each server asks its nginx (EDGE_REFRESH_URL) again
// for every address the revalidation concerns: the paths it names and, from the edge index
// (edge-index.ts), every address this server answered whose page showed content its keys name
// (paged copies and query variants included), or every address for `{"all": true}`; as a desktop
// and as a phone (nginx keys its copies on the device class), with the secret X-Edge-Refresh
// header. nginx's proxy_cache_bypass honours the header only with the right token
// (deploy/nginx/defan-site.conf.template), fetches the page from the site and stores the answer
// in place of its copy.
//
// The refresh may reach any server behind that nginx, so it names the revalidation
// (X-Edge-Refresh-For: <id> <time taken>), and only a worker that has applied it answers with the
// page: a worker that has not, even after reading its journal and the stream (a server cut from
// Redis), answers 503 `no-store`, which nginx neither stores nor serves in place of its copy, and
// the refresh is asked again (nginx's round robin takes it elsewhere) until a worker that knows
// answers. A page that is gone (404, 410) or redirects now is answered to the refresh with a
// one-second s-maxage, so nginx replaces its copy, which then expires at once.
//
// Then the worker that took the revalidation calls the CDN's purge hook (EDGE_PURGE_HOOK_URL), if
// any, with the cache tags and the URLs to purge (docs/publishing.md).
import http from 'node:http';
import https from 'node:https';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { IdleTracker } from '../concurrency/idle.ts';
import { within } from '../concurrency/within.ts';
import type { Page } from '../pages/page-service.ts';
import { sameText } from '../security/same-text.ts';
import { isEnglishPath } from '../../shared/routes/path-language.ts';
import { purgeTags } from './cache-tags.ts';
import type { EdgeIndex } from './edge-index.ts';
import type { Revalidation } from './revalidate-body.ts';
import type { Revalidator } from './revalidator.ts';

const EDGE_REFRESH_HEADER = 'x-edge-refresh';
/** The revalidation a refresh is for: its id and when it was taken (ms), space-separated. */
const EDGE_REFRESH_FOR_HEADER = 'x-edge-refresh-for';
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
/** Waits before each new attempt of a refresh answered by a worker that had not applied the
 *  revalidation (or failed): about half a minute in all, longer than a server takes to reconnect
 *  to Redis after a short outage (and that server refreshes again once it has caught up). */
const RETRY_MS = [250, 500, 1000, 2000, 4000, 8000, 8000, 8000];
/** What a page gone since is answered to a refresh with: nginx stores it over its copy, for a second. */
const GONE_CACHE_CONTROL = 'public, max-age=0, s-maxage=1';
const GONE_STATUSES = new Set([301, 302, 307, 308, 404, 410]);

/** A revalidation as the edge follows it. */
interface EdgeTask {
  rid: string;
  /** When it was taken (ms), on the server that took it. */
  at: number;
  revalidation: Revalidation;
  /** Taken by this server: its worker also calls the purge hook. */
  local: boolean;
}

export interface EdgeFollowOptions {
  /** nginx's address as this server reaches it, e.g. https://127.0.0.1:443; unset: no refresh. */
  url: string | undefined;
  token: string | undefined;
  /** The hosts whose copies are refreshed (nginx keys pages on the Host) and purged. */
  hosts: readonly string[];
  /** The public scheme, for the URLs the purge hook gets ('https:'). */
  scheme: string;
  hook: { url: string | undefined; token: string | undefined };
  index: EdgeIndex;
  logger: Logger;
}

export interface EdgeFollower {
  /** Refreshes the edge's copies the revalidation concerns, then calls the purge hook when local;
   *  resolves when done, never rejects. */
  follow(task: EdgeTask): Promise<void>;
  /** Resolves once no revalidation is being followed. */
  whenIdle(): Promise<void>;
}

/** The device classes nginx keeps an address in: only desktop on the English site, which has no
 *  phone layout (device-class.conf sends /en as desktop). */
function devicesOf(address: string): (keyof typeof AGENTS)[] {
  return isEnglishPath(address.split('?')[0]!) ? ['desktop'] : ['desktop', 'mobile'];
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms).unref());

interface Target {
  host: string;
  address: string;
  device: keyof typeof AGENTS;
  attempts: number;
  notBefore: number;
  last?: string;
}

export function createEdgeFollower(opts: EdgeFollowOptions): EdgeFollower {
  const base = opts.url === undefined ? undefined : new URL(opts.url);
  const client = base?.protocol === 'https:' ? https : http;
  const prefix = base?.pathname.replace(/\/+$/, '') ?? '';
  const agent = new client.Agent({ keepAlive: true, maxSockets: CONCURRENCY });

  /** One refresh request: its status and whether the site asked for it again (a worker behind,
   *  or a page nginx may not keep), or the error. */
  function ask(target: Target, task: EdgeTask): Promise<{ status: number; again: boolean } | string> {
    return new Promise((resolve) => {
      // The Host header also names the TLS server (SNI) and the certificate's expected name.
      const req = client.request(
        {
          protocol: base!.protocol,
          hostname: base!.hostname,
          port: base!.port,
          path: `${prefix}${target.address}`,
          method: 'GET',
          agent,
          timeout: TIMEOUT_MS,
          headers: {
            host: target.host,
            'user-agent': AGENTS[target.device],
            'accept-encoding': 'gzip',
            [EDGE_REFRESH_HEADER]: opts.token,
            [EDGE_REFRESH_FOR_HEADER]: `${task.rid} ${task.at}`,
          },
        },
        (res) => {
          res.resume();
          const again = res.headers[EDGE_REFRESH_HEADER] !== undefined;
          res.on('end', () => resolve({ status: res.statusCode ?? 0, again }));
          res.on('error', (err) => resolve(err.message));
        },
      );
      req.on('timeout', () => req.destroy(new Error(`no answer within ${TIMEOUT_MS} ms`)));
      req.on('error', (err) => resolve(err.message));
      req.end();
    });
  }

  async function refresh(task: EdgeTask, addresses: readonly string[]): Promise<void> {
    const started = Date.now();
    const queue: Target[] = opts.hosts.flatMap((host) =>
      addresses.flatMap((address) =>
        devicesOf(address).map((device) => ({ host, address, device, attempts: 0, notBefore: 0 })),
      ),
    );
    const requests = queue.length;
    const failures: string[] = [];
    const gone = new Set<string>();
    let again = 0;
    let asked = 0;
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        if (next.notBefore > Date.now()) await sleep(next.notBefore - Date.now());
        const result = await ask(next, task);
        asked++;
        if (typeof result !== 'string' && result.status < 500 && !result.again) {
          if (GONE_STATUSES.has(result.status)) gone.add(next.address);
          continue;
        }
        if (typeof result !== 'string' && result.again) again++;
        next.last = typeof result === 'string' ? result : `${result.status}${result.again ? ' (ask again)' : ''}`;
        const wait = RETRY_MS[next.attempts++];
        if (wait === undefined) failures.push(`${next.host}${next.address} (${next.device}): ${next.last}`);
        else queue.push({ ...next, notBefore: Date.now() + wait });
      }
    };
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, requests) }, worker));
    // Gone pages are not asked for again after the next revalidation that concerns them.
    if (gone.size) opts.index.forget([...gone]);
    const summary = {
      rid: task.rid,
      addresses: addresses.length,
      requests,
      asked,
      again,
      failed: failures.length,
      gone: gone.size,
      ms: Date.now() - started,
    };
    if (failures.length)
      opts.logger.warn({ ...summary, failures: failures.slice(0, 5) }, 'edge refresh: some pages not refreshed');
    else opts.logger.info(summary, 'edge refreshed');
  }

  /** POSTs what to purge to the CDN's hook; a few attempts, then a warning. */
  async function callHook(task: EdgeTask, addresses: readonly string[]): Promise<void> {
    const { revalidation } = task;
    const body = JSON.stringify({
      id: task.rid,
      at: new Date(task.at).toISOString(),
      all: revalidation.all === true,
      tags: purgeTags(revalidation),
      urls: revalidation.all
        ? []
        : opts.hosts.flatMap((host) => addresses.map((address) => `${opts.scheme}//${host}${address}`)),
    });
    let last = '';
    for (const wait of [0, 1000, 5000, 15_000]) {
      if (wait) await sleep(wait);
      try {
        const res = await fetch(opts.hook.url!, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(opts.hook.token ? { authorization: `Bearer ${opts.hook.token}` } : {}),
          },
          body,
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        await res.arrayBuffer();
        if (res.ok) {
          opts.logger.info({ rid: task.rid, status: res.status }, 'purge hook called');
          return;
        }
        last = `HTTP ${res.status}`;
      } catch (err) {
        last = (err as Error).message;
      }
    }
    opts.logger.warn(
      { rid: task.rid, error: last },
      'purge hook failed: the CDN keeps its copies until their s-maxage',
    );
  }

  async function follow(task: EdgeTask): Promise<void> {
    try {
      const addresses = opts.index.addresses(task.revalidation);
      if (base && addresses.length) await refresh(task, addresses);
      if (task.local && opts.hook.url) await callHook(task, addresses);
    } catch (err) {
      opts.logger.warn({ err, rid: task.rid }, 'edge not refreshed');
    }
  }

  const following = new IdleTracker();
  return {
    follow: (task) => following.track(follow(task)),
    whenIdle: () => following.whenIdle(),
  };
}

/** The part the edge plays in answering page requests (server/fast-path.ts). */
export interface PageEdge {
  /** For nginx's refresh request (the right X-Edge-Refresh token): resolves, once this worker has
   *  applied every revalidation it can read (waiting at most a couple of seconds), to whether it
   *  has applied the one the request names; undefined at once for any other request. */
  refreshing(req: IncomingMessage): Promise<boolean> | undefined;
  /** The answer to a refresh this worker cannot give yet: 503, never stored. */
  sendBehind(res: ServerResponse): void;
  /** The page as it is sent: a cacheable one is noted in the edge index; to a refresh, a page gone
   *  since is made storable for a second, so nginx's copy is replaced, and a page rendered while
   *  pages were dropped says to ask again. */
  answer(url: string, page: Page, refresh: boolean): Page;
}

export function createPageEdge(opts: {
  token: string | undefined;
  revalidator: Pick<Revalidator, 'catchUp' | 'knows'>;
  index: EdgeIndex | undefined;
  security: Readonly<Record<string, string>>;
}): PageEdge {
  const { token, revalidator, index } = opts;
  return {
    refreshing(req) {
      if (!token) return undefined;
      const given = req.headers[EDGE_REFRESH_HEADER];
      if (typeof given !== 'string' || !sameText(given, token)) return undefined;
      const named = /^([\w-]{1,64}) (\d{1,15})$/.exec(String(req.headers[EDGE_REFRESH_FOR_HEADER] ?? ''));
      // A refresh of an older version names nothing: it is answered once caught up, as it was.
      const knows = () => !named || revalidator.knows(named[1]!, Number(named[2]));
      if (named && knows()) return Promise.resolve(true);
      return within(CATCH_UP_LIMIT_MS, revalidator.catchUp()).then(knows);
    },
    sendBehind(res) {
      // X-Edge-Refresh in an answer: ask again (nginx keeps its copy meanwhile).
      const body = 'This server has not applied that revalidation yet; ask another.\n';
      res.writeHead(503, {
        ...opts.security,
        'content-type': 'text/plain; charset=utf-8',
        'cache-control': 'no-store',
        'retry-after': '1',
        [EDGE_REFRESH_HEADER]: 'behind',
        'content-length': Buffer.byteLength(body),
      });
      res.end(body);
    },
    answer(url, page, refresh) {
      if (page.status === 200) {
        if (index && page.headers['cache-control']?.startsWith('public')) index.note(url, page.deps);
        // Rendered while another revalidation dropped pages, so not for nginx to keep: the refresh
        // is asked again, and nginx keeps its copy meanwhile.
        if (refresh && page.raced) return { ...page, headers: { ...page.headers, [EDGE_REFRESH_HEADER]: 'again' } };
        return page;
      }
      if (!refresh || !GONE_STATUSES.has(page.status)) return page;
      return { ...page, headers: { ...page.headers, 'cache-control': GONE_CACHE_CONTROL } };
    },
  };
}
