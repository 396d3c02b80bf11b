// Host types (spec §1): every link the header and footer show on a host resolves on that host, for
// desktop and phone agents, on the Chinese and the English site; and each host's private-domain
// page reads as its own product, with the host's heading prefix in its headings.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { buildSite } from '../helpers/site.ts';

const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

/** The general, WeCom and marketing-automation hosts of the local environment. */
const HOSTS = [
  ['localhost:3000', '私域流量'],
  ['wx.localhost:3000', '企业微信'],
  ['yx.localhost:3000', '营销自动化'],
] as const;
const AGENTS = [
  ['desktop', DESKTOP],
  ['phone', IPHONE],
] as const;
/** Pages whose frames differ: the home pages (anchors, no login), a list page, an English page. */
const START_PAGES = ['/', '/cases', '/en', '/en/about'];

let site: ReturnType<typeof buildSite>;
beforeAll(() => {
  site = buildSite();
});
afterAll(() => site.dispose());

const get = (path: string, host: string, ua: string) =>
  request(site.listener).get(path).set('Host', host).set('User-Agent', ua);

/** The same-site links inside the page's <header>, <footer> and the phone's bottom bar. */
function frameLinks(html: string): string[] {
  const parts = [
    ...html.matchAll(/<header[\s>][\s\S]*?<\/header>/g),
    ...html.matchAll(/<footer[\s>][\s\S]*?<\/footer>/g),
    ...html.matchAll(/<nav class="m-bottom-bar[\s\S]*?<\/nav>/g),
  ].map((m) => m[0]);
  const links = new Set<string>();
  for (const part of parts) {
    for (const [, href] of part.matchAll(/<a[^>]*\shref="([^"]*)"/g)) {
      const path = href!.replace(/&amp;/g, '&').split('#')[0]!;
      if (path.startsWith('/') && !path.startsWith('//')) links.add(path);
    }
  }
  return [...links];
}

describe('header and footer links on every host type', () => {
  it.each(HOSTS.flatMap(([host]) => AGENTS.map(([device, ua]) => [host, device, ua] as const)))(
    'on %s (%s) every header and footer link resolves',
    { timeout: 60_000 },
    async (host, _device, ua) => {
      const links = new Set<string>();
      for (const start of START_PAGES) {
        const res = await get(start, host, ua);
        expect(res.status, `${host}${start}`).toBe(200);
        for (const link of frameLinks(res.text)) links.add(link);
      }
      // The menus' products, solutions and about pages, the footer columns and the legal links.
      expect(links.size).toBeGreaterThan(25);
      expect(links).toContain('/marketing-automation');
      const failures: string[] = [];
      for (const link of links) {
        let res = await get(link, host, ua);
        // A link may redirect once (e.g. to its canonical address), and must then resolve.
        if (res.status === 301 || res.status === 302) res = await get(res.headers.location!, host, ua);
        if (res.status !== 200) failures.push(`${link} → ${res.status}`);
      }
      expect(failures).toEqual([]);
    },
  );
});

describe('the private-domain page of each host type', () => {
  it.each(HOSTS)('on %s reads as %s in its headings', async (host, prefix) => {
    for (const [, ua] of AGENTS) {
      const res = await get('/marketing-automation', host, ua);
      expect(res.status).toBe(200);
      const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(res.text)![1]!.replace(/<[^>]+>/g, '');
      expect(h1).toContain(prefix);
      const h2s = [...res.text.matchAll(/<h2[^>]*>([\s\S]*?)<\/h2>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, ''));
      expect(h2s.filter((h) => h.startsWith(prefix)).length).toBeGreaterThanOrEqual(3);
      expect(/<title>([^<]*)<\/title>/.exec(res.text)![1]).toContain(prefix);
      // No placeholder is left anywhere, neither in the markup nor in the hydration data.
      expect(res.text).not.toContain('{prefix}');
      for (const [, other] of HOSTS.filter(([h]) => h !== host)) {
        if (!prefix.includes(other)) expect(h1).not.toContain(other);
      }
    }
  });
});
