// What happens when a form is sent (spec §4/§7): post the lead, with the unexpired ad-click id
// when one is stored and the page's address; once it is accepted the visitor sees the success at
// once and a tracking event follows. The server stores the click's conversion with the lead, in
// the same transaction, and reports it to Baidu itself: the browser makes no second call, and
// forgets the click id once the answer says the click is converted (adClick).
// A lead the server could not take (429, 5xx, no answer) is never lost: it waits in the browser's
// outbox (./lead-outbox.ts) with its own schedule and is sent again when it is due, while the page
// is open or on a later page view, always under the same Idempotency-Key, so the server stores it
// once.
// Pages of earlier releases uploaded the conversion after the lead, with a ticket from its answer,
// and may have left an upload in the conversion outbox (./conversion-outbox.ts): it is still sent
// (resendSavedConversions) while its ticket is good, and this part goes with the server's upload
// endpoint once no kept release sends it.
import { ApiError, isApiError } from '../api/errors.ts';
import { browserApi as api } from '../api/browser-api.ts';
import type { ClientDemand, FormKind, LeadAnswer } from '../api/types.ts';
import type { Lang } from '../site-types.ts';
import { clearAdClickId, storedAdClickId } from './ad-click.ts';
import { trackEvent } from '../analytics/analytics.ts';
import {
  flushLeadOutbox,
  newLeadKey,
  removeLead,
  saveLead,
  savedLeads,
  updateLead,
  type SavedLead,
} from './lead-outbox.ts';
import { removeConversion, saveConversion, savedConversions, type SavedConversion } from './conversion-outbox.ts';

/** Sent: the server stored it. Saved: kept to be sent again; busy: the same, the server having
 *  said too many leads came from this address lately (429), not that it could not be reached.
 *  Refused: the server will not take it. */
export type LeadOutcome = 'sent' | 'saved' | 'busy' | 'refused';

/** The wait after a lead's failed attempt `attempt` (from 0): 5 s, 15 s, 45 s, … at most 5 minutes. */
export const retryDelay = (attempt: number): number => Math.min(5_000 * 3 ** attempt, 300_000);

/** No answer, a timeout, too many requests or a server error: the same lead may pass later. */
export const worthRetrying = (error: unknown): boolean =>
  !isApiError(error) || [0, 408, 429].includes(error.status) || error.status >= 500;

interface Pending {
  /** The lead with its schedule (attempts that failed, when the next is due). */
  lead: SavedLead;
  /** Whether the lead went into the outbox (storage may be missing or full). */
  kept: boolean;
  busy: boolean;
  /** Its last attempt was answered 429. */
  throttled?: boolean;
  timer?: ReturnType<typeof setTimeout>;
}

/** Leads this page is sending, by key. */
const pending = new Map<string, Pending>();
const sentListeners = new Set<(key: string) => void>();
let watchingOnline = false;

/** Calls back with a lead's key whenever a lead is accepted; returns the unsubscribe. */
export function onLeadSent(listener: (key: string) => void): () => void {
  sentListeners.add(listener);
  return () => void sentListeners.delete(listener);
}

/** Sends a lead; `key` is its Idempotency-Key, the same when the visitor sends the same lead again. */
export function submitLead(
  values: ClientDemand,
  form: FormKind,
  honeypot: string,
  lang: Lang = 'zh',
  key = newLeadKey(),
): Promise<LeadOutcome> {
  const now = Date.now();
  return send(pending.get(key) ?? track({ key, form, lang, values, at: now, attempts: 0, due: now }, false), honeypot);
}

/** Gives up a lead waiting to be sent again (the visitor changed it and sends the new one). */
export function dropLead(key: string): void {
  clearTimeout(pending.get(key)?.timer);
  pending.delete(key);
  removeLead(key);
}

/** Sends the outbox's leads that are due and this page is not sending yet (see flushLeadOutbox). */
export function resendSavedLeads(now = Date.now()): void {
  for (const lead of savedLeads(now)) if (lead.due <= now && !pending.has(lead.key)) void send(track(lead, true));
}

function track(lead: SavedLead, kept: boolean): Pending {
  const p: Pending = { lead, kept, busy: false };
  pending.set(lead.key, p);
  return p;
}

