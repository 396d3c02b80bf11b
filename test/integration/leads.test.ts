// Leads: accepted by the same rules as the forms, stored before the answer, abuse turned away,
// and readable by staff in the inbox and its CSV export.
import fs from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import request from 'supertest';
import { openLeadStore } from '../../server/leads/lead-store.ts';
import { createApi } from '../../shared/api/client.ts';
import { buildSite, tempDir } from '../helpers/site.ts';

const VALID = {
  client_name: '陈思远',
  corp_name: '瑞程精密机械集团',
  phone: '13912345678',
  corp_email: 'chensy@ruicheng.example.cn',
  demand: '计划用低代码平台重建供应商门户，希望了解私有化部署方案与实施周期。',
};
const ADMIN = { ADMIN_LOGIN: 'ops-staff', ADMIN_PASSWORD: 'correct horse battery staple' };

let site: ReturnType<typeof buildSite>;
beforeAll(() => {
  site = buildSite({ ...ADMIN, LEAD_RATE_LIMIT: '5' });
});
afterAll(() => site.dispose());

const post = (body: unknown, ip = '198.51.100.1') =>
  request(site.listener)
    .post('/api/v1/client_demands/')
    .set('Host', 'localhost')
    .set('X-Forwarded-For', ip)
    .send(body as object);

async function login(): Promise<string> {
  const res = await request(site.listener)
    .post('/admin/login')
    .send({ login_name: ADMIN.ADMIN_LOGIN, password: ADMIN.ADMIN_PASSWORD });
  expect(res.status).toBe(200);
  return (res.headers['set-cookie'] as unknown as string[])[0]!.split(';')[0]!;
}

