// A lead the server refuses for a while is never lost (issue 17): the form keeps its values, says
// calmly that they are saved, and the browser sends the lead again under the same Idempotency-Key,
// so the server stores it once, even when it had stored the first attempt whose answer never came
// back. A lead left in the browser's outbox goes out on the next page view, on either app. A lead
// from an ad click carries its conversion, stored with it: the click id is kept until the server's
// answer says the click is converted. And a conversion upload a page of an earlier release left in
// the browser still goes, until the server has it.
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { Page } from '@playwright/test';
import { E2E_DATA_DIR, IPHONE_UA, OCPC_PORT } from '../../playwright.config.ts';
import { createConversionTickets } from '../../server/leads/conversion-ticket.ts';
import { expect, test, waitForHydration } from './fixtures.ts';

const LEAD_PATH = '**/api/v1/client_demands/';
const SAVED = '您的信息已保存。网络暂时不畅，我们会自动为您再次提交，无需重新填写。';
const SUCCESS = '提交成功，得帆的工作人员会尽快联系您';

/** The rows the site's lead store holds for a test's own phone number. */
function storedLeads(phone: string): { idempotency_key: string; form: string; demand: string }[] {
  const db = new DatabaseSync(path.join(E2E_DATA_DIR!, 'leads.sqlite'), { readOnly: true });
  try {
    return db.prepare('SELECT idempotency_key, form, demand FROM leads WHERE phone = ?').all(phone) as never;
  } finally {
    db.close();
  }
}

