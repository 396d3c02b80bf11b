import { describe, expect, it } from 'vitest';
import { IMG_WIDTHS, imgSet, isRaster } from './responsive-image.ts';

const widthsOf = (srcSet: string | undefined) => (srcSet ?? '').split(', ').map((c) => Number(/ (\d+)w$/.exec(c)?.[1]));

describe('imgSet', () => {
  it('passes SVG, data: and empty addresses through unchanged, with no srcset', () => {
    for (const src of [
      '/media/cover/1.svg',
      '/media/cover/1.svg?lang=en',
      'https://cdn.example.com/a.SVG#x',
      'data:image/png;base64,AAAA',
      '',
      '//evil.example/a.png',
    ]) {
      expect(imgSet(src, 640), src).toEqual({ src });
    }
  });

  it('gives a fixed-width picture one candidate per screen density, each the smallest that covers it', () => {
    const set = imgSet('https://cdn.example.com/uploads/cover.png', 240);
    // 240 at 1x, 360 at 1.5x, 480 at 2x, 720 at 3x
    expect(widthsOf(set.srcSet)).toEqual([256, 384, 640, 750]);
    expect(set.srcSet).toContain('/_img?url=https://cdn.example.com/uploads/cover.png&w=256 256w');
    expect(set.src).toBe('/_img?url=https://cdn.example.com/uploads/cover.png&w=256');
    expect(set.sizes).toBe('240px');
    expect(widthsOf(imgSet('/uploads/qr.jpg', 40).srcSet)).toEqual([64, 128]);
    expect(widthsOf(imgSet('https://cdn.example.com/big.jpg', 1152).srcSet)).toEqual([1200, 1920]);
  });

  it('gives a fluid picture every width from half to three times its widest', () => {
    const set = imgSet('https://cdn.example.com/banner.webp', 430, '100vw');
    expect(widthsOf(set.srcSet)).toEqual([256, 384, 640, 750, 828, 1080, 1200, 1920]);
    expect(set.sizes).toBe('100vw');
    expect(set.src).toContain('&w=640');
    expect(widthsOf(imgSet('https://cdn.example.com/b.jpg', 1920, '100vw').srcSet)).toEqual([1080, 1200, 1920]);
  });

  it('keeps characters that would change the address escaped', () => {
    const src = 'https://cdn.example.com/a b/c.jpg?x=1&y=2#z';
    const url = new URL(imgSet(src, 100).src, 'https://site.example');
    expect(url.searchParams.get('url')).toBe(src);
    expect(url.searchParams.get('w')).toBe('128');
  });

  it('asks only for widths /_img makes, and takes the sizes it is given', () => {
    for (const slot of [32, 88, 200, 520, 1200, 1920, 3000]) {
      for (const w of widthsOf(imgSet('https://cdn.example.com/x.jpg', slot).srcSet)) expect(IMG_WIDTHS).toContain(w);
    }
    expect(imgSet('https://cdn.example.com/x.jpg', 640, '(max-width: 767px) 128px, 366px').sizes).toBe(
      '(max-width: 767px) 128px, 366px',
    );
  });

  it('treats extension-less and query-string addresses as raster, SVG by extension only', () => {
    expect(isRaster('https://cdn.example.com/file?id=3')).toBe(true);
    expect(isRaster('https://cdn.example.com/a.svg?v=2')).toBe(false);
    expect(isRaster('ftp://cdn.example.com/a.png')).toBe(false);
    // An animated GIF would lose its frames in /_img: it is shown as it is.
    expect(isRaster('https://cdn.example.com/demo.GIF')).toBe(false);
  });
});
