import { describe, expect, it } from 'vitest';
import { IMG_WIDTHS, imgSet, isRaster } from './responsive-image.ts';

const widthsOf = (srcSet: string | undefined) => (srcSet ?? '').split(', ').map((c) => Number(/ (\d+)w$/.exec(c)?.[1]));

describe('imgSet', () => {
  it('passes SVG, data: and empty addresses through unchanged, with no srcset', () => {
    for (const src of ['/media/cover/1.svg', '/media/cover/1.svg?lang=en', 'https://cdn.example.com/a.SVG#x', 'data:image/png;base64,AAAA', '', '//evil.example/a.png']) {
      expect(imgSet(src, 640), src).toEqual({ src });
    }
  });

  it('routes raster pictures through /_img with the widths from a quarter to twice the slot', () => {
    const set = imgSet('https://cdn.example.com/uploads/cover.png', 640);
    expect(widthsOf(set.srcSet)).toEqual([256, 384, 640, 750, 828, 1080, 1200, 1920]);
    expect(set.srcSet).toContain('/_img?url=https%3A%2F%2Fcdn.example.com%2Fuploads%2Fcover.png&w=256 256w');
    expect(set.src).toBe('/_img?url=https%3A%2F%2Fcdn.example.com%2Fuploads%2Fcover.png&w=640');
    expect(set.sizes).toBe('(max-width: 640px) 100vw, 640px');
    expect(widthsOf(imgSet('/uploads/qr.jpg', 48).srcSet)).toEqual([64, 128]);
    expect(widthsOf(imgSet('https://cdn.example.com/banner.webp', 1920).srcSet)).toEqual([640, 750, 828, 1080, 1200, 1920]);
    expect(imgSet('https://cdn.example.com/banner.webp', 1920).src).toContain('&w=1920');
  });

  it('asks only for widths /_img makes, and takes the sizes it is given', () => {
    for (const slot of [32, 88, 200, 520, 1200, 1920, 3000]) {
      for (const w of widthsOf(imgSet('https://cdn.example.com/x.jpg', slot).srcSet)) expect(IMG_WIDTHS).toContain(w);
    }
    expect(imgSet('https://cdn.example.com/x.jpg', 640, '280px').sizes).toBe('280px');
  });

  it('treats extension-less and query-string addresses as raster, SVG by extension only', () => {
    expect(isRaster('https://cdn.example.com/file?id=3')).toBe(true);
    expect(isRaster('https://cdn.example.com/a.svg?v=2')).toBe(false);
    expect(isRaster('ftp://cdn.example.com/a.png')).toBe(false);
  });
});
