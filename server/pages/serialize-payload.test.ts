import { describe, expect, it } from 'vitest';
import type { Payload } from '../../shared/app/payload.ts';
import { serializePayload } from './serialize-payload.ts';

const site = {
  site: 'defan',
  hostType: 'general',
  headingPrefix: '',
  siteBase: 'https://www.definesys.cn',
} as Payload['site'];

function payload(loaderData: Record<string, unknown>): Payload {
  return {
    device: 'desktop',
    lang: 'zh',
    assets: { js: '/a.js', css: [] },
    site,
    seed: 7,
    routeId: 'home',
    loaderData,
    errors: null,
    location: { pathname: '/', search: '' },
  };
}

describe('serializePayload', () => {
  it('writes what JSON.stringify writes, skipping undefined members, with </script> and line separators escaped', () => {
    const answer = {
      title: '</script><script>alert(1)</script> & \u2028',
      list: [1, undefined, { at: new Date(0) }],
      nested: { deep: { deeper: true } },
    };
    const p = payload({ root: { config: answer, year: 2026, gone: undefined }, home: { page: null, news: [answer] } });
    const json = serializePayload(p);
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual(JSON.parse(JSON.stringify(p)));
    expect(json).toBe(
      JSON.stringify(p)
        .replace(/</g, '\\u003c')
        .replace(/>/g, '\\u003e')
        .replace(/&/g, '\\u0026')
        .replace(/\u2028/g, '\\u2028'),
    );
  });

  it('serializes a shared content answer once, and a new answer (a refreshed cache entry) anew', () => {
    const config = { hotline: '400-821-9696' };
    const first = serializePayload(payload({ root: { config } }));
    config.hotline = 'changed in place'; // never done to shared answers; shows the JSON was kept
    expect(serializePayload(payload({ root: { config } }))).toBe(first);
    expect(serializePayload(payload({ root: { config: { hotline: '400-000-0000' } } }))).toContain('400-000-0000');
  });
});
