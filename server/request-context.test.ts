import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { createContextResolver } from './request-context.ts';
import { USER_AGENTS } from '../test/helpers/user-agents.ts';

const UA = {
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  ipod: 'Mozilla/5.0 (iPod touch; CPU iPhone OS 15_8 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/15.6 Mobile/15E148 Safari/604.1',
  androidPhone:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  androidTablet:
    'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
  blackberry:
    'Mozilla/5.0 (BB10; Touch) AppleWebKit/537.10+ (KHTML, like Gecko) Version/10.0.9.2372 Mobile Safari/537.10+',
  wechat:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.40(0x18002831) NetType/WIFI Language/zh_CN',
  wechatAndroid:
    'Mozilla/5.0 (Linux; Android 12; V2055A Build/SP1A.210812.003; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/107.0.5304.141 Mobile Safari/537.36 XWEB/5023 MMWEBSDK/20230202 MicroMessenger/8.0.33.2320(0x28002151) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64',
  baiduMobile:
    'Mozilla/5.0 (Linux;u;Android 4.2.2;zh-cn;) AppleWebKit/534.46 (KHTML,like Gecko) Version/5.1 Mobile Safari/10600.6.3 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)',
  baiduDesktop: 'Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)',
  googlebot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  googlebotSmartphone:
    'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.204 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  spider360:
    'Mozilla/5.0 (Windows NT 6.1; WOW64) AppleWebKit/535.8 (KHTML, like Gecko) Chrome/17.0.940.0 Safari/535.8 360Spider',
  sogou: 'Sogou web spider/4.0(+http://www.sogou.com/docs/help/webmasters.htm#07)',
  chromeDesktop:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
};

const resolve = createContextResolver(loadConfig({}));

describe('device detection', () => {
  it.each([
    ['iPhone', UA.iphone, 'mobile'],
    ['iPad', UA.ipad, 'mobile'],
    ['iPod', UA.ipod, 'mobile'],
    ['Android phone', UA.androidPhone, 'mobile'],
    ['Android tablet', UA.androidTablet, 'mobile'],
    ['BlackBerry', UA.blackberry, 'mobile'],
    ['WeChat in-app on iPhone', UA.wechat, 'mobile'],
    ['WeChat in-app on Android', UA.wechatAndroid, 'mobile'],
    ['Baiduspider mobile (claims Android)', UA.baiduMobile, 'mobile'],
    ['Baiduspider desktop', UA.baiduDesktop, 'desktop'],
    ['Googlebot', UA.googlebot, 'desktop'],
    ['Googlebot smartphone', UA.googlebotSmartphone, 'mobile'],
    ['360Spider', UA.spider360, 'desktop'],
    ['Sogou spider', UA.sogou, 'desktop'],
    ['Chrome on Windows', UA.chromeDesktop, 'desktop'],
    ['Safari on a Mac', UA.macSafari, 'desktop'],
    ['no user agent', undefined, 'desktop'],
  ])('%s is %s', (_name, userAgent, device) => {
    const ctx = resolve({ host: 'www.definesys.cn', path: '/news', userAgent });
    expect(ctx.device).toBe(device);
  });

  // The table of real agents: phone browsers the spec's "and similar" covers (Opera Mini, UC,
  // KaiOS, Windows Phone, Symbian, ...) get the phone site; desktops, iPadOS Safari (which asks for
  // the desktop site) and desktop crawlers keep the desktop one.
  it.each(USER_AGENTS.map((c) => [c.name, c.device, c.ua] as const))('table: %s is %s', (_name, device, userAgent) => {
    const ctx = resolve({ host: 'www.definesys.cn', path: '/news', userAgent });
    expect(ctx.device).toBe(device);
  });

  it('serves the English site with the desktop layout, also on phones', () => {
    for (const path of ['/en', '/en/product_ipaas', '/en/about']) {
      expect(resolve({ host: 'www.definesys.cn', path, userAgent: UA.iphone })).toMatchObject({
        lang: 'en',
        device: 'desktop',
      });
    }
    expect(resolve({ host: 'www.definesys.cn', path: '/english', userAgent: UA.iphone })).toMatchObject({
      lang: 'zh',
      device: 'mobile',
    });
  });
});

describe('host table', () => {
  it.each([
    ['www.definesys.cn', 'release', 'general', 'defan', '私域流量'],
    ['definesys.cn', 'release', 'general', 'defan', '私域流量'],
    ['wx.definesys.cn', 'release', 'wx', 'wx', '企业微信'],
    ['yx.definesys.cn', 'release', 'yx', 'yx', '营销自动化'],
    ['WX.Definesys.CN:443', 'release', 'wx', 'wx', '企业微信'],
    ['dev.definesys.cn', 'dev', 'general', 'defan', '私域流量'],
    ['wx.dev.definesys.cn', 'dev', 'wx', 'wx', '企业微信'],
    ['pre.definesys.cn', 'pre', 'general', 'defan', '私域流量'],
    ['yx.pre.definesys.cn', 'pre', 'yx', 'yx', '营销自动化'],
    ['localhost:3000', 'local', 'general', 'defan', '私域流量'],
    ['127.0.0.1:3000', 'local', 'general', 'defan', '私域流量'],
    ['wx.localhost:3000', 'local', 'wx', 'wx', '企业微信'],
    ['evil.example.com', 'release', 'general', 'defan', '私域流量'],
    ['wx.evil.example.com', 'release', 'general', 'defan', '私域流量'],
    ['definesys.cn.evil.com', 'release', 'general', 'defan', '私域流量'],
    ['localhost/../admin', 'release', 'general', 'defan', '私域流量'],
    ['', 'release', 'general', 'defan', '私域流量'],
    [undefined, 'release', 'general', 'defan', '私域流量'],
  ])('%s → %s / %s', (host, env, hostType, site, headingPrefix) => {
    const ctx = resolve({ host, path: '/', userAgent: UA.chromeDesktop });
    expect(ctx).toMatchObject({ env, hostType, site, headingPrefix });
  });

  it('takes the base address from configuration, never from the Host header', () => {
    expect(resolve({ host: 'evil.example.com', path: '/', userAgent: undefined }).siteBase).toBe(
      'https://www.definesys.cn',
    );
    expect(resolve({ host: 'dev.definesys.cn', path: '/', userAgent: undefined }).siteBase).toBe(
      'https://dev.definesys.cn',
    );
    expect(resolve({ host: 'localhost:4000', path: '/', userAgent: undefined }).siteBase).toBe('http://localhost:3000');
  });

  it('follows configured site bases', () => {
    const custom = createContextResolver(
      loadConfig({ SITE_BASE_RELEASE: 'https://www.example-vendor.com', SITE_BASE_DEV: 'http://test.internal:8080' }),
    );
    expect(custom({ host: 'example-vendor.com', path: '/', userAgent: undefined }).env).toBe('release');
    expect(custom({ host: 'yx.example-vendor.com', path: '/', userAgent: undefined }).hostType).toBe('yx');
    expect(custom({ host: 'test.internal:8080', path: '/', userAgent: undefined }).env).toBe('dev');
    expect(custom({ host: 'www.definesys.cn', path: '/', userAgent: undefined })).toMatchObject({
      env: 'release',
      siteBase: 'https://www.example-vendor.com',
    });
  });
});
