// The phone's consultation form is not in the page's first load (an island: client-mobile/
// components/consult-block.tsx): its code loads when the form comes near the screen, React then hydrates the
// server's markup of it, and the form works as everywhere: the first failing rule as a warning, a
// valid lead sent (with the sending code loaded at that moment) and the form cleared.
import { expect, test, waitForFormHydration, waitForHydration } from './fixtures.ts';

const SUCCESS = '提交成功，得帆的工作人员会尽快联系您';

test('the consultation form loads near the screen, hydrates and sends a lead', async ({ page, problems }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await page.goto('/complex-scene');
  await waitForHydration(page);
  const formCode = (s: string) => /\/mobile-consult-[\w-]+\.js$/.test(s);
  expect(scripts.filter(formCode)).toEqual([]);
  const form = page.locator('#consult form');
  await expect(form.locator('[name="client_name"]')).toBeAttached();

  await page.locator('#consult').scrollIntoViewIfNeeded();
  await expect.poll(() => scripts.some(formCode)).toBe(true);
  // Hydrated: React has attached its props to the field (a tap before that would not be React's).
  await waitForFormHydration(form);

  const submit = form.getByRole('button', { name: '提交咨询' });
  await submit.click();
  await expect(form.locator('.lead-form__message--warning')).toHaveText('姓名不能为空');
  for (const [name, value] of Object.entries({
    client_name: '韩立',
    corp_name: '华岳生物医药',
    phone: '13700001111',
    demand: '评估低代码平台替换现有 OA 审批',
  }))
    await form.locator(`[name="${name}"]`).fill(value);
  await submit.click();
  await expect(form.locator('.lead-form__message--success')).toHaveText(SUCCESS);
  await expect(form.locator('[name="client_name"]')).toHaveValue('');
  expect(page.url()).toMatch(/\/complex-scene$/);
  expect(problems.messages).toEqual([]);
});
