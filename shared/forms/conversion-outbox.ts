// The conversion uploads the server has not accepted yet, in localStorage beside the lead outbox,
// as pages of earlier releases left them: such a page uploaded a lead's conversion after the lead,
// with the ticket of its answer, and wrote each upload here before it was sent, so one whose answer
// never came (the tab was closed, the network or the server failed) goes again on a later page
// view (flushLeadOutbox), with its own schedule (5 s, 15 s, 45 s, … after a failed attempt), while
// its ticket is good (30 minutes). The click id stays stored until the server accepts the
// conversion (./submit-lead.ts). Pages of this release add no upload here (the server stores a
// lead's conversion with the lead), only the next attempt of one already here; the sending code
// loads only when one is due (./lead-outbox.ts, ./outbox-keys.ts). This module goes with the
// server's upload endpoint, once no kept release sends it.
import type { UploadConvertData } from '../api/types.ts';
import { CONVERSION_TICKET_LIFETIME_MS } from '../constants.ts';

import { CONVERSION_OUTBOX_KEY } from './outbox-keys.ts';

export { CONVERSION_OUTBOX_KEY };
const MAX_ENTRIES = 5;

export interface SavedConversion {
  /** The click it converts; one entry per click. */
  bdVid: string;
  /** What is sent, the lead's ticket with it. */
  upload: UploadConvertData;
  /** When the lead's answer gave the ticket (ms since the epoch). */
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

/** The conversions waiting, oldest first; those whose ticket has expired and malformed ones are left out. */
export function savedConversions(now = Date.now()): SavedConversion[] {
  try {
    const list: unknown = JSON.parse(storage()?.getItem(CONVERSION_OUTBOX_KEY) ?? '[]');
    if (!Array.isArray(list)) return [];
    return list.filter(
      (e: SavedConversion) =>
        typeof e?.bdVid === 'string' &&
        typeof e.upload?.ticket === 'string' &&
        Array.isArray(e.upload.conversionTypes) &&
        Number.isFinite(e.at) &&
        Number.isFinite(e.due) &&
        Number.isSafeInteger(e.attempts) &&
        now - e.at < CONVERSION_TICKET_LIFETIME_MS,
    );
  } catch {
    return [];
  }
}

function write(list: SavedConversion[]): boolean {
  try {
    const store = storage();
    if (!store) return false;
    if (list.length) store.setItem(CONVERSION_OUTBOX_KEY, JSON.stringify(list));
    else store.removeItem(CONVERSION_OUTBOX_KEY);
    return true;
  } catch {
    return false;
  }
}

/** Keeps a conversion (replacing the one of its click); false when it could not be stored. */
export function saveConversion(c: SavedConversion, now = Date.now()): boolean {
  return write([...savedConversions(now).filter((e) => e.bdVid !== c.bdVid), c].slice(-MAX_ENTRIES));
}

/** Forgets the conversion of a click (accepted, or refused for good). */
export function removeConversion(bdVid: string, now = Date.now()): void {
  const list = savedConversions(now);
  const rest = list.filter((e) => e.bdVid !== bdVid);
  // Written even when nothing matched: drops the expired ones.
  write(rest);
}
