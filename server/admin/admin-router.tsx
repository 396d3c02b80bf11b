// The staff inbox at /admin: login (POST /admin/login with login_name and password, JSON or a
// form), an httpOnly SameSite=Strict session cookie, the leads newest first with their delivery
// state, the ad conversions counted by state (duplicate: another server delivers the click) and
// those not delivered to Baidu (pending, refused, failed) with their reason, and a CSV export. It exists only when ADMIN_LOGIN is configured; otherwise 404.
// Login attempts are limited per address and, so that many addresses together cannot keep the
// threadpool busy hashing, across all addresses as well.
import express, { type NextFunction, type Request, type Response } from 'express';
import rateLimit from 'express-rate-limit';
import { limitStore, RATE_LIMIT_DEFAULTS } from '../security/rate-limit.ts';
import type { Shared } from '../redis/shared.ts';
import { renderToStaticMarkup } from 'react-dom/server';
import { ApiError } from '../../shared/api/errors.ts';
import { ADMIN } from '../../shared/copy/admin.ts';
import type { Config } from '../config.ts';
import type { LeadStore } from '../leads/lead-store.ts';
import { openAdminSessions } from './session-store.ts';
import { FORM_LABELS, InboxPage, LoginPage, STATE_LABELS } from './admin-views.tsx';
import { toCsv } from './csv.ts';
import { sameText } from '../security/same-text.ts';
import { hashPassword, verifyPassword } from './password.ts';

const COOKIE = 'admin_session';
const SESSION_TTL_MS = 8 * 60 * 60 * 1000;
const PAGE_SIZE = 50;
/** Login attempts one address may make. */
export const LOGIN_LIMIT_PER_ADDRESS = { windowMs: 15 * 60_000, limit: 10 } as const;
/** Login attempts all addresses together may make: each costs a scrypt hash (tens of ms of a
 *  threadpool thread), so this bounds the hashing a distributed attack can cause. Staff are
 *  locked out too while it lasts; the per-address limit keeps one address from using it up. */
export const LOGIN_LIMIT_GLOBAL = { windowMs: 60_000, limit: 30 } as const;

function sessionId(req: Request): string | undefined {
  const header = req.get('cookie') ?? '';
  const m = new RegExp(`(?:^|;\\s*)${COOKIE}=([a-f0-9]{64})(?:;|$)`).exec(header);
  return m?.[1];
}

