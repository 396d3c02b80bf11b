// The shipped nginx config's device classes (deploy/nginx/device-class.conf) must be the site's
// own (server/request-context.ts): the class is part of nginx's cache key, so a user agent the two
// classed apart would store one device's page under the other's key. The map's regular
// expressions are read from the file and applied as nginx applies them (~* is case-insensitive,
// the first matching regex wins), over agents of phones, tablets, desktops, crawlers and tools.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createContextResolver } from '../../server/request-context.ts';
import { USER_AGENTS } from '../helpers/user-agents.ts';

const conf = fs.readFileSync(path.resolve(import.meta.dirname, '../../deploy/nginx/device-class.conf'), 'utf8');

/** A map block's default and its regex entries, in order. */
function readMap(variable: string): { fallback: string; rules: { re: RegExp; value: string }[] } {
  const block = new RegExp(`map \\$\\S+ \\$${variable} \\{([\\s\\S]*?)\\n\\}`).exec(conf);
  if (!block) throw new Error(`no map for $${variable}`);
  let fallback = '';
  const rules: { re: RegExp; value: string }[] = [];
  for (const line of block[1]!
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'))) {
    const m = /^(?:"([^"]*)"|(\S+))\s+(\S+);$/.exec(line);
    if (!m) throw new Error(`unread line: ${line}`);
    const pattern = m[1] ?? m[2]!;
    if (pattern === 'default') fallback = m[3]!;
    else if (pattern.startsWith('~*')) rules.push({ re: new RegExp(pattern.slice(2), 'i'), value: m[3]! });
    else if (pattern.startsWith('~')) rules.push({ re: new RegExp(pattern.slice(1)), value: m[3]! });
    else throw new Error(`exact entries are not expected: ${line}`);
  }
  return { fallback, rules };
}

const agentMap = readMap('site_agent_class');
const pathMap = readMap('site_device_class');
const apply = (map: ReturnType<typeof readMap>, input: string) =>
  map.rules.find((r) => r.re.test(input))?.value ?? map.fallback;
function nginxClass(userAgent: string, requestPath: string): string {
  const byPath = apply(pathMap, requestPath);
  return byPath === '$site_agent_class' ? apply(agentMap, userAgent) : byPath;
}

const siteBase = {
  local: 'http://localhost:3000',
  dev: 'https://dev.example.cn',
  pre: 'https://pre.example.cn',
  release: 'https://www.example.cn',
};
const resolve = createContextResolver({ siteBase });

