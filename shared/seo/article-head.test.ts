import { describe, expect, it } from 'vitest';
import { articleHead, articleTitle } from './article-head.ts';

const article = {
  meta_title: '',
  seo_title: '',
  title: '低代码最佳实践',
  meta_description: '',
  seo_description: '',
  brief: '六条经验',
  meta_keywords: '',
  tags: [
    { name: '低代码', slug: 'lowcode' },
    { name: '治理', slug: 'governance' },
  ],
};

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

describe('articleHead', () => {
  it('takes the CMS description and keywords first', () => {
    const head = articleHead(
      { ...article, meta_description: 'MD', seo_description: 'SD', meta_keywords: 'a,b' },
      'news',
    );
    expect(head).toEqual({ title: '低代码最佳实践 - 得帆云', description: 'MD', keywords: 'a,b' });
    expect(articleHead({ ...article, seo_description: 'SD' }, 'news').description).toBe('SD');
  });
  it('falls back to the brief and the tag names', () => {
    expect(articleHead(article, 'case')).toEqual({
      title: '低代码最佳实践 - 客户案例 - 得帆云',
      description: '六条经验',
      keywords: '低代码,治理',
    });
  });
});
