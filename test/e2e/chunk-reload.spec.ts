// A client navigation whose page chunk cannot load (spec §4, §8) on the desktop app: after a
// deploy the chunk is gone, so the page clicked loads as a new document; a second failure within
// the 60 s guard shows an error view with a retry link; and offline, the visitor is told so in
// the site's language (and the page loads by itself when the connection is back) instead of
// getting the browser's error page.
import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures.ts';

/** Answers 404 for a page's chunk, as after a deploy, until a new document is requested. */
async function deployReplaces(page: Page, chunk: string): Promise<void> {
  let gone = true;
  page.on('request', (r) => {
    if (r.isNavigationRequest() && r.frame() === page.mainFrame()) gone = false;
  });
  await page.route(`**/assets/desktop-${chunk}-*.js`, (route) =>
    gone ? route.fulfill({ status: 404, body: 'Not found' }) : route.continue(),
  );
}

async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { marker?: string }).marker = 'first document';
  });
}

const marker = (page: Page) => page.evaluate(() => (window as unknown as { marker?: string }).marker);

test('a page chunk gone after a deploy loads the page clicked as a new document', async ({ page }) => {
  await page.goto('/news');
  await waitForHydration(page);
  await markDocument(page);
  await deployReplaces(page, 'article');
  await page.locator('main a[href="/news/1040"]').first().click();
  await expect(page).toHaveURL(/\/news\/1040$/);
  await waitForHydration(page);
  expect(await marker(page)).toBeUndefined();
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.locator('.error-view')).toHaveCount(0);
});

test("React's renderer chunk gone on a first load: the page loads once more and hydrates", async ({ page }) => {
  // The renderer is a chunk of its own (shared/app/renderer.ts), guarded as the page's chunk is.
  let documents = 0;
  let refused = 0;
  page.on('request', (r) => {
    if (r.isNavigationRequest() && r.frame() === page.mainFrame()) documents++;
  });
  await page.route('**/assets/desktop-renderer-*.js', (route) => {
    if (documents > 1) return route.continue();
    refused++;
    return route.fulfill({ status: 404, body: 'Not found' });
  });
  await page.goto('/news');
  await expect.poll(() => documents).toBe(2);
  await waitForHydration(page);
  expect(refused).toBe(1);
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.locator('.error-view')).toHaveCount(0);
});

test('a second chunk failure within 60 s shows the error view with a retry link', async ({ page }) => {
  await page.goto('/news');
  await waitForHydration(page);
  await deployReplaces(page, 'article');
  await page.locator('main a[href="/news/1040"]').first().click();
  await expect(page).toHaveURL(/\/news\/1040$/);
  await waitForHydration(page);

  // Within the guard window another page's chunk fails: no second reload, no blank page.
  await markDocument(page);
  let casesGone = true;
  await page.route('**/assets/desktop-cases-*.js', (route) =>
    casesGone ? route.fulfill({ status: 404, body: 'Not found' }) : route.continue(),
  );
  await page.locator('.site-header a.main-nav__link[href="/cases"]').click();
  await expect(page).toHaveURL(/\/cases$/);
  const view = page.locator('main .error-view');
  await expect(view.getByRole('heading', { name: '页面未能加载' })).toBeVisible();
  const retry = view.getByRole('link', { name: '重新加载' });
  await expect(retry).toHaveAttribute('href', '/cases');
  expect(await marker(page)).toBe('first document');
  await expect(page.locator('.loading-bar')).not.toHaveAttribute('data-state', 'finished');

  // The retry link loads the page as a new document.
  casesGone = false;
  await retry.click();
  await waitForHydration(page);
  expect(await marker(page)).toBeUndefined();
  await expect(page).toHaveURL(/\/cases$/);
  await expect(page.locator('.error-view')).toHaveCount(0);
  await expect(page.locator('main a[href^="/cases/"]').first()).toBeVisible();
});

test('offline, a navigation shows the offline message in Chinese and carries on when back online', async ({
  page,
  context,
}) => {
  await page.goto('/news');
  await waitForHydration(page);
  await markDocument(page);
  await context.setOffline(true);
  await page.locator('main a[href="/news/1040"]').first().click();
  await expect(page).toHaveURL(/\/news\/1040$/);
  const view = page.locator('main .error-view');
  await expect(view.getByRole('heading', { name: '网络连接已断开' })).toBeVisible();
  await expect(view).toContainText('网络恢复后');
  expect(await marker(page)).toBe('first document');

  await context.setOffline(false);
  await expect(page.locator('.error-view')).toHaveCount(0);
  await waitForHydration(page);
  await expect(page).toHaveURL(/\/news\/1040$/);
  await expect(page.locator('main h1').first()).toBeVisible();
});

test('offline, a page whose code is already loaded says the same (its data cannot come)', async ({ page, context }) => {
  await page.goto('/cases');
  await waitForHydration(page);
  await context.setOffline(true);
  await page.locator('main a[href="/cases?page=2"]').first().click();
  await expect(page).toHaveURL(/\/cases\?page=2$/);
  await expect(page.locator('main .error-view').getByRole('heading', { name: '网络连接已断开' })).toBeVisible();
  await expect(page).not.toHaveURL(/sorry/);
  await context.setOffline(false);
  await expect(page.locator('.error-view')).toHaveCount(0);
  await expect(page).toHaveURL(/\/cases\?page=2$/);
});

test('offline on the English site, the message is in English', async ({ page, context }) => {
  await page.goto('/en');
  await waitForHydration(page);
  await context.setOffline(true);
  await page.locator('.en-header a.main-nav__link[href="/en/about"]').click();
  await expect(page).toHaveURL(/\/en\/about$/);
  const view = page.locator('main .error-view');
  await expect(view.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await expect(view).toContainText('back online');
  // Back online, the page loads by itself; the test ends only once it has (closing the context
  // while that load was under way once hung the teardown for 30 s in CI).
  await context.setOffline(false);
  await expect(page.locator('.error-view')).toHaveCount(0);
  await waitForHydration(page);
  await expect(page).toHaveURL(/\/en\/about$/);
  await expect(page.locator('main h1').first()).toBeVisible();
});
