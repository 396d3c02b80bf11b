// A conversion ticket proves that a conversion upload follows a lead this site accepted a moment
// ago: the lead's answer carries it, the conversion sends it back. It is `<lead id>.<expiry ms>.
// <HMAC-SHA256>`, signed with a secret every worker reads from the lead store, so any worker
// sharing the DATA_DIR verifies what another issued. Without it, anyone could have the site sign
// and forward whatever conversions they like to Baidu with the company's token.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** Long enough for the upload that follows a lead in the same page; short enough to be useless stolen. */
export const TICKET_LIFETIME_MS = 30 * 60_000;

const FORMAT = /^([1-9]\d{0,15})\.(\d{1,16})\.([A-Za-z0-9_-]{43})$/;

type TicketCheck = { ok: true; leadId: number } | { ok: false; reason: 'malformed' | 'bad signature' | 'expired' };

export interface ConversionTickets {
  issue(leadId: number, now?: number): string;
  /** A ticket of the same form that no secret signs: for answers that must look accepted. */
  decoy(now?: number): string;
  verify(ticket: string, now?: number): TicketCheck;
}

export function createConversionTickets(secret: Uint8Array, lifetimeMs = TICKET_LIFETIME_MS): ConversionTickets {
  if (secret.length < 32) throw new Error('conversion ticket secret must be at least 32 bytes');
  // The prefix keeps these signatures from ever being valid for anything else signed with the key.
  const sign = (key: Uint8Array, leadId: number, expires: number) =>
    createHmac('sha256', key).update(`conversion-ticket.v1.${leadId}.${expires}`).digest();
  const format = (leadId: number, expires: number, mac: Buffer) => `${leadId}.${expires}.${mac.toString('base64url')}`;

  return {
    issue(leadId, now = Date.now()) {
      if (!Number.isSafeInteger(leadId) || leadId < 1) throw new Error(`not a lead id: ${leadId}`);
      const expires = now + lifetimeMs;
      return format(leadId, expires, sign(secret, leadId, expires));
    },
    decoy(now = Date.now()) {
      const leadId = 1 + Math.floor(Math.random() * 1_000_000);
      const expires = now + lifetimeMs;
      return format(leadId, expires, sign(randomBytes(32), leadId, expires));
    },
    verify(ticket, now = Date.now()) {
      const m = FORMAT.exec(ticket);
      if (!m) return { ok: false, reason: 'malformed' };
      const leadId = Number(m[1]);
      const expires = Number(m[2]);
      // Compared as text, not decoded bytes: base64 has several spellings of the same last bits.
      const given = Buffer.from(m[3]!);
      const expected = Buffer.from(sign(secret, leadId, expires).toString('base64url'));
      // The signature is checked before the expiry so that nothing is learnt about forged tickets.
      if (!timingSafeEqual(given, expected)) return { ok: false, reason: 'bad signature' };
      if (expires <= now) return { ok: false, reason: 'expired' };
      return { ok: true, leadId };
    },
  };
}