describe('accepting leads', () => {
  it('stores a valid lead before answering 201 with the success message and whether its ad click is converted', async () => {
    const before = site.leads.count();
    const res = await post({ ...VALID, bd_vid: 'landing_click-7' });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('提交成功，得帆的工作人员会尽快联系您');
    // Stored with its click's conversion (test/integration/conversion.test.ts): no ticket, no second call.
    expect(res.body).toEqual({ id: expect.any(Number), message: res.body.message, adClick: 'converted' });
    expect(site.leads.count()).toBe(before + 1);
    const [stored] = site.leads.list({ limit: 1 });
    expect(stored).toMatchObject({ ...VALID, state: 'inbox', env: 'local', form: 'consult' });
    expect(stored!.idempotency_key).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('stores a lead sent again with the same Idempotency-Key once, answering with the same id', async () => {
    const before = site.leads.count();
    const key = 'c0ffee00-1111-4222-8333-444455556666';
    const first = await post({ ...VALID, client_name: '重发的线索' }, '198.51.100.30').set('Idempotency-Key', key);
    const again = await post({ ...VALID, client_name: '重发的线索' }, '198.51.100.30').set('Idempotency-Key', key);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body.id).toBe(first.body.id);
    expect(site.leads.count()).toBe(before + 1);
    const bad = await post(VALID, '198.51.100.31').set('Idempotency-Key', 'no spaces allowed');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/Idempotency-Key/);
  });

  it('refuses another lead under an Idempotency-Key already used (422), storing nothing', async () => {
    const key = 'c0ffee00-2222-4222-8333-444455556666';
    const lead = { ...VALID, client_name: '第一条线索' };
    const first = await post(lead, '198.51.100.32').set('Idempotency-Key', key);
    expect(first.status).toBe(201);
    const before = site.leads.count();
    for (const other of [
      { ...lead, client_name: '另一条线索' },
      { ...lead, demand: `${lead.demand}另有需求` },
      { ...lead, form: 'trial' },
    ]) {
      const res = await post(other, '198.51.100.32').set('Idempotency-Key', key);
      expect(res.status).toBe(422);
      expect(res.body).toEqual({
        error_code: 'idempotency_key_reused',
        message: expect.stringMatching(/Idempotency-Key/),
      });
    }
    expect(site.leads.count()).toBe(before);
    expect(site.leads.list({ limit: 100 }).find((l) => l.id === first.body.id)).toMatchObject(lead);
    // The same lead again, its values as the store keeps them (trimmed), is still the same lead.
    const again = await post({ ...lead, client_name: ` ${lead.client_name} ` }, '198.51.100.32').set(
      'Idempotency-Key',
      key,
    );
    expect(again.status).toBe(201);
    expect(again.body.id).toBe(first.body.id);
  });

  it('answers a rejected lead with 400 naming the field and the form message', async () => {
    const res = await post({ ...VALID, phone: '' }, '198.51.100.2');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ field: 'phone', message: '电话不能为空' });
    const en = await post({ ...VALID, corp_email: '', form: 'consult-en' }, '198.51.100.2');
    expect(en.body).toMatchObject({ field: 'corp_email', message: 'Please enter your business email' });
    const trial = await post({ ...VALID, demand: '', form: 'trial' }, '198.51.100.2');
    expect(trial.body).toMatchObject({ field: 'demand', message: '请输入您的需求' });
  });

  it("speaks the language of the lead's page: every message of an English page's lead is English, in the Chinese order", async () => {
    // An address per request: every lead counts against its address's limit (5 here).
    let host = 0;
    const ip = () => `203.0.113.${100 + ++host}`;
    // The English trial form (/en/form) sends lang en: each field to fix, in the order the Chinese
    // trial form names them.
    const trialSteps: [Partial<typeof VALID>, string, string, string][] = [
      [{ client_name: '' }, 'client_name', '请输入您的姓名', 'Please enter your name'],
      [{ corp_name: '' }, 'corp_name', '请输入企业名称', 'Please enter your company name'],
      [{ phone: '' }, 'phone', '请输入您的联系方式', 'Please enter your phone number'],
      [
        { corp_email: 'chensy@' },
        'corp_email',
        '请输入正确的企业邮箱地址',
        'Please enter a valid business email address',
      ],
      [{ demand: '' }, 'demand', '请输入您的需求', 'Please tell us what you need'],
    ];
    for (const [change, field, zh, en] of trialSteps) {
      const chinese = await post({ ...VALID, ...change, form: 'trial', lang: 'zh' }, ip());
      expect(chinese.body).toMatchObject({ field, message: zh });
      const english = await post({ ...VALID, ...change, form: 'trial', lang: 'en' }, ip());
      expect(english.status).toBe(400);
      expect(english.body).toMatchObject({ field, message: en });
    }
    // A value over its limit, said in English too.
    const long = await post({ ...VALID, demand: 'x'.repeat(2001), form: 'trial', lang: 'en' }, ip());
    expect(long.body).toMatchObject({ field: 'demand', message: 'Too long: at most 2000 characters' });
    // The success in English; a Chinese page's stays the spec's.
    const taken = await post({ ...VALID, form: 'consult-en', lang: 'en' }, ip());
    expect(taken.status).toBe(201);
    expect(taken.body.message).toBe('Submitted successfully. Our team will be in touch with you shortly.');
    expect((await post({ ...VALID, form: 'trial', lang: 'zh' }, ip())).body.message).toBe(
      '提交成功，得帆的工作人员会尽快联系您',
    );
    // A language the site does not have is a 400 that says so, storing nothing.
    const before = site.leads.count();
    const unknown = await post({ ...VALID, lang: 'fr' }, ip());
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toMatch(/^lang: must be one of zh, en/);
    expect(site.leads.count()).toBe(before);
  });

  it('drops a lead whose honeypot field is filled, answering as if it were taken', async () => {
    const before = site.leads.count();
    const res = await post({ ...VALID, website: 'http://spam.example' }, '198.51.100.3');
    expect(res.status).toBe(201);
    expect(site.leads.count()).toBe(before);
  });

  it("drops a lead whose trap the forms' API client filled, and takes it with the trap empty", async () => {
    // The body the browser sends (shared/api/client.ts) goes to the server's check as it is.
    const sent: unknown[] = [];
    const api = createApi(async (req) => {
      sent.push(req.body);
      return {};
    });
    await api.submitClientDemand(VALID, { honeypot: 'http://spam.example' });
    await api.submitClientDemand(VALID);
    const before = site.leads.count();
    expect((await post(sent[0], '198.51.100.31')).status).toBe(201);
    expect(site.leads.count()).toBe(before);
    expect((await post(sent[1], '198.51.100.31')).status).toBe(201);
    expect(site.leads.count()).toBe(before + 1);
  });

  it('limits how often one address may send leads (429)', async () => {
    const ip = '198.51.100.4';
    for (let i = 0; i < 5; i++) expect((await post(VALID, ip)).status).toBe(201);
    const limited = await post(VALID, ip);
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe('提交过于频繁，请稍后再试');
    // An English page's lead is refused in English.
    const english = await post({ ...VALID, form: 'trial', lang: 'en' }, ip);
    expect(english.status).toBe(429);
    expect(english.body.message).toBe(
      'Too many submissions from your connection just now. Please try again in a few minutes.',
    );
    expect((await post(VALID, '198.51.100.5')).status).toBe(201);
  });
});

