// The shipped nginx config (deploy/nginx), run for real in front of the site: what nginx answers
// itself carries the site's security headers (deploy/nginx/security-headers.conf, the same list
// as securityHeaders() in server/pages/page-headers.ts), no answer names nginx's version, and
// nginx's body limits are the site's: the CMS's revalidation bodies may reach 1 MB as the site
// allows, while a lead stays limited to a few KB; and its access log keeps no personal data from
// a query, redacted as the site's own logs redact it (server/log-safe-url.ts). nginx's own answers
// (its errors, the http→https redirect) carry the security headers too, each exactly once, as do
// the site's answers it passes on; and readiness, metrics and source maps are not public.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import http2 from 'node:http2';
import https from 'node:https';
import path from 'node:path';
import tls from 'node:tls';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { logSafeUrl } from '../../server/log-safe-url.ts';
import { securityHeaders } from '../../server/pages/page-headers.ts';
import { HONEYPOT_FIELD } from '../../shared/constants.ts';
import { LEAD_FIELDS } from '../../shared/forms/lead-rules.ts';
import { freePort } from '../helpers/free-port.ts';
import { makeCertificate, startNginx } from '../helpers/nginx.ts';
import { CLIENT_DIR, startSite, tempDir, type TestSite } from '../helpers/site.ts';

const TOKEN = 'nginx-edge-revalidate-token-0123456789abcdef';
const SECURITY_CONF = path.resolve(import.meta.dirname, '../../deploy/nginx/security-headers.conf');
const SITE_TEMPLATE = path.resolve(import.meta.dirname, '../../deploy/nginx/defan-site.conf.template');

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  rawHeaders: string[];
  body: string;
}

/** A request to nginx over https (its certificate is self-signed) or to the site over http;
 *  `from` is the client's address (any of 127.0.0.0/8 reaches loopback). */
function send(
  url: string,
  opts: { method?: string; headers?: Record<string, string>; body?: string; from?: string } = {},
) {
  const target = new URL(url);
  const client = target.protocol === 'https:' ? https : http;
  return new Promise<Answer>((resolve, reject) => {
    const req = client.request(
      target,
      { method: opts.method ?? 'GET', headers: opts.headers, rejectUnauthorized: false, localAddress: opts.from },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, rawHeaders: res.rawHeaders, body }),
        );
      },
    );
    req.on('error', reject);
    req.end(opts.body);
  });
}

/** How many times each of `names` appears in a list of raw header lines (name, value, ...). */
function counts(rawHeaders: string[], names: string[]): Record<string, number> {
  const seen = rawHeaders.filter((_, i) => i % 2 === 0).map((n) => n.toLowerCase());
  return Object.fromEntries(names.map((n) => [n, seen.filter((s) => s === n).length]));
}

/** Bytes sent as they are over TLS (or plain TCP), the answer's status and raw header lines read
 *  until the server closes: for requests no HTTP client would send. */
function rawRequest(
  port: number,
  text: string,
  secure = true,
): Promise<{ status: number; rawHeaders: string[]; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = secure
      ? tls.connect({ port, host: '127.0.0.1', rejectUnauthorized: false, ALPNProtocols: ['http/1.1'] }, () =>
          socket.write(text),
        )
      : net.connect(port, '127.0.0.1', () => socket.write(text));
    let data = '';
    socket.setEncoding('latin1');
    socket.on('data', (c: string) => (data += c));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', ...rest] = data.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const rawHeaders = lines.flatMap((line) => {
        const colon = line.indexOf(':');
        return [line.slice(0, colon), line.slice(colon + 1).trim()];
      });
      resolve({ status: Number(statusLine.split(' ')[1]), rawHeaders, body: rest.join('\r\n\r\n') });
    });
  });
}

/** The headers security-headers.conf adds, lower-case names. */
function confHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of fs.readFileSync(SECURITY_CONF, 'utf8').split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue;
    const m = /^add_header (\S+) "([^"]*)" always;$/.exec(line);
    if (!m) throw new Error(`unread line: ${line}`);
    headers[m[1]!.toLowerCase()] = m[2]!;
  }
  return headers;
}

