// The staff inbox at /admin: login (POST /admin/login with login_name and password, JSON or a
// form), an httpOnly SameSite=Strict session cookie, the leads newest first with their delivery
// state, the ad conversions counted by state (duplicate: another server delivers the click) and
// those not delivered to Baidu (pending, refused, failed) with their reason, CSV exports of the
// leads and of the conversions, and a button that puts refused or failed conversions back in the
// outbox once their cause is fixed (a wrong OCPC_TOKEN, say). It exists only when ADMIN_LOGIN is
// configured; otherwise 404. The session cookie is SameSite=Strict, so another site's form posts
// without it; a post that changes something is also refused unless the browser says it comes from
// this site (Sec-Fetch-Site, else Origin).
// Login attempts are limited per address and, failed ones, per account (the login name sent), never
// by one counter for everyone, which an attacker could fill to lock every staff member out. What
// bounds the hashing many addresses together can cause is how many logins are checked at once:
// beyond that a login is answered 503 at once, to be tried again in a second.
import express, { type NextFunction, type Request, type Response } from 'express';
import rateLimit from 'express-rate-limit';
import { limitStore, RATE_LIMIT_DEFAULTS } from '../security/rate-limit.ts';
import type { RedisLink } from '../coordination/redis-link.ts';
import { renderToStaticMarkup } from 'react-dom/server';
import { ApiError } from '../../shared/api/errors.ts';
import { ADMIN } from '../../shared/copy/admin.ts';
import type { Config } from '../config.ts';
import type { Forwarder } from '../leads/forwarder.ts';
import type { LeadStore } from '../leads/lead-store.ts';
import { openAdminSessions } from './session-store.ts';
import { CONVERSION_STATE_LABELS, FORM_LABELS, InboxPage, LoginPage, STATE_LABELS } from './admin-views.tsx';
import { toCsv } from './csv.ts';
import { sameText } from '../security/same-text.ts';
import { hashPassword, verifyPassword } from './password.ts';

const COOKIE = 'admin_session';
const SESSION_TTL_MS = 8 * 60 * 60 * 1000;
const PAGE_SIZE = 50;
/** Login attempts one address may make. */
export const LOGIN_LIMIT_PER_ADDRESS = { windowMs: 15 * 60_000, limit: 10 } as const;
/** Failed logins one account name may have, from any addresses together. */
export const LOGIN_LIMIT_PER_ACCOUNT = { windowMs: 15 * 60_000, limit: 20 } as const;
/** Logins checked at once, and waiting to be: each costs a scrypt hash (tens of ms of one of
 *  libuv's four threadpool threads, which file reads and compression share), so this bounds what
 *  a distributed attack can cost without a window that locks anyone out. */
export const LOGIN_CHECKS = { running: 2, waiting: 30 } as const;

/** A login name as the per-account limit counts it. */
const accountKey = (login: unknown) => (typeof login === 'string' ? login.trim().toLowerCase().slice(0, 64) : '');

/** At most `running` tasks at once and `waiting` more in line; beyond that `run` refuses (undefined). */
function checkGate({ running, waiting }: { running: number; waiting: number }) {
  let active = 0;
  const line: (() => void)[] = [];
  return async function run<T>(task: () => Promise<T>): Promise<T | undefined> {
    if (active >= running) {
      if (line.length >= waiting) return undefined;
      await new Promise<void>((resolve) => line.push(resolve));
    } else active++;
    try {
      return await task();
    } finally {
      // The turn passes to the next in line (which keeps `active`), or is given up.
      const next = line.shift();
      if (next) next();
      else active--;
    }
  };
}

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

/** Whether the browser says the post comes from a page of this site. One too old to send either
 *  header is taken at its word (its cookie is still SameSite=Strict); a same-origin form under the
 *  site's Referrer-Policy (no-referrer) sends Origin `null`. */
function fromThisSite(req: Request): boolean {
  const fetchSite = req.get('sec-fetch-site');
  if (fetchSite) return fetchSite === 'same-origin';
  const origin = req.get('origin');
  if (!origin || origin === 'null') return true;
  const host = req.get('host')?.toLowerCase().replace(/:\d+$/, '');
  return URL.parse(origin)?.hostname.toLowerCase() === host;
}

/** A CSV answer, named for its content and today. */
function sendCsv(res: Response, name: string, csv: string): void {
  res
    .set({
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${name}-${new Date().toISOString().slice(0, 10)}.csv"`,
      'Cache-Control': 'no-store',
    })
    .send(csv);
}