/** A phone number no other test sends. */
const uniquePhone = () =>
  `13${String(Date.now()).slice(-6)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;

const outbox = (page: Page) =>
  page.evaluate(
    () =>
      JSON.parse(localStorage.getItem('lead_outbox') ?? '[]') as {
        key: string;
        form: string;
        lang: string;
        values: Record<string, string>;
        at: number;
        attempts?: number;
        due?: number;
      }[],
  );

test('a lead whose answer was lost is kept, sent again with the same key and stored once', async ({ page }) => {
  const phone = uniquePhone();
  const values = {
    client_name: '林越',
    corp_name: '衡山机电',
    phone,
    corp_email: 'linyue@hengshan.example.cn',
    demand: `流程平台试用 ${phone}`,
  };
  const keys: string[] = [];
  let failing = true;
  // The first post reaches the server, which stores the lead; its answer is lost (a 503 instead).
  await page.route(LEAD_PATH, async (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    const response = await route.fetch();
    if (!failing) return route.fulfill({ response });
    await route.fulfill({ status: 503, json: { error_code: 'http_503', message: 'Service Unavailable' } });
  });
  await page.addInitScript(() => {
    const tracked: unknown[] = ((window as unknown as { __tracked: unknown[] }).__tracked = []);
    addEventListener('site:track', (e) => tracked.push((e as CustomEvent).detail));
  });
  await page.goto('/form');
  await waitForHydration(page);
  const form = page.locator('form.lead-form--trial');
  for (const [name, value] of Object.entries(values)) await form.locator(`[name="${name}"]`).fill(value);
  await form.getByRole('button', { name: '提交申请' }).click();

  await expect(form.locator('.lead-form__messages')).toHaveText(SAVED);
  // A calm notice (role=status), not a warning.
  await expect(form.locator('.lead-form__message--notice')).toHaveAttribute('role', 'status');
  await expect(form.locator('.lead-form__message--warning')).toHaveCount(0);
  await expect(form.locator('.lead-form__message--success')).toBeHidden();
  for (const [name, value] of Object.entries(values)) await expect(form.locator(`[name="${name}"]`)).toHaveValue(value);
  const saved = await outbox(page);
  // With its schedule: one attempt failed, the next due 5 s after it.
  expect(saved).toEqual([
    { key: keys[0], form: 'trial', lang: 'zh', values, at: expect.any(Number), attempts: 1, due: expect.any(Number) },
  ]);
  expect(saved[0]!.due! - saved[0]!.at).toBeGreaterThanOrEqual(5_000);
  expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
  expect(storedLeads(phone)).toHaveLength(1);

  failing = false;
  // The first retry comes 5 s later.
  await expect(form.locator('.lead-form__message--success')).toHaveText(SUCCESS, { timeout: 15_000 });
  await expect(form.locator('[name="client_name"]')).toHaveValue('');
  expect(await outbox(page)).toEqual([]);
  expect(keys).toEqual([keys[0], keys[0]]);
  expect(storedLeads(phone)).toEqual([{ idempotency_key: keys[0], form: 'trial', demand: values.demand }]);
  expect(await page.evaluate(() => (window as unknown as { __tracked: unknown[] }).__tracked)).toEqual([
    { name: 'lead_submitted', form: 'trial' },
  ]);
});

test('the English consultation form keeps a lead it could not send for lack of network, in English', async ({
  page,
}) => {
  const phone = uniquePhone();
  const values = {
    client_name: 'Mara Lind',
    corp_name: 'Northwind Tooling',
    phone,
    corp_email: 'mara@northwind.example.com',
    demand: `Integration pilot ${phone}`,
  };
  let offline = true;
  await page.route(LEAD_PATH, (route) => (offline ? route.abort('internetdisconnected') : route.continue()));
  await page.goto('/en');
  await waitForHydration(page);
  const form = page.locator('.lead-form--consult').first();
  for (const [name, value] of Object.entries(values)) await form.locator(`[name="${name}"]`).fill(value);
  await form.getByRole('button', { name: 'Submit' }).click();

  await expect(form.locator('.lead-form__messages')).toHaveText(/^Your details are saved\. .*automatically\./);
  await expect(form.locator('[name="demand"]')).toHaveValue(values.demand);
  expect(await outbox(page)).toMatchObject([{ form: 'consult-en', lang: 'en', values }]);
  expect(storedLeads(phone)).toEqual([]);

  offline = false;
  await expect(form.locator('.lead-form__message--success')).toHaveText(
    'Submitted successfully. Our team will be in touch with you shortly.',
    { timeout: 15_000 },
  );
  await expect(form.locator('.lead-form__message--warning')).toBeHidden();
  await expect(form.locator('.lead-form__message--notice')).toBeHidden();
  expect(await outbox(page)).toEqual([]);
  expect(storedLeads(phone)).toHaveLength(1);
});

for (const app of ['desktop', 'phone'] as const) {
  test.describe(`on the ${app} app`, () => {
    if (app === 'phone')
      test.use({ userAgent: IPHONE_UA, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test('a lead saved in the browser by an earlier page is sent on the first page view after it is due', async ({
      page,
    }) => {
      const phone = uniquePhone();
      const key = `e2e-outbox-${app}-${phone}`;
      const keys: string[] = [];
      page.on('request', (r) => {
        if (r.method() === 'POST' && r.url().endsWith('/api/v1/client_demands/'))
          keys.push(r.headers()['idempotency-key'] ?? '');
      });
      await page.goto('/news');
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('data-device', app === 'phone' ? 'mobile' : 'desktop');
      const lead = {
        key,
        form: 'consult',
        lang: 'zh',
        values: {
          client_name: '沈舟',
          corp_name: '云岭数科',
          phone,
          corp_email: '',
          demand: `上次没送达的咨询 ${phone}`,
        },
        at: Date.now() - 60_000,
        // Two attempts failed; the next is due in a minute.
        attempts: 2,
        due: Date.now() + 60_000,
      };
      const save = (entry: typeof lead) =>
        page.evaluate((e) => localStorage.setItem('lead_outbox', JSON.stringify([e])), entry);
      await save(lead);
      expect(storedLeads(phone)).toEqual([]);

      // A page view before it is due sends nothing and leaves it as it was.
      await page.goto('/about');
      await waitForHydration(page);
      await page.waitForTimeout(1_000);
      expect(keys).toEqual([]);
      expect(await outbox(page)).toEqual([lead]);

      await save({ ...lead, due: Date.now() - 1 });
      await page.goto('/cases');
      await waitForHydration(page);
      await expect.poll(() => outbox(page)).toEqual([]);
      expect(keys).toEqual([key]);
      expect(storedLeads(phone)).toEqual([{ idempotency_key: key, form: 'consult', demand: lead.values.demand }]);
    });
  });
}

/** How many conversions of `click` the fake Baidu took. */
const sentToBaidu = async (click: string) =>
  (
    (await (await fetch(`http://127.0.0.1:${OCPC_PORT}/received`)).json()) as {
      conversionTypes: { logidUrl: string }[];
    }[]
  ).filter((u) => new URL(u.conversionTypes[0]!.logidUrl).searchParams.get('bd_vid') === click).length;

