// The vendor API misbehaving, played by a real local HTTP server: failures, hangs, error bodies,
// malformed answers. GETs are retried then fail clearly; POSTs are never retried blindly; the
// cache keeps serving the last good answer while the vendor is down.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import request from 'supertest';
import { createApi } from '../../shared/api/client.ts';
import { ApiError } from '../../shared/api/errors.ts';
import { createCachingTransport } from '../../server/content/caching-transport.ts';
import { createGotTransport } from '../../server/content/got-transport.ts';
import { startFakeUpstream, type FakeUpstream } from '../helpers/fake-upstream.ts';
import { buildSite } from '../helpers/site.ts';

/** Lets a cached answer of `ttlMs` expire: time passing is what these tests are about (the cache
 *  keeps no clock of its own to move), not a wait for work to finish. */
const letExpire = (ttlMs: number) => new Promise((r) => setTimeout(r, ttlMs + 20));

const TAG_PAGE = { count: 1, results: [{ name: '低代码', slug: 'didaima' }] };

let fake: FakeUpstream;
beforeAll(async () => {
  fake = await startFakeUpstream();
});
afterAll(async () => {
  await fake.close();
});
afterEach(() => {
  fake.requests.length = 0;
});

const transport = (timeoutMs = 2000) =>
  createGotTransport({
    apiBase: fake.url,
    ocpcUrl: `${fake.url}/ocpc/upload`,
    timeoutMs,
    retryBaseMs: 5,
  });

async function failure(p: Promise<unknown>): Promise<ApiError> {
  const e = await p.then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(ApiError);
  return e as ApiError;
}

describe('the upstream client', () => {
  it('retries a GET three times on 503 and succeeds when the vendor recovers', async () => {
    fake.answer((_r, n) => (n <= 3 ? { status: 503 } : { status: 200, json: TAG_PAGE }));
    const api = createApi(transport());
    await expect(api.listTagsByIndex('D')).resolves.toEqual(TAG_PAGE);
    expect(fake.requests).toHaveLength(4);
    expect(fake.requests[0]!.url).toBe('/api/v1/article_tags/?index_group=D&page=1&size=90');
  });

  it('gives up after three retries with the status, so the page can send the visitor to /sorry', async () => {
    fake.answer(() => ({ status: 500, json: { detail: 'boom' } }));
    const e = await failure(createApi(transport()).listTagsByIndex('D'));
    expect(e.status).toBe(500);
    expect(fake.requests).toHaveLength(4);
  });

  it('does not retry a 400 and surfaces it as 400', async () => {
    fake.answer(() => ({ status: 400, json: { message: 'bad page' } }));
    const e = await failure(createApi(transport()).listTagsByIndex('D'));
    expect(e.status).toBe(400);
    expect(fake.requests).toHaveLength(1);
  });

  it('times out on a hanging vendor, retrying, then fails with a timeout', async () => {
    fake.answer(() => 'hang');
    const e = await failure(createApi(transport(150)).listTagsByIndex('D'));
    expect(e).toMatchObject({ status: 504, code: 'timeout' });
    expect(fake.requests).toHaveLength(4);
  });

  it('rejects a body carrying error_code with its code and message, without retrying', async () => {
    fake.answer(() => ({ status: 200, json: { error_code: 40013, error_message: 'site 不存在' } }));
    const e = await failure(createApi(transport()).listTagsByIndex('D'));
    expect(e).toMatchObject({ code: '40013', message: 'site 不存在' });
    expect(fake.requests).toHaveLength(1);
    fake.answer(() => ({ status: 404, json: { error: 'not_found', message: '文章不存在' } }));
    const e2 = await failure(createApi(transport()).getArticle(1));
    expect(e2).toMatchObject({ status: 404, code: 'not_found', message: '文章不存在' });
  });

  it('rejects an answer that breaks the contract instead of rendering it', async () => {
    fake.answer(() => ({ status: 200, json: { count: 'many', results: null } }));
    expect(await failure(createApi(transport()).listTagsByIndex('D'))).toMatchObject({
      status: 502,
      code: 'bad_response',
    });
    fake.answer(() => ({ status: 200, text: '<html>gateway</html>' }));
    expect(await failure(createApi(transport()).listTagsByIndex('D'))).toMatchObject({
      status: 502,
      code: 'bad_response',
    });
  });

  it('never retries a POST', async () => {
    fake.answer(() => ({ status: 503 }));
    const api = createApi(transport());
    const lead = { client_name: '李明', phone: '13800000000', corp_name: '瑞程', corp_email: '', demand: '咨询' };
    expect((await failure(api.submitClientDemand(lead))).status).toBe(503);
    expect(fake.requests).toHaveLength(1);
    fake.answer(() => 'hang');
    expect((await failure(createApi(transport(150)).submitClientDemand(lead))).code).toBe('timeout');
    expect(fake.requests).toHaveLength(2);
  });
});

