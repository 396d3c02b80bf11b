// Third-party configuration end to end on the server (issue 18): the CSP allows what ANALYTICS and
// CAPTCHA_SCRIPT_URL name, the page data carries exactly those for the browser, a cached page is
// sent with the same policy, and a site with none of it configured renders no trace of them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { buildSite } from '../helpers/site.ts';

const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const BAIDU = '0123456789abcdef0123456789abcdef';
const CAPTCHA = 'https://captcha.example.net/v2/load.js?app=site';

const payloadOf = (html: string) =>
  JSON.parse(/<script type="application\/json" id="site-data">([\s\S]*?)<\/script>/.exec(html)![1]!);
const directive = (csp: string, name: string) => csp.split(';').find((d) => d.startsWith(`${name} `));

describe('with ANALYTICS and CAPTCHA_SCRIPT_URL', () => {
  let site: ReturnType<typeof buildSite>;
  beforeAll(() => {
    site = buildSite({ ANALYTICS: `baidu:${BAIDU},gtm:GTM-AB12CD`, CAPTCHA_SCRIPT_URL: CAPTCHA });
  });
  afterAll(() => site.dispose());
  const get = (path: string, ua = DESKTOP) => request(site.listener).get(path).set('User-Agent', ua);

  it.each([
    ['desktop', DESKTOP],
    ['phone', IPHONE],
  ])(
    'gives the %s page the ids and the captcha URL as data, and the policy that allows them, on a cache hit too',
    async (_device, ua) => {
      const first = await get('/about', ua);
      expect(first.status).toBe(200);
      const csp = first.headers['content-security-policy'] as string;
      expect(directive(csp, 'script-src')).toBe(
        "script-src 'self' https://hm.baidu.com https://www.googletagmanager.com https://captcha.example.net",
      );
      expect(directive(csp, 'frame-src')).toBe("frame-src 'self' https://captcha.example.net");
      expect(payloadOf(first.text).thirdParty).toEqual({
        analytics: { baidu: BAIDU, gtm: 'GTM-AB12CD' },
        captchaScriptUrl: CAPTCHA,
      });
      expect(first.text).toContain(`<meta name="captcha-script" content="${CAPTCHA}"/>`);
      // Loaded by our own bundle, never named in the document's markup.
      expect(first.text).not.toMatch(/<script[^>]+src="https:/);

      const hit = await get('/about', ua);
      expect(hit.headers['x-cache']).toBe('HIT');
      expect(hit.headers['content-security-policy']).toBe(csp);
    },
  );
});

describe('with none of it configured', () => {
  let site: ReturnType<typeof buildSite>;
  beforeAll(() => {
    site = buildSite();
  });
  afterAll(() => site.dispose());

  it('renders no third-party data and sends the policy of old, on a cache hit too', async () => {
    for (const ua of [DESKTOP, IPHONE]) {
      const first = await request(site.listener).get('/about').set('User-Agent', ua);
      expect(payloadOf(first.text)).not.toHaveProperty('thirdParty');
      expect(first.text).not.toContain('captcha');
      const csp = first.headers['content-security-policy'] as string;
      expect(directive(csp, 'script-src')).toBe("script-src 'self'");
      expect(directive(csp, 'img-src')).toBe("img-src 'self' data:");
      expect(csp).not.toMatch(/connect-src|frame-src|baidu|google/);
      const hit = await request(site.listener).get('/about').set('User-Agent', ua);
      expect(hit.headers['x-cache']).toBe('HIT');
      expect(hit.headers['content-security-policy']).toBe(csp);
    }
  });
});
