import { describe, expect, it } from 'vitest';
import { routeIdOf, ROUTES, type RouteId } from './route-table.ts';
import { navIndexOf, ROUTE_FACTS, routeFacts, type RouteFacts } from './route-facts.ts';

const having = (fact: keyof RouteFacts) =>
  ROUTES.filter((r) => (ROUTE_FACTS[r.id] as RouteFacts)[fact] !== undefined).map((r) => r.id);

describe('route facts in the route table', () => {
  it('hides the login link on the home pages and the trial form, and fixes the header on the form (spec §2)', () => {
    expect(having('hideLogin')).toEqual(['home', 'en-home', 'form', 'en-form']);
    expect(having('fixedHeader')).toEqual(['form', 'en-form']);
    expect(having('home')).toEqual(['home', 'en-home']);
  });

  it('highlights cases 3, partner 4, about 5, the app market 2, and article detail 3 on yx hosts only (spec §2)', () => {
    const nav = (id: RouteId, host = 'general') => navIndexOf(id, host);
    expect([
      nav('cases'),
      nav('case-detail'),
      nav('cooperative'),
      nav('en-cooperative'),
      nav('about'),
      nav('en-about'),
    ]).toEqual([3, 3, 4, 4, 5, 5]);
    expect(nav('application')).toBe(2);
    // The complex-scene page is a scenario solution: it does not highlight 应用市场 (issue 26).
    expect(nav('complex-scene')).toBeUndefined();
    expect([nav('article', 'general'), nav('article', 'wx'), nav('article', 'yx')]).toEqual([undefined, undefined, 3]);
    expect([nav('home'), nav('form'), nav('whitepaper'), nav('template')]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('highlights 关于我们 on the pages its menu lists and on the keyword pages of the news section', () => {
    expect(['news', 'evaluate', 'tags', 'tag-index', 'tag'].map((id) => navIndexOf(id as RouteId, 'general'))).toEqual([
      5, 5, 5, 5, 5,
    ]);
  });

  it("highlights a document's entry from the menus that list it, and none for a document no menu lists", () => {
    const entry = (link: string) => ({ link, name: link, aTitle: link });
    const menus = {
      products: [entry('/product_apaas')],
      productLinks: [],
      industrySolutions: [entry('/solution_automobile')],
      sceneSolutions: [],
      about: [entry('/about'), entry('/doc/md_support'), entry('/en/doc/md_support')],
      choiceness: [],
      footer: [{ title: 'x', entries: [entry('/doc/md_privacy')] }],
    };
    const nav = (id: RouteId, pathname: string) => navIndexOf(id, 'general', { pathname, menus });
    expect([nav('doc', '/doc/md_support'), nav('en-doc', '/en/doc/md_support')]).toEqual([5, 5]);
    // The footer is no header menu: the privacy policy highlights nothing.
    expect(nav('doc', '/doc/md_privacy')).toBeUndefined();
    // Fixed highlights stay the spec's, whatever the menus list (§2: product pages none).
    expect([nav('template', '/product_apaas'), nav('about', '/about'), nav('news', '/doc/md_support')]).toEqual([
      undefined,
      5,
      5,
    ]);
  });

  it('lists as fixed sitemap pages only routes without parameters', () => {
    const fixed = ROUTES.filter((r) => (ROUTE_FACTS[r.id] as RouteFacts).inSitemap);
    expect(fixed.map((r) => r.path)).toEqual([
      '/',
      '/en',
      '/news',
      '/tags',
      '/whitepaper',
      '/form',
      '/complex-scene',
      '/application',
      '/cases',
      '/cooperative',
      '/about',
      '/evaluate',
      '/en/cooperative',
      '/en/about',
      '/en/form',
      '/marketing-automation',
    ]);
    for (const r of fixed) expect(r.path, r.id).not.toMatch(/[:*]/);
  });

  it('keeps the error pages out of every cache', () => {
    expect(having('uncacheable')).toEqual(['bad-request', 'sorry']);
  });

  const twinOf = (pathname: string, data: unknown = null) => routeFacts(routeIdOf(pathname)).twin?.({ pathname, data });

  it('gives each twin the same pair from either language, and only to pages of its own route', () => {
    for (const [zh, en] of [
      ['/', '/en'],
      ['/about', '/en/about'],
      ['/doc/md_privacy', '/en/doc/md_privacy'],
    ]) {
      expect(twinOf(zh!)).toEqual({ zh, en });
      expect(twinOf(en!)).toEqual({ zh, en });
    }
    // The English iPaaS product page is a product page: its twin is the content's to say.
    expect(twinOf('/en/product_ipaas')).toBeUndefined();
    // Addresses a route matches loosely (case, a trailing slash) have no twin.
    expect(twinOf('/About')).toBeUndefined();
    expect(twinOf('/about/')).toBeUndefined();
  });

  it("takes a product or solution page's twin from its page detail, which names it when the content has it", () => {
    const detail = (ext: { twin?: string }) => ({ page: { ext }, template: 'config' });
    const pair = { zh: '/product_mdm', en: '/en/product_mdm' };
    expect(twinOf('/product_mdm', detail({ twin: '/en/product_mdm' }))).toEqual(pair);
    expect(twinOf('/en/product_mdm', detail({ twin: '/product_mdm' }))).toEqual(pair);
    expect(twinOf('/product_mdm', detail({}))).toBeUndefined();
    // An error page (no loader data), a loosely matched address, a twin named for another page: none.
    expect(twinOf('/product_mdm')).toBeUndefined();
    expect(twinOf('/product_mdm/', detail({ twin: '/en/product_mdm' }))).toBeUndefined();
    expect(twinOf('/product_mdm', detail({ twin: '/en/product_apaas' }))).toBeUndefined();
  });
});
