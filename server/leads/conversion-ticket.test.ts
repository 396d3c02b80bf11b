import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createConversionTickets, TICKET_LIFETIME_MS } from './conversion-ticket.ts';

const NOW = Date.UTC(2025, 0, 15, 9, 30);
const secret = randomBytes(32);
const tickets = createConversionTickets(secret);

describe('conversion tickets', () => {
  it('names the lead it was issued for while it is fresh', () => {
    const t = tickets.issue(42, NOW);
    expect(tickets.verify(t, NOW)).toEqual({ ok: true, leadId: 42 });
    expect(tickets.verify(t, NOW + TICKET_LIFETIME_MS - 1)).toEqual({ ok: true, leadId: 42 });
  });

  it('expires after 30 minutes', () => {
    const t = tickets.issue(42, NOW);
    expect(tickets.verify(t, NOW + TICKET_LIFETIME_MS)).toEqual({ ok: false, reason: 'expired' });
  });

  it('is verified by another instance holding the same secret, and by no other', () => {
    const t = tickets.issue(7, NOW);
    expect(createConversionTickets(Buffer.from(secret)).verify(t, NOW)).toEqual({ ok: true, leadId: 7 });
    expect(createConversionTickets(randomBytes(32)).verify(t, NOW)).toEqual({ ok: false, reason: 'bad signature' });
  });

  it('refuses a ticket whose lead, expiry or signature was changed', () => {
    const [id, expires, mac] = tickets.issue(42, NOW).split('.') as [string, string, string];
    expect(tickets.verify(`43.${expires}.${mac}`, NOW).ok).toBe(false);
    expect(tickets.verify(`${id}.${Number(expires) + 3_600_000}.${mac}`, NOW).ok).toBe(false);
    // Every spelling of the last character, including those that decode to the same bytes.
    for (const c of 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_') {
      if (c === mac.at(-1)) continue;
      expect(tickets.verify(`${id}.${expires}.${mac.slice(0, -1)}${c}`, NOW)).toEqual({
        ok: false,
        reason: 'bad signature',
      });
    }
  });

  it('refuses malformed tickets without throwing', () => {
    for (const t of [
      '',
      'x',
      '42',
      '0.1.abc',
      `42.${NOW}.${'A'.repeat(42)}`,
      `-1.${NOW}.${'A'.repeat(43)}`,
      `42.${NOW}.${'A'.repeat(43)}.x`,
    ]) {
      expect(tickets.verify(t, NOW)).toEqual({ ok: false, reason: 'malformed' });
    }
  });

  it('hands out decoys that look like tickets and are never valid', () => {
    const decoy = tickets.decoy(NOW);
    expect(decoy).toMatch(/^\d+\.\d+\.[A-Za-z0-9_-]{43}$/);
    expect(tickets.verify(decoy, NOW)).toEqual({ ok: false, reason: 'bad signature' });
  });

  it('wants a real secret and a real lead id', () => {
    expect(() => createConversionTickets(Buffer.alloc(8))).toThrow(/32 bytes/);
    expect(() => tickets.issue(0, NOW)).toThrow();
  });
});
