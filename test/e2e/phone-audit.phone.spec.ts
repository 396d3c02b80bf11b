// The phone audit, page by page at 390 px: nothing wider than the screen, no console errors, and
// every tap target a finger can hit: at least 44 px in one direction and 24 px in the other
// (links inside running text are exempt, as WCAG's target-size rule exempts inline links).
import { expect, test, waitForHydration } from './fixtures.ts';
import { PAGE_TYPES } from '../helpers/page-types.ts';

/** Every page type the phone app serves (the English pages are the desktop app's). */
const PAGES = PAGE_TYPES.filter((t) => !t.en).map((t) => t.path);

for (const path of PAGES) {
  test(`${path} fits the phone, logs nothing and has finger-sized targets`, async ({ page, problems }) => {
    await page.goto(path);
    await waitForHydration(page);
    const audit = await page.evaluate(() => {
      const small: string[] = [];
      const targets = document.querySelectorAll<HTMLElement>(
        'a[href], button, input, select, textarea, summary, [role="button"], [role="tab"]',
      );
      for (const el of targets) {
        const box = el.getBoundingClientRect();
        const style = getComputedStyle(el);
        if (!box.width || !box.height || style.visibility === 'hidden' || el.closest('[aria-hidden="true"]')) continue;
        // Off-screen on purpose (the honeypot field, skip links until focused).
        if (box.right <= 0 || box.left >= innerWidth) continue;
        if (el.closest('p, .rich-text li, td')) continue;
        // A checkbox or radio counts with its label, which is what the finger hits.
        const hit =
          (el instanceof HTMLInputElement &&
            ['checkbox', 'radio'].includes(el.type) &&
            el.closest('label')?.getBoundingClientRect()) ||
          box;
        const long = Math.max(hit.width, hit.height);
        const short = Math.min(hit.width, hit.height);
        if (long < 44 || short < 24) {
          const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 24);
          small.push(
            `<${el.tagName.toLowerCase()} class="${el.className}"> "${name}" ${Math.round(hit.width)}×${Math.round(hit.height)}`,
          );
        }
      }
      return { overflow: document.scrollingElement!.scrollWidth - innerWidth, small: [...new Set(small)] };
    });
    expect(audit.overflow, 'horizontal overflow in px').toBe(0);
    expect(audit.small).toEqual([]);
    expect(problems.messages).toEqual([]);
  });
}
