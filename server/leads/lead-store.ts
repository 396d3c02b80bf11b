// Leads and conversions the site has acknowledged, in their own SQLite file (WAL, synchronous
// commit): a row is on disk before the visitor is told the lead was received.
import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { DatabaseSync } from 'node:sqlite';
import type { ClientDemand, ConversionType } from '../../shared/api/types.ts';
import type { FormKind } from '../../shared/forms/lead-rules.ts';

export type DeliveryState = 'inbox' | 'pending' | 'delivered';

export interface StoredLead extends ClientDemand {
  id: number;
  idempotency_key: string;
  form: FormKind;
  created_at: string;
  state: DeliveryState;
  attempts: number;
  delivered_at: string | null;
  last_error: string | null;
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS leads (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  idempotency_key TEXT NOT NULL UNIQUE,
  form TEXT NOT NULL,
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
  last_error TEXT
);
CREATE INDEX IF NOT EXISTS leads_pending ON leads (state, next_attempt_at);
CREATE TABLE IF NOT EXISTS conversions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  created_at TEXT NOT NULL,
  conversion_types TEXT NOT NULL,
  ip TEXT NOT NULL
);
`;

export interface LeadStore {
  db: DatabaseSync;
  /** Commits the lead; returns its id and idempotency key. */
  add(
    lead: ClientDemand,
    meta: { form: FormKind; ip: string; userAgent: string; state: 'inbox' | 'pending' },
  ): { id: number; idempotencyKey: string };
  list(opts?: { limit?: number; offset?: number }): StoredLead[];
  count(): number;
  recordConversion(types: ConversionType[], ip: string): number;
  close(): void;
}

export function openLeadStore(dataDir: string): LeadStore {
  fs.mkdirSync(dataDir, { recursive: true });
  const db = new DatabaseSync(path.join(dataDir, 'leads.sqlite'));
  // FULL: a committed lead survives a power cut, not only a process crash.
  db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA busy_timeout = 5000;');
  db.exec(SCHEMA);
  const insert = db.prepare(
    `INSERT INTO leads (idempotency_key, form, client_name, phone, corp_name, corp_email, demand,
       ip, user_agent, created_at, state)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const list = db.prepare(
    `SELECT id, idempotency_key, form, client_name, phone, corp_name, corp_email, demand, created_at,
       state, attempts, delivered_at, last_error
     FROM leads ORDER BY id DESC LIMIT ? OFFSET ?`,
  );
  const count = db.prepare('SELECT COUNT(*) AS n FROM leads');
  const insertConversion = db.prepare(
    'INSERT INTO conversions (created_at, conversion_types, ip) VALUES (?, ?, ?)',
  );

  return {
    db,
    add(lead, meta) {
      const key = randomUUID();
      const result = insert.run(
        key,
        meta.form,
        lead.client_name.trim(),
        lead.phone.trim(),
        lead.corp_name.trim(),
        lead.corp_email.trim(),
        lead.demand.trim(),
        meta.ip,
        meta.userAgent.slice(0, 512),
        new Date().toISOString(),
        meta.state,
      );
      return { id: Number(result.lastInsertRowid), idempotencyKey: key };
    },
    list(opts = {}) {
      return list.all(opts.limit ?? 100, opts.offset ?? 0) as unknown as StoredLead[];
    },
    count() {
      return (count.get() as { n: number }).n;
    },
    recordConversion(types, ip) {
      const r = insertConversion.run(new Date().toISOString(), JSON.stringify(types), ip);
      return Number(r.lastInsertRowid);
    },
    close() {
      db.close();
    },
  };
}
