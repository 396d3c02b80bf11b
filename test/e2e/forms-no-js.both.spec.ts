// Every lead form works with JavaScript off (issue 36): a visitor whose browser runs no script
// (a corporate proxy, an in-app browser, a failed chunk) posts the plain HTML form. Empty, it comes
// back as the same page with the first message of the spec's order in the page's language, the
// values kept and the field to fix focused; valid, the lead is stored once with the page's ad
// click, its conversion delivered once to the oCPC fake, and the page shows the success; a reload
// of the success sends nothing again. Nothing the visitor typed ever appears in an address.
import { OCPC_PORT } from '../../playwright.config.ts';
import { expect, test, waitForHydration } from './fixtures.ts';
import { LEAD_FORM_PAGES, leadForm, NO_FORM_ON_PHONES, storedLeads, uniquePhone } from './lead-pages.ts';

test.use({ javaScriptEnabled: false });

/** What each form says first and second, by language: the first field, then the company. */
const MESSAGES = {
  consult: {
    zh: ['姓名不能为空', '公司名称不能为空'],
    en: ['Please enter your name', 'Please enter your company name'],
  },
  trial: { zh: ['请输入您的姓名', '请输入企业名称'], en: ['Please enter your name', 'Please enter your company name'] },
};
const SUCCESS = {
  zh: '提交成功，得帆的工作人员会尽快联系您',
  en: 'Submitted successfully. Our team will be in touch with you shortly.',
};

/** How many of this click's conversions reached the oCPC fake. */
async function uploadsOf(click: string): Promise<number> {
  const received = (await (await fetch(`http://127.0.0.1:${OCPC_PORT}/received`)).json()) as {
    conversionTypes: { logidUrl: string }[];
  }[];
  return received.filter((u) => new URL(u.conversionTypes[0]!.logidUrl).searchParams.get('bd_vid') === click).length;
}

for (const path of LEAD_FORM_PAGES) {
  test(`${path}: the form sends its lead with JavaScript off`, async ({ page, problems }, info) => {
    test.skip(info.project.name === 'phone' && NO_FORM_ON_PHONES.has(path), 'no lead form in the phone layout');
    const lang = path.startsWith('/en') ? 'en' : 'zh';
    const click = `nojs_${info.project.name}_${path.replace(/\W/g, '') || 'home'}_${Date.now()}`;
    const addresses: string[] = [];
    page.on('request', (r) => addresses.push(r.url()));

    await page.goto(`${path}?bd_vid=${click}`);
    const form = leadForm(page);
    const kind = (await page.locator('form.lead-form--trial').count()) > 0 ? 'trial' : 'consult';
    const [first, second] = MESSAGES[kind][lang];
    const submit = form.locator('.lead-form__submit');
    /** Sends the form as the browser does, and waits for the page that answers it. */
    const send = async () => {
      const answered = page.waitForResponse((r) => r.request().method() === 'POST');
      await submit.click();
      const answer = await answered;
      await page.waitForLoadState();
      return answer;
    };

    // Empty: the same page, the first message where the script shows it, that field focused.
    const empty = await send();
    expect(empty.status()).toBe(422);
    expect(empty.headers()['cache-control']).toBe('no-store');
    await expect(form.getByText(first!, { exact: true })).toBeVisible();
    await expect(form.locator('[name="client_name"]')).toBeFocused();
    await expect(form.locator('[name="client_name"]')).toHaveAttribute('aria-invalid', 'true');

    // The name given: the next message in the spec's order, the name kept.
    const name = lang === 'en' ? 'Mara Lindqvist' : '韩立';
    await form.locator('[name="client_name"]').fill(name);
    expect((await send()).status()).toBe(422);
    await expect(form.getByText(second!, { exact: true })).toBeVisible();
    await expect(form.locator('[name="client_name"]')).toHaveValue(name);
    await expect(form.locator('[name="corp_name"]')).toBeFocused();

    // Valid: stored once, with the page's click; the page shows the success.
    const phone = uniquePhone();
    const values = {
      corp_name: lang === 'en' ? 'Northwind Tooling' : '华岳生物医药',
      phone,
      corp_email: lang === 'en' ? 'mara@northwind.example.com' : 'hanli@huayue.example.cn',
      demand: lang === 'en' ? 'Integration platform pilot' : '评估低代码平台替换现有 OA 审批',
    };
    for (const [field, value] of Object.entries(values)) await form.locator(`[name="${field}"]`).fill(value);
    const sent = await send();
    expect(sent.status(), 'a redirect after the post').toBe(303);
    await page.waitForURL(/#lead-sent$/);
    const after = new URL(page.url());
    expect(after.pathname).toBe(path);
    expect(after.hash).toBe('#lead-sent');
    expect(after.searchParams.get('bd_vid'), 'the converted click is not carried on').toBeNull();
    await expect(page.locator('#lead-sent')).toBeVisible();
    await expect(page.locator('#lead-sent')).toHaveText(SUCCESS[lang]);
    await expect(page.locator('#lead-sent')).toBeInViewport();
    const stored = storedLeads(phone);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ form: kind === 'trial' ? 'trial' : lang === 'en' ? 'consult-en' : 'consult' });
    expect(stored[0]!.bd_vid).toBe(click);
    await expect.poll(() => uploadsOf(click), { timeout: 10_000 }).toBe(1);

    // A reload of the success is a GET of the page: nothing is sent again.
    await page.reload();
    await expect(page.locator('#lead-sent')).toBeVisible();
    expect(storedLeads(phone)).toHaveLength(1);
    expect(await uploadsOf(click)).toBe(1);

    // Nothing the visitor typed went into an address.
    for (const address of addresses) {
      expect(address).not.toContain(phone);
      expect(decodeURIComponent(address)).not.toContain(values.corp_name);
    }
    expect(problems.messages).toEqual([]);
  });
}

