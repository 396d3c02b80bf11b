// Covers differ by category and by article: each category has its own kind of picture, and the
// nine newest articles of a category (one page of cards) do not repeat a picture.
import { describe, expect, it } from 'vitest';
import { CATEGORY, type CategoryId } from '../../shared/api/types.ts';
import { loadContent } from '../content-store/seed/load-content.ts';
import type { SeedArticle } from '../content-store/seed/seed-types.ts';
import { renderCover } from './cover.ts';

const { articles, tags } = loadContent();
const inCategory = (c: CategoryId) => articles.filter((a) => a.category === c);
const tagOf = new Map(tags.map((t) => [t.slug, t]));
const cover = (a: SeedArticle): string =>
  renderCover(a.id, {
    title: a.title,
    category: a.category,
    tags: a.tags.map((slug) => tagOf.get(slug) ?? { slug, name: slug }),
  });

/** The drawing without its numbers and colours: what kind of picture it is, not where or in which tint. */
const shape = (svg: string): string =>
  svg
    .replace(/<text[^>]*>[^<]*<\/text>/g, '')
    .replace(/#[0-9a-f]{6}/g, '')
    .replace(/-?\d+(\.\d+)?/g, '')
    .replace(/cv/g, '');

const byCategory: [CategoryId, SeedArticle[]][] = (
  [
    CATEGORY.news,
    CATEGORY.cases,
    CATEGORY.market,
    CATEGORY.interviews,
    CATEGORY.complexScene,
    CATEGORY.partner,
  ] as const
).map((c) => [c, inCategory(c)]);

describe('covers', () => {
  it('draw a different kind of picture for each category', () => {
    const kinds = byCategory.map(([, list]) => new Set(list.map((a) => shape(cover(a)))));
    for (let i = 0; i < kinds.length; i++)
      for (let j = i + 1; j < kinds.length; j++) {
        const shared = [...(kinds[i] ?? [])].filter((k) => kinds[j]?.has(k));
        // news about a customer going live may show that customer's industry, like a case
        if (byCategory[i]?.[0] === CATEGORY.news && byCategory[j]?.[0] === CATEGORY.cases) continue;
        expect(shared, `${byCategory[i]?.[0]} and ${byCategory[j]?.[0]}`).toEqual([]);
      }
  });

  it('do not repeat a picture on one page of nine cards', () => {
    for (const [category, list] of byCategory) {
      const page = [...list].sort((a, b) => b.published_at.localeCompare(a.published_at)).slice(0, 9);
      const pictures = page.map(cover);
      expect(new Set(pictures).size, String(category)).toBe(page.length);
      // and not just the same drawing in another tint: at least two thirds differ in shape
      expect(new Set(pictures.map(shape)).size, String(category)).toBeGreaterThanOrEqual(
        Math.ceil((page.length * 2) / 3),
      );
    }
  });

  it('show a case in its industry', () => {
    const car = cover(articles.find((a) => a.id === 2004)!);
    const lift = cover(articles.find((a) => a.id === 2022)!);
    expect(shape(car)).not.toBe(shape(lift));
    // the monitored lift shaft has its cab hanging from a cable; the assembly line its conveyor rollers
    expect(lift).toContain('M420 48V');
    expect(car).toContain('M236 262');
  });

  it('stay small and deterministic', () => {
    for (const [, list] of byCategory)
      for (const a of list) {
        const svg = cover(a);
        expect(svg.length).toBeLessThan(10_000);
        expect(cover(a)).toBe(svg);
      }
  });
});
