// The three lead forms in a real browser: the first failing rule shows as a warning (consultation
// forms) or under its field (trial form), a valid lead clears the form and shows the success
// message, and a lead from a landing with bd_vid carries its click: the server stores the click's
// conversion with the lead and forwards it with its token, the page making no second call; an
// upload that did not follow a lead goes nowhere. The visitor never waits for Baidu.
import type { Page } from '@playwright/test';
import { OCPC_PORT, OCPC_TOKEN } from '../../playwright.config.ts';
import { expect, test, waitForHydration } from './fixtures.ts';

const SUCCESS = '提交成功，得帆的工作人员会尽快联系您';

async function fill(form: ReturnType<Page['locator']>, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) await form.locator(`[name="${name}"]`).fill(value);
}

test('the Chinese consultation form walks through its messages, then succeeds and clears', async ({
  page,
  problems,
}) => {
  await page.goto('/product_apaas');
  await waitForHydration(page);
  const form = page.locator('.lead-form--consult').first();
  const warning = form.locator('.lead-form__message--warning');
  const submit = form.getByRole('button', { name: '提交咨询' });
  const steps: [Record<string, string>, string][] = [
    [{}, '姓名不能为空'],
    [{ client_name: '韩立' }, '公司名称不能为空'],
    [{ corp_name: '华岳生物医药' }, '电话不能为空'],
    [{ phone: '13700001111' }, '需求不能为空'],
    [{ demand: '评估低代码平台替换现有 OA 审批', corp_email: 'hanli@huayue' }, '企业邮箱格式不正确'],
  ];
  for (const [values, message] of steps) {
    await fill(form, values);
    await submit.click();
    await expect(warning).toHaveText(message);
  }
  await fill(form, { corp_email: 'hanli@huayue.example.cn' });
  await submit.click();
  await expect(form.locator('.lead-form__message--success')).toHaveText(SUCCESS);
  await expect(warning).toBeHidden();
  for (const name of ['client_name', 'corp_name', 'phone', 'corp_email', 'demand']) {
    await expect(form.locator(`[name="${name}"]`)).toHaveValue('');
  }
  expect(problems.messages).toEqual([]);
});

test('the English consultation form requires the email, in English', async ({ page }) => {
  await page.goto('/en');
  await waitForHydration(page);
  const form = page.locator('.lead-form--consult').first();
  await fill(form, {
    client_name: 'Lena Zhou',
    corp_name: 'Ruicheng Precision',
    phone: '+86 21 6100 0000',
    demand: 'Integration platform pilot',
  });
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.locator('.lead-form__message--warning')).toHaveText('Please enter your business email');
  await fill(form, { corp_email: 'lena@' });
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.locator('.lead-form__message--warning')).toHaveText('Please enter a valid business email address');
  await fill(form, { corp_email: 'lena.zhou@ruicheng.example.com' });
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.locator('.lead-form__message--success')).toHaveText(
    'Submitted successfully. Our team will be in touch with you shortly.',
  );
});

test('the trial form checks on blur, blocks an incomplete submit and limits the phone to 11 characters', async ({
  page,
}) => {
  await page.goto('/form');
  await waitForHydration(page);
  const form = page.locator('form.lead-form--trial');
  await form.locator('[name="client_name"]').focus();
  await form.locator('[name="corp_name"]').focus();
  await expect(
    form
      .locator('.lead-form__field')
      .filter({ has: page.locator('[name="client_name"]') })
      .locator('.lead-form__error'),
  ).toHaveText('请输入您的姓名');
  await form.locator('[name="corp_email"]').fill('nobody@');
  await expect(
    form
      .locator('.lead-form__field')
      .filter({ has: page.locator('[name="corp_email"]') })
      .locator('.lead-form__error'),
  ).toHaveText('请输入正确的企业邮箱地址');
  await form.locator('[name="corp_email"]').fill('');
  await form.getByRole('button', { name: '提交申请' }).click();
  await expect(form.locator('.lead-form__error:visible')).toHaveText([
    '请输入您的姓名',
    '请输入企业名称',
    '请输入您的联系方式',
    '请输入您的需求',
  ]);
  await form.locator('[name="phone"]').fill('1380013800099999');
  await expect(form.locator('[name="phone"]')).toHaveValue('13800138000');
  await expect(form.locator('.lead-form__message--success')).toBeHidden();
});

