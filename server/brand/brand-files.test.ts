import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { isRasterCover, ogCardPath } from '../../shared/seo/brand-files.ts';
import { encodeIco, readIcoDirectory } from './ico.ts';
import { ogCardSvg } from './og-card-svg.ts';
import { cardFallback, ogCards } from './og-cards.ts';

describe('preview card names', () => {
  it('names a card by the first path segment, home for none, in the page language', () => {
    expect(ogCardPath('/', 'zh')).toBe('/brand/og-home-zh.jpg');
    expect(ogCardPath('/en', 'en')).toBe('/brand/og-home-en.jpg');
    expect(ogCardPath('/news/1040', 'zh')).toBe('/brand/og-news-zh.jpg');
    expect(ogCardPath('/tags/index/A', 'zh')).toBe('/brand/og-tags-zh.jpg');
    expect(ogCardPath('/en/product_ipaas', 'en')).toBe('/brand/og-product_ipaas-en.jpg');
    expect(ogCardPath('/en/doc/md_intro', 'en')).toBe('/brand/og-doc-en.jpg');
    // 'en' is a prefix only as a whole segment; a slug the pattern does not take is the home card
    expect(ogCardPath('/enterprise', 'zh')).toBe('/brand/og-enterprise-zh.jpg');
    expect(ogCardPath('/%E4%B8%AD', 'zh')).toBe('/brand/og-home-zh.jpg');
  });

  it('has a drawn card, or a fallback that is drawn, for every kind of page in its language', () => {
    const drawn = new Set(ogCards().map((c) => `${c.name}-${c.lang}`));
    const pages: [string, 'zh' | 'en'][] = [
      ['/', 'zh'],
      ['/en', 'en'],
      ['/news', 'zh'],
      ['/news/1', 'zh'],
      ['/cases', 'zh'],
      ['/cases/1', 'zh'],
      ['/tags', 'zh'],
      ['/tags/x', 'zh'],
      ['/whitepaper', 'zh'],
      ['/form', 'zh'],
      ['/en/form', 'en'],
      ['/evaluate', 'zh'],
      ['/complex-scene', 'zh'],
      ['/application', 'zh'],
      ['/cooperative', 'zh'],
      ['/en/cooperative', 'en'],
      ['/about', 'zh'],
      ['/en/about', 'en'],
      ['/marketing-automation', 'zh'],
      ['/doc/md_x', 'zh'],
      ['/en/doc/md_x', 'en'],
      ['/product_apaas', 'zh'],
      ['/en/product_ipaas', 'en'],
      ['/solution_lab', 'zh'],
      ['/en/solution_automobile', 'en'],
      ['/product_new', 'zh'],
      ['/en/solution_new', 'en'],
      ['/sorry', 'zh'],
      ['/400', 'zh'],
    ];
    for (const [path, lang] of pages) {
      const name = /og-(.+)-(zh|en)\.jpg$/.exec(ogCardPath(path, lang))![1]!;
      expect(drawn.has(`${name}-${lang}`) || drawn.has(`${cardFallback(name)}-${lang}`), path).toBe(true);
    }
    expect(drawn.has('product_apaas-zh') && drawn.has('solution_automobile-en')).toBe(true);
  });

  it('sets every card title whole (no ellipsis) in the language of its card', () => {
    for (const card of ogCards()) {
      const svg = ogCardSvg(card);
      expect(svg, card.name).not.toContain('…');
      if (card.lang === 'en') expect(svg.replace(/<[^>]+>/g, ''), card.name).not.toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it('takes a cover as the preview only when it is a JPEG or PNG address', () => {
    expect(isRasterCover('https://media.example.com/a/cover.JPG?x-oss-process=resize')).toBe(true);
    expect(isRasterCover('/uploads/c.png#top')).toBe(true);
    expect(isRasterCover('/media/cover/1040.svg')).toBe(false);
    expect(isRasterCover('https://media.example.com/png/cover.webp')).toBe(false);
    expect(isRasterCover('')).toBe(false);
  });
});

describe('the icon file', () => {
  it('holds each PNG at the size its directory entry says, 256 written as 0', async () => {
    const pngs = await Promise.all(
      [16, 256].map(async (size) => ({
        size,
        png: await sharp({ create: { width: size, height: size, channels: 4, background: '#1f5eff' } })
          .png()
          .toBuffer(),
      })),
    );
    const ico = encodeIco(pngs);
    expect(ico[6 + 16]).toBe(0);
    const dir = readIcoDirectory(ico);
    expect(dir.map((e) => e.width)).toEqual([16, 256]);
    for (const [i, e] of dir.entries()) {
      expect(ico.subarray(e.offset, e.offset + e.bytes).equals(pngs[i]!.png)).toBe(true);
    }
  });

  it('refuses sizes an icon directory cannot hold, and files that are not icons', () => {
    expect(() => encodeIco([{ size: 300, png: Buffer.alloc(8) }])).toThrow(RangeError);
    expect(() => readIcoDirectory(Buffer.from('\x89PNG\r\n\x1a\n'))).toThrow('not an icon file');
  });
});
