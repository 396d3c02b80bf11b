// POST /_revalidate in one process: off without a token, refused without the right one (and
// rate-limited after repeated failures), strict about its body, and, when accepted, the next
// request renders the page from the vendor's new content instead of the cached copy.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAILURE_LIMIT } from '../../server/revalidate/revalidate-route.ts';
import { buildSite, startSiteOverEmbedded, type TestSite } from '../helpers/site.ts';

const TOKEN = 'revalidate-token-0123456789abcdef0123456789';
const NEW_TITLE = '修订后的标题 Revalidated';

let counter = 0;
/** A fresh client address per call, so each test has its own failure allowance. */
const address = () => `203.0.113.${++counter}`;

describe('POST /_revalidate without REVALIDATE_TOKEN', () => {
  it('does not exist', async () => {
    const site = buildSite();
    try {
      const res = await request(site.listener)
        .post('/_revalidate')
        .set('Authorization', `Bearer ${TOKEN}`)
        .send({ all: true });
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ error_code: 'not_found' });
      expect((await request(site.listener).get('/_revalidate')).status).toBe(404);
    } finally {
      site.dispose();
    }
  });
});

describe('POST /_revalidate', () => {
  let site: ReturnType<typeof buildSite>;
  beforeAll(() => {
    site = buildSite({ REVALIDATE_TOKEN: TOKEN });
  });
  afterAll(() => site.dispose());
  const post = (from = address()) => request(site.listener).post('/_revalidate').set('X-Forwarded-For', from);

  it.each([
    ['no Authorization header', undefined],
    ['a wrong token', `Bearer ${TOKEN.replace('0', '1')}`],
    ['a prefix of the token', `Bearer ${TOKEN.slice(0, -1)}`],
    ['another scheme', `Basic ${TOKEN}`],
  ])('answers 401 with a JSON message to %s', async (_name, authorization) => {
    const req = post();
    if (authorization) req.set('Authorization', authorization);
    const res = await req.send({ all: true });
    expect(res.status).toBe(401);
    expect(res.headers['www-authenticate']).toBe('Bearer realm="revalidate"');
    expect(res.body).toEqual({ error_code: 'unauthorized', message: expect.stringContaining('Authorization: Bearer') });
  });

  it('refuses an address after repeated failures, even with the right token, and not the others', async () => {
    const from = address();
    for (let i = 0; i < FAILURE_LIMIT.limit; i++)
      expect((await post(from).set('Authorization', 'Bearer wrong').send({ all: true })).status).toBe(401);
    const limited = await post(from).set('Authorization', `Bearer ${TOKEN}`).send({ all: true });
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ error_code: 'too_many_requests' });
    expect((await post().set('Authorization', `Bearer ${TOKEN}`).send({ all: true })).status).toBe(202);
  });

  it('never counts accepted calls against the allowance', async () => {
    const from = address();
    for (let i = 0; i < FAILURE_LIMIT.limit + 5; i++) {
      expect(
        (
          await post(from)
            .set('Authorization', `Bearer ${TOKEN}`)
            .send({ paths: ['/news'] })
        ).status,
      ).toBe(202);
    }
  });

  it.each([
    ['invalid JSON', '{"paths": [', 'The body is not valid JSON'],
    ['a path with a host', { paths: ['https://evil.example.com/news'] }, 'paths.0: must be a path of this site'],
    [
      'too many paths',
      { paths: Array.from({ length: 201 }, (_, i) => `/news/${i}`) },
      'paths: must hold at most 200 items',
    ],
    ['an unknown field', { paths: ['/news'], tags: ['x'] }, 'body: Unrecognized key'],
    ['nothing to drop', {}, 'body: name paths, keys, or send { "all": true }'],
    ['all with paths', { all: true, paths: ['/news'] }, 'body: all: true drops everything'],
  ])('answers 400 with a message to %s', async (_name, body, message) => {
    const req = post().set('Authorization', `Bearer ${TOKEN}`).set('Content-Type', 'application/json');
    const res = await req.send(typeof body === 'string' ? body : JSON.stringify(body));
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
  });

  it('takes JSON only, and POST only', async () => {
    const form = await post().set('Authorization', `Bearer ${TOKEN}`).type('form').send('all=true');
    expect(form.status).toBe(415);
    const get = await request(site.listener).get('/_revalidate').set('Authorization', `Bearer ${TOKEN}`);
    expect(get.status).toBe(405);
    expect(get.headers.allow).toBe('POST');
  });
});

