// The pager's links are the whole feature without JavaScript: check the URLs it writes.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PAGER_SIZES } from '../constants.ts';
import { Pager, pageWindow, type PagerProps } from './pager.tsx';

const render = (props: PagerProps) => renderToStaticMarkup(createElement(Pager, props));
const hrefs = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replaceAll('&amp;', '&'));

describe('Pager', () => {
  it('links every page with ?page=N, keeping the other query parameters', () => {
    const html = render({ path: '/tags/kehuanli', page: 2, total: 26, pageSize: 10, query: { size: 10 } });
    expect(hrefs(html)).toEqual([
      '/tags/kehuanli?size=10',
      '/tags/kehuanli?size=10',
      '/tags/kehuanli?size=10&page=3',
      '/tags/kehuanli?size=10&page=3',
    ]);
    expect(html).toContain('aria-current="page">2<');
    expect(html).toContain('共 26 条');
  });

  it('has a GET jumper form on the same path', () => {
    const html = render({ path: '/cases', page: 1, total: 20, pageSize: 9 });
    const form = /<form class="pager__jumper"[^>]*>/.exec(html)?.[0] ?? '';
    expect(form).toContain('method="get"');
    expect(form).toContain('action="/cases"');
    expect(html).toContain('name="page"');
    expect(html).toContain('max="3"');
  });

  it('offers page sizes as ?size= links that start again at page 1', () => {
    const html = render({
      path: '/x',
      page: 3,
      total: 260,
      pageSize: 20,
      sizes: PAGER_SIZES,
      query: { page: 3, q: 'a' },
    });
    const sizeLinks = hrefs(html).filter((h) => h.includes('size='));
    expect(sizeLinks).toEqual([
      '/x?q=a&size=10',
      '/x?q=a&size=30',
      '/x?q=a&size=40',
      '/x?q=a&size=50',
      '/x?q=a&size=100',
    ]);
    expect(html).toContain('aria-current="true">20 条/页<');
  });

  it('uses the page’s own URL scheme when given one', () => {
    const html = render({
      path: '/tags/index/S-1',
      page: 1,
      total: 185,
      pageSize: 90,
      hrefFor: (n) => `/tags/index/S-${n}`,
      sizes: [90, 180],
      sizeHrefFor: (n) => `/tags/index/S-1?size=${n}`,
    });
    expect(hrefs(html)).toEqual(['/tags/index/S-1?size=180', '/tags/index/S-2', '/tags/index/S-3', '/tags/index/S-2']);
  });

  it('renders nothing for a single page without a size choice, and English words on /en', () => {
    expect(render({ path: '/x', page: 1, total: 5, pageSize: 10 })).toBe('');
    expect(render({ path: '/x', page: 1, total: 50, pageSize: 10, lang: 'en' })).toContain('Next');
  });

  it('shows the first, the last and a window around the current page', () => {
    expect(pageWindow(6, 12)).toEqual([1, 'gap', 4, 5, 6, 7, 8, 'gap', 12]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
  });
});
