// The browser's outbox: a lead the server could not take (429, 5xx, no network) waits in
// localStorage, under the idempotency key it was first sent with, until ./submit-lead.ts sends
// it again. Each lead keeps its own schedule (attempts so far, when the next is due: 5 s, 15 s,
// 45 s, … at most 5 minutes after a failed one), so page views send only the leads that are due,
// not every lead every time. Few entries and a few days at most: this is a safety net, not a
// queue. Storage may be missing (private mode, disabled cookies) or full; then the lead is only
// retried while the page is open. This module is in every first load, so the sending code is
// only loaded when a lead is due.
import type { ClientDemand, FormKind } from '../api/types.ts';
import type { Lang } from '../site-types.ts';
import { savedConversions } from './conversion-outbox.ts';
import { OUTBOX_KEY } from './outbox-keys.ts';

export { OUTBOX_KEY };
export const OUTBOX_MAX_ENTRIES = 5;
export const OUTBOX_LIFETIME_MS = 3 * 24 * 3_600_000;

export interface SavedLead {
  /** The Idempotency-Key of every attempt: the server stores the lead once. */
  key: string;
  form: FormKind;
  lang: Lang;
  values: ClientDemand;
  /** When the visitor sent it (ms since the epoch). */
  at: number;
  /** Attempts that failed so far. */
  attempts: number;
  /** When the next attempt is due (ms since the epoch). */
  due: number;
}

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

/** A key the server accepts (8–128 letters, digits, - or _), made once per lead. */
export function newLeadKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID exists only on https (and localhost) pages.
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The leads waiting to be sent, oldest first; expired and malformed entries are left out. An
 *  entry saved before leads kept a schedule is due now, as after no failed attempt. */
export function savedLeads(now = Date.now()): SavedLead[] {
  try {
    const list: unknown = JSON.parse(storage()?.getItem(OUTBOX_KEY) ?? '[]');
    if (!Array.isArray(list)) return [];
    return list
      .filter(
        (e: SavedLead) =>
          typeof e?.key === 'string' &&
          typeof e.values === 'object' &&
          e.values !== null &&
          now - e.at < OUTBOX_LIFETIME_MS,
      )
      .map((e: SavedLead) => ({
        ...e,
        attempts: Number.isSafeInteger(e.attempts) && e.attempts > 0 ? e.attempts : 0,
        due: Number.isFinite(e.due) ? e.due : 0,
      }));
  } catch {
    return [];
  }
}

function write(list: SavedLead[]): boolean {
  try {
    const store = storage();
    if (!store) return false;
    if (list.length) store.setItem(OUTBOX_KEY, JSON.stringify(list));
    else store.removeItem(OUTBOX_KEY);
    return true;
  } catch {
    return false;
  }
}

/**
 * Keeps a lead (replacing one with its key); the oldest go when there are too many or the storage
 * is full. False when it could not be stored at all.
 */
export function saveLead(lead: SavedLead, now = Date.now()): boolean {
  let list = [...savedLeads(now).filter((e) => e.key !== lead.key), lead].slice(-OUTBOX_MAX_ENTRIES);
  for (; list.length; list = list.slice(1)) if (write(list)) return true;
  return false;
}

/** Records a kept lead's new schedule; false when it is no longer kept (another tab sent it). */
export function updateLead(lead: SavedLead, now = Date.now()): boolean {
  const list = savedLeads(now);
  const i = list.findIndex((e) => e.key === lead.key);
  if (i === -1) return false;
  list[i] = lead;
  return write(list);
}

/** Forgets a lead; true when this call removed it (so one tab, not two, reports it as sent). */
export function removeLead(key: string, now = Date.now()): boolean {
  const list = savedLeads(now);
  const rest = list.filter((e) => e.key !== key);
  return rest.length < list.length && write(rest);
}

let nextFlush: ReturnType<typeof setTimeout> | undefined;

/**
 * Called once after hydration on every page: sends the leads an earlier page could not whose
 * next attempt is due, and the conversion uploads the server has not accepted yet
 * (./conversion-outbox.ts) that are due, and looks again when the next of the others is due
 * (while the page is open). The outboxes are read afresh each time: another tab may have sent a
 * lead or failed again.
 */
export function flushLeadOutbox(now = Date.now()): void {
  clearTimeout(nextFlush);
  nextFlush = undefined;
  const list = savedLeads(now);
  write(list); // drops the expired ones
  const conversions = savedConversions(now);
  if ([...list, ...conversions].some((e) => e.due <= now)) {
    import('./submit-lead.ts').then(
      (m) => {
        m.resendSavedLeads(now);
        m.resendSavedConversions(now);
      },
      (error: unknown) => console.warn('lead outbox not sent', error),
    );
  }
  const later = [...list, ...conversions].filter((e) => e.due > now).map((e) => e.due);
  if (later.length) nextFlush = setTimeout(() => flushLeadOutbox(), Math.min(...later) - now);
}
