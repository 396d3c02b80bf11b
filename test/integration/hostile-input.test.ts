// What a scanner or an attacker sends is stopped at the door, the same in both modes: content-API
// requests reach the vendor (and the caches) only as their checked, declared parameters; tracking
// parameters do not make new page copies; malformed addresses are 4xx, never 5xx.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passThrough, startFakeUpstream, type FakeUpstream } from '../helpers/fake-upstream.ts';
import { startSite, type TestSite } from '../helpers/site.ts';

/** A raw GET, so the target reaches the server byte for byte (fetch would normalise it). */
function rawGet(
  base: string,
  target: string,
): Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: hostname, port, path: target, method: 'GET' }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
    });
    req.on('error', reject);
    req.end();
  });
}

const postJson = (base: string, path: string, body: string) =>
  fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });

describe('content API input, upstream mode: only checked requests reach the vendor', () => {
  let embedded: TestSite;
  let vendor: FakeUpstream;
  let site: TestSite;

  beforeAll(async () => {
    embedded = await startSite();
    vendor = await startFakeUpstream();
    vendor.answer((req) => passThrough(embedded.url, req));
    site = await startSite({ API_BASE_LOCAL: vendor.url, PAGE_CACHE_TTL_MS: '60000' });
  });
  afterAll(async () => {
    await site.close();
    await vendor.close();
    await embedded.close();
  });

  const vendorUrls = () => vendor.requests.map((r) => r.url);

  it('drops unknown parameters before the vendor and the cache: 40 junk variants are one vendor request', async () => {
    const before = vendor.requests.length;
    for (let i = 0; i < 40; i++) {
      const res = await fetch(`${site.url}/api/v1/articles/?category_id=4&size=7&junk=${i}&utm_source=x${i}`);
      expect(res.status).toBe(200);
    }
    const seen = vendorUrls().slice(before);
    expect(seen).toEqual(['/api/v1/articles/?category_id=4&size=7']);
  });

  it('writes numbers canonically, so 010 and 10 are the same request', async () => {
    const before = vendor.requests.length;
    await fetch(`${site.url}/api/v1/articles/?category_id=6&size=010`);
    await fetch(`${site.url}/api/v1/articles/?size=10&category_id=06`);
    expect(vendorUrls().slice(before)).toEqual(['/api/v1/articles/?category_id=6&size=10']);
  });

  it.each([
    ['/api/v1/articles/?size=999999', 400],
    ['/api/v1/articles/?page=0', 400],
    ['/api/v1/articles/?page=1&page=2', 400],
    ['/api/v1/articles/?category_id=99', 400],
    ['/api/v1/articles/../', 400],
    ['/api/v1/articles/%2e%2e/', 400],
    ['/api/v1/articles/1040abc/', 400],
    ['/api/v1/article_tags/..%2F..%2Fetc/', 400],
    ['/api/v1/article_tags/?index_group=AB', 400],
    ['/api/v1/site_pages/?route=//evil.example', 400],
    ['/api/client/article/..', 400],
    ['/api/v1/articles/%ZZ/', 400],
  ])('GET %s answers %i and never reaches the vendor', async (target, status) => {
    const before = vendor.requests.length;
    const res = await rawGet(site.url, target);
    expect(res.status).toBe(status);
    expect(JSON.parse(res.body)).toMatchObject({ message: expect.any(String) });
    expect(vendor.requests.length).toBe(before);
  });

  it.each([
    ['an operator', JSON.stringify({ where: { $or: [{ name: 'a' }, { name: 'b' }] } })],
    ['a regex', JSON.stringify({ where: { name: { $regex: '.*' } } })],
    ['a huge limit', JSON.stringify({ limit: 100000 })],
    ['an unknown field', JSON.stringify({ where: { lang: 'zh' }, $where: 'sleep(1000)' })],
    ['deep nesting', `${'{"where":'.repeat(2000)}{}${'}'.repeat(2000)}`],
  ])('a document query with %s is a 400 and never reaches the vendor', async (_name, body) => {
    const before = vendor.requests.length;
    const res = await postJson(site.url, '/api/v1/content/query/', body);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(vendor.requests.length).toBe(before);
    const ready = await (await fetch(`${site.url}/readyz`)).json();
    expect(ready.upstream[0].ok).toBe(true);
  });

  it('forwards a valid document query with only its known fields', async () => {
    const before = vendor.requests.length;
    const res = await postJson(
      site.url,
      '/api/v1/content/query/',
      JSON.stringify({ where: { name: 'privacy', lang: 'zh' }, limit: 1 }),
    );
    expect(res.status).toBe(200);
    const sent = vendor.requests.slice(before);
    expect(sent).toHaveLength(1);
    expect(JSON.parse(sent[0]!.body)).toEqual({ where: { name: 'privacy', lang: 'zh' }, limit: 1, skip: 0 });
  });
});