const AGENTS: Record<string, string> = {
  'Chrome, Windows':
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'Edge, Windows':
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
  'Safari, macOS':
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  'Firefox, Linux': 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  'Chrome, ChromeOS':
    'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'WeChat, Windows':
    'Mozilla/5.0 (Windows NT 10.0; WOW64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/81.0.4044.138 Safari/537.36 NetType/WIFI MicroMessenger/7.0.20.1781(0x6700143B) WindowsWechat(0x63090c11)',
  '360 browser, Windows':
    'Mozilla/5.0 (Windows NT 10.0; WOW64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/108.0.0.0 Safari/537.36 QIHU 360SE',
  'iPadOS (desktop-class)':
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  'iPhone Safari':
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  'iPhone WeChat':
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50(0x1800322b) NetType/WIFI Language/zh_CN',
  'iPad, old agent':
    'Mozilla/5.0 (iPad; CPU OS 12_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1.2 Mobile/15E148 Safari/604.1',
  iPod: 'Mozilla/5.0 (iPod touch; CPU iPhone OS 12_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1.2 Mobile/15E148 Safari/604.1',
  'Android phone Chrome':
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  'Android tablet Chrome':
    'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'Huawei browser':
    'Mozilla/5.0 (Linux; Android 12; HarmonyOS; NOH-AN00; HMSCore 6.13.0.302) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/99.0.4844.88 HuaweiBrowser/14.0.5.302 Mobile Safari/537.36',
  'Xiaomi MIUI browser':
    'Mozilla/5.0 (Linux; U; Android 13; zh-cn; 2211133C Build/TKQ1.220905.001) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/100.0.4896.127 Mobile Safari/537.36 XiaoMi/MiuiBrowser/17.7.110',
  'UC browser Android':
    'Mozilla/5.0 (Linux; U; Android 10; zh-CN; V1990A Build/QP1A.190711.020) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/78.0.3904.108 UCBrowser/13.4.0.1306 Mobile Safari/537.36',
  'Baidu app iPhone':
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 baiduboxapp/13.40.0.10',
  'Samsung browser':
    'Mozilla/5.0 (Linux; Android 14; SAMSUNG SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
  'Firefox Android': 'Mozilla/5.0 (Android 14; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0',
  'Opera Mini': 'Opera/9.80 (J2ME/MIDP; Opera Mini/5.1.21214/28.2725; U; ru) Presto/2.8.119 Version/11.10',
  'Windows Phone':
    'Mozilla/5.0 (Windows Phone 10.0; Android 6.0.1; Microsoft; Lumia 950) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/52.0.2743.116 Mobile Safari/537.36 Edge/15.14977',
  BlackBerry:
    'Mozilla/5.0 (BlackBerry; U; BlackBerry 9900; en) AppleWebKit/534.11+ (KHTML, like Gecko) Version/7.1.0.346 Mobile Safari/534.11+',
  BB10: 'Mozilla/5.0 (BB10; Touch) AppleWebKit/537.10+ (KHTML, like Gecko) Version/10.0.9.2372 Mobile Safari/537.10+',
  'Kindle Fire Silk':
    'Mozilla/5.0 (Linux; U; Android 4.0.3; en-us; KFTT Build/IML74K) AppleWebKit/537.36 (KHTML, like Gecko) Silk/3.68 like Chrome/39.0.2171.93 Safari/537.36',
  'Windows tablet':
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64; Touch) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  Baiduspider: 'Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)',
  'Baiduspider (mobile)':
    'Mozilla/5.0 (Linux;u;Android 4.2.2;zh-cn;) AppleWebKit/534.46 (KHTML,like Gecko) Version/5.1 Mobile Safari/10600.6.3 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)',
  Googlebot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  'Googlebot smartphone':
    'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  Bingbot: 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
  'Sogou spider': 'Sogou web spider/4.0(+http://www.sogou.com/docs/help/webmasters.htm#07)',
  curl: 'curl/8.5.0',
  'python-requests': 'python-requests/2.32.3',
  'okhttp app': 'okhttp/4.12.0',
  'iOS app': 'iOS-app/3.2 CFNetwork/1494.0.7 Darwin/23.4.0',
  empty: '',
};

describe('deploy/nginx device classes', () => {
  const table = Object.fromEntries(USER_AGENTS.map((c) => [`table: ${c.name}`, c.ua]));
  for (const [name, agent] of Object.entries({ ...AGENTS, ...table })) {
    it(`agrees with the site on ${name}`, () => {
      for (const requestPath of ['/', '/news/1040', '/en', '/en/about']) {
        const site = resolve({ host: 'localhost:3000', path: requestPath, userAgent: agent }).device;
        expect(nginxClass(agent, requestPath), `${name} on ${requestPath}`).toBe(site);
      }
    });
  }

  it('sends phones and tablets to the phone app and desktops to the desktop one', () => {
    expect(nginxClass(AGENTS['iPhone Safari']!, '/')).toBe('mobile');
    expect(nginxClass(AGENTS['Android tablet Chrome']!, '/')).toBe('mobile');
    expect(nginxClass(AGENTS['Chrome, Windows']!, '/')).toBe('desktop');
    expect(nginxClass(AGENTS['iPhone Safari']!, '/en/about')).toBe('desktop');
  });

  it('follows X-Device-Class only when told to trust it', () => {
    const trusting = createContextResolver({ siteBase, trustDeviceHeader: true });
    const iphone = AGENTS['iPhone Safari']!;
    expect(trusting({ host: 'localhost:3000', path: '/', userAgent: iphone, deviceClass: 'desktop' }).device).toBe(
      'desktop',
    );
    expect(
      trusting({ host: 'localhost:3000', path: '/', userAgent: AGENTS['curl']!, deviceClass: 'mobile' }).device,
    ).toBe('mobile');
    expect(trusting({ host: 'localhost:3000', path: '/en', userAgent: iphone, deviceClass: 'mobile' }).device).toBe(
      'desktop',
    );
    expect(trusting({ host: 'localhost:3000', path: '/', userAgent: iphone, deviceClass: 'tv' }).device).toBe('mobile');
    expect(resolve({ host: 'localhost:3000', path: '/', userAgent: iphone, deviceClass: 'desktop' }).device).toBe(
      'mobile',
    );
  });
});
