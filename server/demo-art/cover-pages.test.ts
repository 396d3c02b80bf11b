// Every picture on a page is its own: wherever the demo site shows covers together (a solution or
// product page's cases, the fixed /cases block, a category's list, a tag's list, the home's news)
// no two of them are the same drawing, and every product hero draws its own product. "The same
// drawing" is judged twice: by the key of the scene or motif each cover was drawn from, and by the
// drawing's structure with its text, colours, numbers and app-window panels taken out (so three
// covers of one car that differ only in tint, placement or the small window beside it count as one).
// The heroes follow the same rule: each product's and each solution's draws its own subject, and so
// does each of the home's customer stories (the six are one section).
import { describe, expect, it } from 'vitest';
import { CATEGORY_IDS, type CaseItem } from '../../shared/api/types.ts';
import { HOME_NEWS_COUNT, LIST_PAGE_SIZE, NEWS_STEP } from '../../shared/constants.ts';
import { CATEGORY } from '../../shared/api/types.ts';
import { HOME } from '../../shared/copy/home.ts';
import { HOME_EN } from '../../shared/copy/home-en.ts';
import { loadContent } from '../content-store/seed/load-content.ts';
import { seedPages } from '../content-store/seed/pages.ts';
import type { SeedArticle } from '../content-store/seed/seed-types.ts';
import { heroMotif, renderHero } from './art-hero.ts';
import { coverMotif, renderCover, type CoverArticle } from './cover.ts';

const { articles, tags, cases: caseCopy } = loadContent();
const byId = new Map(articles.map((a) => [a.id, a]));
const tagOf = new Map(tags.map((t) => [t.slug, t]));
const coverArticle = (a: SeedArticle, lang: 'zh' | 'en' = 'zh'): CoverArticle => ({
  title: lang === 'en' ? (caseCopy.en[a.id]?.title ?? a.title) : a.title,
  category: a.category,
  tags: a.tags.map((slug) => tagOf.get(slug) ?? { slug, name: slug }),
});

/** The drawing's structure: no text, colours, numbers, ids, mirroring, and no app-window panel
 *  (cover-screens.ts groups each window). */
function structure(svg: string): string {
  return (
    svg
      .replace(/<g class="window">.*?<\/g>/g, '')
      .replace(/<text[^>]*>[^<]*<\/text>/g, '')
      .replace(/#[0-9a-f]{6}/gi, '#')
      .replace(/-?\d+(\.\d+)?/g, '0')
      .replace(/\b(cv|hr)0/g, 'id')
      // a scene facing the other way is the same scene
      .replace(/<g transform="matrix\([^"]*\)">/g, '')
      .replace(/<\/g>/g, '')
  );
}

/** Every list of articles the site shows, newest first, with how many of them one screen shows. */
function lists(): { name: string; ids: number[]; window: number }[] {
  const newest = (list: SeedArticle[]) =>
    [...list].sort((a, b) => b.published_at.localeCompare(a.published_at) || b.id - a.id).map((a) => a.id);
  const out: { name: string; ids: number[]; window: number }[] = [];
  for (const c of CATEGORY_IDS) {
    const ids = newest(articles.filter((a) => a.category === c));
    // desktop pages of nine; the phone's list grows by ten at a time, so any ten in a row are seen together
    out.push({ name: `category ${c}`, ids, window: Math.max(LIST_PAGE_SIZE, NEWS_STEP) });
  }
  out.push({
    name: 'home news',
    ids: newest(articles.filter((a) => a.category === CATEGORY.news)).slice(0, HOME_NEWS_COUNT),
    window: HOME_NEWS_COUNT,
  });
  for (const t of tags) {
    const ids = newest(articles.filter((a) => a.tags.includes(t.slug)));
    if (ids.length > 1) out.push({ name: `/tags/${t.slug}`, ids, window: 10 });
  }
  for (const page of seedPages().pages) {
    const config = (page.ext as { pageConfig?: Record<string, { cases?: CaseItem[] }> } | undefined)?.pageConfig ?? {};
    for (const [section, block] of Object.entries(config)) {
      const ids = (block.cases ?? []).map((c) => c.id);
      if (ids.length > 1) out.push({ name: `${page.route} ${section}`, ids, window: ids.length });
    }
  }
  return out;
}

/** Pairs of items a screen shows together that are the same drawing by `same`. */
function repeats(same: (a: number, b: number) => boolean): string[] {
  const found: string[] = [];
  for (const { name, ids, window } of lists())
    for (let i = 0; i < ids.length; i++)
      for (let j = i + 1; j < Math.min(ids.length, i + window); j++)
        if (same(ids[i]!, ids[j]!)) found.push(`${name}: ${ids[i]} and ${ids[j]}`);
  return found;
}

