import { describe, expect, it } from 'vitest';
import { atPath, MAX_ITEMS, parseRevalidation } from './revalidate-body.ts';

const problem = (body: unknown) => {
  const parsed = parseRevalidation(body);
  return parsed.ok ? undefined : parsed.message;
};

describe('the revalidation body', () => {
  it('takes paths and keys, without duplicates, and { all: true }', () => {
    expect(
      parseRevalidation({ paths: ['/news/1040', '/en/about', '/news/1040'], keys: ['api GET /api/v1/articles/1040/'] }),
    ).toEqual({
      ok: true,
      value: { paths: ['/news/1040', '/en/about'], keys: ['api GET /api/v1/articles/1040/'] },
    });
    expect(parseRevalidation({ keys: ['api GET /api/v1/articles/?site=defan&page=1'] })).toEqual({
      ok: true,
      value: { paths: [], keys: ['api GET /api/v1/articles/?site=defan&page=1'] },
    });
    expect(parseRevalidation({ all: true })).toEqual({ ok: true, value: { all: true } });
  });

  it('writes paths as the page cache keys them: percent-encoded, dot segments resolved', () => {
    expect(parseRevalidation({ paths: ['/tags/数据', '/news/./1040'] })).toMatchObject({
      value: { paths: ['/tags/%E6%95%B0%E6%8D%AE', '/news/1040'] },
    });
  });

  it.each([
    [{ paths: ['news/1040'] }, /^paths\.0: must be a path of this site/],
    [{ paths: ['https://www.definesys.cn/news/1040'] }, /^paths\.0: /],
    [{ paths: ['//evil.example.com/news'] }, /^paths\.0: /],
    [{ paths: ['/news?page=2'] }, /^paths\.0: .*no scheme, host, query/],
    [{ paths: ['/news#top'] }, /^paths\.0: /],
    [{ paths: ['/a b'] }, /^paths\.0: /],
    [{ paths: ['\\evil'] }, /^paths\.0: /],
    [{ paths: [`/${'x'.repeat(1024)}`] }, /^paths\.0: must be at most 1024 characters/],
    [{ paths: [7] }, /^paths\.0: /],
    [{ paths: '/news' }, /^paths: /],
    [{ paths: Array.from({ length: MAX_ITEMS + 1 }, (_, i) => `/news/${i}`) }, /^paths: must hold at most 200 items/],
    [{ keys: ['/api/v1/articles/'] }, /^keys\.0: must be a content key/],
    [{ keys: ['api POST /api/v1/client_demands/'] }, /^keys\.0: /],
    [{ keys: ['api GET /api/v1/articles/ x'] }, /^keys\.0: /],
    [{ keys: [`api GET /${'x'.repeat(2048)}`] }, /^keys\.0: must be at most 2048 characters/],
    [{ all: false }, /^all: must be true/],
    [{ all: true, paths: ['/news'] }, /^body: all: true drops everything/],
    [{}, /^body: name paths, keys, or send/],
    [{ paths: [], keys: [] }, /^body: name paths, keys/],
    [{ paths: ['/news'], extra: 1 }, /^body: Unrecognized key/],
    [[], /^body: /],
    ['/news', /^body: /],
    [null, /^body: /],
    [undefined, /^body: /],
  ])('refuses %j with a message naming what is wrong', (body, message) => {
    expect(problem(body)).toMatch(message);
  });
});

describe('atPath', () => {
  it.each([
    ['/news', '/news', true],
    ['/news?page=2&size=10', '/news', true],
    ['/news/1040', '/news', false],
    ['/newsletter', '/news', false],
    ['api GET /api/v1/articles/1040/?category=news', 'api GET /api/v1/articles/1040/', true],
    ['api GET /api/v1/articles/?page=2', 'api GET /api/v1/articles/?page=1', false],
  ])('finds %s at %s: %s (the path itself or with any query, nothing longer)', (text, path, expected) => {
    expect(atPath(text, path)).toBe(expected);
  });
});
