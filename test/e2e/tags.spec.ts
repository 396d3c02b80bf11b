// The keyword pages: rows with 'more' at 8+, the index pager of 90 with its sizes, '#' written
// 0 in the URL, and the news of one keyword with its pager.
import { expect, test, waitForHydration } from './fixtures.ts';

test('the keyword list offers 更多 only for rows of 8 or more keywords', async ({ page, problems }) => {
  await page.goto('/tags');
  await waitForHydration(page);
  const rowS = page.locator('#tag-row-S');
  await expect(rowS.locator('.tag-chip')).toHaveCount(10);
  await expect(page.locator('#tag-row-A .tag-row__more')).toHaveCount(0);
  await rowS.getByRole('link', { name: /^更多/ }).click();
  await expect(page).toHaveURL('/tags/index/S-1');
  await expect(page.locator('.tag-grid__link')).toHaveCount(90);
  expect(problems.messages).toEqual([]);
});

test('the index pager moves through the three pages of S', async ({ page, problems }) => {
  await page.goto('/tags/index/S-1');
  await waitForHydration(page);
  const tags = page.locator('.tag-grid__link');
  const pager = page.getByRole('navigation', { name: '关键词分页' });
  await expect(pager.getByText('共 185 条')).toBeVisible();
  await expect(tags).toHaveCount(90);
  const firstOfPage1 = await tags.first().textContent();

  await pager.getByRole('link', { name: '下一页' }).click();
  await expect(page).toHaveURL('/tags/index/S-2');
  await expect(tags.first()).not.toHaveText(firstOfPage1!);
  await expect(tags).toHaveCount(90);
  await expect(pager.locator('[aria-current="page"]')).toHaveText('2');

  await pager.getByRole('link', { name: '第 3 页' }).click();
  await expect(page).toHaveURL('/tags/index/S-3');
  await expect(tags).toHaveCount(5);
  await expect(pager.locator('.pager__step.is-disabled')).toHaveText('下一页');

  await pager.getByRole('link', { name: '上一页' }).click();
  await expect(page).toHaveURL('/tags/index/S-2');
  expect(problems.messages).toEqual([]);
});

test('the jumper goes to the page typed in', async ({ page, problems }) => {
  await page.goto('/tags/index/S-1');
  await waitForHydration(page);
  const jumper = page.getByRole('navigation', { name: '关键词分页' }).getByRole('spinbutton');
  await jumper.fill('3');
  await jumper.press('Enter');
  await expect(page).toHaveURL('/tags/index/S-3');
  await expect(page.locator('.tag-grid__link')).toHaveCount(5);
  expect(problems.messages).toEqual([]);
});

test('# is written 0 in the URL', async ({ page, problems }) => {
  await page.goto('/tags/index/S-1');
  await waitForHydration(page);
  await page
    .getByRole('navigation', { name: '按首字母筛选' })
    .getByRole('link', { name: /数字与符号/ })
    .click();
  await expect(page).toHaveURL('/tags/index/0-1');
  await expect(page.getByText('数字与符号开头的关键词，共 3 个')).toBeVisible();
  await expect(page.locator('.tag-grid__link')).toHaveCount(3);
  await expect(page.locator('.letter-bar__link[aria-current="page"]')).toHaveText('#');
  expect(problems.messages).toEqual([]);
});

test('the page size changes how many keywords a page holds (90 → 180)', async ({ page, problems }) => {
  await page.goto('/tags/index/S-1');
  await waitForHydration(page);
  const pager = page.getByRole('navigation', { name: '关键词分页' });
  await expect(pager.locator('.pager__size')).toHaveText(['90 条/页', '180 条/页', '270 条/页', '360 条/页']);
  await pager.getByRole('link', { name: '180 条/页' }).click();
  await expect(page).toHaveURL('/tags/index/S-1?size=180');
  await expect(page.locator('.tag-grid__link')).toHaveCount(180);
  await expect(pager.locator('.pager__pages li')).toHaveText(['1', '2']);
  // The size travels with the page links and the letters.
  await pager.getByRole('link', { name: '下一页' }).click();
  await expect(page).toHaveURL('/tags/index/S-2?size=180');
  await expect(page.locator('.tag-grid__link')).toHaveCount(5);
  await expect(page.getByRole('link', { name: 'D', exact: true })).toHaveAttribute('href', '/tags/index/D-1?size=180');
  expect(problems.messages).toEqual([]);
});

test('a page past the end says 暂无数据 and leads back to the first page', async ({ page, problems }) => {
  await page.goto('/tags/index/S-9');
  await waitForHydration(page);
  await expect(page.getByText('暂无数据')).toBeVisible();
  await expect(page.locator('.tag-grid__link')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: '关键词分页' })).toHaveCount(0);
  await page.getByRole('link', { name: '返回第一页' }).click();
  await expect(page).toHaveURL('/tags/index/S-1');
  await expect(page.locator('.tag-grid__link')).toHaveCount(90);
  expect(problems.messages).toEqual([]);
});

test('a # typed into the address (%23) opens the # group', async ({ page, problems }) => {
  await page.goto('/tags/index/%23-1');
  await expect(page).toHaveURL('/tags/index/0-1');
  await waitForHydration(page);
  await expect(page.locator('.letter-bar__link[aria-current="page"]')).toHaveText('#');
  await expect(page.locator('.tag-grid__link').first()).toBeVisible();
  expect(problems.messages).toEqual([]);
});

test('a keyword without articles says 暂无数据 and leads to the keyword list', async ({ page, problems }) => {
  await page.goto('/tags/siyuliuliang');
  await waitForHydration(page);
  await expect(page.locator('.tag-page__list').getByText('暂无数据')).toBeVisible();
  await page.locator('.tag-page__list').getByRole('link', { name: '浏览全部关键词' }).click();
  await expect(page).toHaveURL('/tags');
  expect(problems.messages).toEqual([]);
});

test('the news of one keyword pages ten at a time', async ({ page, problems }) => {
  await page.goto('/tags/kehuanli');
  await waitForHydration(page);
  await expect(page.getByRole('navigation', { name: '当前位置' }).getByRole('link')).toHaveText(['首页', '内容关键词']);
  const rows = page.locator('.tag-page__list .news-row');
  await expect(rows).toHaveCount(10);
  const pager = page.getByRole('navigation', { name: '文章分页' });
  await expect(pager.getByText('共 34 条')).toBeVisible();
  await pager.getByRole('link', { name: '第 4 页' }).click();
  await expect(page).toHaveURL('/tags/kehuanli?page=4');
  await expect(rows).toHaveCount(4);
  // The sidebar browses the index: the keyword's own letter is open.
  await expect(page.getByRole('button', { name: /^K/ })).toHaveAttribute('aria-expanded', 'true');
  expect(problems.messages).toEqual([]);
});
