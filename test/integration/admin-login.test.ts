// Staff login under load: passwords are verified off the main thread, so pages keep being served
// while logins are checked, and attempts are limited per address and across all addresses, with
// a page (not JSON) for a browser form that hits a limit.
import { randomBytes, scryptSync } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import request from 'supertest';
import { LOGIN_LIMIT_GLOBAL, LOGIN_LIMIT_PER_ADDRESS } from '../../server/admin/admin-router.tsx';
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

  it('limits all addresses together, so many addresses cannot keep the hashing busy', async () => {
    site = buildSite(ENV);
    const n = LOGIN_LIMIT_GLOBAL.limit;
    // Fewer attempts per address than its own limit: only the global limit can stop them.
    expect(n).toBeGreaterThan(LOGIN_LIMIT_PER_ADDRESS.limit);
    const answers = await Promise.all(Array.from({ length: n }, (_, i) => login(WRONG, `203.0.113.${i + 1}`)));
    expect(answers.map((a) => a.status)).toEqual(Array(n).fill(401));

    const json = await login(RIGHT, '192.0.2.1');
    expect(json.status).toBe(429);
    expect(json.type).toBe('application/json');
    expect(json.body).toEqual({
      error_code: 'too_many_requests',
      message: '登录尝试过多，登录已暂时关闭，请 1 分钟后再试',
    });
    expect(json.headers['set-cookie']).toBeUndefined();

    const page = await login(RIGHT, '192.0.2.2', 'form');
    expect(page.status).toBe(429);
    expect(page.type).toBe('text/html');
    expect(page.text).toContain('登录尝试过多，登录已暂时关闭，请 1 分钟后再试');
    expect(page.text).toContain('name="password"');

    // The rest of the admin is not limited: the login page itself still shows.
    expect((await request(site.listener).get('/admin')).status).toBe(200);
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
