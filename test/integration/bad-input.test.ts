// Malformed, oversized and hostile input gets a 4xx JSON answer with a message: never a 5xx,
// never a crash.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { buildSite } from '../helpers/site.ts';

let site: ReturnType<typeof buildSite>;
beforeAll(() => {
  site = buildSite();
});
afterAll(() => site.dispose());

const get = (path: string) => request(site.listener).get(path).set('Host', 'localhost');

describe('bad query input', () => {
  it.each([
    ['/api/v1/articles/abc/', 400, /id/],
    ['/api/v1/articles/-5/', 400, /id/],
    ['/api/v1/articles/1.5/', 400, /id/],
    ['/api/v1/articles/99999999999999/', 400, /id/],
    ['/api/v1/articles/?page=-1', 400, /page/],
    ['/api/v1/articles/?page=abc', 400, /page/],
    ['/api/v1/articles/?size=100000', 400, /size/],
    ['/api/v1/articles/?size=0', 400, /size/],
    ['/api/v1/articles/?category_id=99', 400, /category_id/],
    ['/api/v1/articles/?category_id=news', 400, /category_id/],
    ['/api/v1/articles/?site=evil', 400, /site/],
    ['/api/v1/articles/?page=1&page=2', 400, /page/],
    [`/api/v1/articles/?tag=${'a'.repeat(5000)}`, 400, /tag/],
    ['/api/v1/articles/1001/?category=abc', 400, /category/],
    ['/api/v1/article_tags/..%2F..%2Fetc%2Fpasswd/', 400, /slug/],
    ['/api/v1/article_tags/%3Cscript%3E/', 400, /slug/],
    ['/api/v1/article_tags/?index_group=AB', 400, /index_group/],
    ['/api/v1/article_tags/?index_group=1', 400, /index_group/],
    ['/api/v1/article_tags/?size=361', 400, /size/],
    ['/api/v1/site_pages/', 400, /route/],
    ['/api/v1/site_pages/?route=../../etc', 400, /route/],
    ['/api/v1/site_pages/?route=/x&site=other', 400, /site/],
    ['/api/client/article/abc', 400, /id/],
    ['/api/client/article?category=../x', 400, /category/],
    ['/api/v1/no_such_thing/', 404, /No such API path/],
    ['/api/v1/article_tags/no-such-tag/', 404, /标签不存在/],
    ['/api/v1/articles/424242/', 404, /文章不存在/],
    ['/media/logo/0.svg', 404, /No such image/],
    ['/media/logo/115.svg', 404, /No such image/],
    ['/media/cover/..%2F..%2Fpackage.json', 404, /No such image/],
    ['/media/unknown/1.svg', 404, /No such image/],
  ])('GET %s answers %i with a message', async (path, status, message) => {
    const res = await get(path);
    expect(res.status).toBe(status);
    expect(res.type).toBe('application/json');
    expect(res.body.message).toMatch(message);
  });

  it('answers a wrong method with 405', async () => {
    const res = await request(site.listener).delete('/api/v1/articles/').set('Host', 'localhost');
    expect(res.status).toBe(405);
    expect(res.body.message).toMatch(/DELETE/);
  });
});

describe('bad bodies', () => {
  const post = (path: string) => request(site.listener).post(path).set('Host', 'localhost');

  it('rejects malformed JSON with 400', async () => {
    const res = await post('/api/v1/client_demands/').set('Content-Type', 'application/json').send('{"client_name": ');
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/not valid JSON/);
  });

  it('rejects a body that is not JSON with 415', async () => {
    const res = await post('/api/v1/client_demands/').set('Content-Type', 'text/plain').send('client_name=x');
    expect(res.status).toBe(415);
    const form = await post('/api/v1/client_demands/').type('form').send({ client_name: 'x' });
    expect(form.status).toBe(415);
  });

  it('rejects an oversized body with 413', async () => {
    const res = await post('/api/v1/client_demands/').send({ demand: 'x'.repeat(40_000) });
    expect(res.status).toBe(413);
    expect(res.body.message).toMatch(/too large/);
  });

  it('rejects JSON that is not an object, and fields that are not text', async () => {
    expect((await post('/api/v1/client_demands/').send([1, 2])).status).toBe(400);
    const res = await post('/api/v1/client_demands/').send({ client_name: { $gt: '' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/client_name/);
  });

  it('rejects 10 000-character fields with the field named', async () => {
    const res = await post('/api/v1/client_demands/').send({
      client_name: 'x'.repeat(10_000),
      corp_name: '瑞程',
      phone: '13800000000',
      demand: '了解产品',
    });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('client_name');
    // 10 000 Chinese characters are 30 KB of UTF-8: over the body limit before any field check.
    const cjk = await post('/api/v1/client_demands/').send({ demand: '需'.repeat(10_000) });
    expect(cjk.status).toBe(413);
  });

  it('rejects bad document queries', async () => {
    expect((await post('/api/v1/content/query/').send({ where: { name: '../../etc/passwd' } })).status).toBe(400);
    expect((await post('/api/v1/content/query/').send({ where: { $where: 'sleep(1)' } })).status).toBe(400);
    expect((await post('/api/v1/content/query/').send({ limit: 100000 })).status).toBe(400);
    expect((await post('/api/v1/content/query/').send({ only: ['password'] })).status).toBe(400);
  });

  it('rejects bad conversion uploads, naming the field', async () => {
    const upload = (body: object) =>
      post('/ocpcapi/api/uploadConvertData').set('X-Forwarded-For', '203.0.113.77').send(body);
    const cases: [object, RegExp][] = [
      [{}, /^conversionTypes: /],
      [{ conversionTypes: [{ logidUrl: 'javascript:alert(1)', newType: 3 }] }, /^conversionTypes\.0\.logidUrl: /],
      [
        { conversionTypes: [{ logidUrl: 'https://www.definesys.cn/?bd_vid=a', newType: 3, extra: 1 }] },
        /^conversionTypes\.0: .*extra/,
      ],
      [{ ticket: 42, conversionTypes: [{ logidUrl: 'https://www.definesys.cn/?bd_vid=a', newType: 3 }] }, /^ticket: /],
    ];
    for (const [body, message] of cases) {
      const res = await upload(body);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(message);
    }
  });
});
