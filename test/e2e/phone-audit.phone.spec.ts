// The phone audit: every page type the phone app serves, at every width it is served at (320 and
// 390 px phones, 768, 820 and 1024 px tablets whose user agent gets the phone app): nothing wider
// than the screen, no console errors, and every tap target at least 44 × 44 px. The tap area is
// what a finger hits: the element's box grown by an absolutely positioned ::before or ::after
// (the visual may be smaller), and it is checked by hit-testing, so a neighbour or a clipping
// ancestor that takes part of it counts against it. Links inside running text are exempt, as
// WCAG's target-size rule exempts inline links.
import { expect, test, waitForHydration } from './fixtures.ts';
import { PAGE_TYPES } from '../helpers/page-types.ts';

/** Every page type the phone app serves (the English pages are the desktop app's). */
const PAGES = PAGE_TYPES.filter((t) => !t.en);
/** Phones, then tablets (an iPad or Android tablet user agent gets the same phone app). */
const WIDTHS = [320, 390, 768, 820, 1024];
const HEIGHT = { 320: 568, 390: 844, 768: 1024, 820: 1180, 1024: 1366 } as Record<number, number>;
const MIN = 44;

/** Runs in the page: the targets (in `scope`) whose tap area is under `min` px either way. */
function smallTargets({ min, scope }: { min: number; scope: string }): string[] {
  const small: string[] = [];
  const root = document.documentElement;
  root.style.scrollBehavior = 'auto';
  const targets = document
    .querySelector(scope)!
    .querySelectorAll<HTMLElement>(
      'a[href], button, input, select, textarea, summary, [role="button"], [role="tab"], [tabindex="0"]',
    );
  const describe = (el: HTMLElement, why: string) => {
    const name = (el.getAttribute('aria-label') ?? el.textContent ?? (el as HTMLInputElement).name ?? '').trim();
    const where = el.getAttribute('class') ? '' : ` in .${el.parentElement?.closest('[class]')?.getAttribute('class')}`;
    return `<${el.tagName.toLowerCase()} class="${el.getAttribute('class') ?? ''}">${where} "${name.slice(0, 24)}" ${why}`;
  };
  const inText = (block: Element) => {
    const copy = block.cloneNode(true) as Element;
    copy.querySelectorAll('a, button, input, select, textarea, [aria-hidden="true"]').forEach((t) => t.remove());
    return /[\p{L}\p{N}]/u.test(copy.textContent ?? '');
  };
  /** Hidden by an ancestor that clips its overflow (a scrolling track), not by the page. */
  const clippedAway = (el: Element, box: DOMRect) => {
    for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
      const s = getComputedStyle(a);
      if (s.overflowX === 'visible' && s.overflowY === 'visible') continue;
      const c = a.getBoundingClientRect();
      if (box.right <= c.left + 1 || box.left >= c.right - 1 || box.bottom <= c.top + 1 || box.top >= c.bottom - 1)
        return true;
    }
    return false;
  };
  for (const el of targets) {
    const box = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    if (!box.width || !box.height || style.visibility === 'hidden' || el.closest('[aria-hidden="true"], [inert]'))
      continue;
    // Off-screen on purpose (the honeypot field, skip links until focused) or in a carousel slide
    // or tab panel that is not shown (the shown one holds the same parts).
    if (box.right <= 0 || box.left >= innerWidth || clippedAway(el, box)) continue;
    // A link in running text: a paragraph, list item or cell with words of its own besides links.
    const block = el.closest('p, li, td, dd');
    if (block && inText(block)) continue;
    // A checkbox or radio counts with its label, which is what the finger hits.
    const owner =
      (el instanceof HTMLInputElement && ['checkbox', 'radio'].includes(el.type) && el.closest('label')) || el;
    const ownBox = owner.getBoundingClientRect();
    // The tap area: the box grown by an absolutely positioned pseudo-element (unless clipped).
    let [left, top, right, bottom] = [ownBox.left, ownBox.top, ownBox.right, ownBox.bottom];
    const ownStyle = getComputedStyle(owner);
    if (ownStyle.position !== 'static' && ownStyle.overflow === 'visible') {
      for (const pseudo of ['::before', '::after']) {
        const p = getComputedStyle(owner, pseudo);
        if (p.content === 'none' || p.display === 'none' || p.position !== 'absolute') continue;
        const x = ownBox.left + parseFloat(ownStyle.borderLeftWidth) + parseFloat(p.left);
        const y = ownBox.top + parseFloat(ownStyle.borderTopWidth) + parseFloat(p.top);
        const [w, h] = [parseFloat(p.width), parseFloat(p.height)];
        if (!Number.isFinite(x + y + w + h)) continue;
        left = Math.min(left, x);
        top = Math.min(top, y);
        right = Math.max(right, x + w);
        bottom = Math.max(bottom, y + h);
      }
    }
    const [w, h] = [right - left, bottom - top];
    if (w < min - 0.5 || h < min - 0.5) {
      small.push(describe(el, `${Math.round(w)}×${Math.round(h)}`));
      continue;
    }
    // Hit-test the middle of the area and the middles of a min × min square's edges (a round
    // button's corners are not its own): every point must land on the target.
    owner.scrollIntoView({ block: 'center', inline: 'nearest' });
    const moved = owner.getBoundingClientRect();
    const [cx, cy] = [(left + right) / 2 + moved.left - ownBox.left, (top + bottom) / 2 + moved.top - ownBox.top];
    const r = min / 2 - 1;
    for (const [dx, dy] of [
      [0, 0],
      [-r, 0],
      [r, 0],
      [0, -r],
      [0, r],
    ] as const) {
      const [x, y] = [cx + dx, cy + dy];
      if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) continue;
      const hit = document.elementFromPoint(x, y);
      if (!hit || !owner.contains(hit)) {
        const by = hit ? `<${hit.tagName.toLowerCase()} class="${hit.getAttribute('class') ?? ''}">` : 'nothing';
        small.push(
          describe(el, `${Math.round(w)}×${Math.round(h)}, but (${Math.round(dx)}, ${Math.round(dy)}) hits ${by}`),
        );
        break;
      }
    }
  }
  window.scrollTo(0, 0);
  return [...new Set(small)];
}

