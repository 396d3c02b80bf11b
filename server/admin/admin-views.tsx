// The staff inbox pages, rendered on the server as static markup (React escapes every value, so a
// lead's text can never become markup). No client bundle.
import type { ReactNode } from 'react';
import type { StoredConversion, StoredLead } from '../leads/lead-store.ts';
import { formatDate } from '../../shared/format/date.ts';
import { ADMIN } from '../../shared/copy/admin.ts';

const STATE_LABEL: Record<StoredLead['state'], string> = ADMIN.leadState;
const CONVERSION_STATE_LABEL: Record<StoredConversion['state'], string> = ADMIN.conversionState;
const FORM_LABEL = ADMIN.form;

const STYLE = `
body{margin:0;font-family:-apple-system,'PingFang SC','Microsoft YaHei',sans-serif;color:#1d2129;background:#f5f7fb}
header{display:flex;align-items:center;justify-content:space-between;padding:12px 24px;background:#0b1633;color:#fff}
header form{margin:0}main{padding:24px}h1{font-size:20px;margin:0}
table{width:100%;border-collapse:collapse;background:#fff;font-size:14px}th,td{padding:8px 10px;border-bottom:1px solid #e5e8ef;text-align:left;vertical-align:top}
th{background:#eef2fb;font-weight:600}td.demand{max-width:360px;white-space:pre-wrap;overflow-wrap:anywhere}
.state{padding:2px 8px;border-radius:10px;font-size:12px;white-space:nowrap}.state-inbox,.state-delivered{background:#e8f7ee;color:#0e6b3d}
.state-pending{background:#fff4e5;color:#8a4b00}.state-failed,.state-refused{background:#fdecea;color:#a8261b}
.state-recorded,.state-duplicate{background:#eef2fb;color:#1d2129}section.conversions{margin-bottom:24px}h2{font-size:16px;margin:0 0 8px}
td.reason{max-width:420px;overflow-wrap:anywhere}form.requeue{display:flex;gap:12px;align-items:center;margin:0 0 12px}
.hint{color:#4e5969;font-size:13px}.notice{padding:8px 12px;background:#e8f7ee;color:#0e6b3d;border-radius:6px}
.bar{display:flex;gap:16px;align-items:center;margin-bottom:16px}a{color:#1f5eff}
.login{max-width:360px;margin:12vh auto;padding:32px;background:#fff;border-radius:8px;box-shadow:0 4px 20px rgba(16,38,92,.08)}
.login label{display:block;margin:12px 0 4px;font-size:14px}.login input{width:100%;box-sizing:border-box;height:40px;padding:0 10px;border:1px solid #c9cfd9;border-radius:6px;font-size:16px}
button{height:40px;padding:0 18px;border:0;border-radius:6px;background:#1f5eff;color:#fff;font-size:15px;cursor:pointer}
.login button{width:100%;margin-top:20px}.error{color:#a8261b;font-size:14px}.pager{display:flex;gap:12px;margin-top:16px}`;

function Page({ title, children }: { title: string; children: ReactNode }) {
  return (
    <html lang="zh-CN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <title>{title}</title>
        <style>{STYLE}</style>
      </head>
      <body>{children}</body>
    </html>
  );
}

export function LoginPage({ error }: { error?: string }) {
  return (
    <Page title={ADMIN.loginTitle}>
      <form className="login" method="post" action="/admin/login">
        <h1>{ADMIN.title}</h1>
        {error ? (
          <p className="error" role="alert">
            {error}
          </p>
        ) : null}
        <label htmlFor="login_name">{ADMIN.login.name}</label>
        <input id="login_name" name="login_name" autoComplete="username" required />
        <label htmlFor="password">{ADMIN.login.password}</label>
        <input id="password" name="password" type="password" autoComplete="current-password" required />
        <button type="submit">{ADMIN.login.submit}</button>
      </form>
    </Page>
  );
}

/** The conversions for Baidu oCPC: how many are in each state, and those not delivered (yet). */
export interface ConversionSummary {
  counts: Record<StoredConversion['state'], number>;
  unsettled: StoredConversion[];
  /** OCPC_TOKEN is set: conversions are sent (and may be sent again). */
  delivering: boolean;
  /** When this page was made (ISO): a re-queue takes only what had ended by then. */
  shownAt: string;
  /** How many the re-queue just before this page put back, if one did. */
  requeued?: number;
}

const time = (iso: string | null) =>
  iso ? <time dateTime={iso}>{formatDate(iso, 'yyyy-MM-dd HH:mm:ss')}</time> : null;

/** The conversions' part of the inbox: counts, the buttons that send refused or failed ones
 *  again, and the pending, refused and failed ones with the reason of their last failure (shown
 *  only once there are conversions). */
