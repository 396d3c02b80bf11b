import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createConversionTickets, TICKET_LIFETIME_MS } from './conversion-ticket.ts';

const NOW = Date.UTC(2025, 0, 15, 9, 30);
const secret = randomBytes(32);
const tickets = createConversionTickets(secret);
const CLICK = 'Click_42-abc';

describe('conversion tickets', () => {
  it('names the lead it was issued for while it is fresh, for its own ad click', () => {
    const t = tickets.issue(42, CLICK, NOW);
    expect(t).toMatch(/^v2\.42\.\d+\.Click_42-abc\.[A-Za-z0-9_-]{43}$/);
    expect(tickets.verify(t, CLICK, NOW)).toEqual({ ok: true, leadId: 42 });
    expect(tickets.verify(t, CLICK, NOW + TICKET_LIFETIME_MS - 1)).toEqual({ ok: true, leadId: 42 });
  });

  it('converts no other ad click', () => {
    const t = tickets.issue(42, CLICK, NOW);
    for (const other of ['Click_42-abd', 'click_42-abc', 'Click_42-ab', `${CLICK}x`]) {
      expect(tickets.verify(t, other, NOW)).toEqual({ ok: false, reason: 'for another ad click' });
    }
  });

  it('expires after 30 minutes', () => {
    const t = tickets.issue(42, CLICK, NOW);
    expect(tickets.verify(t, CLICK, NOW + TICKET_LIFETIME_MS)).toEqual({ ok: false, reason: 'expired' });
  });

  it('is verified by another instance holding the same secret, and by no other', () => {
    const t = tickets.issue(7, CLICK, NOW);
    expect(createConversionTickets(Buffer.from(secret)).verify(t, CLICK, NOW)).toEqual({ ok: true, leadId: 7 });
    expect(createConversionTickets(randomBytes(32)).verify(t, CLICK, NOW)).toEqual({
      ok: false,
      reason: 'bad signature',
    });
  });

  it('refuses a ticket whose lead, expiry, click or signature was changed', () => {
    const [v, id, expires, click, mac] = tickets.issue(42, CLICK, NOW).split('.') as [
      string,
      string,
      string,
      string,
      string,
    ];
    const bad = { ok: false, reason: 'bad signature' };
    expect(tickets.verify(`${v}.43.${expires}.${click}.${mac}`, CLICK, NOW)).toEqual(bad);
    expect(tickets.verify(`${v}.${id}.${Number(expires) + 3_600_000}.${click}.${mac}`, CLICK, NOW)).toEqual(bad);
    // Another click put in the ticket, to match the conversion's: the signature no longer holds.
    expect(tickets.verify(`${v}.${id}.${expires}.other-click.${mac}`, 'other-click', NOW)).toEqual(bad);
    // Every spelling of the last character, including those that decode to the same bytes.
    for (const c of 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_') {
      if (c === mac.at(-1)) continue;
      expect(tickets.verify(`${v}.${id}.${expires}.${click}.${mac.slice(0, -1)}${c}`, CLICK, NOW)).toEqual(bad);
    }
  });

  it('refuses malformed tickets, and tickets of the first version that named no click, without throwing', () => {
    const mac = 'A'.repeat(43);
    for (const t of [
      '',
      'x',
      '42',
      '0.1.abc',
      `42.${NOW}.${mac}`,
      `v2.42.${NOW}.${mac}`,
      `v2.0.${NOW}.${CLICK}.${mac}`,
      `v2.42.${NOW}.${CLICK}.${'A'.repeat(42)}`,
      `v2.42.${NOW}.a b.${mac}`,
      `v2.42.${NOW}.${'a'.repeat(129)}.${mac}`,
      `v2.42.${NOW}.${CLICK}.${mac}.x`,
      `v3.42.${NOW}.${CLICK}.${mac}`,
    ]) {
      expect(tickets.verify(t, CLICK, NOW)).toEqual({ ok: false, reason: 'malformed' });
    }
  });

  it('wants a real secret, a real lead id and a real click id', () => {
    expect(() => createConversionTickets(Buffer.alloc(8))).toThrow(/32 bytes/);
    expect(() => tickets.issue(0, CLICK, NOW)).toThrow();
    expect(() => tickets.issue(42, 'a.b', NOW)).toThrow(/ad-click id/);
    expect(() => tickets.issue(42, '', NOW)).toThrow(/ad-click id/);
  });
});
