// The English home (spec §2 'English home page'): at /en (/en/product_ipaas is the English iPaaS
// product page, en-product-ipaas.both.spec.ts), seven banner slides, six story and six industry
// tabs, an events block, English copy only, and the header that turns solid once the page scrolls.
import { expect, test, waitForHydration } from './fixtures.ts';

const CJK = /[\u3000-\u303f\u3400-\u9fff\uf900-\ufaff\uff00-\uffef]/;

test('/en shows the English home with its counts and English copy only', async ({ page, problems }) => {
  await page.goto('/en');
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('lang', /^en/);
  await expect(page.locator('#home-banner .carousel__slide')).toHaveCount(7);
  await expect(page.locator('#home-stories [role="tab"]')).toHaveCount(6);
  await expect(page.locator('#home-industries [role="tab"]')).toHaveCount(6);
  await expect(page.locator('.home-figures__item')).toHaveCount(5);
  await expect(page.locator('.home-product')).toHaveCount(5);
  await expect(page.locator('.home-fact')).toHaveCount(4);
  await expect(page.locator('#home-news h2')).toHaveText('Defan events');
  const events = page.locator('#home-news .home-news__entry');
  expect(await events.count()).toBeGreaterThanOrEqual(4);
  expect(await events.count()).toBeLessThanOrEqual(8);
  for (const href of await page
    .locator('#home-news .home-news__entry a')
    .evaluateAll((as) => as.map((a) => a.getAttribute('href')))) {
    expect(href).toMatch(/^\/en\//);
  }
  await expect(page.locator('#home-brands .brand-wall__item')).toHaveCount(114);
  await expect(page.locator('#home-consult')).toContainText('Business email');

  // Every visible word of the page body is English (the language switcher lives in the header).
  const text = await page.locator('main').innerText();
  expect(text.match(new RegExp(CJK.source, 'g')) ?? []).toEqual([]);
  expect(problems.messages).toEqual([]);
});

test('the English header is transparent over the hero and solid after scrolling', async ({ page, problems }) => {
  await page.goto('/en');
  await waitForHydration(page);
  const header = page.locator('header.en-header');
  await expect(header).toHaveAttribute('data-scrolled', 'false');
  await expect(header).toHaveClass(/en-header--top/);
  expect(await header.evaluate((h) => getComputedStyle(h).backgroundColor)).toBe('rgba(0, 0, 0, 0)');
  // White menu text sits on the dark banner.
  expect(
    await header
      .locator('.main-nav__link')
      .first()
      .evaluate((l) => getComputedStyle(l).color),
  ).toBe('rgb(255, 255, 255)');

  await page.mouse.wheel(0, 600);
  await expect(header).toHaveAttribute('data-scrolled', 'true');
  await expect(header).toHaveClass(/en-header--scrolled/);
  await expect.poll(() => header.evaluate((h) => getComputedStyle(h).backgroundColor)).toMatch(/^rgba?\(255, 255, 255/);

  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).toHaveAttribute('data-scrolled', 'false');
  expect(problems.messages).toEqual([]);
});

test('the English banner links its free trial to the register host and its stories in-page', async ({ page }) => {
  await page.goto('/en');
  await waitForHydration(page);
  const first = page.locator('#home-banner .carousel__slide').first();
  await expect(first.getByRole('link', { name: 'Start for free' })).toHaveAttribute(
    'href',
    /\/jiayi\/register\?isGet=1$/,
  );
  await expect(first.getByRole('link', { name: 'See customer stories' })).toHaveAttribute('href', '#home-stories');
  await expect(page.locator('.en-header .home-anchors a')).toHaveCount(4);
});
