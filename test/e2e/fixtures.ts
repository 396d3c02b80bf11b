// Shared test fixture: every page load collects console errors, page errors and failed requests,
// and a test fails if its page logged any (hydration mismatches are console errors).
import { test as base, expect, type Locator, type Page } from '@playwright/test';

export interface PageProblems {
  messages: string[];
}

export const test = base.extend<{ problems: PageProblems }>({
  problems: async ({ page }, use) => {
    const problems: PageProblems = { messages: [] };
    page.on('console', (msg) => {
      if (msg.type() !== 'error' && msg.type() !== 'warning') return;
      // Chromium reports an error status of the document itself (a 404 page is meant to be one).
      const ownStatus = msg.text().startsWith('Failed to load resource') && msg.location().url === page.url();
      if (!ownStatus) problems.messages.push(`console.${msg.type()}: ${msg.text()}`);
    });
    page.on('pageerror', (err) => problems.messages.push(`pageerror: ${err.message}`));
    page.on('requestfailed', (req) => {
      // Navigations cancelled by the test itself are not the page's fault.
      if (req.failure()?.errorText !== 'net::ERR_ABORTED') problems.messages.push(`requestfailed: ${req.url()}`);
    });
    await use(problems);
  },
});

/** Waits until React has hydrated the document (the app marks <html> when it has). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

/** Scrolls a form into view and waits until React has hydrated it. The phone's consultation form
 *  loads its code only when it nears the screen (client-mobile/components/consult-block.tsx), so
 *  the document being hydrated does not mean the form is; React attaches its props to a field
 *  when it hydrates it. */
export async function waitForFormHydration(form: Locator): Promise<void> {
  await form.scrollIntoViewIfNeeded();
  await expect
    .poll(() =>
      form
        .locator('input, textarea')
        .first()
        .evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactProps'))),
    )
    .toBe(true);
}

export { expect };
