// Leads and conversions the site has acknowledged, in their own SQLite file (WAL, synchronous
// FULL): a lead is on disk before the visitor is told it was received. In upstream mode the same
// table is the outbox the forwarder drains; several processes share it safely through leases.
// Conversions too: a lead that names an ad click is committed with that click's conversion in one
// transaction (both or neither), and one stored with OCPC_TOKEN set waits here as pending until
// the conversion forwarder has Baidu's answer (./conversion-forwarder.ts). The staff inbox keeps
// its sessions in this file too, through its own module on this store's connection
// (server/admin/session-store.ts).
import fs from 'node:fs';
import path from 'node:path';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { DatabaseSync } from 'node:sqlite';
import { switchToWal } from '../sqlite-wal.ts';
import type { ClientDemand, ConversionType, FormKind } from '../../shared/api/types.ts';
import type { Environment } from '../config.ts';

/** inbox: embedded mode, staff read it at /admin; pending → delivered (or failed) upstream. */
type DeliveryState = 'inbox' | 'pending' | 'delivered' | 'failed';

/** recorded: kept only (no OCPC_TOKEN); pending → delivered, refused (Baidu will not take it),
 *  failed (given up after every attempt failed) or duplicate (another server claimed the click in
 *  Redis first and delivers it: not sent from here). */
type ConversionState = 'recorded' | 'pending' | 'delivered' | 'refused' | 'failed' | 'duplicate';

export interface StoredConversion {
  id: number;
  created_at: string;
  /** What is sent to Baidu (the token is added when it is sent). */
  conversion_types: string;
  bd_vid: string | null;
  lead_id: number | null;
  state: ConversionState;
  attempts: number;
  delivered_at: string | null;
  /** Why the last attempt failed, or Baidu's reason for refusing it. */
  last_error: string | null;
  /** When the last attempt ended (ISO); null before the first, and for rows older than the column. */
  last_attempt_at: string | null;
}

/** What /readyz says of the conversions: how many in each state, how long the oldest pending one
 *  has waited, and Baidu's last refusal. */
interface ConversionHealth {
  counts: Record<ConversionState, number>;
  /** When the oldest pending conversion was stored (ISO), or null when none is pending. */
  oldestPendingAt: string | null;
  lastRefusal: { id: number; at: string | null; reason: string } | null;
}

