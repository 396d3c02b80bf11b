// Staff login under load: passwords are verified off the main thread, so pages keep being served
// while logins are checked, and attempts are limited per address and across all addresses, with
// a page (not JSON) for a browser form that hits a limit.
import { randomBytes, scryptSync } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import request from 'supertest';
import { LOGIN_CHECKS, LOGIN_LIMIT_PER_ACCOUNT, LOGIN_LIMIT_PER_ADDRESS } from '../../server/admin/admin-router.tsx';
import { hashPassword } from '../../server/admin/password.ts';
import { buildSite, tempDir } from '../helpers/site.ts';

// X-Forwarded-For from the loopback proxy is believed, so each test address counts as its own.
const ENV = { ADMIN_LOGIN: 'ops-staff', ADMIN_PASSWORD: 'correct horse battery staple', TRUST_PROXY: 'loopback' };
const RIGHT = { login_name: ENV.ADMIN_LOGIN, password: ENV.ADMIN_PASSWORD };
const WRONG = { login_name: ENV.ADMIN_LOGIN, password: 'wrong password!!' };

let site: ReturnType<typeof buildSite> | undefined;
afterEach(() => {
  site?.dispose();
  site = undefined;
});

function login(body: object, ip: string, as: 'json' | 'form' = 'json') {
  const req = request(site!.listener).post('/admin/login').set('X-Forwarded-For', ip);
  return as === 'form' ? req.type('form').send(body) : req.send(body);
}

/** CPU time the calling thread (the one running the event loop) has used so far, in ms. */
function threadCpuMs(): number {
  const { user, system } = process.threadCpuUsage();
  return (user + system) / 1000;
}

describe('verifying logins', () => {
  it('keeps the event loop free while 20 logins are verified at once', async () => {
    site = buildSite(ENV);
    await request(site.listener).get('/admin');
    // What one verification costs the main thread when it runs there (scryptSync), on average.
    const before = threadCpuMs();
    for (let i = 0; i < 3; i++) scryptSync('calibration', randomBytes(16), 64, { N: 16384, r: 8, p: 1 });
    const oneHashMs = (threadCpuMs() - before) / 3;

    // The main thread's own CPU time, not the wall clock: the test machine may be shared, and
    // on a busy one a timer is late whatever the event loop does.
    const started = threadCpuMs();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => login(i === 7 ? RIGHT : WRONG, `203.0.113.${i + 1}`)),
    );
    const busyMs = threadCpuMs() - started;

    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array(19).fill(401)]);
    // Hashing on the main thread would cost it about 20 hashes' time; off it, only what the
    // requests themselves cost (both ends of them: supertest runs in this thread too), measured
    // at about two hashes' time. A third of the 20 leaves room both ways.
    expect(busyMs, `main thread busy ${busyMs.toFixed(0)} ms; one hash ${oneHashMs.toFixed(0)} ms`).toBeLessThan(
      (20 * oneHashMs) / 3,
    );
  });
});

describe('configured password hashes', () => {
  it('logs in with an ADMIN_PASSWORD_HASH made by npm run hash-password, and refuses a wrong password', async () => {
    site = buildSite({
      ADMIN_LOGIN: ENV.ADMIN_LOGIN,
      ADMIN_PASSWORD_HASH: await hashPassword(ENV.ADMIN_PASSWORD),
      TRUST_PROXY: 'loopback',
    });
    expect((await login(WRONG, '198.51.100.30')).status).toBe(401);
    expect((await login({ ...RIGHT, login_name: 'ops-stafF' }, '198.51.100.30')).status).toBe(401);
    const ok = await login(RIGHT, '198.51.100.30');
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ login_name: ENV.ADMIN_LOGIN });
  });
});

