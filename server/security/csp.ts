// The Content-Security-Policy, made from configuration. The site's own code runs from 'self' and
// never inline (hydration data is JSON), so every origin added here is one ops configured: image
// hosts, the analytics provider(s) in ANALYTICS, the captcha provider in CAPTCHA_SCRIPT_URL.
// With none of them set the policy is helmet's defaults with script-src 'self' and img-src 'self'
// data:. The policy is the same for every page of a process, so cached pages keep a valid one.
import { originOf, type Config } from '../config.ts';

type Directive = 'script-src' | 'connect-src' | 'img-src' | 'frame-src';
type Sources = Partial<Record<Directive, readonly string[]>>;

// What each provider loads and where it reports. Baidu Tongji: hm.js and its beacon images on
// hm.baidu.com. Google Tag Manager: the container (www.googletagmanager.com) and the Google
// Analytics endpoints its GA4 tags send to, as Google's CSP guide for Tag Manager lists them
// (developers.google.com/tag-platform/security/guides/csp); *.google-analytics.com covers www.
const BAIDU = 'https://hm.baidu.com';
const GTM = 'https://www.googletagmanager.com';
const PROVIDERS = {
  baidu: { 'script-src': [BAIDU], 'connect-src': [BAIDU], 'img-src': [BAIDU] },
  gtm: {
    'script-src': [GTM],
    'connect-src': [GTM, 'https://*.google-analytics.com', 'https://*.analytics.google.com'],
    'img-src': [GTM, 'https://*.google-analytics.com'],
  },
} satisfies Record<keyof Config['analytics'], Sources>;

/** helmet's contentSecurityPolicy directives for this configuration (helmet adds its defaults). */
export function contentSecurityPolicy(config: Pick<Config, 'media' | 'analytics' | 'captchaScriptUrl'>) {
  const extra: Sources[] = [{ 'img-src': config.media.origins }];
  for (const provider of ['baidu', 'gtm'] as const) {
    if (config.analytics[provider]) extra.push(PROVIDERS[provider]);
  }
  const captcha = config.captchaScriptUrl && originOf(config.captchaScriptUrl);
  if (captcha)
    extra.push({ 'script-src': [captcha], 'connect-src': [captcha], 'img-src': [captcha], 'frame-src': [captcha] });

  const sources = (directive: Directive, base: string[]) => [
    ...new Set([...base, ...extra.flatMap((e) => e[directive] ?? [])]),
  ];
  const connect = sources('connect-src', ["'self'"]);
  const frame = sources('frame-src', ["'self'"]);
  return {
    'script-src': sources('script-src', ["'self'"]),
    'img-src': sources('img-src', ["'self'", 'data:']),
    // Unlisted, both fall back to default-src 'self': listed only when something is added.
    ...(connect.length > 1 ? { 'connect-src': connect } : {}),
    ...(frame.length > 1 ? { 'frame-src': frame } : {}),
    // The site is served over plain http locally and behind TLS-terminating proxies.
    'upgrade-insecure-requests': null,
  };
}
