// The English images (?lang=en): every image with words draws them in English, with no Chinese
// character left, and asking for Chinese gives exactly the image the Chinese site always had.
import { describe, expect, it } from 'vitest';
import { CATEGORY, type CategoryId } from '../../shared/api/types.ts';
import type { Lang } from '../../shared/site-types.ts';
import { loadContent } from '../content-store/seed/load-content.ts';
import { HONOURS, HONOURS_EN } from '../content-store/seed/honours.ts';
import { renderMedia, type MediaContext } from './render-media.ts';

const CJK = /[\u3000-\u303f\u3400-\u9fff\uf900-\ufaff\uff00-\uffef]/;

const zhTitles = new Map<number, { title: string; category: CategoryId }>([
  [2004, { title: '远驰汽车零部件：一个集成平台连起 23 套系统', category: CATEGORY.cases }],
  [6001, { title: '得帆合作伙伴计划发布', category: CATEGORY.partner }],
]);
const { brands, cases } = loadContent();
const enTitles = new Map<number, string>([[2004, cases.en[2004]!.title]]);
const ctx: MediaContext = {
  article: (id, lang) => {
    const a = zhTitles.get(id);
    if (!a || lang === 'zh') return a;
    const title = enTitles.get(id);
    return title ? { title, category: a.category } : undefined;
  },
};

/** The words an SVG shows: the content of its <text> elements, tspans included. */
function textsOf(svg: string): string[] {
  return [...svg.matchAll(/<text\b[^>]*>([\s\S]*?)<\/text>/g)].map((m) => (m[1] ?? '').replace(/<[^>]+>/g, ''));
}

function english(kind: string, name: string): string {
  const svg = renderMedia(kind, name, ctx, 'en');
  expect(svg, `${kind}/${name}`).toMatch(/^<svg /);
  const words = textsOf(svg!);
  for (const w of words) expect(w, `${kind}/${name}: ${w}`).not.toMatch(CJK);
  return svg!;
}

const WINDOWS = ['pic-dashboard', 'pic-mdm', 'pic-workflow', 'pic-lowcode-form'];
/** Windows shown too small to read (cards, sketches): their words are drawn as bars. */
const SKETCHES = ['card-ipaas', 'card-agent-flow', 'card-mdm-table', 'card-lab-form', 'sketch-apaas-lowcode-form'];

describe('English images', () => {
  it('application windows of all four views, with every flow step name, have English labels', () => {
    for (const name of WINDOWS) expect(textsOf(english('art', name)).join(' ')).toContain('Defan Cloud');
    for (const name of SKETCHES) {
      expect(textsOf(english('art', name)), name).toEqual([]);
      expect(english('art', name), name).toMatch(/<rect [^>]*rx="[^"]*" fill="#fff" fill-opacity="0\.\d+"\/>/);
    }
    // The flow view picks its first step by the name's hash: draw enough names to see each.
    const steps = new Set<string>();
    for (let i = 0; i < 40; i++) {
      for (const w of textsOf(english('art', `pic-workflow-${i}`))) steps.add(w);
    }
    for (const step of ['Submit request', 'Dept. approval', 'Purchase request', 'Contract review'])
      expect(steps).toContain(step);
  });

  it('logos carry the English short name and its initial', () => {
    for (let i = 1; i <= brands.length; i++) {
      const svg = english('logo', String(i));
      const short = brands[i - 1]!.en.short;
      expect(
        textsOf(svg)
          .join(' ')
          .replace(/&apos;/g, "'"),
      ).toContain(short.split(' ')[0]);
    }
  });

  it('honours carry the English title, issuer and the bare year', () => {
    expect(HONOURS_EN).toHaveLength(HONOURS.length);
    for (let i = 1; i <= HONOURS.length; i++) {
      const words = textsOf(english('honour', String(i))).join(' ');
      expect(words).toContain(String(HONOURS[i - 1]!.year));
      expect(words).not.toContain('…');
    }
  });

  it('a cover exists in English when its article has an English title, and carries no words', () => {
    // The cover pictures the story without words (its title stands beside it on the card).
    expect(textsOf(english('cover', '2004'))).toEqual([]);
    expect(renderMedia('cover', '6001', ctx, 'en')).toBeUndefined();
  });

  it('images without words are the same in both languages; Chinese ones are as before', () => {
    for (const [kind, name] of [
      ['art', 'hero-lowcode'],
      ['art', 'icon-workflow'],
      ['art', 'banner-home-1'],
      ['avatar', '3'],
      ['qr', 'service'],
    ]) {
      expect(renderMedia(kind!, name!, ctx, 'en')).toBe(renderMedia(kind!, name!, ctx));
    }
    for (const [kind, name] of [
      ['art', 'pic-dashboard'],
      ['logo', '7'],
      ['honour', '3'],
    ] as const) {
      const zh = renderMedia(kind, name, ctx, 'zh' satisfies Lang);
      expect(zh).toBe(renderMedia(kind, name, ctx));
      expect(textsOf(zh!).join('')).toMatch(CJK);
    }
  });
});

describe('English brand names', () => {
  it('are distinct and romanised', () => {
    expect(new Set(brands.map((b) => b.en.name)).size).toBe(brands.length);
    expect(new Set(brands.map((b) => b.en.short)).size).toBe(brands.length);
    for (const b of brands) {
      expect(b.en.name).toMatch(/^[A-Z][A-Za-z' .,&-]+$/);
      expect(b.en.name.startsWith(b.en.short.split(' ')[0]!)).toBe(true);
    }
  });
});