describe('the lead store file', () => {
  it('written before leads kept a hash of their content still opens, and an old lead sent again is the same lead', () => {
    const dir = tempDir();
    const old = new DatabaseSync(path.join(dir, 'leads.sqlite'));
    // The leads table as it was before body_hash.
    old.exec(`CREATE TABLE leads (id INTEGER PRIMARY KEY AUTOINCREMENT, idempotency_key TEXT NOT NULL UNIQUE,
      form TEXT NOT NULL, env TEXT NOT NULL DEFAULT 'release', client_name TEXT NOT NULL, phone TEXT NOT NULL,
      corp_name TEXT NOT NULL, corp_email TEXT NOT NULL, demand TEXT NOT NULL, ip TEXT NOT NULL,
      user_agent TEXT NOT NULL, created_at TEXT NOT NULL, state TEXT NOT NULL, attempts INTEGER NOT NULL DEFAULT 0,
      next_attempt_at INTEGER NOT NULL DEFAULT 0, claimed_until INTEGER NOT NULL DEFAULT 0, delivered_at TEXT,
      last_error TEXT);
      INSERT INTO leads (idempotency_key, form, client_name, phone, corp_name, corp_email, demand, ip, user_agent,
        created_at, state) VALUES ('old-key-0001', 'consult', '陈思远', '13912345678', '瑞程精密机械集团', '', '旧的线索',
        '1.2.3.4', 'test', '2024-01-01T00:00:00.000Z', 'inbox');`);
    old.close();
    const store = openLeadStore(dir);
    const meta = { form: 'consult', env: 'local', ip: '', userAgent: '', state: 'inbox' } as const;
    try {
      // An old row has no hash: whatever comes again under its key counts as that lead.
      expect(store.add(VALID, { ...meta, idempotencyKey: 'old-key-0001' })).toEqual({
        outcome: 'duplicate',
        id: 1,
        idempotencyKey: 'old-key-0001',
      });
      const stored = store.add(VALID, { ...meta, idempotencyKey: 'new-key-0001' });
      expect(stored).toMatchObject({ outcome: 'stored' });
      expect(store.add(VALID, { ...meta, idempotencyKey: 'new-key-0001' })).toEqual({
        ...stored,
        outcome: 'duplicate',
      });
      expect(store.add({ ...VALID, phone: '13900000000' }, { ...meta, idempotencyKey: 'new-key-0001' })).toEqual({
        outcome: 'conflict',
        idempotencyKey: 'new-key-0001',
      });
      expect(store.count()).toBe(2);
    } finally {
      store.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the staff inbox', () => {
  it('is absent (404) when no credentials are configured', async () => {
    const bare = buildSite();
    try {
      expect((await request(bare.listener).get('/admin')).status).toBe(404);
      expect((await request(bare.listener).get('/admin/leads.csv')).status).toBe(404);
      expect((await request(bare.listener).post('/admin/login').send({ login_name: 'a', password: 'b' })).status).toBe(
        404,
      );
    } finally {
      bare.dispose();
    }
  });

  it('shows the login form without a session and refuses the export', async () => {
    const page = await request(site.listener).get('/admin');
    expect(page.status).toBe(200);
    expect(page.text).toContain('name="password"');
    expect(page.text).not.toContain(VALID.corp_name);
    expect((await request(site.listener).get('/admin/leads.csv')).status).toBe(401);
    expect(
      (
        await request(site.listener)
          .get('/admin/leads.csv')
          .set('Cookie', 'admin_session=' + 'a'.repeat(64))
      ).status,
    ).toBe(401);
  });

  it('refuses a wrong password with 401', async () => {
    const res = await request(site.listener)
      .post('/admin/login')
      .send({ login_name: ADMIN.ADMIN_LOGIN, password: 'wrong password!!' });
    expect(res.status).toBe(401);
    expect(res.headers['set-cookie']).toBeUndefined();
    const form = await request(site.listener)
      .post('/admin/login')
      .type('form')
      .send({ login_name: 'someone', password: ADMIN.ADMIN_PASSWORD });
    expect(form.status).toBe(401);
    expect(form.text).toContain('账号或密码错误');
  });

  it('logs in with an httpOnly, SameSite=Strict cookie and lists leads newest first', async () => {
    const res = await request(site.listener)
      .post('/admin/login')
      .type('form')
      .send({ login_name: ADMIN.ADMIN_LOGIN, password: ADMIN.ADMIN_PASSWORD });
    expect(res.status).toBe(303);
    const cookie = (res.headers['set-cookie'] as unknown as string[])[0]!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\/admin/);
    await post({ ...VALID, client_name: '最新的线索' }, '198.51.100.6');
    const inbox = await request(site.listener).get('/admin').set('Cookie', cookie.split(';')[0]!);
    expect(inbox.status).toBe(200);
    const first = inbox.text.indexOf('最新的线索');
    expect(first).toBeGreaterThan(0);
    expect(inbox.text.indexOf(VALID.client_name)).toBeGreaterThan(first);
    expect(inbox.text).toContain('已收录');
  });

  it('shows submission times in Beijing time and says so', async () => {
    const cookie = await login();
    const [lead] = site.leads.list({ limit: 1 });
    const inbox = await request(site.listener).get('/admin').set('Cookie', cookie);
    expect(inbox.text).toContain('提交时间（北京时间）');
    const m = new RegExp(`<time dateTime="${lead!.created_at}">([^<]+)</time>`).exec(inbox.text);
    const utc = new Date(lead!.created_at);
    const beijing = new Date(utc.getTime() + 8 * 3600_000).toISOString().replace('T', ' ').slice(0, 19);
    expect(m?.[1]).toBe(beijing);
  });

  it('stores hostile text as text: escaped in the inbox, neutralised in the CSV', async () => {
    await post(
      {
        client_name: '<script>alert(1)</script>',
        corp_name: '=HYPERLINK("http://evil.example","x")',
        phone: '+86 139 0000 0000',
        corp_email: '',
        demand: '@SUM(1+1) and "quotes", commas\nand lines',
      },
      '198.51.100.7',
    );
    const cookie = await login();
    const inbox = await request(site.listener).get('/admin').set('Cookie', cookie);
    expect(inbox.text).not.toContain('<script>alert(1)</script>');
    expect(inbox.text).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    const csv = await request(site.listener)
      .get('/admin/leads.csv')
      .set('Cookie', cookie)
      .buffer(true)
      .parse((res, cb) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => cb(null, Buffer.concat(chunks)));
      });
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const bytes = csv.body as Buffer;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8');
    expect(text).toContain('"编号","提交时间"');
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(text).toContain(`"'+86 139 0000 0000"`);
    expect(text).toContain(`"'@SUM(1+1) and ""quotes"", commas\nand lines"`);
    expect(text).toContain('"<script>alert(1)</script>"');
  });
});