const motif = new Map(articles.map((a) => [a.id, coverMotif(a.id, coverArticle(a))]));
const drawing = new Map(articles.map((a) => [a.id, structure(renderCover(a.id, coverArticle(a)))]));

describe('covers shown together', () => {
  it('are drawn from different scenes or motifs', () => {
    expect(repeats((a, b) => motif.get(a) === motif.get(b))).toEqual([]);
  });

  it('are different drawings, not one drawing in other colours or places', () => {
    expect(repeats((a, b) => drawing.get(a) === drawing.get(b))).toEqual([]);
  });

  it('cover every page that shows cases, with the automotive solution page among them', () => {
    const names = lists().map((l) => l.name);
    expect(names).toContain('/solution_automobile p8');
    expect(names).toContain('/en/solution_automobile p8');
    expect(names).toContain('/cases p8');
    expect(names).toContain(`category ${CATEGORY.complexScene}`);
  });

  it('show the same scene in English as in Chinese', () => {
    for (const a of articles.filter((x) => caseCopy.en[x.id]))
      expect(coverMotif(a.id, coverArticle(a, 'en')), String(a.id)).toBe(motif.get(a.id));
  });

  it('show three automotive projects as three pictures: an assembly line, a showroom, a quality gate', () => {
    const auto = [2004, 2015, 2021].map((id) => motif.get(id));
    expect(auto).toEqual(['auto-line', 'auto-dealer', 'auto-quality']);
    expect(byId.get(2004)?.tags[0]).toBe('qichehangye');
  });
});

/** The hero of every template page whose route matches, by its image name. */
const heroesOf = (route: RegExp) =>
  seedPages()
    .pages.filter((p) => route.test(p.route))
    .map((p) => {
      const bg = (p.ext as { pageConfig?: { p1?: { bg?: string } } }).pageConfig?.p1?.bg ?? '';
      return { route: p.route, name: /hero-([a-z0-9-]+)\.svg/.exec(bg)?.[1] ?? '' };
    });

/** Each hero draws a subject of its own: no two pages but twins draw the same, nor the same shape. */
function ownSubjects(heroes: { route: string; name: string }[]): void {
  const bySubject = new Map<string, string>();
  for (const { route, name } of heroes) {
    const key = heroMotif(name);
    expect(key, route).not.toBe('network');
    const twin = route.replace(/^\/en/, '');
    const other = [...bySubject].find(([k, r]) => k === key && r !== twin);
    expect(other, `${route} draws what ${other?.[1]} draws`).toBeUndefined();
    bySubject.set(key, twin);
  }
  const names = new Set(heroes.map((h) => h.name));
  const shapes = new Set([...names].map((n) => structure(renderHero(n))));
  expect(shapes.size).toBe(names.size);
  for (const name of names) {
    const svg = renderHero(name);
    expect(renderHero(name)).toBe(svg);
    expect(svg).not.toContain('<text');
  }
}

describe('heroes', () => {
  const products = heroesOf(/^(\/en)?\/product_/);
  const solutions = heroesOf(/^(\/en)?\/solution_/);

  it('of products each draw their own product, without words', () => {
    expect(products.length).toBeGreaterThanOrEqual(5);
    ownSubjects(products);
  });

  it('of solutions each draw their own industry, without words', () => {
    expect(solutions.length).toBeGreaterThanOrEqual(20);
    ownSubjects(solutions);
    expect(heroMotif('automobile')).toBe('automobile');
    expect(heroMotif('elevator')).toBe('elevator');
  });

  it('no solution draws a product and no product an industry', () => {
    const productKeys = new Set(products.map((h) => heroMotif(h.name)));
    for (const { route, name } of solutions) expect(productKeys.has(heroMotif(name)), route).toBe(false);
  });

  it('of the home’s stories each draw their story’s subject, the same in English', () => {
    const bgs = (items: readonly { bg: string; customer: string }[]) =>
      items.map((s) => ({ route: s.customer, name: /hero-([a-z0-9-]+)\.svg$/.exec(s.bg)?.[1] ?? '' }));
    const zh = bgs(HOME.stories.items);
    expect(zh.length).toBe(6);
    ownSubjects(zh);
    // the English home shows the same six pictures
    expect(bgs(HOME_EN.stories.items).map((s) => s.name)).toEqual(zh.map((s) => s.name));
    // the subject follows the story's words: a lab on low-code, parts makers on iPaaS…
    expect(zh.map((s) => heroMotif(s.name))).toEqual([
      'equipment+code',
      'medicine+code',
      'automobile+plug',
      'finance+layout',
      'energy+database',
      'consumer+chart',
    ]);
  });
});
