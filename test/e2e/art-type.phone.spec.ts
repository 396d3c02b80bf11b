// Words in the demo art on a phone (390 px): none under 12 px as the page shows it. The wide
// pictures (architectures, the partner process, application windows) cannot be read at a third of
// their size, so the page offers each at full size (a tap on it or the link under it), and there
// they read at 12 px and more; logos, honours and cards read where they stand. The English pages
// are the desktop app's narrow layout on every device.
import { artText } from '../helpers/art-type.ts';
import { expect, test } from './fixtures.ts';

const PAGES = [
  '/',
  '/about',
  '/form',
  '/cooperative',
  '/product_portal',
  '/product_apaas',
  '/solution_automobile',
  '/en/about',
  '/en/form',
  '/en/cooperative',
  '/en/solution_automobile',
];

test('art words are 12 px or larger at 390 px, or in the full-size view the page offers', async ({ page }) => {
  test.setTimeout(90_000);
  const small: string[] = [];
  let offered = 0;
  for (const path of PAGES) {
    await page.goto(path);
    for (const a of await artText(page)) {
      if (a.fullSize) offered++;
      if (a.px < 12) small.push(`${path} ${a.src} (${a.width} px wide): ${a.px} px '${a.words}'`);
    }
  }
  // the architectures, the partner process and the featured windows are offered at full size
  expect(offered).toBeGreaterThanOrEqual(4);
  expect(small).toEqual([]);
});
