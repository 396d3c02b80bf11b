// A conversion ticket proves that a conversion upload follows a lead this site accepted a moment
// ago, for the ad click that lead was sent with: the lead's answer carried it, the conversion
// sends it back, and it converts only that click. A lead now carries its conversion and its answer
// no ticket (./lead-intake.ts); tickets are only checked, for the upload endpoint pages of earlier
// releases send to, which goes once no kept release issues them (./lead-routes.ts). `issue`
// stays for the tests, which play the servers of those releases. It is `v2.<lead id>.<expiry ms>.<bd_vid>.
// <HMAC-SHA256>`, signed with TICKET_SECRET when it is configured (so any server given the same
// one verifies what another issued); else, with REDIS_URL, with a random key the servers agree on
// through Redis (./ticket-keys.ts); else with a random secret every worker reads from the lead
// store (so any worker sharing the DATA_DIR does). Changing the secret refuses every ticket
// signed with the old one (a key replaced while the site runs still verifies the tickets it
// signed until they expire). Without a ticket, anyone could have the site sign and forward
// whatever conversions they like to Baidu with the company's token; without the click in it, any
// lead could convert any click once. (v1 tickets named no click and are no longer taken: they
// lived 30 minutes.)
import { createHmac, timingSafeEqual } from 'node:crypto';
import { CONVERSION_TICKET_LIFETIME_MS } from '../../shared/constants.ts';
import { BD_VID } from '../../shared/forms/ad-click.ts';

/** Long enough for the upload that follows a lead, and the browser's retries of it; short enough
 *  to be useless stolen. */
export const TICKET_LIFETIME_MS = CONVERSION_TICKET_LIFETIME_MS;

/** The click id in it follows the ad-click rule (BD_VID: 1 to 128 letters, digits, _ or -). */
const FORMAT = /^v2\.([1-9]\d{0,15})\.(\d{1,16})\.([A-Za-z0-9_-]{1,128})\.([A-Za-z0-9_-]{43})$/;

type TicketCheck =
  /** ownLead: signed with a key only this lead store's processes hold, so the lead is one of its. */
  | { ok: true; leadId: number; ownLead?: true }
  | { ok: false; reason: 'malformed' | 'bad signature' | 'expired' | 'for another ad click' };

export interface TicketKey {
  secret: Uint8Array;
  /** Held only by the processes of one lead store (its own random key), not shared with other servers. */
  own: boolean;
}

/** The keys tickets are signed and checked with, which may change while the site runs. */
export interface TicketKeys {
  /** The key new tickets are signed with. */
  signing(): TicketKey;
  /** Every key a ticket may be signed with now: the signing one, then keys it replaced whose
   *  tickets may still be unexpired. */
  verifying(now: number): TicketKey[];
}

export interface ConversionTickets {
  /** A ticket for converting `bdVid`, the click the lead `leadId` was sent with, as servers of
   *  earlier releases issued them. */
  issue(leadId: number, bdVid: string, now?: number): string;
  /** Whether `ticket` lets the conversion of click `bdVid` through. */
  verify(ticket: string, bdVid: string, now?: number): TicketCheck;
}

/** `keys`: one secret (shared with other servers, as TICKET_SECRET is), or keys that may change. */
export function createConversionTickets(
  keys: Uint8Array | TicketKeys,
  lifetimeMs = TICKET_LIFETIME_MS,
): ConversionTickets {
  const fixed: TicketKey | undefined = keys instanceof Uint8Array ? { secret: keys, own: false } : undefined;
  const signing = fixed ? () => fixed : (keys as TicketKeys).signing;
  const verifying = fixed ? () => [fixed] : (keys as TicketKeys).verifying;
  if (signing().secret.length < 32) throw new Error('conversion ticket secret must be at least 32 bytes');
  // The prefix keeps these signatures from ever being valid for anything else signed with the key.
  const sign = (key: Uint8Array, leadId: number, expires: number, bdVid: string) =>
    createHmac('sha256', key).update(`conversion-ticket.v2.${leadId}.${expires}.${bdVid}`).digest();
  const format = (leadId: number, expires: number, bdVid: string, mac: Buffer) =>
    `v2.${leadId}.${expires}.${bdVid}.${mac.toString('base64url')}`;
  const checkClick = (bdVid: string) => {
    if (!BD_VID.test(bdVid)) throw new Error(`not an ad-click id: ${bdVid.slice(0, 40)}`);
  };

  return {
    issue(leadId, bdVid, now = Date.now()) {
      if (!Number.isSafeInteger(leadId) || leadId < 1) throw new Error(`not a lead id: ${leadId}`);
      checkClick(bdVid);
      const expires = now + lifetimeMs;
      return format(leadId, expires, bdVid, sign(signing().secret, leadId, expires, bdVid));
    },
    verify(ticket, bdVid, now = Date.now()) {
      const m = FORMAT.exec(ticket);
      if (!m) return { ok: false, reason: 'malformed' };
      const leadId = Number(m[1]);
      const expires = Number(m[2]);
      const ticketClick = m[3]!;
      // Compared as text, not decoded bytes: base64 has several spellings of the same last bits.
      const given = Buffer.from(m[4]!);
      const key = verifying(now).find((k) =>
        timingSafeEqual(given, Buffer.from(sign(k.secret, leadId, expires, ticketClick).toString('base64url'))),
      );
      // The signature is checked first, so that nothing is learnt about forged tickets.
      if (!key) return { ok: false, reason: 'bad signature' };
      if (expires <= now) return { ok: false, reason: 'expired' };
      if (ticketClick !== bdVid) return { ok: false, reason: 'for another ad click' };
      return key.own ? { ok: true, leadId, ownLead: true } : { ok: true, leadId };
    },
  };
}
