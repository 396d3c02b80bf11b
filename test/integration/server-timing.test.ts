// Server-Timing on page answers (the page service's, through the fast path): the loaders' and the
// render's milliseconds when the page was made for this request, and how the page cache answered.
// A cached page says only `cache;desc=hit` (its render was another request's), and the copy the
// cache keeps for other visitors carries no timing at all.
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { pageCacheKey } from '../../server/pages/page-cache.ts';
import { createContextResolver } from '../../server/request-context.ts';
import { buildSite } from '../helpers/site.ts';

const DESKTOP_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const site = buildSite();
afterAll(() => site.dispose());

const MADE = /^loaders;dur=\d+\.\d, render;dur=\d+\.\d, cache;desc=miss$/;

describe.each(['/news', '/cases'])('Server-Timing of %s', (path) => {
  const get = (target: string) =>
    request(site.listener).get(target).set('Host', 'localhost').set('User-Agent', DESKTOP_CHROME);

  it("tells a page made for the request its loaders, render and MISS; the cached page's next answers HIT alone", async () => {
    const made = await get(path);
    expect(made.status).toBe(200);
    expect(made.headers['server-timing']).toMatch(MADE);
    const [loaders, render] = [...made.headers['server-timing']!.matchAll(/dur=([\d.]+)/g)].map((m) => Number(m[1]));
    expect(loaders).toBeGreaterThan(0);
    expect(render).toBeGreaterThan(0);

    const hit = await get(path);
    expect(hit.headers['x-cache']).toBe('HIT');
    expect(hit.headers['server-timing']).toBe('cache;desc=hit');
    expect(hit.text).toBe(made.text);
    const notModified = await get(path).set('If-None-Match', hit.headers.etag!);
    expect(notModified.status).toBe(304);
    expect(notModified.headers['server-timing']).toBe('cache;desc=hit');

    const ctx = createContextResolver(site.config)({ host: 'localhost', path, userAgent: DESKTOP_CHROME });
    const kept = site.pageCache.lookup(pageCacheKey(ctx, path))!.page;
    expect(Object.keys(kept.headers).map((h) => h.toLowerCase())).not.toContain('server-timing');
  });
});

describe('Server-Timing on answers that are not kept', () => {
  const get = (target: string) =>
    request(site.listener).get(target).set('Host', 'localhost').set('User-Agent', DESKTOP_CHROME);

  it('tells a redirect its loaders and BYPASS (nothing rendered)', async () => {
    const res = await get('/no-such-page');
    expect(res.status).toBe(302);
    expect(res.headers['server-timing']).toMatch(/^loaders;dur=\d+\.\d, cache;desc=bypass$/);
  });

  it('tells a 404 its loaders, render and BYPASS, every time', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await get('/news/999999');
      expect(res.status).toBe(404);
      expect(res.headers['server-timing']).toMatch(/^loaders;dur=\d+\.\d, render;dur=\d+\.\d, cache;desc=bypass$/);
    }
  });

  it('tells a HEAD rendered for itself its timing and BYPASS', async () => {
    const res = await request(site.listener).head('/about').set('Host', 'localhost').set('User-Agent', DESKTOP_CHROME);
    expect(res.status).toBe(200);
    expect(res.headers['server-timing']).toMatch(/^loaders;dur=\d+\.\d, render;dur=\d+\.\d, cache;desc=bypass$/);
  });
});
