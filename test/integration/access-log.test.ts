// Every request leaves one access-log line, cached pages included, with the client's address as
// the trusted proxy gives it, the bytes sent, the time taken and how the page cache served it;
// and no line, the access log's or a request's own, carries personal data from a query.
import type { RequestListener } from 'node:http';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startSite, type TestSite } from '../helpers/site.ts';
import { withAccessLog } from '../../server/access-log.ts';

interface Line {
  log?: string;
  msg?: string;
  req?: { id: string; method: string; url: string };
  ip: string;
  method: string;
  url: string;
  status: number;
  bytes: number;
  ms: number;
  cache: string;
  ua?: string;
  ref?: string;
  host?: string;
  id?: string;
}

const lines: Line[] = [];
/** Everything the site logged, as written. */
let written = '';
const sink = new Writable({
  write(chunk: Buffer, _enc, done) {
    written += chunk.toString();
    for (const text of chunk.toString().split('\n')) if (text) lines.push(JSON.parse(text) as Line);
    done();
  },
});
let site: TestSite;
beforeAll(async () => {
  site = await startSite(
    { PAGE_CACHE_TTL_MS: '60000', TRUST_PROXY: 'loopback' },
    { logger: pino({ level: 'info' }, sink) },
  );
});
afterAll(() => site.close());

const access = () => lines.filter((l) => l.log === 'access');
async function lastFor(url: string): Promise<Line> {
  // The line is written when the answer has been sent, which can be after the client has it.
  await vi.waitFor(() => expect(access().map((l) => l.url)).toContain(url), { timeout: 10_000, interval: 10 });
  return access()
    .filter((l) => l.url === url)
    .at(-1)!;
}

describe('the access log', () => {
  it('logs a rendered page as MISS and the cached answer as HIT, each with address, bytes and time', async () => {
    const headers = {
      'user-agent': 'AccessLogTest/1.0',
      referer: 'https://www.baidu.com/s?wd=%E4%BD%8E%E4%BB%A3%E7%A0%81',
      'x-forwarded-for': '203.0.113.9',
    };
    await (await fetch(`${site.url}/cases`, { headers })).text();
    const miss = await lastFor('/cases');
    expect(miss).toMatchObject({
      ip: '203.0.113.9',
      method: 'GET',
      status: 200,
      cache: 'MISS',
      ua: 'AccessLogTest/1.0',
    });
    expect(miss.ref).toContain('baidu.com');
    expect(miss.bytes).toBeGreaterThan(5000);
    expect(miss.ms).toBeGreaterThan(0);
    const before = access().length;
    const body = await (
      await fetch(`${site.url}/cases`, { headers: { ...headers, 'accept-encoding': 'identity' } })
    ).text();
    const hit = await lastFor('/cases');
    expect(access().length).toBe(before + 1);
    expect(hit.cache).toBe('HIT');
    expect(hit.bytes).toBeGreaterThan(Buffer.byteLength(body));
  });

  it('gives a cached page the request id the proxy sent, in its log line and its answer, with the host', async () => {
    await (await fetch(`${site.url}/news`)).text();
    const res = await fetch(`${site.url}/news`, { headers: { 'x-request-id': 'nginx-4f2a9c' } });
    await res.text();
    const hit = await lastFor('/news');
    expect(hit.cache).toBe('HIT');
    expect(hit).toMatchObject({ id: 'nginx-4f2a9c', host: new URL(site.url).host });
    expect(res.headers.get('x-request-id')).toBe('nginx-4f2a9c');
    // Without one, the site makes one, and the page's answer says which.
    const own = await fetch(`${site.url}/news`);
    await own.text();
    const made = own.headers.get('x-request-id');
    expect(made).toMatch(/^[0-9a-f-]{36}$/);
    expect((await lastFor('/news')).id).toBe(made);
  });

  it('logs API answers and errors as BYPASS, and leaves health checks out', async () => {
    await (await fetch(`${site.url}/api/v1/articles/?size=2`)).text();
    await (await fetch(`${site.url}/api/v1/articles/?size=99999`)).text();
    await (await fetch(`${site.url}/healthz`)).text();
    const api = access().filter((l) => l.url.startsWith('/api/v1/articles/'));
    expect(api.map((l) => [l.status, l.cache])).toEqual([
      [200, 'BYPASS'],
      [400, 'BYPASS'],
    ]);
    expect(access().some((l) => l.url === '/healthz')).toBe(false);
  });

  it('takes the address from X-Forwarded-For only from a trusted proxy', async () => {
    // The test's requests come from loopback, which TRUST_PROXY=loopback trusts; a forged chain
    // still ends at the address the trusted hop reported.
    await (await fetch(`${site.url}/news`, { headers: { 'x-forwarded-for': '198.51.100.1, 203.0.113.50' } })).text();
    expect((await lastFor('/news')).ip).toBe('203.0.113.50');
  });
});