test('a lead from an ad click whose answer was lost keeps the click id until the retry is answered; Baidu gets the click once', async ({
  page,
}) => {
  const click = `e2eRetryClick${Date.now()}`;
  const leadPosts: number[] = [];
  const uploads: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/ocpcapi/')) uploads.push(r.url());
  });
  // The first post reaches the server, which stores the lead and its conversion; its answer is lost.
  await page.route(LEAD_PATH, async (route) => {
    leadPosts.push(Date.now());
    const response = await route.fetch();
    if (leadPosts.length > 1) return route.fulfill({ response });
    await route.fulfill({ status: 503, json: { error_code: 'http_503', message: 'Service Unavailable' } });
  });
  await page.goto(`/form?bd_vid=${click}`);
  await waitForHydration(page);
  const form = page.locator('form.lead-form--trial');
  const phone = uniquePhone();
  for (const [name, value] of Object.entries({
    client_name: '林越',
    corp_name: '衡山机电',
    phone,
    corp_email: 'linyue@hengshan.example.cn',
    demand: `转化重传 ${phone}`,
  }))
    await form.locator(`[name="${name}"]`).fill(value);
  await form.getByRole('button', { name: '提交申请' }).click();
  await expect(form.locator('.lead-form__messages')).toHaveText(SAVED);

  // Stored with its conversion, which the server sends on: the page does not know yet, and keeps the id.
  expect(storedLeads(phone)).toHaveLength(1);
  await expect.poll(() => sentToBaidu(click)).toBe(1);
  expect(await page.evaluate(() => localStorage.getItem('bd_vid'))).toBe(click);

  // 5 s later the lead goes again: the same lead, its click converted; the id is forgotten.
  await expect(form.locator('.lead-form__message--success')).toHaveText(SUCCESS, { timeout: 15_000 });
  expect(leadPosts).toHaveLength(2);
  expect(leadPosts[1]! - leadPosts[0]!).toBeGreaterThanOrEqual(4_900);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('bd_vid'))).toBeNull();
  expect(storedLeads(phone)).toHaveLength(1);
  expect(await sentToBaidu(click)).toBe(1);
  expect(uploads).toEqual([]);
});

test('a conversion upload a page of an earlier release left goes on the next page view, again after a failure, reaching Baidu once', async ({
  page,
}) => {
  const click = `e2eOlderClick${Date.now()}`;
  // A lead such a page sent (stored without its click) and the ticket its server gave, signed with
  // the key this server's lead store keeps.
  const lead = await page.request.post('/api/v1/client_demands/', {
    data: { client_name: '沈舟', corp_name: '云岭数科', phone: uniquePhone(), corp_email: '', demand: '旧页面的咨询' },
  });
  expect(lead.status()).toBe(201);
  const { id } = (await lead.json()) as { id: number };
  const db = new DatabaseSync(path.join(E2E_DATA_DIR!, 'leads.sqlite'), { readOnly: true });
  let secret: Uint8Array;
  try {
    secret = (
      db.prepare(`SELECT value FROM meta WHERE key = 'conversion_ticket_secret'`).get() as { value: Uint8Array }
    ).value;
  } finally {
    db.close();
  }
  const ticket = createConversionTickets(secret).issue(id, click);

  const uploads: number[] = [];
  // The first upload's answer is lost (the server's 503 stands in for a network failure).
  await page.route('**/ocpcapi/api/uploadConvertData', async (route) => {
    uploads.push(Date.now());
    if (uploads.length === 1)
      return route.fulfill({ status: 503, json: { error_code: 'http_503', message: 'Service Unavailable' } });
    return route.continue();
  });
  await page.goto('/news');
  await waitForHydration(page);
  const at = Date.now();
  await page.evaluate(
    ({ click, ticket, at }) => {
      localStorage.setItem('bd_vid', click);
      localStorage.setItem('bd_vid_expires', String(at + 86_400_000));
      localStorage.setItem(
        'conversion_outbox',
        JSON.stringify([
          {
            bdVid: click,
            upload: { ticket, conversionTypes: [{ logidUrl: `${location.origin}/form?bd_vid=${click}`, newType: 3 }] },
            at,
            attempts: 0,
            due: at,
          },
        ]),
      );
    },
    { click, ticket, at },
  );
  await page.goto('/cases');
  await waitForHydration(page);

  // Not accepted: the click id stays, and the upload waits in the conversion outbox.
  await expect.poll(() => uploads.length).toBe(1);
  expect(await page.evaluate(() => localStorage.getItem('bd_vid'))).toBe(click);
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('conversion_outbox') ?? '[]')))
    .toMatchObject([{ bdVid: click, attempts: 1 }]);
  expect(await sentToBaidu(click)).toBe(0);

  // 5 s later it goes again; the server takes it, the id is forgotten and Baidu has it once.
  await expect.poll(() => uploads.length, { timeout: 10_000 }).toBe(2);
  expect(uploads[1]! - uploads[0]!).toBeGreaterThanOrEqual(4_900);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('bd_vid'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('conversion_outbox'))).toBeNull();
  await expect.poll(() => sentToBaidu(click)).toBe(1);
  expect(uploads).toHaveLength(2);
});
