// Every answer the site makes carries the security headers its pages carry (one policy,
// server/pages/page-headers.ts): not only rendered pages, but the answers made before helmet
// ever ran on main (the fast path's 400/414 for a target that does not decode or is too long,
// Node's own 400/431 for a request it cannot read), the app's JSON errors (404, 405, 413, 415, a
// body that is not JSON), the static fallback page and /healthz. Requests go over a real socket,
// byte for byte, to the listener as server/index.ts serves it.
import net from 'node:net';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSite } from '../../server/site.ts';
import { loadConfig } from '../../server/config.ts';
import { createContentStore } from '../../server/content-store/content-store.ts';
import { openContentDb } from '../../server/content-store/db.ts';
import { openLeadStore } from '../../server/leads/lead-store.ts';
import { securityHeaders } from '../../server/pages/page-headers.ts';
import { CLIENT_DIR, startSite, tempDir, type TestSite } from '../helpers/site.ts';

/** Sends `text` as it is and reads the answer's status and headers until the server closes. */
function raw(port: number, text: string): Promise<{ status: number; headers: Record<string, string> }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
    let data = '';
    socket.setEncoding('latin1');
    socket.on('data', (c: string) => (data += c));
    socket.on('error', reject);
    socket.on('close', () => {
      const [statusLine = '', ...lines] = data.split('\r\n\r\n')[0]!.split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers });
    });
  });
}

const get = (target: string, extra = '') =>
  `GET ${target} HTTP/1.1\r\nHost: localhost\r\n${extra}Connection: close\r\n\r\n`;
const post = (target: string, type: string, body: string) =>
  `POST ${target} HTTP/1.1\r\nHost: localhost\r\nContent-Type: ${type}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`;

/** Twenty headers of 1 000 characters: past Node's 16 KB. */
const HEADERS_20KB = Array.from({ length: 20 }, (_, i) => `X-Filler-${i}: ${'a'.repeat(1000)}\r\n`).join('');

describe('security headers on every answer', () => {
  let site: TestSite;
  let port: number;
  let expected: Record<string, string>;

  beforeAll(async () => {
    site = await startSite();
    port = Number(new URL(site.url).port);
    expected = securityHeaders(site.config);
  });
  afterAll(() => site.close());

  it('are what a page carries, CSP, nosniff and HSTS among them', async () => {
    expect(Object.keys(expected)).toEqual(
      expect.arrayContaining(['content-security-policy', 'x-content-type-options', 'strict-transport-security']),
    );
    const page = await raw(port, get('/'));
    expect(page.status).toBe(200);
    expect(page.headers).toMatchObject(expected);
  });

  it.each([
    ['a page address that does not decode', get('/news/%ZZ'), 400],
    ['an API address that does not decode', get('/api/v1/articles/%ZZ/'), 400],
    ['a control character in the address', get('/news/%01'), 400],
    ['a 10 KB address', get(`/news/${'a'.repeat(10_000)}`), 414],
    ['a 10 KB API address', get(`/api/v1/articles/?tag=${'a'.repeat(10_000)}`), 414],
    ['20 KB of headers', get('/', HEADERS_20KB), 431],
    ['bytes that are no HTTP request', 'NOT HTTP AT ALL\r\n\r\n', 400],
    ['a body that is not JSON', post('/api/v1/client_demands/', 'application/json', '{"client_name": '), 400],
    ['a body of another type', post('/api/v1/client_demands/', 'text/plain', 'hello'), 415],
    [
      'a body over 16 KB',
      post('/api/v1/client_demands/', 'application/json', `{"demand":"${'x'.repeat(20_000)}"}`),
      413,
    ],
    ['an unknown API address', get('/api/v1/nothing-here/'), 404],
    [
      'a method the API does not take',
      'PUT /api/v1/articles/ HTTP/1.1\r\nHost: localhost\r\nContent-Length: 0\r\nConnection: close\r\n\r\n',
      405,
    ],
    ['a JSON body posted to a page (no lead form)', post('/news', 'application/json', '{}'), 415],
    [
      'a lead form posted to a page, refused',
      post('/product_mdm', 'application/x-www-form-urlencoded', 'form=consult&client_name='),
      422,
    ],
    [
      'a lead form posted to a page, stored',
      post(
        '/product_mdm',
        'application/x-www-form-urlencoded',
        'form=consult&client_name=%E9%9F%A9%E7%AB%8B&corp_name=Acme&phone=13700001111&demand=MDM',
      ),
      303,
    ],
    ['/healthz', get('/healthz'), 200],
    ['a missing asset', get('/assets/nothing-here.js'), 404],
    ['a missing page (sent to the 404 page)', get('/no-such-page'), 302],
  ])('on %s ($2)', async (_name, text, status) => {
    const res = await raw(port, text);
    expect(res.status).toBe(status);
    expect(res.headers).toMatchObject(expected);
  });

  it('on a cached page answered 304', async () => {
    const first = await raw(port, get('/news'));
    expect(first.headers['x-cache']).toBeUndefined();
    const cached = await raw(port, get('/news'));
    expect(cached.headers.etag).toBeDefined();
    const notModified = await raw(port, get('/news', `If-None-Match: ${cached.headers.etag}\r\n`));
    expect(notModified.status).toBe(304);
    expect(notModified.headers).toMatchObject(expected);
  });

  it('answers another method on a page with JSON, as the API answers a wrong method', async () => {
    const res = await request(site.listener).put('/news').send({});
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD');
    expect(res.body).toEqual({ error_code: 'method_not_allowed', message: expect.any(String) });
  });
});

describe('security headers on the fallback page and on the app alone', () => {
  const dataDir = tempDir('headers-');
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
  const contentDb = openContentDb(dataDir);
  const leads = openLeadStore(dataDir);
  // Every render fails: the page service answers the static fallback page.
  const site = createSite({
    config,
    logger: pino({ level: 'silent' }),
    store: createContentStore(contentDb),
    leads,
    clientDir: CLIENT_DIR,
    renderer: () => Promise.reject(new Error('the render thread is gone')),
  });
  const expected = securityHeaders(config);
  afterAll(() => {
    contentDb.close();
    leads.close();
  });

  it('on the fallback page', async () => {
    const res = await request(site.listener).get('/news');
    expect(res.status).toBe(500);
    expect(res.text).toContain('页面暂时无法显示');
    expect(res.headers).toMatchObject(expected);
  });

  it("on the app's own check of the address, without the fast path in front", async () => {
    for (const target of ['/news/%ZZ', `/news/${'a'.repeat(10_000)}`, '/api/v1/articles/%ZZ/']) {
      const res = await request(site.app).get(target);
      expect([400, 414]).toContain(res.status);
      expect(res.headers).toMatchObject(expected);
    }
  });
});
