// The touch audit of one loaded page, shared by the desktop app's touch test
// (test/e2e/desktop-touch.spec.ts) and the screenshot tool (test/tools/screenshot-widths.ts):
// tap targets smaller than a minimum, what sticks out past the right edge, and which floating
// parts of the page (anchor dots, contact dock) cover a content card.
import type { Page } from '@playwright/test';

export interface TouchAudit {
  /** Whether `(pointer: coarse)` matches: the touch rules are in force. */
  coarse: boolean;
  /** How far the page scrolls sideways, in px. */
  overflow: number;
  /** Up to five elements sticking out past the right edge. */
  culprits: string[];
  /** Targets under the minimum, as `<tag class> "name" w×h`. */
  small: string[];
}

/**
 * Measures the page as it is now. Every link, button, field and tab counts, with its tap area
 * (its box, or the label a checkbox sits in); links inside running text (paragraphs, rich-text
 * lists, tables) are exempt, as WCAG's target-size rule exempts inline links. Both sides of a
 * target must reach `min`.
 */
export async function auditTouch(page: Page, min: number): Promise<TouchAudit> {
  return page.evaluate((min) => {
    const small: string[] = [];
    // The element with its class, or the nearest ancestor that has one: `.site-footer__col a`.
    const where = (el: Element) => {
      const tag = el.tagName.toLowerCase();
      if (el.classList.length) return `${tag}.${[...el.classList].join('.')}`;
      const a = el.parentElement?.closest('[class]');
      return a ? `.${[...a.classList].join('.')} ${tag}` : tag;
    };
    const targets = document.querySelectorAll<HTMLElement>(
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="tab"]',
    );
    for (const el of targets) {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      if (!box.width || !box.height || style.visibility === 'hidden' || el.closest('[aria-hidden="true"]')) continue;
      // Off-screen on purpose (the honeypot field, skip links until focused); slides not in view.
      if (box.right <= 0 || box.left >= innerWidth || box.bottom <= 0) continue;
      if (el.closest('p, .rich-text li, td, .article-body li')) continue;
      const hit =
        (el instanceof HTMLInputElement &&
          ['checkbox', 'radio'].includes(el.type) &&
          el.closest('label')?.getBoundingClientRect()) ||
        box;
      if (hit.width < min - 0.5 || hit.height < min - 0.5) {
        const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 24);
        small.push(`${where(el)} "${name}" ${Math.round(hit.width)}×${Math.round(hit.height)}`);
      }
    }
    const width = document.documentElement.clientWidth;
    const clipped = (el: Element) => {
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        if (getComputedStyle(a).overflowX !== 'visible') return true;
      }
      return false;
    };
    const culprits = [...document.body.querySelectorAll('*')]
      .filter((el) => el.getBoundingClientRect().right > width + 1 && !clipped(el))
      .slice(0, 5)
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} (right ${Math.round(el.getBoundingClientRect().right)})`,
      );
    return {
      coarse: matchMedia('(pointer: coarse)').matches,
      // Mobile emulation widens the layout viewport to fit wide content: measure against the screen.
      overflow: Math.max(document.documentElement.scrollWidth, innerWidth) - screen.width,
      culprits,
      small: [...new Set(small)],
    };
  }, min);
}

/** The floating parts of the desktop pages, and the content cards they may not cover. */
const FLOATING = '.home-anchors__list, .contact-dock';
const CARDS =
  '.home-figures__list, .cap-card, .cfg-card, .home-product, .home-story, .sol-card, .value-card, .case-slide';

/**
 * Scrolls through the page and reports each floating part that, at some scroll position, covers
 * a content card: `floating ⟂ card @ y`.
 */
export async function floatingOverlaps(page: Page): Promise<string[]> {
  return page.evaluate(
    async ({ floating, cards }) => {
      const found = new Set<string>();
      const name = (el: Element) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`;
      const height = document.documentElement.scrollHeight;
      for (let y = 0; y < height; y += Math.round(innerHeight / 3)) {
        window.scrollTo(0, y);
        await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
        const cardBoxes = [...document.querySelectorAll(cards)].map((c) => [c, c.getBoundingClientRect()] as const);
        for (const f of document.querySelectorAll(floating)) {
          if (getComputedStyle(f).visibility === 'hidden') continue;
          const a = f.getBoundingClientRect();
          if (!a.width || !a.height) continue;
          for (const [c, b] of cardBoxes) {
            if (!b.width || !b.height) continue;
            const w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
            const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
            if (w > 1 && h > 1) found.add(`${name(f)} ⟂ ${name(c)} @ ${y}`);
          }
        }
      }
      window.scrollTo(0, 0);
      return [...found];
    },
    { floating: FLOATING, cards: CARDS },
  );
}
