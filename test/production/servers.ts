// Several servers, one site (issue 25), started for real beside the rehearsal's stack: Debian's
// redis-server; two servers, each the built site under its own pm2 (cluster, two workers) with
// its own DATA_DIR, both on the rehearsal's vendor CMS, media host and oCPC fake; one nginx with
// the shipped config in front of both (round robin, not sticky).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { freePort } from '../helpers/free-port.ts';
import { startNginx } from '../helpers/nginx.ts';
import { startRedis, type TestRedis } from '../helpers/redis.ts';
import { waitFor, type Stack } from './stack.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

interface Server {
  /** The server's own port (its pm2 cluster), behind nginx. */
  url: string;
  dataDir: string;
  /** Its pm2's home: the workers' logs are in logs/ there. */
  pm2Home: string;
  pm2(...args: string[]): string;
}

export interface Servers {
  /** nginx, https, in front of every server. */
  siteUrl: string;
  servers: Server[];
  redis: TestRedis;
  revalidateToken: string;
  stop(): Promise<void>;
}

export async function startServers(
  s: Stack,
  opts: { count?: number; env?: Record<string, string> } = {},
): Promise<Servers> {
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'defan-servers-'));
  const redis = await startRedis();
  const [httpPort, httpsPort] = [await freePort(), await freePort()];
  const revalidateToken = 'several-servers-revalidate-token-0123456789';
  const edgeRefreshToken = 'several-servers-edge-refresh-token-0123456789';
  const children: ChildProcess[] = [];
  const servers: Server[] = [];
  const stop = async () => {
    for (const server of servers) {
      try {
        server.pm2('kill');
      } catch {
        // not started
      }
    }
    for (const c of children) c.kill('SIGTERM');
    await redis.stop();
    if (!process.env.KEEP_PRODUCTION_STACK) fs.rmSync(base, { recursive: true, force: true });
  };
  try {
    for (let n = 0; n < (opts.count ?? 2); n++) {
      const port = await freePort();
      const dataDir = path.join(base, `server-${n}`);
      const env = {
        ...process.env,
        PM2_HOME: path.join(base, `pm2-${n}`),
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
        API_BASE_LOCAL: s.vendorUrl,
        SITE_BASE_LOCAL: `https://127.0.0.1:${httpsPort}`,
        OCPC_API_URL: `${s.ocpcUrl}/upload`,
        OCPC_TOKEN: 'production-rehearsal-ocpc-token',
        TRUST_DEVICE_HEADER: 'true',
        PAGE_CACHE_TTL_MS: '5000',
        PAGE_CACHE_STALE_MS: '5000',
        UPSTREAM_CACHE_TTL_MS: '1000',
        LEAD_FORWARD_INTERVAL_MS: '500',
        REVALIDATE_TOKEN: revalidateToken,
        MEDIA_HOSTS: s.mediaUrl,
        NODE_EXTRA_CA_CERTS: path.join(s.nginxDir, 'cert.pem'),
        REDIS_URL: redis.url,
        // After a revalidation each server asks nginx for the pages again, past its cache.
        EDGE_REFRESH_URL: `https://127.0.0.1:${httpsPort}`,
        EDGE_REFRESH_TOKEN: edgeRefreshToken,
        EDGE_REFRESH_HOSTS: '127.0.0.1',
        ...opts.env,
      };
      const pm2 = (...args: string[]) =>
        execFileSync(path.join(ROOT, 'node_modules/.bin/pm2'), args, { cwd: ROOT, env, stdio: 'pipe' }).toString();
      servers.push({ url: `http://127.0.0.1:${port}`, dataDir, pm2Home: env.PM2_HOME, pm2 });
      pm2('start', 'pm2.config.cjs', '--instances', '2');
    }
    for (const server of servers) await waitFor(`${server.url}/readyz`, `server ${server.url}`, 60_000);
    // The rehearsal's certificate, which the servers trust (NODE_EXTRA_CA_CERTS).
    const [cert, key] = ['cert.pem', 'key.pem'].map((f) => path.join(s.nginxDir, f)) as [string, string];
    children.push(
      await startNginx({
        dir: path.join(base, 'nginx'),
        edgeRefreshToken,
        cert,
        key,
        httpPort,
        httpsPort,
        upstream: servers.map((server) => server.url.replace('http://', '')).join(' '),
      }),
    );
  } catch (e) {
    await stop();
    throw e;
  }
  return { siteUrl: `https://127.0.0.1:${httpsPort}`, servers, redis, revalidateToken, stop };
}
