// Client navigation on the desktop app: the next page's loader runs (through the site's own
// /api/v1) before it shows, the title and content change without a document reload, and the
// loading bar shows on a slow navigation and hides after it.
import { expect, test, waitForHydration } from './fixtures.ts';

test('a client navigation runs the loader and updates title and content without reloading', async ({
  page,
  problems,
}) => {
  await page.goto('/news');
  await waitForHydration(page);
  await page.evaluate(() => {
    (window as unknown as { marker: string }).marker = 'same document';
  });
  const apiCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/v1/')) apiCalls.push(new URL(r.url()).pathname);
  });
  const firstLink = page.locator('main a[href^="/news/"]').first();
  const href = (await firstLink.getAttribute('href'))!;
  const listHeading = (await page.locator('main h1').first().textContent())!;
  await firstLink.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.locator('main h1').first()).not.toHaveText(listHeading);
  const heading = await page.locator('main h1').first().textContent();
  await expect(page).toHaveTitle(new RegExp(heading!.slice(0, 8).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  expect(apiCalls).toContain(`/api/v1/articles/${href.split('/').pop()}/`);
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same document');
  expect(problems.messages).toEqual([]);
});

test('the loading bar runs on a slow navigation and hides 500 ms after it finishes', async ({ page }) => {
  await page.goto('/news');
  await waitForHydration(page);
  await page.route('**/api/v1/articles/*/**', async (route) => {
    await new Promise((r) => setTimeout(r, 1200));
    await route.continue();
  });
  const bar = page.locator('.loading-bar');
  await expect(bar).toHaveAttribute('data-state', 'hidden');
  // The 'finished' state lasts only 500 ms, shorter than Playwright's later polling intervals, so
  // the page itself records every state change with its time.
  await page.evaluate(() => {
    const el = document.querySelector('.loading-bar')!;
    const log: Array<[string, number]> = [];
    (window as unknown as { barLog: typeof log }).barLog = log;
    new MutationObserver(() => {
      const s = el.getAttribute('data-state')!;
      if (log.at(-1)?.[0] !== s) log.push([s, performance.now()]);
    }).observe(el, { attributes: true, attributeFilter: ['data-state'] });
  });
  await page.locator('main a[href^="/news/"]').first().click();
  await expect(bar).toHaveAttribute('data-state', 'running');
  await expect(bar).toHaveAttribute('data-state', 'hidden', { timeout: 5000 });
  const log = await page.evaluate(() => (window as unknown as { barLog: Array<[string, number]> }).barLog);
  expect(log.map(([s]) => s)).toEqual(['running', 'finished', 'hidden']);
  const shownFor = log[2]![1] - log[1]![1];
  expect(shownFor).toBeGreaterThanOrEqual(450);
});

test('a fast navigation never shows the bar (200 ms throttle)', async ({ page }) => {
  await page.goto('/news');
  await waitForHydration(page);
  const states: string[] = [];
  await page.exposeFunction('recordState', (s: string) => states.push(s));
  await page.evaluate(() => {
    const bar = document.querySelector('.loading-bar')!;
    new MutationObserver(() =>
      (window as unknown as { recordState: (s: string) => void }).recordState(bar.getAttribute('data-state')!),
    ).observe(bar, { attributes: true });
  });
  await page.locator('main a[href^="/news/"]').first().click();
  await expect(page.locator('main h1')).toBeVisible();
  await page.waitForTimeout(300);
  expect(states).not.toContain('running');
});