describe('the same checks in embedded mode', () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startSite({ PAGE_CACHE_TTL_MS: '60000' });
  });
  afterAll(() => site.close());

  it.each([
    '/api/v1/articles/?size=999999',
    '/api/v1/articles/../',
    '/api/v1/articles/?page=1&page=2',
    '/api/v1/articles/%ZZ/',
  ])('GET %s is a 400 with a message', async (target) => {
    const res = await rawGet(site.url, target);
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body).message).toEqual(expect.any(String));
  });

  it('answers junk parameters like the plain request', async () => {
    const plain = await (await fetch(`${site.url}/api/v1/articles/?category_id=4&size=3`)).json();
    const junk = await (await fetch(`${site.url}/api/v1/articles/?category_id=4&size=3&junk=1&bd_vid=abc`)).json();
    expect(junk).toEqual(plain);
  });
});

describe('pages: tracking parameters and malformed addresses', () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startSite({ PAGE_CACHE_TTL_MS: '60000' });
  });
  afterAll(() => site.close());

  it('serves an ad click from the cached page: tracking parameters are not part of the key', async () => {
    const first = await rawGet(site.url, '/cases?utm_source=baidu&bd_vid=abc123');
    expect(first.status).toBe(200);
    for (const q of [
      '?gclid=1',
      '?utm_campaign=x&utm_medium=cpc',
      '?bd_vid=zzz',
      '?from=timeline&spm=a.b',
      '?anything=else',
    ]) {
      const again = await rawGet(site.url, `/cases${q}`);
      expect(again.status).toBe(200);
      expect(again.headers['x-cache']).toBe('HIT');
      expect(again.body).toBe(first.body);
    }
  });

  it('keeps the parameters a route reads: /cases?page=2 is its own page, and the same as ?page=2&utm_source=x', async () => {
    const one = await rawGet(site.url, '/cases');
    const two = await rawGet(site.url, '/cases?page=2');
    expect(two.body).not.toBe(one.body);
    expect(two.body).toContain('href="http://localhost:3000/cases?page=2"');
    const tracked = await rawGet(site.url, '/cases?utm_source=x&page=2');
    expect(tracked.headers['x-cache']).toBe('HIT');
    expect(tracked.body).toBe(two.body);
  });

  it.each([
    ['/tags/index/%ZZ-1', 400],
    ['/news/%E0%A4%A', 400],
    ['/news/%C0%AF', 400],
    ['/news/%00', 400],
    ['/en/%ZZ', 400],
    [`/news/${'a'.repeat(9000)}`, 414],
  ])('GET %s answers %i with a page, not a stack trace', async (target, status) => {
    const res = await rawGet(site.url, target);
    expect(res.status).toBe(status);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).not.toMatch(/at .*\.ts:\d+/);
  });

  it('answers the English site in English', async () => {
    const res = await rawGet(site.url, '/en/%ZZ');
    expect(res.body).toContain('Bad request');
  });
});