describe('personal data in a query', () => {
  // A lead form a browser sent as a GET, with the harmless parameters an ad click brings.
  const query =
    'client_name=%E5%BC%A0%E4%B8%89&corp_name=%E5%BE%B7%E6%B3%9B%E7%A7%91%E6%8A%80&phone=13800138000' +
    '&corp_email=zhang%40example.cn&demand=%E8%AF%95%E7%94%A8&website=&page=2&bd_vid=abc123';
  const personal = ['13800138000', 'zhang@example.cn', 'zhang%40example.cn', '%E5%BC%A0%E4%B8%89', '张三'];
  const R = '[redacted]';

  it('never reaches a log line: the access log and the lines of a request keep names and harmless values only', async () => {
    const from = lines.length;
    const headers = { referer: `${site.url}/product_mdm?${query}`, 'x-request-id': 'pii-page' };
    expect((await fetch(`${site.url}/product_mdm?${query}`, { headers })).status).toBe(200);
    // Through the app, whose error handler logs a line of the request's own (pino-http's req).
    const api = await fetch(`${site.url}/api/v1/articles/?size=99999&q=138%200013%208000&x=zhang%40example.cn`, {
      headers: { 'x-request-id': 'pii-api' },
    });
    expect(api.status).toBe(400);
    // Through the fast path, which logs an unreadable target with requestLog.
    const bad = await fetch(`${site.url}/%E4%ZZ?phone=13800138000&q=zhang@example.cn`, {
      headers: { 'x-request-id': 'pii-bad' },
    });
    expect(bad.status).toBe(400);

    const safe = `client_name=${R}&corp_name=${R}&phone=${R}&corp_email=${R}&demand=${R}&website=&page=2&bd_vid=abc123`;
    const page = await lastFor(`/product_mdm?${safe}`);
    expect(page).toMatchObject({ status: 200, id: 'pii-page', ref: `${site.url}/product_mdm?${safe}` });
    const apiLine = await lastFor(`/api/v1/articles/?size=99999&q=${R}&x=${R}`);
    expect(apiLine).toMatchObject({ status: 400, id: 'pii-api' });
    const badLine = await lastFor(`/%E4%ZZ?phone=${R}&q=${R}`);
    expect(badLine).toMatchObject({ status: 400, id: 'pii-bad' });
    // The requests' own lines (not the access log's) name the same redacted addresses.
    const own = lines.slice(from).filter((l) => l.log !== 'access' && l.req);
    expect(own.find((l) => l.req!.id === 'pii-api')?.req?.url).toBe(`/api/v1/articles/?size=99999&q=${R}&x=${R}`);
    expect(own.find((l) => l.req!.id === 'pii-bad')).toMatchObject({
      msg: expect.stringMatching(/^request rejected/),
      req: { url: `/%E4%ZZ?phone=${R}&q=${R}` },
    });
    for (const text of personal) expect(written, text).not.toContain(text);
  });
});

describe('below info', () => {
  it('adds nothing to the request path: the listener is the site itself', () => {
    const listener: RequestListener = (_req, res) => res.end();
    expect(withAccessLog(listener, { logger: pino({ level: 'warn' }, sink), trustProxy: 'false' })).toBe(listener);
    expect(withAccessLog(listener, { logger: pino({ level: 'info' }, sink), trustProxy: 'false' })).not.toBe(listener);
  });
});
