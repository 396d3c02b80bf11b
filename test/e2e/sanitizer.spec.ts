// CMS HTML is sanitized on the server: an article whose stored body carries a script, an inline
// event handler and a javascript: link runs none of them in a real browser.
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { E2E_DATA_DIR } from '../../playwright.config.ts';
import { expect, test, waitForHydration } from './fixtures.ts';

const HOSTILE = [
  '<p>正文开头</p>',
  '<script>window.__pwned = "script"</script>',
  '<img src="/media/cover/1037.svg" onerror="window.__pwned = \'onerror\'" onload="window.__pwned = \'onload\'" alt="封面">',
  '<p><a href="javascript:window.__pwned=\'link\'">点此了解</a></p>',
  '<p>正文结尾</p>',
].join('');

test('an article with a stored script, event handlers and a javascript: link runs none of them', async ({ page }) => {
  const db = new DatabaseSync(path.join(E2E_DATA_DIR!, 'content.sqlite'));
  try {
    const row = db.prepare('SELECT detail FROM articles WHERE id = 1037').get() as { detail: string };
    db.prepare('UPDATE articles SET detail = ? WHERE id = 1037').run(
      JSON.stringify({ ...JSON.parse(row.detail), content: HOSTILE }),
    );
  } finally {
    db.close();
  }
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await page.goto('/news/1037');
  await waitForHydration(page);
  await expect(page.locator('.rich-text').first()).toContainText('正文结尾');
  await page
    .locator('.rich-text a', { hasText: '点此了解' })
    .click()
    .catch(() => undefined);
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned)).toBeUndefined();
  const html = await page.locator('.rich-text').first().innerHTML();
  expect(html).not.toMatch(/<script|onerror|onload|javascript:/i);
  expect(dialogs).toEqual([]);
});
