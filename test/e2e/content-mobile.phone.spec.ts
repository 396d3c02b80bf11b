// The content pages phones get from shared/pages read well at 390 px: nothing wider than the
// screen, and their controls work with the phone's full-page navigation.
import { expect, test, waitForHydration } from './fixtures.ts';

for (const path of [
  '/tags',
  '/tags/index/S-1',
  '/tags/index/0-1',
  '/tags/shujuzhili',
  '/tags/siyuliuliang',
  '/evaluate',
  '/doc/md_privacy',
]) {
  test(`${path} has no horizontal overflow at 390 px`, async ({ page, problems }) => {
    await page.goto(path);
    await waitForHydration(page);
    expect(await page.getAttribute('html', 'data-device')).toBe('mobile');
    const widths = await page.evaluate(() => ({
      doc: document.documentElement.scrollWidth,
      body: document.body.scrollWidth,
      view: window.innerWidth,
    }));
    expect(widths.view).toBe(390);
    expect(widths.doc).toBeLessThanOrEqual(390);
    expect(widths.body).toBeLessThanOrEqual(390);
    const wide = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('main *')]
        .filter(
          (el) => el.getBoundingClientRect().right > window.innerWidth + 1 && getComputedStyle(el).position !== 'fixed',
        )
        .map((el) => el.className || el.tagName)
        .slice(0, 5),
    );
    expect(wide).toEqual([]);
    expect(problems.messages).toEqual([]);
  });
}

test('the phone keyword index pages by letter and size', async ({ page, problems }) => {
  await page.goto('/tags/index/S-1');
  await waitForHydration(page);
  await expect(page.locator('.tag-grid__link')).toHaveCount(90);
  await page.getByRole('link', { name: '第 2 页' }).click();
  await expect(page).toHaveURL('/tags/index/S-2');
  await expect(page.locator('.tag-grid__link')).toHaveCount(90);
  await page.getByRole('link', { name: '270 条/页' }).click();
  await expect(page).toHaveURL('/tags/index/S-1?size=270');
  await expect(page.locator('.tag-grid__link')).toHaveCount(185);
  expect(problems.messages).toEqual([]);
});

test('customer voice view more works on the phone', async ({ page, problems }) => {
  await page.goto('/evaluate');
  await waitForHydration(page);
  await page.getByRole('region', { name: '大咖访谈' }).getByRole('button', { name: '查看更多' }).click();
  await expect(page.locator('.voice-interviews .article-card')).toHaveCount(8);
  await page.getByRole('region', { name: '客户评价' }).getByRole('button', { name: '查看更多' }).click();
  await expect(page.locator('.voice-reviews .comment-card').filter({ visible: true })).toHaveCount(10);
  expect(problems.messages).toEqual([]);
});

test('an empty list page on the phone says 暂无数据 and leads back to the first page', async ({ page, problems }) => {
  await page.goto('/cases?page=99');
  await waitForHydration(page);
  const list = page.locator('#case-list');
  await expect(list.getByText('暂无数据')).toBeVisible();
  await expect(list.locator('.m-card')).toHaveCount(0);
  await expect(page.locator('.pager')).toHaveCount(0);
  // The cases block still offers three cases and 马上咨询.
  await expect(page.locator('#featured-cases .m-card')).toHaveCount(3);
  await expect(page.locator('#featured-cases').getByRole('link', { name: '马上咨询' })).toHaveAttribute(
    'href',
    '/form',
  );
  await list.getByRole('link', { name: '返回第一页' }).click();
  await expect(page).toHaveURL('/cases');
  await expect(page.locator('#case-list .m-card')).toHaveCount(9);
  expect(problems.messages).toEqual([]);
});
