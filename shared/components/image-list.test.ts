import { describe, expect, it } from 'vitest';
import { imageItemsHtml, isListableImageUrl } from './image-list.tsx';

describe('image list markup', () => {
  it('writes one lazily loaded image per item, with its size and class', () => {
    const html = imageItemsHtml(
      [{ src: '/media/logo/1.svg', alt: '澜舟汽车', width: 200, height: 80 }],
      'brand-wall__item',
    );
    expect(html).toBe(
      '<li class="brand-wall__item"><img src="/media/logo/1.svg" alt="澜舟汽车" width="200" height="80" loading="lazy" decoding="async"></li>',
    );
  });

  it('escapes names and addresses so CMS data cannot close the attribute or add markup', () => {
    const html = imageItemsHtml([{ src: '/a.svg?x="><script>alert(1)</script>', alt: 'A&B "Co" <b>' }]);
    expect(html).toBe(
      '<li><img src="/a.svg?x=&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;" alt="A&amp;B &quot;Co&quot; &lt;b&gt;" loading="lazy" decoding="async"></li>',
    );
    expect(html).not.toContain('<script');
  });

  it('drops images whose address is not same-origin or http(s)', () => {
    for (const bad of [
      'javascript:alert(1)',
      'data:image/svg+xml,<svg/onload=alert(1)>',
      '//evil.example/x.svg',
      'vbscript:x',
      ' /x.svg',
    ]) {
      expect(isListableImageUrl(bad)).toBe(false);
      expect(imageItemsHtml([{ src: bad, alt: 'x' }])).toBe('');
    }
    expect(isListableImageUrl('https://cdn.example.com/logo.png')).toBe(true);
    expect(isListableImageUrl('/media/logo/2.svg')).toBe(true);
  });
});
