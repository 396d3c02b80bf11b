// Every page of the route table hydrates without a console error or warning, on the desktop and
// the phone project, with the right bundle.
import { expect, test, waitForHydration } from './fixtures.ts';

const PAGES = [
  '/',
  '/news',
  '/news/1040',
  '/tags',
  '/tags/index/S-2',
  '/tags/index/0-1',
  '/tags/shujuzhili',
  '/whitepaper',
  '/form',
  '/complex-scene',
  '/complex-scene?page=2',
  '/application',
  '/cases',
  '/cases?page=2',
  '/cases/2001',
  '/cooperative',
  '/about',
  '/evaluate',
  '/marketing-automation',
  '/doc/md_privacy',
  '/product_apaas',
  '/product_ipaas',
  '/product_mdm',
  '/product_dehoop',
  '/product_portal',
  '/solution_automobile',
  '/solution_aftersale',
  '/en',
  '/en/product_ipaas',
  '/en/product_apaas',
  '/en/solution_medicine',
  '/en/cooperative',
  '/en/about',
  '/en/form',
  '/en/doc/md_privacy',
  '/news/424242',
  '/product_nothing',
  '/400',
  '/sorry',
];

for (const path of PAGES) {
  test(`${path} hydrates cleanly`, async ({ page, problems }, info) => {
    const response = await page.goto(path);
    expect(response?.status()).toBeLessThan(501);
    await waitForHydration(page);
    const device = await page.getAttribute('html', 'data-device');
    const expected = info.project.name === 'phone' && !path.startsWith('/en') ? 'mobile' : 'desktop';
    expect(device).toBe(expected);
    expect(problems.messages).toEqual([]);
  });
}