/** A revalidation body of `bytes` bytes or a little more: paths of 1 000 characters. */
function revalidationOf(bytes: number): string {
  const count = Math.ceil(bytes / 1009);
  return JSON.stringify({ paths: Array.from({ length: count }, (_, i) => `/news/${i}-${'a'.repeat(990)}`) });
}

const expected = securityHeaders(loadConfig({ NODE_ENV: 'test', DATA_DIR: tempDir('nginx-conf-') }));

describe('deploy/nginx/security-headers.conf', () => {
  it("is the site's security headers with the default configuration", () => {
    expect(confHeaders()).toEqual(expected);
  });
});

describe('deploy/nginx/defan-site.conf.template', () => {
  it("redacts in its access log the lead form's fields, the honeypot included, no more and no fewer", () => {
    const lists = [...fs.readFileSync(SITE_TEMPLATE, 'utf8').matchAll(/\(\?:((?:\w+\|)+\w+)\)=/g)].map((m) => m[1]);
    // The first check, the six passes and the last check.
    expect(lists.length).toBe(8);
    for (const list of lists) expect(list!.split('|').sort()).toEqual([...LEAD_FIELDS, HONEYPOT_FIELD].sort());
  });
});

describe('the shipped nginx in front of the site', () => {
  let site: TestSite;
  let nginx: ChildProcess;
  let edge: string;
  let plain: string;
  let asset: string;
  let dir: string;
  let ports: { http: number; https: number };

  beforeAll(async () => {
    site = await startSite({ REVALIDATE_TOKEN: TOKEN, TRUST_DEVICE_HEADER: 'true' });
    dir = tempDir('nginx-edge-');
    const { cert, key } = makeCertificate(dir);
    const [httpPort, httpsPort] = [await freePort(), await freePort()];
    nginx = await startNginx({
      dir,
      cert,
      key,
      httpPort,
      httpsPort,
      upstream: new URL(site.url).host,
      workers: 1,
      // A balancer's address, allowed to read /readyz besides this host.
      healthAllow: '127.0.0.3',
    });
    ports = { http: httpPort, https: httpsPort };
    edge = `https://127.0.0.1:${httpsPort}`;
    plain = `http://127.0.0.1:${httpPort}`;
    const script = fs.readdirSync(path.join(CLIENT_DIR, 'assets')).find((f) => /^desktop-\w+\.js$/.test(f));
    if (!script) throw new Error('no desktop entry in dist/client/assets: build first');
    asset = `/assets/${script}`;
  });
  afterAll(async () => {
    nginx?.kill('SIGTERM');
    await site?.close();
  });

  /** nginx's access-log line that contains `text`; nginx writes it when the answer is done. */
  function logLine(text: string): Promise<string> {
    return vi.waitFor(
      () => {
        const line = fs
          .readFileSync(path.join(dir, 'access.log'), 'utf8')
          .split('\n')
          .find((l) => l.includes(text));
        expect(line, `an access-log line with ${text}`).toBeDefined();
        return line!;
      },
      { timeout: 10_000, interval: 50 },
    );
  }

  it("serves an asset from disk with the site's security headers", async () => {
    for (const encoding of ['identity', 'gzip']) {
      const res = await send(`${edge}${asset}`, { headers: { 'accept-encoding': encoding } });
      expect(res.status).toBe(200);
      // From disk: an answer of the site would carry the request id nginx sends it.
      expect(res.headers['x-request-id']).toBeUndefined();
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers).toMatchObject(expected);
    }
    // And they are what the site itself sends with the same file.
    const fromSite = await send(`${site.url}${asset}`);
    expect(fromSite.status).toBe(200);
    for (const name of Object.keys(expected)) expect(fromSite.headers[name], name).toBe(expected[name]);
  });

  it('answers a missing asset with the same clean 404 as the site: no encoding, no-store, over HTTP/1.1 and HTTP/2', async () => {
    const gone = '/assets/desktop-GONE1234.css';
    const direct = await send(`${site.url}${gone}`, { headers: { 'accept-encoding': 'gzip, br' } });
    expect(direct.status).toBe(404);
    for (const encoding of ['gzip, br', 'identity']) {
      const res = await send(`${edge}${gone}`, { headers: { 'accept-encoding': encoding } });
      expect(res.status).toBe(404);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['content-type']).toBe(direct.headers['content-type']);
      expect(res.body).toBe(direct.body);
    }
    // Over HTTP/2, as browsers ask: a whole answer, not a stream error.
    const session = http2.connect(edge, { rejectUnauthorized: false });
    const answer = await new Promise<{ status: number; headers: http2.IncomingHttpHeaders; body: string }>(
      (resolve, reject) => {
        const stream = session.request({ ':path': gone, 'accept-encoding': 'gzip, deflate, br' });
        let headers: http2.IncomingHttpHeaders = {};
        let body = '';
        stream.setEncoding('utf8');
        stream.on('response', (h) => (headers = h));
        stream.on('data', (c: string) => (body += c));
        stream.on('end', () => resolve({ status: Number(headers[':status']), headers, body }));
        stream.on('error', reject);
      },
    );
    session.close();
    expect(answer.status).toBe(404);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.body).toBe(direct.body);
  });

  it('logs one line per request with the request id the site echoes, the host and the cache state', async () => {
    const page = await send(`${edge}/news?log-line-check=1`);
    const id = page.headers['x-request-id'];
    expect(page.status).toBe(200);
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(await logLine(`id=${id as string}`)).toMatch(
      /"GET \/news\?log-line-check=1 HTTP\/1\.1" 200 \d+ host=127\.0\.0\.1 id=[0-9a-f]{32} cache=(MISS|HIT|EXPIRED|STALE|UPDATING) rt=[\d.]+ urt=/,
    );
  });

  it('logs no personal data from a query: the path, the parameter names and the harmless values stay', async () => {
    // A lead form a browser sent as a GET, with what an ad click adds.
    const query =
      'client_name=%E5%BC%A0%E4%B8%89&corp_name=%E5%BE%B7%E6%B3%9B&phone=13800138000&corp_email=zhang%40example.cn' +
      '&demand=%E8%AF%95%E7%94%A8&website=&page=2&bd_vid=abc123';
    const personal = ['13800138000', 'zhang', '%E5%BC%A0%E4%B8%89', '%E8%AF%95%E7%94%A8'];
    const page = await send(`${edge}/product_mdm?${query}`);
    expect(page.status).toBe(200);
    const line = await logLine(`id=${page.headers['x-request-id'] as string}`);
    const R = '[redacted]';
    expect(line).toContain(
      `"GET /product_mdm?client_name=${R}&corp_name=${R}&phone=${R}&corp_email=${R}&demand=${R}&website=&page=2&bd_vid=abc123 HTTP/1.1" 200 `,
    );

    // nginx's rule is the site's (server/log-safe-url.ts), checked on the plain-http redirect,
    // which logs in the same format; each request is found by its user agent.
    const targets = [
      '/search?q=13800138000&page=2',
      '/?q=%2B86%20138-0013-8000&utm_source=baidu',
      '/?q=138+0013+8000',
      '/?q=(021)6888.1234',
      '/?x=a@b.cn&utm_medium=cpc',
      '/?x=a%2540b.cn',
      '/?q=%EF%BC%91%EF%BC%93%EF%BC%98%EF%BC%90%EF%BC%90%EF%BC%91%EF%BC%93',
      '/?13800138000',
      '/?a%40b.cn=1&page=3',
      '/?PHONE=1&Client_Name=2&size=10',
      '/?a=1111111&b=2222222&c=3333333&d=4444444&e=5555555&f=6666666&page=2',
      '/news?page=2&size=10',
      '/?bd_vid=nHRvrjTYPjc3nW04P1c3njD&utm_campaign=mdm-2',
      '/cases',
    ];
    const port = new URL(plain).port;
    for (const [i, target] of targets.entries()) {
      await new Promise<void>((resolve, reject) => {
        const req = http.get(
          { host: '127.0.0.1', port, path: target, headers: { 'user-agent': `log-check-${i}` } },
          (res) => {
            res.resume();
            res.on('end', resolve);
          },
        );
        req.on('error', reject);
      });
      expect(await logLine(`ua="log-check-${i}"`), target).toContain(`"GET ${logSafeUrl(target)} HTTP/1.1" 301 `);
    }
    // More than six values to redact, or a query over 512 characters: all of it.
    for (const [i, target] of [
      '/?a=1111111&b=2222222&c=3333333&d=4444444&e=5555555&f=6666666&g=7777777&page=2',
      `/news?pad=${'x'.repeat(520)}&page=2`,
    ].entries()) {
      await send(`${plain}${target}`, { headers: { 'user-agent': `log-check-whole-${i}` } });
      expect(await logLine(`ua="log-check-whole-${i}"`), target).toContain(
        `"GET ${target.split('?')[0]!}?[redacted] HTTP/1.1" 301 `,
      );
    }

    const log = fs.readFileSync(path.join(dir, 'access.log'), 'utf8');
    for (const text of [...personal, '1111111', '7777777', 'a@b', 'a%40b', '%EF%BC%91']) {
      expect(log, text).not.toContain(text);
    }
  });

  it("passes the site's uncached paths on as the path table says, in any case, and caches pages and files", async () => {
    // deploy/nginx/site-paths.conf, made from server/site-paths.ts: no cache, so no X-Cache-Status.
    for (const p of [
      '/api/v1/articles/',
      '/API/v1/articles/',
      '/ds_projects/jiayi/config/menus.json',
      '/admin',
      '/Admin/x',
      '/healthz',
      '/readyz',
    ]) {
      const res = await send(`${edge}${p}`);
      expect(res.headers['x-cache-status'], p).toBeUndefined();
      expect(res.headers['x-request-id'], p).toMatch(/^[0-9a-f]{32}$/);
    }
    for (const p of ['/news', '/apiary', '/robots.txt', '/favicon.svg', '/media/x/y.svg']) {
      const res = await send(`${edge}${p}`);
      expect(res.headers['x-cache-status'], p).toMatch(/^(MISS|HIT|EXPIRED|STALE|UPDATING|BYPASS)$/);
    }
  });

  it("gives a cached page where it came from instead of the site's timing, and this request's id", async () => {
    const first = await send(`${edge}/cases`);
    expect(first.status).toBe(200);
    expect(first.headers['x-cache-status']).toBe('MISS');
    expect(first.headers['server-timing']).toMatch(/^loaders;dur=[\d.]+, render;dur=[\d.]+, cache;desc=miss$/);
    const second = await send(`${edge}/cases`);
    expect(second.headers['x-cache-status']).toBe('HIT');
    expect(second.headers['server-timing']).toBe('cache;desc=edge-hit');
    expect(second.body).toBe(first.body);
    // Each answer its own id, the one nginx logs (not the id kept with the cached copy).
    for (const res of [first, second]) expect(res.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
  });

  it("never names nginx's version", async () => {
    const answers = [
      await send(`${edge}${asset}`),
      await send(`${edge}/`),
      // nginx's own answers: the redirect to https, and an error page.
      await send(`${plain}/news`),
      await send(`${edge}/assets/..%2f..%2f`),
    ];
    expect(answers.map((a) => a.status)).toEqual([200, 200, 301, 400]);
    expect(answers[3]!.body).toContain('<center>nginx</center>');
    for (const res of answers) {
      expect(res.headers.server).toBe('nginx');
      expect(res.body).not.toMatch(/nginx\/\d/);
    }
  });

  it("carries each security header exactly once on the site's answers and on nginx's own", async () => {
    const names = Object.keys(expected);
    const once = Object.fromEntries(names.map((n) => [n, 1]));
    const lead = JSON.stringify({ demand: 'x'.repeat(80 * 1024) });
    const answers: [string, number, Promise<{ status: number; rawHeaders: string[] }>][] = [
      ['a page, from the site', 200, send(`${edge}/news`)],
      ['an asset, from disk', 200, send(`${edge}${asset}`)],
      ["the site's 404 for an asset no release has", 404, send(`${edge}/assets/desktop-GONE5678.js`)],
      ['the redirect from http', 301, send(`${plain}/news`)],
      [
        'a request line nginx cannot read, over http',
        400,
        rawRequest(ports.http, 'GET /news HTTP/1.1 x\r\n\r\n', false),
      ],
      ['a request line nginx cannot read', 400, rawRequest(ports.https, 'GET /news HTTP/1.1 x\r\n\r\n')],
      ['an address nginx refuses', 400, send(`${edge}/assets/..%2f..%2f`)],
      [
        'a request header over 8 KB',
        400,
        rawRequest(ports.https, `GET /news HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Filler: ${'a'.repeat(10_000)}\r\n\r\n`),
      ],
      ['a POST to a file on disk', 405, send(`${edge}${asset}`, { method: 'POST', body: 'x' })],
      ['a lead body over 64 KB', 413, send(`${edge}/api/v1/client_demands/`, { method: 'POST', body: lead })],
      ['a private path', 404, send(`${edge}/metrics`)],
    ];
    for (const [what, status, answer] of answers) {
      const res = await answer;
      expect(res.status, what).toBe(status);
      expect(counts(res.rawHeaders, names), what).toEqual(once);
      const headers = Object.fromEntries(
        names.map((n) => [n, res.rawHeaders[res.rawHeaders.findIndex((h) => h.toLowerCase() === n) + 1]]),
      );
      expect(headers, what).toEqual(expected);
    }
  });

  it('keeps readiness, metrics and source maps from the public, readiness open to this host and SITE_HEALTH_ALLOW', async () => {
    // From another address than the server's own (a visitor): as if nothing were there.
    for (const p of ['/readyz', '/readyz/', '/ReadyZ', '/readyz?x=1']) {
      const res = await send(`${edge}${p}`, { from: '127.0.0.2' });
      expect(res.status, p).toBe(404);
      expect(res.body, p).not.toContain('ready');
      expect(res.headers['cache-control'], p).toBe('no-store');
    }
    // The operator on the server itself, and the balancer named in SITE_HEALTH_ALLOW.
    for (const from of ['127.0.0.1', '127.0.0.3']) {
      const res = await send(`${edge}/readyz`, { from });
      expect(res.status, from).toBe(200);
      expect(JSON.parse(res.body)).toMatchObject({ status: 'ready' });
    }
    // Metrics are never proxied, from anywhere (the site serves them on a private port).
    for (const p of ['/metrics', '/metrics/', '/Metrics', '/metrics/cluster', '/metrics?name[]=up']) {
      for (const from of ['127.0.0.1', '127.0.0.2']) {
        const res = await send(`${edge}${p}`, { from });
        expect(res.status, `${p} from ${from}`).toBe(404);
        expect(res.headers['x-request-id'], 'not asked of the site').toBeUndefined();
      }
    }
    // Source maps: the build writes them beside the bundles, nginx does not serve them.
    const map = `${asset}.map`;
    expect(fs.existsSync(path.join(CLIENT_DIR, map))).toBe(true);
    for (const p of [map, `${map}?v=1`]) {
      const res = await send(`${edge}${p}`);
      expect(res.status, p).toBe(404);
      expect(res.body, p).not.toContain('mappings');
    }
    expect((await send(`${edge}${asset}`)).status).toBe(200);
  });

  it('passes an 80 KB revalidation to the site, and refuses one over the 1 MB the site takes', async () => {
    const headers = { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' };
    const body = revalidationOf(80 * 1024);
    expect(body.length).toBeGreaterThan(80 * 1024);
    const res = await send(`${edge}/_revalidate`, { method: 'POST', headers, body });
    expect(res.status, res.body.slice(0, 200)).toBe(202);
    expect(JSON.parse(res.body)).toEqual({
      dropped: { pages: expect.any(Number), content: expect.any(Number) },
      id: expect.any(String),
    });

    const tooLarge = await send(`${edge}/_revalidate`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ all: true, pad: 'x'.repeat(1024 * 1024) }),
    });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.headers.server).toBe('nginx');
  });

  it('keeps a lead body to 64 KB', async () => {
    const res = await send(`${edge}/api/v1/client_demands/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ demand: 'x'.repeat(80 * 1024) }),
    });
    expect(res.status).toBe(413);
    expect(res.body).toContain('<center>nginx</center>');
  });
});
