// Leads through nginx and two pm2 workers: each visitor is told apart by the address nginx
// forwards, every accepted lead reaches the vendor exactly once, and a form sent in the browser
// (with an ad click) is stored, delivered and converted.
import fs from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { pm2Async, stack } from './stack.ts';
import { watchFor } from '../helpers/wait.ts';

const s = stack();
const SUCCESS = '提交成功，得帆的工作人员会尽快联系您';

/** The vendor's stored leads whose company name starts with `marker`. */
function vendorLeads(marker: string): { corp_name: string }[] {
  const db = new DatabaseSync(path.join(s.vendorDataDir, 'leads.sqlite'), { readOnly: true });
  try {
    return db.prepare('SELECT corp_name FROM leads WHERE corp_name LIKE ?').all(`${marker}%`) as {
      corp_name: string;
    }[];
  } finally {
    db.close();
  }
}

async function eventually<T>(read: () => T, done: (v: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = read();
    if (done(v) || Date.now() > deadline) return v;
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** The lead of `marker` reaches the vendor once, and the conversion of `click` reaches Baidu once. */
async function deliveredOnce(marker: string, click: string): Promise<void> {
  expect(
    await eventually(
      () => vendorLeads(marker),
      (rows) => rows.length >= 1,
    ),
  ).toHaveLength(1);
  const uploads = async () =>
    ((await (await fetch(`${s.ocpcUrl}/received`)).json()) as { conversionTypes: { logidUrl: string }[] }[]).filter(
      (u) => new URL(u.conversionTypes[0]!.logidUrl).searchParams.get('bd_vid') === click,
    );
  await expect.poll(async () => (await uploads()).length).toBe(1);
}

test('50 leads from 50 visitors behind nginx are all accepted and reach the vendor once each', async ({
  request,
}, info) => {
  test.skip(info.project.name === 'phone', 'one run is enough');
  const marker = `XFF${Date.now()}-`;
  const answers = await Promise.all(
    Array.from({ length: 50 }, (_, i) =>
      request.post(`${s.siteUrl}/api/v1/client_demands/`, {
        headers: { 'X-Forwarded-For': `203.0.113.${i + 1}` },
        data: {
          client_name: '林晓',
          corp_name: `${marker}${i}`,
          phone: '13800138000',
          corp_email: `lin${i}@example.cn`,
          demand: '评估集成平台',
          form: 'consult',
          website: '',
        },
      }),
    ),
  );
  expect(answers.map((a) => a.status())).toEqual(Array(50).fill(201));
  const delivered = await eventually(
    () => vendorLeads(marker),
    (rows) => rows.length >= 50,
  );
  expect(delivered).toHaveLength(50);
  expect(new Set(delivered.map((r) => r.corp_name)).size).toBe(50);
  // And one visitor still has a limit (LEAD_RATE_LIMIT, 10 per 10 minutes).
  const one = [];
  for (let i = 0; i < 11; i++) {
    one.push(
      (
        await request.post(`${s.siteUrl}/api/v1/client_demands/`, {
          headers: { 'X-Forwarded-For': '198.51.100.7' },
          data: {
            client_name: '林晓',
            corp_name: `${marker}same-${i}`,
            phone: '13800138000',
            corp_email: '',
            demand: '评估集成平台',
            form: 'consult',
            website: '',
          },
        })
      ).status(),
    );
  }
  expect(one.slice(0, 10)).toEqual(Array(10).fill(201));
  expect(one[10]).toBe(429);
});

test('a visitor from an ad sends the trial form: stored, delivered once, its conversion sent once', async ({
  page,
}, info) => {
  const marker = `Form${info.project.name}${Date.now()}`;
  const click = `prod${info.project.name}${Date.now()}`;
  await page.goto(`${s.siteUrl}/form?bd_vid=${click}`);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  const form = page.locator('form.lead-form--trial');
  const values = {
    client_name: '韩立',
    corp_name: marker,
    phone: '13700001111',
    corp_email: 'hanli@huayue.example.cn',
    demand: '申请集成平台试用',
  };
  for (const [name, value] of Object.entries(values)) await form.locator(`[name="${name}"]`).fill(value);
  await form.getByRole('button', { name: '提交申请' }).click();
  await expect(form.locator('.lead-form__message--success')).toHaveText(SUCCESS);
  await deliveredOnce(marker, click);
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('a visitor from an ad posts the consultation form through nginx: stored, delivered and converted once, nothing personal logged', async ({
    page,
  }, info) => {
    const marker = `无脚本企业${info.project.name}${Date.now()}`;
    const click = `prodNoJs${info.project.name}${Date.now()}`;
    const phone = `139${String(Date.now()).slice(-8)}`;
    await page.goto(`${s.siteUrl}/product_mdm?bd_vid=${click}`);
    const form = page.locator('form', { has: page.locator('.lead-form__submit') }).first();
    // Sent empty: the page again with the first message (nginx passes the POST and keeps nothing).
    await form.locator('.lead-form__submit').click();
    await expect(form.getByText('姓名不能为空', { exact: true })).toBeVisible();
    const values = { client_name: '韩立', corp_name: marker, phone, demand: '评估主数据平台' };
    for (const [name, value] of Object.entries(values)) await form.locator(`[name="${name}"]`).fill(value);
    await form.locator('.lead-form__submit').click();
    await page.waitForURL(/\/product_mdm#lead-sent$/);
    await expect(page.locator('#lead-sent')).toHaveText(SUCCESS);
    await page.reload();
    await deliveredOnce(marker, click);
    expect(vendorLeads(marker)).toHaveLength(1);
    // Neither nginx's access log nor the site's logs hold the name or the phone number.
    const logs = [
      path.join(s.nginxDir, 'access.log'),
      ...fs.readdirSync(path.join(s.pm2Home, 'logs')).map((f) => path.join(s.pm2Home, 'logs', f)),
    ];
    for (const file of logs) {
      const text = fs.readFileSync(file, 'utf8');
      expect(text, file).not.toContain(phone);
      expect(text, file).not.toContain(marker);
    }
  });
});

test('a lead sent while the site is down is kept by the browser and sent once when it is back', async ({
  page,
}, info) => {
  test.skip(info.project.name === 'phone', 'one run is enough');
  test.setTimeout(120_000);
  const marker = `Outage${Date.now()}`;
  await page.goto(`${s.siteUrl}/form`);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  const form = page.locator('form.lead-form--trial');
  const values = {
    client_name: '韩立',
    corp_name: marker,
    phone: '13700001111',
    corp_email: 'hanli@huayue.example.cn',
    demand: '申请集成平台试用',
  };
  for (const [name, value] of Object.entries(values)) await form.locator(`[name="${name}"]`).fill(value);
  // Both workers stop: nginx answers the lead with 502.
  await pm2Async(s, 'stop', 'defan-site');
  try {
    await form.getByRole('button', { name: '提交申请' }).click();
    await expect(form.locator('.lead-form__messages')).toContainText('信息已保存');
    await expect(form.locator('[name="corp_name"]')).toHaveValue(marker);
    expect(await page.evaluate(() => JSON.stringify(localStorage))).toContain(marker);
  } finally {
    await pm2Async(s, 'start', 'defan-site');
  }
  // The browser's next attempt (5 s, then 15 s later) gets through; stored and delivered once.
  await expect(form.locator('.lead-form__message--success')).toHaveText(SUCCESS, { timeout: 60_000 });
  expect(
    await eventually(
      () => vendorLeads(marker),
      (rows) => rows.length >= 1,
    ),
  ).toHaveLength(1);
  // Two seconds watched: no second copy arrives.
  await watchFor(2_000, () => expect(vendorLeads(marker)).toHaveLength(1), 250);
  expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain(marker);
});
