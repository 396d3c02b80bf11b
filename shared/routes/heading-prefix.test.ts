import { describe, expect, it } from 'vitest';
import { withHeadingPrefix } from './heading-prefix.ts';

describe('withHeadingPrefix', () => {
  it('puts the host wording in every string of a page detail, however deep', () => {
    const page = {
      meta_title: '{prefix}解决方案 - 得帆云',
      seo_h1: '得帆{prefix}解决方案',
      ext: {
        pageConfig: {
          p1: { titleParts: ['{prefix}', '解决方案'], highlight: 0 },
          p5: { title: '{prefix}客户案例', cases: [{ id: 1 }] },
        },
      },
    };
    expect(withHeadingPrefix(page, '企业微信')).toEqual({
      meta_title: '企业微信解决方案 - 得帆云',
      seo_h1: '得帆企业微信解决方案',
      ext: {
        pageConfig: {
          p1: { titleParts: ['企业微信', '解决方案'], highlight: 0 },
          p5: { title: '企业微信客户案例', cases: [{ id: 1 }] },
        },
      },
    });
    // The input is left as it was (content caches share their answers between requests).
    expect(page.seo_h1).toBe('得帆{prefix}解决方案');
  });

  it('returns the same objects where there is nothing to replace', () => {
    const page = { meta_title: '客户案例', ext: { pageConfig: { p1: { title: 'x' } }, list: [1, 'a'] } };
    expect(withHeadingPrefix(page, '私域流量')).toBe(page);
    const mixed = { a: { b: '{prefix}' }, c: { d: 'same' } };
    const out = withHeadingPrefix(mixed, '营销自动化');
    expect(out.a.b).toBe('营销自动化');
    expect(out.c).toBe(mixed.c);
  });

  it('leaves null, undefined and numbers alone', () => {
    expect(withHeadingPrefix(null, 'x')).toBeNull();
    expect(withHeadingPrefix(undefined, 'x')).toBeUndefined();
    expect(withHeadingPrefix(3, 'x')).toBe(3);
  });
});
