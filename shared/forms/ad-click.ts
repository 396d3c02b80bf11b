// The Baidu ad-click id (bd_vid, spec §3/§7): kept for 3 days after a landing that carried it,
// so a lead made later in the visit is sent with it, and the server stores that click's conversion
// with the lead (server/leads/lead-intake.ts), which builds the address reported to Baidu.
import { BD_VID_LIFETIME_MS } from '../constants.ts';

export const BD_VID_KEY = 'bd_vid';
export const BD_VID_EXPIRES_KEY = 'bd_vid_expires';
/** What a click id may look like; the server holds conversions to the same rule. */
export const BD_VID = /^[A-Za-z0-9_-]{1,128}$/;

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * On every page load: stores the landing URL's bd_vid with its expiry and returns it; without one,
 * drops a stored id whose 3 days are over (or whose expiry is missing or unreadable), so an old
 * click neither lingers in the visitor's storage nor is ever reported.
 */
export function captureAdClickId(href: string, store: Store, now: number): string | undefined {
  const id = new URL(href).searchParams.get(BD_VID_KEY);
  if (!id || !BD_VID.test(id)) {
    if (store.getItem(BD_VID_KEY) !== null || store.getItem(BD_VID_EXPIRES_KEY) !== null) {
      if (storedAdClickId(store, now) === undefined) clearAdClickId(store);
    }
    return undefined;
  }
  store.setItem(BD_VID_KEY, id);
  store.setItem(BD_VID_EXPIRES_KEY, String(now + BD_VID_LIFETIME_MS));
  return id;
}

/** The stored id while it has not expired. */
export function storedAdClickId(store: Store, now: number): string | undefined {
  const id = store.getItem(BD_VID_KEY);
  const expires = Number(store.getItem(BD_VID_EXPIRES_KEY));
  if (!id || !Number.isFinite(expires) || expires <= now) return undefined;
  return id;
}

export function clearAdClickId(store: Store): void {
  store.removeItem(BD_VID_KEY);
  store.removeItem(BD_VID_EXPIRES_KEY);
}