describe('the upstream cache', () => {
  it('serves a cached answer while fresh, then stale while the vendor is down, and refreshes when it is back', async () => {
    fake.answer(() => ({ status: 200, json: TAG_PAGE }));
    const cached = createCachingTransport(transport(), { ttlMs: 40, maxBytes: 1 << 20 });
    const api = createApi(cached);
    await api.listTagsByIndex('D');
    await api.listTagsByIndex('D');
    expect(fake.requests).toHaveLength(1);

    fake.answer(() => ({ status: 503 }));
    await letExpire(40);
    await expect(api.listTagsByIndex('D')).resolves.toEqual(TAG_PAGE);
    // The background refresh fails on all its tries (one and three retries); the stale copy must
    // survive it.
    await vi.waitFor(() => expect(fake.requests).toHaveLength(5), { timeout: 10_000, interval: 10 });
    await expect(api.listTagsByIndex('D')).resolves.toEqual(TAG_PAGE);

    const fresh = { count: 2, results: [...TAG_PAGE.results, { name: '低代码平台', slug: 'didaimapingtai' }] };
    fake.answer(() => ({ status: 200, json: fresh }));
    await letExpire(40);
    await api.listTagsByIndex('D'); // stale answer, triggers the refresh
    await vi.waitFor(async () => expect(await api.listTagsByIndex('D')).toEqual(fresh), {
      timeout: 10_000,
      interval: 10,
    });
  });

  it('keeps handing out the same answer object while refreshes bring the same content, and a new one when it changes', async () => {
    fake.answer(() => ({ status: 200, json: TAG_PAGE }));
    // Counts the vendor's answers as they reach the cache.
    const vendor = transport();
    let answered = 0;
    const cached = createCachingTransport(
      async (req) => {
        const answer = await vendor(req);
        answered++;
        return answer;
      },
      { ttlMs: 30, maxBytes: 1 << 20 },
    );
    const get = () =>
      cached({ method: 'GET', path: '/api/v1/article_tags/', query: { index_group: 'E' }, shape: 'tagPage' });
    const first = await get();
    const refreshed = async () => {
      const before = answered;
      await letExpire(30);
      await get(); // stale: starts the refresh
      await vi.waitFor(() => expect(answered).toBe(before + 1), { timeout: 10_000, interval: 5 });
      return get();
    };
    expect(await refreshed()).toBe(first);
    expect(fake.requests.length).toBeGreaterThan(1);
    const changed = { count: 1, results: [{ name: '低代码平台', slug: 'didaimapingtai' }] };
    fake.answer(() => ({ status: 200, json: changed }));
    const after = await refreshed();
    expect(after).not.toBe(first);
    expect(after).toEqual(changed);
  });

  it('fails clearly when the vendor is down and nothing is cached', async () => {
    fake.answer(() => ({ status: 503 }));
    const api = createApi(createCachingTransport(transport(), { ttlMs: 1000, maxBytes: 1 << 20 }));
    expect((await failure(api.listTagsByIndex('Q'))).status).toBe(503);
  });
});

