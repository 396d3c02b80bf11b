// The English site's forms speak English throughout (issue 39): every lead form of every English
// page, with JavaScript and without it, on the desktop and on a phone (which gets the English
// site's desktop layout), names what to fix in English, in the order the spec gives the Chinese
// messages (§5), and says its success in English; nothing in the form is Chinese.
import type { Locator, Page } from '@playwright/test';
import { expect, test, waitForFormHydration, waitForHydration } from './fixtures.ts';
import { LEAD_FORM_PAGES, leadForm, uniquePhone } from './lead-pages.ts';

const CJK = /[\u3000-\u303f\u3400-\u9fff\uf900-\ufaff\uff00-\uffef]/;
const SUCCESS = 'Submitted successfully. Our team will be in touch with you shortly.';

const ENGLISH_FORM_PAGES = LEAD_FORM_PAGES.filter((path) => path === '/en' || path.startsWith('/en/'));

/**
 * The consultation form, one submit per step: what the step fills in, the spec's Chinese message
 * for the English form at that point (§5: name, company, phone, demand, then the email, required,
 * then its pattern), and the English the page must show instead.
 */
const CONSULT_STEPS: [Record<string, string>, string, string][] = [
  [{}, '姓名不能为空', 'Please enter your name'],
  [{ client_name: 'Mara Lindqvist' }, '公司名称不能为空', 'Please enter your company name'],
  [{ corp_name: 'Northwind Tooling' }, '电话不能为空', 'Please enter your phone number'],
  [{ phone: '+44 20 7946 0000' }, '需求不能为空', 'Please tell us what you need'],
  [{ demand: 'An integration platform pilot for SAP and MES' }, '企业邮箱不能为空', 'Please enter your business email'],
  [{ corp_email: 'mara@northwind' }, '企业邮箱格式不正确', 'Please enter a valid business email address'],
];

/** The trial form shows each failing field's message under it, in field order (§5). */
const TRIAL_MESSAGES: [string, string, string][] = [
  ['client_name', '请输入您的姓名', 'Please enter your name'],
  ['corp_name', '请输入企业名称', 'Please enter your company name'],
  ['phone', '请输入您的联系方式', 'Please enter your phone number'],
  ['corp_email', '请输入正确的企业邮箱地址', 'Please enter a valid business email address'],
  ['demand', '请输入您的需求', 'Please tell us what you need'],
];

/** A trial request the rules take, with a phone number no other test sends. */
const trialValues = () => ({
  client_name: 'Mara Lindqvist',
  corp_name: 'Northwind Tooling',
  phone: uniquePhone(),
  corp_email: 'mara@northwind.example.com',
  demand: 'A trial of the integration platform',
});

async function fill(form: Locator, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) await form.locator(`[name="${name}"]`).fill(value);
}

/** Every word the form shows or offers (labels, placeholders, messages, buttons, links). */
async function formWords(form: Locator): Promise<string> {
  return form.evaluate((f) =>
    [
      (f as HTMLElement).innerText,
      ...[...f.querySelectorAll('[placeholder], [aria-label], [title]')].flatMap((el) =>
        ['placeholder', 'aria-label', 'title'].map((a) => el.getAttribute(a) ?? ''),
      ),
    ].join('\n'),
  );
}

const isTrial = async (page: Page) => (await page.locator('form.lead-form--trial').count()) > 0;

/** The trial form's messages under its fields, by field (only those showing one). */
async function trialErrors(form: Locator): Promise<[string, string][]> {
  return form.locator('.lead-form__field').evaluateAll((fields) =>
    fields.flatMap((f) => {
      const name = f.querySelector('input, textarea')?.getAttribute('name') ?? '';
      const text = f.querySelector('.lead-form__error')?.textContent ?? '';
      return text ? [[name, text] as [string, string]] : [];
    }),
  );
}

test.describe('with JavaScript', () => {
  for (const path of ENGLISH_FORM_PAGES) {
    test(`${path}: the form's messages and success are English, in the Chinese order`, async ({ page, problems }) => {
      await page.goto(path);
      await waitForHydration(page);
      const form = leadForm(page);
      await waitForFormHydration(form);
      const submit = form.locator('.lead-form__submit');
      if (await isTrial(page)) {
        await fill(form, { corp_email: 'mara@northwind' });
        await submit.click();
        await expect.poll(() => trialErrors(form)).toEqual(TRIAL_MESSAGES.map(([field, , en]) => [field, en]));
        expect(await formWords(form)).not.toMatch(CJK);
        await fill(form, trialValues());
      } else {
        const warning = form.locator('.lead-form__message--warning');
        for (const [values, , english] of CONSULT_STEPS) {
          await fill(form, values);
          await submit.click();
          await expect(warning).toHaveText(english);
          expect(await formWords(form)).not.toMatch(CJK);
        }
        await fill(form, { corp_email: 'mara@northwind.example.com', phone: uniquePhone() });
      }
      await submit.click();
      await expect(form.locator('.lead-form__message--success')).toHaveText(SUCCESS);
      expect(await formWords(form)).not.toMatch(CJK);
      expect(problems.messages).toEqual([]);
    });
  }
});

test('the Chinese twins show the Chinese column of the tables, in the same order', async ({ page, problems }) => {
  await page.goto('/product_ipaas');
  await waitForHydration(page);
  const consult = leadForm(page);
  await waitForFormHydration(consult);
  // The Chinese form's email is optional: the step that requires it is the English form's only,
  // so its values go with the next step's.
  let carried: Record<string, string> = {};
  for (const [values, chinese] of CONSULT_STEPS) {
    carried = { ...carried, ...values };
    if (chinese === '企业邮箱不能为空') continue;
    await fill(consult, carried);
    carried = {};
    await consult.locator('.lead-form__submit').click();
    await expect(consult.locator('.lead-form__message--warning')).toHaveText(chinese);
  }

  await page.goto('/form');
  await waitForHydration(page);
  const trial = leadForm(page);
  await waitForFormHydration(trial);
  await fill(trial, { corp_email: 'mara@northwind' });
  await trial.locator('.lead-form__submit').click();
  await expect.poll(() => trialErrors(trial)).toEqual(TRIAL_MESSAGES.map(([field, zh]) => [field, zh]));
  expect(problems.messages).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const path of ENGLISH_FORM_PAGES) {
    test(`${path}: the server's answers are English, in the Chinese order`, async ({ page, problems }) => {
      await page.goto(path);
      const form = leadForm(page);
      const send = async () => {
        const answered = page.waitForResponse((r) => r.request().method() === 'POST');
        await form.locator('.lead-form__submit').click();
        const answer = await answered;
        await page.waitForLoadState();
        return answer.status();
      };
      if (await isTrial(page)) {
        await fill(form, { corp_email: 'mara@northwind' });
        expect(await send()).toBe(422);
        expect(await trialErrors(form)).toEqual(TRIAL_MESSAGES.map(([field, , en]) => [field, en]));
        expect(await formWords(form)).not.toMatch(CJK);
        await fill(form, trialValues());
      } else {
        for (const [values, , english] of CONSULT_STEPS) {
          await fill(form, values);
          expect(await send()).toBe(422);
          await expect(form.getByText(english, { exact: true })).toBeVisible();
          expect(await formWords(form)).not.toMatch(CJK);
        }
        await fill(form, { corp_email: 'mara@northwind.example.com', phone: uniquePhone() });
      }
      expect(await send()).toBe(303);
      await expect(page.locator('#lead-sent')).toHaveText(SUCCESS);
      await expect(page.locator('#lead-sent')).toBeVisible();
      expect(problems.messages).toEqual([]);
    });
  }
});
