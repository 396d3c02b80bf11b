// Device detection through the real server: for every agent of the table (test/helpers/user-agents.ts)
// a page answers with the app the spec's device class picks (data-device on <html>, its bundle, and
// the X-Device-Class echo). The resolver's own test covers the same table without HTTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSite, type TestSite } from '../helpers/site.ts';
import { USER_AGENTS } from '../helpers/user-agents.ts';

let site: TestSite;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site.close());

describe('the layout each real user agent gets', () => {
  it.each(USER_AGENTS.map((c) => [c.name, c.device, c.ua] as const))(
    '%s gets the %s site',
    async (_name, device, ua) => {
      const res = await fetch(`${site.url}/news`, { headers: { 'user-agent': ua } });
      const html = await res.text();
      expect(res.status).toBe(200);
      expect(res.headers.get('x-device-class')).toBe(device);
      expect(html).toMatch(new RegExp(`^<!DOCTYPE html><html lang="zh-CN" data-device="${device}"`));
      expect(html).toMatch(new RegExp(`<script type="module" src="/assets/${device}-[A-Z0-9]+\\.js">`));
    },
  );

  it('keeps the English site on the desktop app for the phones of the table', async () => {
    const opera = USER_AGENTS.find((c) => c.name.startsWith('Opera Mini on J2ME'))!;
    const res = await fetch(`${site.url}/en`, { headers: { 'user-agent': opera.ua } });
    expect(await res.text()).toMatch(/^<!DOCTYPE html><html lang="en" data-device="desktop"/);
  });
});
