// Every request leaves one access-log line, cached pages included, with the client's address as
// the trusted proxy gives it, the bytes sent, the time taken and how the page cache served it.
import type { RequestListener } from 'node:http';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSite, type TestSite } from '../helpers/site.ts';
import { withAccessLog } from '../../server/access-log.ts';

interface Line {
  log?: string;
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
const sink = new Writable({
  write(chunk: Buffer, _enc, done) {
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
  for (let i = 0; i < 50 && !access().some((l) => l.url === url); i++) await new Promise((r) => setTimeout(r, 10));
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

describe('below info', () => {
  it('adds nothing to the request path: the listener is the site itself', () => {
    const listener: RequestListener = (_req, res) => res.end();
    expect(withAccessLog(listener, { logger: pino({ level: 'warn' }, sink), trustProxy: 'false' })).toBe(listener);
    expect(withAccessLog(listener, { logger: pino({ level: 'info' }, sink), trustProxy: 'false' })).not.toBe(listener);
  });
});
