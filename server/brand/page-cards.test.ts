// A product or solution page's own preview card comes from the page heading the live content
// source has for the request's environment and host, drawn once per drawing and kept on disk.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import type { Api } from '../../shared/api/client.ts';
import { ApiError } from '../../shared/api/errors.ts';
import type { PageDetail } from '../../shared/api/types.ts';
import type { Lang } from '../../shared/site-types.ts';
import { CARD_KEEP_DAYS, createPageCards } from './page-cards.ts';

const GENERAL = { env: 'release', site: 'defan', headingPrefix: '私域流量' } as const;
const WX = { env: 'release', site: 'wx', headingPrefix: '企业微信' } as const;

/** A content source whose pages are `headings` (route → seo_h1), per site; asks are counted. */
function sourceOf(headings: Record<string, string>) {
  const asked: string[] = [];
  const api = {
    getSitePage: async (route: string, site: string): Promise<PageDetail> => {
      asked.push(`${site} ${route}`);
      if (route === '/product_broken') throw new ApiError(503, 'upstream_unavailable', 'vendor down');
      const h1 = headings[route];
      if (h1 === undefined) throw new ApiError(404, 'not_found', 'No such page');
      return { route, site, seo_h1: h1 } as PageDetail;
    },
  } as unknown as Api;
  return { sources: { api: () => api }, asked };
}

function setup(headings: Record<string, string>, fonts: Lang[] = ['zh', 'en']) {
  const { sources, asked } = sourceOf(headings);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-cards-'));
  const encoded: string[] = [];
  // The card's SVG as it is, so the test reads its words; counted.
  const encode = async (svg: string) => {
    encoded.push(svg);
    return Buffer.from(svg);
  };
  const cards = createPageCards({
    sources,
    dir: path.join(dir, 'brand-cards'),
    logger: pino({ level: 'silent' }),
    encode,
    hasFont: async (lang) => fonts.includes(lang),
  });
  /** The words of a drawn card, without spaces (a title may be set in two lines). */
  const words = (file: string | undefined) =>
    [...fs.readFileSync(file!, 'utf8').matchAll(/<text[^>]*>([^<]*)<\/text>/g)]
      .map((m) => m[1])
      .join('')
      .replace(/\s/g, '');
  return { cards, asked, encoded, encode, words };
}