describe('an accepted revalidation', () => {
  let upstream: TestSite;
  let title: string | undefined;
  // An article the vendor publishes during the test: it joins the full news list.
  let published: number | undefined;
  beforeAll(async () => {
    // Cached for far longer than the test: only a revalidation can bring the new title.
    const env = { REVALIDATE_TOKEN: TOKEN, UPSTREAM_CACHE_TTL_MS: '600000', PAGE_CACHE_TTL_MS: '600000' };
    upstream = await startSiteOverEmbedded(env, (req, answer) => {
      if (typeof answer !== 'object' || !('json' in answer)) return answer;
      if (title && req.url.startsWith('/api/v1/articles/1040/')) {
        return { ...answer, json: { ...(answer.json as object), title } };
      }
      const url = new URL(req.url, 'http://vendor');
      if (published && url.pathname === '/api/v1/articles/' && url.searchParams.get('size') === '999') {
        const page = answer.json as { count: number; results: { id: number; url: string; category: number }[] };
        const first = page.results[0];
        if (first?.category === 4) {
          const fresh = {
            ...first,
            id: published,
            url: `/news/${published}`,
            published_at: '2026-11-25T09:00:00+08:00',
          };
          return { ...answer, json: { ...page, count: page.count + 1, results: [fresh, ...page.results] } };
        }
      }
      return answer;
    });
  });
  afterAll(() => upstream.close());
  const get = (path: string, ua = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0.0.0') =>
    request(upstream.listener).get(path).set('Host', 'localhost').set('User-Agent', ua);
  const revalidate = (body: object) =>
    request(upstream.listener).post('/_revalidate').set('Authorization', `Bearer ${TOKEN}`).send(body);
  const IPHONE =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1';

  it('drops every cached variant of a path and the content it was made from', async () => {
    title = undefined;
    for (const [path, ua] of [
      ['/news/1040', undefined],
      ['/news/1040?utm_source=x', undefined],
      ['/news/1040', IPHONE],
    ] as const) {
      await get(path, ua);
      expect((await get(path, ua)).headers['x-cache']).toBe('HIT');
    }
    title = NEW_TITLE;
    const cached = await get('/news/1040');
    expect(cached.headers['x-cache']).toBe('HIT');
    expect(cached.text).not.toContain(NEW_TITLE);

    const res = await revalidate({ paths: ['/news/1040'] });
    expect(res.status).toBe(202);
    // Desktop and phone: two pages (the tracking parameter is not part of the address).
    expect(res.body.dropped.pages).toBe(2);
    expect(res.body.dropped.content).toBeGreaterThan(0);
    for (const ua of [undefined, IPHONE]) {
      const fresh = await get('/news/1040', ua);
      expect(fresh.headers['x-cache']).toBeUndefined();
      expect(fresh.text).toContain(NEW_TITLE);
    }
  });

  it('drops the pages that used a content key, and the answers it names', async () => {
    title = undefined;
    await revalidate({ all: true });
    await get('/news/1040');
    expect((await get('/news/1040')).headers['x-cache']).toBe('HIT');
    title = `${NEW_TITLE} 2`;
    const res = await revalidate({ keys: ['api GET /api/v1/articles/1040/'] });
    expect(res.body).toEqual({ dropped: { pages: 1, content: 1 }, id: expect.any(String) });
    expect((await get('/news/1040')).text).toContain(`${NEW_TITLE} 2`);
  });

  it('drops everything for { all: true }', async () => {
    await get('/news');
    await get('/en/about');
    const res = await revalidate({ all: true });
    expect(res.status).toBe(202);
    expect(res.body.dropped.pages).toBeGreaterThanOrEqual(3);
    expect(res.body.dropped.content).toBeGreaterThan(3);
    expect(upstream.pageCache.size).toBe(0);
  });

  it('lists a newly published article in the sitemap once its path is revalidated', async () => {
    published = undefined;
    await revalidate({ all: true });
    const sitemap = async () => (await get('/sitemap.xml')).text;
    expect(await sitemap()).toMatch(/<loc>[^<]*\/news\/1040<\/loc>/);
    published = 1999;
    // Kept for ten minutes, built from list answers kept for ten more: not there yet.
    expect(await sitemap()).not.toMatch(/<loc>[^<]*\/news\/1999<\/loc>/);
    const res = await revalidate({ paths: ['/news/1999', '/news'] });
    expect(res.status).toBe(202);
    expect(await sitemap()).toMatch(/<loc>[^<]*\/news\/1999<\/loc><lastmod>2026-11-25<\/lastmod>/);
    published = undefined;
  });
});
