import { describe, expect, it } from 'vitest';
import { pageTitle } from './page-title.ts';

describe('pageTitle', () => {
  it('ends every title with " - " and the site name of its language', () => {
    expect(pageTitle('新闻动态_得帆产品发布与行业活动', 'zh')).toBe('新闻动态_得帆产品发布与行业活动 - 得帆云');
    expect(pageTitle('Request a Trial or Consultation', 'en')).toBe('Request a Trial or Consultation - Defan Cloud');
    expect(pageTitle('', 'zh')).toBe('得帆云');
  });

  it('replaces the other endings pages were written with instead of doubling them', () => {
    for (const t of [
      '得帆数字员工平台正式发布 | 得帆',
      '得帆数字员工平台正式发布 - 得帆云',
      '得帆数字员工平台正式发布_得帆云',
    ])
      expect(pageTitle(t, 'zh')).toBe('得帆数字员工平台正式发布 - 得帆云');
    expect(pageTitle('得帆云_企业级低代码平台_集成平台 - 得帆', 'zh')).toBe(
      '得帆云_企业级低代码平台_集成平台 - 得帆云',
    );
    expect(pageTitle('Defan aPaaS Low-Code Platform for Enterprises | Defan', 'en')).toBe(
      'Defan aPaaS Low-Code Platform for Enterprises - Defan Cloud',
    );
    expect(pageTitle('About Defan | Shanghai Definesys Information Technology', 'en')).toBe(
      'About Defan - Defan Cloud',
    );
    expect(pageTitle('Privacy Policy - Defan Cloud', 'en')).toBe('Privacy Policy - Defan Cloud');
  });

  it('keeps the brand where it is part of the title itself', () => {
    expect(pageTitle('Defan: Low-Code, Integration and Data Platforms', 'en')).toBe(
      'Defan: Low-Code, Integration and Data Platforms - Defan Cloud',
    );
    expect(pageTitle('关于得帆_上海得帆信息技术有限公司 - 得帆云', 'zh')).toBe(
      '关于得帆_上海得帆信息技术有限公司 - 得帆云',
    );
  });
});