describe("a page's own preview card", () => {
  it("carries the page's heading as the content source has it, in the page's language", async () => {
    const { cards, words } = setup({
      '/product_ipaas': '得帆云 iPaaS 集成平台',
      '/en/product_ipaas': 'Defan Cloud iPaaS',
      '/solution_retail': '{prefix}零售解决方案',
    });
    const zh = words(await cards.file('product_ipaas', 'zh', GENERAL));
    expect(zh).toMatch(/^得帆云产品iPaaS集成平台/);
    const en = words(await cards.file('product_ipaas', 'en', GENERAL));
    expect(en).toMatch(/^DefanCloudProductiPaaS/);
    // in the host's wording, as the page's own heading
    expect(words(await cards.file('solution_retail', 'zh', WX))).toContain('行业解决方案企业微信零售解决方案');
  });

  it('is drawn once, also when asked for many times at once, and drawn anew when the heading changes', async () => {
    const headings = { '/product_mdm': '得帆云 MDM 主数据平台' };
    const { cards, encoded, words } = setup(headings);
    const files = await Promise.all(Array.from({ length: 5 }, () => cards.file('product_mdm', 'zh', GENERAL)));
    expect(new Set(files).size).toBe(1);
    expect(encoded).toHaveLength(1);
    expect(await cards.file('product_mdm', 'zh', GENERAL)).toBe(files[0]);
    expect(encoded).toHaveLength(1);

    headings['/product_mdm'] = '得帆云 主数据管理平台';
    const renamed = await cards.file('product_mdm', 'zh', GENERAL);
    expect(renamed).not.toBe(files[0]);
    expect(encoded).toHaveLength(2);
    expect(words(renamed)).toContain('产品主数据管理平台');
  });

  it('is kept on disk for every process on the data folder: another one does not draw it again', async () => {
    const first = setup({ '/product_portal': '得帆云 企业门户' });
    const file = await first.cards.file('product_portal', 'zh', GENERAL);
    expect(first.encoded).toHaveLength(1);
    // another process: its own memory, the same folder and drawing
    const second = createPageCards({
      sources: sourceOf({ '/product_portal': '得帆云 企业门户' }).sources,
      dir: path.dirname(file!),
      logger: pino({ level: 'silent' }),
      encode: first.encode,
      hasFont: async () => true,
    });
    expect(await second.file('product_portal', 'zh', GENERAL)).toBe(file);
    expect(first.encoded).toHaveLength(1);
  });

  it('is not drawn for a page the content source does not have, cannot give, or whose words no font here can set', async () => {
    const { cards, asked, encoded } = setup({ '/product_ipaas': '得帆云 iPaaS' }, ['en']);
    expect(await cards.file('product_unknown', 'en', GENERAL)).toBeUndefined();
    expect(await cards.file('product_broken', 'en', GENERAL)).toBeUndefined();
    // no Chinese font: the content source is not even asked
    expect(await cards.file('product_ipaas', 'zh', GENERAL)).toBeUndefined();
    // not a product or solution page
    expect(await cards.file('news', 'en', GENERAL)).toBeUndefined();
    expect(asked).toEqual(['defan /en/product_unknown', 'defan /en/product_broken']);
    expect(encoded).toHaveLength(0);
  });

  it('is kept while some process asks for it; one nobody asked for in CARD_KEEP_DAYS goes when a process starts', async () => {
    const DAY = 24 * 60 * 60 * 1000;
    const first = setup({ '/product_portal': '得帆云 企业门户', '/product_mdm': '得帆云 主数据' });
    const inUse = (await first.cards.file('product_portal', 'zh', GENERAL))!;
    const dir = path.dirname(inUse);
    const age = (file: string, days: number) => {
      const at = new Date(Date.now() - days * DAY);
      fs.utimesSync(file, at, at);
    };
    // a card of a heading since changed, writes a dead process left, and a file not the sweep's
    const replaced = path.join(dir, 'a'.repeat(32) + '.jpg');
    const deadPart = path.join(dir, 'b'.repeat(32) + '.jpg.1-0000.part');
    const freshPart = path.join(dir, 'c'.repeat(32) + '.jpg.2-0000.part');
    const other = path.join(dir, 'notes.txt');
    for (const file of [replaced, deadPart, freshPart, other]) fs.writeFileSync(file, 'x');
    age(replaced, CARD_KEEP_DAYS + 1);
    age(deadPart, 1 / 12);
    age(other, 400);
    // the card in use was drawn long ago, and one process still asks for it after a restart
    age(inUse, CARD_KEEP_DAYS - 1);
    const second = createPageCards({
      sources: sourceOf({ '/product_portal': '得帆云 企业门户' }).sources,
      dir,
      logger: pino({ level: 'silent' }),
      encode: first.encode,
      hasFont: async () => true,
    });
    await second.swept;
    expect(fs.existsSync(replaced)).toBe(false);
    expect(fs.existsSync(deadPart)).toBe(false);
    expect(fs.existsSync(freshPart)).toBe(true);
    expect(fs.existsSync(other)).toBe(true);
    expect(fs.existsSync(inUse)).toBe(true);
    // found on disk, not drawn again, and touched: the next sweep keeps it
    expect(await second.file('product_portal', 'zh', GENERAL)).toBe(inUse);
    expect(first.encoded).toHaveLength(1);
    expect(Date.now() - fs.statSync(inUse).mtimeMs).toBeLessThan(DAY);
  });

  it('is drawn again once a file it gave is gone (swept by another process)', async () => {
    const { cards, encoded } = setup({ '/product_ipaas': '得帆云 iPaaS' });
    const file = (await cards.file('product_ipaas', 'zh', GENERAL))!;
    fs.unlinkSync(file);
    // this process still knows the card as drawn, until the route tells it the file is gone
    expect(await cards.file('product_ipaas', 'zh', GENERAL)).toBe(file);
    expect(encoded).toHaveLength(1);
    cards.forget(file);
    expect(await cards.file('product_ipaas', 'zh', GENERAL)).toBe(file);
    expect(encoded).toHaveLength(2);
    expect(fs.existsSync(file)).toBe(true);
  });
});
