// Error answers choose HTML or JSON by what the client accepts (server/http-errors.ts, errorKind),
// the same whether the fast path answers or the app behind it: a browser gets a small page in the
// address's language wherever its error happens, a script JSON; a client that takes both alike
// gets the request's own kind (a page request HTML, anything else JSON). Through the site's
// listener, as visitors come.
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { createContentStore } from '../../server/content-store/content-store.ts';
import { openContentDb } from '../../server/content-store/db.ts';
import { securityHeaders } from '../../server/pages/page-headers.ts';
import { buildSite, tempDir } from '../helpers/site.ts';

/** What Chromium sends when it navigates. */
const BROWSER = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';
/** What fetch() sends unless told otherwise. */
const FETCH = '*/*';

// The content API's customer comments fail in the store, so the app has a 5xx to answer.
const brokenDb = openContentDb(tempDir('error-answers-'));
const realStore = createContentStore(brokenDb);
const store = {
  ...realStore,
  handle: (req: Parameters<typeof realStore.handle>[0]) => {
    if (req.path.startsWith('/api/v1/client_comments/')) throw new Error('the comments table is gone');
    return realStore.handle(req);
  },
};
const site = buildSite({}, { deps: { store } });
afterAll(() => {
  site.dispose();
  brokenDb.close();
});
const security = securityHeaders(site.config);

describe('error answers', () => {
  const send = (method: 'get' | 'post' | 'head', target: string, accept?: string) => {
    const req = request(site.listener)[method](target).set('Host', 'localhost');
    return accept === undefined ? req : req.set('Accept', accept);
  };

  it.each([
    ['a browser', 'html', BROWSER],
    ['fetch()', 'html', FETCH],
    ['a client that names no type', 'html', undefined],
    ['a client that asks for JSON', 'json', 'application/json'],
    ['a client that prefers JSON', 'json', 'text/html;q=0.5, application/json'],
  ] as const)('answers a malformed page address to %s as %s', async (_who, kind, accept) => {
    const res = await send('get', '/news/%ZZ', accept);
    expect(res.status).toBe(400);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers).toMatchObject(security);
    if (kind === 'html') {
      expect(res.type).toBe('text/html');
      expect(res.text).toContain('<h1>请求无效</h1>');
      expect(res.text).toContain('<meta name="robots" content="noindex">');
    } else {
      expect(res.type).toBe('application/json');
      expect(res.body).toEqual({ error_code: 'bad_request', message: 'The address has a malformed escape' });
    }
  });

  it.each([
    ['a browser', 'html', BROWSER],
    ['fetch()', 'json', FETCH],
    ['a client that names no type', 'json', undefined],
    ['a client that names HTML alone', 'html', 'text/html'],
    ['a client that takes neither', 'json', 'image/png'],
  ] as const)('answers a malformed API address to %s as %s', async (_who, kind, accept) => {
    const res = await send('get', '/api/v1/articles/%ZZ/', accept);
    expect(res.status).toBe(400);
    expect(res.type).toBe(kind === 'html' ? 'text/html' : 'application/json');
  });

  it('answers an address this configuration leaves out (no staff inbox) 404: a page to a browser, JSON to a script', async () => {
    const page = await send('get', '/admin', BROWSER);
    expect(page.status).toBe(404);
    expect(page.type).toBe('text/html');
    expect(page.text).toContain('<h1>页面不存在</h1>');
    expect(page.text).toContain('<a href="/">返回首页</a>');
    expect(page.headers).toMatchObject(security);
    const json = await send('get', '/admin', FETCH);
    expect(json.status).toBe(404);
    expect(json.body).toEqual({ error_code: 'not_found', message: 'Not found' });
  });

  it.each([
    ['/media/foo', 'the demo art'],
    ['/media/covers/x/y.svg', 'the demo art'],
    ['/api/v2/articles/', 'the content API'],
    ['/Brand', 'the brand files'],
    ['/brand/a/b', 'the brand files'],
  ])('answers %s, under %s but taken by no route, 404 and never as a page', async (target) => {
    const page = await send('get', target, BROWSER);
    expect(page.status).toBe(404);
    expect(page.type).toBe('text/html');
    expect(page.text).toContain('<h1>页面不存在</h1>');
    expect(page.text).not.toContain('id="site-data"');
    const json = await send('get', target);
    expect(json.status).toBe(404);
    expect(json.body).toMatchObject({ error_code: 'not_found' });
  });

  it('answers another method on a page 405 with Allow: a page to a browser, JSON to a script', async () => {
    const page = await request(site.listener).put('/en/about').set('Host', 'localhost').set('Accept', BROWSER);
    expect(page.status).toBe(405);
    expect(page.headers.allow).toBe('GET, HEAD');
    expect(page.type).toBe('text/html');
    // In the address's language.
    expect(page.text).toContain('<html lang="en">');
    expect(page.text).toContain('<h1>The request could not be processed</h1>');
    const json = await request(site.listener).delete('/en/about').set('Host', 'localhost').set('Accept', FETCH);
    expect(json.status).toBe(405);
    expect(json.headers.allow).toBe('GET, HEAD');
    expect(json.body).toMatchObject({ error_code: 'method_not_allowed' });
  });

  it('answers a POST to a page that is no form of ours: the form page to a browser, JSON to a script', async () => {
    // A POST to a page's address is its lead form (server/leads/form-post.ts); this one is no form.
    const page = await send('post', '/en/about', BROWSER);
    expect(page.status).toBe(415);
    expect(page.type).toBe('text/html');
    expect(page.text).toContain('<html lang="en">');
    expect(page.text).toContain('<h1>Your form was not sent</h1>');
    expect(page.text).toContain('href="/en/about"');
    const json = await send('post', '/en/about');
    expect(json.status).toBe(415);
    expect(json.body).toMatchObject({ error_code: 'unsupported_media_type' });
  });

  it('answers a failure of ours 500: the fallback page to a browser, JSON without a stack to a script', async () => {
    const page = await send('get', '/api/v1/client_comments/', BROWSER);
    expect(page.status).toBe(500);
    expect(page.type).toBe('text/html');
    expect(page.text).toContain('页面暂时无法显示');
    expect(page.headers['cache-control']).toBe('no-store');
    const json = await send('get', '/api/v1/client_comments/', FETCH);
    expect(json.status).toBe(500);
    expect(json.body).toEqual({ error_code: 'internal_error', message: 'Internal server error' });
    expect(json.text).not.toContain('comments table');
  });

  it('sends no body with a HEAD', async () => {
    const res = await send('head', '/news/%ZZ', BROWSER);
    expect(res.status).toBe(400);
    expect(Number(res.headers['content-length'])).toBeGreaterThan(0);
    expect(res.text ?? '').toBe('');
  });
});
