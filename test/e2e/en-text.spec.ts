// What a person sees on the English site after hydration is English: the visible text of the
// page (innerText), the alt, title and aria-label of what is on it, every story and industry tab
// of the home page, and the words of the generated images it loaded. The language switcher and
// the ICP filing number are Chinese on purpose and left out. (test/integration/english-site.test.ts
// checks the server's markup of every English page; this checks what the browser ends up with.)
import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures.ts';

const CJK =
  /[\u2e80-\u2fff\u3000-\u303f\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff\ufe30-\ufe4f\uff00-\uffef]/g;

/** Chinese characters a person can see or hear on the page, with where they are. */
async function chineseOnPage(page: Page): Promise<string[]> {
  return page.evaluate((source) => {
    const cjk = new RegExp(source, 'g');
    const onPurpose = [...document.querySelectorAll<HTMLElement>('.lang-switch, a[href^="https://beian.miit.gov.cn"]')];
    for (const el of onPurpose) el.dataset.checkHidden = el.style.display || 'shown';
    for (const el of onPurpose) el.style.display = 'none';
    const found: string[] = [];
    const text = document.body.innerText;
    for (const line of text.split('\n')) if (line.match(cjk)) found.push(`text: ${line.trim()}`);
    for (const el of document.querySelectorAll('[alt], [title], [aria-label], [placeholder]')) {
      if (onPurpose.some((p) => p.contains(el))) continue;
      for (const name of ['alt', 'title', 'aria-label', 'placeholder']) {
        const value = el.getAttribute(name);
        if (value?.match(cjk)) found.push(`${name} of <${el.tagName.toLowerCase()}>: ${value}`);
      }
    }
    for (const el of onPurpose) el.style.display = el.dataset.checkHidden === 'shown' ? '' : el.dataset.checkHidden!;
    return found;
  }, CJK.source);
}

/** Words with Chinese characters in the generated images the page has loaded so far. */
async function chineseInImages(page: Page): Promise<string[]> {
  const sources = await page.evaluate(() => [
    ...new Set(
      performance
        .getEntriesByType('resource')
        .map((e) => e.name)
        .filter((n) => new URL(n).pathname.startsWith('/media/')),
    ),
  ]);
  const found: string[] = [];
  for (const src of sources) {
    const svg = await (await page.request.get(src)).text();
    for (const m of svg.matchAll(/<text\b[^>]*>([\s\S]*?)<\/text>/g)) {
      const words = (m[1] ?? '').replace(/<[^>]+>/g, '');
      if (words.match(CJK)) found.push(`${new URL(src).pathname}${new URL(src).search}: ${words}`);
    }
  }
  return found;
}

/** Scrolls through the page so that lazy images load. */
async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      // Two frames: the lazy images in view have been told so (intersection observers report
      // once per frame) and have started loading.
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
}

for (const path of [
  '/en',
  '/en/product_apaas',
  '/en/solution_automobile',
  '/en/cooperative',
  '/en/about',
  '/en/form',
  '/en/doc/md_privacy',
  '/en/solution_nothing',
]) {
  test(`${path} shows only English words and images`, async ({ page, problems }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(path.endsWith('_nothing') ? 404 : 200);
    await waitForHydration(page);
    await scrollThrough(page);
    expect(await chineseOnPage(page)).toEqual([]);
    expect(await chineseInImages(page)).toEqual([]);
    // Every link leads to the English site or another one, or shows one of the page's pictures at
    // full size (checked with its pictures above); the switcher is the way back.
    const links = await page
      .locator('a[href]:not(.lang-switch a)')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
    expect(
      links.filter((href) => href.startsWith('/') && !/^\/en(\/|$|[?#])/.test(href) && !href.startsWith('/media/')),
    ).toEqual([]);
    expect(problems.messages).toEqual([]);
  });
}

test('every story and industry tab of the English home is English', async ({ page, problems }) => {
  await page.goto('/en');
  await waitForHydration(page);
  for (const section of ['#home-stories', '#home-industries']) {
    const tabs = page.locator(`${section} [role="tab"]`);
    for (let i = 0; i < (await tabs.count()); i++) {
      await tabs.nth(i).click();
      await expect(tabs.nth(i)).toHaveAttribute('aria-selected', 'true');
      const panel = await page.locator(`${section} [role="tabpanel"]:visible`).first().innerText();
      expect(panel.match(CJK) ?? [], `${section} tab ${i + 1}`).toEqual([]);
    }
  }
  await page.waitForLoadState('networkidle');
  expect(await chineseInImages(page)).toEqual([]);
  expect(await chineseOnPage(page)).toEqual([]);
  expect(problems.messages).toEqual([]);
});

test('an unknown English address lands on the English home', async ({ page }) => {
  await page.goto('/en/no-such-page');
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.locator('html')).toHaveAttribute('lang', /^en/);
});