export function createAdminRouter(
  admin: NonNullable<Config['admin']>,
  leads: LeadStore,
  redis?: RedisLink,
  /** Sends conversions to Baidu (OCPC_TOKEN set): kicked after a re-queue. */
  conversions?: Forwarder,
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
    store: limitStore(redis, 'admin-login'),
    handler: (req, res, next) =>
      refuseLogin(req, res, next, ADMIN.login.tooMany(minutes(LOGIN_LIMIT_PER_ADDRESS.windowMs))),
  });
  // Failed logins per account name (the body is parsed first): a successful login does not count.
  const accountLimiter = rateLimit({
    ...LOGIN_LIMIT_PER_ACCOUNT,
    keyGenerator: (req) => accountKey((req.body as Record<string, unknown> | undefined)?.login_name),
    identifier: 'login-account',
    requestPropertyName: 'accountRateLimit',
    skipSuccessfulRequests: true,
    // Only a wrong name or password counts against the account (not a login refused as busy).
    requestWasSuccessful: (_req, res) => res.statusCode !== 401,
    ...RATE_LIMIT_DEFAULTS,
    store: limitStore(redis, 'admin-login-account'),
    handler: (req, res, next) =>
      refuseLogin(req, res, next, ADMIN.login.accountLocked(minutes(LOGIN_LIMIT_PER_ACCOUNT.windowMs))),
  });
  const checks = checkGate(LOGIN_CHECKS);

  const currentUser = async (req: Request) => {
    await sessionsChecked;
    const id = sessionId(req);
    return id ? sessions.find(id, Date.now()) : undefined;
  };

  router.post('/admin/login', loginLimiter, ...body, accountLimiter, async (req, res, next) => {
    const wantsJson = Boolean(req.is('application/json'));
    const { login_name: login, password } = (req.body ?? {}) as Record<string, unknown>;
    const checked = await checks(async () =>
      // Both checks always run, so timing does not tell which one failed.
      [
        typeof login === 'string' && sameText(login, admin.login),
        typeof password === 'string' && password.length <= 256 && (await verifyPassword(password, await stored)),
      ].every(Boolean),
    );
    if (checked === undefined) {
      req.log.warn('admin login refused: too many logins being checked');
      res.set('Retry-After', '1');
      if (wantsJson) return next(new ApiError(503, 'busy', ADMIN.login.busy));
      return sendHtml(res, 503, <LoginPage error={ADMIN.login.busy} />);
    }
    const ok = checked;
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
    const requeued = Number.parseInt(String(req.query.requeued ?? ''), 10);
    sendHtml(
      res,
      200,
      <InboxPage
        leads={list}
        total={leads.count()}
        page={page}
        pageSize={PAGE_SIZE}
        loginName={user.login_name}
        conversions={{
          counts: leads.conversions.counts(),
          unsettled: leads.conversions.unsettled(PAGE_SIZE),
          delivering: conversions !== undefined,
          shownAt: new Date().toISOString(),
          requeued: Number.isSafeInteger(requeued) && requeued >= 0 ? requeued : undefined,
        }}
      />,
    );
  });

  // Refused (or failed) conversions back in the outbox, as new: this worker sends them at once, the
  // others within LEAD_FORWARD_INTERVAL_MS. Their Redis claims name this file's conversions, so
  // each is sent, not taken for another server's. Only those that had ended when the page was
  // shown: the same form posted again puts back nothing more.
  router.post('/admin/conversions/requeue', ...body, async (req, res, next) => {
    if (!fromThisSite(req)) {
      req.log.warn(
        { origin: req.get('origin'), fetchSite: req.get('sec-fetch-site') },
        'admin post refused: not from the inbox',
      );
      return next(new ApiError(403, 'forbidden', ADMIN.notFromInbox));
    }
    const user = await currentUser(req);
    if (!user) return next(new ApiError(401, 'unauthorized', ADMIN.login.required));
    const { state, shown_at: shownAt } = (req.body ?? {}) as Record<string, unknown>;
    const shown = typeof shownAt === 'string' ? Date.parse(shownAt) : Number.NaN;
    if ((state !== 'refused' && state !== 'failed') || !Number.isFinite(shown))
      return next(new ApiError(400, 'bad_request', `${ADMIN.badRequeue}: state refused or failed, and shown_at`));
    if (!conversions) return next(new ApiError(409, 'not_delivering', ADMIN.conversions.notDelivering));
    const endedBy = new Date(Math.min(shown, Date.now())).toISOString();
    const requeued = leads.conversions.requeue([state], endedBy);
    req.log.info({ login: user.login_name, state, endedBy, requeued }, 'conversions put back in the outbox by staff');
    if (requeued) conversions.kick();
    res.redirect(303, `/admin?requeued=${requeued}#conversions`);
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
    sendCsv(res, 'leads', csv);
  });

  router.get('/admin/conversions.csv', async (req, res, next) => {
    if (!(await currentUser(req))) return next(new ApiError(401, 'unauthorized', ADMIN.login.required));
    const csv = toCsv(
      [...ADMIN.conversionCsvColumns],
      leads.conversions
        .list()
        .map((c) => [
          c.id,
          c.created_at,
          c.lead_id ?? '',
          c.bd_vid ?? '',
          CONVERSION_STATE_LABELS[c.state],
          c.attempts,
          c.last_attempt_at ?? '',
          c.delivered_at ?? '',
          c.last_error ?? '',
        ]),
    );
    sendCsv(res, 'conversions', csv);
  });

  router.all('/admin{*splat}', (_req, _res, next) => next(new ApiError(404, 'not_found', 'No such admin page')));
  return router;
}
