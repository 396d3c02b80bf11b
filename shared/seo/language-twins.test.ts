import { describe, expect, it } from 'vitest';
import { routeIdOf } from '../routes/route-table.ts';
import { templateTwinRoute } from '../routes/template-pages.ts';
import { languageTwins as twinsOf, otherLanguageHref as hrefOf } from './structured-data.ts';

// A product or solution page's loader data as the server gives it: its page detail names the other
// language's page when the content has it (server/content/language-twins.ts).
const TWINNED = new Set([
  '/product_apaas',
  '/en/product_apaas',
  '/product_ipaas',
  '/en/product_ipaas',
  '/solution_medicine',
  '/en/solution_medicine',
]);
function dataOf(path: string): unknown {
  const twin = templateTwinRoute(path);
  if (twin === undefined) return null;
  return { page: { route: path, ext: TWINNED.has(path) ? { twin } : {} } };
}

// As the apps call them: with the route the address renders and its loader data.
const languageTwins = (path: string) => twinsOf(routeIdOf(path), { pathname: path, data: dataOf(path) });
const otherLanguageHref = (path: string, to: 'zh' | 'en') =>
  hrefOf(routeIdOf(path), { pathname: path, data: dataOf(path) }, to);

describe('otherLanguageHref (the language switcher)', () => {
  it.each([
    ['/', '/en'],
    ['/product_apaas', '/en/product_apaas'],
    ['/product_ipaas', '/en/product_ipaas'],
    ['/solution_medicine', '/en/solution_medicine'],
    ['/cooperative', '/en/cooperative'],
    ['/about', '/en/about'],
    ['/form', '/en/form'],
    ['/doc/md_privacy', '/en/doc/md_privacy'],
  ])('leads from %s to its English twin %s', (zh, en) => {
    expect(otherLanguageHref(zh, 'en')).toBe(en);
    expect(otherLanguageHref(en, 'zh')).toBe(zh);
  });

  it.each([
    '/news',
    '/news/1001',
    '/cases',
    '/cases/2001',
    '/solution_hr',
    '/product_mdm',
    '/tags/index/0-1',
    '/marketing-automation',
  ])('leads from %s, which has no English twin, to the English home', (path) => {
    expect(languageTwins(path)).toBeUndefined();
    expect(otherLanguageHref(path, 'en')).toBe('/en');
  });

  it('leads from an English page without a Chinese twin to the Chinese home', () => {
    expect(otherLanguageHref('/en/solution_unknown', 'zh')).toBe('/');
  });
});