function sendHtml(res: Response, status: number, element: React.ReactElement): void {
  res
    .status(status)
    .set({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' })
    .send(`<!DOCTYPE html>${renderToStaticMarkup(element)}`);
}

/** A login refused by a limit: JSON clients get the JSON error, a browser form the login page. */
function refuseLogin(req: Request, res: Response, next: NextFunction, message: string): void {
  if (req.is('application/json')) return next(new ApiError(429, 'too_many_requests', message));
  req.log.warn('admin login rate-limited');
  sendHtml(res, 429, <LoginPage error={message} />);
}

const minutes = (ms: number) => Math.ceil(ms / 60_000);

export function createAdminRouter(
  admin: NonNullable<Config['admin']>,
  leads: LeadStore,
  shared?: Shared,
): express.Router {
  const router = express.Router();
  // Kept beside the leads they guard, in the same file (./session-store.ts says why).
  const sessions = openAdminSessions(leads.db);
  // Hashed off the main thread too; a login waits for it.
  const stored = admin.passwordHash ? Promise.resolve(admin.passwordHash) : hashPassword(admin.password!);
  // Not left unhandled before the first login: that login fails with it instead (500).
  stored.catch(() => undefined);
  // A changed login or password ends every staff session: the sessions are kept with a slow hash
  // of the credential they were made under, checked once at startup, before any session is used.
  const credential = `${admin.login}\n${admin.passwordHash ?? admin.password ?? ''}`;
  const sessionsChecked = (async () => {
    const previous = sessions.credentialHash();
    if (previous && (await verifyPassword(credential, previous))) return;
    sessions.resetFor(await hashPassword(credential));
  })();
  sessionsChecked.catch(() => undefined);
  const body = [express.urlencoded({ extended: false, limit: '4kb' }), express.json({ limit: '4kb' })];
  // Counted across every worker and server when Redis is shared (limitStore), else per process.
  const loginLimiter = rateLimit({
    ...LOGIN_LIMIT_PER_ADDRESS,
    ...RATE_LIMIT_DEFAULTS,
    store: limitStore(shared, 'admin-login'),
    handler: (req, res, next) =>
      refuseLogin(req, res, next, ADMIN.login.tooMany(minutes(LOGIN_LIMIT_PER_ADDRESS.windowMs))),
  });
  // One counter for everyone; it only sees attempts the per-address limit let through.
  const globalLoginLimiter = rateLimit({
    ...LOGIN_LIMIT_GLOBAL,
    keyGenerator: () => 'all',
    identifier: 'login-all',
    requestPropertyName: 'globalRateLimit',
    ...RATE_LIMIT_DEFAULTS,
    store: limitStore(shared, 'admin-login-all'),
    handler: (req, res, next) => refuseLogin(req, res, next, ADMIN.login.closed(minutes(LOGIN_LIMIT_GLOBAL.windowMs))),
  });

  const currentUser = async (req: Request) => {
    await sessionsChecked;
    const id = sessionId(req);
    return id ? sessions.find(id, Date.now()) : undefined;
  };

  router.post('/admin/login', loginLimiter, globalLoginLimiter, ...body, async (req, res) => {
    const wantsJson = Boolean(req.is('application/json'));
    const { login_name: login, password } = (req.body ?? {}) as Record<string, unknown>;
    const ok =
      typeof login === 'string' &&
      typeof password === 'string' &&
      password.length <= 256 &&
      // Both checks always run, so timing does not tell which one failed.
      [sameText(login, admin.login), await verifyPassword(password, await stored)].every(Boolean);
    if (!ok) {
      req.log.warn({ login: typeof login === 'string' ? login.slice(0, 64) : undefined }, 'admin login failed');
      if (wantsJson) {
        res.status(401).json({ error_code: 'unauthorized', message: ADMIN.login.failed });
      } else {
        sendHtml(res, 401, <LoginPage error={ADMIN.login.failed} />);
      }
      return;
    }
    await sessionsChecked;
    const id = sessions.create(admin.login, SESSION_TTL_MS, Date.now());
    res.cookie(COOKIE, id, {
      httpOnly: true,
      sameSite: 'strict',
      secure: req.secure,
      path: '/admin',
      maxAge: SESSION_TTL_MS,
    });
    if (wantsJson) res.json({ login_name: admin.login });
    else res.redirect(303, '/admin');
  });

  router.post('/admin/logout', (req, res) => {
    const id = sessionId(req);
    if (id) sessions.remove(id);
    res.clearCookie(COOKIE, { path: '/admin' });
    res.redirect(303, '/admin');
  });

  router.get('/admin', async (req, res) => {
    const user = await currentUser(req);
    if (!user) return sendHtml(res, 200, <LoginPage />);
    const page = Math.max(1, Math.min(10_000, Number.parseInt(String(req.query.page ?? '1'), 10) || 1));
    const list = leads.list({ limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE });
    sendHtml(
      res,
      200,
      <InboxPage
        leads={list}
        total={leads.count()}
        page={page}
        pageSize={PAGE_SIZE}
        loginName={user.login_name}
        conversions={{ counts: leads.conversions.counts(), unsettled: leads.conversions.unsettled(PAGE_SIZE) }}
      />,
    );
  });

  router.get('/admin/leads.csv', async (req, res, next) => {
    if (!(await currentUser(req))) return next(new ApiError(401, 'unauthorized', ADMIN.login.required));
    const all = leads.list({ limit: 1_000_000 });
    const csv = toCsv(
      [...ADMIN.csvColumns],
      all.map((l) => [
        l.id,
        l.created_at,
        FORM_LABELS[l.form] ?? l.form,
        l.client_name,
        l.corp_name,
        l.phone,
        l.corp_email,
        l.demand,
        STATE_LABELS[l.state],
        l.attempts,
        l.delivered_at ?? '',
        l.last_error ?? '',
      ]),
    );
    res
      .set({
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="leads-${new Date().toISOString().slice(0, 10)}.csv"`,
        'Cache-Control': 'no-store',
      })
      .send(csv);
  });

  router.all('/admin{*splat}', (_req, _res, next) => next(new ApiError(404, 'not_found', 'No such admin page')));
  return router;
}
