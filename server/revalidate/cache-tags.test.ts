import { describe, expect, it } from 'vitest';
import { edgeAddress, pageCacheTag, purgeTags, SITE_TAG, tagOf } from './cache-tags.ts';

describe('cache tags', () => {
  it('are the content path without its query and outer slashes, in characters every CDN takes', () => {
    expect(tagOf('api GET /api/v1/articles/1040/?lang=en&page=2')).toBe('api/v1/articles/1040');
    expect(tagOf('api GET /api/v1/articles/1040/')).toBe('api/v1/articles/1040');
    expect(tagOf('api GET /ds_projects/jiayi/config/menus.json')).toBe('ds_projects/jiayi/config/menus.json');
    // Percent-encoded slugs stay as they are; anything else a CDN may refuse is encoded.
    expect(tagOf('api GET /api/v1/article_tags/%E4%BA%BA/')).toBe('api/v1/article_tags/%E4%BA%BA');
    expect(tagOf("api GET /api/v1/x,y:z*'/")).toBe('api/v1/x%2Cy%3Az%2a%27');
    const long = tagOf(`api GET /api/v1/article_tags/${'%E4%BA%BA'.repeat(20)}/`);
    expect(long).toMatch(/^h\/[0-9a-f]{32}$/);
    expect(tagOf(`api GET /api/v1/article_tags/${'%E4%BA%BA'.repeat(20)}/?page=3`)).toBe(long);
  });

  it('make a bounded header: the site tag and one per content path, grouped when there are too many', () => {
    expect(
      pageCacheTag([
        'api GET /api/v1/articles/?page=1',
        'api GET /api/v1/articles/?page=2',
        'api GET /api/v1/articles/7/',
      ]),
    ).toBe(`${SITE_TAG},api/v1/articles,api/v1/articles/7`);
    const many = Array.from({ length: 200 }, (_, i) => `api GET /api/v1/articles/${1000 + i}/`);
    const grouped = pageCacheTag([...many, 'api GET /ds_projects/jiayi/config/menus.json']);
    expect(grouped).toBe(`${SITE_TAG},api/v1/articles/~,ds_projects/jiayi/config/menus.json`);
    const collections = Array.from({ length: 300 }, (_, i) => `api GET /x${i}/`);
    const overflow = pageCacheTag(collections);
    expect(overflow).toBe(`${SITE_TAG},defan-site/~`);
    for (const header of [grouped, overflow]) expect(header.length).toBeLessThanOrEqual(1024);
  });

  it('to purge for a revalidation: each key’s tag and group, and the overflow tag; the site tag for all', () => {
    expect(purgeTags({ paths: [], keys: ['api GET /api/v1/articles/1040/'] })).toEqual([
      'api/v1/articles/1040',
      'api/v1/articles/~',
      'defan-site/~',
    ]);
    expect(purgeTags({ paths: ['/news'], keys: [] })).toEqual([]);
    expect(purgeTags({ all: true })).toEqual([SITE_TAG]);
  });
});

describe('edge addresses', () => {
  it('are the path as sent with only the page and size parameters nginx keys on', () => {
    expect(edgeAddress('/news/1040')).toBe('/news/1040');
    expect(edgeAddress('/news?bd_vid=123&page=2&utm_source=x')).toBe('/news?page=2');
    expect(edgeAddress('/tags/index/a?size=40&page=02')).toBe('/tags/index/a?page=02&size=40');
    expect(edgeAddress('/news?PAGE=3&page=4')).toBe('/news?PAGE=3');
    expect(edgeAddress('/news?page=&x=1')).toBe('/news');
    expect(edgeAddress('/%E6%96%B0?')).toBe('/%E6%96%B0');
  });
});
