import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Menus } from '../api/types.ts';
import { productLink } from './product-links.ts';

const menus = JSON.parse(
  fs.readFileSync(path.resolve(import.meta.dirname, '../../content/site/menus.json'), 'utf8'),
) as { zh: Menus };

const entry = (name: string, link: string) => ({ name, link, aTitle: name });

describe('productLink', () => {
  it('finds the product page of each product the demo cases name, in the Chinese products menu', () => {
    const products = menus.zh.products;
    expect(
      ['低代码平台', '集成平台', '主数据平台', '数据中台', '企业门户'].map((name) => productLink(products, name)),
    ).toEqual(['/product_apaas', '/product_ipaas', '/product_mdm', '/product_dehoop', '/product_portal']);
  });

  it('links a product the menu gained, and nothing the menu does not list', () => {
    const products = [entry('得帆云 aPaaS 低代码平台', '/product_apaas'), entry('得帆云 BPM 流程平台', '/product_bpm')];
    expect(productLink(products, '流程平台')).toBe('/product_bpm');
    expect(productLink(products, '主数据平台')).toBeUndefined();
    expect(productLink(products, '')).toBeUndefined();
  });

  it('prefers the entry that contains the name over one that only has its characters in order', () => {
    const products = [entry('数据治理中台', '/product_governance'), entry('数据中台', '/product_dehoop')];
    expect(productLink(products, '数据中台')).toBe('/product_dehoop');
  });

  it("takes only the site's own pages", () => {
    const products = [
      entry('集成平台社区', 'https://community.example/integration'),
      entry('集成平台', '/product_ipaas'),
    ];
    expect(productLink(products, '集成平台')).toBe('/product_ipaas');
    expect(productLink([entry('集成平台', '//evil.example/')], '集成平台')).toBeUndefined();
  });
});
