// The production rehearsal's pieces, started for real: a vendor CMS (another instance of this site
// on its embedded store, behind a proxy that can change what it answers), a fake oCPC endpoint,
// the built site under pm2 in cluster mode with two workers, and Debian's nginx with the shipped
// config (deploy/nginx) on loopback with a certificate made here. Used by global-setup.ts.
import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { promisify } from 'node:util';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../helpers/free-port.ts';
import { makeCertificate, startNginx } from '../helpers/nginx.ts';
import { untilServing, waitUntil } from '../helpers/wait.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

export async function waitFor(url: string, what: string, timeoutMs = 30_000): Promise<void> {
  await untilServing(url, timeoutMs).catch(() => {
    throw new Error(`${what} did not come up at ${url}`);
  });
}

/** The media host answers over https with the rehearsal's own certificate. */
async function waitForMedia(url: string): Promise<void> {
  const ok = () =>
    new Promise<boolean>((resolve) => {
      const req = https.get(url, { rejectUnauthorized: false }, (res) => {
        res.resume();
        resolve(res.statusCode === 200);
      });
      req.on('error', () => resolve(false));
    });
  await waitUntil(`the media host at ${url}`, ok, 30_000, 200);
}

/** What the tests need to reach the pieces (handed to them through the environment). */
export interface Stack {
  /** nginx, https, self-signed. */
  siteUrl: string;
  /** The pm2 cluster's own port, behind nginx. */
  originUrl: string;
  vendorUrl: string;
  vendorDataDir: string;
  /** The vendor's media host (https, the rehearsal's certificate). */
  mediaUrl: string;
  ocpcUrl: string;
  siteDataDir: string;
  pm2Home: string;
  nginxDir: string;
  pageTtlMs: number;
  pageStaleMs: number;
  revalidateToken: string;
}

export const STACK_ENV = 'PRODUCTION_STACK';

/** A vendor CMS answering from another instance of the site; POST /__rewrite {from, to} makes
 * every later content answer say `to` where it said `from` (a page edited in the CMS). Its
 * pictures live on the media host, as a real CMS's do: the demo's SVG covers, honours, logos and
 * QR codes become JPEG photographs and PNG graphics there. */
export function startVendorProxy(port: number, origin: string, mediaUrl: string): http.Server {
  let rewrites: { from: string; to: string }[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      if (req.url === '/__rewrite' && req.method === 'POST') {
        rewrites = body.length ? [...rewrites, JSON.parse(body.toString()) as { from: string; to: string }] : [];
        res.writeHead(204).end();
        return;
      }
      const headers = { ...req.headers };
      delete headers['accept-encoding'];
      const upstream = http.request(`${origin}${req.url}`, { method: req.method, headers }, (answer) => {
        const parts: Buffer[] = [];
        answer.on('data', (c: Buffer) => parts.push(c));
        answer.on('end', () => {
          let text = Buffer.concat(parts).toString();
          text = text.replace(
            /\/media\/(cover|honour|logo|qr)\/([\w-]+)\.svg/g,
            (_m, kind: string, name: string) =>
              `${mediaUrl}/uploads/${kind}/${name}.${kind === 'cover' ? 'jpg' : 'png'}`,
          );
          for (const r of rewrites) text = text.split(r.from).join(r.to);
          const out = { ...answer.headers };
          delete out['content-length'];
          delete out['transfer-encoding'];
          res.writeHead(answer.statusCode ?? 502, out).end(text);
        });
      });
      upstream.on('error', () => res.writeHead(502).end());
      upstream.end(body);
    });
  });
  return server.listen(port, '127.0.0.1');
}

export interface Running {
  stack: Stack;
  stop(): Promise<void>;
}

