// Chinese labels of the generated pictures wrap between words, never inside one.
import { describe, expect, it } from 'vitest';
import { balancedWrap } from './text-wrap.ts';

describe('balancedWrap', () => {
  it('breaks a Chinese label between words', () => {
    // the architecture picture's scenario box (7.3 em) and an honour card's title (8.8 em)
    expect(balancedWrap('供应商门户与协同', 7.3, 3)).toEqual(['供应商门户', '与协同']);
    expect(balancedWrap('年度最具创新力低代码平台', 8.8, 4)).toEqual(['年度最具创新力', '低代码平台']);
    expect(balancedWrap('售后索赔与旧件管理', 7.3, 3)).toEqual(['售后索赔与', '旧件管理']);
  });

  it('still evens out lines it knows no words of, and leaves one-line labels alone', () => {
    expect(balancedWrap('甲乙丙丁戊己庚辛', 7, 2)).toEqual(['甲乙丙丁', '戊己庚辛']);
    expect(balancedWrap('质量 8D 闭环', 7.3, 3)).toEqual(['质量 8D 闭环']);
  });
});
