// The English iPaaS product page (issue 39): /en/product_ipaas is a product page of its own, the
// twin of /product_ipaas (its own title, description, canonical address and hreflang pair, its own
// sections in English), not the English home; every iPaaS link of the English home opens it in the
// app, and a full load of it is the same page. On a phone the English site is the desktop app.
import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures.ts';

const CJK = /[\u3000-\u303f\u3400-\u9fff\uf900-\ufaff\uff00-\uffef]/;
const HEADING = 'Defan iPaaS Integration Platform';

/** What makes it the iPaaS page and not the home, whichever way the visitor came. */
async function expectIpaasPage(page: Page) {
  await expect(page).toHaveURL(/\/en\/product_ipaas$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADING);
  await expect(page).toHaveTitle(/^Defan iPaaS Integration Platform and API Management - /);
  await expect(page.locator('#home-banner')).toHaveCount(0);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /^https?:\/\/[^/]+\/en\/product_ipaas$/);
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', /\/en\/product_ipaas$/);
  await expect(page.locator('link[rel="alternate"][hreflang="zh-CN"]')).toHaveAttribute(
    'href',
    /^https?:\/\/[^/]+\/product_ipaas$/,
  );
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /integration flows/);
}

test('a full load is the English iPaaS product page, in English', async ({ page, problems }) => {
  const res = await page.goto('/en/product_ipaas');
  expect(res?.status()).toBe(200);
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('lang', /^en/);
  await expect(page.locator('html')).toHaveAttribute('data-device', 'desktop');
  await expectIpaasPage(page);
  await expect(page.locator('main')).toContainText('300+ prebuilt connectors');
  await expect(page.locator('main')).toContainText('Full API lifecycle management');
  await expect(page.locator('main .lead-form--consult')).toContainText('Business email');
  expect((await page.locator('main').innerText()).match(new RegExp(CJK.source, 'g')) ?? []).toEqual([]);
  // Its Chinese twin names it back.
  await page.goto('/product_ipaas');
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', /\/en\/product_ipaas$/);
  expect(problems.messages).toEqual([]);
});

/** The home's iPaaS links, by where they sit; the header's is in the products menu. */
const LINKS = {
  'product card': '#main .home-product a[href="/en/product_ipaas"]',
  footer: 'footer a[href="/en/product_ipaas"]',
  header: '.en-header a[href="/en/product_ipaas"]',
  banner: '#home-banner a[href="/en/product_ipaas"]',
} as const;

for (const [where, selector] of Object.entries(LINKS)) {
  test(`the ${where}'s iPaaS link on /en opens the product page in the app`, async ({ page, problems }, info) => {
    const phone = info.project.name === 'phone';
    test.skip(phone && (where === 'header' || where === 'banner'), 'opened by the desktop pointer on the desktop');
    await page.goto('/en');
    await waitForHydration(page);
    await page.evaluate(() => {
      (window as unknown as { marker: string }).marker = 'same document';
    });
    const link = page.locator(selector).first();
    if (where === 'header') {
      await page.locator('.en-header .main-nav__item--dropdown button.main-nav__link').first().hover();
    }
    if (where === 'banner') {
      // Its slide is brought up with the banner's own dot.
      const index = Number(await link.evaluate((a) => a.closest<HTMLElement>('.carousel__slide')!.dataset.index));
      await page.locator('#home-banner .carousel__dots button').nth(index).click();
    }
    await link.scrollIntoViewIfNeeded();
    await link.click();
    await expectIpaasPage(page);
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same document');
    expect(problems.messages).toEqual([]);
  });
}