export async function startStack(): Promise<Running> {
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'defan-production-'));
  const [nginxHttps, nginxHttp, originPort, vendorPort, vendorOriginPort, ocpcPort, mediaPort] = (await Promise.all(
    Array.from({ length: 7 }, () => freePort()),
  )) as [number, number, number, number, number, number, number];
  const children: ChildProcess[] = [];
  const started: (() => Promise<void> | void)[] = [];
  const node = process.execPath;
  const pageTtlMs = 6_000;
  const pageStaleMs = 4_000;
  const revalidateToken = 'production-rehearsal-revalidate-token';

  // One certificate for nginx and the media host, made now; the site trusts it (NODE_EXTRA_CA_CERTS).
  const nginxDir = path.join(base, 'nginx');
  const { cert, key } = makeCertificate(nginxDir);

  // The media host: the vendor's object storage, https, on a port of its own.
  const media = spawn(node, [path.join(ROOT, 'test/production/media-host.ts'), String(mediaPort), cert, key], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(media);
  const mediaUrl = `https://127.0.0.1:${mediaPort}`;

  // The vendor: an embedded instance of the site, behind the rewriting proxy.
  const vendorDataDir = path.join(base, 'vendor-data');
  const vendor = spawn(node, [path.join(ROOT, 'dist/server/index.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(vendorOriginPort),
      HOST: '127.0.0.1',
      DATA_DIR: vendorDataDir,
      LOG_LEVEL: 'warn',
      PAGE_CACHE_TTL_MS: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(vendor);
  const proxy = startVendorProxy(vendorPort, `http://127.0.0.1:${vendorOriginPort}`, mediaUrl);
  started.push(() => new Promise<void>((r) => proxy.close(() => r())));
  await waitFor(`http://127.0.0.1:${vendorOriginPort}/readyz`, 'the vendor instance');
  await waitForMedia(`${mediaUrl}/ready`);

  const ocpc = spawn(node, [path.join(ROOT, 'test/e2e/fake-ocpc.ts'), String(ocpcPort)], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(ocpc);
  await waitFor(`http://127.0.0.1:${ocpcPort}/ready`, 'the fake oCPC endpoint');

  // The site: pm2, cluster mode, two workers, on the vendor.
  const pm2Home = path.join(base, 'pm2');
  const siteDataDir = path.join(base, 'site-data');
  const siteEnv = {
    ...process.env,
    PM2_HOME: pm2Home,
    NODE_ENV: 'production',
    PORT: String(originPort),
    HOST: '127.0.0.1',
    DATA_DIR: siteDataDir,
    LOG_LEVEL: 'info',
    API_BASE_LOCAL: `http://127.0.0.1:${vendorPort}`,
    SITE_BASE_LOCAL: `https://127.0.0.1:${nginxHttps}`,
    OCPC_API_URL: `http://127.0.0.1:${ocpcPort}/upload`,
    OCPC_TOKEN: 'production-rehearsal-ocpc-token',
    TRUST_DEVICE_HEADER: 'true',
    PAGE_CACHE_TTL_MS: String(pageTtlMs),
    PAGE_CACHE_STALE_MS: String(pageStaleMs),
    UPSTREAM_CACHE_TTL_MS: '1000',
    LEAD_FORWARD_INTERVAL_MS: '500',
    REVALIDATE_TOKEN: revalidateToken,
    MEDIA_HOSTS: mediaUrl,
    NODE_EXTRA_CA_CERTS: cert,
  };
  const pm2Bin = path.join(ROOT, 'node_modules/.bin/pm2');
  const pm2 = (...args: string[]) =>
    execFileSync(pm2Bin, args, { cwd: ROOT, env: siteEnv, stdio: ['ignore', 'pipe', 'pipe'] }).toString();
  pm2('start', 'pm2.config.cjs', '--instances', '2');
  started.push(() => {
    try {
      pm2('kill');
    } catch {
      // already gone
    }
  });
  await waitFor(`http://127.0.0.1:${originPort}/readyz`, 'the pm2 cluster');

  // nginx with the shipped config, on loopback, with the certificate made above.
  children.push(
    await startNginx({
      dir: nginxDir,
      cert,
      key,
      httpPort: nginxHttp,
      httpsPort: nginxHttps,
      upstream: `127.0.0.1:${originPort}`,
    }),
  );

  const stack: Stack = {
    siteUrl: `https://127.0.0.1:${nginxHttps}`,
    originUrl: `http://127.0.0.1:${originPort}`,
    vendorUrl: `http://127.0.0.1:${vendorPort}`,
    vendorDataDir,
    mediaUrl,
    ocpcUrl: `http://127.0.0.1:${ocpcPort}`,
    siteDataDir,
    pm2Home,
    nginxDir,
    pageTtlMs,
    pageStaleMs,
    revalidateToken,
  };
  return {
    stack,
    async stop() {
      for (const stop of started.reverse()) await stop();
      await Promise.all(
        children
          .filter((c) => c.exitCode === null && c.signalCode === null)
          .map((c) => {
            const exited = new Promise((r) => c.once('exit', r));
            c.kill('SIGTERM');
            // One that ignores it is not waited on for ever.
            const kill = setTimeout(() => c.kill('SIGKILL'), 5000);
            return exited.finally(() => clearTimeout(kill));
          }),
      );
      if (!process.env.KEEP_PRODUCTION_STACK) fs.rmSync(base, { recursive: true, force: true });
    },
  };
}

/** The running stack, in a test worker. */
export function stack(): Stack {
  const raw = process.env[STACK_ENV];
  if (!raw) throw new Error('the production stack is not running (npm run test:production starts it)');
  return JSON.parse(raw) as Stack;
}

/** pm2 on the stack's daemon. */
export function pm2(s: Stack, ...args: string[]): string {
  return execFileSync(path.join(ROOT, 'node_modules/.bin/pm2'), args, {
    cwd: ROOT,
    env: { ...process.env, PM2_HOME: s.pm2Home },
    stdio: ['ignore', 'pipe', 'pipe'],
  }).toString();
}

/** pm2 on the stack's daemon, without blocking this process. */
export async function pm2Async(s: Stack, ...args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)(path.join(ROOT, 'node_modules/.bin/pm2'), args, {
    cwd: ROOT,
    env: { ...process.env, PM2_HOME: s.pm2Home },
  });
  return stdout;
}
