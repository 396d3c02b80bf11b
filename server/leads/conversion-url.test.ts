// The address a lead's conversion reports to Baidu: the page the lead came from when it is ours,
// else its path and query on the environment's site base, else that base's home page; always with
// exactly the lead's click.
import { describe, expect, it } from 'vitest';
import { createOwnUrlCheck } from '../request-context.ts';
import { conversionUrl } from './conversion-url.ts';

const siteBase = {
  local: 'http://localhost:3000',
  dev: 'https://dev.definesys.cn',
  pre: 'https://pre.definesys.cn',
  release: 'https://www.definesys.cn',
};
const isOwnUrl = createOwnUrlCheck({ siteBase });
const url = (pageUrl: string | undefined, base = siteBase.release) =>
  conversionUrl({ pageUrl, siteBase: base, bdVid: 'click_1-A', isOwnUrl });

describe('a conversion’s address', () => {
  it('is the page the lead was sent from, when it is one of ours, with the click added', () => {
    expect(url('https://www.definesys.cn/form?from=ad')).toBe('https://www.definesys.cn/form?from=ad&bd_vid=click_1-A');
    expect(url('https://wx.dev.definesys.cn/product_apaas')).toBe(
      'https://wx.dev.definesys.cn/product_apaas?bd_vid=click_1-A',
    );
    expect(url('http://localhost:3000/en/form', siteBase.local)).toBe('http://localhost:3000/en/form?bd_vid=click_1-A');
  });

  it('carries exactly the lead’s click, once, and no fragment', () => {
    expect(url('https://www.definesys.cn/form?bd_vid=old&bd_vid=older&x=1#top')).toBe(
      'https://www.definesys.cn/form?bd_vid=click_1-A&x=1',
    );
  });

  it('takes only the path and query of an address not ours, on the request’s site base', () => {
    expect(url('https://evil.example/landing?utm=1')).toBe('https://www.definesys.cn/landing?utm=1&bd_vid=click_1-A');
    expect(url('https://www.definesys.cn.evil.example/x', siteBase.dev)).toBe(
      'https://dev.definesys.cn/x?bd_vid=click_1-A',
    );
    // Our host on another scheme or port, or with credentials, is not ours.
    expect(url('http://www.definesys.cn/a')).toBe('https://www.definesys.cn/a?bd_vid=click_1-A');
    expect(url('https://user:pw@www.definesys.cn/a')).toBe('https://www.definesys.cn/a?bd_vid=click_1-A');
    // A path of "//host" stays a path on our host.
    expect(url('https://evil.example//evil.example/x')).toBe(
      'https://www.definesys.cn//evil.example/x?bd_vid=click_1-A',
    );
    // A path alone is read on the site base.
    expect(url('/form?from=ad')).toBe('https://www.definesys.cn/form?from=ad&bd_vid=click_1-A');
  });

  it('is the site base’s home page without a usable address (absent, as from older pages)', () => {
    for (const pageUrl of [undefined, '', 'javascript:alert(1)', 'data:text/html,x', 'mailto:a@b.cn', 'http://[::1']) {
      expect(url(pageUrl), String(pageUrl)).toBe('https://www.definesys.cn/?bd_vid=click_1-A');
    }
  });
});
