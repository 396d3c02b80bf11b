// The language switcher leads to the same page in the other language where it has one (the
// hreflang twins), else to the other language's home; on desktop, in the English header and in
// the phone menu. Unknown English addresses go to the English home.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { buildSite } from '../helpers/site.ts';

const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

let site: ReturnType<typeof buildSite>;
beforeAll(() => {
  site = buildSite();
});
afterAll(() => site.dispose());

const get = (path: string, ua = DESKTOP) =>
  request(site.listener).get(path).set('Host', 'localhost').set('User-Agent', ua);

/** The href of the switcher's link in the given language (desktop headers and the phone menu). */
function switchHref(html: string, lang: 'en' | 'zh-CN'): string | undefined {
  const links = [...html.matchAll(/<a[^>]*>/g)].map((m) => m[0]);
  const link = links.find(
    (a) => a.includes(`hrefLang="${lang}"`) && (a.includes('lang-switch__link') || a.includes(`lang="${lang}"`)),
  );
  return link && /href="([^"]*)"/.exec(link)?.[1];
}

describe('the language switcher', () => {
  it.each([
    ['/', '/en'],
    ['/product_apaas', '/en/product_apaas'],
    ['/solution_finance', '/en/solution_finance'],
    ['/about', '/en/about'],
    ['/cooperative', '/en/cooperative'],
    ['/form', '/en/form'],
    ['/doc/md_privacy', '/en/doc/md_privacy'],
    ['/news', '/en'],
    ['/solution_hr', '/en'],
    ['/cases?page=2', '/en'],
  ])('on %s leads to %s, on desktop and in the phone menu', async (path, target) => {
    for (const ua of [DESKTOP, IPHONE]) {
      const res = await get(path, ua);
      expect(res.status).toBe(200);
      expect(switchHref(res.text, 'en'), ua).toBe(target);
    }
    // And the target is there.
    expect((await get(target)).status).toBe(200);
  });

  it.each([
    ['/en', '/'],
    ['/en/product_apaas', '/product_apaas'],
    ['/en/product_ipaas', '/product_ipaas'],
    ['/en/solution_medicine', '/solution_medicine'],
    ['/en/about', '/about'],
    ['/en/form', '/form'],
    ['/en/doc/md_disclaimer', '/doc/md_disclaimer'],
  ])('on the English %s leads to the Chinese %s', async (path, target) => {
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(switchHref(res.text, 'zh-CN')).toBe(target);
    expect((await get(target)).status).toBe(200);
  });

  it('leads from an error page to the other home page', async () => {
    const zh = await get('/doc/md_nope');
    expect(zh.status).toBe(404);
    expect(switchHref(zh.text, 'en')).toBe('/en');
    const phone = await get('/doc/md_nope', IPHONE);
    expect(switchHref(phone.text, 'en')).toBe('/en');
    const en = await get('/en/doc/md_nope');
    expect(en.status).toBe(404);
    expect(switchHref(en.text, 'zh-CN')).toBe('/');
  });
});
