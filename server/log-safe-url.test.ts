import { describe, expect, it } from 'vitest';
import { HONEYPOT_FIELD } from '../shared/constants.ts';
import { LEAD_FIELDS } from '../shared/forms/lead-rules.ts';
import { logSafeUrl } from './log-safe-url.ts';

const R = '[redacted]';

describe('logSafeUrl', () => {
  it('redacts every lead field and the honeypot of a form sent as a GET, keeping their names', () => {
    const url =
      '/product_mdm?client_name=%E5%BC%A0%E4%B8%89&corp_name=%E5%BE%B7%E6%B3%9B&phone=13800138000' +
      '&corp_email=a%40b.cn&demand=%E8%AF%95%E7%94%A8&website=';
    expect(logSafeUrl(url)).toBe(
      `/product_mdm?client_name=${R}&corp_name=${R}&phone=${R}&corp_email=${R}&demand=${R}&website=`,
    );
    for (const field of [...LEAD_FIELDS, HONEYPOT_FIELD]) {
      expect(logSafeUrl(`/?${field}=x`)).toBe(`/?${field}=${R}`);
      expect(logSafeUrl(`/?${field.toUpperCase()}=x`)).toBe(`/?${field.toUpperCase()}=${R}`);
    }
    // Not encoded at all, as a hand-typed address may be.
    expect(logSafeUrl('/?client_name=张三&phone=138 0013 8000')).toBe(`/?client_name=${R}&phone=${R}`);
  });

  it('keeps harmless parameters as sent', () => {
    for (const url of [
      '/news?page=2&size=10',
      '/?bd_vid=nHRvrjTYPjc3nW04P1c3njD&utm_source=baidu&utm_medium=cpc&utm_campaign=mdm-2',
      'https://www.baidu.com/s?wd=%E4%BD%8E%E4%BB%A3%E7%A0%81',
      '/_img?url=%2Fmedia%2Fcover%2Fa.svg&w=640&q=75',
      '/cases?id=123456&flag&x=',
      '/news',
    ]) {
      expect(logSafeUrl(url)).toBe(url);
    }
  });

  it('redacts a phone number or an e-mail address in any value, however it is encoded', () => {
    const cases: Array<[string, string]> = [
      ['/search?q=13800138000&page=2', `/search?q=${R}&page=2`],
      ['/?q=%2B86%20138-0013-8000', `/?q=${R}`],
      ['/?q=138+0013+8000', `/?q=${R}`],
      ['/?q=(021)6888.1234', `/?q=${R}`],
      ['/?q=%E7%94%B5%E8%AF%9D13800138000', `/?q=${R}`],
      ['/?q=\uFF11\uFF13\uFF18\uFF10\uFF10\uFF11\uFF13\uFF18\uFF10\uFF10\uFF10', `/?q=${R}`],
      ['/?x=a%40b.cn', `/?x=${R}`],
      ['/?x=a%2540b.cn', `/?x=${R}`],
      ['/?x=a@b.cn', `/?x=${R}`],
      ['/?x=a%EF%BC%A0b.cn', `/?x=${R}`],
      // A malformed escape beside it does not hide the address.
      ['/?x=%E4%ZZa%40b.cn&page=3', `/?x=${R}&page=3`],
      ['/?ref=https%3A%2F%2Fx.cn%2F%3Fphone%3D13800138000', `/?ref=${R}`],
    ];
    for (const [url, safe] of cases) expect(logSafeUrl(url), url).toBe(safe);
  });

  it('redacts a parameter whose name is itself personal, whole', () => {
    expect(logSafeUrl('/?13800138000')).toBe(`/?${R}`);
    expect(logSafeUrl('/?a%40b.cn=1&page=2')).toBe(`/?${R}&page=2`);
  });

  it('redacts a whole referrer the same way, and leaves the path alone', () => {
    expect(logSafeUrl('https://www.example.cn/product_mdm?phone=13800138000&bd_vid=abc')).toBe(
      `https://www.example.cn/product_mdm?phone=${R}&bd_vid=abc`,
    );
    expect(logSafeUrl('/news/13800138000')).toBe('/news/13800138000');
  });

  it('redacts before it cuts a long address to its length', () => {
    const url = `/?phone=${'1'.repeat(600)}&page=2`;
    expect(logSafeUrl(url)).toBe(`/?phone=${R}&page=2`);
    const long = `/?pad=${'a'.repeat(600)}&phone=13800138000`;
    expect(logSafeUrl(long, 100)).toBe(`${long.slice(0, 100)}…`);
    expect(logSafeUrl(`/?q=${'9'.repeat(20)}`, 5)).toBe(`/?q=[…`);
  });
});