async function send(p: Pending, honeypot = ''): Promise<LeadOutcome> {
  const lead = p.lead;
  // One request per lead at a time: the retry timer and a second click share it.
  if (p.busy) return p.throttled ? 'busy' : 'saved';
  p.busy = true;
  clearTimeout(p.timer);
  // The ad click the visit came from, if any, whose conversion the server stores with the lead, and
  // the page it is sent from, which that conversion reports to Baidu.
  const bdVid = adClickId();
  let answer: LeadAnswer;
  try {
    answer = await api().submitClientDemand(lead.values, {
      form: lead.form,
      lang: lead.lang,
      honeypot,
      idempotencyKey: lead.key,
      bdVid,
      pageUrl: globalThis.location?.href,
    });
  } catch (error) {
    p.busy = false;
    if (pending.get(lead.key) !== p) return 'refused'; // dropped meanwhile
    // A bot's lead (honeypot filled) is not worth keeping.
    if (!honeypot && worthRetrying(error)) {
      console.warn('lead not sent yet; kept to be sent again', error);
      const now = Date.now();
      p.lead = { ...lead, attempts: lead.attempts + 1, due: now + retryDelay(lead.attempts) };
      // Its schedule goes with it into the outbox, so a later page view waits for it too. A lead
      // no longer there was sent (or refused) by another tab: it is not put back.
      if (p.kept) updateLead(p.lead, now);
      else p.kept = saveLead(p.lead, now);
      p.timer = setTimeout(() => void send(p), p.lead.due - now);
      if (!watchingOnline) {
        watchingOnline = true;
        globalThis.addEventListener?.('online', () => pending.forEach((q) => void send(q)));
      }
      p.throttled = isApiError(error) && error.status === 429;
      return p.throttled ? 'busy' : 'saved';
    }
    console.error('lead submission failed', error);
    dropLead(lead.key);
    return 'refused';
  }
  p.busy = false;
  pending.delete(lead.key);
  // Reported once: by the tab that takes it out of the outbox (another tab may have sent it too,
  // and the server answered both with the same lead).
  if (!p.kept || removeLead(lead.key)) trackEvent('lead_submitted', { form: lead.form });
  // The click has its conversion on the server: forget it, unless a newer click took its place
  // meanwhile (that one waits for a later lead).
  if (bdVid && answer?.adClick === 'converted') forgetAdClick(bdVid);
  sentListeners.forEach((listener) => listener(lead.key));
  return 'sent';
}

/** The stored ad-click id, unexpired; none when storage is unavailable. */
function adClickId(): string | undefined {
  try {
    return storedAdClickId(localStorage, Date.now());
  } catch {
    return undefined;
  }
}

/** Forgets the stored click id if it is still `bdVid`. */
function forgetAdClick(bdVid: string): void {
  try {
    if (adClickId() === bdVid) clearAdClickId(localStorage);
  } catch {
    // No storage: nothing is kept to forget.
  }
}

/** Sends the conversion uploads an older page left in the outbox that are due and this page is not
 *  sending (see flushLeadOutbox). Goes with the server's upload endpoint. */
export function resendSavedConversions(now = Date.now()): void {
  for (const c of savedConversions(now)) if (c.due <= now) void sendConversion(c, true);
}

/** Clicks whose conversion this page is uploading right now. */
const uploading = new Set<string>();

/**
 * Uploads a conversion an older page left. Once the server has it (2xx, header.status 0: accepted,
 * recorded or a duplicate of one it has) the stored click id is forgotten, unless a newer click
 * took its place. No answer, 408, 429 or a 5xx: the click id is kept and the upload goes again
 * when it is due. Another 4xx (an expired ticket, say): it is dropped and the click id kept for a
 * later lead.
 */
async function sendConversion(c: SavedConversion, kept: boolean): Promise<void> {
  if (uploading.has(c.bdVid)) return;
  uploading.add(c.bdVid);
  try {
    const answer = await api().uploadConvertData(c.upload);
    if (answer?.header?.status !== 0) throw new ApiError(502, 'not_accepted', 'The conversion was not accepted');
    removeConversion(c.bdVid);
    forgetAdClick(c.bdVid);
  } catch (error) {
    console.error('conversion upload failed', error);
    if (!worthRetrying(error)) {
      removeConversion(c.bdVid);
      return;
    }
    const now = Date.now();
    const next = { ...c, attempts: c.attempts + 1, due: now + retryDelay(c.attempts) };
    // Kept: every open page (this one too) sends it when due. Not kept (no storage): this page does.
    if (kept && saveConversion(next, now)) flushLeadOutbox(now);
    else setTimeout(() => void sendConversion(next, false), next.due - now);
  } finally {
    uploading.delete(c.bdVid);
  }
}
