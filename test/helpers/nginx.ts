// Debian's nginx with the shipped config (deploy/nginx), on loopback, in a folder of its own (pid,
// logs, temporary files, the page caches) with a certificate made for it: the production
// rehearsal's edge (test/production/stack.ts) and the nginx edge test
// (test/integration/nginx-edge.test.ts) start it the same way.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ownProcessGroup } from './test-run.ts';
import { waitUntil } from './wait.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const NGINX_BIN = fs.existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';

/** A self-signed certificate for 127.0.0.1, valid two days, written into `dir`. */
export function makeCertificate(dir: string): { cert: string; key: string } {
  fs.mkdirSync(dir, { recursive: true });
  const cert = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '2',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  return { cert, key };
}

export interface NginxOptions {
  /** nginx's folder: its config, pid, logs, temporary files and caches go here. */
  dir: string;
  cert: string;
  key: string;
  httpPort: number;
  httpsPort: number;
  /** The site's address, host:port, or several separated by spaces (round robin). */
  upstream: string;
  workers?: number;
  /** The checkout whose asset pool nginx serves (SITE_ROOT); this one by default. */
  siteRoot?: string;
  /** The X-Edge-Refresh token nginx honours (SITE_EDGE_REFRESH_TOKEN); random by default. */
  edgeRefreshToken?: string;
  /** Who besides loopback may read /readyz through nginx (SITE_HEALTH_ALLOW); none by default. */
  healthAllow?: string;
}

/** Renders deploy/nginx/defan-site.conf.template as render-config.sh does (only its SITE_*
 *  variables), checks the config with `nginx -t`, starts nginx and waits for it. */
export async function startNginx(opts: NginxOptions): Promise<ChildProcess> {
  const { dir } = opts;
  fs.mkdirSync(path.join(dir, 'cache'), { recursive: true });
  const vars: Record<string, string> = {
    SITE_SERVER_NAME: '127.0.0.1 localhost',
    SITE_HTTP_LISTEN: `127.0.0.1:${opts.httpPort}`,
    SITE_HTTPS_LISTEN: `127.0.0.1:${opts.httpsPort}`,
    SITE_TLS_CERT: opts.cert,
    SITE_TLS_KEY: opts.key,
    SITE_UPSTREAM_SERVERS: opts.upstream
      .split(/\s+/)
      .filter(Boolean)
      .map((a) => `server ${a};`)
      .join(' '),
    SITE_ROOT: opts.siteRoot ?? ROOT,
    SITE_CACHE_DIR: path.join(dir, 'cache'),
    SITE_CONF_DIR: path.join(ROOT, 'deploy/nginx'),
    SITE_ACCESS_LOG: path.join(dir, 'access.log'),
    SITE_EDGE_REFRESH_TOKEN: opts.edgeRefreshToken ?? randomBytes(32).toString('hex'),
    SITE_HEALTH_ALLOW_ENTRIES: (opts.healthAllow ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((a) => `${a} 1;`)
      .join(' '),
  };
  const template = fs.readFileSync(path.join(ROOT, 'deploy/nginx/defan-site.conf.template'), 'utf8');
  fs.writeFileSync(
    path.join(dir, 'site.conf'),
    template.replace(/\$\{(SITE_[A-Z_]+)\}/g, (m, name: string) => vars[name] ?? m),
  );
  const temp = (name: string) => path.join(dir, name);
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      process.getuid?.() === 0 ? 'user root;' : '',
      `worker_processes ${opts.workers ?? 2};`,
      'daemon off;',
      `pid ${temp('nginx.pid')};`,
      `error_log ${temp('error.log')} warn;`,
      'events { worker_connections 1024; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      `  access_log ${temp('access.log')};`,
      `  client_body_temp_path ${temp('body')}; proxy_temp_path ${temp('proxy')}; fastcgi_temp_path ${temp('fcgi')}; uwsgi_temp_path ${temp('uwsgi')}; scgi_temp_path ${temp('scgi')};`,
      `  include ${temp('site.conf')};`,
      '}',
    ].join('\n'),
  );
  execFileSync(NGINX_BIN, ['-t', '-q', '-c', temp('nginx.conf')], { stdio: 'inherit' });
  // nginx overwrites its environment (the run's tag) with its title: a group of its own (master and
  // workers), written down, is how the run's end finds it if a test never stopped it.
  const nginx = spawn(NGINX_BIN, ['-c', temp('nginx.conf')], {
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  ownProcessGroup(nginx);
  // nginx's http side redirects to https; readiness is that redirect.
  const redirects = () =>
    fetch(`http://127.0.0.1:${opts.httpPort}/`, { redirect: 'manual' }).then(
      (r) => r.status === 301,
      () => false,
    );
  try {
    await waitUntil('nginx comes up', redirects, 15_000, 100);
  } catch (e) {
    nginx.kill('SIGTERM');
    throw e;
  }
  return nginx;
}
