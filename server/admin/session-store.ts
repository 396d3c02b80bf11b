// Staff sessions of the inbox (/admin): a random id in an httpOnly cookie, kept here with its
// login name and expiry, and the (slow) hash of the staff credential the sessions were made under,
// so a changed login or password ends them all (admin-router.tsx checks it at start).
//
// They are kept in the file the inbox shows, leads.sqlite, on the lead store's connection: the
// sessions guard that file's leads and belong to its server as they do (several servers share no
// sessions, each shows its own inbox), the connection already runs in WAL and is opened once per
// process, and the tables are the ones sessions have always had there (`admin_sessions`, the
// `admin_credential` row of `meta`), so sessions made before this module existed stay valid.
import { randomUUID } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS admin_sessions (
  id TEXT PRIMARY KEY,
  login_name TEXT NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS meta (
  key TEXT PRIMARY KEY,
  value BLOB NOT NULL
);
`;

interface AdminSessions {
  /** A new session for `loginName` until `now + ttlMs`; returns its id (64 hex digits). */
  create(loginName: string, ttlMs: number, now: number): string;
  find(id: string, now: number): { login_name: string } | undefined;
  remove(id: string): void;
  /** The stored hash of the staff credential the sessions were made under, if any. */
  credentialHash(): string | undefined;
  /** Ends every session and records the credential (hash) new sessions are made under. */
  resetFor(credentialHash: string): void;
}

/** The staff sessions kept in `db` (the lead store's connection to leads.sqlite). */
export function openAdminSessions(db: DatabaseSync): AdminSessions {
  // `meta` is shared with the lead store (its own keys); both create it the same way.
  db.exec(SCHEMA);
  const q = {
    insert: db.prepare('INSERT INTO admin_sessions (id, login_name, expires_at) VALUES (?, ?, ?)'),
    find: db.prepare('SELECT login_name FROM admin_sessions WHERE id = ? AND expires_at > ?'),
    remove: db.prepare('DELETE FROM admin_sessions WHERE id = ?'),
    purge: db.prepare('DELETE FROM admin_sessions WHERE expires_at <= ?'),
    clear: db.prepare('DELETE FROM admin_sessions'),
    credentialGet: db.prepare(`SELECT value FROM meta WHERE key = 'admin_credential'`),
    credentialSet: db.prepare(`INSERT OR REPLACE INTO meta (key, value) VALUES ('admin_credential', ?)`),
  };
  return {
    create(loginName, ttlMs, now) {
      q.purge.run(now);
      const id = `${randomUUID()}${randomUUID()}`.replace(/-/g, '');
      q.insert.run(id, loginName, now + ttlMs);
      return id;
    },
    find(id, now) {
      return q.find.get(id, now) as { login_name: string } | undefined;
    },
    remove(id) {
      q.remove.run(id);
    },
    credentialHash() {
      const row = q.credentialGet.get() as { value: Uint8Array | string } | undefined;
      return row === undefined
        ? undefined
        : typeof row.value === 'string'
          ? row.value
          : Buffer.from(row.value).toString();
    },
    resetFor(credentialHash) {
      q.clear.run();
      q.credentialSet.run(credentialHash);
    },
  };
}
