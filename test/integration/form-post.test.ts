// Lead forms posted as plain HTML forms (before or without the page's script): the server answers
// as the page would. An invalid form comes back as the same page with the first message where the
// script shows it and the visitor's values in the fields, never cached; a valid one is stored
// through the same intake as the script's leads and answered 303 to the page at its success line.
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { sentLocation } from '../../server/leads/form-post.ts';
import { buildSite } from '../helpers/site.ts';

const VALID = {
  client_name: '陈思远',
  corp_name: '瑞程精密机械集团',
  phone: '13912345678',
  corp_email: 'chensy@ruicheng.example.cn',
  demand: '计划用低代码平台重建供应商门户，希望了解私有化部署方案与实施周期。',
};
const VALID_EN = {
  client_name: 'Laura Bennett',
  corp_name: 'Northwind Components',
  phone: '+44 20 7946 0321',
  corp_email: 'laura.bennett@northwind.example.com',
  demand: 'We are evaluating a master data platform for 14 plants.',
};

let site: ReturnType<typeof buildSite>;
beforeAll(() => {
  site = buildSite({ LEAD_RATE_LIMIT: '3' });
});
afterAll(() => site.dispose());

let address = 0;
/** A browser's form post: same-origin, urlencoded, from its own address (a new one per test, so
 *  the rate limit counts each test's alone). */