describe('the site in upstream mode', () => {
  it('proxies only the fixed API paths, keeps serving stale answers, and reports the outage on /readyz', async () => {
    const site = buildSite({ API_BASE_LOCAL: fake.url, UPSTREAM_CACHE_TTL_MS: '40', UPSTREAM_TIMEOUT_MS: '300' });
    try {
      fake.answer(() => ({ status: 200, json: TAG_PAGE }));
      const ok = await request(site.listener).get('/api/v1/article_tags/?index_group=D').set('Host', 'localhost');
      expect(ok.status).toBe(200);
      expect(ok.body).toEqual(TAG_PAGE);

      fake.answer(() => ({ status: 503 }));
      await letExpire(40);
      const stale = await request(site.listener).get('/api/v1/article_tags/?index_group=D').set('Host', 'localhost');
      expect(stale.body).toEqual(TAG_PAGE);
      // The background refresh it started fails on all its tries (one and three retries).
      await vi.waitFor(() => expect(fake.requests).toHaveLength(5), { timeout: 10_000, interval: 10 });

      const uncached = await request(site.listener).get('/api/v1/article_tags/?index_group=Q').set('Host', 'localhost');
      expect(uncached.status).toBe(503);
      expect(uncached.body.message).toMatch(/HTTP 503/);

      const ready = await request(site.listener).get('/readyz');
      expect(ready.status).toBe(200);
      expect(ready.body.upstream[0]).toMatchObject({ env: 'local', ok: false });

      const before = fake.requests.length;
      const other = await request(site.listener).get('/api/v1/users/').set('Host', 'localhost');
      expect(other.status).toBe(404);
      const traversal = await request(site.listener).get('/api/v1/../admin/').set('Host', 'localhost');
      expect(traversal.status).toBe(404);
      expect(fake.requests.length).toBe(before);
    } finally {
      site.dispose();
    }
  });

  it('adds the oCPC token on the server and never takes one from the browser', async () => {
    const site = buildSite({
      API_BASE_LOCAL: fake.url,
      OCPC_API_URL: `${fake.url}/ocpc/upload`,
      OCPC_TOKEN: 'token-from-server-config',
    });
    try {
      fake.answer(() => ({ status: 200, json: { header: { status: 0, desc: 'success' } } }));
      const post = (path: string, body: object) =>
        request(site.listener).post(path).set('Host', 'localhost').send(body);
      const lead = await post('/api/v1/client_demands/', {
        client_name: '周宁',
        phone: '13700000000',
        corp_name: '沪东电梯',
        corp_email: '',
        demand: '试用',
        bd_vid: 'x1',
      });
      expect(lead.status).toBe(201);
      expect(lead.body.adClick).toBe('converted');
      // An upload that brings a token of its own is refused before anything is sent.
      const forged = await post('/ocpcapi/api/uploadConvertData', {
        token: 'forged',
        conversionTypes: [{ logidUrl: 'https://www.definesys.cn/?bd_vid=x1', newType: 3 }],
      });
      expect(forged.status).toBe(400);
      expect(forged.body.message).toMatch(/token/);
      // The lead's conversion is sent on after the answer (the browser is not kept waiting on
      // Baidu), once, with the server's token.
      await vi.waitFor(() => expect(fake.requests).toHaveLength(1));
      expect(fake.requests[0]!.url).toBe('/ocpc/upload');
      const sent = JSON.parse(fake.requests[0]!.body) as {
        token: string;
        conversionTypes: { logidUrl: string; newType: number }[];
      };
      expect(sent.token).toBe('token-from-server-config');
      expect(sent.conversionTypes).toHaveLength(1);
      expect(sent.conversionTypes[0]!.newType).toBe(3);
      expect(new URL(sent.conversionTypes[0]!.logidUrl).searchParams.get('bd_vid')).toBe('x1');
    } finally {
      site.dispose();
    }
  });
});