for (const { name, path } of PAGES) {
  test(`${name} (${path}) fits every phone and tablet width and has 44 px targets`, async ({ page, problems }) => {
    const found: Record<number, { overflow: number; small: string[] }> = {};
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: HEIGHT[width]! });
      await page.goto(path);
      await waitForHydration(page);
      const overflow = await page.evaluate(() => document.scrollingElement!.scrollWidth);
      found[width] = {
        overflow: overflow - width,
        small: await page.evaluate(smallTargets, { min: MIN, scope: 'body' }),
      };
    }
    const expected = Object.fromEntries(WIDTHS.map((w) => [w, { overflow: 0, small: [] }]));
    expect(found).toEqual(expected);
    expect(problems.messages).toEqual([]);
  });
}

// What opens over the page: the menu with each of its sections unfolded, and the article's
// subscribe sheet.
test('the open menu and the subscribe sheet have 44 px targets at every width', async ({ page, problems }) => {
  const found: Record<number, { menu: string[]; sheet: string[] }> = {};
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: HEIGHT[width]! });
    await page.goto('/news/1040');
    await waitForHydration(page);
    await page.locator('.m-header__menu-button').click();
    // One section unfolds at a time.
    const menu = await page.evaluate(smallTargets, { min: MIN, scope: '.m-menu' });
    for (const toggle of await page.locator('.m-menu__toggle').all()) {
      await toggle.click();
      // The toggle is its section's <summary>.
      await expect(toggle.locator('..')).toHaveJSProperty('open', true);
      menu.push(...(await page.evaluate(smallTargets, { min: MIN, scope: '.m-menu' })));
    }
    await page.locator('.m-header__menu-button').click();
    await page.locator('.m-subscribe__button').click();
    await expect(page.locator('dialog.m-sheet')).toBeVisible();
    found[width] = {
      menu: [...new Set(menu)],
      sheet: await page.evaluate(smallTargets, { min: MIN, scope: 'dialog.m-sheet' }),
    };
  }
  expect(found).toEqual(Object.fromEntries(WIDTHS.map((w) => [w, { menu: [], sheet: [] }])));
  expect(problems.messages).toEqual([]);
});
