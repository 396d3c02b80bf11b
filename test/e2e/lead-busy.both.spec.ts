// Two lead-form rows of issue 26 on both apps: a lead the server refused with 429 is kept, and the
// notice says there were too many submissions (not that the network failed); and an ad-click id
// whose three days are over is dropped from storage when a page loads.
import { expect, test, waitForHydration } from './fixtures.ts';

const BUSY = '当前提交次数过多，请稍后再试：您的信息已保存，几分钟后我们会自动为您再次提交，无需重新填写。';

test('a 429 answer says too many submissions, not the network', async ({ page }) => {
  await page.route('**/api/v1/client_demands/', (route) =>
    route.fulfill({ status: 429, json: { error_code: 'too_many_requests', message: 'Too many leads' } }),
  );
  await page.goto('/form');
  await waitForHydration(page);
  const form = page.locator('form.lead-form--trial');
  const values = {
    client_name: '周岚',
    corp_name: '临江制药',
    phone: '13900001111',
    corp_email: 'zhoulan@linjiang.example.cn',
    demand: '实验室管理系统选型',
  };
  for (const [name, value] of Object.entries(values)) await form.locator(`[name="${name}"]`).fill(value);
  await form.getByRole('button', { name: '提交申请' }).click();
  await expect(form.locator('.lead-form__message--notice')).toHaveText(BUSY);
  await expect(form.locator('.lead-form__messages')).not.toContainText('网络');
  await expect(form.locator('[name="demand"]')).toHaveValue(values.demand);
  // Kept all the same, to go again by itself.
  const outbox = await page.evaluate(() => JSON.parse(localStorage.getItem('lead_outbox') ?? '[]') as unknown[]);
  expect(outbox).toHaveLength(1);
});

test('an expired ad-click id is dropped on the next page load; a live one stays', async ({ page }) => {
  await page.goto('/news?bd_vid=click_live');
  await waitForHydration(page);
  const stored = () =>
    page.evaluate(() => [localStorage.getItem('bd_vid'), localStorage.getItem('bd_vid_expires')] as const);
  const [id, expires] = await stored();
  expect(id).toBe('click_live');
  await page.goto('/cases');
  await waitForHydration(page);
  expect(await stored()).toEqual([id, expires]);
  // Three days later (the expiry moved into the past).
  await page.evaluate(() => localStorage.setItem('bd_vid_expires', String(Date.now() - 1)));
  await page.goto('/about');
  await waitForHydration(page);
  expect(await stored()).toEqual([null, null]);
});