describe('re-queueing conversions from the staff inbox', () => {
  const requeue = (form: Record<string, string>, headers: Record<string, string> = {}) =>
    request(site.listener)
      .post('/admin/conversions/requeue')
      .set({ 'Sec-Fetch-Site': 'same-origin', ...headers })
      .type('form')
      .send(form);
  const shownAt = () => new Date().toISOString();

  it('refuses what it cannot take with a 4xx and a message, changing nothing', async () => {
    const cookie = await login();
    expect((await post({ ...VALID, bd_vid: 'requeue_click-1' }, '198.51.100.60')).status).toBe(201);
    site.leads.db.prepare(`UPDATE conversions SET state = 'refused' WHERE bd_vid = 'requeue_click-1'`).run();
    const refused = site.leads.conversions.counts().refused;

    const noSession = await requeue({ state: 'refused', shown_at: shownAt() });
    expect(noSession.status).toBe(401);
    const crossSite = await requeue(
      { state: 'refused', shown_at: shownAt() },
      { Cookie: cookie, 'Sec-Fetch-Site': 'cross-site' },
    );
    expect(crossSite.status).toBe(403);
    expect(crossSite.text).toContain('请从收件箱页面提交');
    // A browser without Sec-Fetch-Site is judged by its Origin.
    const otherOrigin = await request(site.listener)
      .post('/admin/conversions/requeue')
      .set({ Cookie: cookie, Origin: 'https://evil.example', Host: 'www.definesys.cn' })
      .type('form')
      .send({ state: 'refused', shown_at: shownAt() });
    expect(otherOrigin.status).toBe(403);
    const unknown: Record<string, string>[] = [
      { state: 'duplicate', shown_at: shownAt() },
      { state: 'refused', shown_at: 'yesterday-ish' },
      { state: 'refused' },
    ];
    for (const form of unknown) {
      const res = await requeue(form, { Cookie: cookie });
      expect(res.status, JSON.stringify(form)).toBe(400);
      expect(res.text).toContain('无法识别的重新回传请求');
    }
    // Without OCPC_TOKEN nothing would send them: no button, and the post is refused.
    const page = await request(site.listener).get('/admin').set('Cookie', cookie);
    expect(page.text).toContain('未配置 OCPC_TOKEN');
    expect(page.text).not.toContain('/admin/conversions/requeue');
    expect((await requeue({ state: 'refused', shown_at: shownAt() }, { Cookie: cookie })).status).toBe(409);
    expect(site.leads.conversions.counts().refused).toBe(refused);
  });

  it('exports the conversions only with a session', async () => {
    expect((await request(site.listener).get('/admin/conversions.csv')).status).toBe(401);
    const res = await request(site.listener)
      .get('/admin/conversions.csv')
      .set('Cookie', await login());
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="conversions-\d{4}-\d\d-\d\d\.csv"$/);
    expect(res.text).toContain('"编号","时间","线索编号","点击 bd_vid","状态"');
    expect(res.text).toContain('"requeue_click-1","百度拒收"');
  });
});

describe('a site that trusts no proxy', () => {
  it('takes a lead sent with an X-Forwarded-For from its peer without logging an error', async () => {
    const direct = buildSite({ TRUST_PROXY: 'false' });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const res = await request(direct.listener)
        .post('/api/v1/client_demands/')
        .set('Host', 'localhost')
        .set('X-Forwarded-For', '203.0.113.9')
        .send(VALID);
      expect(res.status).toBe(201);
      // express-rate-limit reports an ignored X-Forwarded-For as a misconfiguration on stderr.
      expect(errors.mock.calls.map((c) => String(c[0]).slice(0, 120))).toEqual([]);
    } finally {
      errors.mockRestore();
      direct.dispose();
    }
  });
});
