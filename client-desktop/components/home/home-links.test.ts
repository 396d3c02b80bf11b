// Arrow-key targets of the home tablists and the shape of both languages' home copy (the counts
// the spec fixes).
import { describe, expect, it } from 'vitest';
import { HOME_EN } from '../../../shared/copy/home-en.ts';
import { HOME_ZH } from '../../../shared/copy/home-zh.ts';
import { tabKeyTarget } from './tab-keys.ts';

describe('tabKeyTarget', () => {
  it('steps with the arrows and wraps around at both ends', () => {
    expect(tabKeyTarget('ArrowRight', 0, 6)).toBe(1);
    expect(tabKeyTarget('ArrowDown', 5, 6)).toBe(0);
    expect(tabKeyTarget('ArrowLeft', 0, 6)).toBe(5);
    expect(tabKeyTarget('ArrowUp', 3, 6)).toBe(2);
  });
  it('jumps to the ends with Home and End and ignores other keys', () => {
    expect(tabKeyTarget('Home', 4, 6)).toBe(0);
    expect(tabKeyTarget('End', 1, 6)).toBe(5);
    expect(tabKeyTarget('Enter', 1, 6)).toBeUndefined();
  });
});

describe('home copy', () => {
  it('has the counts of the spec in both languages', () => {
    expect(HOME_ZH.banner.slides).toHaveLength(6);
    expect(HOME_EN.banner.slides).toHaveLength(7);
    for (const copy of [HOME_ZH, HOME_EN]) {
      expect(copy.figures.items).toHaveLength(5);
      expect(copy.products.items).toHaveLength(5);
      expect(copy.stories.items).toHaveLength(6);
      expect(copy.industries.items).toHaveLength(6);
      expect(copy.facts.items).toHaveLength(4);
    }
    expect(HOME_EN.news.events?.length).toBeGreaterThanOrEqual(4);
    expect(HOME_EN.news.events?.length).toBeLessThanOrEqual(8);
  });
  it('claims 900+ enterprises and 2000+ projects on one Chinese slide', () => {
    expect(HOME_ZH.banner.slides.filter((s) => s.title.includes('900+') && s.title.includes('2000+'))).toHaveLength(1);
  });
  it('keeps the English copy free of Chinese characters', () => {
    expect(JSON.stringify(HOME_EN)).not.toMatch(/[\u3000-\u303f\u3400-\u9fff\uff00-\uffef]/);
  });
});