const postForm = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  request(site.listener)
    .post(path)
    .set('Host', 'localhost')
    .set('X-Forwarded-For', `198.51.100.${++address}`)
    .set('Accept', 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8')
    .set('Sec-Fetch-Site', 'same-origin')
    .set('Origin', 'null')
    .set(headers)
    .type('form')
    .send(fields);

/** The hydration data of a page answered to a post. */
function payloadOf(html: string): { postedForm?: { form: string; values: Record<string, string>; problem: unknown } } {
  const json = /<script type="application\/json" id="site-data">([^<]*)<\/script>/.exec(html)?.[1];
  expect(json, 'the page carries its hydration data').toBeTruthy();
  return JSON.parse(json!);
}

describe('a consultation form posted without the script', () => {
  it('comes back empty as the same page with the first message in the spec order, values kept, no-store', async () => {
    const before = site.leads.count();
    const res = await postForm('/product_mdm?bd_vid=click_1', { form: 'consult', client_name: '张三', phone: '' });
    expect(res.status).toBe(422);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    // The company is the first empty field after the name.
    expect(res.text).toContain('公司名称不能为空');
    expect(res.text).not.toContain('电话不能为空');
    expect(res.text).toMatch(/<input[^>]*name="client_name" value="张三"/);
    expect(res.text).toMatch(/<input(?=[^>]*name="corp_name")[^>]*autofocus=""/);
    expect(payloadOf(res.text).postedForm).toMatchObject({
      form: 'consult',
      values: { client_name: '张三', corp_name: '' },
      problem: { field: 'corp_name', message: '公司名称不能为空' },
    });
    expect(site.leads.count()).toBe(before);
  });

  it('never puts a visitor’s values in the cached page', async () => {
    await postForm('/product_apaas', { form: 'consult', client_name: '李四隐私' });
    const page = await request(site.listener).get('/product_apaas').set('Host', 'localhost');
    expect(page.status).toBe(200);
    expect(page.text).not.toContain('李四隐私');
    expect(payloadOf(page.text).postedForm).toBeUndefined();
  });

  it('is stored once with the page’s ad click and answered 303 to the page at its success line', async () => {
    const before = site.leads.count();
    const res = await postForm('/product_mdm?page=2&bd_vid=click_2', { form: 'consult', ...VALID, website: '' });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/product_mdm?page=2#lead-sent');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(site.leads.count()).toBe(before + 1);
    const [stored] = site.leads.list({ limit: 1 });
    expect(stored).toMatchObject({ ...VALID, form: 'consult', state: 'inbox' });
    // The success line is on every page with a form, shown by the stylesheet when targeted.
    const page = await request(site.listener).get('/product_mdm?page=2').set('Host', 'localhost');
    expect(page.text).toContain('id="lead-sent"');
    expect(page.text).toContain('提交成功，得帆的工作人员会尽快联系您');
  });

  it('sent twice (a double click, a resubmit) is one lead', async () => {
    const before = site.leads.count();
    const headers = { 'X-Forwarded-For': '203.0.113.77' };
    const fields = { form: 'consult', ...VALID, demand: '重复提交的同一条需求' };
    expect((await postForm('/form', fields, headers)).status).toBe(303);
    expect((await postForm('/form', fields, headers)).status).toBe(303);
    expect(site.leads.count()).toBe(before + 1);
  });

  it('from a bot (the trap filled) is answered as stored and dropped', async () => {
    const before = site.leads.count();
    const res = await postForm('/form', { form: 'consult', ...VALID, website: 'https://spam.example' });
    expect(res.status).toBe(303);
    expect(site.leads.count()).toBe(before);
  });
});

describe('the English and trial forms posted without the script', () => {
  it('English: the email is required, the message in English', async () => {
    const res = await postForm('/en/cooperative', { form: 'consult-en', ...VALID_EN, corp_email: '' });
    expect(res.status).toBe(422);
    expect(res.text).toContain('Please enter your business email');
    expect(res.text).toMatch(/<input[^>]*name="client_name" value="Laura Bennett"/);
  });

  it('English: a valid form is stored and answered 303', async () => {
    const before = site.leads.count();
    const res = await postForm('/en/cooperative', { form: 'consult-en', ...VALID_EN });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/en/cooperative#lead-sent');
    expect(site.leads.list({ limit: 1 })[0]).toMatchObject({ ...VALID_EN, form: 'consult-en' });
    expect(site.leads.count()).toBe(before + 1);
  });

  it('English trial: the messages in English', async () => {
    const res = await postForm('/en/form', { form: 'trial', ...VALID_EN, phone: ' ' });
    expect(res.status).toBe(422);
    expect(res.text).toContain('Please enter your phone number');
    expect(res.text).toMatch(/<input(?=[^>]*name="phone")[^>]*autofocus=""/);
  });

  it('trial: every failing field shows its message, the first focused', async () => {
    const res = await postForm('/form', { form: 'trial', client_name: '王磊', corp_email: 'not-an-email' });
    expect(res.status).toBe(422);
    for (const message of ['请输入企业名称', '请输入您的联系方式', '请输入正确的企业邮箱地址', '请输入您的需求'])
      expect(res.text).toContain(message);
    expect(res.text).toMatch(/<input(?=[^>]*name="corp_name")[^>]*autofocus=""/);
  });
});

describe('the address after a stored lead', () => {
  it('is the page on this site, its query but the click kept, at the success line', () => {
    expect(sentLocation('/product_mdm?page=2&bd_vid=x&utm_source=baidu')).toBe(
      '/product_mdm?page=2&utm_source=baidu#lead-sent',
    );
    expect(sentLocation('/')).toBe('/#lead-sent');
    // Never another site's address, however the page's address was spelled.
    for (const odd of ['/.//evil.example/x', '//evil.example/x', '/\\evil.example', '/%2F%2Fevil.example'])
      expect(sentLocation(odd), odd).toMatch(/^\/(?!\/|\\)/);
  });
});

describe('what a posted form may not be', () => {
  it('refuses a cross-site post (403) and stores nothing', async () => {
    const before = site.leads.count();
    for (const headers of [
      { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' },
      { 'Sec-Fetch-Site': '', Origin: 'https://evil.example' },
      { 'Sec-Fetch-Site': 'same-site', Origin: 'https://evil.example' },
    ]) {
      const res = await postForm('/form', { form: 'consult', ...VALID }, headers);
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
    }
    expect(site.leads.count()).toBe(before);
  });

  it('answers bodies that are not our form with a 4xx and a message', async () => {
    const json = await postForm('/form', {})
      .type('json')
      .send(JSON.stringify({ form: 'consult', ...VALID }));
    expect(json.status).toBe(415);
    const unknownForm = await postForm('/form', { form: 'newsletter', ...VALID });
    expect(unknownForm.status).toBe(400);
    expect(unknownForm.text).toContain('无法读取您提交的表单');
    expect(unknownForm.text).toContain('href="/form"');
    const repeated = await request(site.listener)
      .post('/form')
      .set('Host', 'localhost')
      .set('Accept', 'text/html')
      .type('form')
      .send('form=consult&client_name=a&client_name=b');
    expect(repeated.status).toBe(400);
    const huge = await postForm('/form', { form: 'consult', ...VALID, demand: 'x'.repeat(20_000) });
    expect(huge.status).toBe(413);
    const tooMany = await request(site.listener)
      .post('/form')
      .set('Host', 'localhost')
      .type('form')
      .send(Array.from({ length: 40 }, (_, i) => `f${i}=1`).join('&'));
    expect(tooMany.status).toBe(413);
  });

  it('is rate-limited with the intake’s limit: the page comes back with the values and the message (429)', async () => {
    const headers = { 'X-Forwarded-For': '203.0.113.99' };
    for (let i = 0; i < 3; i++) {
      const ok = await postForm('/form', { form: 'consult', ...VALID, demand: `需求 ${i}` }, headers);
      expect(ok.status).toBe(303);
    }
    const res = await postForm('/form', { form: 'consult', ...VALID, demand: '第四条' }, headers);
    expect(res.status).toBe(429);
    expect(res.text).toContain('提交过于频繁，请稍后再试');
    expect(res.text).toContain('第四条');
  });

  it('answers a form posted to an address with no form (an error page, a missing article) with 400', async () => {
    for (const path of ['/sorry', '/400', '/news/987654321']) {
      const res = await postForm(path, { form: 'consult', client_name: '' });
      expect(res.status, path).toBe(400);
      expect(res.text, path).toContain('无法读取您提交的表单');
    }
  });

  it('leaves the site’s own paths alone: a POST there is what it was', async () => {
    const before = site.leads.count();
    expect((await postForm('/sitemap.xml', { form: 'consult', ...VALID })).status).toBe(405);
    expect((await postForm('/healthz', { form: 'consult', ...VALID })).status).toBe(405);
    expect(site.leads.count()).toBe(before);
  });
});

describe('what a posted form leaves in the logs', () => {
  let written = '';
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      written += chunk.toString();
      done();
    },
  });
  let logged: ReturnType<typeof buildSite>;
  beforeAll(() => {
    logged = buildSite({ TRUST_PROXY: 'loopback' }, { logger: pino({ level: 'info' }, sink) });
  });
  afterAll(() => logged.dispose());

  it('writes lines for every step (access, refused, stored) and none holds what the visitor typed', async () => {
    const post = (path: string, fields: Record<string, string>) =>
      request(logged.listener)
        .post(path)
        .set('Host', 'localhost')
        .set('Accept', 'text/html')
        .set('Sec-Fetch-Site', 'same-origin')
        .type('form')
        .send(fields);
    // A page address that itself carries a phone number and an e-mail address (a mistyped link).
    const address = '/product_mdm?bd_vid=click_logs&tel=13812345678&mail=chensy%40ruicheng.example.cn';
    expect((await post(address, { form: 'consult', ...VALID, corp_name: '' })).status).toBe(422);
    expect((await post(address, { form: 'consult', ...VALID })).status).toBe(303);
    await new Promise<void>((resolve) => setImmediate(resolve));
    const lines = written.split('\n').filter(Boolean);
    expect(lines.some((l) => l.includes('"log":"access"') && l.includes('"status":303'))).toBe(true);
    expect(lines.some((l) => l.includes('posted form refused'))).toBe(true);
    expect(lines.some((l) => l.includes('lead stored'))).toBe(true);
    for (const value of [VALID.client_name, VALID.corp_name, VALID.phone, VALID.corp_email, '13812345678', 'chensy%40'])
      expect(written, value).not.toContain(value);
  });
});