describe('limits on login attempts', () => {
  it('limits one address and shows a browser form the login page with the reason', async () => {
    site = buildSite(ENV);
    const ip = '198.51.100.20';
    for (let i = 0; i < LOGIN_LIMIT_PER_ADDRESS.limit; i++) expect((await login(WRONG, ip, 'form')).status).toBe(401);

    const page = await login(RIGHT, ip, 'form');
    expect(page.status).toBe(429);
    expect(page.type).toBe('text/html');
    expect(page.headers['retry-after']).toMatch(/^\d+$/);
    expect(page.headers['set-cookie']).toBeUndefined();
    expect(page.text).toContain('登录尝试过于频繁，请 15 分钟后再试');
    expect(page.text).toContain('name="password"');

    const json = await login(RIGHT, ip);
    expect(json.status).toBe(429);
    expect(json.type).toBe('application/json');
    expect(json.body).toEqual({ error_code: 'too_many_requests', message: '登录尝试过于频繁，请 15 分钟后再试' });

    // Another address still logs in.
    expect((await login(RIGHT, '198.51.100.21', 'form')).status).toBe(303);
  });

  it('limits the failed logins of one account from any addresses, and never locks out another account', async () => {
    site = buildSite(ENV);
    const n = LOGIN_LIMIT_PER_ACCOUNT.limit;
    // Fewer attempts per address than its own limit: only the account's limit can stop them.
    const from = (i: number) => `203.0.113.${i + 1}`;
    for (let i = 0; i < n; i++) expect((await login(WRONG, from(i))).status).toBe(401);

    // The account: refused from a new address too, with the reason, even with its password.
    const json = await login(RIGHT, '192.0.2.1');
    expect(json.status).toBe(429);
    expect(json.body).toEqual({ error_code: 'too_many_requests', message: '该账号登录失败次数过多，请 15 分钟后再试' });
    expect(json.headers['set-cookie']).toBeUndefined();
    const page = await login(RIGHT, '192.0.2.2', 'form');
    expect(page.status).toBe(429);
    expect(page.text).toContain('该账号登录失败次数过多，请 15 分钟后再试');
    expect(page.text).toContain('name="password"');

    // Guessing another name fills that name's count, not the staff's.
    site.dispose();
    site = buildSite(ENV);
    for (let i = 0; i < n + 5; i++)
      expect((await login({ login_name: 'intruder', password: 'guess' }, from(i))).status).toBeLessThan(500);
    expect((await login(RIGHT, '192.0.2.3')).status).toBe(200);
    // The rest of the admin is not limited: the login page itself still shows.
    expect((await request(site.listener).get('/admin')).status).toBe(200);
  });

  it('checks a few logins at once and answers the rest busy at once, with no window that locks anyone out', async () => {
    site = buildSite(ENV);
    const burst = LOGIN_CHECKS.running + LOGIN_CHECKS.waiting + 12;
    const answers = await Promise.all(
      Array.from({ length: burst }, (_, i) => login({ login_name: `guess-${i}`, password: 'x' }, `198.18.0.${i + 1}`)),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401).length).toBeGreaterThanOrEqual(LOGIN_CHECKS.running);
    const busy = answers.filter((a) => a.status === 503);
    expect(busy.length).toBeGreaterThan(0);
    expect(statuses.every((s) => s === 401 || s === 503)).toBe(true);
    expect(busy[0]!.headers['retry-after']).toBe('1');
    expect(busy[0]!.body).toMatchObject({ error_code: 'busy', message: '登录请求较多，请稍后几秒再试' });
    // Once the burst is checked, the staff log in at once.
    expect((await login(RIGHT, '192.0.2.9')).status).toBe(200);
  });
});

describe('secret rotation', () => {
  it('a password change ends the sessions made under the old one; a restart with the same one keeps them', async () => {
    const dataDir = tempDir();
    const inbox = (cookie: string) => request(site!.listener).get('/admin').set('Cookie', cookie);
    site = buildSite({ ...ENV, DATA_DIR: dataDir });
    const ok = await login(RIGHT, '198.51.100.40');
    expect(ok.status).toBe(200);
    const cookie = String(ok.headers['set-cookie']).split(';')[0]!;
    expect((await inbox(cookie)).text).toContain('action="/admin/logout"');

    // A restart with the same credential (the same store): still logged in.
    site.dispose();
    site = buildSite({ ...ENV, DATA_DIR: dataDir });
    expect((await inbox(cookie)).text).toContain('action="/admin/logout"');

    // A restart with a new password: the old session is gone, the login page shows.
    site.dispose();
    site = buildSite({ ...ENV, ADMIN_PASSWORD: 'a brand new staff password', DATA_DIR: dataDir });
    const after = await inbox(cookie);
    expect(after.text).not.toContain('action="/admin/logout"');
    expect(after.text).toContain('name="password"');
  });
});
