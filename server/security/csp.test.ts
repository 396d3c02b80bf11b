// The CSP header each configuration produces, as helmet writes it: what ops set adds exactly its
// own origins, and nothing set leaves the policy the site has always sent.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { contentSecurityPolicy as helmetCsp } from 'helmet';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { contentSecurityPolicy } from './csp.ts';

function header(env: Record<string, string>): string {
  let value = '';
  const res = { setHeader: (_name: string, v: string) => void (value = v) } as unknown as ServerResponse;
  helmetCsp({ directives: contentSecurityPolicy(loadConfig(env)) })({} as IncomingMessage, res, () => {});
  return value;
}

/** The directives of a header by name, for the assertions that look at a few. */
const directives = (csp: string) => Object.fromEntries(csp.split(';').map((d) => [d.split(' ')[0], d]));

// helmet's defaults around our script-src and img-src: what every page got before issue 18.
const policy = (img: string, script: string, more = '') =>
  `default-src 'self';base-uri 'self';font-src 'self' https: data:;form-action 'self';frame-ancestors 'self';img-src ${img};` +
  `object-src 'none';script-src ${script};script-src-attr 'none';style-src 'self' https: 'unsafe-inline'${more}`;
const BAIDU = '0123456789abcdef0123456789abcdef';
const GA = 'https://*.google-analytics.com';

describe('contentSecurityPolicy', () => {
  it('is the policy of old when nothing is configured', () => {
    expect(header({})).toBe(
      "default-src 'self';base-uri 'self';font-src 'self' https: data:;form-action 'self';frame-ancestors 'self';img-src 'self' data:;object-src 'none';script-src 'self';script-src-attr 'none';style-src 'self' https: 'unsafe-inline'",
    );
    expect(header({})).toBe(policy("'self' data:", "'self'"));
  });

  it('lets images come from MEDIA_HOSTS, and from nothing else new', () => {
    expect(header({ MEDIA_HOSTS: 'https://cdn.example.com, https://oss.example.cn:8443/photos' })).toBe(
      policy("'self' data: https://cdn.example.com https://oss.example.cn:8443", "'self'"),
    );
  });

  it("lets images come from the configured vendor APIs' origins (API_BASE_*)", () => {
    expect(
      header({ API_BASE_DEV: 'https://api-dev.example.com/v1', API_BASE_RELEASE: 'https://api.example.com' }),
    ).toBe(policy("'self' data: https://api-dev.example.com https://api.example.com", "'self'"));
  });

  it('adds hm.baidu.com for Baidu Tongji to scripts, connections and images', () => {
    expect(header({ ANALYTICS: `baidu:${BAIDU}` })).toBe(
      policy(
        "'self' data: https://hm.baidu.com",
        "'self' https://hm.baidu.com",
        ";connect-src 'self' https://hm.baidu.com",
      ),
    );
  });

  it("adds Tag Manager's container and Google Analytics' endpoints for GTM", () => {
    const csp = directives(header({ ANALYTICS: 'gtm:GTM-AB12CD' }));
    expect(csp['script-src']).toBe("script-src 'self' https://www.googletagmanager.com");
    expect(csp['img-src']).toBe(`img-src 'self' data: https://www.googletagmanager.com ${GA}`);
    expect(csp['connect-src']).toBe(
      `connect-src 'self' https://www.googletagmanager.com ${GA} https://*.analytics.google.com`,
    );
    expect(csp['frame-src']).toBeUndefined();
    expect(JSON.stringify(csp)).not.toContain('baidu');
  });

  it('adds both providers when both are configured, each once', () => {
    const csp = directives(header({ ANALYTICS: `baidu:${BAIDU},gtm:GTM-AB12CD` }));
    expect(csp['script-src']).toBe("script-src 'self' https://hm.baidu.com https://www.googletagmanager.com");
    expect(csp['img-src']).toBe(`img-src 'self' data: https://hm.baidu.com https://www.googletagmanager.com ${GA}`);
    expect(csp['connect-src']).toBe(
      `connect-src 'self' https://hm.baidu.com https://www.googletagmanager.com ${GA} https://*.analytics.google.com`,
    );
  });

  it("adds the captcha script's origin to scripts, connections, images and frames", () => {
    const csp = directives(header({ CAPTCHA_SCRIPT_URL: 'https://captcha.example.net/v2/load.js?app=site' }));
    for (const d of ['script-src', 'connect-src', 'frame-src'])
      expect(csp[d]).toBe(`${d} 'self' https://captcha.example.net`);
    expect(csp['img-src']).toBe("img-src 'self' data: https://captcha.example.net");
  });

  it('puts everything together, without repeats, and never allows inline script', () => {
    const csp = header({
      MEDIA_HOSTS: 'https://cdn.example.com,https://captcha.example.net',
      API_BASE_PRE: 'https://api-pre.example.com',
      ANALYTICS: `gtm:GTM-AB12CD, baidu:${BAIDU}`,
      CAPTCHA_SCRIPT_URL: 'https://captcha.example.net/load.js',
    });
    const d = directives(csp);
    expect(d['script-src']).toBe(
      "script-src 'self' https://hm.baidu.com https://www.googletagmanager.com https://captcha.example.net",
    );
    expect(d['img-src']).toBe(
      `img-src 'self' data: https://cdn.example.com https://captcha.example.net https://api-pre.example.com https://hm.baidu.com https://www.googletagmanager.com ${GA}`,
    );
    expect(d['connect-src']).toBe(
      `connect-src 'self' https://hm.baidu.com https://www.googletagmanager.com ${GA} https://*.analytics.google.com https://captcha.example.net`,
    );
    expect(d['frame-src']).toBe("frame-src 'self' https://captcha.example.net");
    expect(d['script-src']).not.toMatch(/unsafe|nonce/);
    expect(d['default-src']).toBe("default-src 'self'");
  });
});
