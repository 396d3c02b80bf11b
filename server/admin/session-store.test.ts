// Staff sessions: made, found until they expire, ended one by one or all at once by a new
// credential, and still there when the file was written before they had a module of their own.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it } from 'vitest';
import { openLeadStore, type LeadStore } from '../leads/lead-store.ts';
import { openAdminSessions } from './session-store.ts';

const HOUR = 3_600_000;
const T0 = Date.parse('2026-11-26T08:00:00Z');

let store: LeadStore | undefined;
afterEach(() => {
  store?.close();
  store = undefined;
});
const dataDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'admin-sessions-'));

describe('staff sessions', () => {
  it('finds a session until it expires, and not after it is removed', () => {
    store = openLeadStore(dataDir());
    const sessions = openAdminSessions(store.db);
    const id = sessions.create('ops-staff', 8 * HOUR, T0);
    expect(id).toMatch(/^[a-f0-9]{64}$/);
    expect(sessions.find(id, T0 + 8 * HOUR - 1)).toEqual({ login_name: 'ops-staff' });
    expect(sessions.find(id, T0 + 8 * HOUR)).toBeUndefined();
    const other = sessions.create('ops-staff', 8 * HOUR, T0);
    expect(other).not.toBe(id);
    sessions.remove(other);
    expect(sessions.find(other, T0)).toBeUndefined();
    expect(sessions.find('0'.repeat(64), T0)).toBeUndefined();
  });

  it('ends every session on a new credential and keeps that credential', () => {
    store = openLeadStore(dataDir());
    const sessions = openAdminSessions(store.db);
    expect(sessions.credentialHash()).toBeUndefined();
    sessions.resetFor('scrypt$aa$bb');
    const id = sessions.create('ops-staff', HOUR, T0);
    expect(sessions.credentialHash()).toBe('scrypt$aa$bb');
    sessions.resetFor('scrypt$cc$dd');
    expect(sessions.find(id, T0)).toBeUndefined();
    expect(sessions.credentialHash()).toBe('scrypt$cc$dd');
  });

  it('keeps the sessions and credential of a file the lead store kept them in before', () => {
    const dir = dataDir();
    // leads.sqlite as the lead store wrote it while the sessions were part of it
    const old = new DatabaseSync(path.join(dir, 'leads.sqlite'));
    old.exec(`CREATE TABLE meta (key TEXT PRIMARY KEY, value BLOB NOT NULL);
      CREATE TABLE admin_sessions (id TEXT PRIMARY KEY, login_name TEXT NOT NULL, expires_at INTEGER NOT NULL);`);
    const id = 'ab'.repeat(32);
    old.prepare('INSERT INTO admin_sessions VALUES (?, ?, ?)').run(id, 'ops-staff', T0 + HOUR);
    old.prepare(`INSERT INTO meta VALUES ('admin_credential', ?)`).run(Buffer.from('scrypt$01$02'));
    old.close();

    store = openLeadStore(dir);
    const sessions = openAdminSessions(store.db);
    expect(sessions.credentialHash()).toBe('scrypt$01$02');
    expect(sessions.find(id, T0)).toEqual({ login_name: 'ops-staff' });
  });

  it('is shared by every connection to the file (each worker of a cluster opens its own)', () => {
    const dir = dataDir();
    store = openLeadStore(dir);
    const second = openLeadStore(dir);
    try {
      const id = openAdminSessions(store.db).create('ops-staff', HOUR, T0);
      expect(openAdminSessions(second.db).find(id, T0)).toEqual({ login_name: 'ops-staff' });
    } finally {
      second.close();
    }
  });
});
