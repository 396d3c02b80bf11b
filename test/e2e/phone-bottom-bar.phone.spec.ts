// The phone's fixed 64 px bottom bar never covers what the visitor works with: a lead form's
// last field, once focused, and its submit button, once scrolled into view, land above the bar,
// and a tap at the button's centre reaches the button (not the bar's WeCom link under it).
// On a short phone (320 × 568), a tall one, and an iPad whose user agent gets the phone app.
import { expect, test, waitForFormHydration, waitForHydration } from './fixtures.ts';
import type { Page } from '@playwright/test';

const IPAD_UA =
  'Mozilla/5.0 (iPad; CPU OS 12_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1.2 Mobile/15E148 Safari/604.1';

const CASES = [
  { width: 320, height: 568, path: '/product_mdm' },
  { width: 320, height: 568, path: '/form' },
  { width: 390, height: 844, path: '/solution_automobile' },
  { width: 390, height: 844, path: '/cooperative' },
];
const IPAD_CASES = [
  { width: 768, height: 1024, path: '/form' },
  { width: 1024, height: 768, path: '/product_mdm' },
];

/** In the page: where the bar starts, and what lies under a point. */
async function check(page: Page, selector: string) {
  return page.evaluate((sel) => {
    const el = document.querySelector<HTMLElement>(sel)!;
    const bar = document.querySelector('.m-bottom-bar')!.getBoundingClientRect();
    const box = el.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return {
      bottom: Math.round(box.bottom),
      barTop: Math.round(bar.top),
      top: Math.round(box.top),
      headerBottom: Math.round(document.querySelector('.m-header')!.getBoundingClientRect().bottom),
      hitsIt: Boolean(hit && el.contains(hit)),
    };
  }, selector);
}

async function expectClear(page: Page, selector: string) {
  const at = await check(page, selector);
  expect(at.bottom, `${selector} ends above the bottom bar`).toBeLessThanOrEqual(at.barTop);
  expect(at.top, `${selector} starts below the header`).toBeGreaterThanOrEqual(at.headerBottom);
  expect(at.hitsIt, `a tap at the centre of ${selector} reaches it`).toBe(true);
}

async function run(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
  await page.addStyleTag({ content: 'html { scroll-behavior: auto !important; }' });
  const form = 'form:has(.lead-form__submit)';
  await waitForFormHydration(page.locator(form).first());
  const last = `${form} :is(input, textarea, select):not([type="hidden"]):not([tabindex="-1"]):not([aria-hidden="true"]) >> nth=-1`;
  // A field that takes focus (by the keyboard, or a script) while on the screen but behind the
  // bar, where the browser itself would leave it (on a tall tablet the page's top may already
  // show the field clear of the bar).
  await page.locator(last).evaluate((el) => {
    el.setAttribute('data-test-last', '');
    window.scrollBy(0, el.getBoundingClientRect().bottom - (innerHeight - 8));
  });
  await page.locator('[data-test-last]').focus();
  await expectClear(page, '[data-test-last]');
  // The submit button scrolled into view from above and from below.
  for (const [from, block] of [
    [0, 'nearest'],
    [0, 'end'],
    [1e6, 'nearest'],
    [1e6, 'start'],
  ] as const) {
    await page.evaluate(
      ([y, b]) => {
        window.scrollTo(0, y);
        document.querySelector('.lead-form__submit')!.scrollIntoView({ block: b });
      },
      [from, block] as const,
    );
    await expectClear(page, '.lead-form__submit');
  }
  // And a real tap there presses the button (the form then shows what is missing), not the bar.
  let leftPage = false;
  page.on('popup', () => (leftPage = true));
  await page.locator('.lead-form__submit').tap();
  expect(leftPage).toBe(false);
  expect(new URL(page.url()).pathname).toBe(path);
}

for (const { width, height, path } of CASES) {
  test(`at ${width}×${height} on ${path} the bottom bar covers neither the last field nor the submit button`, async ({
    page,
    problems,
  }) => {
    await page.setViewportSize({ width, height });
    await run(page, path);
    expect(problems.messages).toEqual([]);
  });
}

test.describe('iPad (phone app)', () => {
  test.use({ userAgent: IPAD_UA });
  for (const { width, height, path } of IPAD_CASES) {
    test(`at ${width}×${height} on ${path} the bottom bar covers neither the last field nor the submit button`, async ({
      page,
      problems,
    }) => {
      await page.setViewportSize({ width, height });
      await run(page, path);
      expect(problems.messages).toEqual([]);
    });
  }
});
