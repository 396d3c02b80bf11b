import { describe, expect, it } from 'vitest';
import { templateTwinRoute } from './template-pages.ts';

describe('templateTwinRoute', () => {
  it('maps a product or solution page to the same page in the other language', () => {
    expect(templateTwinRoute('/product_mdm')).toBe('/en/product_mdm');
    expect(templateTwinRoute('/en/product_mdm')).toBe('/product_mdm');
    expect(templateTwinRoute('/solution_smart-park')).toBe('/en/solution_smart-park');
  });

  it('maps nothing else: other pages, other depths, loose spellings', () => {
    for (const path of [
      '/',
      '/en',
      '/about',
      '/en/about',
      '/marketing-automation',
      '/product_',
      '/Product_mdm',
      '/product_mdm/',
      '/en/en/product_mdm',
      '/doc/product_mdm',
      `/product_${'x'.repeat(41)}`,
    ]) {
      expect(templateTwinRoute(path), path).toBeUndefined();
    }
  });
});
