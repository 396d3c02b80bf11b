import { describe, expect, it } from 'vitest';
import { ctaHref, ctaLinkAttrs, registerHref } from './cta-link.ts';

const registerUrl = 'https://account.definesys.cn/jiayi/register';
const config = { registerUrl, submitFormUrl: 'https://marketing.definesys.cn/form' };

describe('registerHref', () => {
  it('adds isGet=1 only for free-trial entries, after any query the address already has', () => {
    expect(registerHref(registerUrl, true)).toBe(`${registerUrl}?isGet=1`);
    expect(registerHref(registerUrl, false)).toBe(registerUrl);
    expect(registerHref(`${registerUrl}?from=site`, true)).toBe(`${registerUrl}?from=site&isGet=1`);
  });
});

describe('ctaHref', () => {
  it('resolves a call to action to the register host, its page or anchor, else the submission form', () => {
    expect(ctaHref({ text: '立即使用', register: 'trial' }, config)).toBe(`${registerUrl}?isGet=1`);
    expect(ctaHref({ text: '注册', register: 'plain' }, config)).toBe(registerUrl);
    expect(ctaHref({ text: '了解更多案例', link: '/cases' }, config)).toBe('/cases');
    expect(ctaHref({ text: 'Stories', link: '#home-stories' }, config)).toBe('#home-stories');
    expect(ctaHref({ text: '立即咨询' }, config)).toBe(config.submitFormUrl);
  });
});

describe('ctaLinkAttrs', () => {
  it('keeps the register host in the same tab', () => {
    expect(ctaLinkAttrs({ text: '立即使用', register: 'trial' }, config)).toEqual({ href: `${registerUrl}?isGet=1` });
  });
  it('opens other hosts in a new tab and keeps site paths in the tab', () => {
    expect(ctaLinkAttrs({ text: '社区', link: 'https://community.definesys.cn' }, config)).toEqual({
      href: 'https://community.definesys.cn',
      target: '_blank',
      rel: 'noopener noreferrer',
    });
    expect(ctaLinkAttrs({ text: '了解更多案例', link: '/cases' }, config)).toEqual({ href: '/cases' });
  });
});