export interface StoredLead extends ClientDemand {
  id: number;
  idempotency_key: string;
  form: FormKind;
  env: Environment;
  created_at: string;
  state: DeliveryState;
  attempts: number;
  delivered_at: string | null;
  last_error: string | null;
  /** The visitor's address (through the trusted proxies). */
  ip: string;
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS leads (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  idempotency_key TEXT NOT NULL UNIQUE,
  form TEXT NOT NULL,
  env TEXT NOT NULL DEFAULT 'release',
  client_name TEXT NOT NULL,
  phone TEXT NOT NULL,
  corp_name TEXT NOT NULL,
  corp_email TEXT NOT NULL,
  demand TEXT NOT NULL,
  ip TEXT NOT NULL,
  user_agent TEXT NOT NULL,
  created_at TEXT NOT NULL,
  state TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER NOT NULL DEFAULT 0,
  claimed_until INTEGER NOT NULL DEFAULT 0,
  delivered_at TEXT,
  last_error TEXT,
  body_hash TEXT
);
CREATE INDEX IF NOT EXISTS leads_due ON leads (state, next_attempt_at);
CREATE TABLE IF NOT EXISTS conversions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  created_at TEXT NOT NULL,
  conversion_types TEXT NOT NULL,
  ip TEXT NOT NULL,
  bd_vid TEXT,
  lead_id INTEGER,
  own_lead INTEGER NOT NULL DEFAULT 1,
  state TEXT NOT NULL DEFAULT 'recorded',
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER NOT NULL DEFAULT 0,
  claimed_until INTEGER NOT NULL DEFAULT 0,
  delivered_at TEXT,
  last_error TEXT,
  last_attempt_at TEXT
);
CREATE TABLE IF NOT EXISTS meta (
  key TEXT PRIMARY KEY,
  value BLOB NOT NULL
);
`;

const LEAD_COLUMNS = `id, idempotency_key, form, env, client_name, phone, corp_name, corp_email, demand,
  created_at, state, attempts, delivered_at, last_error, ip`;

/**
 * What happened to the ad click a lead named: `converted`, its conversion is the lead's (stored
 * with it now, or with the first attempt under its key); `already converted`, another lead of this
 * file had converted it. Absent: the lead named no click, or (sent again under its key) one the
 * stored lead did not have, which is not added.
 */
export type ClickOutcome = 'converted' | 'already converted';

/** What add() did: stored a new lead, found this same lead under its key, or found another one. */
type AddResult =
  | {
      outcome: 'stored' | 'duplicate';
      id: number;
      idempotencyKey: string;
      click?: ClickOutcome;
      /** The conversion stored with the lead now (a new lead whose click had none). */
      conversionId?: number;
    }
  | { outcome: 'conflict'; idempotencyKey: string };

/** The conversion of the ad click a lead was sent from, stored with the lead. */
export interface LeadConversion {
  bdVid: string;
  /** What is sent to Baidu (the token is added when it is sent). */
  types: ConversionType[];
  /** pending: in the outbox for Baidu (OCPC_TOKEN set); recorded: kept only. */
  state: 'pending' | 'recorded';
}

type ConversionOutcome =
  { outcome: 'recorded'; id: number } | { outcome: 'duplicate' } | { outcome: 'lead already converted' };

const CONVERSION_COLUMNS = `id, created_at, conversion_types, bd_vid, lead_id, state, attempts, delivered_at, last_error,
  last_attempt_at`;

export interface LeadStore {
  /** The open file; the staff sessions are kept in it too (server/admin/session-store.ts). */
  db: DatabaseSync;
  /**
   * Commits the lead, with a hash of it (form and trimmed values) beside its idempotency key. The
   * same lead again under its key is a duplicate (the stored one's id); another lead under a key
   * already used is a conflict, and nothing is stored. With `conversion`, a new lead is committed
   * with its click's conversion in the same transaction, unless that click has one in this file
   * already; a duplicate or a conflict adds none.
   */
  add(
    lead: ClientDemand,
    meta: {
      form: FormKind;
      env: Environment;
      ip: string;
      userAgent: string;
      state: 'inbox' | 'pending';
      /** The sender's key: a lead sent again with the same key is stored once. Absent: a new key. */
      idempotencyKey?: string;
      /** The conversion of the ad click the lead came from, if it came from one. */
      conversion?: LeadConversion;
    },
  ): AddResult;
  list(opts?: { limit?: number; offset?: number }): StoredLead[];
  count(): number;
  /**
   * Takes the next pending lead due by `dueBy` (default now) for `leaseMs`, so no other process
   * delivers it meanwhile.
   */
  claimDue(now: number, leaseMs: number, dueBy?: number): StoredLead | undefined;
  markDelivered(id: number, now: number): void;
  /** Schedules another attempt at `retryAt`, or gives up (state failed) when `retryAt` is undefined. */
  markAttemptFailed(id: number, error: string, retryAt: number | undefined): void;
  /**
   * Records a conversion an older page uploaded with its lead's ticket (POST
   * /ocpcapi/api/uploadConvertData, kept for pages of releases before leads carried their
   * conversion), unless its ad click already has one, or its lead when `ownLead` (default true: the
   * lead id is one of this store's; a ticket another server signed names a lead of that server's,
   * whose id may be one of ours too). `state` pending puts it in the outbox for Baidu (default
   * recorded: kept only). Only a `recorded` outcome may be sent.
   */
  recordConversion(c: {
    types: ConversionType[];
    bdVid: string;
    leadId: number;
    ip: string;
    ownLead?: boolean;
    state?: 'pending' | 'recorded';
  }): ConversionOutcome;
  conversions: {
    /** Takes the next pending conversion due by `dueBy` for `leaseMs` and counts the attempt. */
    claimDue(now: number, leaseMs: number, dueBy?: number): StoredConversion | undefined;
    markDelivered(id: number, now: number): void;
    /** Another attempt at `retryAt`; or, without one, the end: `refused` (by Baidu), `failed`, or
     *  `duplicate` (another server delivers its click; `error` says why it is not sent). */
    markAttemptFailed(
      id: number,
      error: string,
      next: { retryAt: number } | { state: 'refused' | 'failed' | 'duplicate' },
    ): void;
    /** The conversions not (yet) delivered, newest first: pending, refused and failed. */
    unsettled(limit: number): StoredConversion[];
    /** Every conversion, newest first (the staff's CSV export). */
    list(): StoredConversion[];
    /** How many conversions are in each state. */
    counts(): Record<ConversionState, number>;
    /** The counts, the oldest pending one and the last refusal, for /readyz. */
    health(): ConversionHealth;
    /**
     * Puts the conversions in `states` whose last attempt ended by `endedBy` (ISO) back in the
     * outbox as new (pending, no attempts, due now); says how many. Once they are pending a second
     * call with the same `endedBy` finds nothing more, and one refused again after `endedBy` (which
     * the staff had not seen when they asked) stays refused.
     */
    requeue(states: readonly ('refused' | 'failed')[], endedBy: string): number;
  };
  /** The key conversion tickets are signed with when TICKET_SECRET is unset, the same for every
   *  process on this file. */
  conversionTicketSecret: Uint8Array;
  /** A random id of this file, the same for every process on it: the conversion forwarder names
   *  its claims on ad clicks in Redis with it, to tell its own claim from another server's. */
  storeId: string;
  close(): void;
}

/** A lead's values in the table's column order. */
const LEAD_VALUES = [
  'client_name',
  'phone',
  'corp_name',
  'corp_email',
  'demand',
] as const satisfies readonly (keyof ClientDemand)[];

/** What identifies a lead's content: its form and its (trimmed) values, hashed. */
function leadHash(form: FormKind, values: readonly string[]): string {
  return createHash('sha256')
    .update(JSON.stringify([form, ...values]))
    .digest('base64url');
}

export function openLeadStore(dataDir: string): LeadStore {
  fs.mkdirSync(dataDir, { recursive: true });
  const db = new DatabaseSync(path.join(dataDir, 'leads.sqlite'));
  // FULL: a committed lead survives a power cut, not only a process crash.
  // Processes opening the file at once wait for each other's switch to WAL.
  switchToWal(db, 5000);
  db.exec('PRAGMA synchronous = FULL;');
  db.exec(SCHEMA);
  // Files written before leads carried their environment gain the column (old rows: release).
  const columns = db.prepare('PRAGMA table_info(leads)').all() as { name: string }[];
  if (!columns.some((c) => c.name === 'env'))
    db.exec(`ALTER TABLE leads ADD COLUMN env TEXT NOT NULL DEFAULT 'release'`);
  // And the hash of what was sent under each key (old rows: NULL, which any lead sent again matches).
  if (!columns.some((c) => c.name === 'body_hash')) db.exec('ALTER TABLE leads ADD COLUMN body_hash TEXT');
  // Likewise conversions gain their click id and lead (old rows: NULL, which no unique index counts).
  const conversionColumns = db.prepare('PRAGMA table_info(conversions)').all() as { name: string }[];
  if (!conversionColumns.some((c) => c.name === 'bd_vid')) db.exec('ALTER TABLE conversions ADD COLUMN bd_vid TEXT');
  if (!conversionColumns.some((c) => c.name === 'lead_id'))
    db.exec('ALTER TABLE conversions ADD COLUMN lead_id INTEGER');
  // And their delivery (old rows: recorded, as they were sent, or not, when they came), and whether
  // the lead is one of this file's (old rows: yes, tickets were signed with this file's key then).
  for (const [name, definition] of [
    ['own_lead', 'INTEGER NOT NULL DEFAULT 1'],
    ['state', `TEXT NOT NULL DEFAULT 'recorded'`],
    ['attempts', 'INTEGER NOT NULL DEFAULT 0'],
    ['next_attempt_at', 'INTEGER NOT NULL DEFAULT 0'],
    ['claimed_until', 'INTEGER NOT NULL DEFAULT 0'],
    ['delivered_at', 'TEXT'],
    ['last_error', 'TEXT'],
    ['last_attempt_at', 'TEXT'],
  ] as const) {
    if (conversionColumns.some((c) => c.name === name)) continue;
    try {
      db.exec(`ALTER TABLE conversions ADD COLUMN ${name} ${definition}`);
    } catch (err) {
      // Another process opening the same old file added it a moment ago.
      if (!/duplicate column/i.test((err as Error).message)) throw err;
    }
  }
  // One conversion per ad click, across every process sharing the file; and per lead of this
  // file's (lead ids are per server: another server's lead 7 is not ours).
  db.exec(`CREATE UNIQUE INDEX IF NOT EXISTS conversions_bd_vid ON conversions (bd_vid);
    DROP INDEX IF EXISTS conversions_lead_id;
    CREATE UNIQUE INDEX IF NOT EXISTS conversions_own_lead ON conversions (lead_id) WHERE own_lead = 1;
    CREATE INDEX IF NOT EXISTS conversions_due ON conversions (state, next_attempt_at);`);
  // The first process to open the file picks the secret; every later one reads that same one.
  db.prepare(`INSERT OR IGNORE INTO meta (key, value) VALUES ('conversion_ticket_secret', ?)`).run(randomBytes(32));
  const conversionTicketSecret = (
    db.prepare(`SELECT value FROM meta WHERE key = 'conversion_ticket_secret'`).get() as { value: Uint8Array }
  ).value;
  // Likewise the store's id (text: it goes into Redis values).
  db.prepare(`INSERT OR IGNORE INTO meta (key, value) VALUES ('store_id', ?)`).run(
    randomBytes(12).toString('base64url'),
  );
  const storeId = String(
    (db.prepare(`SELECT value FROM meta WHERE key = 'store_id'`).get() as { value: string }).value,
  );
  const q = {
    insert: db.prepare(
      `INSERT INTO leads (idempotency_key, form, env, client_name, phone, corp_name, corp_email, demand,
         ip, user_agent, created_at, state, body_hash)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (idempotency_key) DO NOTHING`,
    ),
    byKey: db.prepare('SELECT id, body_hash FROM leads WHERE idempotency_key = ?'),
    list: db.prepare(`SELECT ${LEAD_COLUMNS} FROM leads ORDER BY id DESC LIMIT ? OFFSET ?`),
    count: db.prepare('SELECT COUNT(*) AS n FROM leads'),
    claim: db.prepare(
      `UPDATE leads SET claimed_until = ?, attempts = attempts + 1
       WHERE id = (SELECT id FROM leads WHERE state = 'pending' AND next_attempt_at <= ? AND claimed_until <= ?
                   ORDER BY next_attempt_at, id LIMIT 1)
       RETURNING ${LEAD_COLUMNS}`,
    ),
    delivered: db.prepare(
      `UPDATE leads SET state = 'delivered', delivered_at = ?, claimed_until = 0, last_error = NULL WHERE id = ?`,
    ),
    retry: db.prepare(`UPDATE leads SET next_attempt_at = ?, claimed_until = 0, last_error = ? WHERE id = ?`),
    giveUp: db.prepare(`UPDATE leads SET state = 'failed', claimed_until = 0, last_error = ? WHERE id = ?`),
    conversion: db.prepare(
      `INSERT INTO conversions (created_at, conversion_types, ip, bd_vid, lead_id, own_lead, state)
       VALUES (?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT DO NOTHING`,
    ),
    conversionOfClick: db.prepare('SELECT lead_id, own_lead FROM conversions WHERE bd_vid = ?'),
    conversionClaim: db.prepare(
      `UPDATE conversions SET claimed_until = ?, attempts = attempts + 1
       WHERE id = (SELECT id FROM conversions WHERE state = 'pending' AND next_attempt_at <= ? AND claimed_until <= ?
                   ORDER BY next_attempt_at, id LIMIT 1)
       RETURNING ${CONVERSION_COLUMNS}`,
    ),
    conversionDelivered: db.prepare(
      `UPDATE conversions SET state = 'delivered', delivered_at = ?, last_attempt_at = ?, claimed_until = 0,
         last_error = NULL WHERE id = ?`,
    ),
    conversionRetry: db.prepare(
      `UPDATE conversions SET next_attempt_at = ?, claimed_until = 0, last_error = ?, last_attempt_at = ? WHERE id = ?`,
    ),
    conversionEnd: db.prepare(
      `UPDATE conversions SET state = ?, claimed_until = 0, last_error = ?, last_attempt_at = ? WHERE id = ?`,
    ),
    // Rows older than last_attempt_at (NULL) ended before any page that lists them was made.
    conversionRequeue: db.prepare(
      `UPDATE conversions SET state = 'pending', attempts = 0, next_attempt_at = 0, claimed_until = 0
       WHERE state IN (SELECT value FROM json_each(?)) AND COALESCE(last_attempt_at, '') <= ?`,
    ),
    conversionsAll: db.prepare(`SELECT ${CONVERSION_COLUMNS} FROM conversions ORDER BY id DESC`),
    oldestPending: db.prepare(`SELECT MIN(created_at) AS at FROM conversions WHERE state = 'pending'`),
    lastRefusal: db.prepare(
      `SELECT id, last_attempt_at AS at, last_error AS reason FROM conversions WHERE state = 'refused'
       ORDER BY COALESCE(last_attempt_at, created_at) DESC, id DESC LIMIT 1`,
    ),
    conversionsUnsettled: db.prepare(
      `SELECT ${CONVERSION_COLUMNS} FROM conversions WHERE state IN ('pending', 'refused', 'failed')
       ORDER BY id DESC LIMIT ?`,
    ),
    conversionCounts: db.prepare('SELECT state, COUNT(*) AS n FROM conversions GROUP BY state'),
  };

  const conversionCounts = () => {
    const counts: Record<ConversionState, number> = {
      recorded: 0,
      pending: 0,
      delivered: 0,
      refused: 0,
      failed: 0,
      duplicate: 0,
    };
    for (const { state, n } of q.conversionCounts.all() as { state: ConversionState; n: number }[]) counts[state] = n;
    return counts;
  };

  /** The click's state for lead `leadId` of this file: its conversion, another lead's, or none. */
  const clickOf = (bdVid: string, leadId: number): ClickOutcome | undefined => {
    const row = q.conversionOfClick.get(bdVid) as { lead_id: number | null; own_lead: number } | undefined;
    if (!row) return undefined;
    return row.lead_id === leadId && row.own_lead === 1 ? 'converted' : 'already converted';
  };

  return {
    db,
    add(lead, meta) {
      const key = meta.idempotencyKey ?? randomUUID();
      const values = LEAD_VALUES.map((field) => lead[field].trim());
      const hash = leadHash(meta.form, values);
      const now = new Date().toISOString();
      // One transaction: the lead and its conversion are committed together or not at all (a full
      // disk, a crash), so a stored lead never lacks the conversion it named. IMMEDIATE takes the
      // write lock at once: no other process writes between the two inserts.
      db.exec('BEGIN IMMEDIATE');
      try {
        const result = q.insert.run(
          key,
          meta.form,
          meta.env,
          ...values,
          meta.ip,
          meta.userAgent.slice(0, 512),
          now,
          meta.state,
          hash,
        );
        let added: AddResult;
        // One statement: two workers receiving the same key at once still store it once.
        if (result.changes === 0) {
          const existing = q.byKey.get(key) as { id: number; body_hash: string | null };
          added =
            existing.body_hash !== null && existing.body_hash !== hash
              ? { outcome: 'conflict', idempotencyKey: key }
              : {
                  outcome: 'duplicate',
                  id: existing.id,
                  idempotencyKey: key,
                  // Only what is there: a click the stored lead did not name is not added now.
                  click: meta.conversion && clickOf(meta.conversion.bdVid, existing.id),
                };
        } else {
          const id = Number(result.lastInsertRowid);
          added = { outcome: 'stored', id, idempotencyKey: key };
          const c = meta.conversion;
          if (c) {
            const r = q.conversion.run(now, JSON.stringify(c.types), meta.ip, c.bdVid, id, 1, c.state);
            // Nothing inserted: the click has its conversion already (a new lead's id has none).
            added =
              r.changes === 1
                ? { ...added, click: 'converted', conversionId: Number(r.lastInsertRowid) }
                : { ...added, click: 'already converted' };
          }
        }
        db.exec('COMMIT');
        return added;
      } catch (err) {
        // The failed statement may have ended the transaction already (SQLITE_FULL, I/O errors).
        if (db.isTransaction) db.exec('ROLLBACK');
        throw err;
      }
    },
    list(opts = {}) {
      return q.list.all(opts.limit ?? 100, opts.offset ?? 0) as unknown as StoredLead[];
    },
    count() {
      return (q.count.get() as { n: number }).n;
    },
    claimDue(now, leaseMs, dueBy = now) {
      // One statement: SQLite's write lock makes the select-and-lease atomic across processes.
      return q.claim.get(now + leaseMs, dueBy, now) as StoredLead | undefined;
    },
    markDelivered(id, now) {
      q.delivered.run(new Date(now).toISOString(), id);
    },
    markAttemptFailed(id, error, retryAt) {
      if (retryAt === undefined) q.giveUp.run(error.slice(0, 500), id);
      else q.retry.run(retryAt, error.slice(0, 500), id);
    },
    recordConversion({ types, bdVid, leadId, ip, ownLead = true, state = 'recorded' }) {
      const r = q.conversion.run(
        new Date().toISOString(),
        JSON.stringify(types),
        ip,
        bdVid,
        leadId,
        ownLead ? 1 : 0,
        state,
      );
      if (r.changes === 1) return { outcome: 'recorded', id: Number(r.lastInsertRowid) };
      // Nothing inserted: the click or the lead has its conversion (only retention deletes rows,
      // long after a click could come back).
      return q.conversionOfClick.get(bdVid) ? { outcome: 'duplicate' } : { outcome: 'lead already converted' };
    },
    conversions: {
      claimDue(now, leaseMs, dueBy = now) {
        // One statement, as for leads: no two processes take the same conversion.
        return q.conversionClaim.get(now + leaseMs, dueBy, now) as StoredConversion | undefined;
      },
      markDelivered(id, now) {
        const at = new Date(now).toISOString();
        q.conversionDelivered.run(at, at, id);
      },
      markAttemptFailed(id, error, next) {
        const at = new Date().toISOString();
        if ('retryAt' in next) q.conversionRetry.run(next.retryAt, error.slice(0, 500), at, id);
        else q.conversionEnd.run(next.state, error.slice(0, 500), at, id);
      },
      unsettled(limit) {
        return q.conversionsUnsettled.all(limit) as unknown as StoredConversion[];
      },
      list() {
        return q.conversionsAll.all() as unknown as StoredConversion[];
      },
      requeue(states, endedBy) {
        return Number(q.conversionRequeue.run(JSON.stringify(states), endedBy).changes);
      },
      health() {
        const refusal = q.lastRefusal.get() as { id: number; at: string | null; reason: string | null } | undefined;
        return {
          counts: conversionCounts(),
          oldestPendingAt: (q.oldestPending.get() as { at: string | null }).at,
          lastRefusal: refusal ? { ...refusal, reason: refusal.reason ?? '' } : null,
        };
      },
      counts: conversionCounts,
    },
    conversionTicketSecret,
    storeId,
    close() {
      db.close();
    },
  };
}
