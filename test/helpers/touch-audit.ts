// The touch audit of one loaded page, shared by the phone app's audit
// (test/e2e/phone-audit.phone.spec.ts), the desktop app's touch test
// (test/e2e/desktop-touch.spec.ts) and the screenshot tool (test/tools/screenshot-widths.ts): tap
// targets smaller than a minimum, what sticks out past the right edge, and which floating parts
// of the page (anchor dots, contact dock) cover a content card.
import type { Page } from '@playwright/test';

export interface TouchAudit {
  /** Whether `(pointer: coarse)` matches: the touch rules are in force. */
  coarse: boolean;
  /** How far the page scrolls sideways, in px. */
  overflow: number;
  /** Up to five elements sticking out past the right edge. */
  culprits: string[];
  /** Targets under the minimum, as `<tag class="…"> "name" w×h`. */
  small: string[];
}

export interface TargetRule {
  /** Both sides of a target's box must reach this many px. */
  min: number;
  /** The part of the page measured (a selector). */
  scope: string;
  /** Also tap-test the box: its middle and the middles of a `min` square's edges must land on it. */
  hitTest: boolean;
}

/**
 * Runs in the page: the targets in `scope` whose box is under `min` px either way. Every link,
 * button, field, tab and focusable control counts, with its own box (a checkbox or radio with
 * the label it sits in, which is what a finger hits). The one exemption is WCAG 2.5.8's
 * "Inline" exception: a link set in a sentence (`display: inline`, in a run of text with words
 * of its own that are no target's) is sized by the text's line height. A link that is a block or
 * flex box, or alone in its run of text (a label above it in a block of its own does not count),
 * is measured wherever it sits.
 */
export function smallTargets({ min, scope, hitTest }: TargetRule): string[] {
  const small: string[] = [];
  document.documentElement.style.scrollBehavior = 'auto';
  const targets = document
    .querySelector(scope)!
    .querySelectorAll<HTMLElement>(
      'a[href], button, input, select, textarea, summary, [role="button"], [role="tab"], [tabindex="0"]',
    );
  const describe = (el: HTMLElement, why: string) => {
    const name = (el.getAttribute('aria-label') ?? el.textContent ?? (el as HTMLInputElement).name ?? '').trim();
    const where = el.getAttribute('class') ? '' : ` in .${el.parentElement?.closest('[class]')?.getAttribute('class')}`;
    const short = name.replace(/\s+/g, ' ').slice(0, 24);
    return `<${el.tagName.toLowerCase()} class="${el.getAttribute('class') ?? ''}">${where} "${short}" ${why}`;
  };
  /** The nearest ancestor (or the element) that is not laid out inline: what holds its line. */
  const blockOf = (el: Element | null) => {
    while (el && ['inline', 'contents'].includes(getComputedStyle(el).display)) el = el.parentElement;
    return el;
  };
  /** WCAG 2.5.8, Inline: an inline link in a run of text that has words of its own, not a target's. */
  const inline = (el: HTMLElement) => {
    if (getComputedStyle(el).display !== 'inline') return false;
    const block = blockOf(el.parentElement);
    if (!block) return false;
    const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      if (!/[\p{L}\p{N}]/u.test(n.textContent ?? '') || blockOf(n.parentElement) !== block) continue;
      const owner = n.parentElement?.closest('a[href], button, input, select, textarea, [aria-hidden="true"]');
      if (!owner || !block.contains(owner)) return true;
    }
    return false;
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
    // checkVisibility: the content of a closed <details> keeps a box but is not rendered.
    if (
      !box.width ||
      !box.height ||
      style.visibility === 'hidden' ||
      el.closest('[aria-hidden="true"], [inert]') ||
      !el.checkVisibility()
    )
      continue;
    // Off-screen on purpose (the honeypot field, skip links until focused) or in a carousel slide
    // or tab panel that is not shown (the shown one holds the same parts).
    if (box.right <= 0 || box.left >= innerWidth || box.bottom + scrollY <= 0 || clippedAway(el, box)) continue;
    if (inline(el)) continue;
    const owner =
      (el instanceof HTMLInputElement && ['checkbox', 'radio'].includes(el.type) && el.closest('label')) || el;
    const { width: w, height: h } = owner.getBoundingClientRect();
    if (w < min - 0.5 || h < min - 0.5) {
      small.push(describe(el, `${Math.round(w)}×${Math.round(h)}`));
      continue;
    }
    if (!hitTest) continue;
    // Hit-test the middle of the box and the middles of a min × min square's edges (a round
    // button's corners are not its own): every point must land on the target, not on a
    // neighbour or a clipping ancestor that takes part of it.
    owner.scrollIntoView({ block: 'center', inline: 'nearest' });
    const moved = owner.getBoundingClientRect();
    const [cx, cy] = [moved.left + moved.width / 2, moved.top + moved.height / 2];
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

/** Measures the page as it is now: sideways scroll, and the targets under `min` (smallTargets). */
export async function auditTouch(page: Page, min: number, { hitTest = false } = {}): Promise<TouchAudit> {
  const layout = await page.evaluate(() => {
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
    };
  });
  return { ...layout, small: await page.evaluate(smallTargets, { min, scope: 'body', hitTest }) };
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
        // A card's visible part: clipped by every ancestor that clips its overflow (a carousel's
        // viewport hides the slides beside the current one, which nothing can cover).
        const visible = (c: Element) => {
          const r = c.getBoundingClientRect();
          let { left, top, right, bottom } = r;
          for (let p = c.parentElement; p; p = p.parentElement) {
            const { overflowX, overflowY } = getComputedStyle(p);
            if (overflowX === 'visible' && overflowY === 'visible') continue;
            const b = p.getBoundingClientRect();
            left = Math.max(left, b.left);
            top = Math.max(top, b.top);
            right = Math.min(right, b.right);
            bottom = Math.min(bottom, b.bottom);
          }
          return { left, top, right, bottom, width: Math.max(0, right - left), height: Math.max(0, bottom - top) };
        };
        const cardBoxes = [...document.querySelectorAll(cards)].map((c) => [c, visible(c)] as const);
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