test('a lead from a bd_vid landing carries its conversion, which the server sends with its token; the id is then forgotten', async ({
  page,
}) => {
  // Other tests upload conversions to the same fake at the same time: count only this click's.
  const click = `e2eClick${Date.now()}`;
  type Upload = { token: string; conversionTypes: { logidUrl: string; newType: number }[] };
  const uploads = async () =>
    ((await (await fetch(`http://127.0.0.1:${OCPC_PORT}/received`)).json()) as Upload[]).filter(
      (u) => new URL(u.conversionTypes[0]!.logidUrl).searchParams.get('bd_vid') === click,
    );
  const posts: { url: string; body: string | null }[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST') posts.push({ url: new URL(r.url()).pathname, body: r.postData() });
  });
  await page.goto(`/form?bd_vid=${click}`);
  await waitForHydration(page);
  const stored = await page.evaluate(() => ({
    id: localStorage.getItem('bd_vid'),
    expires: Number(localStorage.getItem('bd_vid_expires')),
  }));
  expect(stored.id).toBe(click);
  expect(stored.expires - Date.now()).toBeGreaterThan(259_200_000 - 60_000);
  expect(stored.expires - Date.now()).toBeLessThanOrEqual(259_200_000);

  const form = page.locator('form.lead-form--trial');
  await fill(form, {
    client_name: '孙倩',
    corp_name: '沪东电梯股份',
    phone: '13600001234',
    corp_email: 'sunqian@hudong.example.cn',
    demand: '申请集成平台试用',
  });
  await form.getByRole('button', { name: '提交申请' }).click();
  await expect(form.locator('.lead-form__message--success')).toHaveText(SUCCESS);
  await expect.poll(async () => page.evaluate(() => localStorage.getItem('bd_vid'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('bd_vid_expires'))).toBeNull();

  // The server sends it on after it answered the page.
  await expect.poll(async () => (await uploads()).length).toBe(1);
  const last = (await uploads()).at(-1)!;
  expect(last.token).toBe(OCPC_TOKEN);
  // The page the lead was sent from, with the click.
  expect(last.conversionTypes).toEqual([
    { logidUrl: `${new URL(page.url()).origin}/form?bd_vid=${click}`, newType: 3 },
  ]);
  // One request from the page: the lead, with the click and the page's address; no upload.
  expect(posts.map((p) => p.url)).toEqual(['/api/v1/client_demands/']);
  expect(JSON.parse(posts[0]!.body!)).toMatchObject({ bd_vid: click, page_url: page.url() });
  expect(await page.evaluate(() => localStorage.getItem('conversion_outbox'))).toBeNull();

  // Uploads that did not come with a lead's ticket go nowhere: a foreign address, a replay.
  const upload = (body: object) => page.request.post('/ocpcapi/api/uploadConvertData', { data: body });
  expect(
    (await upload({ conversionTypes: [{ logidUrl: 'https://evil.example/?bd_vid=e2eForged', newType: 3 }] })).status(),
  ).toBe(400);
  const replay = await upload({ conversionTypes: last.conversionTypes });
  expect(replay.status()).toBe(403);
  expect((await replay.json()).error_code).toBe('conversion_without_lead');
  expect(await uploads()).toHaveLength(1);
});

test('the success shows as soon as the lead is stored while Baidu takes seconds; the conversion still goes through, once', async ({
  page,
  problems,
}) => {
  const received = async () =>
    (await (await fetch(`http://127.0.0.1:${OCPC_PORT}/received`)).json()) as {
      conversionTypes: { logidUrl: string }[];
    }[];
  const sentFor = (click: string) =>
    received().then(
      (all) => all.filter((c) => new URL(c.conversionTypes[0]!.logidUrl).searchParams.get('bd_vid') === click).length,
    );
  // Under the site's 5 s timeout for oCPC, so Baidu takes it, late.
  await fetch(`http://127.0.0.1:${OCPC_PORT}/slow`, {
    method: 'POST',
    body: JSON.stringify({ bdVid: 'e2eSlowClick', ms: 3_500 }),
  });
  await page.goto('/form?bd_vid=e2eSlowClick');
  await waitForHydration(page);

  const form = page.locator('form.lead-form--trial');
  await fill(form, {
    client_name: '周岚',
    corp_name: '江淮精工',
    phone: '13900002222',
    corp_email: 'zhoulan@jianghuai.example.cn',
    demand: '主数据平台选型',
  });
  const clicked = Date.now();
  await form.getByRole('button', { name: '提交申请' }).click();
  await expect(form.locator('.lead-form__message--success')).toHaveText(SUCCESS, { timeout: 1_500 });
  expect(Date.now() - clicked).toBeLessThan(1_500);
  // The server stored the conversion with the lead and answered before Baidu had it: the click id
  // is forgotten then, while Baidu still takes its time.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('bd_vid')), { timeout: 3_000 }).toBeNull();
  expect(Date.now() - clicked).toBeLessThan(3_500);

  await expect.poll(() => sentFor('e2eSlowClick')).toBe(1);
  // Baidu answered (3.5 s): nothing is sent again.
  await page.waitForTimeout(4_000);
  expect(await sentFor('e2eSlowClick')).toBe(1);
  expect(problems.messages).toEqual([]);
});
