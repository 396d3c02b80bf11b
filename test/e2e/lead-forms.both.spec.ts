// Every lead form on both devices takes the first real click after an error (issue 16): a visitor
// sends the form empty, fills every field (the last one by typing, the focus still in it) and
// clicks submit once. Leaving the last field clears its message; nothing may move under the
// button, so the one click must send the lead. The submit button stays where it is throughout.
import type { Locator } from '@playwright/test';
import { expect, test, waitForFormHydration, waitForHydration } from './fixtures.ts';
import { LEAD_FORM_PAGES, leadForm, NO_FORM_ON_PHONES } from './lead-pages.ts';

const SUCCESS = '提交成功，得帆的工作人员会尽快联系您';
const SUCCESS_EN = 'Submitted successfully. Our team will be in touch with you shortly.';

const VALID = {
  client_name: '韩立',
  corp_name: '华岳生物医药',
  phone: '13700001111',
  corp_email: 'hanli@huayue.example.cn',
};

/** The button's place in the document (not the viewport: focusing a field may scroll). */
const documentTop = (button: Locator) =>
  button.evaluate((b) => Math.round(b.getBoundingClientRect().top + window.scrollY));

for (const path of LEAD_FORM_PAGES) {
  test(`${path}: one click sends the lead after the empty form showed its messages`, async ({
    page,
    problems,
  }, info) => {
    test.skip(info.project.name === 'phone' && NO_FORM_ON_PHONES.has(path), 'no lead form in the phone layout');
    await page.goto(path);
    await waitForHydration(page);
    const form = leadForm(page);
    const submit = form.locator('.lead-form__submit');
    await waitForFormHydration(form);
    await submit.scrollIntoViewIfNeeded();
    const top = await documentTop(submit);

    await submit.click();
    await expect(form.locator('[aria-invalid="true"]').first()).toBeAttached();
    await expect(form.locator('.lead-form__message--success')).toBeHidden();
    expect(await documentTop(submit), 'the button stays put when the messages appear').toBe(top);

    for (const [name, value] of Object.entries(VALID)) await form.locator(`[name="${name}"]`).fill(value);
    const demand = form.locator('[name="demand"]');
    await demand.click();
    await demand.pressSequentially('评估低代码平台');
    await expect(demand).toBeFocused();

    // One real click (mouse down, then up at the same point); the blur happens in between.
    await submit.click();
    await expect(form.locator('.lead-form__message--success')).toHaveText(
      path.startsWith('/en') ? SUCCESS_EN : SUCCESS,
    );
    await expect(form.locator('[name="client_name"]')).toHaveValue('');
    expect(await documentTop(submit), 'the button stays put when the success shows').toBe(top);
    expect(problems.messages).toEqual([]);
  });
}
