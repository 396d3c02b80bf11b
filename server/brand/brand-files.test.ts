import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { isRasterCover, ogCardPath } from '../../shared/seo/brand-files.ts';
import { encodeIco, readIcoDirectory } from './ico.ts';
import { seedPages } from '../content-store/seed/pages.ts';
import { ogCardSvg } from './og-card-svg.ts';
import { cardFallback, PAGE_CARD_NAME, pageCard, pageTypeCards, type OgCard } from './og-cards.ts';

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

  it('has a card drawn at build time, or a fallback that is, for every kind of page in its language', () => {
    const drawn = new Set(pageTypeCards().map((c) => `${c.name}-${c.lang}`));
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
    // a product or solution page has a card of its own, drawn by the server from its heading
    for (const name of ['product_apaas', 'product_new', 'solution_automobile', 'solution_new-energy'])
      expect(PAGE_CARD_NAME.test(name), name).toBe(true);
    for (const name of ['product', 'products', 'product_', 'solution_A', 'news', `product_${'x'.repeat(41)}`])
      expect(PAGE_CARD_NAME.test(name), name).toBe(false);
  });

  it("titles a page's own card with its heading without the brand, under its kind", () => {
    expect(pageCard('product_ipaas', 'zh', '得帆云 iPaaS 集成平台')).toEqual({
      name: 'product_ipaas',
      lang: 'zh',
      eyebrow: '产品',
      title: 'iPaaS 集成平台',
    });
    expect(pageCard('solution_automobile', 'en', 'Defan Cloud automotive solution')).toMatchObject({
      eyebrow: 'Industry solution',
      title: 'automotive solution',
    });
    // a heading that is only the brand says nothing: the kind's card stands in
    expect(pageCard('product_x', 'zh', '得帆云 ')).toBeUndefined();
  });

  it('sets every card title whole (no ellipsis) in the language of its card', () => {
    // the page types', and those of the demo content's product and solution pages
    const pages = seedPages().pages.flatMap((page): OgCard[] => {
      const m = /^\/(?:(en)\/)?([a-z0-9_-]+)$/.exec(page.route);
      const card = m && PAGE_CARD_NAME.test(m[2]!) ? pageCard(m[2]!, m[1] ? 'en' : 'zh', page.seo_h1) : undefined;
      return card ? [card] : [];
    });
    expect(pages.length).toBeGreaterThan(10);
    for (const card of [...pageTypeCards(), ...pages]) {
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
