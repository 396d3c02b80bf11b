import { describe, expect, it } from 'vitest';
import { articleTitle } from './article-title.ts';

const article = { meta_title: '', seo_title: '', title: '低代码最佳实践' };

describe('articleTitle', () => {
  it('takes meta_title first, then seo_title', () => {
    expect(articleTitle({ ...article, meta_title: 'M', seo_title: 'S' }, 'news')).toBe('M');
    expect(articleTitle({ ...article, seo_title: 'S' }, 'case')).toBe('S');
  });
  it('falls back to the title with the section and the site name', () => {
    expect(articleTitle(article, 'news')).toBe('低代码最佳实践 - 得帆云');
    expect(articleTitle(article, 'case')).toBe('低代码最佳实践 - 客户案例 - 得帆云');
  });
});