test('with every script failing to load, a form still answers as the page', async ({ browser }) => {
  // JavaScript is on, but no script arrives (a proxy that strips them, a failed deploy's chunks).
  const context = await browser.newContext({ javaScriptEnabled: true });
  try {
    const page = await context.newPage();
    await page.route('**/*.js', (route) => route.abort());
    await page.goto('/en/cooperative');
    const form = leadForm(page);
    const answered = page.waitForResponse((r) => r.request().method() === 'POST');
    await form.locator('.lead-form__submit').click();
    expect((await answered).status()).toBe(422);
    await expect(form.getByText('Please enter your name', { exact: true })).toBeVisible();
  } finally {
    await context.close();
  }
});

test('a page answered to a post hydrates as it was sent, and the next page’s form starts empty', async ({
  browser,
}, info) => {
  test.skip(info.project.name === 'phone', 'the desktop app navigates on the client; the phone loads each page');
  const context = await browser.newContext({ javaScriptEnabled: true });
  const problems: string[] = [];
  try {
    const page = await context.newPage();
    page.on('console', (m) => {
      if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) problems.push(m.text());
    });
    page.on('pageerror', (e) => problems.push(e.message));
    // The first page's scripts fail, so the form is posted as the plain form; the page that
    // answers it loads its scripts.
    await page.route('**/*.js', (route) => route.abort());
    await page.goto('/en/cooperative');
    const form = leadForm(page);
    await form.locator('[name="client_name"]').fill('Mara Lindqvist');
    await page.unroute('**/*.js');
    const answered = page.waitForResponse((r) => r.request().method() === 'POST');
    await form.locator('.lead-form__submit').click();
    expect((await answered).status()).toBe(422);
    await waitForHydration(page);
    await expect(form.locator('.lead-form__message--warning')).toHaveText('Please enter your company name');
    await expect(form.locator('[name="client_name"]')).toHaveValue('Mara Lindqvist');
    // The script takes over from here: it checks and speaks as the server did.
    await form.locator('[name="corp_name"]').fill('Northwind Tooling');
    await form.locator('.lead-form__submit').click();
    await expect(form.locator('.lead-form__message--warning')).toHaveText('Please enter your phone number');
    // On to another page with a form, in the app: that form is empty.
    await page.locator('footer a[href="/en/product_apaas"]').first().click();
    await page.waitForURL(/\/en\/product_apaas$/);
    const next = leadForm(page);
    await expect(next.locator('[name="client_name"]')).toHaveValue('');
    await expect(next.locator('.lead-form__message--warning')).toBeHidden();
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
});