function Conversions({ counts, unsettled, delivering, shownAt, requeued }: ConversionSummary) {
  const states = (Object.keys(CONVERSION_STATE_LABEL) as StoredConversion['state'][]).filter((s) => counts[s] > 0);
  if (!states.length && requeued === undefined) return null;
  const requeueable = (['refused', 'failed'] as const).filter((s) => counts[s] > 0);
  return (
    <section className="conversions" id="conversions" aria-labelledby="conversions-title">
      <h2 id="conversions-title">{ADMIN.conversions.title}</h2>
      {requeued !== undefined ? (
        <p className="notice" role="status">
          {ADMIN.conversions.requeued(requeued)}
        </p>
      ) : null}
      <div className="bar">
        {states.map((s) => (
          <span key={s} className={`state state-${s}`}>
            {`${CONVERSION_STATE_LABEL[s]} ${counts[s]}`}
          </span>
        ))}
        <a href="/admin/conversions.csv" download>
          {ADMIN.conversions.exportCsv}
        </a>
      </div>
      {!delivering ? <p className="hint">{ADMIN.conversions.notDelivering}</p> : null}
      {delivering && requeueable.length ? (
        <form className="requeue" method="post" action="/admin/conversions/requeue">
          <input type="hidden" name="shown_at" value={shownAt} />
          {requeueable.map((s) => (
            <button key={s} type="submit" name="state" value={s}>
              {ADMIN.conversions.requeue[s](counts[s])}
            </button>
          ))}
          <span className="hint">{ADMIN.conversions.requeueHint}</span>
        </form>
      ) : null}
      {unsettled.length ? (
        <table>
          <thead>
            <tr>
              {ADMIN.conversions.columns.map((c) => (
                <th key={c}>{c}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {unsettled.map((c) => (
              <tr key={c.id}>
                <td>{c.id}</td>
                <td>{time(c.created_at)}</td>
                <td>{c.lead_id ?? ''}</td>
                <td>{c.bd_vid ?? ''}</td>
                <td>
                  <span className={`state state-${c.state}`}>{CONVERSION_STATE_LABEL[c.state]}</span>
                </td>
                <td>{c.attempts}</td>
                <td>{time(c.last_attempt_at)}</td>
                <td className="reason">{c.last_error ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}

export function InboxPage({
  leads,
  total,
  page,
  pageSize,
  loginName,
  conversions,
}: {
  leads: StoredLead[];
  total: number;
  page: number;
  pageSize: number;
  loginName: string;
  conversions: ConversionSummary;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <Page title={ADMIN.title}>
      <header>
        <h1>{ADMIN.title}</h1>
        <form method="post" action="/admin/logout">
          <span>{loginName} </span>
          <button type="submit">{ADMIN.logout}</button>
        </form>
      </header>
      <main>
        <Conversions {...conversions} />
        <div className="bar">
          <span>{ADMIN.total(total)}</span>
          <a href="/admin/leads.csv" download>
            {ADMIN.exportCsv}
          </a>
        </div>
        <table>
          <thead>
            <tr>
              {ADMIN.leadColumns.map((c) => (
                <th key={c}>{c}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {leads.map((l) => (
              <tr key={l.id}>
                <td>{l.id}</td>
                <td>
                  <time dateTime={l.created_at}>{formatDate(l.created_at, 'yyyy-MM-dd HH:mm:ss')}</time>
                </td>
                <td>{FORM_LABEL[l.form] ?? l.form}</td>
                <td>{l.client_name}</td>
                <td>{l.corp_name}</td>
                <td>{l.phone}</td>
                <td>{l.corp_email}</td>
                <td className="demand">{l.demand}</td>
                <td>
                  <span className={`state state-${l.state}`} title={l.last_error ?? undefined}>
                    {STATE_LABEL[l.state]}
                  </span>
                  {l.attempts > 0 && l.state !== 'delivered' ? <div>{ADMIN.attempts(l.attempts)}</div> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <nav className="pager" aria-label={ADMIN.pager.label}>
          {page > 1 ? <a href={`/admin?page=${page - 1}`}>{ADMIN.pager.prev}</a> : null}
          <span>{ADMIN.pager.page(page, pages)}</span>
          {page < pages ? <a href={`/admin?page=${page + 1}`}>{ADMIN.pager.next}</a> : null}
        </nav>
      </main>
    </Page>
  );
}

export const STATE_LABELS = STATE_LABEL;
export const FORM_LABELS = FORM_LABEL;
export const CONVERSION_STATE_LABELS = CONVERSION_STATE_LABEL;
