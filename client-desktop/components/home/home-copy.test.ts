// The shape of both languages' home copy (the counts the spec fixes).
import { describe, expect, it } from 'vitest';
import { HOME_EN } from '../../../shared/copy/home-en.ts';
import { HOME } from '../../../shared/copy/home.ts';

describe('home copy', () => {
  it('has the counts of the spec in both languages', () => {
    expect(HOME.banner.slides).toHaveLength(6);
    expect(HOME_EN.banner.slides).toHaveLength(7);
    for (const copy of [HOME, HOME_EN]) {
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
    expect(HOME.banner.slides.filter((s) => s.title.includes('900+') && s.title.includes('2000+'))).toHaveLength(1);
  });
  it('keeps the English copy free of Chinese characters', () => {
    expect(JSON.stringify(HOME_EN)).not.toMatch(/[\u3000-\u303f\u3400-\u9fff\uff00-\uffef]/);
  });
});
